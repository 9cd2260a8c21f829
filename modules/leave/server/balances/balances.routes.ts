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

/** Balances, the ledger behind them, hand-made entries (grants, sales...) and the accrual run. */
export function createBalancesRoutes(balances: BalancesService, imports: BalanceImportService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      "/leave/balances",
      {
        schema: { tags, params: Params, querystring: BalanceQuery, response: { 200: BalanceList } },
        onRequest: can(permissions.balanceRead),
      },
      async (r) =>
        balances.balances(r.ctx, { userId: await subjectOf(r.ctx, balances, r.query.userId), asOf: r.query.asOf }),
    );
    app.get(
      "/leave/ledger",
      {
        schema: { tags, params: Params, querystring: LedgerQuery, response: { 200: LedgerList } },
        onRequest: can(permissions.balanceRead),
      },
      async (r) => balances.ledger(r.ctx, { ...r.query, userId: await subjectOf(r.ctx, balances, r.query.userId) }),
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
      "/leave/balances/adjustments",
      {
        schema: {
          tags,
          summary: "An admin's adjustment or starting balance (amount in the type's unit), with its reason",
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
