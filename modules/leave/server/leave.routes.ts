import type { FastifyPluginAsync } from "fastify";
import type { BalancesService } from "./balances/balances.service.js";
import { createBalancesRoutes } from "./balances/balances.routes.js";
import { createCalendarRoutes } from "./calendar/calendar.routes.js";
import { createCalendarService } from "./calendar/calendar.service.js";
import { holidaysRoutes } from "./holidays/holidays.routes.js";
import { lockedDatesRoutes } from "./locked-dates/locked-dates.routes.js";
import { createRequestsRoutes } from "./requests/requests.routes.js";
import type { RequestsService } from "./requests/requests.service.js";
import { typesRoutes } from "./types/types.routes.js";

/**
 * The module's tenant routes, one plugin per resource (each folder's `<resource>.routes.ts`), registered in this order
 * so the OpenAPI document (and the SDK generated from it) lists them as before. The iCal feed's routes are registered
 * beside these by index.ts (calendar/calendar-feed.routes.ts).
 */
export function createLeaveRoutes(services: {
  balances: BalancesService;
  requests: RequestsService;
}): FastifyPluginAsync {
  const { balances, requests } = services;
  // the team calendar reads the same worker directory as the requests
  const calendar = createCalendarService({ workers: requests.workers });
  return async (app) => {
    await app.register(typesRoutes);
    await app.register(createBalancesRoutes(balances));
    await app.register(createRequestsRoutes(requests));
    await app.register(holidaysRoutes);
    await app.register(createCalendarRoutes(calendar));
    await app.register(lockedDatesRoutes);
  };
}
