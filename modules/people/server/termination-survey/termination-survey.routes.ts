import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { PUBLIC_ROUTE } from "../../../../core/docs/docs.plugin.js";
import type { GlobalRoutesOptions } from "../../../../core/modules/define-module.js";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import { peoplePermissions } from "../../contract/permissions.js";
import {
  AdminSurveyQuery,
  PublicSurvey,
  PublicSurveyQuery,
  PublicSurveySubmit,
  SurveyAnswers,
  SurveyResults,
  SurveyResultsQuery,
  SurveySubmitted,
  TerminationSurvey,
} from "../../contract/termination-survey.js";
import type { TerminationSurveyService } from "./termination-survey.service.js";
import { peopleContract } from "../../contract/people.contract.js";

const Params = Type.Object({ companyId: Type.String() });
const WorkerParams = Type.Object({ companyId: Type.String(), workerId: Type.String() });
const tags = ["people"];

/** The admin's side, under /api/companies/:companyId: record an exit interview, read aggregated results. */
export function createSurveyTenantRoutes(service: TerminationSurveyService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      "/workers/:workerId/termination-survey",
      {
        schema: {
          tags,
          summary: "Record a terminated worker's survey answers (an exit interview); `type` is the termination type",
          description:
            "Admins only: records the answers given in an exit interview, in place of the mailed link. A worker who is not terminated is 409 `PEOPLE_WORKER_NOT_TERMINATED`; a survey already answered `PEOPLE_SURVEY_ALREADY_ANSWERED`; an unknown worker 404 `NOT_FOUND`.",
          params: WorkerParams,
          querystring: AdminSurveyQuery,
          body: SurveyAnswers,
          response: { 201: TerminationSurvey },
        },
        onRequest: requirePermission(peopleContract, peoplePermissions.surveysWrite),
      },
      async (request, reply) => {
        const survey = await service.record(request.ctx, request.params.workerId, {
          type: request.query.type,
          answers: request.body,
        });
        return reply.status(201).send(survey);
      },
    );

    app.get(
      "/termination-surveys",
      {
        schema: {
          tags,
          summary: "Aggregated termination-survey answers (refused under 6 answers)",
          description:
            "Admins and managers: averages and score distributions, yes/no counts and how many left a comment, over the surveys asked in the period and of the termination type; never one person's answers. Fewer than 6 answers is refused (`REPORT_MIN_WORKERS`).",
          params: Params,
          querystring: SurveyResultsQuery,
          response: { 200: SurveyResults },
        },
        onRequest: requirePermission(peopleContract, peoplePermissions.reportsRead),
      },
      async (request) => service.results(request.ctx, request.query),
    );
  };
}

/** The public page's calls (spec §2 /termination-survey, §7 POST /termination-survey), under /api, no sign-in. */
export function createSurveyPublicRoutes(service: TerminationSurveyService): FastifyPluginAsync<GlobalRoutesOptions> {
  return async (plain, options) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const base = (log: typeof plain.log) => ({ now: options.now, log });

    app.get(
      "/termination-survey",
      {
        schema: {
          tags,
          summary: "The survey a mailed link opens: first name, company and questions (public, by token)",
          description:
            "No sign-in: the token of the mailed link is the authorization. An unknown or expired token is 400 `AUTH_LINK_INVALID`; a survey already answered `PEOPLE_SURVEY_ALREADY_ANSWERED`.",
          security: PUBLIC_ROUTE,
          querystring: PublicSurveyQuery,
          response: { 200: PublicSurvey },
        },
      },
      async (request) => service.publicView(base(request.log), request.query.token),
    );

    app.post(
      "/termination-survey",
      {
        schema: {
          tags,
          summary: "Answer the survey of a mailed link, once (public, by token)",
          description:
            "No sign-in: every score (1 to 10) and yes/no question must be answered, the comment is optional. Works once: a second answer is 409 `PEOPLE_SURVEY_ALREADY_ANSWERED`, an unknown or expired token 400 `AUTH_LINK_INVALID`.",
          security: PUBLIC_ROUTE,
          body: PublicSurveySubmit,
          response: { 200: SurveySubmitted },
        },
      },
      async (request) => {
        await service.publicSubmit(base(request.log), request.body);
        return { answered: true as const };
      },
    );
  };
}
