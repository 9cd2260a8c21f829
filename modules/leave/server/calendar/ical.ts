/**
 * A small iCalendar (RFC 5545) writer for the leave feed: only what a published calendar of all-day events needs.
 * Lines end with CRLF (§3.1), are folded at 75 octets of UTF-8 without splitting a character (§3.1), and TEXT values
 * escape backslashes, semicolons, commas and newlines (§3.3.11).
 */

/** §3.3.11: `\` `;` `,` and newlines escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
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

export interface AllDayEvent {
  uid: string;
  /** First day, `YYYY-MM-DD`. */
  start: string;
  /** Day after the last one (DTEND of an all-day event is exclusive, §3.6.1), `YYYY-MM-DD`. */
  endExclusive: string;
  summary: string;
  description?: string;
  stamp: Date;
  categories?: string;
  /** TRANSPARENT for events that do not block time (holidays shown for information). */
  transparent?: boolean;
}

/** A VCALENDAR of all-day VEVENTs, CRLF-terminated lines, folded. */
export function writeCalendar(options: { prodId: string; name: string; events: readonly AllDayEvent[] }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${options.prodId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  for (const e of options.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${icalDateTime(e.stamp)}`,
      `DTSTART;VALUE=DATE:${icalDate(e.start)}`,
      `DTEND;VALUE=DATE:${icalDate(e.endExclusive)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      ...(e.categories ? [`CATEGORIES:${escapeText(e.categories)}`] : []),
      `TRANSP:${e.transparent ? "TRANSPARENT" : "OPAQUE"}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
