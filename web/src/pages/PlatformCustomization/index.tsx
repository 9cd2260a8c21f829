import { useState } from "react";
import { useIntl } from "react-intl";
import { Page } from "../../components/Page/index.js";
import { SearchField } from "../../components/SearchField/index.js";
import { SelectField } from "../../components/SelectField/index.js";
import * as shared from "../../components/styles.css.js";
import * as styles from "../../founder/founder.css.js";
import { useCompanyChoices, useCompanyModules } from "../../founder/queries.js";

/**
 * /platform-customization (spec §2, founder only): what each company has of the platform, read from the same answer
 * its own app reads (`GET /api/companies/:id/modules`: a module is off when switched off for the company, not on its
 * plan, or missing a module it depends on). Changing the switches and per-company branding are not built yet; the
 * page says so rather than offering controls that do nothing.
 */
export default function PlatformCustomization() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `founder.${id}` }, values);
  const [q, setQ] = useState("");
  const [companyId, setCompanyId] = useState<string | null>(null);
  const choices = useCompanyChoices(q);
  const companies = choices.data?.items ?? [];
  const company = companies.find((c) => c.id === companyId) ?? null;
  const modules = useCompanyModules(company?.id ?? null);
  // a module added later without a name here shows its id rather than a missing message
  const moduleName = (id: string) => (`founder.module.${id}` in intl.messages ? t(`module.${id}`) : id);
  const stateOf = (m: { enabled: boolean; reason?: string; plans?: string[] }) => {
    if (m.enabled) return t("customization.on");
    if (m.reason === "plan")
      return t("customization.offPlan", {
        plans: (m.plans ?? []).map((p) => intl.formatMessage({ id: `signup.plan.${p}` })).join(", "),
      });
    return t(m.reason === "dependency" ? "customization.offDependency" : "customization.offDisabled");
  };
  return (
    <Page title={t("customization.title")}>
      <p className={shared.muted}>{t("customization.intro")}</p>
      <section className={shared.card} style={{ marginBottom: "1.25rem" }}>
        <div className={styles.filters}>
          <div className={styles.filter}>
            <SearchField label={t("home.search")} onSearch={setQ} />
          </div>
          <div className={styles.filter}>
            <SelectField
              label={t("changePlan.company")}
              placeholder={t("changePlan.pickCompany")}
              options={companies.map((c) => ({ id: c.id, label: c.name }))}
              value={companyId}
              onChange={setCompanyId}
            />
          </div>
        </div>
        {company && (
          <>
            <h2>{t("customization.modulesOf", { company: company.name })}</h2>
            {!modules.data ? (
              <p role="status">{intl.formatMessage({ id: "app.loading" })}</p>
            ) : (
              <ul className={styles.moduleList} aria-label={t("customization.modulesOf", { company: company.name })}>
                {modules.data.modules.map((m) => (
                  <li key={m.id} className={styles.moduleItem}>
                    <strong>{moduleName(m.id)}</strong>
                    <span className={m.enabled ? undefined : shared.muted}>{stateOf(m)}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <p className={shared.muted}>{t("customization.later")}</p>
    </Page>
  );
}
