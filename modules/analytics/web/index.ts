import { defineWebModule, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/** The analytics module's web side: no pages yet (the /growth and /dash-questions pages are not built). */
export const analyticsWeb = defineWebModule({
  id: "analytics",
  pages: [],
  messages: (locale: Locale) => MESSAGES[locale](),
});
