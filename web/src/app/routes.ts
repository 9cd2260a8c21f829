import { webModules } from "../../../modules/web.js";
import type { LazyComponent, NavGroup, WebPage } from "../../modules.js";

/**
 * A route of the app (spec §2). `guest` routes (login, signup, auth) send a signed-in person home; `public`
 * routes are open to anyone; `main` routes are inside the main layout for signed-in people.
 */
export interface AppRoute extends Omit<WebPage, "access"> {
  access: "guest" | "public" | "main";
  /** The module the page belongs to; its pages show only when the tenant has the module. */
  moduleId?: string;
  /** The founder may open it too, whatever their level (with `levels`: those levels, or the founder). */
  founderToo?: boolean;
  /** With `founderToo`: where the founder's navigation shows the entry (the Platform group), if not `nav`'s. */
  founderNav?: { group: NavGroup; order?: number };
}

const page = (component: LazyComponent) => component;

/** The shell's own routes (home and settings with their navigation entries); modules add theirs through modules/web.ts. */
export const shellRoutes: AppRoute[] = [
  { path: "/login", access: "guest", component: page(() => import("../pages/Login/index.js")) },
  { path: "/auth", access: "guest", component: page(() => import("../pages/Login/index.js")) },
  { path: "/signup", access: "guest", component: page(() => import("../pages/Signup/index.js")) },
  { path: "/forgot-password", access: "guest", component: page(() => import("../pages/ForgotPassword/index.js")) },
  // mailed and handed-over links work whether or not someone is signed in on this browser
  { path: "/action", access: "public", component: page(() => import("../pages/Action/index.js")) },
  { path: "/first-access", access: "public", component: page(() => import("../pages/FirstAccess/index.js")) },
  {
    path: "/",
    access: "main",
    nav: { label: "nav.home", group: "me", icon: "home", order: 0 },
    component: page(() => import("../pages/Home/index.js")),
  },
  {
    path: "/settings",
    access: "main",
    nav: { label: "nav.settings", group: "settings", icon: "settings", order: 1000 },
    component: page(() => import("../pages/Settings/index.js")),
  },
  // spec §2 founder-only routes (issue 12): the platform's group of the navigation, for the founder alone
  {
    path: "/change-plan",
    access: "main",
    founderOnly: true,
    nav: { label: "nav.changePlan", group: "platform", icon: "balance", order: 10 },
    component: page(() => import("../pages/ChangePlan/index.js")),
  },
  {
    path: "/platform-customization",
    access: "main",
    founderOnly: true,
    nav: { label: "nav.platformCustomization", group: "platform", icon: "settings", order: 20 },
    component: page(() => import("../pages/PlatformCustomization/index.js")),
  },
  // issue 18: the founder publishes terms and sees each company's acceptance; a company's admins read and accept them
  {
    path: "/contract",
    access: "main",
    levels: ["admin"],
    founderToo: true,
    nav: { label: "nav.contract", group: "settings", icon: "list", order: 985 },
    founderNav: { group: "platform", order: 30 },
    component: page(() => import("../pages/Contract/index.js")),
  },
  {
    path: "/app-versions",
    access: "main",
    founderOnly: true,
    nav: { label: "nav.appVersions", group: "platform", icon: "list", order: 40 },
    component: page(() => import("../pages/AppVersions/index.js")),
  },
  // spec §2 screen "Plan Billing" (issue 18): the company's plan, limits and invoices, for its admins
  {
    path: "/plan-billing",
    access: "main",
    levels: ["admin"],
    nav: { label: "nav.planBilling", group: "settings", icon: "balance", order: 980 },
    component: page(() => import("../pages/PlanBilling/index.js")),
  },
  // issue 12: every level; the bell's inbox and every notification mail link here
  {
    path: "/notifications-config",
    access: "main",
    nav: { label: "nav.notificationsConfig", group: "settings", icon: "inbox", order: 990 },
    component: page(() => import("../pages/NotificationsConfig/index.js")),
  },
  // issue 19: the company's API keys for the SDK, admins only
  {
    path: "/api-keys",
    access: "main",
    levels: ["admin"],
    nav: { label: "nav.apiKeys", group: "settings", icon: "lock", order: 995 },
    component: page(() => import("../pages/ApiKeys/index.js")),
  },
  // issue 19: publishable keys and the intranet widgets' embed snippet, admins only
  {
    path: "/embed-widgets",
    access: "main",
    levels: ["admin"],
    nav: { label: "nav.embedWidgets", group: "settings", icon: "lock", order: 996 },
    component: page(() => import("../pages/EmbedWidgets/index.js")),
  },
  // issues 3 and 18: the company's audit log (the platform's support visits included), admins only
  {
    path: "/audit-log",
    access: "main",
    levels: ["admin"],
    nav: { label: "nav.auditLog", group: "settings", icon: "list", order: 997 },
    component: page(() => import("../pages/AuditLog/index.js")),
  },
  {
    path: "/change-password",
    access: "main",
    blockedOnFirstAccess: true,
    component: page(() => import("../pages/ChangePassword/index.js")),
  },
];

/** Every route: the shell's, then each module's pages in registry order. */
export function appRoutes(): AppRoute[] {
  const moduleRoutes = webModules.flatMap((m) =>
    (m.pages ?? []).map((p): AppRoute => ({ ...p, access: p.access ?? "main", moduleId: m.id })),
  );
  return [...shellRoutes, ...moduleRoutes];
}
