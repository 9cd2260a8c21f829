import type { FastifyPluginAsync } from "fastify";
import { defineModule, provide, type GlobalRoutesOptions } from "../../../core/modules/define-module.js";
import { leaveAbsences } from "../../leave/contract/absences.js";
import { peopleDirectory } from "../../people/contract/directory.js";
import { schedulingContract, schedulingShifts, type SchedulingShifts } from "../contract/index.js";
import { createFeedService } from "./feed.service.js";
import { schedulingModels } from "./models.js";
import { createOrdersService } from "./orders.service.js";
import { createIcalRoute, createSchedulingRoutes } from "./routes.js";
import { createScheduleService } from "./schedule.service.js";
import { seedScheduling } from "./seed.js";

/**
 * The scheduling module (modules/scheduling/README.md, issue 14): shifts per department or office on a week and
 * month board, templates and rotating scales, labour rules, publishing, orders (availability, trades, covers, open
 * shifts) through one state machine, coverage minimums, an iCal feed of one's shifts, and `scheduling.shifts` for
 * clock.
 */
export const schedulingModule = defineModule({
  id: "scheduling",
  contract: schedulingContract,
  models: schedulingModels,
  needs: { people: peopleDirectory, leaves: leaveAbsences },
  setup({ events, notifications, tenants, config, services: { people, leaves } }) {
    const schedule = createScheduleService({ people, leaves, notifications, events });
    const orders = createOrdersService({ people, leaves, notifications, events, schedule });
    const feeds = createFeedService({ tenants });
    const globalRoutes: FastifyPluginAsync<GlobalRoutesOptions> = async (instance, options) => {
      await instance.register(createIcalRoute(feeds, options.now));
    };
    const shifts: SchedulingShifts = {
      publishedShifts: (ctx, query) => schedule.published(ctx, query),
      async expectedMinutes(ctx, query) {
        const out = new Map<string, number>();
        for (const s of await schedule.published(ctx, query)) {
          const key = `${s.userId}|${s.date}`;
          out.set(key, (out.get(key) ?? 0) + s.end - s.start - s.breakMinutes);
        }
        return out;
      },
    };
    return {
      routes: createSchedulingRoutes(schedule, orders, feeds, { publicUrl: config.appUrl }),
      globalRoutes,
      provides: [provide(schedulingShifts, shifts)],
      seed: (ctx) => seedScheduling(ctx, { schedule, orders, people }),
    };
  },
});
