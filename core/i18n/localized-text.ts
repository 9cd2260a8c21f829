import type { Locale } from "./locale.js";

/**
 * A text in every product language (spec §1), as notifications, leave type titles, dictionary labels and packs keep
 * them: `{ en, "pt-BR", es }`. Isomorphic.
 */
export type LocalizedText = Record<Locale, string>;

/** A text from its three translations, in the order of `LOCALES`: `localized("Saved", "Salvo", "Guardado")`. */
export function localized(en: string, ptBR: string, es: string): LocalizedText {
  return { en, "pt-BR": ptBR, es };
}

/** The same words in every language (a name, a date range). */
export function inEveryLocale(text: string): LocalizedText {
  return { en: text, "pt-BR": text, es: text };
}

/** A message table's texts, one `[en, pt-BR, es]` row per key: `localizedTable({ saved: ["Saved", "Salvo", "Guardado"] })`. */
export function localizedTable<K extends string>(
  rows: Record<K, readonly [en: string, ptBR: string, es: string]>,
): Record<K, LocalizedText> {
  return Object.fromEntries(
    Object.entries<readonly [string, string, string]>(rows).map(([key, [en, ptBR, es]]) => [
      key,
      localized(en, ptBR, es),
    ]),
  ) as Record<K, LocalizedText>;
}

/** The text in `locale`, English when that translation is missing. */
export function textIn(text: Partial<LocalizedText> & { en: string }, locale: Locale): string {
  return text[locale] ?? text.en;
}
