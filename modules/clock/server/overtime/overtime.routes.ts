import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { AppError } from "../../../../core/errors/app-error.js";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import {
  clockContract,
  OvertimeDay,
  OvertimeDayList,
  OvertimeDecision,
  OvertimeQuery,
  OvertimeSettings,
  OvertimeSettingsPatch,
  overtimePermissions as permissions,
  TimeBankQuery,
  TimeBankStatement,
  TimeSheetExport,
  TimeSheetExportInput,
  TimeSheetFilters,
  TimeSheetReport,
} from "../../contract/index.js";
import { localeOf } from "../../../../core/errors/error-handler.js";
import type { ExportsService } from "../reports/exports.service.js";
import type { TimeSheetService } from "../reports/time-sheet.service.js";
import type { TimeBankService } from "../time-bank/time-bank.service.js";
import type { OvertimeService } from "./overtime.service.js";

const Params = Type.Object({ companyId: Type.String() });
const DayParams = Type.Object({ companyId: Type.String(), dayId: Type.String() });
const ExportParams = Type.Object({ companyId: Type.String(), exportId: Type.String() });
const ListQuery = Type.Object(
  {
    ...OvertimeQuery.properties,
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
    skip: Type.Integer({ minimum: 0, default: 0 }),
  },
  { additionalProperties: false },
);
const CloseInput = Type.Object(
  { from: Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" }), to: Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" }) },
  { additionalProperties: false },
);
const CloseResult = Type.Object({ days: Type.Integer(), credited: Type.Integer(), debited: Type.Integer() });

/** The plans that have /overtime by default (spec §2: premium); the plan table's `clock.overtime` decides (tenants/plans). */
export const OVERTIME_PLANS = ["premium"] as const;

/**
 * The route-level plan check of /overtime (spec §2, §6): the clock module is on every plan, its overtime and time bank
 * on premium only, refused like a premium module (PLAN_UPGRADE_REQUIRED). The core's gate has set `ctx.tenant`.
 */
export async function requireOvertimePlan(request: FastifyRequest): Promise<void> {
  const tenant = request.ctx?.tenant;
  const allowed = tenant?.planFeatures
    ? tenant.planFeatures.includes("clock.overtime")
    : Boolean(tenant?.plan && (OVERTIME_PLANS as readonly string[]).includes(tenant.plan));
  if (!allowed) {
    const plans = tenant?.featurePlans?.["clock.overtime"] ?? OVERTIME_PLANS;
    throw new AppError("PLAN_UPGRADE_REQUIRED", { params: { plan: plans.join(", ") } });
  }
}

/** Overtime, the time bank and the time-sheet report. Mounted at /api/companies/:companyId. */
export const overtimeRoutes =
  (deps: {
    overtime: OvertimeService;
    bank: TimeBankService;
    timeSheet: TimeSheetService;
    exports: ExportsService;
  }): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const premium = (permission: (typeof permissions)[keyof typeof permissions]) => [
      requirePermission(clockContract, permission),
      requireOvertimePlan,
    ];

    app.get(
      "/clock/overtime/settings",
      {
        schema: { params: Params, response: { 200: OvertimeSettings } },
        onRequest: premium(permissions.overtimeRead),
      },
      async (request) => deps.overtime.settings(request.ctx),
    );

    app.patch(
      "/clock/overtime/settings",
      {
        schema: { params: Params, body: OvertimeSettingsPatch, response: { 200: OvertimeSettings } },
        onRequest: premium(permissions.settingsManage),
      },
      async (request) => deps.overtime.updateSettings(request.ctx, request.body),
    );

    app.get(
      "/clock/overtime/days",
      {
        schema: { params: Params, querystring: ListQuery, response: { 200: OvertimeDayList } },
        onRequest: premium(permissions.overtimeRead),
      },
      async (request) => deps.overtime.list(request.ctx, request.query),
    );

    app.post(
      "/clock/overtime/days/:dayId/decision",
      {
        schema: { params: DayParams, body: OvertimeDecision, response: { 200: OvertimeDay } },
        onRequest: premium(permissions.overtimeDecide),
      },
      async (request) => deps.overtime.decide(request.ctx, request.params.dayId, request.body),
    );

    app.post(
      "/clock/overtime/close",
      {
        schema: { params: Params, body: CloseInput, response: { 200: CloseResult } },
        onRequest: premium(permissions.settingsManage),
      },
      async (request) => deps.overtime.close(request.ctx, request.body),
    );

    app.get(
      "/clock/time-bank",
      {
        schema: { params: Params, querystring: TimeBankQuery, response: { 200: TimeBankStatement } },
        onRequest: premium(permissions.overtimeRead),
      },
      async (request) => {
        const ctx = request.ctx;
        const visible = await deps.overtime.visibleUserIds(ctx);
        const userId = request.query.userId ?? (ctx.actor.kind === "user" ? ctx.actor.userId : undefined);
        if (!userId) throw new AppError("VALIDATION_REQUIRED", { field: "userId" });
        if (visible && !visible.has(userId)) throw new AppError("NOT_FOUND");
        return deps.bank.statement(ctx, userId, request.query.asOf);
      },
    );

    app.post(
      "/clock/time-sheet-report",
      {
        schema: { params: Params, body: TimeSheetFilters, response: { 200: TimeSheetReport } },
        onRequest: requirePermission(clockContract, permissions.report),
      },
      async (request) => deps.timeSheet.build(request.ctx, request.body),
    );

    app.post(
      "/clock/time-sheet-report/exports",
      {
        schema: { params: Params, body: TimeSheetExportInput, response: { 202: TimeSheetExport } },
        onRequest: requirePermission(clockContract, permissions.report),
      },
      async (request, reply) =>
        reply.status(202).send(await deps.exports.start(request.ctx, request.body, localeOf(request))),
    );

    app.get(
      "/clock/time-sheet-report/exports/:exportId",
      {
        schema: { params: ExportParams, response: { 200: TimeSheetExport } },
        onRequest: requirePermission(clockContract, permissions.report),
      },
      async (request) => deps.exports.get(request.ctx, request.params.exportId),
    );

    app.get(
      "/clock/time-sheet-report/exports/:exportId/file",
      {
        schema: {
          params: ExportParams,
          response: {
            200: Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "The .xlsx or .pdf file." }),
          },
        },
        onRequest: requirePermission(clockContract, permissions.report),
      },
      async (request, reply) => deps.exports.send(request.ctx, request.params.exportId, reply),
    );
  };
