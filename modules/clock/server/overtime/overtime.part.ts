import { companyDay, type ServiceContext } from "../../../../core/context.js";
import { addDays } from "../../../../core/dates/calendar-days.js";
import { defineJob } from "../../../../core/jobs/types.js";
import { on, provide, type ModuleKit, type ModuleParts } from "../../../../core/modules/define-module.js";
import type { LeaveAbsences } from "../../../leave/contract/absences.js";
import { events as leaveEvents } from "../../../leave/contract/permissions.js";
import type { PeopleDirectory } from "../../../people/contract/directory.js";
import { clockTimeBank } from "../../contract/overtime.js";
import { createExportsService, EXPORT_JOB, type ExportJobData } from "../reports/exports.service.js";
import { createTimeSheetService } from "../reports/time-sheet.service.js";
import { createTimeBankService, timeBankForOtherModules } from "../time-bank/time-bank.service.js";
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
  deps: { people: PeopleDirectory; leaves: LeaveAbsences; punches: PunchSource },
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

  /** A leave of the compensatory type spends the bank when approved and gets it back when canceled or denied. */
  async function onLeave(ctx: ServiceContext, requestId: string, spend: boolean): Promise<void> {
    const settings = await overtime.settings(ctx);
    if (!settings.compensatoryLeaveTypeId) return;
    const request = await deps.leaves.request(ctx, requestId);
    if (!request || request.leaveTypeId !== settings.compensatoryLeaveTypeId) return;
    if (spend) {
      // the leave is approved already: the bank records the debit even if it leaves the balance negative
      await bank.record(ctx, request.userId, {
        kind: "compensatory",
        minutes: -Math.round(request.amount / 60_000),
        day: request.startDate,
        key: `leave:${requestId}`,
        note: "compensatory time off",
      });
    } else await timeBank.refund(ctx, { userId: request.userId, requestId });
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
      on(leaveEvents.requestApproved, (ctx, payload) => onLeave(ctx, payload.requestId, true)),
      on(leaveEvents.requestPayroll, (ctx, payload) => onLeave(ctx, payload.requestId, true)),
      on(leaveEvents.requestCanceled, (ctx, payload) => onLeave(ctx, payload.requestId, false)),
      on(leaveEvents.requestDenied, (ctx, payload) => onLeave(ctx, payload.requestId, false)),
    ],
    provides: [provide(clockTimeBank, timeBank)],
    seed: (ctx: ServiceContext) => seedOvertime(ctx, { overtime, bank, people: deps.people, leaves: deps.leaves }),
  } satisfies ModuleParts;
  return { ...parts, services: { overtime, bank, timeSheet, exports, timeBank } };
}
