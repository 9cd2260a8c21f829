import { defineWebModule, homeCards, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The integrations module's web side: the notes page (every level reads; leaders write, admins remove: the server refuses
 * the others as well) and a card in the home page's `home.cards` slot. Pages, slots and messages load lazily.
 */
export const integrationsWeb = defineWebModule({
  id: "integrations",
  pages: [
    {
      path: "/integrations/notes",
      // the page carries its own navigation entry: its path and levels are written once
      nav: { label: "integrations.nav", group: "team", icon: "list", order: 90 },
      component: () => import("./pages/Notes/index.js"),
    },
  ],
  slots: [homeCards.contribute({ order: 90, component: () => import("./components/NotesHomeCard/index.js") })],
  messages: (locale: Locale) => MESSAGES[locale](),
});
