import type { Locale, WebNavItem, WebPage } from "../../../../web/modules.js";

/**
 * The requester's leave pages (spec §2): the leave types to choose from, the request form, one's requests, one's
 * balance and its ledger, and the admin's payroll entry for a worker.
 */
export const requestsPages: WebPage[] = [
  { path: "/choose-leaves", component: () => import("./ChooseLeavesPage/index.js") },
  { path: "/create-leave", component: () => import("./CreateLeavePage/index.js") },
  { path: "/my-requests", component: () => import("./MyRequestsPage/index.js") },
  { path: "/my-balance", component: () => import("./MyBalancePage/index.js") },
  { path: "/payroll-create-leave", levels: ["admin"], component: () => import("./PayrollCreateLeavePage/index.js") },
];

export const requestsNav: WebNavItem[] = [
  { path: "/choose-leaves", label: "leave.requests.nav.choose", order: 30 },
  { path: "/my-requests", label: "leave.requests.nav.mine", order: 32 },
  { path: "/my-balance", label: "leave.requests.nav.balance", order: 34 },
  { path: "/payroll-create-leave", label: "leave.requests.nav.payroll", order: 44, levels: ["admin"] },
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
