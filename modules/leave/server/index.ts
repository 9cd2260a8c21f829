import type { FastifyPluginAsync } from "fastify";
import { defineJob } from "../../../core/jobs/types.js";
import { defineModule, type GlobalRoutesOptions } from "../../../core/modules/define-module.js";
import type { EventBus } from "../../../core/modules/events.js";
import { events } from "../contract/index.js";
import { createBalancesService } from "./balances.service.js";
import { createCalendarFeedRoutes, createIcalRoute } from "./calendar-feed.routes.js";
import { CalendarFeedModel, createCalendarFeedService } from "./calendar-feed.service.js";
import { createLeaveRoutes, leaveGlobalRoutes } from "./leave.routes.js";
import { leaveModuleInfo } from "./module-info.js";
import { leaveModels } from "./models.js";
import { createRequestsService } from "./requests.service.js";
import type { WorkerDirectory } from "./workers-directory.js";

export type { LeaveWorker, WorkerDirectory } from "./workers-directory.js";

export interface LeaveModuleOptions {
  /** Worker facts (schedule, supervisor, start date) from the people module, wired by modules/server.ts. */
  workers: WorkerDirectory;
}

/**
 * The leave module (modules/leave/README.md): leave types and country packs, balances as an append-only ledger with
 * accruals, requests with their validations, the status state machine and approval chains, locked dates.
 */
export function createLeaveModule(options: LeaveModuleOptions) {
  const app: { events?: EventBus } = {};
  const eventBus = (): EventBus => {
    if (!app.events) throw new Error("leave module used before the app registered its routes");
    return app.events;
  };
  const balances = createBalancesService({ workers: options.workers });
  const requests = createRequestsService({ workers: options.workers, events: eventBus });
  const feeds = createCalendarFeedService({ workers: options.workers });
  const tenantRoutes = createLeaveRoutes({ balances, requests });
  const feedRoutes = createCalendarFeedRoutes(feeds);
  const routes: FastifyPluginAsync = async (instance) => {
    app.events ??= instance.events;
    await instance.register(tenantRoutes);
    await instance.register(feedRoutes);
  };
  const globalRoutes: FastifyPluginAsync<GlobalRoutesOptions> = async (instance, routeOptions) => {
    app.events ??= instance.events;
    await instance.register(leaveGlobalRoutes, { prefix: "", now: routeOptions.now });
    await instance.register(createIcalRoute(feeds, routeOptions.now));
  };

  return defineModule({
    ...leaveModuleInfo,
    dependsOn: ["people"],
    permissions: Object.fromEntries(
      Object.entries(leaveModuleInfo.permissions).map(([id, levels]) => [id, [...levels]]),
    ),
    models: [...leaveModels, CalendarFeedModel],
    routes,
    globalRoutes,
    events: Object.values(events),
    jobs: [
      defineJob({
        name: "leave.accrue-balances",
        scope: "tenant",
        every: "0 3 * * *",
        async handler(ctx) {
          const { released } = await requests.reconcile(ctx);
          const { granted } = await balances.accrue(ctx);
          ctx.log.info({ granted, released }, "leave balances accrued and reconciled");
        },
      }),
    ],
  });
}
