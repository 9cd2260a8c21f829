import { DAY_MS, HOUR_MS } from "../contract/index.js";
import type { LeaveWorker } from "./workers-directory.js";

/** Calendar dates as `YYYY-MM-DD` in UTC: a leave's days do not move with the server's time zone. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date, or null when it is not a real calendar day (`2030-02-30`). */
export function parseDay(value: string): Date | null {
  const m = ISO.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3]))
    return null;
  if (Number(m[1]) < 1900 || Number(m[1]) > 2200) return null;
  return d;
}

export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number): string => dayOf(new Date(parseDay(day)!.getTime() + n * DAY_MS));
/** Inclusive count of days from `start` to `end` (spec §4: end − start + 1). */
export const countDays = (start: string, end: string): number =>
  Math.round((parseDay(end)!.getTime() - parseDay(start)!.getTime()) / DAY_MS) + 1;

export function eachDay(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Spec §4: the `YYYY-MM` months a leave touches. */
export function monthsOf(start: string, end: string): string[] {
  const out = new Set<string>();
  for (const d of eachDay(start, end)) out.add(d.slice(0, 7));
  return [...out];
}

export const rangesOverlap = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** Spec §3: the default schedule, 6 to 18 Monday to Friday. */
export const DEFAULT_SCHEDULE: NonNullable<LeaveWorker["schedule"]> = {
  type: "regular",
  days: { sun: false, mon: true, tue: true, wed: true, thu: true, fri: true, sat: false },
  minHour: 6,
  maxHour: 18,
};

/**
 * The hours a worker works on a day, as [from, to) ranges in hours (spec §3 "Schedule value"): regular one range,
 * double two (minHour-maxMidHour and minMidHour-maxHour), custom the weekday's own; `none` works no fixed hours, so
 * it is treated as the default schedule (a person without a schedule still has leave counted).
 */
export function workRanges(schedule: LeaveWorker["schedule"] | undefined, day: string): Array<[number, number]> {
  const s = !schedule || schedule.type === "none" ? DEFAULT_SCHEDULE : schedule;
  const weekday = WEEKDAYS[parseDay(day)!.getUTCDay()];
  if (!s.days?.[weekday]) return [];
  if (s.type === "double")
    return [
      [s.minHour ?? 6, s.maxMidHour ?? 12],
      [s.minMidHour ?? 13, s.maxHour ?? 18],
    ];
  if (s.type === "custom") {
    const h = s.custom?.[weekday];
    return h ? [[h.minHour, h.maxHour]] : [];
  }
  return [[s.minHour ?? 6, s.maxHour ?? 18]];
}

const hoursOf = (time: string): number => Number(time.slice(0, 2)) + Number(time.slice(3, 5)) / 60;

/**
 * What a leave spends, in milliseconds (issue 5):
 * - days unit: calendar days × 24 h, or with `workingDaysOnly` only the days the worker's schedule works (and not
 *   `holidays`);
 * - hours unit: the scheduled hours inside the leave, the first day from `startTime` and the last until `endTime`,
 *   so 10:00-15:00 on a double-schedule day (6-12, 13-18) counts 4 h, not 5.
 */
export function leaveAmount(input: {
  unit: "days" | "hours";
  workingDaysOnly: boolean;
  schedule: LeaveWorker["schedule"] | undefined;
  startDate: string;
  endDate: string;
  startTime?: string;
  endTime?: string;
  holidays?: ReadonlySet<string>;
}): number {
  const days = eachDay(input.startDate, input.endDate);
  if (input.unit === "days") {
    if (!input.workingDaysOnly) return days.length * DAY_MS;
    return days.filter((d) => workRanges(input.schedule, d).length > 0 && !input.holidays?.has(d)).length * DAY_MS;
  }
  let hours = 0;
  for (const d of days) {
    if (input.holidays?.has(d)) continue;
    const from = d === input.startDate && input.startTime ? hoursOf(input.startTime) : 0;
    const to = d === input.endDate && input.endTime ? hoursOf(input.endTime) : 24;
    for (const [a, b] of workRanges(input.schedule, d)) hours += Math.max(0, Math.min(b, to) - Math.max(a, from));
  }
  return Math.round(hours * HOUR_MS);
}

/** Whole months from `from` to `to` (both `YYYY-MM-DD`). */
export function monthsBetween(from: string, to: string): number {
  const a = parseDay(from)!;
  const b = parseDay(to)!;
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (b.getUTCDate() < a.getUTCDate()) months -= 1;
  return months;
}

export function addMonths(day: string, n: number): string {
  const d = parseDay(day)!;
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return dayOf(target);
}
