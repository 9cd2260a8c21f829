import { DAY_MS, dayFromNumber, dayNumber } from "./calendar-days.js";

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

/** The zone's exact offset from UTC at an instant, in milliseconds, asked of Intl (slow: a formatToParts call). */
function intlOffsetMs(ms: number, zone: string): number {
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const p of formatOf(zone).formatToParts(ms)) {
    if (p.type === "year") year = Number(p.value);
    else if (p.type === "month") month = Number(p.value);
    else if (p.type === "day") day = Number(p.value);
    else if (p.type === "hour") hour = Number(p.value);
    else if (p.type === "minute") minute = Number(p.value);
    else if (p.type === "second") second = Number(p.value);
  }
  const local = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  local.setUTCFullYear(year);
  // the formatter shows whole seconds: compare with the instant's whole second
  return local.getTime() - Math.floor(ms / 1000) * 1000;
}

/**
 * Offsets by zone and UTC hour: an hour whose first and last millisecond carry the same offset carries it throughout
 * (zones change offset at most once in an hour), so every instant of it is one addition instead of a formatToParts
 * call (the time-sheet report judges close to a million punches). `NaN`: an hour with a change in it, asked of Intl
 * per instant. Calendar data, the same on every instance; a zone's map is emptied when it grows past a few decades.
 */
const hourOffsets = new Map<string, Map<number, number>>();
const HOUR_MS = 3_600_000;
const MAX_HOURS_PER_ZONE = 400_000;

/** The zone's offset from UTC at an instant, in milliseconds (the exact one, seconds included for old LMT offsets). */
function offsetMsAt(ms: number, zone: string): number {
  const hour = Math.floor(ms / HOUR_MS);
  let hours = hourOffsets.get(zone);
  if (!hours) hourOffsets.set(zone, (hours = new Map()));
  let offset = hours.get(hour);
  if (offset === undefined) {
    const first = intlOffsetMs(hour * HOUR_MS, zone);
    offset = first === intlOffsetMs(hour * HOUR_MS + HOUR_MS - 1, zone) ? first : Number.NaN;
    if (hours.size >= MAX_HOURS_PER_ZONE) hours.clear();
    hours.set(hour, offset);
  }
  return Number.isNaN(offset) ? intlOffsetMs(ms, zone) : offset;
}

/** The zone's exact offset from UTC at an instant, in milliseconds (São Paulo: -3 h; seconds included for old LMT). */
export function offsetMs(at: Date, zone: string): number {
  return offsetMsAt(at.getTime(), zone);
}

/** The days `dayFromNumber` writes (years 1000-9999); others go through `toISOString`. */
const FIRST_FOUR_DIGIT_DAY = dayNumber("1000-01-01");
const LAST_FOUR_DIGIT_DAY = dayNumber("9999-12-31");

/** The local wall clock of an instant: its day (`YYYY-MM-DD`) and minute of the day (fractional, 0 to < 1440). */
export function localParts(at: Date, zone: string): { day: string; minute: number } {
  const ms = at.getTime();
  const local = ms + offsetMsAt(ms, zone);
  const dayIndex = Math.floor(local / DAY_MS);
  return {
    day:
      dayIndex >= FIRST_FOUR_DIGIT_DAY && dayIndex <= LAST_FOUR_DIGIT_DAY
        ? dayFromNumber(dayIndex)
        : new Date(local).toISOString().slice(0, 10),
    minute: (local - dayIndex * DAY_MS) / 60_000,
  };
}

/** The zone's offset from UTC at an instant, in whole minutes (-180 for São Paulo, 60 for Paris in winter). */
export function offsetMinutes(at: Date, zone: string): number {
  return Math.round(offsetMsAt(at.getTime(), zone) / 60_000);
}

/**
 * The instant of `minute` minutes after the local midnight of `day` in `zone` (minute may pass 1440: the next days,
 * a night shift's end). Around a daylight-saving change: a wall-clock time the change skips (02:30 on New York's
 * spring night) takes the offset from before the jump (06:30 UTC, which the clock there shows as 01:30); a time the
 * autumn night repeats resolves to one of its two instants (New York: the first; Paris: the second).
 */
export function zonedInstant(day: string, minute: number, zone: string): Date {
  return new Date(zonedMs(dayNumber(day), minute, zone));
}

/**
 * `zonedInstant` in numbers: the epoch milliseconds of `minute` minutes after the local midnight of the day numbered
 * `day` (calendar-days.ts `dayNumber`). What the rules use per worked interval, where a Date each would be garbage.
 */
export function zonedMs(day: number, minute: number, zone: string): number {
  const naive = day * DAY_MS + minute * 60_000;
  // twice: the offset at the first guess may differ from the offset at the answer around a daylight-saving change
  const guess = naive - Math.round(offsetMsAt(naive, zone) / 60_000) * 60_000;
  return naive - Math.round(offsetMsAt(guess, zone) / 60_000) * 60_000;
}

/** The number (calendar-days.ts `dayNumber`) of an instant's local day in `zone`, from its epoch milliseconds. */
export function localDayNumber(ms: number, zone: string): number {
  return Math.floor((ms + offsetMsAt(ms, zone)) / DAY_MS);
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
