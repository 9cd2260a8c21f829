/**
 * A small iCalendar (RFC 5545) writer for reservation invitations: timed events in UTC. Lines end with CRLF and are
 * folded at 75 octets (§3.1); TEXT values escape `\ ; ,` and newlines (§3.3.11). (leave has the same rules for its
 * all-day feed in its server folder, which modules may not import; a shared core helper would serve both.)
 */

const encoder = new TextEncoder();

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

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
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const stamp = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export interface TimedEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  /** CANCELLED removes the event from calendars that imported it (METHOD:CANCEL). */
  status?: "CONFIRMED" | "CANCELLED";
  sequence?: number;
}

/** A VCALENDAR of timed VEVENTs: METHOD REQUEST for an invitation, CANCEL for a cancellation. */
export function writeInvitation(options: {
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  organizerName: string;
  stamp: Date;
  events: readonly TimedEvent[];
}): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Workforce//Spaces//EN", "CALSCALE:GREGORIAN"];
  lines.push(`METHOD:${options.method}`);
  for (const e of options.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${stamp(options.stamp)}`,
      `DTSTART:${stamp(e.start)}`,
      `DTEND:${stamp(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      `ORGANIZER;CN="${options.organizerName.replace(/["\r\n]/g, "")}":mailto:no-reply@localhost`,
      `STATUS:${e.status ?? "CONFIRMED"}`,
      `SEQUENCE:${e.sequence ?? 0}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
