import { type Locale, type WebPage } from "@web/kit/define";

/**
 * The requester's leave pages (spec §2): the leave types to choose from, the request form, one's requests, one's
 * balance and its ledger, and the admin's payroll entry for a worker.
 */
export const requestsPages: WebPage[] = [
  {
    path: "/choose-leaves",
    nav: { label: "leave.requests.nav.choose", group: "me", icon: "calendar", order: 30 },
    component: () => import("./ChooseLeavesPage/index.js"),
  },
  { path: "/create-leave", component: () => import("./CreateLeavePage/index.js") },
  {
    path: "/my-requests",
    nav: { label: "leave.requests.nav.mine", group: "me", icon: "list", order: 32 },
    component: () => import("./MyRequestsPage/index.js"),
  },
  {
    path: "/my-balance",
    nav: { label: "leave.requests.nav.balance", group: "me", icon: "balance", order: 34 },
    component: () => import("./MyBalancePage/index.js"),
  },
  {
    path: "/payroll-create-leave",
    nav: { label: "leave.requests.nav.payroll", group: "team", icon: "money", order: 44 },
    levels: ["admin"],
    component: () => import("./PayrollCreateLeavePage/index.js"),
  },
];

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/** The requester pages' messages in one language (only that language is downloaded). */
export function requestsMessages(locale: Locale): Promise<Record<string, string>> {
  return MESSAGES[locale]();
}
