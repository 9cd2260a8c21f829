/**
 * Instants and a company's calendar days (isomorphic): a punch is an instant; "today", a schedule's hours and a
 * report's days are in the company's time zone (`ctx.timeZone`).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in milliseconds (São Paulo: -3 h). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of format(timeZone).formatToParts(at)) if (p.type !== "literal") parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
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
