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
const CloseResult = Type.Object(
  { days: Type.Integer(), credited: Type.Integer(), debited: Type.Integer() },
  { examples: [{ days: 312, credited: 1140, debited: 385 }] },
);

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
        schema: {
          description: `The company's overtime rules: daily tolerance, daily and weekly limits, rates per kind of day and at night, whether a leader approves overtime, when time-bank credits expire, the payroll closing day and the compensatory leave type (defaults on first read). Any level (\`clock.overtime.read\`), premium plan only (else \`PLAN_UPGRADE_REQUIRED\`).`,
          params: Params,
          response: { 200: OvertimeSettings },
        },
        onRequest: premium(permissions.overtimeRead),
      },
      async (request) => deps.overtime.settings(request.ctx),
    );

    app.patch(
      "/clock/overtime/settings",
      {
        schema: {
          description: `Changes some of the company's overtime rules (rates merge with the current ones) and answers them all. Admins only (\`clock.overtime.settings\`), premium plan only (\`PLAN_UPGRADE_REQUIRED\`). A weekly limit under the daily one is \`VALIDATION_MIN_VALUE\`, an unknown compensatory leave type \`VALIDATION_SELECTION\`. Audited (\`clock.overtime.settings-changed\`).`,
          params: Params,
          body: OvertimeSettingsPatch,
          response: { 200: OvertimeSettings },
        },
        onRequest: premium(permissions.settingsManage),
      },
      async (request) => deps.overtime.updateSettings(request.ctx, request.body),
    );

    app.get(
      "/clock/overtime/days",
      {
        schema: {
          description: `The judged days from \`from\` to \`to\` (at most 400 days: \`CLOCK_RANGE_TOO_LONG\`; \`to\` before \`from\` is \`CLOCK_RANGE_INVALID\`), newest first, paged with the total: worked, expected, night, overtime, weighted, undertime and excess minutes and the overtime's decision, filtered by \`status\` or \`userId\`. Any level (\`clock.overtime.read\`), premium plan only (\`PLAN_UPGRADE_REQUIRED\`): a person sees their own days, a leader also their team's, an admin everyone's; another \`userId\` is 404 \`NOT_FOUND\`.`,
          params: Params,
          querystring: ListQuery,
          response: { 200: OvertimeDayList },
        },
        onRequest: premium(permissions.overtimeRead),
      },
      async (request) => deps.overtime.list(request.ctx, request.query),
    );

    app.post(
      "/clock/overtime/days/:dayId/decision",
      {
        schema: {
          description: `Approves or refuses a pending day's overtime, with an optional reason; an approval credits the time bank (on today's date when the day's payroll period is closed). Admins any day, leaders their team's but never their own (\`clock.overtime.decide\`, else 403 \`FORBIDDEN\`), premium plan only (\`PLAN_UPGRADE_REQUIRED\`); a day they may not see is 404 \`NOT_FOUND\`, one without overtime \`CLOCK_OVERTIME_NOTHING\`, one already decided \`CLOCK_OVERTIME_DECIDED\`. Audited and emits \`clock.overtime.decided\`.`,
          params: DayParams,
          body: OvertimeDecision,
          response: { 200: OvertimeDay },
        },
        onRequest: premium(permissions.overtimeDecide),
      },
      async (request) => deps.overtime.decide(request.ctx, request.params.dayId, request.body),
    );

    app.post(
      "/clock/overtime/close",
      {
        schema: {
          description: `Judges and stores every active person's days from \`from\` up to \`to\` or yesterday, whichever is earlier, and moves the time bank: undertime is debited, overtime is credited when approved (at once when the company needs no approval). Decided days and days of closed payroll periods already stored keep their figures; a second run writes nothing new. Admins only (\`clock.overtime.settings\`), premium plan only (\`PLAN_UPGRADE_REQUIRED\`); more than 400 days is \`CLOCK_RANGE_TOO_LONG\`.`,
          params: Params,
          body: CloseInput,
          response: { 200: CloseResult },
        },
        onRequest: premium(permissions.settingsManage),
      },
      async (request) => deps.overtime.close(request.ctx, request.body),
    );

    app.get(
      "/clock/time-bank",
      {
        schema: {
          description: `A person's time-bank statement as of \`asOf\` (default: the company's today): the balance in minutes and the movements up to that day (overtime, undertime, compensatory time off, expiries, adjustments), newest first. Without \`userId\`, the caller's own. Any level (\`clock.overtime.read\`), premium plan only (\`PLAN_UPGRADE_REQUIRED\`): a person reads their own, a leader also their team's, an admin anyone's; another person is 404 \`NOT_FOUND\`.`,
          params: Params,
          querystring: TimeBankQuery,
          response: { 200: TimeBankStatement },
        },
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
        schema: {
          description: `The time-sheet report of a period (at most 62 days: \`CLOCK_RANGE_TOO_LONG\`) for everyone, a department, an office or one person: per person and day the punches as corrected, worked, expected, overtime and undertime minutes, the day's time-bank movement and any absence, with totals. Admins and leaders (\`clock.report.read\`); a leader sees their team only. A group of fewer than 6 people is \`REPORT_MIN_WORKERS\`, and the one-person sheet is the admin's only (a leader asking for it gets \`REPORT_MIN_WORKERS\`); a person outside the caller's reach is 404 \`NOT_FOUND\`.`,
          params: Params,
          body: TimeSheetFilters,
          response: { 200: TimeSheetReport },
        },
        onRequest: requirePermission(clockContract, permissions.report),
      },
      async (request) => deps.timeSheet.build(request.ctx, request.body),
    );

    app.post(
      "/clock/time-sheet-report/exports",
      {
        schema: {
          description: `Queues an Excel or PDF export of the time-sheet report (headings in the caller's language) and answers it as \`queued\` (202); the same refusals as the on-screen report apply before anything is queued. Poll \`GET .../exports/{exportId}\` for its progress, then download its file. Admins and leaders (\`clock.report.read\`).`,
          params: Params,
          body: TimeSheetExportInput,
          response: { 202: TimeSheetExport },
        },
        onRequest: requirePermission(clockContract, permissions.report),
      },
      async (request, reply) =>
        reply.status(202).send(await deps.exports.start(request.ctx, request.body, localeOf(request))),
    );

    app.get(
      "/clock/time-sheet-report/exports/:exportId",
      {
        schema: {
          description: `An export of the caller's, with its status (\`queued\`, \`running\`, \`done\`, \`failed\`), its progress from 0 to 100 and, when done, its file name. Admins and leaders (\`clock.report.read\`); someone else's export is 404 \`NOT_FOUND\`.`,
          params: ExportParams,
          response: { 200: TimeSheetExport },
        },
        onRequest: requirePermission(clockContract, permissions.report),
      },
      async (request) => deps.exports.get(request.ctx, request.params.exportId),
    );

    app.get(
      "/clock/time-sheet-report/exports/:exportId/file",
      {
        schema: {
          description: `Downloads a finished export's file (.xlsx or .pdf) as an attachment. Admins and leaders (\`clock.report.read\`); someone else's export is 404 \`NOT_FOUND\`, one not done yet \`CLOCK_EXPORT_NOT_READY\`.`,
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
