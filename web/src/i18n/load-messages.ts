import { webModules } from "../../../modules/web.js";
import type { Locale } from "./locales.js";
import { en } from "./messages/en.js";

const SHELL: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The shell's own pages for people not in the app yet (sign-in, sign-up, password and first-access links): they show
 * no module's text (no navigation, no slots), so their first visit downloads no module's messages.
 */
export const SHELL_ONLY_PATHS: ReadonlySet<string> = new Set([
  "/login",
  "/auth",
  "/signup",
  "/forgot-password",
  "/action",
  "/first-access",
]);

/**
 * Every message of a locale: the shell's and, unless `shellOnly`, each web module's (`defineWebModule({ messages
 * })`). Only the chosen language is downloaded; English ships with the shell because it is the fallback.
 */
export async function loadMessages(
  locale: Locale,
  options: { shellOnly?: boolean } = {},
): Promise<Record<string, string>> {
  const parts = await Promise.all([
    SHELL[locale](),
    ...(options.shellOnly ? [] : webModules.map((m) => (m.messages ? m.messages(locale) : Promise.resolve({})))),
  ]);
  return Object.assign({}, ...parts) as Record<string, string>;
}
