import { defineWebModule, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/** The hiring module's web side (spec §2 /hiring, admin and revisor): positions, approvals, candidates, the hire. */
export const hiringWeb = defineWebModule({
  id: "hiring",
  pages: [
    {
      path: "/hiring",
      levels: ["admin", "revisor"],
      nav: { label: "hiring.nav", group: "team", icon: "list", order: 70 },
      component: () => import("./pages/Hiring/index.js"),
    },
    {
      path: "/hiring/positions/:positionId",
      levels: ["admin", "revisor"],
      component: () => import("./pages/Position/index.js"),
    },
  ],
  messages: (locale: Locale) => MESSAGES[locale](),
});
