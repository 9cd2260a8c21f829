/**
 * Wall-clock times of the company's time zone to UTC instants and back (the spaces' bookable hours are local: a room
 * open 08:00-19:00 in São Paulo). Intl only: no time-zone database of our own.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
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

/** The zone's offset from UTC at `at`, in milliseconds (São Paulo: -3 h). */
function offsetAt(at: number, zone: string): number {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** Minutes of a `HH:mm` time (`24:00` is the end of the day). */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `HH:mm` of minutes since midnight. */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The UTC instant of a local day and time in `zone`. */
export function instantOf(day: string, time: string, zone: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d) + minutesOf(time) * 60_000;
  // twice: the offset at the guess may differ from the offset at the answer around a DST change
  let at = guess - offsetAt(guess, zone);
  at = guess - offsetAt(at, zone);
  return new Date(at);
}

/** The local `HH:mm` of an instant in `zone`. */
export function localTimeOf(at: Date, zone: string): string {
  const shifted = new Date(at.getTime() + offsetAt(at.getTime(), zone));
  return shifted.toISOString().slice(11, 16);
}
