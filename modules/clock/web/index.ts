import { defineWebModule, homeCards, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The clock module's web side: the notes page (every level reads; leaders write, admins remove: the server refuses
 * the others as well) and a card in the home page's `home.cards` slot. Pages, slots and messages load lazily.
 */
export const clockWeb = defineWebModule({
  id: "clock",
  pages: [
    {
      path: "/clock/notes",
      // the page carries its own navigation entry: its path and levels are written once
      nav: { label: "clock.nav", group: "team", icon: "list", order: 90 },
      component: () => import("./pages/Notes/index.js"),
    },
    // --- overtime, time bank and the time sheet (issue 13, s13-overtime)
    {
      path: "/overtime",
      plans: ["premium"],
      nav: { label: "clock.overtime.nav", group: "me", icon: "list", order: 46 },
      component: () => import("./pages/Overtime/index.js"),
    },
    {
      path: "/time-sheet",
      levels: ["admin", "revisor"],
      nav: { label: "clock.timeSheet.nav", group: "team", icon: "list", order: 47 },
      component: () => import("./pages/TimeSheet/index.js"),
    },
  ],
  slots: [homeCards.contribute({ order: 90, component: () => import("./components/NotesHomeCard/index.js") })],
  messages: (locale: Locale) => MESSAGES[locale](),
});
