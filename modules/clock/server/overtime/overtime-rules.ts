import { addDays, dayFromNumber, startOfWeek } from "../../../../core/dates/calendar-days.js";
import { workRanges, type ScheduleValue } from "../../../people/contract/schedule.js";
import type { DayKind, OvertimeSettings } from "../../contract/overtime.js";
import { localDayNumber, zonedMs } from "./zone-time.js";

/**
 * The overtime rules (issue 13 "Overtime and time bank"): pure functions from a person's punches, schedule, holidays
 * and leaves to worked, expected, overtime and undertime minutes per day, in the company's time zone. No I/O: the
 * services feed them and store what they answer.
 */

/** A punch as the rules read it (spec §3 "Clock entry": status start, middle, end; statusDate). */
export interface PunchLike {
  status: "start" | "middle" | "end";
  statusDate: Date;
}

export interface Interval {
  from: Date;
  to: Date;
}

/** A shift: the punches from a start to its end, on the day the shift started (an overnight shift stays whole). */
export interface Shift {
  day: string;
  intervals: Interval[];
  /** The shift has no end punch (it is still open, or the end punch was missed). */
  open: boolean;
  punches: PunchLike[];
}

/**
 * Splits punches into shifts and worked intervals. Worked time is the sum of the intervals from each start entry to
 * the following entry (spec §4): a `start` opens work, the next punch closes it. A `middle` is the lunch break: the
 * first one closes work (lunch out), the next `middle` or `start` reopens it (lunch in). An `end` closes the shift.
 * A `start` while working is a missed punch: the open interval is closed there, as a correction would have to.
 */
export function shiftsOf(punches: readonly PunchLike[], zone: string): Shift[] {
  // (the reports hand punches over in time order: copied and sorted only when they are not)
  const sorted = inTimeOrder(punches)
    ? punches
    : [...punches].sort((a, b) => a.statusDate.getTime() - b.statusDate.getTime());
  const shifts: Shift[] = [];
  let current: Shift | null = null;
  let workingSince: Date | null = null;
  for (const punch of sorted) {
    if (!current) {
      if (punch.status === "end") continue; // an end without a start: nothing to count
      current = {
        day: dayFromNumber(localDayNumber(punch.statusDate.getTime(), zone)),
        intervals: [],
        open: true,
        punches: [],
      };
      shifts.push(current);
      current.punches.push(punch);
      workingSince = punch.statusDate; // a shift opened by a middle (missed start) counts from it
      continue;
    }
    current.punches.push(punch);
    if (punch.status === "start" || punch.status === "middle") {
      if (workingSince) {
        current.intervals.push({ from: workingSince, to: punch.statusDate });
        workingSince = punch.status === "start" ? punch.statusDate : null;
      } else workingSince = punch.statusDate;
    } else {
      if (workingSince) current.intervals.push({ from: workingSince, to: punch.statusDate });
      workingSince = null;
      current.open = false;
      current = null;
    }
  }
  return shifts;
}

/** Whether the punches are in time order already. */
function inTimeOrder(punches: readonly PunchLike[]): boolean {
  for (let i = 1; i < punches.length; i++)
    if (punches[i - 1]!.statusDate.getTime() > punches[i]!.statusDate.getTime()) return false;
  return true;
}

const byStart = (a: Interval, b: Interval): number => a.from.getTime() - b.from.getTime();

const minutesOf = (i: Interval): number => (i.to.getTime() - i.from.getTime()) / 60_000;

/** Night hours (22:00 to 05:00 local): the minutes of `interval` that fall in them. */
export function nightMinutesOf(interval: Interval, zone: string): number {
  const from = interval.from.getTime();
  const to = interval.to.getTime();
  const first = localDayNumber(from, zone);
  // an interval inside one local day can only meet the night that ends at its 05:00 and the one that starts at its
  // 22:00: when it is after the first and before the second (a day's work), no window needs walking. In numbers: the
  // time sheet asks this of close to half a million intervals
  if (first === localDayNumber(to, zone) && from >= zonedMs(first, 5 * 60, zone) && to <= zonedMs(first, 22 * 60, zone))
    return 0;
  return nightMinutesByWindows(interval, zone);
}

/** `nightMinutesOf` by walking each night window from the day before the interval's first day to its last day. */
export function nightMinutesByWindows(interval: Interval, zone: string): number {
  const from = interval.from.getTime();
  const to = interval.to.getTime();
  let total = 0;
  // windows starting the day before the interval's first day (its 00:00-05:00 part) up to its last day
  const lastDay = localDayNumber(to, zone);
  for (let day = localDayNumber(from, zone) - 1; day <= lastDay; day++) {
    const start = zonedMs(day, 22 * 60, zone);
    const end = zonedMs(day, 29 * 60, zone);
    const overlap = Math.min(end, to) - Math.max(start, from);
    if (overlap > 0) total += overlap / 60_000;
  }
  return total;
}

const nextDay = (day: string): string => addDays(day, 1);

/** A continuous single range longer than 6 hours includes the company's lunch break (CLT art. 71). */
const LUNCH_AFTER_MINUTES = 6 * 60;

/** The minutes a schedule expects on a day: its ranges, less the lunch break in a long single range. */
export function expectedMinutesOn(schedule: ScheduleValue | undefined, day: string, lunchMinutes: number): number {
  const ranges = workRanges(schedule, day);
  let total = 0;
  for (const [from, to] of ranges) total += (to - from) * 60;
  if (ranges.length === 1 && total > LUNCH_AFTER_MINUTES) total -= Math.min(lunchMinutes, total);
  return total;
}

export interface DayFacts {
  schedule: ScheduleValue | undefined;
  /**
   * The person's plan (server/expected: published shifts, or the schedule), replacing `schedule` and `lunchMinutes`
   * when given: a day with ranges is a workday expecting `minutes`; one without is a rest day.
   */
  plannedDay?: (day: string) => { minutes: number; ranges: readonly unknown[] };
  /** The company's holidays (days off). */
  holidays: ReadonlySet<string>;
  /** Days of approved (or pending-payroll) leave. */
  leaveDays: ReadonlySet<string>;
  /** Minutes of lunch in a long single range (the company's lunchTime, default 60). */
  lunchMinutes: number;
}

export type RuleSettings = Pick<
  OvertimeSettings,
  "toleranceMinutes" | "dailyLimitMinutes" | "weeklyLimitMinutes" | "rates"
>;

export interface DayResult {
  day: string;
  kind: DayKind;
  expectedMinutes: number;
  workedMinutes: number;
  nightMinutes: number;
  overtimeMinutes: number;
  weightedMinutes: number;
  undertimeMinutes: number;
  excessMinutes: number;
  incomplete: boolean;
  punches: PunchLike[];
}

export function kindOf(day: string, facts: DayFacts): DayKind {
  if (facts.holidays.has(day)) return "holiday";
  if (facts.leaveDays.has(day)) return "leave";
  const ranges = facts.plannedDay ? facts.plannedDay(day).ranges : workRanges(facts.schedule, day);
  return ranges.length > 0 ? "weekday" : "restDay";
}

/**
 * One day of one person. Worked minutes come from the shifts that started that day. On a holiday, a leave day or a
 * rest day nothing is expected, so everything worked is overtime (at the holiday or rest-day rate). Differences within
 * the tolerance count as neither. A shift without its end punch makes the day incomplete: its closed intervals are
 * shown, but no overtime or undertime is derived until a correction closes it. Overtime is the last minutes worked:
 * those of them in night hours take the night rate on top of the day's. The daily limit caps what may be credited;
 * the rest is excess.
 */
export function judgeDay(
  day: string,
  shifts: readonly Shift[],
  facts: DayFacts,
  settings: RuleSettings,
  zone: string,
): DayResult {
  // kindOf and the expected minutes, with the person's plan for the day asked once
  let kind: DayKind;
  let expected = 0;
  if (facts.holidays.has(day)) kind = "holiday";
  else if (facts.leaveDays.has(day)) kind = "leave";
  else if (facts.plannedDay) {
    const planned = facts.plannedDay(day);
    kind = planned.ranges.length > 0 ? "weekday" : "restDay";
    if (kind === "weekday") expected = planned.minutes;
  } else {
    kind = workRanges(facts.schedule, day).length > 0 ? "weekday" : "restDay";
    if (kind === "weekday") expected = expectedMinutesOn(facts.schedule, day, facts.lunchMinutes);
  }
  // loops, no closure per day (the time sheet judges 310,000 days): the day's shifts, their intervals in time order
  let all = true;
  for (const s of shifts) if (s.day !== day) all = false;
  const mine: readonly Shift[] = all ? shifts : shifts.filter((s) => s.day === day);
  let intervals: Interval[];
  let incomplete = false;
  let punches: PunchLike[];
  if (mine.length === 1) {
    // one shift's intervals are in time order already (its punches were sorted); read, never changed, here
    const only = mine[0]!;
    intervals = only.intervals;
    incomplete = only.open;
    punches = only.punches.slice();
  } else {
    intervals = [];
    punches = [];
    for (const s of mine) {
      for (const i of s.intervals) intervals.push(i);
      for (const p of s.punches) punches.push(p);
      if (s.open) incomplete = true;
    }
    intervals.sort(byStart);
  }
  let worked = 0;
  let night = 0;
  for (const i of intervals) {
    worked += minutesOf(i);
    night += nightMinutesOf(i, zone);
  }
  const result: DayResult = {
    day,
    kind,
    expectedMinutes: Math.round(expected),
    workedMinutes: Math.round(worked),
    nightMinutes: Math.round(night),
    overtimeMinutes: 0,
    weightedMinutes: 0,
    undertimeMinutes: 0,
    excessMinutes: 0,
    incomplete,
    punches,
  };
  if (incomplete) return result;
  const diff = worked - expected;
  if (Math.abs(diff) <= settings.toleranceMinutes) return result;
  if (diff < 0) {
    // a leave day expects nothing, so it never owes; a workday without punches owes the whole day
    result.undertimeMinutes = Math.round(-diff);
    return result;
  }
  const overtime = Math.round(diff);
  // the tail of the worked intervals beyond the expected minutes is the overtime: its night part
  let toSkip = expected;
  let nightOvertime = 0;
  for (const i of intervals) {
    const length = minutesOf(i);
    if (toSkip >= length) {
      toSkip -= length;
      continue;
    }
    const tail = { from: new Date(i.from.getTime() + toSkip * 60_000), to: i.to };
    toSkip = 0;
    nightOvertime += nightMinutesOf(tail, zone);
  }
  const dayRate =
    kind === "holiday" ? settings.rates.holiday : kind === "weekday" ? settings.rates.weekday : settings.rates.restDay;
  const credited = Math.min(overtime, settings.dailyLimitMinutes);
  result.overtimeMinutes = credited;
  result.excessMinutes = overtime - credited;
  const creditedNight = Math.min(nightOvertime, credited);
  result.weightedMinutes = Math.round(
    (credited - creditedNight) * dayRate + creditedNight * dayRate * settings.rates.night,
  );
  return result;
}

/**
 * A person's days from `days` (sorted), with the weekly limit applied: once a week's (Monday to Sunday) credited
 * overtime passes the limit, the rest of it moves to excess, day by day in order.
 */
export function judgeDays(
  days: readonly string[],
  punches: readonly PunchLike[],
  facts: DayFacts,
  settings: RuleSettings,
  zone: string,
): DayResult[] {
  // each day judged on its own shifts (not a filter of the period's per day: the time sheet judges 300,000 days)
  const byDay = new Map<string, Shift[]>();
  for (const shift of shiftsOf(punches, zone)) {
    const list = byDay.get(shift.day);
    if (list) list.push(shift);
    else byDay.set(shift.day, [shift]);
  }
  const results = days.map((day) => judgeDay(day, byDay.get(day) ?? [], facts, settings, zone));
  const usedByWeek = new Map<string, number>();
  for (const r of results) {
    if (r.overtimeMinutes === 0) continue;
    const week = startOfWeek(r.day, 1);
    const used = usedByWeek.get(week) ?? 0;
    const room = Math.max(0, settings.weeklyLimitMinutes - used);
    if (r.overtimeMinutes > room) {
      const cut = r.overtimeMinutes - room;
      // the weighted minutes shrink in proportion
      r.weightedMinutes = Math.round((r.weightedMinutes * room) / r.overtimeMinutes);
      r.overtimeMinutes = room;
      r.excessMinutes += cut;
    }
    usedByWeek.set(week, used + r.overtimeMinutes);
  }
  return results;
}

/** The days of `[from, to]` each leave covers, as a set. */
export function leaveDaysOf(
  leaves: ReadonlyArray<{ startDate: string; endDate: string }>,
  from: string,
  to: string,
): Set<string> {
  const out = new Set<string>();
  for (const l of leaves) {
    let d = l.startDate < from ? from : l.startDate;
    const end = l.endDate > to ? to : l.endDate;
    while (d <= end) {
      out.add(d);
      d = nextDay(d);
    }
  }
  return out;
}
