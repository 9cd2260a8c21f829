import { webModules } from "../../../modules/web.js";
import type { Locale } from "./locales.js";
import { en } from "./messages/en.js";

const SHELL: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * Every message of a locale: the shell's and each web module's (`defineWebModule({ messages })`). Only the
 * chosen language is downloaded; English ships with the shell because it is the fallback.
 */
export async function loadMessages(locale: Locale): Promise<Record<string, string>> {
  const parts = await Promise.all([
    SHELL[locale](),
    ...webModules.map((m) => (m.messages ? m.messages(locale) : Promise.resolve({}))),
  ]);
  return Object.assign({}, ...parts) as Record<string, string>;
}
