import { defineWebModule, homeCards, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The scheduling module's web side (spec §2): /schedule-management, the board (admin, revisor), and
 * /schedule-management-order, one's shifts and schedule orders (every level), with a home card of one's next shifts.
 */
export const schedulingWeb = defineWebModule({
  id: "scheduling",
  pages: [
    {
      path: "/schedule-management",
      levels: ["admin", "revisor"],
      nav: { label: "scheduling.nav.board", group: "team", icon: "plan", order: 46 },
      component: () => import("./pages/ScheduleManagement/index.js"),
    },
    {
      path: "/schedule-management-order",
      nav: { label: "scheduling.nav.orders", group: "me", icon: "list", order: 30 },
      component: () => import("./pages/ScheduleOrders/index.js"),
    },
  ],
  slots: [homeCards.contribute({ order: 40, component: () => import("./components/ShiftsHomeCard/index.js") })],
  messages: (locale: Locale) => MESSAGES[locale](),
});
