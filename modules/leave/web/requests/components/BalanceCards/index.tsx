import { useIntl } from "react-intl";
import { shared, useT } from "@web/kit";
import { dateOfDay } from "../../../../../../core/dates/calendar-days.js";
import { useLeaveLocale, useLeaveTypes, type BalanceView } from "../../data.js";
import { inUnit } from "../../lib.js";
import * as css from "./balance-cards.css.js";

export interface BalanceCardsProps {
  /** The answer of GET /leave/balances (a person's own, or another's with `userId`, as of a day). */
  balances: readonly BalanceView[] | undefined;
  isPending: boolean;
  /** The list's accessible name ("Balances"). */
  label: string;
}

/**
 * A person's balances, one card per tracked leave type: what is available, the balance on the day asked for, the
 * forecast (accruals to come, leaves booked) and, where the type has a balance period, what it will be at its end.
 * The same cards on /my-balance and on the Time off tab of a person's profile (issue 12).
 */
export function BalanceCards({ balances, isPending, label }: BalanceCardsProps) {
  const intl = useIntl();
  const t = useT("leave.timeOff");
  const tr = useT("leave.requests");
  const locale = useLeaveLocale();
  const types = useLeaveTypes();
  const typeOf = (id: string) => types.data?.find((type) => type.id === id);
  const title = (id: string) => typeOf(id)?.title[locale] ?? id;
  const amount = (ms: number, unit: string, signed = false) => {
    const text = tr(unit === "hours" ? "amount.hours" : "amount.days", { n: inUnit(ms, unit) });
    return signed && ms > 0 ? `+${text}` : text;
  };
  const date = (iso: string) => intl.formatDate(dateOfDay(iso), { dateStyle: "medium", timeZone: "UTC" });
  const tracked = (balances ?? []).filter((b) => typeOf(b.leaveTypeId)?.tracked !== false);

  if (isPending) return <p>{intl.formatMessage({ id: "app.loading" })}</p>;
  if (tracked.length === 0) return <p className={shared.muted}>{t("noBalances")}</p>;
  return (
    <ul className={css.cards} aria-label={label}>
      {tracked.map((b) => (
        <li
          key={b.leaveTypeId}
          className={css.card}
          style={{ borderLeftColor: typeOf(b.leaveTypeId)?.color ?? "#888" }}
          data-testid={`balance-${b.leaveTypeId}`}
        >
          <h3 className={css.cardTitle}>{title(b.leaveTypeId)}</h3>
          <p className={css.big}>{t("available", { amount: amount(b.available, b.unit) })}</p>
          <dl className={css.facts}>
            <dt>{t("balanceOn", { date: date(b.asOf) })}</dt>
            <dd className={css.factValue}>{amount(b.balance, b.unit)}</dd>
            {b.forecast !== 0 && (
              <>
                <dt>{t("forecast")}</dt>
                <dd className={css.factValue}>{amount(b.forecast, b.unit, true)}</dd>
              </>
            )}
            {b.periodEnd && (
              <>
                <dt>{t("accruing", { date: date(b.periodEnd) })}</dt>
                <dd className={css.factValue}>{amount(b.accruing ?? 0, b.unit, true)}</dd>
                <dt>{t("booked")}</dt>
                <dd className={css.factValue}>{amount(b.booked ?? 0, b.unit)}</dd>
                <dt>
                  <strong>{t("projected", { date: date(b.periodEnd) })}</strong>
                </dt>
                <dd className={css.factValue}>
                  <strong>{amount(b.projected ?? b.available, b.unit)}</strong>
                </dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
