/**
 * Instants and a company's calendar days (isomorphic): a punch is an instant; "today", a schedule's hours and a
 * report's days are in the company's time zone (`ctx.timeZone`).
 */
import { offsetMs } from "../../../core/dates/zone-time.js";

/** The zone's offset from UTC at an instant, in milliseconds (São Paulo: -3 h), from the kept per-hour offsets. */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  return offsetMs(at, timeZone);
}

/** The instant a calendar day (`YYYY-MM-DD`) starts in a zone (its local midnight; DST-safe). */
export function zonedDayStart(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const first = zoneOffsetMs(new Date(guess), timeZone);
  let t = guess - first;
  const second = zoneOffsetMs(new Date(t), timeZone);
  if (second !== first) t = guess - second;
  return new Date(t);
}

/** The instant of an hour (may be fractional, may be 24) of a calendar day in a zone. */
export function zonedTime(day: string, hour: number, timeZone: string): Date {
  const start = zonedDayStart(day, timeZone);
  const t = start.getTime() + hour * 3_600_000;
  // a DST change during the day moves the wall clock: correct by the offset difference
  return new Date(t - (zoneOffsetMs(new Date(t), timeZone) - zoneOffsetMs(start, timeZone)));
}

/** The calendar day (`YYYY-MM-DD`) of an instant in a zone. */
export function zonedDay(at: Date, timeZone: string): string {
  return new Date(at.getTime() + zoneOffsetMs(at, timeZone)).toISOString().slice(0, 10);
}
