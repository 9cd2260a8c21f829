import type { Locale, WebNavItem, WebPage } from "../../../../web/modules.js";

/**
 * Worker pages (spec §2). The routes are open to the levels the spec lists; each page then shows what the API lets
 * the level read (worker records are for admins and managers: an employee gets the not-found page on /workers and a
 * colleague's profile, and their own page from the session).
 */
export const workersPages: WebPage[] = [
  { path: "/workers", component: () => import("./WorkersPage/index.js") },
  { path: "/workers/:id", component: () => import("./WorkerProfilePage/index.js") },
  { path: "/employee-profile/:id?", component: () => import("./EmployeeProfilePage/index.js") },
  { path: "/complete-profile", component: () => import("./CompleteProfilePage/index.js") },
  { path: "/termination-survey", access: "public", component: () => import("./TerminationSurveyPage/index.js") },
];

export const workersNav: WebNavItem[] = [
  // the list answers admins and managers only
  { path: "/workers", label: "nav.workers", order: 20, levels: ["admin", "revisor"] },
  { path: "/employee-profile", label: "people.nav.myProfile", order: 90 },
];

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/** The worker pages' messages in one language (only that language is downloaded). */
export function workersMessages(locale: Locale): Promise<Record<string, string>> {
  return MESSAGES[locale]();
}
