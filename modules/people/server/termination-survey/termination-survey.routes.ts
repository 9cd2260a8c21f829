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
