import { NAV_GROUPS, type LazyComponent, type NavGroup, type NavIcon } from "../../modules.js";
import { onPlan } from "../app/guard.js";
import type { AppRoute } from "../app/routes.js";
import type { Session } from "../auth/session.js";

/** One entry of the main navigation, as drawn. */
export interface NavItem {
  href: string;
  /** Message id. */
  label: string;
  icon?: NavIcon;
  order: number;
  /** The page's live count (PageNav.badge). */
  badge?: LazyComponent;
}

/**
 * Where a page's entry leads: its path without optional parameters (`/employee-profile/:id?` -> `/employee-profile`);
 * null when a parameter is required (such a page cannot be an entry).
 */
export function navHref(path: string): string | null {
  const href = path.replace(/\/:[^/]+\?/g, "") || "/";
  return href.includes(":") || href.includes("*") ? null : href;
}

/**
 * The navigation a person sees, by group (Me, Team, Company, Settings; empty groups left out): the entries of the
 * routes they may open, by the same rules as the guard (web/src/app/guard.ts): level, plan, founder, first access,
 * and the company having the page's module.
 */
export function navFor(
  routes: readonly AppRoute[],
  session: Session,
  modules: ReadonlySet<string> | undefined,
): Array<{ group: NavGroup; items: NavItem[] }> {
  const firstAccess = Boolean(session.view?.user.firstAccess);
  const items = routes.flatMap((route) => {
    const nav = route.nav;
    const href = nav && route.access === "main" ? navHref(route.path) : null;
    if (!nav || !href) return [];
    const founderToo = route.founderToo === true && Boolean(session.view?.user.isFounder);
    if (route.levels && !founderToo && (session.level === null || !route.levels.includes(session.level))) return [];
    if (!onPlan(route, session.company)) return [];
    if ((route.founderOnly || route.platform) && !session.view?.user.isFounder) return [];
    if (route.blockedOnFirstAccess && firstAccess) return [];
    if (route.moduleId && !route.platform && !modules?.has(route.moduleId)) return [];
    const place = founderToo && route.founderNav ? route.founderNav : nav;
    const item: NavItem = { href, label: nav.label, icon: nav.icon, order: place.order ?? 100 };
    if (nav.badge) item.badge = nav.badge;
    return [{ group: place.group, item }];
  });
  return NAV_GROUPS.map((group) => ({
    group,
    items: items
      .filter((entry) => entry.group === group)
      .map((entry) => entry.item)
      .sort((a, b) => a.order - b.order),
  })).filter((g) => g.items.length > 0);
}
