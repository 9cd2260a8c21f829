/**
 * The leave feed's calendar: all-day events through the one iCalendar writer (core/calendar/ical.ts: CRLF lines
 * folded at 75 octets, TEXT escaping, DATE values with an exclusive end).
 */
import { writeCalendar as writeICalendar } from "../../../../core/calendar/ical.js";

export { escapeText, foldLine, icalDate, icalDateTime } from "../../../../core/calendar/ical.js";

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

/** A published VCALENDAR of all-day VEVENTs. */
export function writeCalendar(options: { prodId: string; name: string; events: readonly AllDayEvent[] }): string {
  return writeICalendar({
    prodId: options.prodId,
    method: "PUBLISH",
    name: options.name,
    events: options.events.map((e) => ({
      uid: e.uid,
      stamp: e.stamp,
      start: { day: e.start },
      end: { day: e.endExclusive },
      summary: e.summary,
      ...(e.description ? { description: e.description } : {}),
      ...(e.categories ? { categories: e.categories } : {}),
      transparent: e.transparent ?? false,
    })),
  });
}
