import { actingUser, companyDay, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { assertReportableGroup } from "../../../../core/reports/minimum-group.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { LeaveAbsences } from "../../../leave/contract/absences.js";
import type { DirectoryWorker, PeopleDirectory } from "../../../people/contract/directory.js";
import type { TimeSheetDay, TimeSheetFilters, TimeSheetPerson, TimeSheetReport } from "../../contract/overtime.js";
import { ForgottenEndModel } from "../forgotten/forgotten-ends.js";
import { assertPeriod, isClosed, type OvertimeService } from "../overtime/overtime.service.js";
import { BankMovementModel } from "../time-bank/time-bank.model.js";

/** The longest period of a time-sheet report (two months: a payroll month with its edges). */
export const MAX_REPORT_DAYS = 62;

/**
 * The time-sheet report (issue 13 "Reports", `POST .../clock/time-sheet-report`): per person and day the punches and
 * corrections, worked, expected, overtime and undertime, the bank movement of the day and the absence. It exposes
 * personal data, so a group filter (everyone, a department, an office) that leaves fewer than 6 people is refused
 * (spec §5, REPORT_MIN_WORKERS); the one-person sheet (the payroll document a person signs) is the admin's only.
 * A leader sees their team only.
 */
export function createTimeSheetService(deps: {
  people: PeopleDirectory;
  leaves: LeaveAbsences;
  overtime: OvertimeService;
}) {
  const service = {
    /** The people the filters select, checked against the caller's reach and the 6-person rule. */
    async peopleOf(
      ctx: ServiceContext,
      filters: TimeSheetFilters,
      only?: readonly string[],
    ): Promise<DirectoryWorker[]> {
      assertPeriod(filters.from, filters.to, MAX_REPORT_DAYS);
      const user = actingUser(ctx);
      let workers = await deps.people.listActive(ctx);
      // an export's job: the people were chosen (and checked) when the person asked for it
      if (only) {
        const chosen = new Set(only);
        return workers.filter((w) => chosen.has(w.userId)).sort((a, b) => a.name.localeCompare(b.name));
      }
      const visible = await deps.overtime.visibleUserIds(ctx);
      if (visible) workers = workers.filter((w) => visible.has(w.userId));
      if (filters.departmentId) workers = workers.filter((w) => w.departmentId === filters.departmentId);
      if (filters.officeId) workers = workers.filter((w) => w.officeId === filters.officeId);
      if (filters.userId) {
        if (user && user.level !== "admin") assertReportableGroup(1);
        workers = workers.filter((w) => w.userId === filters.userId);
        if (workers.length === 0) throw new AppError("NOT_FOUND");
        return workers;
      }
      assertReportableGroup(workers.length);
      return workers.sort((a, b) => a.name.localeCompare(b.name));
    },

    /**
     * The report. `onProgress` hears the share of people done (0 to 1), for long exports; people are judged in
     * batches, so memory stays bounded by a batch's punches.
     */
    async build(
      ctx: ServiceContext,
      filters: TimeSheetFilters,
      options: { onProgress?: (done: number) => Promise<void> | void; batch?: number; only?: readonly string[] } = {},
    ): Promise<TimeSheetReport> {
      const workers = await service.peopleOf(ctx, filters, options.only);
      const settings = await deps.overtime.settings(ctx);
      const today = companyDay(ctx);
      const [holidays, leaves, types] = await Promise.all([
        deps.leaves.holidays(ctx, filters.from, filters.to),
        deps.leaves.activeLeaves(ctx, {
          from: filters.from,
          to: filters.to,
          ...(workers.length <= 500 ? { userIds: workers.map((w) => w.userId) } : {}),
        }),
        deps.leaves.leaveTypes(ctx),
      ]);
      const holidayNames = new Map(holidays.map((h) => [h.date, h.name]));
      const typeNames = new Map(types.map((t) => [t.id, t.title.en]));
      const absenceOf = new Map<string, string>();
      for (const l of leaves) {
        if (l.status !== "approved" && l.status !== "approved-payroll") continue;
        for (let d = l.startDate < filters.from ? filters.from : l.startDate; d <= l.endDate && d <= filters.to;) {
          absenceOf.set(`${l.userId}:${d}`, typeNames.get(l.leaveTypeId) ?? "");
          d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        }
      }
      const people: TimeSheetPerson[] = [];
      const batch = options.batch ?? 500;
      for (let i = 0; i < workers.length; i += batch) {
        const slice = workers.slice(i, i + batch);
        const ids = slice.map((w) => w.userId);
        const [judged, movements, forgotten] = await Promise.all([
          deps.overtime.judge(ctx, { from: filters.from, to: filters.to, workers: slice }),
          scoped(ctx, BankMovementModel).find(
            { userId: { $in: ids }, day: { $gte: filters.from, $lte: filters.to } },
            { projection: { userId: 1, day: 1, minutes: 1 } },
          ),
          scoped(ctx, ForgottenEndModel).find(
            { userId: { $in: ids }, day: { $gte: filters.from, $lte: filters.to } },
            { projection: { userId: 1, day: 1 } },
          ),
        ]);
        const forgottenDays = new Set(forgotten.map((f) => `${f.userId}:${f.day}`));
        const bankOf = new Map<string, number>();
        for (const m of movements)
          bankOf.set(`${m.userId}:${m.day}`, (bankOf.get(`${m.userId}:${m.day}`) ?? 0) + m.minutes);
        for (const worker of slice) {
          const entry = judged.get(worker.userId);
          const days: TimeSheetDay[] = (entry?.days ?? []).map((d) => {
            const absence = absenceOf.get(`${worker.userId}:${d.day}`) ?? holidayNames.get(d.day);
            return {
              day: d.day,
              kind: d.kind,
              punches: d.punches.map((p) => {
                const extra = p as typeof p & { correction?: boolean; afterClosing?: boolean };
                return {
                  status: p.status,
                  at: p.statusDate.toISOString(),
                  ...(extra.correction ? { correction: true } : {}),
                  ...(extra.afterClosing ? { afterClosing: true } : {}),
                };
              }),
              workedMinutes: d.workedMinutes,
              expectedMinutes: d.expectedMinutes,
              overtimeMinutes: d.overtimeMinutes,
              undertimeMinutes: d.undertimeMinutes,
              bankMinutes: bankOf.get(`${worker.userId}:${d.day}`) ?? 0,
              ...(absence ? { absence } : {}),
              incomplete: d.incomplete,
              ...(forgottenDays.has(`${worker.userId}:${d.day}`) ? { forgottenEnd: true } : {}),
            };
          });
          const totals = {
            workedMinutes: 0,
            expectedMinutes: 0,
            overtimeMinutes: 0,
            undertimeMinutes: 0,
            bankMinutes: 0,
          };
          for (const d of days) {
            totals.workedMinutes += d.workedMinutes;
            totals.expectedMinutes += d.expectedMinutes;
            totals.overtimeMinutes += d.overtimeMinutes;
            totals.undertimeMinutes += d.undertimeMinutes;
            totals.bankMinutes += d.bankMinutes;
          }
          people.push({ userId: worker.userId, name: worker.name, days, totals });
        }
        await options.onProgress?.(Math.min(1, (i + slice.length) / workers.length));
      }
      return {
        from: filters.from,
        to: filters.to,
        people,
        closed: isClosed(filters.to, today, settings.deadlinePayroll),
      };
    },
  };
  return service;
}

export type TimeSheetService = ReturnType<typeof createTimeSheetService>;
