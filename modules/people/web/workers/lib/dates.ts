import { isRealDay } from "../../../../../core/dates/calendar-days.js";

/**
 * Calendar dates as the company's country writes them (spec §9: day/month/year, year-month-day in us) and as the
 * API stores them (ISO YYYY-MM-DD).
 */
export type DateFormat = "DD/MM/YYYY" | "YYYY-MM-DD";

/** The input mask of a date format. */
export function dateMask(format: DateFormat): string {
  return format === "YYYY-MM-DD" ? "####-##-##" : "##/##/####";
}

/** An ISO date shown in the country's format; empty for nothing, the text itself when it is not ISO. */
export function isoToCountry(iso: string | undefined | null, format: DateFormat): string {
  if (!iso) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  return format === "YYYY-MM-DD" ? `${m[1]}-${m[2]}-${m[3]}` : `${m[3]}/${m[2]}/${m[1]}`;
}

/** A date typed in the country's format as ISO; undefined when it is not a real calendar date. */
export function countryToIso(text: string, format: DateFormat): string | undefined {
  const m =
    format === "YYYY-MM-DD"
      ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim())
      : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day] = format === "YYYY-MM-DD" ? [m[1], m[2], m[3]] : [m[3], m[2], m[1]];
  if (!isRealDay(Number(year), Number(month), Number(day))) return undefined;
  return `${year}-${month}-${day}`;
}
