import { type ErrorCode } from "@web/kit";
import { DEFAULT_DOUBLE_HOURS, DEFAULT_HOURS, isScheduleHour, MONDAY_TO_FRIDAY } from "../../../contract/schedule.js";
import { WEEKDAYS, type ScheduleType, type Weekday } from "../../../contract/workers.js";
import type { Worker, WorkerPatch } from "../data.js";

/** The schedule of a PATCH (the SDK's type: `type` as a literal union). */
export type ScheduleInput = NonNullable<WorkerPatch["schedule"]>;

/**
 * The schedule editor's state and rules (spec §3 "Schedule value", §5): hours 0-24 in whole hours, the end after the
 * start, a double's second range at or after the end of the first, at least one weekday. Each type keeps its own
 * hours, so switching type and back loses nothing. Errors are catalogue codes: the same words the server answers.
 */
export interface HourRange {
  minHour: number;
  maxHour: number;
}
export interface DoubleRange {
  minHour: number;
  maxMidHour: number;
  minMidHour: number;
  maxHour: number;
}
export interface ScheduleDraft {
  type: ScheduleType;
  days: Record<Weekday, boolean>;
  regular: HourRange;
  double: DoubleRange;
  custom: Record<Weekday, HourRange>;
}

const perDay = <T>(value: (day: Weekday) => T) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, value(d)])) as Record<Weekday, T>;

/** The editor's state for a stored schedule (or the default one). */
export function scheduleDraftOf(schedule?: Worker["schedule"]): ScheduleDraft {
  const type = (schedule?.type ?? "regular") as ScheduleType;
  const days = schedule?.days ? perDay((d) => schedule.days[d] === true) : { ...MONDAY_TO_FRIDAY };
  const draft: ScheduleDraft = {
    type,
    days,
    regular: { ...DEFAULT_HOURS },
    double: { ...DEFAULT_DOUBLE_HOURS },
    custom: perDay(() => ({ ...DEFAULT_HOURS })),
  };
  if (type === "regular" && schedule?.minHour !== undefined && schedule.maxHour !== undefined)
    draft.regular = { minHour: schedule.minHour, maxHour: schedule.maxHour };
  if (type === "double")
    draft.double = {
      minHour: schedule?.minHour ?? DEFAULT_DOUBLE_HOURS.minHour,
      maxMidHour: schedule?.maxMidHour ?? DEFAULT_DOUBLE_HOURS.maxMidHour,
      minMidHour: schedule?.minMidHour ?? DEFAULT_DOUBLE_HOURS.minMidHour,
      maxHour: schedule?.maxHour ?? DEFAULT_DOUBLE_HOURS.maxHour,
    };
  if (type === "custom" && schedule?.custom) draft.custom = perDay((d) => schedule.custom?.[d] ?? { ...DEFAULT_HOURS });
  return draft;
}

/** Where an error shows: `days`, `regular`, `first`/`second` (double), or a weekday (custom). */
export type ScheduleErrorKey = "days" | "regular" | "first" | "second" | Weekday;
export type ScheduleErrors = Partial<Record<ScheduleErrorKey, ErrorCode>>;

function rangeError(range: HourRange): ErrorCode | undefined {
  if (!isScheduleHour(range.minHour) || !isScheduleHour(range.maxHour)) return "PEOPLE_SCHEDULE_HOUR_INVALID";
  if (range.maxHour <= range.minHour) return "PEOPLE_SCHEDULE_END_NOT_AFTER_START";
  return undefined;
}

/** The broken rules of a draft; empty when it can be saved. */
export function scheduleErrors(draft: ScheduleDraft): ScheduleErrors {
  const errors: ScheduleErrors = {};
  if (draft.type === "none") return errors;
  if (!WEEKDAYS.some((d) => draft.days[d])) errors.days = "VALIDATION_SELECTION";
  if (draft.type === "regular") {
    const e = rangeError(draft.regular);
    if (e) errors.regular = e;
  }
  if (draft.type === "double") {
    const { minHour, maxMidHour, minMidHour, maxHour } = draft.double;
    const first = rangeError({ minHour, maxHour: maxMidHour });
    const second = rangeError({ minHour: minMidHour, maxHour });
    if (first) errors.first = first;
    if (second) errors.second = second;
    // spec §3: "The second range starts at or after the end of the first."
    else if (!first && minMidHour < maxMidHour) errors.second = "PEOPLE_SCHEDULE_SECOND_RANGE";
  }
  if (draft.type === "custom")
    for (const day of WEEKDAYS) {
      if (!draft.days[day]) continue;
      const e = rangeError(draft.custom[day]);
      if (e) errors[day] = e;
    }
  return errors;
}

/** What the API takes for a draft (only the fields of its type). */
export function scheduleInputOf(draft: ScheduleDraft): ScheduleInput {
  if (draft.type === "none") return { type: "none" };
  const days = { ...draft.days };
  if (draft.type === "regular") return { type: "regular", days, ...draft.regular };
  if (draft.type === "double") return { type: "double", days, ...draft.double };
  const custom: NonNullable<ScheduleInput["custom"]> = {};
  for (const day of WEEKDAYS) if (draft.days[day]) custom[day] = { ...draft.custom[day] };
  return { type: "custom", days, custom };
}
