import type { WebModuleDefinition } from "../web/modules.js";

/**
 * Every module's web side, found by its folder (STYLE "Cal.com app-store": a folder's presence is the declaration):
 * each `modules/<id>/web/index.ts` exports `<camelCaseId>Web` (`peopleWeb`, `vacationPlannerWeb`). Vite resolves the
 * glob at build time (vitest too), so a new module adds no line here: `npm run module:new` touches only
 * modules/server.ts. Which modules a tenant sees is still the server's answer (`GET /api/companies/:companyId/modules`,
 * from the registry in server.ts), so a web part without its server line shows nothing. Their order is their folders'
 * (alphabetical); navigation entries and slots sort by their own `order`. modules/example, the template, is left out.
 * The index files hold only lazy imports, so loading them eagerly keeps pages out of the main bundle.
 */
const found = import.meta.glob<Record<string, unknown>>(["./*/web/index.ts", "!./example/**"], { eager: true });

/** `./vacation-planner/web/index.ts` -> `vacationPlannerWeb`. */
function exportNameOf(path: string): { id: string; name: string } {
  const id = path.split("/")[1]!;
  return { id, name: `${id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Web` };
}

function webModulesOf(files: Record<string, Record<string, unknown>>): WebModuleDefinition[] {
  return Object.keys(files)
    .sort()
    .map((path) => {
      const { id, name } = exportNameOf(path);
      const definition = files[path]![name] as WebModuleDefinition | undefined;
      if (!definition || definition.id !== id)
        throw new Error(`modules/${id}/web/index.ts must export ${name} = defineWebModule({ id: "${id}", ... })`);
      return definition;
    });
}

/** The product's web modules; the web shell mounts their pages, navigation, slots and messages. */
export const webModules: readonly WebModuleDefinition[] = webModulesOf(found);
