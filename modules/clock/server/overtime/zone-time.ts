import { addDays } from "../../../../core/dates/calendar-days.js";

/**
 * Wall-clock arithmetic in a company's IANA time zone with Intl only (no date library): the local day and minute of an
 * instant, and the instant of a local day's minute. Formatters are cached per zone (process-wide, not tenant data).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(zone, format);
  }
  return format;
}

/** The local wall clock of an instant: its day (`YYYY-MM-DD`) and minute of the day (fractional, 0 to < 1440). */
export function localParts(at: Date, zone: string): { day: string; minute: number } {
  const parts: Record<string, string> = {};
  for (const p of formatOf(zone).formatToParts(at)) parts[p.type] = p.value;
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const minute =
    Number(parts.hour) * 60 + Number(parts.minute) + (Number(parts.second) + at.getUTCMilliseconds() / 1000) / 60;
  return { day, minute };
}

/** The zone's offset from UTC at an instant, in minutes (e.g. -180 for São Paulo). */
export function offsetMinutes(at: Date, zone: string): number {
  const { day, minute } = localParts(at, zone);
  const localAsUtc = Date.parse(`${day}T00:00:00Z`) + minute * 60_000;
  return Math.round((localAsUtc - at.getTime()) / 60_000);
}

/** The instant of `minute` minutes after local midnight of `day` in `zone` (minute may exceed 1440: the next days). */
export function instantOf(day: string, minute: number, zone: string): Date {
  const naive = Date.parse(`${day}T00:00:00Z`) + minute * 60_000;
  // two passes settle the offset around a daylight-saving change
  let guess = naive - offsetMinutes(new Date(naive), zone) * 60_000;
  guess = naive - offsetMinutes(new Date(guess), zone) * 60_000;
  return new Date(guess);
}

/** The local day of an instant. */
export const localDay = (at: Date, zone: string): string => localParts(at, zone).day;

/** Days from `from` to `to` inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
