import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { actingUser, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { localeOf } from "../../../../core/errors/error-handler.js";
import {
  BalanceAdjustmentInput,
  BalanceImportQuery,
  BalanceImportResult,
  BalanceList,
  BalanceQuery,
  LedgerEntry,
  LedgerEntryInput,
  LedgerList,
  LedgerQuery,
  permissions,
} from "../../contract/index.js";
import { can, Params, tags } from "../route-parts.js";
import type { BalanceImportService } from "./balance-import.service.js";
import type { BalancesService } from "./balances.service.js";

/** The multipart field of the balance import's file. */
const UPLOAD_FIELD = "file";

/**
 * Whose balance and ledger the caller may read (issue 12): a person their own; a manager (revisor) also their
 * reports', direct or through a chain of supervisors (403 for anyone else); admins (and API keys, which passed the
 * route's permission) anyone's in the company. Someone who is not one of its workers, e.g. another company's, is not
 * found.
 */
async function subjectOf(ctx: ServiceContext, balances: BalancesService, userId: string | undefined): Promise<string> {
  const self = actingUser(ctx)?.userId;
  if (!userId || userId === self) {
    if (!self) throw new AppError("VALIDATION_REQUIRED", { field: "userId" });
    return self;
  }
  const actor = actingUser(ctx);
  if (actor?.level === "requester") throw new AppError("NOT_FOUND");
  if (!(await balances.isWorker(ctx, userId))) throw new AppError("NOT_FOUND");
  if (actor?.level === "revisor" && !(await balances.reportsTo(ctx, userId, actor.userId)))
    throw new AppError("FORBIDDEN");
  return userId;
}

/** Who may read whose balances and ledger (see subjectOf), for the routes' descriptions. */
const WHO =
  "Any level for their own (the default without `userId`); a manager also for the people who report to them, directly or down the chain (403 `FORBIDDEN` for others); an admin or an API key for anyone in the company (an API key must name `userId`). A requester naming someone else, or anyone naming a person who is not one of the company's workers, gets 404 `NOT_FOUND`.";

/** Balances, the ledger behind them, hand-made entries (grants, sales...) and the accrual run. */
export function createBalancesRoutes(balances: BalancesService, imports: BalanceImportService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      "/leave/balances",
      {
        schema: {
          tags,
          description: `A person's balance of every leave type as of \`asOf\` (the company's today by default), in milliseconds and in the type's unit, with the accruals still to come, the leaves booked after that day and what will be left at the end of the balance period. ${WHO}`,
          params: Params,
          querystring: BalanceQuery,
          response: { 200: BalanceList },
        },
        onRequest: can(permissions.balanceRead),
      },
      async (r) =>
        balances.balances(r.ctx, { userId: await subjectOf(r.ctx, balances, r.query.userId), asOf: r.query.asOf }),
    );
    app.get(
      "/leave/ledger",
      {
        schema: {
          tags,
          description: `The ledger entries behind a person's balances, newest first (optionally of one \`leaveTypeId\`, 50 a page by default, at most 200), each with the type's balance right after it and its author's name. ${WHO}`,
          params: Params,
          querystring: LedgerQuery,
          response: { 200: LedgerList },
        },
        onRequest: can(permissions.balanceRead),
      },
      async (r) => balances.ledger(r.ctx, { ...r.query, userId: await subjectOf(r.ctx, balances, r.query.userId) }),
    );
    app.post(
      "/leave/ledger",
      {
        schema: {
          tags,
          description:
            "Admins only: appends a hand-made ledger entry (grant, adjustment, sale, rollover, anticipation or expiry; `amount` in signed milliseconds, effective today by default) with its reason, and records it in the audit log. An unknown leave type is 404 `NOT_FOUND`; a sale must be allowed by the type (`LEAVE_SALE_NOT_ALLOWED`), stay within its yearly limit (`LEAVE_SALE_LIMIT_DAYS` / `LEAVE_SALE_LIMIT_HOURS`) and be available (`LEAVE_NOT_ENOUGH_DAYS` / `LEAVE_NOT_ENOUGH_TIME`).",
          params: Params,
          body: LedgerEntryInput,
          response: { 201: LedgerEntry },
        },
        onRequest: can(permissions.balanceManage),
      },
      async (r, reply) => reply.status(201).send(await balances.record(r.ctx, r.body)),
    );
    app.post(
      "/leave/balances/adjustments",
      {
        schema: {
          tags,
          summary: "An admin's adjustment or starting balance (amount in the type's unit), with its reason",
          description:
            "Admins only: an `adjustment` (signed, not zero) or a `starting-balance` (once per person, type and date: `LEAVE_STARTING_BALANCE_EXISTS` otherwise), `amount` in days or hours with at most two decimals (`LEAVE_AMOUNT_INVALID`), and a reason (`LEAVE_REASON_REQUIRED`). A person or type not of the company is 404 `NOT_FOUND`. The entry is audited and `leave.balance.adjusted` is emitted.",
          params: Params,
          body: BalanceAdjustmentInput,
          response: { 201: LedgerEntry },
        },
        onRequest: can(permissions.balanceManage),
      },
      async (r, reply) => reply.status(201).send((await balances.adjust(r.ctx, r.body))!),
    );
    app.post(
      "/leave/balances/import",
      {
        schema: {
          tags,
          summary: "Starting balances from a CSV or Excel file: preview every row, then commit (all or nothing)",
          description: `multipart/form-data with the file in the field \`${UPLOAD_FIELD}\` (CSV or .xlsx, at most 2 MB). Columns: worker (e-mail or id), leave type (name or id), balance (in the type's unit), as of (YYYY-MM-DD or DD/MM/YYYY), reason (optional).`,
          params: Params,
          querystring: BalanceImportQuery,
          response: { 200: BalanceImportResult },
        },
        onRequest: can(permissions.balanceManage),
      },
      async (r) => {
        const upload = await app.files.readUpload(r, { field: UPLOAD_FIELD });
        return imports.run(r.ctx, { body: upload.body, mode: r.query.mode ?? "preview", locale: localeOf(r) });
      },
    );
    app.post(
      "/leave/accrual/run",
      {
        schema: {
          tags,
          description:
            "Admins only: runs the daily accrual now for the company's active workers: closes ended balance periods (rollover and expiry) and grants the latest period each accrual policy has started. Idempotent: a period is granted once per worker and type, however often it runs. Answers how many entries of each kind were written.",
          params: Params,
          response: {
            200: Type.Object(
              { granted: Type.Integer(), rolledOver: Type.Integer(), expired: Type.Integer() },
              { examples: [{ granted: 14, rolledOver: 3, expired: 1 }] },
            ),
          },
        },
        onRequest: can(permissions.balanceManage),
      },
      async (r) => balances.accrue(r.ctx),
    );
  };
}
