import { defineWebModule, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The payroll module's web side: /payroll (admins review, approve and export the month, change pay, upload payslips;
 * managers read their team's hours and leaves without pay) and /receipts (everyone's own payslips).
 */
export const payrollWeb = defineWebModule({
  id: "payroll",
  pages: [
    {
      path: "/payroll",
      levels: ["admin", "revisor"],
      nav: { label: "payroll.nav.payroll", group: "company", icon: "money", order: 60 },
      component: () => import("./pages/Payroll/index.js"),
    },
    {
      path: "/receipts",
      nav: { label: "payroll.nav.receipts", group: "me", icon: "money", order: 60 },
      component: () => import("./pages/Receipts/index.js"),
    },
  ],
  messages: (locale: Locale) => MESSAGES[locale](),
});
