import { AppError } from "../../../../core/errors/app-error.js";
import {
  DEFAULT_DOUBLE_HOURS,
  DEFAULT_HOURS,
  DEFAULT_SCHEDULE,
  isScheduleHour,
  MONDAY_TO_FRIDAY,
} from "../../contract/schedule.js";
import { type Schedule, type ScheduleInput, WEEKDAYS, type Weekday } from "../../contract/workers.js";

/** Hours 0..24, step 1 (spec §5 "Schedule hour range is 0 to 24 with step 1"). */
function hour(value: number, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new AppError("VALIDATION_NUMERIC", { field });
  if (!isScheduleHour(value)) throw new AppError("PEOPLE_SCHEDULE_HOUR_INVALID", { field });
  return value;
}

function range(minHour: number, maxHour: number, field: string): void {
  hour(minHour, `${field}.minHour`);
  hour(maxHour, `${field}.maxHour`);
  if (maxHour <= minHour) throw new AppError("PEOPLE_SCHEDULE_END_NOT_AFTER_START", { field: `${field}.maxHour` });
}

/**
 * The schedule validation (spec §3 "Schedule value", §5): fills the defaults for the type and checks the hours; throws
 * an AppError with a catalogue code for the first broken rule. The defaults and what a schedule works are the
 * contract's (contract/schedule.ts).
 * - none: no hours.
 * - regular: minHour < maxHour (default 6-18), weekdays (default Monday to Friday).
 * - custom: minHour < maxHour for every selected weekday (default 6-18 for a selected day without hours).
 * - double: minHour < maxMidHour <= minMidHour < maxHour (default 6-12 and 13-18).
 * Every other type than none needs at least one selected weekday. An absent schedule is the default regular one.
 */
export function normalizeSchedule(input: ScheduleInput | undefined): Schedule {
  if (!input) return { ...DEFAULT_SCHEDULE, days: { ...DEFAULT_SCHEDULE.days } };
  const days = input.days
    ? (Object.fromEntries(WEEKDAYS.map((d) => [d, input.days?.[d] === true])) as Record<Weekday, boolean>)
    : { ...MONDAY_TO_FRIDAY };
  const type = input.type as Schedule["type"];
  if (type === "none") return { type: "none", days };
  if (!WEEKDAYS.some((d) => days[d])) throw new AppError("VALIDATION_SELECTION", { field: "schedule.days" });

  if (type === "regular") {
    const minHour = input.minHour ?? DEFAULT_HOURS.minHour;
    const maxHour = input.maxHour ?? DEFAULT_HOURS.maxHour;
    range(minHour, maxHour, "schedule");
    return { type, days, minHour, maxHour };
  }

  if (type === "double") {
    const minHour = input.minHour ?? DEFAULT_DOUBLE_HOURS.minHour;
    const maxMidHour = input.maxMidHour ?? DEFAULT_DOUBLE_HOURS.maxMidHour;
    const minMidHour = input.minMidHour ?? DEFAULT_DOUBLE_HOURS.minMidHour;
    const maxHour = input.maxHour ?? DEFAULT_DOUBLE_HOURS.maxHour;
    for (const [v, f] of [
      [minHour, "minHour"],
      [maxMidHour, "maxMidHour"],
      [minMidHour, "minMidHour"],
      [maxHour, "maxHour"],
    ] as const)
      hour(v, `schedule.${f}`);
    if (maxMidHour <= minHour)
      throw new AppError("PEOPLE_SCHEDULE_END_NOT_AFTER_START", { field: "schedule.maxMidHour" });
    if (minMidHour < maxMidHour) throw new AppError("PEOPLE_SCHEDULE_SECOND_RANGE", { field: "schedule.minMidHour" });
    if (maxHour <= minMidHour) throw new AppError("PEOPLE_SCHEDULE_END_NOT_AFTER_START", { field: "schedule.maxHour" });
    return { type, days, minHour, maxMidHour, minMidHour, maxHour };
  }

  if (type === "custom") {
    const custom: Partial<Record<Weekday, { minHour: number; maxHour: number }>> = {};
    for (const d of WEEKDAYS) {
      if (!days[d]) continue;
      const given = input.custom?.[d];
      const minHour = given?.minHour ?? DEFAULT_HOURS.minHour;
      const maxHour = given?.maxHour ?? DEFAULT_HOURS.maxHour;
      range(minHour, maxHour, `schedule.custom.${d}`);
      custom[d] = { minHour, maxHour };
    }
    return { type, days, custom };
  }

  throw new AppError("VALIDATION_SELECTION", { field: "schedule.type" });
}
