import { useState } from "react";
import { useIntl } from "react-intl";
import * as shared from "../components/styles.css.js";
import { Tabs } from "../components/Tabs/index.js";
import * as styles from "../founder/founder.css.js";
import { LOCALE_NAMES, LOCALES } from "../i18n/locales.js";
import type { CompanyContract } from "./queries.js";

type Terms = CompanyContract["terms"];

/** The terms in the three languages, one tab each, opened in the page's language. */
export function TermsTabs({ terms }: { terms: Terms }) {
  const intl = useIntl();
  const [language, setLanguage] = useState<string>(intl.locale);
  return (
    <Tabs
      label={intl.formatMessage({ id: "founder.contract.languages" })}
      items={LOCALES.map((locale) => ({
        id: locale,
        label: LOCALE_NAMES[locale],
        content: (
          <article lang={locale} className={shared.card}>
            {terms.texts[locale].map((section, i) => (
              <section key={i} className={styles.contractSection}>
                <h2>{section.heading}</h2>
                <p>{section.body}</p>
              </section>
            ))}
          </article>
        ),
      }))}
      selectedKey={language}
      onSelectionChange={setLanguage}
    />
  );
}

export function TermsVersion({ terms }: { terms: Terms }) {
  const intl = useIntl();
  return (
    <p className={shared.muted}>
      {intl.formatMessage(
        { id: "founder.contract.version" },
        { version: terms.version, date: intl.formatDate(terms.publishedAt, { dateStyle: "long" }) },
      )}
      {terms.publishedBy && (
        <> {intl.formatMessage({ id: "founder.contract.publishedBy" }, { name: terms.publishedBy })}</>
      )}
    </p>
  );
}
