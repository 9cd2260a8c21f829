import { countDays, parseDay } from "../../../../core/dates/calendar-days.js";

/**
 * Duration helpers of the requester pages (`HH:mm` times; no time zone involved). Calendar days are core's
 * (core/dates/calendar-days.ts).
 */

/** A form's spec §4 countDays (end − start + 1): 0 while a date is missing or not a day, or the end is before the start. */
export function countDaysIfValid(start: string, end: string): number {
  if (!parseDay(start) || !parseDay(end) || end < start) return 0;
  return countDays(start, end);
}

/** Minutes since midnight of `HH:mm`, or NaN. */
export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** Hours between two `HH:mm` times of one day (0 when the end is not after the start). */
export function hoursBetween(start: string, end: string): number {
  const minutes = minutesOf(end) - minutesOf(start);
  return Number.isNaN(minutes) || minutes <= 0 ? 0 : minutes / 60;
}

/** Whether a time falls on the 5-minute grid the hour picker offers. */
export function onFiveMinuteStep(time: string): boolean {
  const minutes = minutesOf(time);
  return !Number.isNaN(minutes) && minutes % 5 === 0;
}

/** Milliseconds in a type's unit: the contract's rule, re-exported for the pages that read it from here. */
export { inUnit } from "../../contract/index.js";
