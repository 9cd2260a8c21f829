import type { FastifyPluginAsync } from "fastify";
import type { BalanceImportService } from "./balances/balance-import.service.js";
import type { BalancesService } from "./balances/balances.service.js";
import { createBalancesRoutes } from "./balances/balances.routes.js";
import { createCalendarRoutes } from "./calendar/calendar.routes.js";
import type { CalendarService } from "./calendar/calendar.service.js";
import { holidaysRoutes } from "./holidays/holidays.routes.js";
import { lockedDatesRoutes } from "./locked-dates/locked-dates.routes.js";
import { createRequestsRoutes } from "./requests/requests.routes.js";
import type { RequestsService } from "./requests/requests.service.js";
import { createTypesRoutes } from "./types/types.routes.js";
import type { LeaveTypesService } from "./types/types.service.js";

/**
 * The module's tenant routes, one plugin per resource (each folder's `<resource>.routes.ts`), registered in this order
 * so the OpenAPI document (and the SDK generated from it) lists them as before. The iCal feed's routes are registered
 * beside these by index.ts (calendar/calendar-feed.routes.ts).
 */
export function createLeaveRoutes(services: {
  balances: BalancesService;
  imports: BalanceImportService;
  requests: RequestsService;
  calendar: CalendarService;
  types: LeaveTypesService;
}): FastifyPluginAsync {
  const { balances, imports, requests, calendar, types } = services;
  return async (app) => {
    await app.register(createTypesRoutes(types));
    await app.register(createBalancesRoutes(balances, imports));
    await app.register(createRequestsRoutes(requests));
    await app.register(holidaysRoutes);
    await app.register(createCalendarRoutes(calendar));
    await app.register(lockedDatesRoutes);
  };
}
