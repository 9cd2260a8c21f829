import type { ServiceContext } from "../../../core/context.js";
import type { PeopleDirectory } from "../../people/contract/directory.js";
import type { Diversity, Growth } from "../contract/index.js";

/** Puts the department's or office's name on the groups of a dashboard (people.directory, one read). */
export function createGroupNames(deps: { directory: Pick<PeopleDirectory, "departments" | "offices"> }) {
  const names = async (ctx: ServiceContext, of: "department" | "office") =>
    new Map(
      (of === "department" ? await deps.directory.departments(ctx) : await deps.directory.offices(ctx)).map((d) => [
        d.id,
        d.name,
      ]),
    );
  return {
    async growth(ctx: ServiceContext, growth: Growth): Promise<Growth> {
      if (growth.by === "company") return growth;
      const known = await names(ctx, growth.by === "office" ? "office" : "department");
      return { ...growth, groups: growth.groups.map((g) => (known.has(g.key) ? { ...g, name: known.get(g.key) } : g)) };
    },
    async diversity(ctx: ServiceContext, diversity: Diversity): Promise<Diversity> {
      if (diversity.breakdown.length === 0 || diversity.breakdown.every((b) => b.key === "leader" || b.key === "team"))
        return diversity;
      const known = await names(ctx, "department");
      return {
        ...diversity,
        breakdown: diversity.breakdown.map((b) => (known.has(b.key) ? { ...b, name: known.get(b.key) } : b)),
      };
    },
  };
}
