import { defineWebModule, type Locale } from "../../../web/modules.js";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The example module's web side: the notes page (every level reads; leaders write, admins remove: the server refuses
 * the others as well) and a card in the home page's `home.cards` slot. Pages, slots and messages load lazily.
 */
export const exampleWeb = defineWebModule({
  id: "example",
  pages: [{ path: "/example/notes", component: () => import("./pages/Notes/index.js") }],
  nav: [{ path: "/example/notes", label: "example.nav", order: 90 }],
  slots: [{ slot: "home.cards", order: 90, component: () => import("./components/NotesHomeCard/index.js") }],
  messages: (locale: Locale) => MESSAGES[locale](),
});
