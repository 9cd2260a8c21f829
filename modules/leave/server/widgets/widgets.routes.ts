import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { companyDay, type ServiceContext } from "../../../../core/context.js";
import { addDays, startOfWeek } from "../../../../core/dates/calendar-days.js";
import type { GlobalRoutesOptions, ModuleTenants } from "../../../../core/modules/define-module.js";
import { widgetContext, widgetPersonContext } from "../../../../core/widgets/widget-gate.js";
import type { PeopleDirectory } from "../../../people/contract/directory.js";
import {
  HOLIDAYS_WIDGET_COUNT,
  HolidaysWidget,
  MyLeaveWidget,
  WhosOutWidget,
  WidgetKeyQuery,
  WidgetLeaveRequest,
  WidgetLeaveRequestInput,
  type BalanceList,
  type LeaveAbsences,
} from "../../contract/index.js";

const SHOWN_STATUSES = new Set(["approved", "approved-payroll"]);

/** What every widget route's description says about the gate (core/widgets/widget-gate.ts). */
const GATE =
  "Anonymous, behind the widget gate: `?key=` must be a live publishable key and the request's `Origin` one of its allowed origins (`WIDGET_KEY_INVALID`, `WIDGET_ORIGIN_REFUSED`, `WIDGET_RATE_LIMITED`); `MODULE_NOT_ENABLED` when the key's company does not have the leave module.";
/** And the routes that act for the signed-in person. */
const PERSON =
  "It also needs the person's widget token (`Authorization: Bearer wwt_...`, from `POST /api/widget-tokens`) for this key and origin, else `WIDGET_SIGNIN_REQUIRED`; the person acts at the employee level, whatever else they hold.";
const MONDAY = 1;

/**
 * The leave module's anonymous widget routes (`/api/widgets/leave/...`): behind the core's widget gate (a publishable
 * key, called from one of its allowed origins), in the key's company.
 */
export function createLeaveWidgetRoutes(deps: {
  absences: Pick<LeaveAbsences, "activeLeaves" | "holidays" | "leaveTypes" | "createRequest">;
  balances: { balances(ctx: ServiceContext, input: { userId: string }): Promise<BalanceList> };
  people: Pick<PeopleDirectory, "names">;
  tenants: Pick<ModuleTenants, "summary">;
}): FastifyPluginAsync<GlobalRoutesOptions> {
  return async (plain, options) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const contextOf = (request: Parameters<typeof widgetContext>[0]) =>
      widgetContext(request, { module: "leave", tenants: deps.tenants, now: options.now });

    app.get(
      "/widgets/leave/whos-out",
      {
        schema: {
          tags: ["widgets"],
          summary: "Who is out this week (approved leaves, names and dates only), for the who's-out widget",
          description: `The approved leaves touching the company's current week (Monday to Sunday), by name and dates only, never the type; earliest first. ${GATE}`,
          querystring: WidgetKeyQuery,
          response: { 200: WhosOutWidget },
        },
      },
      async (request) => {
        const ctx = await contextOf(request);
        const today = companyDay(ctx);
        const weekStart = startOfWeek(today, MONDAY);
        const weekEnd = addDays(weekStart, 6);
        const leaves = (await deps.absences.activeLeaves(ctx, { from: weekStart, to: weekEnd })).filter((l) =>
          SHOWN_STATUSES.has(l.status),
        );
        const names = await deps.people.names(ctx, [...new Set(leaves.map((l) => l.userId))]);
        const items = leaves
          .map((l) => ({ name: names.get(l.userId) ?? "", startDate: l.startDate, endDate: l.endDate }))
          .filter((l) => l.name !== "")
          .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name));
        return { today, weekStart, weekEnd, items };
      },
    );

    app.get(
      "/widgets/leave/holidays",
      {
        schema: {
          tags: ["widgets"],
          summary: "The company's next days off (public holidays with its own), for the holidays widget",
          description: `The company's next ${HOLIDAYS_WIDGET_COUNT} days off within a year from its today: public holidays with its own changes. ${GATE}`,
          querystring: WidgetKeyQuery,
          response: { 200: HolidaysWidget },
        },
      },
      async (request) => {
        const ctx = await contextOf(request);
        const today = companyDay(ctx);
        const holidays = await deps.absences.holidays(ctx, today, addDays(today, 365));
        const upcoming = [...holidays].sort((a, b) => a.date.localeCompare(b.date));
        return { items: upcoming.slice(0, HOLIDAYS_WIDGET_COUNT) };
      },
    );

    const personOf = (request: Parameters<typeof widgetPersonContext>[0]) =>
      widgetPersonContext(request, { module: "leave", tenants: deps.tenants, now: options.now });

    app.get(
      "/widgets/leave/me",
      {
        schema: {
          tags: ["widgets"],
          summary: "The signed-in person's leave types and balances, for the my-balance widget (widget token)",
          description: `The person's name and the company's leave types with what is available today in each type's unit (null for an untracked type). ${GATE} ${PERSON}`,
          querystring: WidgetKeyQuery,
          response: { 200: MyLeaveWidget },
        },
      },
      async (request) => {
        const ctx = await personOf(request);
        const userId = ctx.actor.userId;
        const [types, balances, names] = await Promise.all([
          deps.absences.leaveTypes(ctx),
          deps.balances.balances(ctx, { userId }),
          deps.people.names(ctx, [userId]),
        ]);
        const available = new Map(balances.items.map((b) => [b.leaveTypeId, b.availableInUnit]));
        return {
          name: names.get(userId) ?? "",
          types: types.map((type) => ({
            id: type.id,
            title: type.title,
            unit: type.unit,
            available: type.tracked ? (available.get(type.id) ?? 0) : null,
          })),
        };
      },
    );

    app.post(
      "/widgets/leave/requests",
      {
        schema: {
          tags: ["widgets"],
          summary: "Request leave as the signed-in person, through the leave module's own rules (widget token)",
          description: `Creates a leave request for the person with the same checks, approval chain, events and notifications as \`POST /api/companies/{companyId}/leave/requests\`, and answers its id, status and dates. ${GATE} ${PERSON}`,
          querystring: WidgetKeyQuery,
          body: WidgetLeaveRequestInput,
          response: { 201: WidgetLeaveRequest },
        },
      },
      async (request, reply) => {
        const ctx = await personOf(request);
        const created = await deps.absences.createRequest(ctx, { ...request.body, userId: ctx.actor.userId });
        return reply.status(201).send({
          id: created.id,
          status: created.status,
          startDate: created.startDate,
          endDate: created.endDate,
        });
      },
    );
  };
}
