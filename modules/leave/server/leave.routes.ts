import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { authOf, actorFor, isMemberOf } from "../../../core/auth/guards.js";
import type { ServiceContext } from "../../../core/context.js";
import { AppError } from "../../../core/errors/app-error.js";
import { TenantParams, pageQuery } from "../../../core/lists/schemas.js";
import type { GlobalRoutesOptions } from "../../../core/modules/define-module.js";
import { requirePermission } from "../../../core/modules/modules.plugin.js";
import {
  events,
  BalanceList,
  BalanceQuery,
  CalendarData,
  CalendarQuery,
  HolidayList,
  HolidayOverrideInput,
  HolidayQuery,
  ChoosePackInput,
  ChoosePackResult,
  LeaveRequest,
  LeaveRequestInput,
  LeaveRequestList,
  LeaveType,
  LeaveTypeCreateMany,
  LeaveTypeList,
  LeaveTypePatchMany,
  LedgerEntry,
  LedgerEntryInput,
  LedgerList,
  LedgerQuery,
  LockedDate,
  LockedDateInput,
  LockedDateList,
  MyRequestsQuery,
  PackList,
  PayrollLeaveInput,
  permissions,
  TransitionInput,
} from "../contract/index.js";
import type { BalancesService } from "./balances.service.js";
import { holidaysService } from "./holidays.service.js";
import { leaveTypesService } from "./leave-types.service.js";
import { leaveModuleInfo as info } from "./module-info.js";
import type { RequestsService } from "./requests.service.js";

const Params = TenantParams;
const TypeParams = Type.Object({ companyId: Type.String(), leaveTypeId: Type.String() });
const PackParams = Type.Object({ companyId: Type.String(), packId: Type.String() });
const RequestParams = Type.Object({ companyId: Type.String(), requestId: Type.String() });
const CountryParams = Type.Object({ companyId: Type.String(), countryId: Type.String() });
const LockedParams = Type.Object({ companyId: Type.String(), lockedDateId: Type.String() });
const Page = Type.Object(pageQuery(), { additionalProperties: false });
const tags = ["leave"];
const Removed = Type.Null({ description: "Removed." });

/** A person reads their own balance and ledger; leaders and admins anyone's in the company. */
function subjectOf(ctx: ServiceContext, userId: string | undefined): string {
  const self = ctx.actor.kind === "user" ? ctx.actor.userId : undefined;
  if (!userId || userId === self) {
    if (!self) throw new AppError("VALIDATION_REQUIRED", { field: "userId" });
    return self;
  }
  if (ctx.actor.kind === "user" && ctx.actor.level === "requester") throw new AppError("NOT_FOUND");
  return userId;
}

export function createLeaveRoutes(services: {
  balances: BalancesService;
  requests: RequestsService;
}): FastifyPluginAsync {
  const { balances, requests } = services;
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const can = (permission: string) => requirePermission(info, permission);

    // --- leave types (spec §7) and packs
    app.get(
      "/leave-types",
      { schema: { tags, params: Params, response: { 200: LeaveTypeList } }, onRequest: can(permissions.typeRead) },
      async (r) => ({
        items: await leaveTypesService.list(r.ctx),
      }),
    );
    app.post(
      "/leave-types/many",
      {
        schema: { tags, params: Params, body: LeaveTypeCreateMany, response: { 201: LeaveTypeList } },
        onRequest: can(permissions.typeManage),
      },
      async (r, reply) => {
        const items = await leaveTypesService.createMany(r.ctx, r.body.items);
        await app.events.emit(r.ctx, events.typesChanged, { ids: items.map((t) => t.id) });
        return reply.status(201).send({ items });
      },
    );
    app.patch(
      "/leave-types/many",
      {
        schema: { tags, params: Params, body: LeaveTypePatchMany, response: { 200: LeaveTypeList } },
        onRequest: can(permissions.typeManage),
      },
      async (r) => {
        const items = await leaveTypesService.patchMany(r.ctx, r.body.items);
        await app.events.emit(r.ctx, events.typesChanged, { ids: items.map((t) => t.id) });
        return { items };
      },
    );
    app.delete(
      "/leave-types/:leaveTypeId",
      { schema: { tags, params: TypeParams, response: { 204: Removed } }, onRequest: can(permissions.typeManage) },
      async (r, reply) => {
        await leaveTypesService.remove(r.ctx, r.params.leaveTypeId);
        return reply.status(204).send(null);
      },
    );
    app.get(
      "/leave-packs",
      { schema: { tags, params: Params, response: { 200: PackList } }, onRequest: can(permissions.typeRead) },
      async () => ({
        items: leaveTypesService.packs(),
      }),
    );
    app.patch(
      "/choose-pack/:packId",
      {
        schema: { tags, params: PackParams, body: Type.Optional(ChoosePackInput), response: { 200: ChoosePackResult } },
        onRequest: can(permissions.typeManage),
      },
      async (r) => {
        const result = await leaveTypesService.choosePack(r.ctx, r.params.packId);
        await app.events.emit(r.ctx, events.typesChanged, { ids: result.items.map((t) => t.id) });
        return result;
      },
    );

    // --- balances and ledger
    app.get(
      "/leave/balances",
      {
        schema: { tags, params: Params, querystring: BalanceQuery, response: { 200: BalanceList } },
        onRequest: can(permissions.balanceRead),
      },
      async (r) => balances.balances(r.ctx, { userId: subjectOf(r.ctx, r.query.userId), asOf: r.query.asOf }),
    );
    app.get(
      "/leave/ledger",
      {
        schema: { tags, params: Params, querystring: LedgerQuery, response: { 200: LedgerList } },
        onRequest: can(permissions.balanceRead),
      },
      async (r) => balances.ledger(r.ctx, { ...r.query, userId: subjectOf(r.ctx, r.query.userId) }),
    );
    app.post(
      "/leave/ledger",
      {
        schema: { tags, params: Params, body: LedgerEntryInput, response: { 201: LedgerEntry } },
        onRequest: can(permissions.balanceManage),
      },
      async (r, reply) => reply.status(201).send(await balances.record(r.ctx, r.body)),
    );
    app.post(
      "/leave/accrual/run",
      {
        schema: {
          tags,
          params: Params,
          response: {
            200: Type.Object({ granted: Type.Integer(), rolledOver: Type.Integer(), expired: Type.Integer() }),
          },
        },
        onRequest: can(permissions.balanceManage),
      },
      async (r) => balances.accrue(r.ctx),
    );

    // --- requests
    app.post(
      "/leave/requests",
      {
        schema: { tags, params: Params, body: LeaveRequestInput, response: { 201: LeaveRequest } },
        onRequest: can(permissions.requestCreate),
      },
      async (r, reply) => reply.status(201).send(await requests.create(r.ctx, r.body)),
    );
    app.post(
      "/leave/payroll-requests",
      {
        schema: { tags, params: Params, body: PayrollLeaveInput, response: { 201: LeaveRequest } },
        onRequest: can(permissions.requestPayroll),
      },
      async (r, reply) => reply.status(201).send(await requests.create(r.ctx, r.body, { payroll: true })),
    );
    app.get(
      "/leave/requests/mine",
      {
        schema: { tags, params: Params, querystring: MyRequestsQuery, response: { 200: LeaveRequestList } },
        onRequest: can(permissions.requestCreate),
      },
      async (r) => requests.mine(r.ctx, r.query),
    );
    app.get(
      "/leave/requests/pending-approvals",
      {
        schema: { tags, params: Params, querystring: Page, response: { 200: LeaveRequestList } },
        onRequest: can(permissions.requestApprove),
      },
      async (r) => requests.pendingApprovals(r.ctx, r.query),
    );
    app.get(
      "/leave/requests/:requestId",
      {
        schema: { tags, params: RequestParams, response: { 200: LeaveRequest } },
        onRequest: can(permissions.requestCreate),
      },
      async (r) => requests.get(r.ctx, r.params.requestId),
    );
    for (const [action, permission] of [
      ["approve", permissions.requestApprove],
      ["deny", permissions.requestApprove],
      ["cancel", permissions.requestCreate],
      ["payroll", permissions.requestPayroll],
    ] as const)
      app.post(
        `/leave/requests/:requestId/${action}`,
        {
          schema: {
            tags,
            params: RequestParams,
            body: Type.Optional(TransitionInput),
            response: { 200: LeaveRequest },
          },
          onRequest: can(permission),
        },
        async (r) => requests.transition(r.ctx, r.params.requestId, action, { reason: r.body?.reason }),
      );

    // --- holidays (spec §7 POST /holidays/{countryId}) and the team calendar
    app.get(
      "/holidays/:countryId",
      {
        schema: { tags, params: CountryParams, querystring: HolidayQuery, response: { 200: HolidayList } },
        onRequest: can(permissions.typeRead),
      },
      async (r) => holidaysService.list(r.ctx, r.params.countryId, r.query),
    );
    app.post(
      "/holidays/:countryId",
      {
        schema: { tags, params: CountryParams, body: HolidayOverrideInput, response: { 200: HolidayList } },
        onRequest: can(permissions.lockedManage),
      },
      async (r) => holidaysService.override(r.ctx, r.params.countryId, r.body),
    );
    app.get(
      "/leave/calendar",
      {
        schema: { tags, params: Params, querystring: CalendarQuery, response: { 200: CalendarData } },
        onRequest: can(permissions.typeRead),
      },
      async (r) => requests.calendar(r.ctx, r.query),
    );

    // --- locked dates (spec §5, §9)
    app.get(
      "/leave/locked-dates",
      { schema: { tags, params: Params, response: { 200: LockedDateList } }, onRequest: can(permissions.typeRead) },
      async (r) => ({
        items: await requests.listLocked(r.ctx),
      }),
    );
    app.post(
      "/leave/locked-dates",
      {
        schema: { tags, params: Params, body: LockedDateInput, response: { 201: LockedDate } },
        onRequest: can(permissions.lockedManage),
      },
      async (r, reply) => reply.status(201).send(await requests.addLocked(r.ctx, r.body)),
    );
    app.delete(
      "/leave/locked-dates/:lockedDateId",
      { schema: { tags, params: LockedParams, response: { 204: Removed } }, onRequest: can(permissions.lockedManage) },
      async (r, reply) => {
        await requests.removeLocked(r.ctx, r.params.lockedDateId);
        return reply.status(204).send(null);
      },
    );
  };
}

/**
 * `GET /api/leave-types/:id` (spec §7): not under a company path, so it finds the type among the companies the
 * caller belongs to; another company's type answers 404 like one that does not exist.
 */
export const leaveGlobalRoutes: FastifyPluginAsync<GlobalRoutesOptions> = async (plain, options) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/leave-types/:id",
    { schema: { tags, params: Type.Object({ id: Type.String() }), response: { 200: LeaveType } } },
    async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const auth = authOf(request);
      const companyIds = auth.via.kind === "apiKey" ? [auth.via.companyId] : auth.memberships.map((m) => m.companyId);
      for (const companyId of companyIds) {
        if (!isMemberOf(auth, companyId)) continue;
        const ctx: ServiceContext = { companyId, actor: actorFor(auth, companyId), now: options.now, log: request.log };
        try {
          return await leaveTypesService.get(ctx, request.params.id);
        } catch (err) {
          if (!(err instanceof AppError) || err.code !== "NOT_FOUND") throw err;
        }
      }
      throw new AppError("NOT_FOUND");
    },
  );
};
