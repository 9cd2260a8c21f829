import { describe, expect, it } from "vitest";
import { zonedInstant } from "../../dates/zone-time.js";
import { escapeText, foldLine, icalDate, icalDateTime, quoteParam, writeCalendar } from "../ical.js";

/** The content lines of a calendar, unfolded (§3.1), after checking every physical line's CRLF and 75 octets. */
function unfold(text: string): string[] {
  expect(text.endsWith("\r\n")).toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ")) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  return lines;
}

const stamp = new Date("2030-01-10T12:00:00.000Z");

describe("the iCalendar writer (RFC 5545)", () => {
  it("escapes TEXT values", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    expect(escapeText("Sala Ipê")).toBe("Sala Ipê");
  });

  it("quotes parameter values without the characters a quoted value may not hold", () => {
    expect(quoteParam('Ana "Bia"\r\nSouza')).toBe('"Ana BiaSouza"');
    expect(quoteParam("Souza; Filho, Jr:")).toBe('"Souza; Filho, Jr:"');
  });

  it("folds lines at 75 octets without splitting a UTF-8 character", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    const folded = foldLine(`SUMMARY:${"é".repeat(80)}`);
    const lines = folded.split("\r\n");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join("")).toBe(`SUMMARY:${"é".repeat(80)}`);
    // a four-octet character at the edge moves whole to the next line
    const emoji = foldLine(`${"a".repeat(73)}😀b`);
    expect(emoji.split("\r\n")[0]).toBe("a".repeat(73));
    expect(emoji.split("\r\n")[1]).toBe(" 😀b");
  });

  it("writes DATE and UTC DATE-TIME values", () => {
    expect(icalDate("2030-02-04")).toBe("20300204");
    expect(icalDateTime(new Date("2030-02-04T09:05:07.123Z"))).toBe("20300204T090507Z");
  });

  it("publishes a feed of all-day and timed events, company wall-clock hours in UTC", () => {
    const text = writeCalendar({
      prodId: "-//Workforce//Test//EN",
      method: "PUBLISH",
      name: "Team, leaves; 2030",
      events: [
        {
          uid: "leave-1@workforce",
          stamp,
          start: { day: "2030-02-04" },
          end: { day: "2030-02-09" },
          summary: "Ana — Vacation",
          categories: "Vacation",
          transparent: false,
        },
        {
          uid: "shift-1@workforce",
          stamp,
          // 22:00 to 06:00 the next morning in São Paulo (UTC-3)
          start: zonedInstant("2030-01-21", 22 * 60, "America/Sao_Paulo"),
          end: zonedInstant("2030-01-21", 30 * 60, "America/Sao_Paulo"),
          summary: "Shift",
          description: `Night shift: ${"close the store, count the cash; ".repeat(4)}`,
        },
      ],
    });
    const lines = unfold(text);
    expect(lines.slice(0, 6)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Workforce//Test//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Team\\, leaves\\; 2030",
    ]);
    expect(lines).toContain("DTSTART;VALUE=DATE:20300204");
    expect(lines).toContain("DTEND;VALUE=DATE:20300209");
    expect(lines).toContain("TRANSP:OPAQUE");
    expect(lines).toContain("DTSTART:20300122T010000Z");
    expect(lines).toContain("DTEND:20300122T090000Z");
    expect(lines).toContain(`DESCRIPTION:Night shift: ${"close the store\\, count the cash\\; ".repeat(4)}`);
    // a feed carries no invitation status or revision
    expect(lines.some((l) => l.startsWith("STATUS:") || l.startsWith("SEQUENCE:"))).toBe(false);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines.at(-1)).toBe("END:VCALENDAR");
  });

  it("invites with REQUEST and cancels the same UID with CANCEL, STATUS:CANCELLED and a higher SEQUENCE", () => {
    const event = {
      uid: "r1@spaces.workforce",
      stamp,
      start: new Date("2030-01-16T12:00:00Z"),
      end: new Date("2030-01-16T13:00:00Z"),
      summary: "Planning",
      location: "Sala Ipê, Centro",
      organizer: { name: "Ana Souza", email: "no-reply@localhost" },
    };
    const request = unfold(writeCalendar({ prodId: "-//T//EN", method: "REQUEST", events: [event] }));
    expect(request).toContain("METHOD:REQUEST");
    expect(request).toContain("STATUS:CONFIRMED");
    expect(request).toContain("SEQUENCE:0");
    expect(request).toContain("LOCATION:Sala Ipê\\, Centro");
    expect(request).toContain('ORGANIZER;CN="Ana Souza":mailto:no-reply@localhost');
    expect(request.some((l) => l.startsWith("X-WR-CALNAME"))).toBe(false);
    const cancel = unfold(writeCalendar({ prodId: "-//T//EN", method: "CANCEL", events: [event] }));
    expect(cancel).toContain("METHOD:CANCEL");
    expect(cancel).toContain("UID:r1@spaces.workforce");
    expect(cancel).toContain("STATUS:CANCELLED");
    expect(cancel).toContain("SEQUENCE:1");
    // an explicit revision wins
    const later = unfold(writeCalendar({ prodId: "-//T//EN", method: "CANCEL", events: [{ ...event, sequence: 3 }] }));
    expect(later).toContain("SEQUENCE:3");
  });

  it("refuses an event that mixes a day and an instant", () => {
    expect(() =>
      writeCalendar({
        prodId: "-//T//EN",
        method: "PUBLISH",
        events: [{ uid: "x", stamp, start: { day: "2030-01-01" }, end: new Date(), summary: "x" }],
      }),
    ).toThrow(/both/);
  });
});
