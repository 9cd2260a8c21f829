import type { FastifyPluginAsync } from "fastify";
import { monthsOf } from "../../../core/dates/calendar-days.js";
import { defineJob } from "../../../core/jobs/types.js";
import { defineModule, type GlobalRoutesOptions, provide } from "../../../core/modules/define-module.js";
import { AppError } from "../../../core/errors/app-error.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { peopleDirectory } from "../../people/contract/directory.js";
import {
  ACTIVE_STATUSES,
  leaveAbsences,
  leaveBalanceSources,
  leaveContract,
  PACK_IDS,
  type LeaveAbsences,
} from "../contract/index.js";
import { createBalanceImportService } from "./balances/balance-import.service.js";
import { createBalancesService } from "./balances/balances.service.js";
import { createCalendarFeedRoutes, createIcalRoute } from "./calendar/calendar-feed.routes.js";
import { createCalendarFeedService } from "./calendar/calendar-feed.service.js";
import { CalendarFeedModel } from "./calendar/calendar.model.js";
import { createCalendarService } from "./calendar/calendar.service.js";
import { seedLeave } from "./demo.seed.js";
import { createHomeRoutes } from "./home/home.routes.js";
import { createHomeService } from "./home/home.service.js";
import { createLeaveRoutes } from "./leave.routes.js";
import { holidaysService } from "./holidays/holidays.service.js";
import { createLeaveTypesService } from "./types/types.service.js";
import { createLeaveWidgetRoutes } from "./widgets/widgets.routes.js";
import { createLeaveGlobalRoutes } from "./types/types.routes.js";
import { leaveModels } from "./models.js";
import { LeaveRequestModel } from "./requests/requests.model.js";
import { createBalanceSourceRegistry } from "./requests/balance-sources.js";
import { createRequestsService } from "./requests/requests.service.js";
import { leavePayroll } from "../contract/payroll.js";
import { createLeavePayroll } from "./requests/payroll-hand-over.js";

/**
 * The leave module (modules/leave/README.md): leave types and country packs, balances as an append-only ledger with
 * accruals, requests with their validations, the status state machine and approval chains, locked dates. It reads
 * workers through the people directory and provides absences to other modules (contract/absences.ts).
 */
export const leaveModule = defineModule({
  id: "leave",
  contract: leaveContract,
  needs: { people: peopleDirectory },
  models: [...leaveModels, CalendarFeedModel],
  setup({ events, notifications, config, tenants, flags, services: { people } }) {
    const balances = createBalancesService({ workers: people, events });
    // other modules' balances (clock's time bank) register here in their own setup, after this one
    const balanceSources = createBalanceSourceRegistry();
    const requests = createRequestsService({ workers: people, events, notifications, balanceSources, flags });
    const feeds = createCalendarFeedService({ workers: people, tenants });
    const calendar = createCalendarService({ workers: people });
    const leaveTypesService = createLeaveTypesService({ events });
    const imports = createBalanceImportService({ balances, workers: people });
    const tenantRoutes = createLeaveRoutes({ balances, imports, requests, calendar, types: leaveTypesService });
    // feed URLs are built on APP_URL, never on the request's Host header
    const feedRoutes = createCalendarFeedRoutes(feeds, { publicUrl: config.appUrl });
    const homeRoutes = createHomeRoutes(createHomeService({ requests, workers: people }));
    const routes: FastifyPluginAsync = async (instance) => {
      await instance.register(tenantRoutes);
      await instance.register(feedRoutes);
      await instance.register(homeRoutes);
    };
    const globalRoutes: FastifyPluginAsync<GlobalRoutesOptions> = async (instance, routeOptions) => {
      await instance.register(createLeaveGlobalRoutes(leaveTypesService), { prefix: "", now: routeOptions.now });
      await instance.register(createIcalRoute(feeds, routeOptions.now));
      await instance.register(createLeaveWidgetRoutes({ absences, balances, people, tenants }), {
        prefix: "",
        now: routeOptions.now,
      });
    };

    const absences: LeaveAbsences = {
      async activeLeaves(ctx, query) {
        const filter: Record<string, unknown> = { status: { $in: [...ACTIVE_STATUSES] } };
        if (query.userIds) {
          filter.userId = { $in: query.userIds };
          filter.startDate = { $lte: query.to };
          filter.endDate = { $gte: query.from };
        } else filter.months = { $in: monthsOf(query.from, query.to) };
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
        const pack = ctx.tenant?.countryId;
        if (pack && (PACK_IDS as readonly string[]).includes(pack)) await leaveTypesService.choosePack(ctx, pack);
      },
    };

    return {
      routes,
      globalRoutes,
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
      provides: [
        provide(leaveAbsences, absences),
        provide(leaveBalanceSources, { register: (source) => balanceSources.register(source) }),
        provide(leavePayroll, createLeavePayroll(requests)),
      ],
      seed: (ctx, input) =>
        seedLeave(ctx, input, {
          balances,
          requests,
          workers: people,
          async types(c) {
            await absences.seedTypes(c);
            return leaveTypesService.list(c);
          },
        }),
      // a new company starts with its country's statutory leave types (the pack; choosing it again adds only what is
      // missing, so a retried setup does not duplicate types). Holidays need no setup: they come from the country.
      onTenantCreated: async (ctx) => {
        const pack = ctx.tenant?.countryId;
        if (pack && (PACK_IDS as readonly string[]).includes(pack)) await leaveTypesService.choosePack(ctx, pack);
      },
    };
  },
});
