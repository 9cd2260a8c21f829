import { useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../components/Button/index.js";
import { ChoiceGroup } from "../../components/ChoiceGroup/index.js";
import { Page } from "../../components/Page/index.js";
import { SearchField } from "../../components/SearchField/index.js";
import { SelectField } from "../../components/SelectField/index.js";
import * as shared from "../../components/styles.css.js";
import { notify } from "../../components/Toasts/toasts.js";
import * as styles from "../../founder/founder.css.js";
import { PlanTableEditor } from "../../founder/PlanTableEditor.js";
import { PLANS, useChangePlan, useCompanyChoices, type Plan } from "../../founder/queries.js";

/**
 * /change-plan (spec §2, founder only): the founder picks a live company and moves it to another plan. The server
 * records the change in that company's audit log; plan-gated pages follow at once.
 */
export default function ChangePlan() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `founder.${id}` }, values);
  const planName = (plan: string) => intl.formatMessage({ id: `signup.plan.${plan}` });
  const [q, setQ] = useState("");
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const choices = useCompanyChoices(q);
  const companies = choices.data?.items ?? [];
  const company = companies.find((c) => c.id === companyId) ?? null;
  const change = useChangePlan({
    onSuccess: (changed) =>
      notify("positive", t("changePlan.done", { company: changed.name, plan: planName(changed.plan) })),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (company && plan && plan !== company.plan) change.mutate({ companyId: company.id, plan });
  };
  return (
    <Page title={t("changePlan.title")}>
      <p className={shared.muted}>{t("changePlan.intro")}</p>
      <section className={shared.card}>
        <form noValidate onSubmit={submit}>
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
                onChange={(id) => {
                  setCompanyId(id);
                  setPlan(companies.find((c) => c.id === id)?.plan ?? null);
                }}
              />
            </div>
          </div>
          {company && (
            <>
              <p>{t("changePlan.current", { company: company.name, plan: planName(company.plan) })}</p>
              <ChoiceGroup
                label={t("changePlan.newPlan")}
                description={intl.formatMessage({ id: "signup.planHint" })}
                choices={PLANS.map((id) => ({ id, label: planName(id) }))}
                value={plan}
                onChange={(value) => setPlan(value as Plan)}
                compact
              />
              <Button type="submit" isDisabled={change.isPending || !plan || plan === company.plan}>
                {t("changePlan.submit")}
              </Button>
            </>
          )}
        </form>
      </section>
      <PlanTableEditor />
    </Page>
  );
}
