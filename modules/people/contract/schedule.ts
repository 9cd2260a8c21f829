import { weekdayOf } from "../../../core/dates/calendar-days.js";
import { WEEKDAYS, type Weekday } from "./workers.js";

/**
 * What a schedule works (spec §3 "Schedule value"): the one home of these rules for the people module (its editor and
 * its validation), the leave module (hours and working days a leave spends) and the vacation planner (who is
 * scheduled on a day). Isomorphic; the validation that answers catalogue errors stays in people's server
 * (server/workers/schedule-rules.ts) and web (web/workers/lib/schedule.ts).
 *
 * Schedule types: `regular` one range of hours on the selected weekdays; `double` two ranges (minHour-maxMidHour and
 * minMidHour-maxHour); `custom` each selected weekday its own range; `none` no fixed hours, which counts as the
 * default schedule (a person without a schedule still works, and their leave is still counted).
 */

/** A schedule as stored or as another module reads it: any field may be absent (the defaults below apply). */
export interface ScheduleValue {
  type: string;
  /** Selected weekdays; absent means Monday to Friday. */
  days?: Partial<Record<string, boolean>>;
  minHour?: number;
  maxHour?: number;
  maxMidHour?: number;
  minMidHour?: number;
  custom?: Partial<Record<string, { minHour: number; maxHour: number }>>;
}

/** Spec §5: schedule hours go from 0 to 24 in whole hours. */
export const SCHEDULE_HOUR_MIN = 0;
export const SCHEDULE_HOUR_MAX = 24;
/** Whether a value is a schedule hour (a whole number from 0 to 24). */
export const isScheduleHour = (hour: number): boolean =>
  Number.isInteger(hour) && hour >= SCHEDULE_HOUR_MIN && hour <= SCHEDULE_HOUR_MAX;

/** Spec §3: the default hours are 6 to 18; a double's default ranges 6-12 and 13-18. */
export const DEFAULT_HOURS = { minHour: 6, maxHour: 18 } as const;
export const DEFAULT_DOUBLE_HOURS = { minHour: 6, maxMidHour: 12, minMidHour: 13, maxHour: 18 } as const;
/** Spec §3: the default weekdays. */
export const MONDAY_TO_FRIDAY: Readonly<Record<Weekday, boolean>> = {
  sun: false,
  mon: true,
  tue: true,
  wed: true,
  thu: true,
  fri: true,
  sat: false,
};
/** Spec §3: the default schedule, 6 to 18 Monday to Friday (a new worker's, and what `none` or no schedule works). */
export const DEFAULT_SCHEDULE = { type: "regular", days: MONDAY_TO_FRIDAY, ...DEFAULT_HOURS } as const;

/** The schedule that applies: the default one for none or no schedule. */
function effective(schedule: ScheduleValue | undefined): ScheduleValue {
  return !schedule || schedule.type === "none" ? DEFAULT_SCHEDULE : schedule;
}

/** The hours worked on a weekday, as [from, to) ranges in hours; empty on a day off. */
export function workRangesOn(schedule: ScheduleValue | undefined, weekday: Weekday): Array<[number, number]> {
  const s = effective(schedule);
  if (!(s.days ?? MONDAY_TO_FRIDAY)[weekday]) return [];
  if (s.type === "double")
    return [
      [s.minHour ?? DEFAULT_DOUBLE_HOURS.minHour, s.maxMidHour ?? DEFAULT_DOUBLE_HOURS.maxMidHour],
      [s.minMidHour ?? DEFAULT_DOUBLE_HOURS.minMidHour, s.maxHour ?? DEFAULT_DOUBLE_HOURS.maxHour],
    ];
  if (s.type === "custom") {
    const h = s.custom?.[weekday];
    return h ? [[h.minHour, h.maxHour]] : [];
  }
  return [[s.minHour ?? DEFAULT_HOURS.minHour, s.maxHour ?? DEFAULT_HOURS.maxHour]];
}

/** The hours worked on a calendar day (`YYYY-MM-DD`), as [from, to) ranges in hours. */
export function workRanges(schedule: ScheduleValue | undefined, day: string): Array<[number, number]> {
  return workRangesOn(schedule, WEEKDAYS[weekdayOf(day)]!);
}

/** How many hours a schedule works on a calendar day. */
export function hoursOn(schedule: ScheduleValue | undefined, day: string): number {
  return workRanges(schedule, day).reduce((sum, [from, to]) => sum + (to - from), 0);
}

/** The weekdays a schedule works, Sunday first (index = `Date.getUTCDay()`). */
export function workWeek(schedule: ScheduleValue | undefined): boolean[] {
  return WEEKDAYS.map((d) => workRangesOn(schedule, d).length > 0);
}
