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
  shiftExample,
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
      {
        schema: {
          tags,
          description: `The company's scheduling settings: whether leaders approve schedule orders, whether people confirm published shifts, shifts on holidays (warn or refuse) and each labour rule's action and limit. Admins and managers (\`scheduling.shift.read\`); the defaults until an admin saves them.`,
          params: Params,
          response: { 200: Settings },
        },
        onRequest: can(permissions.read),
      },
      async (r) => schedule.settings(r.ctx),
    );
    app.put(
      "/scheduling/settings",
      {
        schema: {
          tags,
          description: `Replaces the scheduling settings whole; admins only (\`scheduling.settings.manage\`). The rules apply to shifts written afterwards, not to ones already on the board.`,
          params: Params,
          body: Settings,
          response: { 200: Settings },
        },
        onRequest: can(permissions.settings),
      },
      async (r) => schedule.updateSettings(r.ctx, r.body),
    );

    app.get(
      "/scheduling/profiles",
      {
        schema: {
          tags,
          description: `Every scheduling profile of the company (part-time flag and skills, by user id); people without one are full-time with no skills. Admins and managers (\`scheduling.shift.read\`).`,
          params: Params,
          response: {
            200: Type.Object(
              { items: Type.Array(Profile) },
              {
                examples: [
                  { items: [{ userId: "6761b1009b1e4a0012ab1001", partTime: false, skills: ["cashier", "stock"] }] },
                ],
              },
            ),
          },
        },
        onRequest: can(permissions.read),
      },
      async (r) => ({ items: await schedule.profiles(r.ctx) }),
    );
    app.put(
      "/scheduling/profiles/:userId",
      {
        schema: {
          tags,
          description: `Sets a person's part-time flag (the part-time rule's weekly limit applies to them) and skills (an open shift with a skill is offered only to people who have it). Admins and managers (\`scheduling.shift.manage\`); a user who is not an active worker of the company is 404 \`NOT_FOUND\`.`,
          params: UserParams,
          body: ProfileInput,
          response: { 200: Profile },
        },
        onRequest: can(permissions.manage),
      },
      async (r) => schedule.updateProfile(r.ctx, r.params.userId, r.body),
    );

    app.get(
      "/scheduling/templates",
      {
        schema: {
          tags,
          description: `The company's shift templates (name, hours, break, skill), by name, to fill the board quickly. Admins and managers (\`scheduling.shift.read\`).`,
          params: Params,
          response: {
            200: Type.Object(
              { items: Type.Array(Template) },
              {
                examples: [
                  {
                    items: [
                      {
                        id: "6761e1009b1e4a0012ab6001",
                        name: "Morning",
                        start: 420,
                        end: 900,
                        breakMinutes: 60,
                        skill: "cashier",
                      },
                    ],
                  },
                ],
              },
            ),
          },
        },
        onRequest: can(permissions.read),
      },
      async (r) => ({ items: await schedule.templates(r.ctx) }),
    );
    app.post(
      "/scheduling/templates",
      {
        schema: {
          tags,
          description: `Admins and managers (\`scheduling.shift.manage\`). The name is trimmed and required (\`VALIDATION_REQUIRED\`) and unique in the company (409 \`SCHEDULING_TEMPLATE_TAKEN\`); an end not after the start, or a break as long as the shift, is \`SCHEDULING_SHIFT_TIMES\`.`,
          params: Params,
          body: TemplateInput,
          response: { 201: Template },
        },
        onRequest: can(permissions.manage),
      },
      async (r, reply) => reply.status(201).send(await schedule.createTemplate(r.ctx, r.body)),
    );
    app.delete(
      "/scheduling/templates/:id",
      {
        schema: {
          tags,
          description: `Removes a template; shifts made from it stay. Admins and managers (\`scheduling.shift.manage\`); an unknown id, or another company's, is 404 \`NOT_FOUND\`.`,
          params: IdParams,
          response: { 204: Removed },
        },
        onRequest: can(permissions.manage),
      },
      async (r, reply) => {
        await schedule.removeTemplate(r.ctx, r.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/scheduling/coverage",
      {
        schema: {
          tags,
          description: `The minimum staffing slots of a department or office (\`departmentId\` or \`officeId\`; neither is \`SCHEDULING_SCOPE_REQUIRED\`). Admins and managers (\`scheduling.shift.read\`); no slots until they are set.`,
          params: Params,
          querystring: ScopeQuery,
          response: { 200: Coverage },
        },
        onRequest: can(permissions.read),
      },
      async (r) => schedule.coverage(r.ctx, r.query),
    );
    app.put(
      "/scheduling/coverage",
      {
        schema: {
          tags,
          description: `Replaces a department's or office's minimum staffing slots (minutes from midnight, the minimum of people, optionally the weekdays); the board compares them with the shifts scheduled. Admins and managers (\`scheduling.shift.manage\`); a slot that does not end after it starts is \`SCHEDULING_SHIFT_TIMES\`.`,
          params: Params,
          body: CoverageInput,
          response: { 200: Coverage },
        },
        onRequest: can(permissions.manage),
      },
      async (r) => schedule.setCoverage(r.ctx, r.body),
    );

    app.get(
      "/scheduling/board",
      {
        schema: {
          tags,
          description: `The schedule of a department or office (\`departmentId\` or \`officeId\`, else \`SCHEDULING_SCOPE_REQUIRED\`) from \`from\` to \`to\` (default a week, at most 62 days: \`SCHEDULING_RANGE_TOO_LONG\`; \`to\` before \`from\` is \`DATES_CHOOSE_CORRECT\`): its people, draft and published shifts, approved leaves, holidays, availability marks, coverage against the minimums and the rules the shifts break, in the caller's language. Admins and managers (\`scheduling.shift.read\`).`,
          params: Params,
          querystring: BoardQuery,
          response: { 200: Board },
        },
        onRequest: can(permissions.read),
      },
      async (r) => schedule.board(r.ctx, r.query, localeOf(r)),
    );

    app.post(
      "/scheduling/shifts",
      {
        schema: {
          tags,
          description: `Creates shifts as drafts (no \`userId\`: an open shift to claim), all or none: the first refusal is the error, e.g. 409 \`SCHEDULING_CONFLICT\` (an overlap), \`SCHEDULING_ON_LEAVE\`, \`SCHEDULING_HOLIDAY\` (when holidays refuse), \`SCHEDULING_UNAVAILABLE\`, a labour rule set to refuse (\`SCHEDULING_RULE_*\`), \`SCHEDULING_NOT_A_WORKER\` or \`SCHEDULING_SHIFT_TIMES\`. Rules set to warn come back in \`warnings\`; \`dryRun\` validates and writes nothing. Admins and managers (\`scheduling.shift.manage\`).`,
          params: Params,
          body: ShiftsInput,
          response: { 201: ShiftsResult },
        },
        onRequest: can(permissions.manage),
        bodyLimit: 8 * 1024 * 1024,
      },
      async (r, reply) => reply.status(201).send(await schedule.create(r.ctx, r.body, localeOf(r))),
    );
    app.patch(
      "/scheduling/shifts/:id",
      {
        schema: {
          tags,
          description: `Moves or edits a shift (the board's drag and drop): only the fields sent change, checked as on creation (the shift itself left out of the overlap test). The person must confirm it again; a published one notifies the people concerned. Admins and managers (\`scheduling.shift.manage\`); an unknown id is 404 \`NOT_FOUND\`, a shift changed meanwhile or in a pending trade 409 \`SCHEDULING_SHIFT_CHANGED\`.`,
          params: IdParams,
          body: ShiftPatch,
          response: { 200: ShiftsResult },
        },
        onRequest: can(permissions.manage),
      },
      async (r) => schedule.update(r.ctx, r.params.id, r.body, localeOf(r)),
    );
    app.delete(
      "/scheduling/shifts/:id",
      {
        schema: {
          tags,
          description: `Deletes a shift; a published one notifies its person. Admins and managers (\`scheduling.shift.manage\`); an unknown id, or another company's, is 404 \`NOT_FOUND\`.`,
          params: IdParams,
          response: { 204: Removed },
        },
        onRequest: can(permissions.manage),
      },
      async (r, reply) => {
        await schedule.remove(r.ctx, r.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      "/scheduling/shifts/copy-week",
      {
        schema: {
          tags,
          description: `Copies a department's or office's shifts of the week starting \`fromWeek\` to the week starting \`toWeek\`, as drafts. Shifts that cannot be written (leave, a conflict, a refusing rule) are left out rather than failing the copy; the answer counts the shifts written and lists the warnings. The same week twice is \`DATES_CHOOSE_CORRECT\`. Admins and managers (\`scheduling.shift.manage\`).`,
          params: Params,
          body: CopyWeekInput,
          response: { 201: ShiftsResult },
        },
        onRequest: can(permissions.manage),
      },
      async (r, reply) => reply.status(201).send(await schedule.copyWeek(r.ctx, r.body, localeOf(r))),
    );
    app.post(
      "/scheduling/shifts/scale",
      {
        schema: {
          tags,
          description: `Generates a rotating scale (6x1, 5x1 or 5x2) for the people listed from \`from\` to \`to\` (at most 62 days), as drafts at the given hours; \`stagger\` (default true) moves each next person's rest day by one. Days a person cannot work (leave, a refusing holiday, unavailability, a refusing rule) are skipped. Admins and managers (\`scheduling.shift.manage\`); a department or office is required (\`SCHEDULING_SCOPE_REQUIRED\`).`,
          params: Params,
          body: ScaleInput,
          response: { 201: ShiftsResult },
        },
        onRequest: can(permissions.manage),
      },
      async (r, reply) => reply.status(201).send(await schedule.applyScale(r.ctx, r.body, localeOf(r))),
    );
    app.post(
      "/scheduling/publish",
      {
        schema: {
          tags,
          description: `Publishes a department's or office's draft shifts from \`from\` to \`to\` (at most 62 days): their people are notified, and the rest of the team when open shifts are posted. Answers how many shifts were published and how many people notified (0 and 0 without drafts). Admins and managers (\`scheduling.shift.manage\`).`,
          params: Params,
          body: PublishInput,
          response: { 200: PublishResult },
        },
        onRequest: can(permissions.manage),
      },
      async (r) => schedule.publish(r.ctx, r.body),
    );

    app.get(
      "/scheduling/my-shifts",
      {
        schema: {
          tags,
          description: `The caller's published shifts from \`from\` (default today) to \`to\` (default four weeks on, at most 62 days), the open shifts of their department or office they may claim (their skills permitting), and whether the company asks them to confirm shifts. Every level (\`scheduling.own.read\`).`,
          params: Params,
          querystring: Range,
          response: { 200: MyShifts },
        },
        onRequest: can(permissions.own),
      },
      async (r) => schedule.mine(r.ctx, r.query),
    );
    app.get(
      "/scheduling/team-shifts",
      {
        schema: {
          tags,
          description: `The published shifts of the caller's department colleagues (not already in a pending trade) from \`from\` (default today) to \`to\` (default four weeks on), with their names, at most 500: the shifts one may ask to trade for. Empty for someone without a department. Every level (\`scheduling.own.read\`).`,
          summary: "Colleagues' published shifts in the caller's department (to ask for a trade)",
          params: Params,
          querystring: Range,
          response: {
            200: Type.Object(
              { items: Type.Array(Type.Intersect([Shift, Type.Object({ name: Type.String() })])) },
              {
                examples: [
                  {
                    items: [{ ...shiftExample, userId: "6761b1009b1e4a0012ab1003", name: "Bruno Lima" }],
                  },
                ],
              },
            ),
          },
        },
        onRequest: can(permissions.own),
      },
      async (r) => schedule.teamShifts(r.ctx, r.query),
    );
    app.post(
      "/scheduling/shifts/:id/confirm",
      {
        schema: {
          tags,
          description: `The caller confirms one of their own published shifts (companies that require confirmation). Every level (\`scheduling.own.read\`); a shift that is not theirs, not published, or unknown is 404 \`NOT_FOUND\`.`,
          params: IdParams,
          response: { 200: Shift },
        },
        onRequest: can(permissions.own),
      },
      async (r) => schedule.confirm(r.ctx, r.params.id),
    );

    // spec §7: POST /companies/{companyId}/orders
    app.post(
      "/orders",
      {
        schema: {
          tags,
          description: `Every level (\`scheduling.order.create\`). \`available\`/\`unavailable\` mark a day (optionally hours) from today on (else \`DATE_BEFORE_NOW\`); \`openshift\` claims a published open shift at once (409 \`SCHEDULING_SHIFT_TAKEN\` if someone was first, \`SCHEDULING_NOT_QUALIFIED\` without its skill); \`trade\` offers the caller's shift for a colleague's (\`targetShiftId\`) and \`cover\` asks a colleague (or anyone qualified) to take it: both wait for the colleague, then for a leader when the company has leaders approve orders. A shift not the caller's is \`SCHEDULING_NOT_YOUR_SHIFT\`, a past one \`SCHEDULING_PAST_SHIFT\`, one already in an order \`SCHEDULING_SHIFT_CHANGED\`.`,
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
      {
        schema: {
          tags,
          description: `The caller's orders (made by or addressed to them), the open cover requests of their department, and for leaders every order waiting for approval; newest first, at most 100. Every level (\`scheduling.order.create\`).`,
          params: Params,
          response: { 200: OrderList },
        },
        onRequest: can(permissions.order),
      },
      async (r) => orders.list(r.ctx),
    );
    app.post(
      "/scheduling/orders/:orderId/:action",
      {
        schema: {
          tags,
          description: `Moves an order on: the colleague accepts or declines, a leader approves or rejects, the requester cancels. An approved trade or cover moves the shifts and notifies. Every level (\`scheduling.order.create\`), as the order allows: a step not open in its state is 409 \`SCHEDULING_ORDER_STATE\`, another person's step \`SCHEDULING_ORDER_NOT_YOURS\` or 403 \`FORBIDDEN\`, an unknown order 404 \`NOT_FOUND\`.`,
          params: OrderActionParams,
          response: { 200: Order },
        },
        onRequest: can(permissions.order),
      },
      async (r) => orders.act(r.ctx, r.params.orderId, r.params.action, localeOf(r)),
    );

    app.post(
      "/scheduling/calendar-feed",
      {
        schema: {
          tags,
          description: `Creates the caller's secret iCalendar feed address of their published shifts, or replaces it (the old address stops working). Every level (\`scheduling.own.read\`). Calendar apps read it without signing in: keep the address private.`,
          summary: "Create or rotate the caller's iCalendar feed of their own shifts",
          params: Params,
          response: {
            201: Type.Object(
              { url: Type.String(), path: Type.String() },
              {
                examples: [
                  {
                    url: "https://hr.example.com/api/scheduling/ical/6761a0009b1e4a0012ab0000-q3T9xL2vN8pR5wK7mZ1cY4bH6jF0dS.ics",
                    path: "/api/scheduling/ical/6761a0009b1e4a0012ab0000-q3T9xL2vN8pR5wK7mZ1cY4bH6jF0dS.ics",
                  },
                ],
              },
            ),
          },
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
      {
        schema: {
          tags,
          description: `Revokes the caller's calendar feed: its address answers 404 afterwards. Every level (\`scheduling.own.read\`); without a feed it is 404 \`NOT_FOUND\`.`,
          params: Params,
          response: { 204: Removed },
        },
        onRequest: can(permissions.own),
      },
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
          description: `The published shifts of the feed's owner as iCalendar, for calendar apps: no sign-in, the secret token in the path is the authorization. A revoked or unknown token, or a person no longer in the company, is 404 \`NOT_FOUND\`.`,
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
