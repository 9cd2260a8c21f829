import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { CalendarData, CalendarQuery, permissions } from "../../contract/index.js";
import { can, Params, tags } from "../route-parts.js";
import type { CalendarService } from "./calendar.service.js";

/** The team calendar's data (the feed's routes are in calendar-feed.routes.ts). */
export function createCalendarRoutes(calendar: CalendarService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      "/leave/calendar",
      {
        schema: {
          tags,
          description:
            "Any level: the team calendar of `from`..`to` (at most 62 days, else `DATES_CHOOSE_CORRECT`): pending and approved leaves touching it, over the company, a department, an office (with its region's holidays) or the caller's team, plus holidays and locked dates. A requester sees the leave type of their own leaves only.",
          params: Params,
          querystring: CalendarQuery,
          response: { 200: CalendarData },
        },
        onRequest: can(permissions.typeRead),
      },
      async (r) => calendar.data(r.ctx, r.query),
    );
  };
}
