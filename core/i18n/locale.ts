/**
 * The product's languages (spec §1): English is the default and fallback,
 * Portuguese (Brazil) and Spanish (Latin America) are chosen by prefix.
 */
export const LOCALES = ["en", "pt-BR", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Maps a language tag (`pt`, `pt-br`, `es-419`, `en-US`...) to a product locale, if any. */
export function matchLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith("pt")) return "pt-BR";
  if (lower.startsWith("es")) return "es";
  if (lower.startsWith("en")) return "en";
  return undefined;
}

/** Picks the best product locale from an Accept-Language header (quality values honoured). */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag ?? "", q: q ? Number(q[1]) : 1, i };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) {
    const locale = matchLocale(r.tag);
    if (locale) return locale;
  }
  return undefined;
}

/** The caller's locale: their saved setting first, then Accept-Language, then English. */
export function resolveLocale(options: { userLocale?: string | null; acceptLanguage?: string }): Locale {
  return matchLocale(options.userLocale) ?? localeFromAcceptLanguage(options.acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The web app's path prefix per locale (spec §1: `pt` and `es` prefixes; English has none). Isomorphic. */
export const LOCALE_PATH_PREFIX: Readonly<Record<Locale, string>> = { en: "", "pt-BR": "/pt", es: "/es" };

/** A web app path in a language, for links in mails: `localizedPath("pt-BR", "/action")` is `/pt/action`. */
export function localizedPath(locale: Locale, path: string): string {
  return LOCALE_PATH_PREFIX[locale] + path;
}
