/**
 * Calendar days as `YYYY-MM-DD` in UTC, as the leave module keeps them (a plan's days do not move with the server's
 * time zone). The leave module's helpers live in its server code, which this module may not import.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The date, or null when it is not a real calendar day (`2030-02-30`) or is outside 1900-2200. */
export function parseDay(value: string): Date | null {
  const m = ISO.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2200) return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date;
}

export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number): string => dayOf(new Date(parseDay(day)!.getTime() + n * DAY_MS));
/** Inclusive count (spec §4: end − start + 1). */
export const countDays = (start: string, end: string): number =>
  Math.round((parseDay(end)!.getTime() - parseDay(start)!.getTime()) / DAY_MS) + 1;
/** Index of a valid `day` in `year` (1 January = 0); called per absence and holiday, so it skips re-validating. */
export const dayIndex = (year: number, day: string): number =>
  Math.round(
    (Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) - Date.UTC(year, 0, 1)) /
      DAY_MS,
  );
export const daysInYear = (year: number): number => (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY_MS;

/** The `YYYY-MM` months from `start` to `end`. */
export function monthsOf(start: string, end: string): string[] {
  const out: string[] = [];
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7));
  const last = end.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    out.push(month);
    if (month >= last) return out;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

export const overlaps = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;
