import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { actingUser, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import {
  BalanceList,
  BalanceQuery,
  LedgerEntry,
  LedgerEntryInput,
  LedgerList,
  LedgerQuery,
  permissions,
} from "../../contract/index.js";
import { can, Params, tags } from "../route-parts.js";
import type { BalancesService } from "./balances.service.js";

/** A person reads their own balance and ledger; leaders and admins anyone's in the company. */
function subjectOf(ctx: ServiceContext, userId: string | undefined): string {
  const self = actingUser(ctx)?.userId;
  if (!userId || userId === self) {
    if (!self) throw new AppError("VALIDATION_REQUIRED", { field: "userId" });
    return self;
  }
  if (actingUser(ctx)?.level === "requester") throw new AppError("NOT_FOUND");
  return userId;
}

/** Balances, the ledger behind them, hand-made entries (grants, sales...) and the accrual run. */
export function createBalancesRoutes(balances: BalancesService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
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
  };
}
