import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import type { ApiRequestBody, ApiResponse } from "../../../sdk/src/index.js";
import { api, messageOf } from "../api/client.js";
import { Button } from "../components/Button/index.js";
import { Checkbox } from "../components/Checkbox/index.js";
import { NumberField } from "../components/NumberField/index.js";
import * as shared from "../components/styles.css.js";
import { notify } from "../components/Toasts/toasts.js";
import * as styles from "./founder.css.js";
import { founderKeys } from "./queries.js";

type PlanTableAnswer = ApiResponse<"get", "/api/founder/plans">;
type PlanTable = ApiRequestBody<"put", "/api/founder/plans">;
const FEATURES = ["vacation-planner", "clock.overtime"] as const;

/**
 * The founder's plan table on /change-plan (tenants/README.md "Plans"): the trial, each plan's people limit, prices
 * (USD, and BRL for companies in Brazil) and premium features; saved as one table, in force at once everywhere; with
 * the latest changes.
 */
export function PlanTableEditor() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `founder.plans.${id}` }, values);
  const planName = (plan: string) => intl.formatMessage({ id: `signup.plan.${plan}` });
  const client = useQueryClient();
  const query = useQuery({ queryKey: [...founderKeys.all, "plans"], queryFn: () => api.get("/api/founder/plans") });
  const [draft, setDraft] = useState<PlanTable | null>(null);
  useEffect(() => {
    if (query.data) setDraft(query.data.table as PlanTable);
  }, [query.data]);
  const save = useMutation({
    mutationFn: (body: PlanTable) => api.put("/api/founder/plans", { body }),
    onSuccess: async (answer: PlanTableAnswer) => {
      client.setQueryData([...founderKeys.all, "plans"], answer);
      await client.invalidateQueries({ queryKey: founderKeys.all });
      notify("positive", t("saved"));
    },
    onError: (error) => notify("negative", messageOf(error)),
  });
  if (!draft) return <p role="status">{intl.formatMessage({ id: "app.loading" })}</p>;
  type PlanRow = PlanTable["plans"][number];
  const edit = (id: string, change: (p: PlanRow) => PlanRow) =>
    setDraft({ ...draft, plans: draft.plans.map((p) => (p.id === id ? change(p) : p)) });
  const money = { style: "decimal", minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
  return (
    <section className={shared.card} aria-labelledby="plan-table">
      <h2 id="plan-table">{t("title")}</h2>
      <p className={shared.muted}>{t("intro")}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(draft);
        }}
      >
        <NumberField
          label={t("trialDays")}
          value={draft.trialDays}
          minValue={0}
          maxValue={365}
          onChange={(v) => setDraft({ ...draft, trialDays: v ?? 0 })}
        />
        {draft.plans.map((p) => (
          <fieldset key={p.id} className={styles.planFieldset}>
            <legend>{planName(p.id)}</legend>
            <div className={styles.filters}>
              <div className={styles.filter}>
                <NumberField
                  label={t("maxPeople", { plan: planName(p.id) })}
                  value={p.maxPeople}
                  minValue={1}
                  onChange={(v) => edit(p.id, (x) => ({ ...x, maxPeople: v }))}
                />
              </div>
              <div className={styles.filter}>
                <NumberField
                  label={t("priceUsd", { plan: planName(p.id) })}
                  value={p.prices.USD / 100}
                  minValue={0}
                  step={0.01}
                  formatOptions={money}
                  onChange={(v) =>
                    edit(p.id, (x) => ({ ...x, prices: { ...x.prices, USD: Math.round((v ?? 0) * 100) } }))
                  }
                />
              </div>
              <div className={styles.filter}>
                <NumberField
                  label={t("priceBrl", { plan: planName(p.id) })}
                  value={p.prices.BRL !== undefined ? p.prices.BRL / 100 : null}
                  minValue={0}
                  step={0.01}
                  formatOptions={money}
                  onChange={(v) =>
                    edit(p.id, (x) => {
                      const { BRL: _brl, ...rest } = x.prices;
                      return {
                        ...x,
                        companyCurrency: v !== null || Object.keys(rest).length > 1,
                        prices: v === null ? rest : { ...rest, BRL: Math.round(v * 100) },
                      };
                    })
                  }
                />
              </div>
            </div>
            <div role="group" aria-label={t("features", { plan: planName(p.id) })} className={shared.row}>
              {FEATURES.map((f) => (
                <Checkbox
                  key={f}
                  isSelected={p.features.includes(f)}
                  onChange={(on) =>
                    edit(p.id, (x) => ({
                      ...x,
                      features: on ? [...x.features, f] : x.features.filter((y) => y !== f),
                    }))
                  }
                >
                  {intl.formatMessage({ id: `billing.feature.${f.replace(".", "-")}` })}
                </Checkbox>
              ))}
            </div>
          </fieldset>
        ))}
        <Button type="submit" isDisabled={save.isPending}>
          {t("save")}
        </Button>
      </form>
      <h3>{t("changes")}</h3>
      {query.data && query.data.changes.length > 0 ? (
        <ul>
          {query.data.changes.map((c) => (
            <li key={c.revision}>
              {intl.formatDate(new Date(c.at), { dateStyle: "medium", timeStyle: "short" })}: {c.summary.join("; ")}
            </li>
          ))}
        </ul>
      ) : (
        <p className={shared.muted}>{t("noChanges")}</p>
      )}
    </section>
  );
}
