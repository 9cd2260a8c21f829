import type { Locale, WebNavItem, WebPage } from "../../../../web/modules.js";

/** The requester's leave pages (spec §2). */
export const requestsPages: WebPage[] = [];

export const requestsNav: WebNavItem[] = [];

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/** The requester pages' messages in one language (only that language is downloaded). */
export function requestsMessages(locale: Locale): Promise<Record<string, string>> {
  return MESSAGES[locale]();
}
