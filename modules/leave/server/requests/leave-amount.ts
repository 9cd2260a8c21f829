import { DAY_MS, eachDay } from "../../../../core/dates/calendar-days.js";
import { workRanges, type ScheduleValue } from "../../../people/contract/schedule.js";
import { HOUR_MS } from "../../contract/index.js";

const hoursOf = (time: string): number => Number(time.slice(0, 2)) + Number(time.slice(3, 5)) / 60;

/**
 * What a leave spends, in milliseconds (issue 5):
 * - days unit: calendar days × 24 h, or with `workingDaysOnly` only the days the worker's schedule works (and not
 *   `holidays`);
 * - hours unit: the scheduled hours inside the leave, the first day from `startTime` and the last until `endTime`,
 *   so 10:00-15:00 on a double-schedule day (6-12, 13-18) counts 4 h, not 5.
 * What a schedule works is people's rule (people/contract/schedule.ts): none or no schedule works the default one.
 */
export function leaveAmount(input: {
  unit: "days" | "hours";
  workingDaysOnly: boolean;
  schedule: ScheduleValue | undefined;
  startDate: string;
  endDate: string;
  startTime?: string;
  endTime?: string;
  holidays?: ReadonlySet<string>;
}): number {
  const days = eachDay(input.startDate, input.endDate);
  if (input.unit === "days") {
    if (!input.workingDaysOnly) return days.length * DAY_MS;
    return days.filter((d) => workRanges(input.schedule, d).length > 0 && !input.holidays?.has(d)).length * DAY_MS;
  }
  let hours = 0;
  for (const d of days) {
    if (input.holidays?.has(d)) continue;
    const from = d === input.startDate && input.startTime ? hoursOf(input.startTime) : 0;
    const to = d === input.endDate && input.endTime ? hoursOf(input.endTime) : 24;
    for (const [a, b] of workRanges(input.schedule, d)) hours += Math.max(0, Math.min(b, to) - Math.max(a, from));
  }
  return Math.round(hours * HOUR_MS);
}

/** Hours (decimal) as `HH:mm`, to the nearest 5 minutes. */
function timeOf(hours: number): string {
  const minutes = Math.round((hours * 60) / 5) * 5;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * The times of a half day (issue 12): the morning is the first half of the day's scheduled hours, the afternoon the
 * second, so each spends half the day (9-18 gives 9:00-13:30 and 13:30-18:00; 8-12, 13-17 gives 8:00-12:00 and
 * 13:00-17:00). Null on a day the schedule does not work.
 */
export function halfDayTimes(
  schedule: ScheduleValue | undefined,
  day: string,
  half: "morning" | "afternoon",
): { startTime: string; endTime: string } | null {
  const ranges = workRanges(schedule, day);
  if (ranges.length === 0) return null;
  const total = ranges.reduce((sum, [a, b]) => sum + (b - a), 0);
  // the hour at which half the day's scheduled time has been worked
  let left = total / 2;
  let middle = ranges[0]![0];
  for (const [a, b] of ranges) {
    if (left <= b - a) {
      middle = a + left;
      break;
    }
    left -= b - a;
  }
  // a half that ends exactly at a range's end starts the afternoon at the next range
  const next = ranges.find(([a, b]) => middle >= a && middle < b)?.[0] ?? ranges.find(([a]) => a >= middle)?.[0];
  const afternoonStart = next !== undefined && next > middle ? next : middle;
  const first = ranges[0]![0];
  const last = ranges[ranges.length - 1]![1];
  return half === "morning"
    ? { startTime: timeOf(first), endTime: timeOf(middle) }
    : { startTime: timeOf(afternoonStart), endTime: timeOf(last) };
}
