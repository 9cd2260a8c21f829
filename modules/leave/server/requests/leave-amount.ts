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
