/**
 * Calendar days as the product keeps them (spec §4, §9): `YYYY-MM-DD` strings read as UTC days, so a leave's or a
 * plan's days never move with the server's or the browser's time zone. Isomorphic, no dependencies: server code,
 * contracts and browser code share these (eslint/module-boundaries.js lists this folder as isomorphic core).
 *
 * Functions that take a day expect a real one (check input with `parseDay` first); they do not validate again, as
 * some run per day of a year.
 */

/** One day in milliseconds (24 h). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The shape of a calendar day, `YYYY-MM-DD` (not a check that the day exists: `parseDay` is). */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const DAY_PARTS = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The days the product accepts (older or later dates are typing mistakes). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

/** Whether a year, month (1-12) and day of the month name a day that exists (not 30 February), in any year. */
export function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day's UTC midnight, or null when it is not a real calendar day (`2030-02-30`) or is outside 1900-2200. */
export function parseDay(value: string): Date | null {
  const m = DAY_PARTS.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < FIRST_YEAR || y > LAST_YEAR || !isRealDay(y, mo, d)) return null;
  return new Date(Date.UTC(y, mo - 1, d));
}

/** The UTC midnight of a day (or of the day part of an ISO date-time), to format it in UTC; no validation. */
export function dateOfDay(day: string): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00.000Z`);
}

/** The UTC calendar day of an instant. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day of an instant in the runtime's own time zone (the browser's "today"). */
export function localDayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (`YYYY-MM-DD`) of an instant in a time zone: a company's "today" for its people, on the server and
 * in the browser alike (22:00 in São Paulo is still today there when UTC is already tomorrow). An unknown zone
 * falls back to UTC.
 */
export function dayInZone(zone: string | undefined, at: Date = new Date()): string {
  const key = zone ?? "UTC";
  let format = zoneFormats.get(key);
  if (!format) {
    try {
      // en-CA writes dates as YYYY-MM-DD
      format = new Intl.DateTimeFormat("en-CA", { timeZone: key, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      return dayOf(at);
    }
    zoneFormats.set(key, format);
  }
  return format.format(at);
}

/**
 * Days since 1970-01-01 of a day (of the day part of an ISO date-time), by integer arithmetic (H. Hinnant's
 * days_from_civil): no Date, no string parsing, as the time-sheet report steps through a million punches' days. Like
 * `Date.UTC`, a day past its month's end runs on into the next month (`2030-02-30` is 2 March). No validation.
 */
export function dayNumber(day: string): number {
  // no inner helper: a closure per call costs more than the arithmetic (and tsx names each one)
  let year = day.charCodeAt(0) * 1000 + day.charCodeAt(1) * 100 + day.charCodeAt(2) * 10 + day.charCodeAt(3) - 53_328;
  const month = day.charCodeAt(5) * 10 + day.charCodeAt(6) - 528;
  const date = day.charCodeAt(8) * 10 + day.charCodeAt(9) - 528;
  if (month <= 2) year -= 1;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + date - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * The day (`YYYY-MM-DD`) `n` days after 1970-01-01 (civil_from_days, `dayNumber`'s inverse). Years 0-999 are written
 * with four digits as `toISOString` writes them (a date picker passes `0002-03-18` while its year is being typed);
 * years outside 0-9999 are `toISOString`'s.
 */
export function dayFromNumber(n: number): string {
  let day = written.get(n);
  if (day === undefined) {
    if (written.size >= MAX_WRITTEN) written.clear();
    written.set(n, (day = writeDay(n)));
  }
  return day;
}

/**
 * Days already written, by number: a report asks for the same few dozen days hundreds of thousands of times (the time
 * sheet of 10,000 people writes a day per punch and per person-day), and each written anew is garbage to collect.
 * Calendar data, the same on every instance; emptied when it grows past a few decades of days.
 */
const written = new Map<number, string>();
const MAX_WRITTEN = 20_000;

function writeDay(n: number): string {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999 || Number.isNaN(year)) return new Date(n * DAY_MS).toISOString().slice(0, 10);
  return `${year < 1000 ? String(year).padStart(4, "0") : year}-${pad2(month)}-${pad2(date)}`;
}

/** The day `n` days after `day` (before it when `n` is negative). */
export function addDays(day: string, n: number): string {
  return dayFromNumber(dayNumber(day) + n);
}

/** Days from `start` to `end`, both included (spec §4 countDays: end − start + 1). */
export function countDays(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start) + 1;
}

/** Every day from `start` to `end`, both included (empty when `end` is before `start`). */
export function eachDay(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The weekday of a day, 0 = Sunday (as `Date.getUTCDay`). */
export function weekdayOf(day: string): number {
  // 1970-01-01 was a Thursday
  return (((dayNumber(day) + 4) % 7) + 7) % 7;
}

/** The first day of the week holding `day`, weeks starting on `firstDay` (0 = Sunday). */
export function startOfWeek(day: string, firstDay: number): string {
  return addDays(day, -((weekdayOf(day) - firstDay + 7) % 7));
}

/** Whether two day ranges (inclusive ends) share a day. */
export function rangesOverlap(
  a: { startDate: string; endDate: string },
  b: { startDate: string; endDate: string },
): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

// --- months

/** The `YYYY-MM` months a range touches, in order (spec §4 `months`); `start`'s month alone when `end` is earlier. */
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

/** The first day of the day's month. */
export function startOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The last day of the day's month. */
export function endOfMonth(day: string): string {
  return dayOf(new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)));
}

/** Days in a month of a year (`month` 0 = January, as `Date`). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * The same day of the month `n` months later (earlier when negative), on the month's last day when it is shorter:
 * 31 January + 1 month is 28 (or 29) February.
 */
export function addMonths(day: string, n: number): string {
  const d = dateOfDay(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  target.setUTCDate(Math.min(d.getUTCDate(), daysInMonth(target.getUTCFullYear(), target.getUTCMonth())));
  return dayOf(target);
}

/** The first day of the month `n` months after the day's month (a calendar's month-by-month navigation). */
export function startOfMonthAfter(day: string, n: number): string {
  return dayOf(new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + n, 1)));
}

/** Whole months from `from` to `to` (a month is complete on the same day of the month): a count, not a list. */
export function wholeMonthsBetween(from: string, to: string): number {
  const a = dateOfDay(from);
  const b = dateOfDay(to);
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (b.getUTCDate() < a.getUTCDate()) months -= 1;
  return months;
}

// --- years

/** Days in a year (365 or 366). */
export function daysInYear(year: number): number {
  return (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY_MS;
}

/** The index of `day` in `year` (1 January = 0; negative before it, past the end after it). */
export function dayIndex(year: number, day: string): number {
  return Math.round((dateOfDay(day).getTime() - Date.UTC(year, 0, 1)) / DAY_MS);
}

/** 1000-01-01T00:00:00.000Z and 10000-01-01T00:00:00.000Z: the instants `isoOfTime` writes itself. */
const FIRST_PLAIN_ISO_MS = Date.UTC(1000, 0, 1);
const END_PLAIN_ISO_MS = Date.UTC(9999, 11, 31) + DAY_MS;

/**
 * `new Date(ms).toISOString()` by integer arithmetic (`dayFromNumber` and the time of day), several times faster
 * than the native call: the time-sheet report writes an instant per punch (close to a million for 10,000 people).
 * Instants outside years 1000-9999 (and invalid ones) go through `toISOString`.
 */
export function isoOfTime(ms: number): string {
  if (!(ms >= FIRST_PLAIN_ISO_MS && ms < END_PLAIN_ISO_MS) || !Number.isInteger(ms)) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  let rest = ms - day * DAY_MS;
  const hour = Math.floor(rest / 3_600_000);
  rest -= hour * 3_600_000;
  const minute = Math.floor(rest / 60_000);
  rest -= minute * 60_000;
  const second = Math.floor(rest / 1000);
  const milli = rest - second * 1000;
  // one flat string from its character codes: a template literal makes a tree of about ten partial strings, which a
  // report holding its sheets keeps (about 320 bytes an instant against 50, and several times slower)
  const d = dayFromNumber(day);
  return String.fromCharCode(
    d.charCodeAt(0),
    d.charCodeAt(1),
    d.charCodeAt(2),
    d.charCodeAt(3),
    DASH,
    d.charCodeAt(5),
    d.charCodeAt(6),
    DASH,
    d.charCodeAt(8),
    d.charCodeAt(9),
    T,
    ZERO + ((hour / 10) | 0),
    ZERO + (hour % 10),
    COLON,
    ZERO + ((minute / 10) | 0),
    ZERO + (minute % 10),
    COLON,
    ZERO + ((second / 10) | 0),
    ZERO + (second % 10),
    DOT,
    ZERO + ((milli / 100) | 0),
    ZERO + (((milli / 10) | 0) % 10),
    ZERO + (milli % 10),
    Z,
  );
}

const [DASH, T, ZERO, COLON, DOT, Z] = [..."-T0:.Z"].map((c) => c.charCodeAt(0)) as [
  number,
  number,
  number,
  number,
  number,
  number,
];
