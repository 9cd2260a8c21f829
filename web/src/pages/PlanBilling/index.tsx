import { useState } from "react";
import { useIntl } from "react-intl";
import { messageOf } from "../../api/client.js";
import { Button } from "../../components/Button/index.js";
import { ChoiceGroup } from "../../components/ChoiceGroup/index.js";
import { DataTable } from "../../components/DataTable/index.js";
import { Page } from "../../components/Page/index.js";
import * as shared from "../../components/styles.css.js";
import { notify } from "../../components/Toasts/toasts.js";
import {
  useBillingOverview,
  useChoosePlan,
  useInvoice,
  useInvoices,
  usePayInvoice,
  type InvoiceItem,
  type PlanId,
} from "./queries.js";

/**
 * Plan Billing (spec §2 screen names; admins): the company's plan and people limit, the free trial, the plans to
 * choose from, the current month's bill as it stands, and the invoices with their lines; pay one when online
 * payment is set up (else the platform settles them: manual mode).
 */
export default function PlanBilling() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `billing.${id}` }, values);
  const planName = (plan: string) => intl.formatMessage({ id: `signup.plan.${plan}` });
  const money = (cents: number, currency: string) => intl.formatNumber(cents / 100, { style: "currency", currency });
  const monthName = (month: string) =>
    intl.formatDate(new Date(`${month}-15T12:00:00Z`), { month: "long", year: "numeric", timeZone: "UTC" });
  const overview = useBillingOverview();
  const invoices = useInvoices();
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = useInvoice(openId);
  const [choice, setChoice] = useState<PlanId | null>(null);
  const choose = useChoosePlan({
    onSuccess: (o) => notify("positive", t("chosen", { plan: planName(o.plan) })),
    onError: (e) => notify("negative", messageOf(e)),
  });
  const pay = usePayInvoice({ onError: (e) => notify("negative", messageOf(e)) });
  const data = overview.data;
  if (!data)
    return (
      <Page title={t("title")}>
        <p role="status">{overview.isError ? messageOf(overview.error) : intl.formatMessage({ id: "app.loading" })}</p>
      </Page>
    );
  const trialEnded = data.trialEndsAt !== null && new Date(data.trialEndsAt).getTime() <= Date.now();
  const selected = choice ?? data.plan;
  const status = (s: InvoiceItem["payment"]["status"]) => t(`status.${s}`);
  return (
    <Page title={t("title")}>
      {data.trialEndsAt && (
        <p
          role={trialEnded ? "alert" : "status"}
          className={`${shared.card} ${trialEnded ? shared.banner.danger : ""}`}
        >
          {t(trialEnded ? "trialEnded" : "trialUntil", {
            date: intl.formatDate(new Date(data.trialEndsAt), { dateStyle: "long" }),
          })}
        </p>
      )}
      <section className={shared.card} aria-labelledby="billing-plan">
        <h2 id="billing-plan">{t("current", { plan: planName(data.plan) })}</h2>
        <p>
          {data.maxPeople === null
            ? t("peopleNoLimit", { people: data.people })
            : t("people", { people: data.people, limit: data.maxPeople })}
        </p>
        {data.maxPeople !== null && data.people >= data.maxPeople && (
          <p role="status" className={shared.errorText}>
            {t("atLimit")}
          </p>
        )}
        {data.canChoosePlan ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              choose.mutate(selected);
            }}
          >
            <ChoiceGroup
              label={t("choose")}
              choices={data.plans.map((p) => ({
                id: p.id,
                label: planName(p.id),
                description: [
                  p.maxPeople === null ? t("noLimit") : t("upTo", { limit: p.maxPeople }),
                  t("perPerson", { price: money(p.price.unitCents, p.price.currency) }),
                  ...(p.features.length > 0
                    ? [p.features.map((f) => t(`feature.${f.replace(".", "-")}`)).join(", ")]
                    : []),
                ].join(" · "),
              }))}
              value={selected}
              onChange={(id) => setChoice(id as PlanId)}
            />
            <Button type="submit" isDisabled={choose.isPending || (selected === data.plan && !data.trialEndsAt)}>
              {t("submit")}
            </Button>
          </form>
        ) : (
          <p className={shared.muted}>{t("locked")}</p>
        )}
      </section>

      <section className={shared.card} aria-labelledby="billing-estimate">
        <h2 id="billing-estimate">{t("estimate", { month: monthName(data.estimate.month) })}</h2>
        <p>
          <strong>{money(data.estimate.totalCents, data.estimate.currency)}</strong>{" "}
          <span className={shared.muted}>
            {t("estimateHint", {
              people: data.estimate.lines.length,
              price: money(data.estimate.unitCents, data.estimate.currency),
            })}
          </span>
        </p>
        <p className={shared.muted}>{t(data.paymentMode === "stripe" ? "modeStripe" : "modeManual")}</p>
      </section>

      <section aria-labelledby="billing-invoices">
        <h2 id="billing-invoices">{t("invoices")}</h2>
        <DataTable<InvoiceItem>
          label={t("invoices")}
          {...invoices.table}
          rows={invoices.items}
          columns={[
            { id: "month", header: t("month"), isRowHeader: true, cell: (i) => monthName(i.month) },
            { id: "total", header: t("total"), cell: (i) => money(i.totalCents, i.currency) },
            { id: "status", header: t("statusHeader"), cell: (i) => status(i.payment.status) },
            {
              id: "actions",
              header: t("actions"),
              cell: (i) => (
                <span className={shared.row}>
                  <Button variant="secondary" onPress={() => setOpenId(openId === i.id ? null : i.id)}>
                    {t(openId === i.id ? "hide" : "details", { number: i.number })}
                  </Button>
                  {data.paymentMode === "stripe" && (i.payment.status === "open" || i.payment.status === "failed") && (
                    <Button isDisabled={pay.isPending} onPress={() => pay.mutate(i.id)}>
                      {t("pay")}
                    </Button>
                  )}
                </span>
              ),
            },
          ]}
        />
      </section>

      {openId && opened.data && (
        <section className={shared.card} aria-labelledby="billing-invoice">
          <h2 id="billing-invoice">{t("invoice", { number: opened.data.number })}</h2>
          <p className={shared.muted}>
            {t("invoiceHint", {
              plan: planName(opened.data.plan),
              price: money(opened.data.unitCents, opened.data.currency),
              days: opened.data.daysInMonth,
            })}
          </p>
          {opened.data.payment.failure && <p className={shared.errorText}>{opened.data.payment.failure}</p>}
          <DataTable
            label={t("invoice", { number: opened.data.number })}
            rows={opened.data.lines.map((l) => ({ ...l, id: l.workerId }))}
            columns={[
              { id: "name", header: t("person"), isRowHeader: true, cell: (l) => l.name },
              { id: "days", header: t("days"), cell: (l) => t("daysValue", { days: l.days }) },
              { id: "amount", header: t("amount"), cell: (l) => money(l.amountCents, opened.data!.currency) },
            ]}
          />
          <p>
            <strong>
              {t("total")}: {money(opened.data.totalCents, opened.data.currency)}
            </strong>
          </p>
        </section>
      )}
    </Page>
  );
}
