import { useMutation } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useChangeLevel, useSession, type Level } from "../../auth/session.js";
import { ButtonLink } from "../../components/Button/index.js";
import { ChoiceGroup } from "../../components/ChoiceGroup/index.js";
import { Page } from "../../components/Page/index.js";
import { SelectField } from "../../components/SelectField/index.js";
import * as styles from "../../components/styles.css.js";
import { LOCALE_NAMES, LOCALES, type Locale } from "../../i18n/locales.js";
import { useChangeLocale } from "../../layout/Preferences.js";
import { THEME_CHOICES, useTheme, type ThemeChoice } from "../../theme/theme.js";
import { heading } from "./settings.css.js";

/** Settings (spec §2): language, theme, the level to act with, and the way to change the password. */
export default function Settings() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const session = useSession();
  const changeLocale = useChangeLocale();
  const { choice, choose } = useTheme();
  const changeLevel = useChangeLevel();
  // a failed switch shows the server's message as a notification (spec §8)
  const level = useMutation({ mutationFn: changeLevel });
  const levels = (session.company?.levels ?? []) as Level[];

  return (
    <Page title={t("settings.title")}>
      <div className={styles.card} style={{ maxWidth: "40rem", display: "grid", gap: "0.5rem" }}>
        <section aria-labelledby="settings-appearance">
          <h2 id="settings-appearance" className={heading}>
            {t("settings.appearance")}
          </h2>
          <SelectField
            label={t("settings.language")}
            name="locale"
            description={t("settings.languageHint")}
            options={LOCALES.map((l) => ({ id: l, label: LOCALE_NAMES[l] }))}
            value={intl.locale}
            onChange={(l) => l !== intl.locale && changeLocale(l as Locale)}
          />
          <ChoiceGroup
            label={t("settings.theme")}
            name="theme"
            compact
            choices={THEME_CHOICES.map((c) => ({ id: c, label: t(`theme.${c}`) }))}
            value={choice}
            onChange={(c) => choose(c as ThemeChoice)}
          />
        </section>
        {levels.length > 1 && session.level && (
          <section aria-labelledby="settings-level">
            <h2 id="settings-level" className={heading}>
              {t("settings.level")}
            </h2>
            <ChoiceGroup
              label={t("header.level")}
              name="level"
              description={t("settings.levelHint")}
              compact
              isDisabled={level.isPending}
              choices={levels.map((l) => ({ id: l, label: t(`level.${l}`) }))}
              value={session.level}
              onChange={(l) => level.mutate(l as Level)}
            />
          </section>
        )}
        <section aria-labelledby="settings-security">
          <h2 id="settings-security" className={heading}>
            {t("settings.security")}
          </h2>
          <p className={styles.muted}>{t("settings.securityHint")}</p>
          <ButtonLink href="/change-password">{t("nav.changePassword")}</ButtonLink>
        </section>
      </div>
    </Page>
  );
}
