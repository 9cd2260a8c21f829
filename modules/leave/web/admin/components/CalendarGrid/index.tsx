import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useIntl } from "react-intl";
import { textOn } from "@web/kit";
import * as css from "../../admin.css.js";
import { addDays, dateOfDay, dayOf } from "../../../../../../core/dates/calendar-days.js";
import { titleOf, type CalendarData, type LeaveType } from "../../lib/data.js";

export interface CalendarGridProps {
  /** The first day shown (a week start) and how many weeks. */
  start: string;
  weeks: number;
  /** Days outside it are dimmed (the month view's neighbours). */
  month?: string;
  data: CalendarData | undefined;
  types: readonly LeaveType[];
  label: string;
  /** Opens a leave's details (its chip becomes a button). */
  onOpen?: (leave: CalendarData["leaves"][number]) => void;
}

/**
 * The calendar as a WAI-ARIA grid: one row per week, weeks starting on the locale's first day (spec §9: Sunday, in
 * Spanish too). One day is in the tab order; arrow keys move a day or a week, Home and End go to the week's ends,
 * Page Up and Page Down a month (within the days shown). Each day lists the leaves that touch it in the type's
 * color, its holiday and whether it is locked.
 */
export function CalendarGrid(props: CalendarGridProps) {
  const intl = useIntl();
  const days = Array.from({ length: props.weeks * 7 }, (_, i) => addDays(props.start, i));
  const last = days[days.length - 1]!;
  const today = dayOf(new Date());
  const initial = days.includes(today)
    ? today
    : (days.find((d) => !props.month || d.startsWith(props.month)) ?? days[0]!);
  const [focused, setFocused] = useState(initial);
  const active = focused >= props.start && focused <= last ? focused : initial;
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) cells.current.get(active)?.focus();
    moved.current = false;
  }, [active]);

  const onKeyDown = (e: KeyboardEvent, day: string) => {
    const weekIndex = days.indexOf(day) % 7;
    const step: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekIndex,
      End: 6 - weekIndex,
      PageUp: -28,
      PageDown: 28,
    };
    const n = step[e.key];
    if (n === undefined) return;
    e.preventDefault();
    const next = addDays(day, n);
    const target = next < props.start ? props.start : next > last ? last : next;
    moved.current = true;
    setFocused(target);
  };

  const typeOf = (id: string) => props.types.find((t) => t.id === id);
  const leavesOn = (day: string) =>
    (props.data?.leaves ?? []).filter(
      (l) => l.startDate <= day && l.endDate >= day && l.status !== "denied" && l.status !== "canceled",
    );
  const holidayOn = (day: string) => props.data?.holidays.find((h) => h.date === day);
  const lockedOn = (day: string) => props.data?.lockedDates.some((l) => l.startDate <= day && l.endDate >= day);
  const weekdayName = (day: string, width: "long" | "short") =>
    intl.formatDate(dateOfDay(day), { weekday: width, timeZone: "UTC" });

  return (
    <div className={css.scrollX}>
      <table role="grid" aria-label={props.label} className={css.grid}>
        <thead>
          <tr>
            {days.slice(0, 7).map((d) => (
              <th key={d} scope="col" className={css.weekday}>
                <abbr title={weekdayName(d, "long")} style={{ textDecoration: "none" }}>
                  {weekdayName(d, "short")}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: props.weeks }, (_, w) => (
            <tr key={w}>
              {days.slice(w * 7, w * 7 + 7).map((day) => {
                const leaves = leavesOn(day);
                const holiday = holidayOn(day);
                const locked = lockedOn(day);
                const isOutside = props.month !== undefined && !day.startsWith(props.month);
                const full = intl.formatDate(dateOfDay(day), { dateStyle: "full", timeZone: "UTC" });
                const className = [
                  css.day,
                  props.weeks === 1 && css.dayTall,
                  isOutside && css.outside,
                  holiday && css.holiday,
                  locked && css.locked,
                ]
                  .filter(Boolean)
                  .join(" ");
                return (
                  <td
                    key={day}
                    role="gridcell"
                    data-day={day}
                    className={className}
                    tabIndex={day === active ? 0 : -1}
                    aria-current={day === today ? "date" : undefined}
                    ref={(el) => {
                      if (el) cells.current.set(day, el);
                      else cells.current.delete(day);
                    }}
                    onFocus={() => setFocused(day)}
                    onKeyDown={(e) => onKeyDown(e, day)}
                  >
                    <span
                      className={[css.dayNumber, day === today && css.today].filter(Boolean).join(" ")}
                      aria-hidden="true"
                    >
                      {intl.formatNumber(dateOfDay(day).getUTCDate())}
                    </span>
                    {/* the whole date and how many are away, for screen readers (the number alone says little) */}
                    <span className="visually-hidden">
                      {full}, {intl.formatMessage({ id: "leave.calendar.leavesCount" }, { n: leaves.length })}
                    </span>
                    {holiday && <span className={css.dayNote}>{holiday.name}</span>}
                    {locked && (
                      <span className={css.dayNote}>{intl.formatMessage({ id: "leave.calendar.lockedDay" })}</span>
                    )}
                    {leaves.map((l) => {
                      // a colleague's leave comes without its type to a requester (it can be health data)
                      const type = l.leaveTypeId ? typeOf(l.leaveTypeId) : undefined;
                      const text = `${l.name || intl.formatMessage({ id: "leave.calendar.someone" })} · ${
                        l.leaveTypeId ? titleOf(type, intl.locale) : intl.formatMessage({ id: "leave.calendar.away" })
                      }`;
                      return (
                        <button
                          type="button"
                          key={l.id}
                          tabIndex={day === active ? 0 : -1}
                          onClick={() => props.onOpen?.(l)}
                          className={[
                            css.chip,
                            css.chipButton,
                            l.status === "pending" && css.chipPending,
                            props.weeks === 1 && css.chipWrap,
                          ]
                            .filter(Boolean)
                            .join(" ")}
                          style={{ background: type?.color ?? "#5c6478", color: textOn(type?.color ?? "#5c6478") }}
                          title={text}
                        >
                          {text}
                          {l.status === "pending" && ` (${intl.formatMessage({ id: "leave.calendar.pending" })})`}
                        </button>
                      );
                    })}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
