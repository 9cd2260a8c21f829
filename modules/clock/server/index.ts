import { defineModule } from "../../../core/modules/define-module.js";
import { leaveAbsences } from "../../leave/contract/absences.js";
import { peopleDirectory } from "../../people/contract/directory.js";
import { clockContract, PRESENCE_TOPIC } from "../contract/index.js";
import { createBoardService } from "./board/board.service.js";
import { clockRoutes } from "./clock.routes.js";
import { createCorrectionsService } from "./corrections/corrections.service.js";
import { ClockCorrectionModel, ClockEntryModel } from "./entries/entries.model.js";
import { ClockDeviceModel } from "./kiosk/devices.model.js";
import { kioskRoutes } from "./kiosk/kiosk.routes.js";
import { createKioskService } from "./kiosk/kiosk.service.js";
import { createChainAppender } from "./punch/chain.js";
import { createPunchService } from "./punch/punch.service.js";
import { seedClock } from "./seed.js";
import { ClockConsentModel, ClockSettingsModel } from "./settings/settings.model.js";
import { createSettingsService } from "./settings/settings.service.js";

/**
 * The time clock (modules/clock/README.md, issue 13): punching from the web app and the PWA (online, by an office's
 * rotating QR, offline with a later sync), the immutable hash-chained punch log with receipts, corrections, the live
 * presence board, kiosk devices and the company's clock settings.
 */
export const clockModule = defineModule({
  id: "clock",
  contract: clockContract,
  needs: { people: peopleDirectory, leaves: leaveAbsences },
  models: [ClockEntryModel, ClockCorrectionModel, ClockSettingsModel, ClockConsentModel, ClockDeviceModel],
  setup({ events, audit, notifications, realtime, tenants, services: { people, leaves } }) {
    // leaders' boards follow punches and corrections; events carry ids only, the board is refetched through the API
    realtime.declareTopics({ pattern: PRESENCE_TOPIC, levels: ["admin", "revisor"] });
    const settings = createSettingsService({ audit, people });
    const kiosk = createKioskService({ audit, people, settings });
    const punch = createPunchService({ events, realtime, people, settings, kiosk, chain: createChainAppender() });
    const corrections = createCorrectionsService({ events, audit, notifications, realtime, people });
    const board = createBoardService({ people, leaves });
    return {
      routes: clockRoutes({ punch, settings, kiosk, corrections, board, people }),
      globalRoutes: kioskRoutes({ kiosk, tenants }),
      seed: (ctx, input) => seedClock(ctx, { people, settings, kiosk, input }),
    };
  },
});
