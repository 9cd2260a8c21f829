import { useState } from "react";
import { useIntl } from "react-intl";
import { DataTable, Page, SelectField, shared, useT } from "@web/kit";
import { BalanceCards } from "../components/BalanceCards/index.js";
import { useBalances, useLedger, useLeaveLocale, useLeaveTypes, type LedgerView } from "../data.js";
import { dateOfDay } from "../../../../../core/dates/calendar-days.js";
import { inUnit } from "../lib.js";
import * as styles from "../requests.css.js";

type LedgerRow = LedgerView["items"][number];
const ALL = "all";

/**
 * /my-balance (every level): what is available of each tracked leave type (GET /leave/balances: the ledger up to
 * today plus the accruals to come), as the same cards as the Time off tab of a profile, and the ledger entries behind
 * it (GET /leave/ledger), newest first.
 */
export default function MyBalancePage() {
  const intl = useIntl();
  const t = useT("leave.requests");
  const tb = useT("leave.timeOff");
  const locale = useLeaveLocale();
  const types = useLeaveTypes();
  const balances = useBalances();
  const [typeId, setTypeId] = useState(ALL);
  const ledger = useLedger({
    ...(typeId !== ALL ? { leaveTypeId: typeId } : {}),
  });
  const typeOf = (id: string) => types.data?.find((type) => type.id === id);
  const title = (id: string) => typeOf(id)?.title[locale] ?? id;
  const amount = (ms: number, unit: string) =>
    t(unit === "hours" ? "amount.hours" : "amount.days", { n: inUnit(ms, unit) });
  const date = (iso: string) => intl.formatDate(dateOfDay(iso), { dateStyle: "medium", timeZone: "UTC" });

  return (
    <Page title={t("balance.title")}>
      {balances.isError && (
        <p role="alert" className={shared.errorText}>
          {balances.error.message}
        </p>
      )}
      <h2>{tb("balances")}</h2>
      <BalanceCards balances={balances.data?.items} isPending={balances.isPending} label={tb("balances")} />
      <section className={styles.section} aria-labelledby="leave-ledger">
        <h2 id="leave-ledger">{t("balance.ledger")}</h2>
        <div className={styles.filters}>
          <SelectField
            label={t("mine.type")}
            options={[
              { id: ALL, label: t("mine.allTypes") },
              ...(types.data ?? []).map((type) => ({ id: type.id, label: type.title[locale] })),
            ]}
            value={typeId}
            onChange={(value) => {
              setTypeId(value);
              ledger.setPage(1);
            }}
          />
        </div>
        <DataTable<LedgerRow>
          label={t("balance.ledger")}
          {...ledger.table}
          rows={ledger.items}
          columns={[
            { id: "date", header: t("balance.date"), isRowHeader: true, cell: (row) => date(row.effectiveDate) },
            { id: "type", header: t("mine.type"), cell: (row) => title(row.leaveTypeId) },
            { id: "kind", header: t("balance.kind"), cell: (row) => t(`kind.${row.kind}`) },
            {
              id: "amount",
              header: t("mine.amount"),
              cell: (row) => {
                const text = amount(row.amount, typeOf(row.leaveTypeId)?.unit ?? "days");
                return row.amount > 0 ? `+${text}` : text;
              },
            },
            { id: "reason", header: t("balance.reason"), cell: (row) => row.reason },
          ]}
        />
      </section>
    </Page>
  );
}
