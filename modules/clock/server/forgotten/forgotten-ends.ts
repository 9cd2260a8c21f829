import { addDays } from "../../../../core/dates/calendar-days.js";
import { companyDay, type ServiceContext } from "../../../../core/context.js";
import { localized } from "../../../../core/i18n/localized-text.js";
import { defineJob } from "../../../../core/jobs/types.js";
import type { NotificationsService } from "../../../../core/notifications/notifications.service.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { PeopleDirectory } from "../../../people/contract/directory.js";
import { zonedDay, zonedDayStart } from "../../contract/time-zone.js";
import { correctedPunchesByWorker } from "../entries/entries.service.js";

/** A day a person began work and never punched its end (one per person and day: the job flags it once). */
export interface ForgottenEndDoc {
  workerId: string;
  userId: string;
  /** The company-zone day the open stretch began. */
  day: string;
  /** The start (or the lunch return) of the stretch left open. */
  openSince: Date;
  flaggedAt: Date;
}

export const ForgottenEndModel = defineTenantModel<ForgottenEndDoc>(
  "ClockForgottenEnd",
  {
    workerId: { type: String, required: true },
    userId: { type: String, required: true },
    day: { type: String, required: true },
    openSince: { type: Date, required: true },
    flaggedAt: { type: Date, required: true },
  },
  {
    collection: "clock_forgotten_ends",
    indexes: [
      // flagged once: the job running twice, or on two instances, notifies once
      { fields: { workerId: 1, day: 1 }, options: { unique: true } },
      // the time sheet's days to review
      { fields: { userId: 1, day: 1 } },
    ],
  },
);

/** A stretch left open this long is a forgotten end, not someone still at work (the presence board's rule too). */
export const FORGOTTEN_AFTER_MS = 16 * 3_600_000;

/**
 * Forgotten end punches (issue 13): finds yesterday's days whose last stretch (from a start, or from the lunch return)
 * was never closed by an end punch, as corrected, and at least 16 hours old; flags each day once (a unique person and
 * day) and tells the person, who fixes it with a correction. Running twice, or on two instances, flags and notifies
 * once. The time sheet shows the flagged days for review.
 */
export function createForgottenEnds(deps: { people: PeopleDirectory; notifications: NotificationsService }) {
  return {
    /** Flags yesterday's (or `day`'s) open days; answers how many were new. */
    async flag(ctx: ServiceContext, day = addDays(companyDay(ctx), -1)): Promise<{ day: string; flagged: number }> {
      const zone = ctx.timeZone ?? "UTC";
      const now = ctx.now();
      const from = zonedDayStart(day, zone);
      // the day's stretches and what followed them until now (an overnight shift's end comes the next morning)
      const byWorker = await correctedPunchesByWorker(ctx, { from, to: new Date(now.getTime() + 1) });
      const workers = new Map((await deps.people.listActive(ctx)).map((w) => [w.id, w]));
      const flags = scoped(ctx, ForgottenEndModel);
      let flagged = 0;
      for (const [workerId, punches] of byWorker) {
        const worker = workers.get(workerId);
        if (!worker) continue;
        // the stretch open at the end of the day's punches: after the day's last start, no end
        const ofDay = punches.filter((p) => zonedDay(p.statusDate, zone) === day);
        const lastStart = ofDay.map((p) => p.status).lastIndexOf("start");
        if (lastStart < 0) continue;
        const start = ofDay[lastStart]!;
        const after = punches.filter((p) => p.statusDate > start.statusDate);
        const nextStart = after.findIndex((p) => p.status === "start");
        const stretch = nextStart < 0 ? after : after.slice(0, nextStart);
        if (stretch.some((p) => p.status === "end")) continue;
        const openSince = stretch.at(-1)?.statusDate ?? start.statusDate;
        if (now.getTime() - openSince.getTime() < FORGOTTEN_AFTER_MS) continue;
        const result = await flags.updateOne(
          { workerId, day },
          { $setOnInsert: { userId: worker.userId, openSince, flaggedAt: now } },
          { upsert: true },
        );
        if (!result.upsertedCount) continue;
        flagged++;
        await deps.notifications.notify(ctx, {
          userIds: [worker.userId],
          type: "clock.forgotten-end",
          title: localized("Missing end punch", "Marcação de saída esquecida", "Falta la marcación de salida"),
          body: localized(
            `Your work on ${day} has no end punch. Ask for a correction with the time you left.`,
            `Seu dia ${day} não tem marcação de saída. Peça uma correção com o horário em que saiu.`,
            `Tu jornada del ${day} no tiene marcación de salida. Pide una corrección con la hora en que saliste.`,
          ),
          link: "/clock",
          data: { day },
        });
      }
      return { day, flagged };
    },
  };
}

export type ForgottenEnds = ReturnType<typeof createForgottenEnds>;

/** The daily job: at 09:00 yesterday's stretches are at least 16 hours old unless they began after 17:00. */
export const forgottenEndsJob = (forgotten: ForgottenEnds) =>
  defineJob({
    name: "clock.forgotten-ends",
    scope: "tenant",
    every: "0 9 * * *",
    async handler(ctx) {
      ctx.log.info(await forgotten.flag(ctx), "clock forgotten ends flagged");
    },
  });
