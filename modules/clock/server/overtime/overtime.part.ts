import { companyDay, type ServiceContext } from "../../../../core/context.js";
import { addDays } from "../../../../core/dates/calendar-days.js";
import { defineJob } from "../../../../core/jobs/types.js";
import { on, provide, type ModuleKit, type ModuleParts } from "../../../../core/modules/define-module.js";
import type { LeaveAbsences } from "../../../leave/contract/absences.js";
import type { LeaveBalanceSources } from "../../../leave/contract/balance-sources.js";
import type { PeopleDirectory } from "../../../people/contract/directory.js";
import { events as clockEvents } from "../../contract/index.js";
import { clockTimeBank } from "../../contract/overtime.js";
import { ClockCorrectionModel } from "../entries/entries.model.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { localDay } from "./zone-time.js";
import { isClosed } from "./overtime.service.js";
import { OvertimeDayModel } from "./overtime.model.js";
import { createExportsService, EXPORT_JOB, type ExportJobData } from "../reports/exports.service.js";
import { createTimeSheetService } from "../reports/time-sheet.service.js";
import { createTimeBankService, timeBankForOtherModules } from "../time-bank/time-bank.service.js";
import type { ExpectedTime } from "../expected/expected-time.js";
import { overtimeRoutes } from "./overtime.routes.js";
import { createOvertimeService, type PunchSource } from "./overtime.service.js";
import { seedOvertime } from "./overtime.seed.js";

/** Days the nightly close looks back (late corrections and late offline syncs land within them). */
export const CLOSE_LOOKBACK_DAYS = 7;

/**
 * The overtime part of the clock module (issue 13 "Overtime and time bank", "Reports"), built once in clock's `setup`
 * from its kit: services, routes, jobs (the nightly close, the bank's expiry, exports), the subscriber that spends the
 * bank for compensatory time off, and the `clock.timeBank` service it provides.
 */
export function overtimePart(
  kit: Pick<ModuleKit, "events" | "audit" | "jobs" | "files">,
  deps: {
    people: PeopleDirectory;
    leaves: LeaveAbsences;
    leaveBalances: LeaveBalanceSources;
    punches: PunchSource;
    expected: ExpectedTime;
  },
) {
  const bank = createTimeBankService({ events: kit.events });
  const overtime = createOvertimeService({ ...deps, events: kit.events, audit: kit.audit, bank });
  const timeSheet = createTimeSheetService({ people: deps.people, leaves: deps.leaves, overtime });
  const exportJob = defineJob<ExportJobData>({
    name: EXPORT_JOB,
    scope: "tenant",
    lockLifetimeMs: 30 * 60_000,
    handler: (ctx, data) => exports.run(ctx, data.exportId),
  });
  const exports = createExportsService({ timeSheet, files: kit.files, jobs: kit.jobs, job: () => exportJob });
  const timeBank = timeBankForOtherModules(bank);
  // compensatory time off: the company's compensatory leave type (overtime settings) takes its balance from the bank;
  // leave reserves the request's minutes when it is made and gives them back when it is denied or canceled
  deps.leaveBalances.register({
    id: "clock.time-bank",
    covers: async (ctx, leaveTypeId) => (await overtime.settings(ctx)).compensatoryLeaveTypeId === leaveTypeId,
    spend: (ctx, input) => timeBank.spend(ctx, input),
    refund: (ctx, input) => timeBank.refund(ctx, input),
  });

  /**
   * An approved correction changes a person's day: judge it again. In a closed payroll period only a correction
   * flagged as after closing does, and its difference lands in the bank on today's date (the closed month stays as
   * it was paid).
   */
  async function onCorrection(ctx: ServiceContext, payload: { correctionId: string; userId: string; state: string }) {
    if (payload.state !== "approved") return;
    const correction = await scoped(ctx, ClockCorrectionModel).findById(payload.correctionId);
    if (!correction) return;
    const worker = await deps.people.byUserId(ctx, payload.userId);
    if (!worker) return;
    const day = localDay(correction.statusDate, ctx.timeZone ?? "UTC");
    const settings = await overtime.settings(ctx);
    const closed = isClosed(day, companyDay(ctx), settings.deadlinePayroll);
    // a correction asked before its period closed and decided after it: the closed month stays as it was paid
    if (closed && !correction.afterClosing) {
      ctx.log.warn({ correctionId: payload.correctionId, day }, "clock correction in a closed payroll period left out");
      return;
    }
    // the day before too when it was judged already: an overnight shift that started then may end in this punch
    const before = await scoped(ctx, OvertimeDayModel).count({ userId: worker.userId, day: addDays(day, -1) });
    await overtime.close(ctx, {
      from: before > 0 ? addDays(day, -1) : day,
      to: day,
      workers: [worker],
      afterClosing: closed,
    });
  }

  /**
   * A correction asked for a day of a closed payroll period is flagged as after closing when it is made (the
   * `afterClosing` of contract/entries.ts), so everyone sees it is one, and only such a correction changes the
   * period once approved.
   */
  async function onCorrectionRequested(ctx: ServiceContext, payload: { correctionId: string }) {
    const corrections = scoped(ctx, ClockCorrectionModel);
    const correction = await corrections.findById(payload.correctionId);
    if (!correction) return;
    const day = localDay(correction.statusDate, ctx.timeZone ?? "UTC");
    const settings = await overtime.settings(ctx);
    if (isClosed(day, companyDay(ctx), settings.deadlinePayroll))
      await corrections.updateOne({ _id: payload.correctionId }, { $set: { afterClosing: true } });
  }

  const parts = {
    routes: overtimeRoutes({ overtime, bank, timeSheet, exports }),
    jobs: [
      defineJob({
        name: "clock.overtime-close-days",
        scope: "tenant",
        every: "0 2 * * *",
        async handler(ctx) {
          const today = companyDay(ctx);
          const result = await overtime.close(ctx, {
            from: addDays(today, -CLOSE_LOOKBACK_DAYS),
            to: addDays(today, -1),
          });
          ctx.log.info(result, "clock overtime days closed");
        },
      }),
      defineJob({
        name: "clock.time-bank-expire",
        scope: "tenant",
        every: "30 2 * * *",
        async handler(ctx) {
          ctx.log.info(await bank.expire(ctx), "clock time bank credits expired");
        },
      }),
      exportJob,
    ],
    subscribers: [
      on(clockEvents.correctionRequested, onCorrectionRequested),
      on(clockEvents.correctionDecided, onCorrection),
    ],
    provides: [provide(clockTimeBank, timeBank)],
    seed: (ctx: ServiceContext) =>
      seedOvertime(ctx, { overtime, bank, people: deps.people, leaves: deps.leaves, expected: deps.expected }),
  } satisfies ModuleParts;
  return { ...parts, services: { overtime, bank, timeSheet, exports, timeBank } };
}
