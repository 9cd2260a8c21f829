import { defineModule, provide } from "../../../core/modules/define-module.js";
import { clockHours } from "../contract/hours.js";
import { createClockHours } from "./hours/hours.service.js";
import { leaveAbsences } from "../../leave/contract/absences.js";
import { leaveBalanceSources } from "../../leave/contract/balance-sources.js";
import { peopleDirectory } from "../../people/contract/directory.js";
import { schedulingShifts } from "../../scheduling/contract/shifts-service.js";
import { clockContract, PRESENCE_TOPIC } from "../contract/index.js";
import { createBoardService } from "./board/board.service.js";
import { clockRoutes } from "./clock.routes.js";
import { createCorrectionsService } from "./corrections/corrections.service.js";
import { ClockCorrectionModel, ClockEntryModel } from "./entries/entries.model.js";
import { ClockDeviceModel } from "./kiosk/devices.model.js";
import { kioskRoutes } from "./kiosk/kiosk.routes.js";
import { createKioskService } from "./kiosk/kiosk.service.js";
import { createExpectedTime } from "./expected/expected-time.js";
import { createForgottenEnds, forgottenEndsJob, ForgottenEndModel } from "./forgotten/forgotten-ends.js";
import { createPunchService } from "./punch/punch.service.js";
import { seedClock } from "./seed.js";
import { ClockConsentModel, ClockSettingsModel } from "./settings/settings.model.js";
import { createSettingsService } from "./settings/settings.service.js";
// overtime, time bank and reports (issue 13, s13-overtime)
import { overtimeModels } from "./overtime/models.js";
import { overtimePart } from "./overtime/overtime.part.js";
import { punchSource } from "./overtime/punch-source.js";
import { createClockWidgetRoutes } from "./widgets/widgets.routes.js";

/**
 * The time clock (modules/clock/README.md, issue 13): punching from the web app and the PWA (online, by an office's
 * rotating QR, offline with a later sync), the immutable hash-chained punch log with receipts, corrections, the live
 * presence board, kiosk devices and the company's clock settings.
 */
export const clockModule = defineModule({
  id: "clock",
  contract: clockContract,
  needs: { people: peopleDirectory, leaves: leaveAbsences, leaveBalances: leaveBalanceSources },
  // expected time from published shifts when the company has scheduling, people's schedules otherwise
  optionalNeeds: { shifts: schedulingShifts },
  models: [
    ClockEntryModel,
    ClockCorrectionModel,
    ClockSettingsModel,
    ClockConsentModel,
    ClockDeviceModel,
    ForgottenEndModel,
    // overtime, time bank and reports (issue 13, s13-overtime)
    ...overtimeModels,
  ],
  setup({
    events,
    audit,
    notifications,
    realtime,
    tenants,
    jobs,
    files,
    flags,
    services: { people, leaves, leaveBalances, shifts },
  }) {
    // leaders' boards follow punches and corrections; events carry ids only, the board is refetched through the API
    realtime.declareTopics({ pattern: PRESENCE_TOPIC, levels: ["admin", "revisor"] });
    const settings = createSettingsService({ audit, people });
    const kiosk = createKioskService({ audit, people, settings });
    const expected = createExpectedTime({ shifts });
    const punch = createPunchService({ events, realtime, people, settings, kiosk, expected, files, flags });
    const corrections = createCorrectionsService({ events, audit, notifications, realtime, people });
    const board = createBoardService({ people, leaves, expected, settings });
    const forgotten = createForgottenEnds({ people, notifications });
    // overtime, time bank and reports (issue 13, s13-overtime)
    const overtime = overtimePart(
      { events, audit, jobs, files },
      { people, leaves, leaveBalances, punches: punchSource, expected },
    );
    return {
      routes: async (app) => {
        await app.register(clockRoutes({ punch, settings, kiosk, corrections, board, people, files }));
        await app.register(overtime.routes);
      },
      globalRoutes: async (app, options) => {
        await app.register(kioskRoutes({ kiosk, tenants }), { prefix: "", now: options.now });
        // the intranet's clock widget (issue 19): /api/widgets/clock/...
        await app.register(createClockWidgetRoutes({ punch, settings, people, tenants }), {
          prefix: "",
          now: options.now,
        });
      },
      jobs: [...overtime.jobs, forgottenEndsJob(forgotten)],
      subscribers: overtime.subscribers,
      provides: [...overtime.provides, provide(clockHours, createClockHours())],
      seed: async (ctx, input) => {
        await seedClock(ctx, { people, settings, kiosk, expected, input });
        await overtime.seed(ctx);
      },
    };
  },
});
