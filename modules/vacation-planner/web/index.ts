import { defineWebModule, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The vacation planner's web side (spec §2 /vacation-planner: admin, revisor, premium plan). The guard and the
 * navigation hide it from other levels and plans; the server refuses them as well.
 */
export const vacationPlannerWeb = defineWebModule({
  id: "vacation-planner",
  pages: [
    {
      path: "/vacation-planner",
      levels: ["admin", "revisor"],
      plans: ["premium"],
      planFeature: "vacation-planner",
      nav: { label: "vacation-planner.nav", group: "team", icon: "plan", order: 44 },
      component: () => import("./pages/VacationPlanner/index.js"),
    },
  ],
  messages: (locale: Locale) => MESSAGES[locale](),
});
