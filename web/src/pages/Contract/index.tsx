import { useState } from "react";
import { Label, TextArea, TextField as AriaTextField } from "react-aria-components";
import { useIntl } from "react-intl";
import { messageOf } from "../../api/client.js";
import { useSession } from "../../auth/session.js";
import { Button } from "../../components/Button/index.js";
import { DataTable } from "../../components/DataTable/index.js";
import { Page } from "../../components/Page/index.js";
import { SearchField } from "../../components/SearchField/index.js";
import * as shared from "../../components/styles.css.js";
import { Tabs } from "../../components/Tabs/index.js";
import { notify } from "../../components/Toasts/toasts.js";
import * as contractStyles from "../../contract/contract.css.js";
import {
  sectionsToText,
  textToSections,
  useAcceptContract,
  useCompanyContract,
  type CompanyContract,
} from "../../contract/queries.js";
import * as styles from "../../founder/founder.css.js";
import {
  useContractAcceptances,
  usePlatformContract,
  usePublishTerms,
  type CompanyAcceptance,
  type Terms,
} from "../../founder/queries.js";
import { LOCALE_NAMES, LOCALES, type Locale } from "../../i18n/locales.js";

/**
 * /contract (spec §2, issue 18). The founder reads the terms in force in the three languages, publishes a new version
 * and sees which version each company accepted, who and when. A company's admins read the terms in force, their
 * company's acceptances, and accept newer terms here too (tenants/README.md "Contracts").
 */
export default function Contract() {
  const session = useSession();
  return session.view?.user.isFounder ? <FounderContract /> : <CompanyContractPage />;
}

function TermsTabs({ terms }: { terms: Terms }) {
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

function TermsVersion({ terms }: { terms: Terms }) {
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

function FounderContract() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `founder.${id}` }, values);
  const contract = usePlatformContract();
  const data = contract.data;
  return (
    <Page title={t("contract.title")}>
      {!data ? (
        <p role="status">{intl.formatMessage({ id: "app.loading" })}</p>
      ) : (
        <>
          <TermsVersion terms={data} />
          <TermsTabs terms={data} />
          <PublishTerms key={data.version} current={data} />
        </>
      )}
      <Acceptances currentVersion={data?.version} />
    </Page>
  );
}

function PublishTerms({ current }: { current: Terms }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `founder.${id}` }, values);
  const [texts, setTexts] = useState<Record<Locale, string>>(() => ({
    en: sectionsToText(current.texts.en),
    "pt-BR": sectionsToText(current.texts["pt-BR"]),
    es: sectionsToText(current.texts.es),
  }));
  const [error, setError] = useState<string | null>(null);
  const publish = usePublishTerms({
    onSuccess: (terms) => notify("positive", t("contract.published", { version: terms.version })),
  });
  const next = current.version + 1;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    publish.mutate(
      {
        basedOn: current.version,
        texts: { en: textToSections(texts.en), "pt-BR": textToSections(texts["pt-BR"]), es: textToSections(texts.es) },
      },
      { onError: (e) => setError(messageOf(e)) },
    );
  };
  return (
    <section className={shared.card} aria-labelledby="publish-terms">
      <h2 id="publish-terms">{t("contract.publishTitle")}</h2>
      <p className={shared.muted}>{t("contract.publishHelp")}</p>
      <form noValidate onSubmit={submit}>
        {LOCALES.map((locale) => (
          <AriaTextField
            key={locale}
            value={texts[locale]}
            onChange={(value) => setTexts((all) => ({ ...all, [locale]: value }))}
            className={shared.field}
          >
            <Label className={shared.label}>{t("contract.textIn", { language: LOCALE_NAMES[locale] })}</Label>
            <TextArea className={contractStyles.textarea} lang={locale} />
          </AriaTextField>
        ))}
        {error && (
          <p role="alert" className={shared.errorText}>
            {error}
          </p>
        )}
        <Button type="submit" isPending={publish.isPending}>
          {t("contract.publish", { version: next })}
        </Button>
      </form>
    </section>
  );
}

function Acceptances({ currentVersion }: { currentVersion: number | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `founder.${id}` }, values);
  const [q, setQ] = useState("");
  const list = useContractAcceptances(q);
  const labelled = (label: string, value: React.ReactNode) => (
    <>
      <span className={styles.cardLabel}>{label}:</span>
      {value}
    </>
  );
  const columns = [
    {
      id: "name",
      header: t("contract.company"),
      isRowHeader: true,
      cell: (row: CompanyAcceptance) => <span className={styles.nameCell}>{row.name}</span>,
    },
    {
      id: "version",
      header: t("contract.acceptedVersion"),
      cell: (row: CompanyAcceptance) =>
        labelled(t("contract.acceptedVersion"), row.accepted ? String(row.accepted.version) : t("contract.none")),
    },
    {
      id: "by",
      header: t("contract.acceptedBy"),
      cell: (row: CompanyAcceptance) =>
        labelled(t("contract.acceptedBy"), row.accepted ? (row.accepted.acceptedBy ?? t("contract.atSignup")) : "—"),
    },
    {
      id: "at",
      header: t("contract.acceptedAt"),
      cell: (row: CompanyAcceptance) =>
        labelled(
          t("contract.acceptedAt"),
          row.accepted ? intl.formatDate(row.accepted.acceptedAt, { dateStyle: "medium", timeStyle: "short" }) : "—",
        ),
    },
    {
      id: "status",
      header: t("contract.status"),
      cell: (row: CompanyAcceptance) =>
        labelled(
          t("contract.status"),
          row.current ? t("contract.upToDate") : t("contract.mustAccept", { version: currentVersion ?? "" }),
        ),
    },
  ];
  return (
    <section className={shared.card} aria-labelledby="acceptances">
      <h2 id="acceptances">{t("contract.acceptancesTitle")}</h2>
      <div className={styles.filters}>
        <div className={styles.filter}>
          <SearchField label={t("contract.search")} onSearch={setQ} />
        </div>
      </div>
      <div className={styles.responsiveTable}>
        <DataTable label={t("contract.acceptancesTitle")} columns={columns} rows={list.items} {...list.table} />
      </div>
    </section>
  );
}

function CompanyContractPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const session = useSession();
  const companyId = session.company?.id ?? null;
  const contract = useCompanyContract(companyId);
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptContract(companyId, {
    onSuccess: (c) => notify("positive", t("contract.acceptedNow", { version: c.terms.version })),
  });
  const data = contract.data;
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "long" });
  return (
    <Page title={t("contract.title")}>
      {!data ? (
        <p role="status">{t("app.loading")}</p>
      ) : (
        <>
          <section className={shared.card}>
            <AcceptedLine contract={data} />
            {data.mustAccept && (
              <>
                <p>
                  <strong>
                    {t("contract.pending", { version: data.terms.version, date: date(data.terms.publishedAt) })}
                  </strong>
                </p>
                {error && (
                  <p role="alert" className={shared.errorText}>
                    {error}
                  </p>
                )}
                <Button
                  isPending={accept.isPending}
                  onPress={() => {
                    setError(null);
                    accept.mutate(data.terms.version, { onError: (e) => setError(messageOf(e)) });
                  }}
                >
                  {t("contract.accept", { version: data.terms.version })}
                </Button>
              </>
            )}
          </section>
          <TermsVersion terms={data.terms} />
          <TermsTabs terms={data.terms} />
          <section className={shared.card} aria-labelledby="contract-history">
            <h2 id="contract-history">{t("contract.history")}</h2>
            <div className={styles.responsiveTable}>
              <DataTable
                label={t("contract.history")}
                rows={data.acceptances.map((a) => ({ ...a, id: `${a.version}-${a.acceptedAt}` }))}
                columns={[
                  {
                    id: "version",
                    header: t("contract.version"),
                    isRowHeader: true,
                    cell: (a) => <span className={styles.nameCell}>{a.version}</span>,
                  },
                  {
                    id: "by",
                    header: t("contract.by"),
                    cell: (a) => (
                      <>
                        <span className={styles.cardLabel}>{t("contract.by")}:</span>
                        {a.acceptedBy ?? t("contract.signup")}
                      </>
                    ),
                  },
                  {
                    id: "when",
                    header: t("contract.when"),
                    cell: (a) => (
                      <>
                        <span className={styles.cardLabel}>{t("contract.when")}:</span>
                        {intl.formatDate(a.acceptedAt, { dateStyle: "medium", timeStyle: "short" })}
                      </>
                    ),
                  },
                ]}
              />
            </div>
          </section>
        </>
      )}
    </Page>
  );
}

function AcceptedLine({ contract }: { contract: CompanyContract }) {
  const intl = useIntl();
  const accepted = contract.accepted;
  if (!accepted) return null;
  const date = intl.formatDate(accepted.acceptedAt, { dateStyle: "long" });
  return (
    <p>
      {accepted.acceptedBy
        ? intl.formatMessage(
            { id: "contract.accepted" },
            { version: accepted.version, date, name: accepted.acceptedBy },
          )
        : intl.formatMessage({ id: "contract.acceptedAtSignup" }, { version: accepted.version, date })}
    </p>
  );
}
