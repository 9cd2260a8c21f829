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
              description: `Month by month from \`from\` to \`to\` (\`YYYY-MM\`, at most 10 years, else \`ANALYTICS_RANGE_INVALID\`): headcount at each month's end, hires, terminations by kind and turnover in percent; the tenure groups of the people active at the range's end; with \`by=department\` or \`office\`, figures per group, groups under 6 people merged into \`merged\`. Every level (\`analytics.growth.read\`), but employees only \`by=company\` (else 403 \`FORBIDDEN\`). Fewer than 6 active people is \`REPORT_MIN_WORKERS\`.`,
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
              description: `The growth dashboard's tables for the same query as an Excel workbook (\`growth-FROM-TO.xlsx\`), titles in the caller's language. Same access and errors as \`GET /analytics/growth\`.`,
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
              description: `How the active people who answered one \`dimension\` (gender, race, disability, sexual orientation, education level, or age group) spread, company-wide and with \`by=department\` or \`level\` (leaders and team) per group with 6 answers or more. Groups under 6 are merged into \`merged\` when that reaches 6, hidden (and counted in \`hidden\`) otherwise; fewer than 6 answers in all is \`REPORT_MIN_WORKERS\`. Admins and managers (\`analytics.diversity.read\`).`,
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
              description: `The diversity dashboard's tables for the same query as an Excel workbook (\`diversity-DIMENSION.xlsx\`), titles in the caller's language. Same access and errors as \`GET /analytics/diversity\`.`,
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
              description: `The termination-survey results of the surveys asked from \`from\` to \`to\` (company months): response rate, eNPS on recommending the company (promoters 9-10, detractors 1-6), average scores, yes/no counts, score distributions, over time (consecutive months joined until each span holds 6 answers) and by termination type (small types merged); comments are only counted. Fewer than 6 answers is \`REPORT_MIN_WORKERS\`, a bad range \`ANALYTICS_RANGE_INVALID\`. Admins and managers (\`analytics.surveys.read\`).`,
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
              description: `The termination-survey dashboard's tables for the same range as an Excel workbook (\`surveys-FROM-TO.xlsx\`), titles in the caller's language. Same access and errors as \`GET /analytics/surveys\`.`,
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
