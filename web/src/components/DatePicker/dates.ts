import { addDays, localDayOf, parseDay } from "../../../../core/dates/calendar-days.js";

/**
 * The date pickers' rules in one place (spec §5, §9), without React or react-aria so they are tested alone:
 * the country's date format, the locale the field's segments are written in, the week's first day, the quick
 * ranges, and the range boundary. A range leaves the picker with its end EXCLUSIVE (the day after the last, spec §5
 * "the end date is stored exclusive (plus one day)"); the API keeps the last day itself (INCLUSIVE), so pages
 * convert with `exclusiveToInclusiveEnd` before a call and `inclusiveToExclusiveEnd` to show a stored range.
 */

/** Spec §9: day/month/year, except us, which uses year-month-day. */
export type DateFormat = "DD/MM/YYYY" | "YYYY-MM-DD";

export function dateFormatOfCountry(countryId: string | null | undefined): DateFormat {
  return countryId === "us" ? "YYYY-MM-DD" : "DD/MM/YYYY";
}

/**
 * The locale the date segments are formatted with: the page's language when it already writes the country's
 * order, else the nearest locale of that language that does (react-aria orders segments by the locale).
 */
export function segmentLocaleOf(locale: string, format: DateFormat): string {
  if (format === "YYYY-MM-DD") return "en-CA";
  if (locale.startsWith("pt")) return "pt-BR";
  if (locale.startsWith("es")) return "es";
  return "en-GB";
}

/** Week days as react-aria names them. */
export type WeekDay = "sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat";
const WEEK_DAYS: readonly WeekDay[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/** The first day of the calendar's week: the app's (Sunday in es, spec §9), 0 = Sunday. */
export function weekDayName(firstDay: number): WeekDay {
  return WEEK_DAYS[((firstDay % 7) + 7) % 7]!;
}

/** Spec §9 quick ranges. */
export const QUICK_RANGES = ["today", "yesterday", "this-month", "this-year", "last-month"] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** A range of calendar days whose `end` is EXCLUSIVE (the picker's boundary). */
export interface PickerRange {
  start: string;
  end: string;
}

/** A range of calendar days whose `end` is INCLUSIVE (the API's). */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The API's last day from the picker's end (the day after the last). */
export function exclusiveToInclusiveEnd(exclusiveEnd: string): string {
  return addDays(exclusiveEnd, -1);
}

/** The picker's end (the day after the last) from the API's last day. */
export function inclusiveToExclusiveEnd(inclusiveEnd: string): string {
  return addDays(inclusiveEnd, 1);
}

/** A picker range as the API keeps it. */
export function toDayRange(range: PickerRange): DayRange {
  return { startDate: range.start, endDate: exclusiveToInclusiveEnd(range.end) };
}

/** A stored range as the picker holds it. */
export function toPickerRange(range: DayRange): PickerRange {
  return { start: range.startDate, end: inclusiveToExclusiveEnd(range.endDate) };
}

/** A quick range seen from `today` (`YYYY-MM-DD`), end exclusive. */
export function quickRange(kind: QuickRange, today: string): PickerRange {
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const monthStart = (year: number, month: number) =>
    `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;
  const nextMonth = (year: number, month: number) =>
    month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1);
  switch (kind) {
    case "today":
      return { start: today, end: addDays(today, 1) };
    case "yesterday":
      return { start: addDays(today, -1), end: today };
    case "this-month":
      return { start: monthStart(y, m), end: nextMonth(y, m) };
    case "this-year":
      return { start: monthStart(y, 1), end: monthStart(y + 1, 1) };
    case "last-month":
      return m === 1
        ? { start: monthStart(y - 1, 12), end: monthStart(y, 1) }
        : { start: monthStart(y, m - 1), end: monthStart(y, m) };
  }
}

/** The browser's today as a calendar day. */
export function todayDay(now: Date = new Date()): string {
  return localDayOf(now);
}

/** Whether a text is a real calendar day (`YYYY-MM-DD`). */
export function isDay(value: string | null | undefined): value is string {
  return Boolean(value && parseDay(value));
}
