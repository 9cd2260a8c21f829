import { useState } from "react";
import { useIntl } from "react-intl";
import { useSession } from "../../auth/session.js";
import { Page } from "../../components/Page/index.js";
import { SearchField } from "../../components/SearchField/index.js";
import { SelectField } from "../../components/SelectField/index.js";
import * as shared from "../../components/styles.css.js";
import { CompanyTable } from "../../founder/CompanyTable/index.js";
import { ViewAsDialog } from "../../founder/ViewAs/index.js";
import * as styles from "../../founder/founder.css.js";
import { useFounderCompanies, type CompanyStatusFilter, type FounderCompany } from "../../founder/queries.js";

/**
 * The founder's home (issue 12): every company on the platform with its plan, people, modules, status and last
 * activity, newest first, searchable by name; a live one can be viewed as one of its admins for support (issue 18).
 * The founder is a platform claim with no company of their own, so this is where they land.
 */
export default function FounderHome() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `founder.${id}` }, values);
  const session = useSession();
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<CompanyStatusFilter>("all");
  const companies = useFounderCompanies({ q, status });
  const [viewing, setViewing] = useState<FounderCompany | null>(null);
  return (
    <Page title={t("home.title")}>
      <section className={shared.card} style={{ marginBottom: "1.25rem" }}>
        <h2>{intl.formatMessage({ id: "home.greeting" }, { name: session.view?.user.name ?? "" })}</h2>
        <p>{t("home.intro")}</p>
        {companies.query.data && <p className={shared.muted}>{t("home.count", { count: companies.table.total })}</p>}
      </section>
      <div className={styles.filters}>
        <div className={styles.filter}>
          <SearchField
            label={t("home.search")}
            onSearch={(text) => {
              setQ(text);
              companies.setPage(1);
            }}
          />
        </div>
        <div className={styles.filter}>
          <SelectField
            label={t("company.status")}
            options={(["all", "active", "deleted"] as const).map((id) => ({ id, label: t(`status.${id}`) }))}
            value={status}
            onChange={(value) => {
              setStatus(value as CompanyStatusFilter);
              companies.setPage(1);
            }}
          />
        </div>
      </div>
      <CompanyTable label={t("home.tableLabel")} rows={companies.items} {...companies.table} onViewAs={setViewing} />
      <ViewAsDialog company={viewing} onClose={() => setViewing(null)} />
    </Page>
  );
}
