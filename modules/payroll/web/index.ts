import { defineWebModule, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The payroll module's web side: the notes page (every level reads; leaders write, admins remove: the server refuses
 * the others as well) and a card in the home page's `home.cards` slot. Pages, slots and messages load lazily.
 */
export const payrollWeb = defineWebModule({
  id: "payroll",
  pages: [],
  messages: (locale: Locale) => MESSAGES[locale](),
});
