import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { localeOf } from "../../../core/errors/error-handler.js";
import { TenantParams } from "../../../core/lists/schemas.js";
import { requirePermission } from "../../../core/modules/modules.plugin.js";
import {
  Board,
  BoardQuery,
  CopyWeekInput,
  Coverage,
  CoverageInput,
  MyShifts,
  Order,
  OrderActionParams,
  OrderInput,
  OrderList,
  permissions,
  Profile,
  ProfileInput,
  PublishInput,
  PublishResult,
  ScaleInput,
  schedulingContract,
  Settings,
  Shift,
  ShiftPatch,
  ShiftsInput,
  ShiftsResult,
  Template,
  TemplateInput,
} from "../contract/index.js";
import type { FeedService } from "./feed.service.js";
import type { OrdersService } from "./orders.service.js";
import type { ScheduleService } from "./schedule.service.js";

const tags = ["scheduling"];
const can = (p: keyof typeof schedulingContract.permissions) => requirePermission(schedulingContract, p);
const Params = TenantParams;
const IdParams = Type.Object({ companyId: Type.String(), id: Type.String() });
const UserParams = Type.Object({ companyId: Type.String(), userId: Type.String() });
const ScopeQuery = Type.Object(
  { departmentId: Type.Optional(Type.String()), officeId: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
const Range = Type.Object(
  {
    from: Type.Optional(Type.String({ format: "date" })),
    to: Type.Optional(Type.String({ format: "date" })),
  },
  { additionalProperties: false },
);
const Removed = Type.Null({ description: "Removed." });
export const ICAL_PREFIX = "/api/scheduling/ical";

const originOf = (request: FastifyRequest, publicUrl?: string) =>
  publicUrl ? publicUrl.replace(/\/+$/, "") : `${request.protocol}://${request.host}`;

/** Thin routes (issue 14), mounted at /api/companies/:companyId. */
export function createSchedulingRoutes(
  schedule: ScheduleService,
  orders: OrdersService,
  feeds: FeedService,
  options: { publicUrl?: string } = {},
): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/scheduling/settings",
      { schema: { tags, params: Params, response: { 200: Settings } }, onRequest: can(permissions.read) },
      async (r) => schedule.settings(r.ctx),
    );
    app.put(
      "/scheduling/settings",
      {
        schema: { tags, params: Params, body: Settings, response: { 200: Settings } },
        onRequest: can(permissions.settings),
      },
      async (r) => schedule.updateSettings(r.ctx, r.body),
    );

    app.get(
      "/scheduling/profiles",
      {
        schema: { tags, params: Params, response: { 200: Type.Object({ items: Type.Array(Profile) }) } },
        onRequest: can(permissions.read),
      },
      async (r) => ({ items: await schedule.profiles(r.ctx) }),
    );
    app.put(
      "/scheduling/profiles/:userId",
      {
        schema: { tags, params: UserParams, body: ProfileInput, response: { 200: Profile } },
        onRequest: can(permissions.manage),
      },
      async (r) => schedule.updateProfile(r.ctx, r.params.userId, r.body),
    );

    app.get(
      "/scheduling/templates",
      {
        schema: { tags, params: Params, response: { 200: Type.Object({ items: Type.Array(Template) }) } },
        onRequest: can(permissions.read),
      },
      async (r) => ({ items: await schedule.templates(r.ctx) }),
    );
    app.post(
      "/scheduling/templates",
      {
        schema: { tags, params: Params, body: TemplateInput, response: { 201: Template } },
        onRequest: can(permissions.manage),
      },
      async (r, reply) => reply.status(201).send(await schedule.createTemplate(r.ctx, r.body)),
    );
    app.delete(
      "/scheduling/templates/:id",
      { schema: { tags, params: IdParams, response: { 204: Removed } }, onRequest: can(permissions.manage) },
      async (r, reply) => {
        await schedule.removeTemplate(r.ctx, r.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/scheduling/coverage",
      {
        schema: { tags, params: Params, querystring: ScopeQuery, response: { 200: Coverage } },
        onRequest: can(permissions.read),
      },
      async (r) => schedule.coverage(r.ctx, r.query),
    );
    app.put(
      "/scheduling/coverage",
      {
        schema: { tags, params: Params, body: CoverageInput, response: { 200: Coverage } },
        onRequest: can(permissions.manage),
      },
      async (r) => schedule.setCoverage(r.ctx, r.body),
    );

    app.get(
      "/scheduling/board",
      {
        schema: { tags, params: Params, querystring: BoardQuery, response: { 200: Board } },
        onRequest: can(permissions.read),
      },
      async (r) => schedule.board(r.ctx, r.query, localeOf(r)),
    );

    app.post(
      "/scheduling/shifts",
      {
        schema: { tags, params: Params, body: ShiftsInput, response: { 201: ShiftsResult } },
        onRequest: can(permissions.manage),
        bodyLimit: 8 * 1024 * 1024,
      },
      async (r, reply) => reply.status(201).send(await schedule.create(r.ctx, r.body, localeOf(r))),
    );
    app.patch(
      "/scheduling/shifts/:id",
      {
        schema: { tags, params: IdParams, body: ShiftPatch, response: { 200: ShiftsResult } },
        onRequest: can(permissions.manage),
      },
      async (r) => schedule.update(r.ctx, r.params.id, r.body, localeOf(r)),
    );
    app.delete(
      "/scheduling/shifts/:id",
      { schema: { tags, params: IdParams, response: { 204: Removed } }, onRequest: can(permissions.manage) },
      async (r, reply) => {
        await schedule.remove(r.ctx, r.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      "/scheduling/shifts/copy-week",
      {
        schema: { tags, params: Params, body: CopyWeekInput, response: { 201: ShiftsResult } },
        onRequest: can(permissions.manage),
      },
      async (r, reply) => reply.status(201).send(await schedule.copyWeek(r.ctx, r.body, localeOf(r))),
    );
    app.post(
      "/scheduling/shifts/scale",
      {
        schema: { tags, params: Params, body: ScaleInput, response: { 201: ShiftsResult } },
        onRequest: can(permissions.manage),
      },
      async (r, reply) => reply.status(201).send(await schedule.applyScale(r.ctx, r.body, localeOf(r))),
    );
    app.post(
      "/scheduling/publish",
      {
        schema: { tags, params: Params, body: PublishInput, response: { 200: PublishResult } },
        onRequest: can(permissions.manage),
      },
      async (r) => schedule.publish(r.ctx, r.body),
    );

    app.get(
      "/scheduling/my-shifts",
      {
        schema: { tags, params: Params, querystring: Range, response: { 200: MyShifts } },
        onRequest: can(permissions.own),
      },
      async (r) => schedule.mine(r.ctx, r.query),
    );
    app.get(
      "/scheduling/team-shifts",
      {
        schema: {
          tags,
          summary: "Colleagues' published shifts in the caller's department (to ask for a trade)",
          params: Params,
          querystring: Range,
          response: {
            200: Type.Object({ items: Type.Array(Type.Intersect([Shift, Type.Object({ name: Type.String() })])) }),
          },
        },
        onRequest: can(permissions.own),
      },
      async (r) => schedule.teamShifts(r.ctx, r.query),
    );
    app.post(
      "/scheduling/shifts/:id/confirm",
      { schema: { tags, params: IdParams, response: { 200: Shift } }, onRequest: can(permissions.own) },
      async (r) => schedule.confirm(r.ctx, r.params.id),
    );

    // spec §7: POST /companies/{companyId}/orders
    app.post(
      "/orders",
      {
        schema: {
          tags,
          summary: "A schedule order: availability, unavailability, trade, cover or an open-shift claim",
          params: Params,
          body: OrderInput,
          response: { 201: Order },
        },
        onRequest: can(permissions.order),
      },
      async (r, reply) => reply.status(201).send(await orders.create(r.ctx, r.body, localeOf(r))),
    );
    app.get(
      "/scheduling/orders",
      { schema: { tags, params: Params, response: { 200: OrderList } }, onRequest: can(permissions.order) },
      async (r) => orders.list(r.ctx),
    );
    app.post(
      "/scheduling/orders/:orderId/:action",
      { schema: { tags, params: OrderActionParams, response: { 200: Order } }, onRequest: can(permissions.order) },
      async (r) => orders.act(r.ctx, r.params.orderId, r.params.action, localeOf(r)),
    );

    app.post(
      "/scheduling/calendar-feed",
      {
        schema: {
          tags,
          summary: "Create or rotate the caller's iCalendar feed of their own shifts",
          params: Params,
          response: { 201: Type.Object({ url: Type.String(), path: Type.String() }) },
        },
        onRequest: can(permissions.own),
      },
      async (r, reply) => {
        const token = await feeds.rotate(r.ctx);
        const path = `${ICAL_PREFIX}/${token}.ics`;
        return reply.status(201).send({ url: `${originOf(r, options.publicUrl)}${path}`, path });
      },
    );
    app.delete(
      "/scheduling/calendar-feed",
      { schema: { tags, params: Params, response: { 204: Removed } }, onRequest: can(permissions.own) },
      async (r, reply) => {
        await feeds.revoke(r.ctx);
        return reply.status(204).send(null);
      },
    );
  };
}

/** `GET /api/scheduling/ical/:token.ics`: public, the secret in the path is the authorization (as leave's feed). */
export function createIcalRoute(feeds: FeedService, now: () => Date): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      "/scheduling/ical/:token.ics",
      {
        schema: {
          tags,
          summary: "A person's own shifts as iCalendar (RFC 5545)",
          security: [],
          params: Type.Object({ token: Type.String({ maxLength: 80 }) }),
          response: {
            200: { description: "The calendar (RFC 5545).", content: { "text/calendar": { schema: Type.String() } } },
          },
        },
      },
      async (r, reply) => {
        const body = await feeds.render({ now, log: r.log }, r.params.token);
        return reply
          .type("text/calendar; charset=utf-8")
          .header("cache-control", "private, max-age=900")
          .header("content-disposition", 'inline; filename="shifts.ics"')
          .send(body);
      },
    );
  };
}
