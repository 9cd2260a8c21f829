import { defineWebModule, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The analytics module's web side: /growth (spec §2, everyone: company-level growth for employees; leaders break it
 * down and see the diversity tab) and /dash-questions (admins and managers: the exit-survey dashboard).
 */
export const analyticsWeb = defineWebModule({
  id: "analytics",
  pages: [
    {
      path: "/growth",
      nav: { label: "analytics.nav.growth", group: "company", icon: "chart", order: 85 },
      component: () => import("./pages/Growth/index.js"),
    },
    {
      path: "/dash-questions",
      levels: ["admin", "revisor"],
      nav: { label: "analytics.nav.surveys", group: "company", icon: "chart", order: 86 },
      component: () => import("./pages/DashQuestions/index.js"),
    },
  ],
  messages: (locale: Locale) => MESSAGES[locale](),
});
