/** Date and duration helpers of the requester pages (ISO calendar dates, `HH:mm` times; no time zone involved). */

const DAY = 24 * 60 * 60 * 1000;

/** Today in the browser's calendar, `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** Spec §4 countDays: end − start + 1 calendar days (both inclusive); 0 when the range is empty or invalid. */
export function countDays(start: string, end: string): number {
  const a = Date.parse(`${start}T00:00:00Z`);
  const b = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return 0;
  return Math.round((b - a) / DAY) + 1;
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

/** A date shown in the page's language (dates are calendar days: formatted in UTC so no zone shifts them). */
export function dateOf(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`);
}

/** Milliseconds in a type's unit: days (24 h each) or hours, rounded to two decimals. */
export function inUnit(ms: number, unit: string): number {
  const value = unit === "hours" ? ms / (60 * 60 * 1000) : ms / DAY;
  return Math.round(value * 100) / 100;
}
