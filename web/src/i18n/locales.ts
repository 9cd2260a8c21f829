import { LOCALE_PATH_PREFIX } from "../../../core/i18n/locale.js";

/**
 * The app's languages (spec §1): English is the default and fallback and has no path prefix; Portuguese
 * (Brazil) lives under `/pt`, Spanish (Latin America) under `/es`.
 */
export const LOCALES = ["en", "pt-BR", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

const PREFIXES = LOCALE_PATH_PREFIX;

/** The locale a path asks for and the router base that goes with it. */
export function localeOfPath(pathname: string): { locale: Locale; base: string } {
  for (const locale of LOCALES) {
    const prefix = PREFIXES[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(prefix + "/"))) return { locale, base: prefix };
  }
  return { locale: DEFAULT_LOCALE, base: "" };
}

/** The same page in another language: swaps the path prefix. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const { base } = localeOfPath(pathname);
  const rest = pathname.slice(base.length) || "/";
  return PREFIXES[locale] + (rest === "/" && PREFIXES[locale] ? "" : rest) || "/";
}

/**
 * First day of the week shown in calendars, 0 = Sunday. Spec §9 fixes Sunday for Spanish (CLDR would say Monday
 * for most of Latin America); Brazil and the US also start on Sunday.
 */
export const FIRST_DAY_OF_WEEK: Record<Locale, 0 | 1> = { en: 0, "pt-BR": 0, es: 0 };

export const LOCALE_NAMES: Record<Locale, string> = { en: "English", "pt-BR": "Português (Brasil)", es: "Español" };
