import type { FastifyPluginAsync } from "fastify";
import { defineJob } from "../../../core/jobs/types.js";
import { defineModule, type GlobalRoutesOptions } from "../../../core/modules/define-module.js";
import type { EventBus } from "../../../core/modules/events.js";
import type { ServiceContext } from "../../../core/context.js";
import { AppError } from "../../../core/errors/app-error.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { CompanyModel } from "../../../tenants/company.model.js";
import {
  ACTIVE_STATUSES,
  events,
  PACK_IDS,
  type LeaveRequest,
  type LeaveRequestInput,
  type LeaveType,
} from "../contract/index.js";
import { createBalancesService } from "./balances/balances.service.js";
import { createCalendarFeedRoutes, createIcalRoute } from "./calendar/calendar-feed.routes.js";
import { createCalendarFeedService } from "./calendar/calendar-feed.service.js";
import { CalendarFeedModel } from "./calendar/calendar.model.js";
import { createLeaveRoutes } from "./leave.routes.js";
import { holidaysService } from "./holidays/holidays.service.js";
import { leaveTypesService } from "./types/types.service.js";
import { leaveGlobalRoutes } from "./types/types.routes.js";
import { leaveModuleInfo } from "./module-info.js";
import { leaveModels } from "./models.js";
import { LeaveRequestModel } from "./requests/requests.model.js";
import { createRequestsService } from "./requests/requests.service.js";
import type { WorkerDirectory } from "./workers-directory.js";

export type { LeaveWorker, WorkerDirectory } from "./workers-directory.js";

/** A leave as other modules see it (the vacation planner): its person, type, inclusive dates and status. */
export interface LeaveSummary {
  id: string;
  userId: string;
  leaveTypeId: string;
  startDate: string;
  endDate: string;
  status: string;
}

/**
 * What other modules may read and do with leaves, through ports modules/server.ts wires (module boundaries: they
 * import only this module's contract). Used by the vacation planner (premium, issue 5).
 */
export interface LeaveAccess {
  /**
   * Active leaves (pending, approved, approved-payroll) touching `from`..`to` (inclusive). With `userIds`, only
   * theirs, by the (userId, startDate) index; without, the company's, by the months they touch through the
   * (months, status, deletedAt) index (as the calendar reads them).
   */
  activeLeaves(ctx: ServiceContext, query: { from: string; to: string; userIds?: string[] }): Promise<LeaveSummary[]>;
  /** Statuses of leave requests by id (unknown ids left out). */
  statuses(ctx: ServiceContext, requestIds: string[]): Promise<Map<string, string>>;
  /** A leave request by id, or null. */
  request(ctx: ServiceContext, requestId: string): Promise<LeaveRequest | null>;
  /** POST /leave/requests for `userId`, made by the caller: the same validations, chain, audit and notifications. */
  createRequest(ctx: ServiceContext, input: LeaveRequestInput & { userId: string }): Promise<LeaveRequest>;
  leaveTypes(ctx: ServiceContext): Promise<LeaveType[]>;
  /** The company's days off (its country's public holidays with its overrides) from `from` to `to`. */
  holidays(ctx: ServiceContext, from: string, to: string): Promise<Array<{ date: string; name: string }>>;
  /** Demo data: chooses the company's country pack when it has no leave type yet. */
  seedTypes(ctx: ServiceContext): Promise<void>;
}

/** Every `YYYY-MM` from `from` to `to`. */
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const last = to.slice(0, 7);
  const d = new Date(Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, 1));
  for (let month = from.slice(0, 7); month <= last; month = d.toISOString().slice(0, 7)) {
    out.push(month);
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

export interface LeaveModuleOptions {
  /** Worker facts (schedule, supervisor, start date) from the people module, wired by modules/server.ts. */
  workers: WorkerDirectory;
  /** The app's public URL (APP_URL): feed URLs are built on it, never on the request's Host header. */
  publicUrl?: string;
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
  const feedRoutes = createCalendarFeedRoutes(feeds, { publicUrl: options.publicUrl });
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

  const access: LeaveAccess = {
    async activeLeaves(ctx, query) {
      const filter: Record<string, unknown> = { status: { $in: [...ACTIVE_STATUSES] } };
      if (query.userIds) {
        filter.userId = { $in: query.userIds };
        filter.startDate = { $lte: query.to };
        filter.endDate = { $gte: query.from };
      } else filter.months = { $in: monthsBetween(query.from, query.to) };
      const rows = await scoped(ctx, LeaveRequestModel).find(filter, {
        projection: { userId: 1, leaveTypeId: 1, startDate: 1, endDate: 1, status: 1 },
      });
      return rows
        .filter((l) => l.startDate <= query.to && l.endDate >= query.from)
        .map((l) => ({
          id: String(l._id),
          userId: l.userId,
          leaveTypeId: l.leaveTypeId,
          startDate: l.startDate,
          endDate: l.endDate,
          status: l.status,
        }));
    },
    async statuses(ctx, requestIds) {
      const rows = await scoped(ctx, LeaveRequestModel).find(
        { _id: { $in: requestIds.filter((id) => /^[0-9a-f]{24}$/i.test(id)) } },
        { projection: { status: 1 } },
      );
      return new Map(rows.map((r) => [String(r._id), r.status]));
    },
    async request(ctx, requestId) {
      try {
        return await requests.get(ctx, requestId);
      } catch (err) {
        if (err instanceof AppError && err.code === "NOT_FOUND") return null;
        throw err;
      }
    },
    createRequest: (ctx, input) => requests.create(ctx, input),
    leaveTypes: (ctx) => leaveTypesService.list(ctx),
    async holidays(ctx, from, to) {
      return (await holidaysService.inRange(ctx, from, to)).map((h) => ({ date: h.date, name: h.name }));
    },
    async seedTypes(ctx) {
      if ((await leaveTypesService.list(ctx)).length > 0) return;
      const company = await CompanyModel.findOne({ _id: scoped(ctx, LeaveRequestModel).companyId }, { countryId: 1 })
        .lean<{ countryId?: string }>()
        .exec();
      const pack = company?.countryId;
      if (pack && (PACK_IDS as readonly string[]).includes(pack)) await leaveTypesService.choosePack(ctx, pack);
    },
  };

  return defineModule({
    ...leaveModuleInfo,
    access,
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
