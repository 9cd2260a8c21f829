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
import { notify } from "../../components/Toasts/toasts.js";
import * as contractStyles from "../../contract/contract.css.js";
import { CompanyContractPage } from "../../contract/CompanyContract.js";
import { sectionsToText, textToSections } from "../../contract/queries.js";
import { TermsTabs, TermsVersion } from "../../contract/Terms.js";
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
