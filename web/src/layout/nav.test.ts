import { describe, expect, it } from "vitest";
import { webModules } from "../../../modules/web.js";
import { appRoutes } from "../app/routes.js";
import type { Level, Session } from "../auth/session.js";
import { sessionView } from "../testing/session.js";
import { navFor, navHref } from "./nav.js";

/** A session on `plan`, with that plan's gated features by the default plan table unless `features` says otherwise. */
function session(level: Level, plan = "premium", features?: string[]): Session {
  const view = sessionView({ levels: [level] });
  const planFeatures = features ?? (plan === "premium" ? ["vacation-planner", "clock.overtime"] : []);
  const company = { ...view.companies[0]!, plan, planFeatures } as Session["company"];
  return { status: "logged", view, company, level };
}
const all = new Set(webModules.map((m) => m.id));
const hrefs = (groups: ReturnType<typeof navFor>) => groups.flatMap((g) => g.items.map((i) => i.href));

describe("the navigation, from the pages' own entries", () => {
  it("leads to a page's path without its optional parameters, never to one that needs a parameter", () => {
    expect(navHref("/employee-profile/:id?")).toBe("/employee-profile");
    expect(navHref("/workers")).toBe("/workers");
    expect(navHref("/")).toBe("/");
    expect(navHref("/workers/:id")).toBeNull();
    for (const route of appRoutes()) if (route.nav) expect(navHref(route.path), route.path).not.toBeNull();
  });

  it("groups the entries as Me, Team, Company, Settings, smaller order first", () => {
    const groups = navFor(appRoutes(), session("admin"), all);
    expect(groups.map((g) => g.group)).toEqual(["me", "team", "company", "settings"]);
    expect(groups[0]!.items[0]).toMatchObject({ href: "/", label: "nav.home" });
    expect(groups.at(-1)!.items.at(-1)).toMatchObject({ href: "/settings", label: "nav.settings" });
    for (const g of groups) {
      const orders = g.items.map((i) => i.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it("follows the pages' levels, plans and modules", () => {
    const admin = hrefs(navFor(appRoutes(), session("admin"), all));
    const employee = hrefs(navFor(appRoutes(), session("requester"), all));
    expect(admin).toEqual(expect.arrayContaining(["/workers", "/config-leave-type", "/vacation-planner"]));
    expect(employee).toEqual(expect.arrayContaining(["/", "/employee-profile", "/my-requests", "/settings"]));
    // spec §2 "/workers: all": the people directory of public cards (issue 12)
    expect(employee).toContain("/workers");
    expect(employee).not.toContain("/approvals");
    // the vacation planner needs the premium plan
    expect(hrefs(navFor(appRoutes(), session("admin", "starter"), all))).not.toContain("/vacation-planner");
    // ...unless the founder's plan table gives it to the company's plan (tenants/plans)
    const given = hrefs(navFor(appRoutes(), session("admin", "starter", ["vacation-planner"]), all));
    expect(given).toContain("/vacation-planner");
    expect(given).not.toContain("/overtime");
    // a module the company does not have (or not known yet) shows nothing
    const withoutLeave = hrefs(navFor(appRoutes(), session("admin"), new Set(["people"])));
    expect(withoutLeave).not.toContain("/my-requests");
    expect(withoutLeave).toContain("/workers");
    expect(hrefs(navFor(appRoutes(), session("admin"), undefined))).toEqual([
      "/",
      // the shell's own Plan Billing (tenants/billing), for admins
      "/plan-billing",
      // the company's contract with the platform (issue 18), for admins
      "/contract",
      "/notifications-config",
      // the shell's API keys (core/auth), for admins
      "/api-keys",
      // publishable keys and the intranet widgets' snippet (core/widgets), for admins
      "/embed-widgets",
      // the shell's audit log (core/audit), for admins
      "/audit-log",
      "/settings",
    ]);
  });
});

describe("the contract entry (issue 18)", () => {
  it("is under Settings for a company's admins and under Platform for the founder", () => {
    const admin = navFor(appRoutes(), session("admin"), all);
    expect(admin.find((g) => g.group === "settings")!.items.map((i) => i.href)).toContain("/contract");
    const founderView = sessionView({ levels: ["admin"] });
    founderView.user = { ...founderView.user, isFounder: true };
    const founder = navFor(appRoutes(), { status: "logged", view: founderView, company: null, level: null }, all);
    expect(founder.find((g) => g.group === "platform")!.items.map((i) => i.href)).toContain("/contract");
    expect(founder.find((g) => g.group === "settings")?.items.map((i) => i.href) ?? []).not.toContain("/contract");
    expect(hrefs(navFor(appRoutes(), session("revisor"), all))).not.toContain("/contract");
  });
});
