import type { Session } from "../auth/session.js";
import type { AppRoute } from "./routes.js";

/** Which modules the tenant has: `undefined` while unknown. */
export type EnabledModules = ReadonlySet<string> | undefined;

export type GuardDecision =
  { kind: "render" } | { kind: "wait" } | { kind: "redirect"; to: string } | { kind: "not-found" };

/**
 * Spec §2 guards, in one place:
 * - an unauthenticated person is sent to login, unless the route is public or a guest route;
 * - a signed-in person on login, signup or auth is sent home;
 * - a person on first access is sent to not-found on routes that bar first access;
 * - a level not in the route's list, a founder route for a non-founder, a plan or a module the company does not
 *   have: not-found (so the route's existence is not confirmed).
 */
export function decide(route: AppRoute, session: Session, modules: EnabledModules, location: string): GuardDecision {
  if (route.access === "public") return { kind: "render" };
  if (session.status === "loading") return { kind: "wait" };
  if (route.access === "guest") return session.status === "logged" ? { kind: "redirect", to: "/" } : { kind: "render" };
  if (session.status !== "logged" || !session.view) {
    const next = location && location !== "/" ? `?next=${encodeURIComponent(location)}` : "";
    return { kind: "redirect", to: `/login${next}` };
  }
  const { view, level, company } = session;
  if (route.blockedOnFirstAccess && view.user.firstAccess) return { kind: "not-found" };
  if (route.founderOnly && !view.user.isFounder) return { kind: "not-found" };
  const founderToo = route.founderToo === true && view.user.isFounder;
  if (route.levels && !founderToo && (!level || !route.levels.includes(level))) return { kind: "not-found" };
  if (!onPlan(route, company)) return { kind: "not-found" };
  if (route.moduleId && !route.platform) {
    if (!modules) return { kind: "wait" };
    if (!modules.has(route.moduleId)) return { kind: "not-found" };
  }
  return { kind: "render" };
}

/**
 * Whether the company's plan has the page: by the plan table's features (the session's `planFeatures`) for a page
 * naming its `planFeature`, else by the page's `plans`.
 */
export function onPlan(
  route: Pick<AppRoute, "plans" | "planFeature">,
  company: { plan: string; planFeatures?: readonly string[] } | null,
): boolean {
  if (!route.plans && !route.planFeature) return true;
  if (!company) return false;
  if (route.planFeature && company.planFeatures) return company.planFeatures.includes(route.planFeature);
  return !route.plans || (route.plans as readonly string[]).includes(company.plan);
}
