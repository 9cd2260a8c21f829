import { addDays, weekdayOf } from "../../../../core/dates/calendar-days.js";

/** Today in the browser's calendar, `YYYY-MM-DD`. */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/** The next working day after today (Monday after a Friday): the booking form's first guess. */
export function nextWorkday(): string {
  let day = addDays(localToday(), 1);
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, 1);
  return day;
}

export { addDays };

/** `HH:mm` of each half hour from `from` up to `to` (both included). */
export function halfHours(from: string, to: string): string[] {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const out: string[] = [];
  for (let m = minutes(from); m <= minutes(to); m += 30)
    out.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  return out;
}
