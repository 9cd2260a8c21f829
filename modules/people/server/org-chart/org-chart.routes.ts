import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { localeOf } from "../../../../core/errors/error-handler.js";
import { contentDisposition } from "../../../../core/files/file-download.js";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import { OrgChart, OrgChartQuery, Report, ReportFilters } from "../../contract/org-chart.js";
import { peoplePermissions } from "../../contract/permissions.js";
import { orgChartService } from "./org-chart.service.js";
import { reportWorkbook, XLSX_TYPE } from "./report-excel.js";
import { peopleContract } from "../../contract/people.contract.js";

const Params = Type.Object({ companyId: Type.String() });
const Xlsx = Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "An .xlsx workbook." });
const tags = ["people"];

/**
 * The org chart and its report (spec §2 org chart route: admin, revisor; §7 POST /companies/{companyId}/report and its
 * excel variant), under /api/companies/:companyId.
 */
export const orgChartRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const canRead = requirePermission(peopleContract, peoplePermissions.reportsRead);

  app.get(
    "/org-chart",
    {
      schema: {
        tags,
        summary: "The org chart: active workers under their supervisors, depth-first",
        description:
          "Admins and managers: the active workers as a flat list in depth-first order (each right before their reports, siblings by name), with role, department and office names and report counts; `rootWorkerId` answers only that person's part (an unknown one is 404 `NOT_FOUND`).",
        params: Params,
        querystring: OrgChartQuery,
        response: { 200: OrgChart },
      },
      onRequest: canRead,
    },
    async (request) => orgChartService.chart(request.ctx, request.query),
  );

  app.post(
    "/report",
    {
      schema: {
        tags,
        summary: "The org-chart report: workers matching the filters (refused under 6 workers)",
        description:
          "Admins and managers: one row per worker matching department, office, role, status (active by default) and supervisor's team (direct, or every level below with `includeIndirect`). Fewer than 6 rows is refused with `REPORT_MIN_WORKERS`, so a report never singles anyone out.",
        params: Params,
        body: ReportFilters,
        response: { 200: Report },
      },
      onRequest: canRead,
    },
    async (request) => orgChartService.report(request.ctx, request.body),
  );

  app.post(
    "/report/excel",
    {
      schema: {
        tags,
        summary: "The org-chart report as an Excel workbook (refused under 6 workers)",
        description:
          "The same rows and rules as `POST /report`, as an .xlsx download with column titles in the caller's language.",
        params: Params,
        body: ReportFilters,
        response: { 200: Xlsx },
      },
      onRequest: canRead,
    },
    async (request, reply) => {
      const report = await orgChartService.report(request.ctx, request.body);
      const body = await reportWorkbook(report, localeOf(request));
      return reply
        .header("content-type", XLSX_TYPE)
        .header("content-disposition", contentDisposition("attachment", "org-chart-report.xlsx"))
        .header("cache-control", "private, no-store")
        .send(body);
    },
  );
};
