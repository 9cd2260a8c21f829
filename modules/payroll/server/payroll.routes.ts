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
      { schema: { params: Params, response: { 200: PeriodList } }, onRequest: can(permissions.read) },
      async (r) => deps.periods.list(r.ctx),
    );

    app.get(
      "/payroll/periods/:month",
      {
        schema: {
          summary: "A month's payroll period: admins see pay; a manager sees their reporting chain without pay",
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
        schema: { params: MonthParams, body: ReviewInput, response: { 200: Period } },
        onRequest: can(permissions.review),
      },
      async (r) => deps.periods.review(r.ctx, r.params.month, r.body),
    );

    app.post(
      "/payroll/periods/:month/approve",
      {
        schema: {
          summary: "Approve a reviewed period: its payroll leaves move from approved to approved-payroll",
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
        schema: { params: Params, querystring: SalaryChangeQuery, response: { 200: SalaryChangeList } },
        onRequest: can(permissions.salaryHistory),
      },
      async (r) => deps.salary.history(r.ctx, r.query.workerId),
    );
  };
