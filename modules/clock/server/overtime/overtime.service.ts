import { actingUser, companyDay, type ServiceContext } from "../../../../core/context.js";
import { addDays, addMonths, countDays } from "../../../../core/dates/calendar-days.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import type { AuditService } from "../../../../core/audit/audit.service.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { LeaveAbsences } from "../../../leave/contract/absences.js";
import type { DirectoryWorker, PeopleDirectory } from "../../../people/contract/directory.js";
import {
  overtimeEvents,
  type OvertimeDay,
  type OvertimeDayList,
  type OvertimeDecision,
  type OvertimeQuery,
  type OvertimeSettings,
  type OvertimeSettingsPatch,
} from "../../contract/overtime.js";
import type { ExpectedTime } from "../expected/expected-time.js";
import type { TimeBankService } from "../time-bank/time-bank.service.js";
import { judgeDays, leaveDaysOf, type DayResult, type PunchLike } from "./overtime-rules.js";
import { OvertimeDayModel, OvertimeSettingsModel, type OvertimeDayDoc } from "./overtime.model.js";
import { daysBetween } from "./zone-time.js";

/** Defaults of a company's overtime rules (CLT-like: 10 min tolerance, 2 h a day, 50 % / 100 %, 20 % at night). */
export const DEFAULT_OVERTIME_SETTINGS: OvertimeSettings = {
  toleranceMinutes: 10,
  dailyLimitMinutes: 120,
  weeklyLimitMinutes: 600,
  rates: { weekday: 1.5, restDay: 2, holiday: 2, night: 1.2 },
  requireApproval: true,
  bankExpiryMonths: 6,
  deadlinePayroll: 5,
  lunchMinutes: 60,
  compensatoryLeaveTypeId: null,
};

/** The longest period one computation or report covers. */
export const MAX_PERIOD_DAYS = 62;

/**
 * Where the punches come from (the clock entries of the punching side, `listEntries`): a person's punches in
 * `[from, to)`, by user id, corrections applied (an approved correction's punch replaces what it corrects).
 */
export type PunchSource = (
  ctx: ServiceContext,
  query: { workers: DirectoryWorker[]; from: Date; to: Date },
) => Promise<{
  /** A person's punches in time order, by user id (undefined: none); asked once per person judged. */
  get(userId: string): Array<PunchLike & { correction?: boolean; afterClosing?: boolean }> | undefined;
}>;

/** The payroll period a day belongs to is its month; it closes on `deadlinePayroll` of the next month. */
export function closingDayOf(day: string, deadlinePayroll: number): string | null {
  if (deadlinePayroll <= 0) return null;
  const nextMonth = addMonths(`${day.slice(0, 7)}-01`, 1);
  return `${nextMonth.slice(0, 8)}${String(deadlinePayroll).padStart(2, "0")}`;
}

/** Whether `day` belongs to a closed payroll period on `today`. */
export function isClosed(day: string, today: string, deadlinePayroll: number): boolean {
  const closing = closingDayOf(day, deadlinePayroll);
  return closing !== null && today >= closing;
}

function toDay(doc: OvertimeDayDoc & { _id: unknown }, name: string): OvertimeDay {
  return {
    id: String(doc._id),
    userId: doc.userId,
    name,
    day: doc.day,
    kind: doc.kind,
    expectedMinutes: doc.expectedMinutes,
    workedMinutes: doc.workedMinutes,
    nightMinutes: doc.nightMinutes,
    overtimeMinutes: doc.overtimeMinutes,
    weightedMinutes: doc.weightedMinutes,
    undertimeMinutes: doc.undertimeMinutes,
    excessMinutes: doc.excessMinutes,
    incomplete: doc.incomplete,
    status: doc.status,
    ...(doc.decidedBy ? { decidedBy: doc.decidedBy } : {}),
    ...(doc.decidedAt ? { decidedAt: doc.decidedAt.toISOString() } : {}),
    ...(doc.reason ? { reason: doc.reason } : {}),
  };
}

export function assertPeriod(from: string, to: string, max = MAX_PERIOD_DAYS): void {
  if (to < from) throw new AppError("CLOCK_RANGE_INVALID", { field: "to" });
  if (countDays(from, to) > max) throw new AppError("CLOCK_RANGE_TOO_LONG", { field: "to", params: { max } });
}

export interface OvertimeDeps {
  events: ModuleEvents;
  audit: Pick<AuditService, "record">;
  people: PeopleDirectory;
  leaves: LeaveAbsences;
  bank: TimeBankService;
  punches: PunchSource;
  /** Expected time: published shifts (scheduling) or the schedule (people). */
  expected: ExpectedTime;
}

/**
 * Overtime per person and day (issue 13): the company's rules (its own settings document), days judged from punches
 * against schedules, holidays and leaves, leaders' decisions (audited, with events), and what reaches the time bank.
 */
export function createOvertimeService(deps: OvertimeDeps) {
  const service = {
    async settings(ctx: ServiceContext): Promise<OvertimeSettings> {
      const doc = await scoped(ctx, OvertimeSettingsModel).findOneAndUpdate(
        {},
        { $setOnInsert: { ...DEFAULT_OVERTIME_SETTINGS } },
        { upsert: true },
      );
      return {
        toleranceMinutes: doc!.toleranceMinutes,
        dailyLimitMinutes: doc!.dailyLimitMinutes,
        weeklyLimitMinutes: doc!.weeklyLimitMinutes,
        rates: doc!.rates,
        requireApproval: doc!.requireApproval,
        bankExpiryMonths: doc!.bankExpiryMonths,
        deadlinePayroll: doc!.deadlinePayroll,
        lunchMinutes: doc!.lunchMinutes,
        compensatoryLeaveTypeId: doc!.compensatoryLeaveTypeId ?? null,
      };
    },

    async updateSettings(ctx: ServiceContext, patch: OvertimeSettingsPatch): Promise<OvertimeSettings> {
      const before = await service.settings(ctx);
      const next = { ...before, ...patch, rates: { ...before.rates, ...patch.rates } };
      if (next.weeklyLimitMinutes < next.dailyLimitMinutes)
        throw new AppError("VALIDATION_MIN_VALUE", {
          field: "weeklyLimitMinutes",
          params: { min: next.dailyLimitMinutes },
        });
      if (next.compensatoryLeaveTypeId) {
        const types = await deps.leaves.leaveTypes(ctx);
        if (!types.some((t) => t.id === next.compensatoryLeaveTypeId))
          throw new AppError("VALIDATION_SELECTION", { field: "compensatoryLeaveTypeId" });
      }
      await scoped(ctx, OvertimeSettingsModel).updateOne({}, { $set: next }, { upsert: true });
      await deps.audit.record(ctx, {
        action: "clock.overtime.settings-changed",
        target: { type: "clock.overtime-settings", id: ctx.companyId },
        details: { before, after: next },
      });
      return next;
    },

    /**
     * Throws CLOCK_PERIOD_CLOSED when `day` is in a closed payroll period, unless the change is flagged as after
     * closing. The punching side calls it before approving a correction of an old punch.
     */
    async assertOpen(ctx: ServiceContext, day: string, options: { afterClosing?: boolean } = {}): Promise<void> {
      if (options.afterClosing) return;
      const { deadlinePayroll } = await service.settings(ctx);
      if (isClosed(day, companyDay(ctx), deadlinePayroll)) throw new AppError("CLOCK_PERIOD_CLOSED", { field: "day" });
    },

    /** Judges the days from `from` to `to` of the given workers (all active when absent) with the company's rules. */
    async judge(
      ctx: ServiceContext,
      query: { from: string; to: string; workers?: DirectoryWorker[] },
    ): Promise<Map<string, { worker: DirectoryWorker; days: DayResult[] }>> {
      const prepared = await service.prepare(ctx, query);
      const out = new Map<string, { worker: DirectoryWorker; days: DayResult[] }>();
      for (const worker of prepared.workers) out.set(worker.userId, { worker, days: prepared.judge(worker) });
      return out;
    },

    /**
     * `judge` in two steps: the reads of the period (punches, holidays, leaves, plans, the company's rules unless
     * given) first, then
     * each worker judged when the caller asks, so a long report turns a person's judged days into its own rows and
     * drops them before judging the next (the time sheet judges 310,000 days for 10,000 people: held at once they
     * outlived the young generation and made garbage collection the report's largest cost).
     */
    async prepare(
      ctx: ServiceContext,
      query: { from: string; to: string; workers?: DirectoryWorker[]; settings?: OvertimeSettings },
    ): Promise<{ workers: DirectoryWorker[]; judge: (worker: DirectoryWorker) => DayResult[] }> {
      const zone = ctx.timeZone ?? "UTC";
      // a report judging batch after batch reads the company's rules once and passes them
      const settings = query.settings ?? (await service.settings(ctx));
      const workers = query.workers ?? (await deps.people.listActive(ctx));
      const days = daysBetween(query.from, query.to);
      // punches from the day before (an overnight shift started then ends today) to the day after `to`
      const [punches, holidays, leaves, plans] = await Promise.all([
        deps.punches(ctx, {
          workers,
          from: new Date(Date.parse(`${addDays(query.from, -1)}T00:00:00Z`)),
          to: new Date(Date.parse(`${addDays(query.to, 2)}T00:00:00Z`)),
        }),
        deps.leaves.holidays(ctx, query.from, query.to),
        deps.leaves.activeLeaves(ctx, {
          from: query.from,
          to: query.to,
          ...(query.workers ? { userIds: workers.map((w) => w.userId) } : {}),
        }),
        deps.expected.plans(ctx, { workers, from: query.from, to: query.to, lunchMinutes: settings.lunchMinutes }),
      ]);
      const holidaySet = new Set(holidays.map((h) => h.date));
      const leavesByUser = new Map<string, Array<{ startDate: string; endDate: string }>>();
      for (const l of leaves) {
        if (l.status !== "approved" && l.status !== "approved-payroll") continue;
        const list = leavesByUser.get(l.userId) ?? [];
        list.push(l);
        leavesByUser.set(l.userId, list);
      }
      return {
        workers,
        judge(worker) {
          const plan = plans.get(worker.userId);
          const judged = judgeDays(
            days,
            punches.get(worker.userId) ?? [],
            {
              schedule: worker.schedule,
              ...(plan ? { plannedDay: (day: string) => plan.day(day) } : {}),
              holidays: holidaySet,
              leaveDays: leaveDaysOf(leavesByUser.get(worker.userId) ?? [], query.from, query.to),
              lunchMinutes: settings.lunchMinutes,
            },
            settings,
            zone,
          );
          // before the person started at the company nothing is expected
          const start = worker.startDateAtCompany?.slice(0, 10);
          return start && judged.length > 0 && start > judged[0]!.day ? judged.filter((d) => d.day >= start) : judged;
        },
      };
    },

    /**
     * Stores the judged days of a period (up to yesterday; today is still being worked) and moves the time bank: an
     * undertime is debited, overtime is credited once approved (at once when the company needs no approval).
     * Decided days keep their figures; closed payroll periods are left alone unless `afterClosing` (a correction
     * flagged after closing), whose differences land in the bank on today's date. Idempotent: the bank's keys and the
     * days' unique index make a second run write nothing new.
     */
    async close(
      ctx: ServiceContext,
      query: { from: string; to: string; workers?: DirectoryWorker[]; afterClosing?: boolean },
    ): Promise<{ days: number; credited: number; debited: number }> {
      const today = companyDay(ctx);
      const to = query.to < today ? query.to : addDays(today, -1);
      if (to < query.from) return { days: 0, credited: 0, debited: 0 };
      assertPeriod(query.from, to, 400);
      const settings = await service.settings(ctx);
      const judged = await service.judge(ctx, {
        from: query.from,
        to,
        ...(query.workers ? { workers: query.workers } : {}),
      });
      const model = scoped(ctx, OvertimeDayModel);
      const existing = await model.find(
        {
          day: { $gte: query.from, $lte: to },
          ...(query.workers ? { userId: { $in: query.workers.map((w) => w.userId) } } : {}),
        },
        { projection: { userId: 1, day: 1, status: 1 } },
      );
      const known = new Map(existing.map((d) => [`${d.userId}:${d.day}`, d.status]));
      let days = 0;
      let credited = 0;
      let debited = 0;
      for (const [userId, { days: results }] of judged) {
        for (const r of results) {
          const status = known.get(`${userId}:${r.day}`);
          if (status === "approved" || status === "refused") continue;
          const closed = isClosed(r.day, today, settings.deadlinePayroll);
          if (closed && status !== undefined && !query.afterClosing) continue;
          const nextStatus = r.overtimeMinutes > 0 ? (settings.requireApproval ? "pending" : "approved") : "none";
          const { punches: _p, ...figures } = r;
          await model
            .updateOne(
              { userId, day: r.day, status: { $nin: ["approved", "refused"] } },
              {
                $set: {
                  ...figures,
                  status: nextStatus,
                  ...(nextStatus === "approved" ? { decidedBy: "system:auto", decidedAt: ctx.now() } : {}),
                },
              },
              { upsert: true },
            )
            .catch((err: unknown) => {
              // a leader decided the day meanwhile: the unique index refused the upsert, the decision stands
              if ((err as { code?: number }).code !== 11000) throw err;
            });
          days++;
          const bookDay = closed ? today : r.day;
          // the day's undertime in the bank follows its latest judgement: a correction that fills the day gives the
          // debit back, one that shortens it debits the difference (each change its own keyed movement)
          if (!r.incomplete) {
            const ref = `day:${userId}:${r.day}`;
            const m = await deps.bank.append(ctx, userId, (movements) => {
              const mine = movements.filter((x) => x.kind === "undertime" && x.of === ref);
              const booked = mine.reduce((sum, x) => sum + x.minutes, 0);
              const delta = -r.undertimeMinutes - booked;
              if (delta === 0) return null;
              return {
                kind: "undertime",
                minutes: delta,
                day: bookDay,
                key: mine.length === 0 ? `undertime:${userId}:${r.day}` : `undertime:${userId}:${r.day}:${mine.length}`,
                of: ref,
              };
            });
            if (m) debited -= m.minutes;
          }
          if (nextStatus === "approved") {
            const m = await deps.bank.record(ctx, userId, {
              kind: "overtime",
              minutes: r.overtimeMinutes,
              day: bookDay,
              key: `overtime:${userId}:${r.day}`,
              expiryMonths: settings.bankExpiryMonths,
            });
            if (m) credited += r.overtimeMinutes;
          }
        }
      }
      return { days, credited, debited };
    },

    /** Who the caller may see: a person their own days, a leader their team's and their own, an admin everyone's. */
    async visibleUserIds(ctx: ServiceContext): Promise<Set<string> | null> {
      const user = actingUser(ctx);
      if (!user || user.level === "admin") return null;
      const own = new Set([user.userId]);
      if (user.level === "revisor") {
        const me = await deps.people.byUserId(ctx, user.userId);
        if (me) for (const id of await deps.people.members(ctx, { supervisorId: me.id })) own.add(id);
      }
      return own;
    },

    async list(
      ctx: ServiceContext,
      query: OvertimeQuery & { limit?: number; skip?: number },
    ): Promise<OvertimeDayList> {
      assertPeriod(query.from, query.to, 400);
      const visible = await service.visibleUserIds(ctx);
      const filter: Record<string, unknown> = { day: { $gte: query.from, $lte: query.to } };
      if (query.status) filter.status = query.status;
      if (query.userId) {
        if (visible && !visible.has(query.userId)) throw new AppError("NOT_FOUND");
        filter.userId = query.userId;
      } else if (visible) filter.userId = { $in: [...visible] };
      const { items, total } = await scoped(ctx, OvertimeDayModel).page(filter, {
        sort: { day: -1, userId: 1 },
        skip: query.skip ?? 0,
        limit: query.limit ?? 50,
      });
      const names = await deps.people.names(ctx, [...new Set(items.map((i) => i.userId))]);
      return { items: items.map((d) => toDay(d, names.get(d.userId) ?? "")), total };
    },

    /** A leader approves or refuses a pending day's overtime (their team's; an admin anyone's), audited. */
    async decide(ctx: ServiceContext, dayId: string, input: OvertimeDecision): Promise<OvertimeDay> {
      const model = scoped(ctx, OvertimeDayModel);
      const doc = await model.findById(dayId);
      const visible = await service.visibleUserIds(ctx);
      const user = actingUser(ctx);
      if (!doc || (visible && !visible.has(doc.userId))) throw new AppError("NOT_FOUND");
      // nobody decides their own overtime
      if (user && user.level !== "admin" && doc.userId === user.userId) throw new AppError("FORBIDDEN");
      if (doc.overtimeMinutes <= 0) throw new AppError("CLOCK_OVERTIME_NOTHING");
      const settings = await service.settings(ctx);
      const status = input.decision === "approve" ? "approved" : "refused";
      const updated = await model.findOneAndUpdate(
        { _id: dayId, status: "pending" },
        {
          $set: {
            status,
            decidedBy: actingUser(ctx)?.userId ?? "system",
            decidedAt: ctx.now(),
            ...(input.reason ? { reason: input.reason.trim() } : {}),
          },
        },
      );
      if (!updated) throw new AppError("CLOCK_OVERTIME_DECIDED");
      if (status === "approved") {
        const today = companyDay(ctx);
        await deps.bank.record(ctx, updated.userId, {
          kind: "overtime",
          minutes: updated.overtimeMinutes,
          day: isClosed(updated.day, today, settings.deadlinePayroll) ? today : updated.day,
          key: `overtime:${updated.userId}:${updated.day}`,
          expiryMonths: settings.bankExpiryMonths,
        });
      }
      await deps.audit.record(ctx, {
        action: `clock.overtime.${status}`,
        target: { type: "clock.overtime-day", id: dayId },
        details: {
          userId: updated.userId,
          day: updated.day,
          minutes: updated.overtimeMinutes,
          reason: input.reason ?? null,
        },
      });
      await deps.events.emit(ctx, overtimeEvents.overtimeDecided, {
        userId: updated.userId,
        day: updated.day,
        decision: input.decision,
        minutes: updated.overtimeMinutes,
      });
      const names = await deps.people.names(ctx, [updated.userId]);
      return toDay(updated, names.get(updated.userId) ?? "");
    },
  };
  return service;
}

export type OvertimeService = ReturnType<typeof createOvertimeService>;
