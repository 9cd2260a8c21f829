import { useState } from "react";
import { useIntl } from "react-intl";
import { Page } from "../../components/Page/index.js";
import * as shared from "../../components/styles.css.js";
import { Tabs } from "../../components/Tabs/index.js";
import * as styles from "../../founder/founder.css.js";
import { usePlatformContract } from "../../founder/queries.js";
import { LOCALE_NAMES, LOCALES } from "../../i18n/locales.js";

/**
 * /contract (spec §2, founder only): the platform's service contract in the three languages, as configured on the
 * server (tenants/founder/contract-terms.ts), opened in the page's language.
 */
export default function Contract() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `founder.${id}` }, values);
  const contract = usePlatformContract();
  const [language, setLanguage] = useState<string>(intl.locale);
  const data = contract.data;
  return (
    <Page title={t("contract.title")}>
      {!data ? (
        <p role="status">{intl.formatMessage({ id: "app.loading" })}</p>
      ) : (
        <>
          <p className={shared.muted}>
            {t("contract.version", {
              version: data.version,
              date: intl.formatDate(new Date(`${data.effectiveDate}T12:00:00Z`), { dateStyle: "long" }),
            })}
          </p>
          <Tabs
            label={t("contract.languages")}
            items={LOCALES.map((locale) => ({
              id: locale,
              label: LOCALE_NAMES[locale],
              content: (
                <article lang={locale} className={shared.card}>
                  {data.texts[locale].map((section) => (
                    <section key={section.heading} className={styles.contractSection}>
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
        </>
      )}
    </Page>
  );
}
