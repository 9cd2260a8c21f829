import { actingUser, companyDay, type ServiceContext } from "../../../../core/context.js";
import { addDays, isoOfTime } from "../../../../core/dates/calendar-days.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { assertReportableGroup } from "../../../../core/reports/minimum-group.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { LeaveAbsences } from "../../../leave/contract/absences.js";
import type { DirectoryWorker, PeopleDirectory } from "../../../people/contract/directory.js";
import type {
  OvertimeSettings,
  TimeSheetDay,
  TimeSheetFilters,
  TimeSheetPerson,
  TimeSheetReport,
} from "../../contract/overtime.js";
import { ForgottenEndModel } from "../forgotten/forgotten-ends.js";
import type { DayResult } from "../overtime/overtime-rules.js";
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
     * The report as a whole (the on-screen report): `each` with the people gathered. `onProgress` hears the share of
     * people done (0 to 1).
     */
    async build(
      ctx: ServiceContext,
      filters: TimeSheetFilters,
      options: { onProgress?: (done: number) => Promise<void> | void; batch?: number; only?: readonly string[] } = {},
    ): Promise<TimeSheetReport> {
      const people: TimeSheetPerson[] = [];
      const period = await service.each(
        ctx,
        filters,
        (batch) => {
          for (const person of batch) people.push(person);
        },
        options,
      );
      return { ...period, people };
    },

    /** The period's heading of a report: its days and whether payroll closed it. */
    async period(ctx: ServiceContext, filters: TimeSheetFilters): Promise<Omit<TimeSheetReport, "people">> {
      return periodOf(ctx, filters, await deps.overtime.settings(ctx));
    },

    /**
     * The report read a batch of people at a time (`batch`, default 500) and handed out in groups of at most 100 of
     * them (`HAND_OUT`), in name order, as each is judged:
     * what a long export writes as it goes, so the live memory is one batch's punches and days, never the whole
     * company's (a month of 10,000 people is 310,000 days and 880,000 punches, which held at once made garbage
     * collection the largest cost of the report, bench/README.md). `onProgress` hears the share of people done.
     */
    async each(
      ctx: ServiceContext,
      filters: TimeSheetFilters,
      onBatch: (people: TimeSheetPerson[]) => Promise<void> | void,
      options: { onProgress?: (done: number) => Promise<void> | void; batch?: number; only?: readonly string[] } = {},
    ): Promise<Omit<TimeSheetReport, "people">> {
      const workers = await service.peopleOf(ctx, filters, options.only);
      const settings = await deps.overtime.settings(ctx);
      const batch = options.batch ?? 500;
      // a batch's reads and rules: the judged days (punches, schedules, leaves), its bank movements, forgotten ends
      const load = (slice: DirectoryWorker[]) => {
        const ids = slice.map((w) => w.userId);
        return Promise.all([
          deps.overtime.prepare(ctx, { from: filters.from, to: filters.to, workers: slice, settings }),
          scoped(ctx, BankMovementModel).find(
            { userId: { $in: ids }, day: { $gte: filters.from, $lte: filters.to } },
            { projection: { userId: 1, day: 1, minutes: 1 } },
          ),
          scoped(ctx, ForgottenEndModel).find(
            { userId: { $in: ids }, day: { $gte: filters.from, $lte: filters.to } },
            { projection: { userId: 1, day: 1 } },
          ),
        ]);
      };
      // the next batch is asked for before this one is judged, so the database reads it while the rules run here (the
      // engine's thread, or a MongoDB server, works beside the app); its failure surfaces when it is its turn
      const ahead = (at: number) => {
        if (at >= workers.length) return undefined;
        const loading = load(workers.slice(at, at + batch));
        loading.catch(() => {});
        return loading;
      };
      // the first batch's reads go out beside the report's own (holidays, everyone's leaves, leave types)
      let next = ahead(0);
      const period = periodOf(ctx, filters, settings);
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
      // per person, then per day: no `${userId}:${day}` key made per person-day
      const absenceOf = new Map<string, Map<string, string>>();
      for (const l of leaves) {
        if (l.status !== "approved" && l.status !== "approved-payroll") continue;
        const days = dayMapOf(absenceOf, l.userId);
        for (let d = l.startDate < filters.from ? filters.from : l.startDate; d <= l.endDate && d <= filters.to;) {
          days.set(d, typeNames.get(l.leaveTypeId) ?? "");
          d = addDays(d, 1);
        }
      }
      for (let i = 0; i < workers.length; i += batch) {
        const slice = workers.slice(i, i + batch);
        const current = next!;
        next = ahead(i + batch);
        const [prepared, movements, forgotten] = await current;
        const forgottenDays = new Map<string, Map<string, true>>();
        for (const f of forgotten) dayMapOf(forgottenDays, f.userId).set(f.day, true);
        const bankOf = new Map<string, Map<string, number>>();
        for (const m of movements) {
          const days = dayMapOf(bankOf, m.userId);
          days.set(m.day, (days.get(m.day) ?? 0) + m.minutes);
        }
        // each person judged and turned into their sheet before the next (their judged days die young), and handed
        // out by `HAND_OUT` people: a writer that drops them lets them die young too
        for (let h = 0; h < slice.length; h += HAND_OUT) {
          const group = slice.slice(h, h + HAND_OUT);
          const people: TimeSheetPerson[] = new Array<TimeSheetPerson>(group.length);
          for (let k = 0; k < group.length; k++) {
            const worker = group[k]!;
            people[k] = personOf(
              worker,
              prepared.judge(worker),
              absenceOf.get(worker.userId),
              holidayNames,
              bankOf.get(worker.userId),
              forgottenDays.get(worker.userId),
            );
          }
          await onBatch(people);
          await options.onProgress?.(Math.min(1, (i + h + group.length) / workers.length));
        }
      }
      return period;
    },
  };
  return service;
}

/**
 * People handed to `each`'s caller at a time, within a batch read at once: a batch's sheets held until the batch ends
 * (500 people, 15,500 days) outlived the young generation and were copied and promoted before the writer dropped them.
 */
const HAND_OUT = 100;

/** The period's heading of a report: its days and whether payroll closed it. */
function periodOf(
  ctx: ServiceContext,
  filters: TimeSheetFilters,
  settings: OvertimeSettings,
): Omit<TimeSheetReport, "people"> {
  return {
    from: filters.from,
    to: filters.to,
    closed: isClosed(filters.to, companyDay(ctx), settings.deadlinePayroll),
  };
}

/** The map of one person's days in a map by person, made when first asked. */
function dayMapOf<T>(byPerson: Map<string, Map<string, T>>, userId: string): Map<string, T> {
  let days = byPerson.get(userId);
  if (!days) byPerson.set(userId, (days = new Map()));
  return days;
}

type JudgedPunch = DayResult["punches"][number] & { correction?: boolean; afterClosing?: boolean };

/** A punch as the sheet shows it (its instant as ISO text, the correction flags when set). */
function sheetPunchOf(p: JudgedPunch): TimeSheetDay["punches"][number] {
  const out: TimeSheetDay["punches"][number] = { status: p.status, at: isoOfTime(p.statusDate.getTime()) };
  if (p.correction) out.correction = true;
  if (p.afterClosing) out.afterClosing = true;
  return out;
}

/**
 * A person's sheet from their judged days, absences (leave, else holiday), bank movements and forgotten ends. Loops
 * and no closures: the month of 10,000 people is 310,000 days (the keys keep the order the contract lists them in).
 */
function personOf(
  worker: DirectoryWorker,
  judged: readonly DayResult[],
  absences: ReadonlyMap<string, string> | undefined,
  holidayNames: ReadonlyMap<string, string>,
  bank: ReadonlyMap<string, number> | undefined,
  forgotten: ReadonlyMap<string, true> | undefined,
): TimeSheetPerson {
  const totals = { workedMinutes: 0, expectedMinutes: 0, overtimeMinutes: 0, undertimeMinutes: 0, bankMinutes: 0 };
  const days: TimeSheetDay[] = new Array<TimeSheetDay>(judged.length);
  for (let i = 0; i < judged.length; i++) {
    const d = judged[i]!;
    const punches: TimeSheetDay["punches"] = new Array<TimeSheetDay["punches"][number]>(d.punches.length);
    for (let k = 0; k < d.punches.length; k++) punches[k] = sheetPunchOf(d.punches[k]!);
    const absence = absences?.get(d.day) ?? holidayNames.get(d.day);
    const bankMinutes = bank?.get(d.day) ?? 0;
    const day: TimeSheetDay = {
      day: d.day,
      kind: d.kind,
      punches,
      workedMinutes: d.workedMinutes,
      expectedMinutes: d.expectedMinutes,
      overtimeMinutes: d.overtimeMinutes,
      undertimeMinutes: d.undertimeMinutes,
      bankMinutes,
      incomplete: d.incomplete,
    };
    if (absence) day.absence = absence;
    if (forgotten?.has(d.day)) day.forgottenEnd = true;
    days[i] = day;
    totals.workedMinutes += day.workedMinutes;
    totals.expectedMinutes += day.expectedMinutes;
    totals.overtimeMinutes += day.overtimeMinutes;
    totals.undertimeMinutes += day.undertimeMinutes;
    totals.bankMinutes += day.bankMinutes;
  }
  return { userId: worker.userId, name: worker.name, days, totals };
}

export type TimeSheetService = ReturnType<typeof createTimeSheetService>;
