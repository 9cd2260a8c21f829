import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { requirePermission } from "../../../core/modules/modules.plugin.js";
import {
  ExportQuery,
  MonthParams,
  Period,
  PeriodList,
  ReviewInput,
  SalaryChange,
  SalaryChangeInput,
  SalaryChangeList,
  SalaryChangeQuery,
  payrollContract,
  permissions,
} from "../contract/index.js";
import { periodCsv, periodXlsx } from "./periods/period.export.js";
import type { PeriodsService } from "./periods/periods.service.js";
import type { SalaryService } from "./salary/salary.service.js";

const Params = Type.Object({ companyId: Type.String() });
const can = (permission: (typeof permissions)[keyof typeof permissions]) =>
  requirePermission(payrollContract, permission);

/** Payroll periods and salary changes, under /api/companies/:companyId. */
export const payrollRoutes =
  (deps: { periods: PeriodsService; salary: SalaryService }): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/payroll/periods",
      {
        schema: {
          description: `The last twelve months, newest first: approved ones with when and how many people they held, open ones with how many people fall in them. Admins and managers (\`payroll.period.read\`); other levels are 403 \`FORBIDDEN\`.`,
          params: Params,
          response: { 200: PeriodList },
        },
        onRequest: can(permissions.read),
      },
      async (r) => deps.periods.list(r.ctx),
    );

    app.get(
      "/payroll/periods/:month",
      {
        schema: {
          summary: "A month's payroll period: admins see pay; a manager sees their reporting chain without pay",
          description: `A month's period assembled live until it is approved (frozen afterwards): per person worked, expected and overtime minutes, paid and unpaid leave days and the leaves behind them, admission or termination, what changed since the last approved period and their review. Admins see everyone with pay; a manager (\`payroll.period.read\`) sees only their reporting chain, without \`salary\`, \`variablePay\` or compensation changes. A month not \`YYYY-MM\` or not yet started is \`PAYROLL_MONTH_INVALID\`.`,
          params: MonthParams,
          response: { 200: Period },
        },
        onRequest: can(permissions.read),
      },
      async (r) => deps.periods.get(r.ctx, r.params.month),
    );

    app.post(
      "/payroll/periods/:month/reviews",
      {
        schema: {
          description: `Marks people's lines reviewed (or not), with an optional note, all or nothing; answers the period. Admins only (\`payroll.period.review\`). An approved period is 409 \`PAYROLL_PERIOD_APPROVED\`; a user id not in the period \`PAYROLL_PERSON_NOT_IN_PERIOD\`.`,
          params: MonthParams,
          body: ReviewInput,
          response: { 200: Period },
        },
        onRequest: can(permissions.review),
      },
      async (r) => deps.periods.review(r.ctx, r.params.month, r.body),
    );

    app.post(
      "/payroll/periods/:month/approve",
      {
        schema: {
          summary: "Approve a reviewed period: its payroll leaves move from approved to approved-payroll",
          description: `Freezes the period and moves its payroll leaves from approved to approved-payroll (\`leavesSent\`); once per month. Admins only (\`payroll.period.approve\`). Before the month has ended it is \`PAYROLL_PERIOD_NOT_ENDED\`, with a line not reviewed \`PAYROLL_UNREVIEWED\`, when already approved 409 \`PAYROLL_PERIOD_APPROVED\`.`,
          params: MonthParams,
          response: { 200: Period },
        },
        onRequest: can(permissions.approve),
      },
      async (r) => deps.periods.approve(r.ctx, r.params.month),
    );

    app.get(
      "/payroll/periods/:month/export",
      {
        schema: {
          summary: "The period for the payroll provider, CSV or Excel (layout in modules/payroll/README.md)",
          description: `The period as a file for the payroll provider: \`format=csv\` (default, UTF-8) or \`xlsx\`, one line per person (columns in modules/payroll/README.md), as an attachment named \`payroll-YYYY-MM\`. Admins only (\`payroll.period.export\`); a month not started is \`PAYROLL_MONTH_INVALID\`.`,
          params: MonthParams,
          querystring: ExportQuery,
          response: {
            200: Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "The .csv or .xlsx file." }),
          },
        },
        onRequest: can(permissions.export),
      },
      async (r, reply) => {
        const period = await deps.periods.assemble(r.ctx, r.params.month);
        const name = `payroll-${period.month}`;
        if (r.query.format === "xlsx")
          return reply
            .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
            .header("content-disposition", `attachment; filename="${name}.xlsx"`)
            .send(await periodXlsx(period));
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${name}.csv"`)
          .send(Buffer.from(periodCsv(period), "utf8"));
      },
    );

    app.post(
      "/payroll/salary-changes",
      {
        schema: {
          summary: "Change a worker's pay with a justification (salaryJustify)",
          description: `Sets a worker's salary (and optionally variable pay) from \`effectiveDay\`, with a justification of at least 10 characters (else \`PAYROLL_JUSTIFICATION_REQUIRED\`); it is audited and shows in the next period's changes. Admins only (\`payroll.salary.change\`). An unknown worker is 404 \`NOT_FOUND\`, the same pay \`PAYROLL_SALARY_UNCHANGED\`, a concurrent change to the record 409 \`PAYROLL_SALARY_CHANGED_MEANWHILE\` (nothing written).`,
          params: Params,
          body: SalaryChangeInput,
          response: { 201: SalaryChange },
        },
        onRequest: can(permissions.salaryChange),
      },
      async (r, reply) => reply.status(201).send(await deps.salary.change(r.ctx, r.body)),
    );

    app.get(
      "/payroll/salary-changes",
      {
        schema: {
          description: `A worker's salary history (\`workerId\`), newest first, with each change's justification and author. Admins only (\`payroll.salary.history\`); an unknown worker is 404 \`NOT_FOUND\`.`,
          params: Params,
          querystring: SalaryChangeQuery,
          response: { 200: SalaryChangeList },
        },
        onRequest: can(permissions.salaryHistory),
      },
      async (r) => deps.salary.history(r.ctx, r.query.workerId),
    );
  };
