import { type Locale, type WebPage } from "@web/kit/define";

/**
 * Worker pages (spec §2). The routes are open to the levels the spec lists; each page then shows what the API lets
 * the caller read of each worker (field access, contract/field-access.ts): employees get the people directory on
 * /workers and colleagues' public fields on /workers/:id.
 */
export const workersPages: WebPage[] = [
  {
    path: "/workers",
    // spec §2 "/workers: all": employees get the people directory (public cards; issue 12)
    nav: { label: "nav.workers", group: "team", icon: "people", order: 20 },
    component: () => import("./WorkersPage/index.js"),
  },
  { path: "/workers/:id", component: () => import("./WorkerProfilePage/index.js") },
  {
    path: "/employee-profile/:id?",
    nav: { label: "people.nav.myProfile", group: "me", icon: "person", order: 10 },
    component: () => import("./EmployeeProfilePage/index.js"),
  },
  { path: "/complete-profile", component: () => import("./CompleteProfilePage/index.js") },
  { path: "/termination-survey", access: "public", component: () => import("./TerminationSurveyPage/index.js") },
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
