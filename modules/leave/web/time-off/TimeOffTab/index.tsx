import { useState } from "react";
import { useIntl } from "react-intl";
import { Button, DataTable, DatePicker, SelectField, shared, useCompanyToday, useSession, useT } from "@web/kit";
import { dateOfDay } from "../../../../../core/dates/calendar-days.js";
import { BalanceCards } from "../../requests/components/BalanceCards/index.js";
import { useLedger, useLeaveLocale, useLeaveTypes } from "../../requests/data.js";
import { inUnit } from "../../requests/lib.js";
import { AdjustDialog } from "../AdjustDialog/index.js";
import { ImportDialog } from "../ImportDialog/index.js";
import { type TimeOffLedger, usePersonBalances } from "../data.js";
import * as css from "../time-off.css.js";

type LedgerRow = TimeOffLedger["items"][number];
const ALL = "all";

/**
 * The Time off tab of a person's profile (slot `employee.profile.tabs`, issue 12): each tracked type's balance as of a
 * chosen day (today by default) with its forecast to the end of the balance period (accruals to come, leaves booked),
 * and the ledger behind it, paged. Admins adjust a balance or set a starting balance with a reason, and import
 * starting balances from a spreadsheet. Who may read whose balance is the API's rule (a person their own).
 */
export default function TimeOffTab({ userId }: { workerId: string; userId: string }) {
  const intl = useIntl();
  const t = useT("leave.timeOff");
  const tr = useT("leave.requests");
  const locale = useLeaveLocale();
  const isAdmin = useSession().level === "admin";
  const types = useLeaveTypes();
  const [asOf, setAsOf] = useState(useCompanyToday());
  const balances = usePersonBalances(userId, asOf);
  const [typeId, setTypeId] = useState(ALL);
  const [dialog, setDialog] = useState<"adjust" | "import" | null>(null);
  const ledger = useLedger({
    userId,
    ...(typeId !== ALL ? { leaveTypeId: typeId } : {}),
  });
  const typeOf = (id: string) => types.data?.find((type) => type.id === id);
  const title = (id: string) => typeOf(id)?.title[locale] ?? id;
  const amount = (ms: number, unit: string, signed = false) => {
    const text = tr(unit === "hours" ? "amount.hours" : "amount.days", { n: inUnit(ms, unit) });
    return signed && ms > 0 ? `+${text}` : text;
  };
  const date = (iso: string) => intl.formatDate(dateOfDay(iso), { dateStyle: "medium", timeZone: "UTC" });

  return (
    <div>
      <div className={css.toolbar}>
        <DatePicker label={t("asOf")} value={asOf} onChange={(v) => v && setAsOf(v)} />
        {isAdmin && (
          <div className={css.actions}>
            <Button onPress={() => setDialog("adjust")}>{t("adjust")}</Button>
            <Button variant="secondary" onPress={() => setDialog("import")}>
              {t("import")}
            </Button>
          </div>
        )}
      </div>
      {balances.isError && (
        <p role="alert" className={shared.errorText}>
          {balances.error.message}
        </p>
      )}
      <h2>{t("balances")}</h2>
      <BalanceCards balances={balances.data?.items} isPending={balances.isPending} label={t("balances")} />

      <section className={css.section} aria-labelledby="time-off-ledger">
        <h2 id="time-off-ledger">{t("ledger")}</h2>
        <div className={css.filters}>
          <SelectField
            label={tr("mine.type")}
            options={[
              { id: ALL, label: tr("mine.allTypes") },
              ...(types.data ?? []).map((type) => ({ id: type.id, label: type.title[locale] })),
            ]}
            value={typeId}
            onChange={(value) => {
              setTypeId(value);
              ledger.setPage(1);
            }}
          />
        </div>
        {/* the table scrolls inside its own box on a phone; the box is focusable so keyboards can scroll it */}
        <div className={css.scrollBox} tabIndex={0} role="region" aria-label={t("ledger")}>
          <DataTable<LedgerRow>
            label={t("ledger")}
            {...ledger.table}
            rows={ledger.items}
            columns={[
              { id: "date", header: tr("balance.date"), isRowHeader: true, cell: (row) => date(row.effectiveDate) },
              { id: "type", header: tr("mine.type"), cell: (row) => title(row.leaveTypeId) },
              { id: "kind", header: tr("balance.kind"), cell: (row) => tr(`kind.${row.kind}`) },
              {
                id: "amount",
                header: tr("mine.amount"),
                cell: (row) => amount(row.amount, typeOf(row.leaveTypeId)?.unit ?? "days", true),
              },
              {
                id: "after",
                header: t("balanceAfter"),
                cell: (row) => amount(row.balanceAfter ?? 0, typeOf(row.leaveTypeId)?.unit ?? "days"),
              },
              { id: "reason", header: tr("balance.reason"), cell: (row) => row.reason },
              {
                id: "who",
                header: t("who"),
                cell: (row) => row.authorName || (row.authorId.startsWith("system:") ? t("system") : row.authorId),
              },
            ]}
          />
        </div>
      </section>
      {isAdmin && (
        <>
          <AdjustDialog userId={userId} isOpen={dialog === "adjust"} onClose={() => setDialog(null)} />
          <ImportDialog isOpen={dialog === "import"} onClose={() => setDialog(null)} />
        </>
      )}
    </div>
  );
}
