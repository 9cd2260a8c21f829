import { dateOfDay } from "./calendar-days.js";

/**
 * Wall-clock time in an IANA time zone and UTC instants, both ways, with Intl only (no time-zone database of our own):
 * a room open 08:00-19:00 in São Paulo, a shift from 22:00 to 06:00, a punch's local day and minute. Isomorphic and
 * without dependencies. The formatters are kept per zone (calendar data, not tenant data). Days are `YYYY-MM-DD`
 * (calendar-days.ts); minutes count from the day's local midnight.
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

/** The zone's offset from UTC at an instant, in whole minutes (-180 for São Paulo, 60 for Paris in winter). */
export function offsetMinutes(at: Date, zone: string): number {
  const { day, minute } = localParts(at, zone);
  const localAsUtc = dateOfDay(day).getTime() + minute * 60_000;
  return Math.round((localAsUtc - at.getTime()) / 60_000);
}

/**
 * The instant of `minute` minutes after the local midnight of `day` in `zone` (minute may pass 1440: the next days,
 * a night shift's end). Around a daylight-saving change: a wall-clock time the change skips (02:30 on New York's
 * spring night) takes the offset from before the jump (06:30 UTC, which the clock there shows as 01:30); a time the
 * autumn night repeats resolves to one of its two instants (New York: the first; Paris: the second).
 */
export function zonedInstant(day: string, minute: number, zone: string): Date {
  const naive = dateOfDay(day).getTime() + minute * 60_000;
  // twice: the offset at the first guess may differ from the offset at the answer around a daylight-saving change
  let at = naive - offsetMinutes(new Date(naive), zone) * 60_000;
  at = naive - offsetMinutes(new Date(at), zone) * 60_000;
  return new Date(at);
}

/** The local day of an instant in `zone`. */
export const localDay = (at: Date, zone: string): string => localParts(at, zone).day;

/** The local `HH:mm` of an instant in `zone`. */
export function localTime(at: Date, zone: string): string {
  return timeOf(Math.floor(localParts(at, zone).minute));
}

/** Minutes of a `HH:mm` time (`24:00` is the end of the day: 1440). */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `HH:mm` of minutes since midnight (1440 is `24:00`). */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
