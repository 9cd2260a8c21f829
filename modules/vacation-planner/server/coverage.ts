import type { CoverageWarning } from "../contract/index.js";
import { addDays, daysInYear, weekdayOf } from "../../../core/dates/calendar-days.js";

export interface CoverageMember {
  /** The weekdays the member's schedule works (people's `workWeek`: none or no schedule is Monday to Friday). */
  week: readonly boolean[];
  /** Per day of the year: 1 when the member is away (a leave or a plan entry). */
  away: Uint8Array;
}

export interface Coverage {
  scheduled: number[];
  present: number[];
  away: number[];
  warnings: CoverageWarning[];
  shortDays: number;
}

/**
 * A department's coverage over a year (issue 5 "coverage per department against a minimum staffing").
 *
 * - A member is scheduled on a day their schedule works that is not a company holiday; a day nobody is scheduled
 *   is closed (weekends of a Monday-Friday team, holidays).
 * - Present = scheduled members who are not away.
 * - A day is short when fewer than the minimum are present **because someone scheduled is away** (present <
 *   scheduled): the planner warns about absences, not about how shifts are drawn (a Saturday shift of two under a
 *   minimum of three is the schedule's business, not the vacation plan's).
 * - Warnings are ranges of short days; closed days between two short days do not break a range (a short Friday and
 *   a short Monday are one warning).
 */
export function coverage(input: {
  year: number;
  /** Day indexes (1 January = 0) of the company's holidays. */
  holidays: ReadonlySet<number>;
  members: readonly CoverageMember[];
  /** Null or 0: no minimum, no warnings. */
  minimumPresent: number | null;
}): Coverage {
  const n = daysInYear(input.year);
  const firstWeekday = weekdayOf(`${input.year}-01-01`);
  const minimum = input.minimumPresent ?? 0;
  const scheduled: number[] = new Array<number>(n).fill(0);
  const present: number[] = new Array<number>(n).fill(0);
  const away: number[] = new Array<number>(n).fill(0);
  const short: boolean[] = new Array<boolean>(n).fill(false);
  for (let i = 0; i < n; i++) {
    const weekday = (firstWeekday + i) % 7;
    const holiday = input.holidays.has(i);
    let s = 0;
    let p = 0;
    let a = 0;
    for (const m of input.members) {
      const out = m.away[i] === 1;
      if (out) a += 1;
      if (holiday || !m.week[weekday]) continue;
      s += 1;
      if (!out) p += 1;
    }
    scheduled[i] = s;
    present[i] = p;
    away[i] = a;
    short[i] = minimum > 0 && s > 0 && p < minimum && p < s;
  }

  const jan1 = `${input.year}-01-01`;
  const warnings: CoverageWarning[] = [];
  let open: { start: number; end: number; shortDays: number; lowest: number } | null = null;
  const close = () => {
    if (!open) return;
    warnings.push({
      startDate: addDays(jan1, open.start),
      endDate: addDays(jan1, open.end),
      shortDays: open.shortDays,
      lowestPresent: open.lowest,
      minimumPresent: minimum,
    });
    open = null;
  };
  let shortDays = 0;
  for (let i = 0; i < n; i++) {
    if (short[i]) {
      shortDays += 1;
      if (open) {
        open.end = i;
        open.shortDays += 1;
        open.lowest = Math.min(open.lowest, present[i]!);
      } else open = { start: i, end: i, shortDays: 1, lowest: present[i]! };
    } else if (scheduled[i]! > 0) close();
  }
  close();
  return { scheduled, present, away, warnings, shortDays };
}
