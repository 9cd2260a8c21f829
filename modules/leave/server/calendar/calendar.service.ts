import { actingUser, type ServiceContext } from "../../../../core/context.js";
import { countDays, monthsOf, parseDay } from "../../../../core/dates/calendar-days.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { ACTIVE_STATUSES, type CalendarData, type CalendarQuery } from "../../contract/index.js";
import { holidaysService } from "../holidays/holidays.service.js";
import { lockedDatesService } from "../locked-dates/locked-dates.service.js";
import { LeaveRequestModel, type LeaveRequestDoc } from "../requests/requests.model.js";
import type { WorkerDirectory } from "../workers-directory.js";

/**
 * The most leaves one calendar answer holds: a month of a 10,000-person company holds about 3,400 (bench:leave), so
 * the cap only guards against a runaway period, it does not cut a real one.
 */
const CALENDAR_MAX_LEAVES = 10_000;

const byStartThenId = (x: { startDate: string; id: string }, y: { startDate: string; id: string }): number =>
  x.startDate < y.startDate ? -1 : x.startDate > y.startDate ? 1 : x.id < y.id ? -1 : x.id > y.id ? 1 : 0;

export interface CalendarServiceOptions {
  workers: WorkerDirectory;
}

/** The team calendar's data (issue 5); the iCal feed of the same leaves is calendar-feed.service.ts. */
export function createCalendarService(options: CalendarServiceOptions) {
  /** The user ids a calendar scope other than the company covers (team: the people the caller supervises). */
  async function scopeMembers(ctx: ServiceContext, query: CalendarQuery): Promise<string[]> {
    if (query.scope === "team") {
      const caller = actingUser(ctx);
      const me = caller ? await options.workers.byUserId(ctx, caller.userId) : null;
      return me ? options.workers.members(ctx, { supervisorId: me.id }) : [];
    }
    if (query.scope === "department") {
      if (!query.departmentId) throw new AppError("VALIDATION_REQUIRED", { field: "departmentId" });
      return options.workers.members(ctx, { departmentId: query.departmentId });
    }
    if (!query.officeId) throw new AppError("VALIDATION_REQUIRED", { field: "officeId" });
    return options.workers.members(ctx, { officeId: query.officeId });
  }

  return {
    /**
     * Team calendar data (issue 5): active leaves (denied and canceled excluded, spec §4) touching the period, over
     * the company, a department, an office or the caller's team (workers they supervise), with the company's
     * holidays and locked dates. At most 62 days (a month or a week view).
     */
    async data(ctx: ServiceContext, query: CalendarQuery): Promise<CalendarData> {
      if (!parseDay(query.from) || !parseDay(query.to)) throw new AppError("DATE_INVALID");
      if (query.to < query.from || countDays(query.from, query.to) > 62) throw new AppError("DATES_CHOOSE_CORRECT");
      // The months a leave touches (stored on it) find the period's leaves through the (months, status, deletedAt)
      // index, which decides this filter alone: no leave of the company is read or evaluated beyond those months
      // (bench:leave, 10,000 people). The exact days and the order are applied here, on a few thousand at most.
      const filter: Record<string, unknown> = {
        months: { $in: monthsOf(query.from, query.to) },
        status: { $in: [...ACTIVE_STATUSES] },
      };
      if (query.scope !== "company") filter.userId = { $in: await scopeMembers(ctx, query) };
      const [leaves, holidays, lockedDates] = await Promise.all([
        scoped(ctx, LeaveRequestModel).find(filter, { limit: CALENDAR_MAX_LEAVES }) as Promise<
          Array<LeaveRequestDoc & { _id: unknown }>
        >,
        // an office's calendar shows its region's holidays too
        query.scope === "office" && query.officeId
          ? options.workers
              .officeState(ctx, query.officeId)
              .then((state) => holidaysService.inRange(ctx, query.from, query.to, state))
          : holidaysService.inRange(ctx, query.from, query.to),
        lockedDatesService.list(ctx),
      ]);
      const inPeriod = leaves.filter((l) => l.startDate <= query.to && l.endDate >= query.from);
      const names = await options.workers.names(ctx, [...new Set(inPeriod.map((l) => l.userId))]);
      // What kind of leave a colleague is on can be health data (LGPD art. 11, GDPR art. 9): a requester sees the
      // type of their own leaves only; leaders and admins, who decide them, see every type.
      const me = actingUser(ctx);
      const seesTypes = (userId: string) => !me || me.level !== "requester" || me.userId === userId;
      return {
        from: query.from,
        to: query.to,
        // sorted here rather than by the database: a few thousand short strings sort in a millisecond or two
        leaves: inPeriod
          .map((l) => ({
            id: String(l._id),
            userId: l.userId,
            name: names.get(l.userId) ?? "",
            ...(seesTypes(l.userId) ? { leaveTypeId: l.leaveTypeId } : {}),
            startDate: l.startDate,
            endDate: l.endDate,
            status: l.status,
          }))
          .sort(byStartThenId),
        holidays,
        lockedDates: lockedDates.filter((d) => d.startDate <= query.to && d.endDate >= query.from),
      };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
