import type { InvoiceLine } from "./billing.model.js";

/** A person registered during (part of) a period: their first and last registered day (`to: null` still registered). */
export interface RegisteredPerson {
  workerId: string;
  name: string;
  from: string;
  to: string | null;
}

/** The number of days of a `YYYY-MM` month. */
export function daysInMonth(month: string): number {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The first and last day of a month, `YYYY-MM-DD`. */
export function monthBounds(month: string): { first: string; last: string } {
  return { first: `${month}-01`, last: `${month}-${String(daysInMonth(month)).padStart(2, "0")}` };
}

/** The month before `month`. */
export function previousMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 86_400_000;
}

/**
 * A month's bill (tenants/README.md "Billing"): one line per person registered on at least one day of the month,
 * charged `unitCents × days registered / days in the month`, rounded to the cent per line; the total is the sum of
 * the lines. People added or terminated within the month pay only their days.
 */
export function billLines(
  month: string,
  people: readonly RegisteredPerson[],
  unitCents: number,
): { lines: InvoiceLine[]; daysInMonth: number; totalCents: number } {
  const { first, last } = monthBounds(month);
  const length = daysInMonth(month);
  const lines: InvoiceLine[] = [];
  for (const p of people) {
    const from = p.from > first ? p.from : first;
    const to = p.to === null || p.to > last ? last : p.to;
    if (from > to) continue;
    const days = dayNumber(to) - dayNumber(from) + 1;
    lines.push({
      workerId: p.workerId,
      name: p.name,
      from,
      to,
      days,
      amountCents: Math.round((unitCents * days) / length),
    });
  }
  lines.sort((a, b) => a.name.localeCompare(b.name) || a.workerId.localeCompare(b.workerId));
  return { lines, daysInMonth: length, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0) };
}
