import { useIntl } from "react-intl";
import { dateOfDay, eachDay } from "../../../../../../core/dates/calendar-days.js";
import * as css from "../../admin.css.js";
import { titleOf, type CalendarData, type LeaveType } from "../../lib/data.js";
import type { CalendarLeave } from "../LeaveDetails/index.js";

/**
 * The calendar as a list of days (phones, issue 12): only the days of the period with someone away, a holiday or a
 * lock, each with its leaves as buttons that open their details.
 */
export function CalendarAgenda(props: {
  from: string;
  to: string;
  data: CalendarData | undefined;
  types: readonly LeaveType[];
  label: string;
  onOpen: (leave: CalendarLeave) => void;
}) {
  const intl = useIntl();
  const days = eachDay(props.from, props.to)
    .map((day) => ({
      day,
      leaves: (props.data?.leaves ?? []).filter((l) => l.startDate <= day && l.endDate >= day),
      holiday: props.data?.holidays.find((h) => h.date === day),
      locked: props.data?.lockedDates.some((l) => l.startDate <= day && l.endDate >= day),
    }))
    .filter((d) => d.leaves.length || d.holiday || d.locked);
  return (
    <section aria-label={props.label} className={css.agenda}>
      {days.length === 0 ? (
        <p className={css.hint}>{intl.formatMessage({ id: "leave.calendar.nobody" })}</p>
      ) : (
        <ul className={css.plainList}>
          {days.map(({ day, leaves, holiday, locked }) => (
            <li key={day} className={css.agendaDay} data-day={day}>
              <h3 className={css.agendaTitle}>
                {intl.formatDate(dateOfDay(day), { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" })}
              </h3>
              {holiday && <span className={css.dayNote}>{holiday.name}</span>}
              {locked && <span className={css.dayNote}>{intl.formatMessage({ id: "leave.calendar.lockedDay" })}</span>}
              <ul className={css.plainList}>
                {leaves.map((l) => {
                  const type = l.leaveTypeId ? props.types.find((t) => t.id === l.leaveTypeId) : undefined;
                  return (
                    <li key={l.id}>
                      <button type="button" className={css.agendaItem} onClick={() => props.onOpen(l)}>
                        <span
                          className={css.swatch}
                          style={{ background: type?.color ?? "#5c6478" }}
                          aria-hidden="true"
                        />
                        {l.name || intl.formatMessage({ id: "leave.calendar.someone" })} ·{" "}
                        {l.leaveTypeId ? titleOf(type, intl.locale) : intl.formatMessage({ id: "leave.calendar.away" })}
                        {l.status === "pending" && ` (${intl.formatMessage({ id: "leave.calendar.pending" })})`}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
