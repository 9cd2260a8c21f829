import type { ServiceContext } from "../../../../core/context.js";
import { addDays, startOfWeek } from "../../../../core/dates/calendar-days.js";
import type { OptionalService } from "../../../../core/modules/define-module.js";
import type { DirectoryWorker } from "../../../people/contract/directory.js";
import { workRanges } from "../../../people/contract/schedule.js";
import type { SchedulingShifts } from "../../../scheduling/contract/shifts-service.js";

/** A continuous single range longer than 6 hours includes the company's lunch break (CLT art. 71). */
const LUNCH_AFTER_MINUTES = 6 * 60;

/**
 * What a person is expected to work on one day (issue 13: "expected" of the time sheet, overtime and the punch
 * screen): ranges in minutes from that day's midnight (an overnight shift's end passes 1440), the unpaid break inside
 * them, the minutes expected, and where it comes from: a published `shift` of the scheduling module, or the person's
 * `schedule` of the people module.
 */
export interface PlannedDay {
  ranges: Array<[number, number]>;
  breakMinutes: number;
  minutes: number;
  source: "shift" | "schedule";
}

/** The day as the person's schedule (people) has it: its ranges, less the lunch in a single range over 6 hours. */
export function scheduleDay(
  schedule: DirectoryWorker["schedule"] | undefined,
  day: string,
  lunchMinutes: number,
): PlannedDay {
  const ranges = workRanges(schedule, day).map(([from, to]): [number, number] => [from * 60, to * 60]);
  const total = ranges.reduce((sum, [from, to]) => sum + to - from, 0);
  const breakMinutes = ranges.length === 1 && total > LUNCH_AFTER_MINUTES ? Math.min(lunchMinutes, total) : 0;
  return { ranges, breakMinutes, minutes: total - breakMinutes, source: "schedule" };
}

/**
 * A person's plan over a period: the days governed by published shifts, and their schedule for the rest. A week
 * (Monday to Sunday) in which the person has at least one published shift follows the roster: its days without a
 * shift are rest days. A week without any follows their schedule (a company rostering one team leaves the others on
 * their schedules; a person not rostered yet keeps theirs).
 */
export interface WorkPlan {
  day(day: string): PlannedDay;
}

const weekOf = (day: string) => startOfWeek(day, 1);

export type ExpectedTime = ReturnType<typeof createExpectedTime>;

/**
 * Expected time (modules/clock/README.md "Expected time"): published shifts through scheduling's provided service
 * (`scheduling.shifts`) when the company has the scheduling module, people's schedules otherwise. One read of the
 * period's shifts (whole weeks) for everyone asked.
 */
export function createExpectedTime(deps: { shifts: OptionalService<SchedulingShifts> }) {
  /** Each worker's plan for the days `from`..`to` (the weeks around them are read), by user id. */
  async function plans(
    ctx: ServiceContext,
    query: { workers: readonly DirectoryWorker[]; from: string; to: string; lunchMinutes: number },
  ): Promise<Map<string, WorkPlan>> {
    const shifts = deps.shifts.forTenant(ctx);
    const byUser = new Map<string, Map<string, PlannedDay>>();
    const rosteredWeeks = new Map<string, Set<string>>();
    if (shifts && query.workers.length > 0) {
      const published = await shifts.publishedShifts(ctx, {
        workerIds: query.workers.map((w) => w.userId),
        from: weekOf(query.from),
        to: addDays(weekOf(query.to), 6),
      });
      for (const s of published) {
        const days = byUser.get(s.userId) ?? new Map<string, PlannedDay>();
        byUser.set(s.userId, days);
        const weeks = rosteredWeeks.get(s.userId) ?? new Set<string>();
        rosteredWeeks.set(s.userId, weeks);
        weeks.add(weekOf(s.date));
        const day = days.get(s.date) ?? { ranges: [], breakMinutes: 0, minutes: 0, source: "shift" as const };
        day.ranges.push([s.start, s.end]);
        day.breakMinutes += s.breakMinutes;
        day.minutes += Math.max(0, s.end - s.start - s.breakMinutes);
        days.set(s.date, day);
      }
    }
    const out = new Map<string, WorkPlan>();
    for (const worker of query.workers) {
      const days = byUser.get(worker.userId);
      const weeks = rosteredWeeks.get(worker.userId);
      out.set(worker.userId, {
        day(day) {
          if (weeks?.has(weekOf(day)))
            return days?.get(day) ?? { ranges: [], breakMinutes: 0, minutes: 0, source: "shift" };
          return scheduleDay(worker.schedule, day, query.lunchMinutes);
        },
      });
    }
    return out;
  }

  return {
    plans,
    /** One worker's day. */
    async day(ctx: ServiceContext, worker: DirectoryWorker, day: string, lunchMinutes: number): Promise<PlannedDay> {
      return (await plans(ctx, { workers: [worker], from: day, to: day, lunchMinutes })).get(worker.userId)!.day(day);
    },
  };
}
