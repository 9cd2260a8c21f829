import { useState } from "react";
import { useIntl } from "react-intl";
import { messageOf } from "../api/client.js";
import { useSession } from "../auth/session.js";
import { Button } from "../components/Button/index.js";
import { DataTable } from "../components/DataTable/index.js";
import { Page } from "../components/Page/index.js";
import * as shared from "../components/styles.css.js";
import { notify } from "../components/Toasts/toasts.js";
import * as styles from "../founder/founder.css.js";
import { useAcceptContract, useCompanyContract, type CompanyContract } from "./queries.js";
import { TermsTabs, TermsVersion } from "./Terms.js";

/**
 * /contract for a company's admins (issue 18): their company's acceptance (version, who, when), the pending version
 * with Accept, the terms in force and the acceptances so far.
 */
export function CompanyContractPage() {
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
