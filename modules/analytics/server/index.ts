import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyReply } from "fastify";
import { Type } from "typebox";
import { localeOf } from "../../../core/errors/error-handler.js";
import { defineModule } from "../../../core/modules/define-module.js";
import { requirePermission } from "../../../core/modules/modules.plugin.js";
import { peopleDirectory } from "../../people/contract/directory.js";
import { peopleRecords } from "../../people/contract/records.js";
import { peopleSurveyAnswers } from "../../people/contract/survey-answers.js";
import {
  analyticsContract,
  Diversity,
  DiversityQuery,
  Growth,
  GrowthQuery,
  permissions,
  Surveys,
  SurveysQuery,
  XLSX_TYPE,
} from "../contract/index.js";
import { diversityWorkbook, growthWorkbook, surveysWorkbook } from "./analytics.export.js";
import { createAnalyticsService, createSurveyDashboard } from "./analytics.service.js";
import { createGroupNames } from "./group-names.js";

const Params = Type.Object({ companyId: Type.String() });
const Xlsx = Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "The .xlsx workbook." });

function sendXlsx(reply: FastifyReply, name: string, body: Buffer) {
  return reply
    .header("content-type", XLSX_TYPE)
    .header("content-disposition", `attachment; filename="${name}.xlsx"`)
    .send(body);
}

/**
 * People analytics (modules/analytics/README.md, issue 16): growth for everyone (employees: company level only),
 * diversity and the termination-survey dashboard for admins and managers, each with its Excel export, over people's
 * provided services, with the minimum-group rule of core/reports.
 */
export const analyticsModule = defineModule({
  id: "analytics",
  contract: analyticsContract,
  needs: { records: peopleRecords, directory: peopleDirectory, surveys: peopleSurveyAnswers },
  setup({ services: { records, directory, surveys } }) {
    const analytics = createAnalyticsService({ records });
    const names = createGroupNames({ directory });
    const dashboard = createSurveyDashboard({ surveys });
    const growth = async (ctx: Parameters<typeof analytics.growth>[0], query: Parameters<typeof analytics.growth>[1]) =>
      names.growth(ctx, await analytics.growth(ctx, query));
    const diversity = async (
      ctx: Parameters<typeof analytics.diversity>[0],
      query: Parameters<typeof analytics.diversity>[1],
    ) => names.diversity(ctx, await analytics.diversity(ctx, query));
    return {
      routes: async (plain) => {
        const app = plain.withTypeProvider<TypeBoxTypeProvider>();
        app.get(
          "/analytics/growth",
          {
            schema: {
              summary: "Headcount, hires, terminations, turnover and tenure over months (6 people or more)",
              params: Params,
              querystring: GrowthQuery,
              response: { 200: Growth },
            },
            onRequest: requirePermission(analyticsContract, permissions.growth),
          },
          async (r) => growth(r.ctx, r.query),
        );
        app.get(
          "/analytics/growth/export",
          {
            schema: {
              summary: "The growth dashboard's tables as an Excel workbook",
              params: Params,
              querystring: GrowthQuery,
              response: { 200: Xlsx },
            },
            onRequest: requirePermission(analyticsContract, permissions.growth),
          },
          async (r, reply) => {
            const result = await growth(r.ctx, r.query);
            return sendXlsx(reply, `growth-${result.from}-${result.to}`, await growthWorkbook(result, localeOf(r)));
          },
        );
        app.get(
          "/analytics/diversity",
          {
            schema: {
              summary: "Diversity of the active people who answered (groups under 6 merged or hidden)",
              params: Params,
              querystring: DiversityQuery,
              response: { 200: Diversity },
            },
            onRequest: requirePermission(analyticsContract, permissions.diversity),
          },
          async (r) => diversity(r.ctx, r.query),
        );
        app.get(
          "/analytics/diversity/export",
          {
            schema: {
              summary: "The diversity dashboard's tables as an Excel workbook",
              params: Params,
              querystring: DiversityQuery,
              response: { 200: Xlsx },
            },
            onRequest: requirePermission(analyticsContract, permissions.diversity),
          },
          async (r, reply) => {
            const result = await diversity(r.ctx, r.query);
            return sendXlsx(reply, `diversity-${result.dimension}`, await diversityWorkbook(result, localeOf(r)));
          },
        );
        app.get(
          "/analytics/surveys",
          {
            schema: {
              summary: "Termination-survey results over months: scores, eNPS, yes/no, by type (6 answers or more)",
              params: Params,
              querystring: SurveysQuery,
              response: { 200: Surveys },
            },
            onRequest: requirePermission(analyticsContract, permissions.surveys),
          },
          async (r) => dashboard.results(r.ctx, r.query),
        );
        app.get(
          "/analytics/surveys/export",
          {
            schema: {
              summary: "The termination-survey dashboard's tables as an Excel workbook",
              params: Params,
              querystring: SurveysQuery,
              response: { 200: Xlsx },
            },
            onRequest: requirePermission(analyticsContract, permissions.surveys),
          },
          async (r, reply) => {
            const surveys = await dashboard.results(r.ctx, r.query);
            return sendXlsx(
              reply,
              `surveys-${surveys.from}-${surveys.to}`,
              await surveysWorkbook(surveys, localeOf(r)),
            );
          },
        );
      },
    };
  },
});
