import { useIntl } from "react-intl";
import * as css from "../../planner.css.js";
import { dateOfDay, dayIndex, daysInMonth } from "../../../../../core/dates/calendar-days.js";
import { type DepartmentPlan } from "../../lib/data.js";
import { useT } from "@web/kit";

export interface CoverageStripProps {
  year: number;
  plan: DepartmentPlan;
  /** The company's holidays of the year by date. */
  holidays: ReadonlyMap<string, string>;
  selected: string;
  /** A day clicked in the strip (the page's day field is the keyboard's way to the same). */
  onSelect: (day: string) => void;
}

const MONTHS = Array.from({ length: 12 }, (_, m) => m);
const DAYS = Array.from({ length: 31 }, (_, d) => d + 1);

/**
 * The year at a glance: one row per month, one cell per day with the people present. Short days (below the minimum
 * because someone is away) carry a "!" and the words "below the minimum" for screen readers besides their color;
 * closed days (nobody scheduled: weekends, holidays) a dot and the word "closed". Every working day inside a warning
 * is short (the server's ranges only bridge closed days), so the strip reads the warnings rather than re-deciding.
 */
export function CoverageStrip({ year, plan, holidays, selected, onSelect }: CoverageStripProps) {
  const intl = useIntl();
  const t = useT("vacation-planner.strip");
  const minimum = plan.minimumPresent ?? 0;
  const iso = (m: number, d: number) => `${year}-${String(m + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  const inWarning = (day: string) => plan.warnings.some((w) => w.startDate <= day && w.endDate >= day);

  return (
    <div className={css.scrollX}>
      <table className={css.strip}>
        <caption className={css.stripCaption}>{t("caption", { name: plan.name, year })}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.stripHead}>
              <span className={css.visuallyHidden}>{t("month")}</span>
            </th>
            {DAYS.map((d) => (
              <th key={d} scope="col" className={css.stripHead}>
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MONTHS.map((m) => (
            <tr key={m}>
              <th scope="row" className={css.stripMonth}>
                {intl.formatDate(Date.UTC(year, m, 1), { month: "long", timeZone: "UTC" })}
              </th>
              {DAYS.map((d) => {
                if (d > daysInMonth(year, m)) return <td key={d} className={css.cellEmpty} />;
                const day = iso(m, d);
                const i = dayIndex(year, day);
                const scheduled = plan.scheduled[i] ?? 0;
                const present = plan.present[i] ?? 0;
                const away = plan.away[i] ?? 0;
                const closed = scheduled === 0;
                const short = !closed && inWarning(day);
                const holiday = holidays.get(day);
                const date = intl.formatDate(dateOfDay(day), { dateStyle: "full", timeZone: "UTC" });
                const title = closed
                  ? t(holiday ? "titleHoliday" : "titleClosed", { date, holiday: holiday ?? "", away })
                  : t(short ? "titleShort" : "titleOpen", { date, present, scheduled, away, minimum });
                return (
                  <td
                    key={d}
                    title={title}
                    onClick={() => onSelect(day)}
                    className={[
                      css.cell,
                      closed && css.cellClosed,
                      short && css.cellShort,
                      day === selected && css.cellSelected,
                    ]
                      .filter(Boolean)
                      .join(" ")}
                  >
                    {closed ? (
                      <>
                        <span aria-hidden="true">·</span>
                        <span className={css.visuallyHidden}>{t("closed")}</span>
                      </>
                    ) : (
                      <>
                        {present}
                        {short && (
                          <>
                            <span aria-hidden="true">!</span>
                            <span className={css.visuallyHidden}>{t("short")}</span>
                          </>
                        )}
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={css.legend}>
        <li>
          <span className={css.legendKey} aria-hidden="true">
            3
          </span>
          {t("legendPresent")}
        </li>
        <li>
          <span className={[css.legendKey, css.cellShort].join(" ")} aria-hidden="true">
            2!
          </span>
          {t("legendShort")}
        </li>
        <li>
          <span className={[css.legendKey, css.cellClosed].join(" ")} aria-hidden="true">
            ·
          </span>
          {t("legendClosed")}
        </li>
      </ul>
    </div>
  );
}
