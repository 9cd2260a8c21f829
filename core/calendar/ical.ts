/**
 * The one iCalendar (RFC 5545) writer: leave's feed of all-day events, scheduling's feed of shifts and spaces'
 * invitations and cancellations. Lines end with CRLF and are folded at 75 octets of UTF-8 without splitting a
 * character (§3.1); TEXT values escape backslashes, semicolons, commas and newlines (§3.3.11); timed events are written
 * in UTC (§3.3.5 form 2: no VTIMEZONE needed), all-day events as DATE values with an exclusive end (§3.6.1). A company's
 * wall-clock time becomes a UTC instant through `zonedInstant` (core/dates/zone-time.ts). A cancellation is
 * `METHOD:CANCEL` with `STATUS:CANCELLED` and a `SEQUENCE` above the one the invitation had (§3.8.7.4, RFC 5546 §3.2.5).
 * Isomorphic and without dependencies.
 */

/** §3.3.11: `\` `;` `,` and newlines escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (§3.2: `CN="..."`): quoted, without the characters a quoted value may not hold. */
export function quoteParam(value: string): string {
  // DQUOTE and control characters (tab, CR, LF and the rest below space, and DEL) may not appear in a quoted value
  const kept = [...value].filter((c) => c !== '"' && c >= " " && c !== "\u007f").join("");
  return `"${kept}"`;
}

const encoder = new TextEncoder();

/**
 * §3.1: a content line longer than 75 octets is split into lines of at most 75 octets, each continuation starting
 * with one space (which counts in its 75). Splits fall between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = 74; // the leading space of a continuation line is one of its 75 octets
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** `YYYY-MM-DD` to the DATE form `YYYYMMDD` (§3.3.4). */
export const icalDate = (day: string): string => day.replace(/-/g, "");

/** A UTC DATE-TIME (§3.3.5 form 2): `YYYYMMDDTHHMMSSZ`. */
export const icalDateTime = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export type CalendarMethod = "PUBLISH" | "REQUEST" | "CANCEL";
export type EventStatus = "CONFIRMED" | "TENTATIVE" | "CANCELLED";

/** A time of an event: an instant (written in UTC) or, for an all-day event, a day. */
export type EventTime = Date | { day: string };

export interface CalendarEvent {
  /** Stable across versions of the event: calendar apps update (or, cancelled, remove) the event with this UID. */
  uid: string;
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date;
  start: EventTime;
  /** An instant, or the day after an all-day event's last day (DTEND of a DATE is exclusive, §3.6.1). */
  end: EventTime;
  summary: string;
  location?: string;
  description?: string;
  categories?: string;
  organizer?: { name: string; email: string };
  /** Omitted: CONFIRMED under REQUEST, CANCELLED under CANCEL, not written under PUBLISH. */
  status?: EventStatus;
  /** Revision (§3.8.7.4): a cancellation or an update carries a higher one than the invitation it replaces. */
  sequence?: number;
  /** TRANSP: true for events that do not block time (holidays shown for information), false for busy time. */
  transparent?: boolean;
}

const timeProperty = (name: "DTSTART" | "DTEND", time: EventTime): string =>
  time instanceof Date ? `${name}:${icalDateTime(time)}` : `${name};VALUE=DATE:${icalDate(time.day)}`;

/** One VEVENT's content lines (unfolded), under a calendar of `method`. */
function eventLines(e: CalendarEvent, method: CalendarMethod): string[] {
  if (e.start instanceof Date !== e.end instanceof Date)
    throw new Error(`iCalendar event ${e.uid}: start and end must both be instants or both be days`);
  const status = e.status ?? (method === "CANCEL" ? "CANCELLED" : method === "REQUEST" ? "CONFIRMED" : undefined);
  const sequence = e.sequence ?? (method === "PUBLISH" ? undefined : method === "CANCEL" ? 1 : 0);
  return [
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `DTSTAMP:${icalDateTime(e.stamp)}`,
    timeProperty("DTSTART", e.start),
    timeProperty("DTEND", e.end),
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.categories ? [`CATEGORIES:${escapeText(e.categories)}`] : []),
    ...(e.organizer ? [`ORGANIZER;CN=${quoteParam(e.organizer.name)}:mailto:${e.organizer.email}`] : []),
    ...(status ? [`STATUS:${status}`] : []),
    ...(sequence !== undefined ? [`SEQUENCE:${sequence}`] : []),
    ...(e.transparent !== undefined ? [`TRANSP:${e.transparent ? "TRANSPARENT" : "OPAQUE"}`] : []),
    "END:VEVENT",
  ];
}

/**
 * A VCALENDAR: `PUBLISH` for a feed, `REQUEST` for an invitation, `CANCEL` for a cancellation (its events default to
 * STATUS:CANCELLED and SEQUENCE:1). Every line ends with CRLF and is folded.
 */
export function writeCalendar(options: {
  /** PRODID (§3.7.3), e.g. `-//Workforce//Leave//EN`. */
  prodId: string;
  method: CalendarMethod;
  /** X-WR-CALNAME: the name calendar apps show for a subscribed feed. */
  name?: string;
  events: readonly CalendarEvent[];
}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${options.prodId}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${options.method}`,
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
  ];
  for (const e of options.events) lines.push(...eventLines(e, options.method));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
