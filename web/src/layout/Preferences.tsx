import { useIntl } from "react-intl";
import { navigate } from "wouter/use-browser-location";
import { api } from "../api/client.js";
import { useSession } from "../auth/session.js";
import { LOCALE_NAMES, LOCALES, pathInLocale, type Locale } from "../i18n/locales.js";
import { THEME_CHOICES, useTheme, type ThemeChoice } from "../theme/theme.js";
import * as styles from "./layout.css.js";

/** Switches the language: the same page under the other prefix; a signed-in person's choice is saved. */
export function useChangeLocale() {
  const session = useSession();
  const signedIn = session.status === "logged";
  return (locale: Locale) => {
    if (signedIn) void api.patch("/api/auth/preferences", { body: { locale } }).catch(() => {});
    navigate(pathInLocale(location.pathname, locale) + location.search);
  };
}

/**
 * The language switcher: the locale lives in the path (`/pt`, `/es`), so switching navigates to the same page in
 * the other language, and a signed-in person's choice is saved for their mails and error messages.
 */
export function LocaleSwitcher() {
  const intl = useIntl();
  const change = useChangeLocale();
  return (
    <select
      aria-label={intl.formatMessage({ id: "header.language" })}
      className={styles.compactSelect}
      value={intl.locale}
      onChange={(e) => change(e.target.value as Locale)}
    >
      {LOCALES.map((l) => (
        <option key={l} value={l}>
          {LOCALE_NAMES[l]}
        </option>
      ))}
    </select>
  );
}

/** Light, dark or the system's; remembered on this device. */
export function ThemeSwitcher() {
  const intl = useIntl();
  const { choice, choose } = useTheme();
  return (
    <select
      aria-label={intl.formatMessage({ id: "header.theme" })}
      className={styles.compactSelect}
      value={choice}
      onChange={(e) => choose(e.target.value as ThemeChoice)}
    >
      {THEME_CHOICES.map((t) => (
        <option key={t} value={t}>
          {intl.formatMessage({ id: `theme.${t}` })}
        </option>
      ))}
    </select>
  );
}
