import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { actorFor, authOf, requireFounder } from "../../core/auth/guards.js";
import type { ServiceContext } from "../../core/context.js";
import {
  ChangePlanBody,
  FounderCompanyListSchema,
  FounderCompanyParams,
  FounderCompanyQuery,
  FounderCompanySchema,
} from "./founder.schemas.js";
import { createFounderService, type Headcount } from "./founder.service.js";
import { planTableRoutes } from "../plans/plans.routes.js";

export interface FounderRoutesOptions {
  /** The active workers of a company (the people module's directory; core/app.ts wires it). */
  headcount: Headcount;
  /** The module ids a company may switch off (core/app.ts: the running modules less the always-on ones). */
  switchableModules?: () => readonly string[];
  /** @default () => new Date() */
  now?: () => Date;
}

/**
 * The founder console's API (spec §2 "Founder-only routes"), platform-wide, under `/api/founder`. Every route is
 * behind `requireFounder`: anyone else, an API key included, gets the same 404 as for a route that does not exist.
 */
export const founderRoutes: FastifyPluginAsync<FounderRoutesOptions> = async (plain, options) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const founder = createFounderService({
    headcount: options.headcount,
    switchableModules: options.switchableModules,
  });
  const now = options.now ?? (() => new Date());
  // the plan table (tenants/plans): its own routes, founder only too
  await app.register(planTableRoutes({ now }));

  app.get(
    "/api/founder/companies",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "listFounderCompanies",
        tags: ["founder"],
        summary: "The platform's companies with plan, active workers and status (founder only)",
        description:
          "Founder only: anyone else, an API key included, gets 404 `NOT_FOUND` as for a route that does not exist. Every company of the platform, newest first, searchable by part of its name (`q`) and filtered by `status` (live or removed), each with its plan, active workers, modules switched off and last activity.",
        querystring: FounderCompanyQuery,
        response: { 200: FounderCompanyListSchema },
      },
    },
    async (request) => founder.listCompanies({ now }, request.query),
  );

  app.put(
    "/api/founder/companies/:companyId/plan",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "changeCompanyPlan",
        tags: ["founder"],
        summary: "Moves a company to another plan, recorded in its audit log (founder only)",
        description:
          "Founder only: anyone else, an API key included, gets 404 `NOT_FOUND` as for a route that does not exist. Moves a live company to `plan` and ends its free trial if it was on one; the change (from, to) is recorded in the company's audit log. An unknown or removed company is 404 `NOT_FOUND`; a plan changed by someone else meanwhile is `TENANT_PLAN_CHANGED_MEANWHILE`.",
        params: FounderCompanyParams,
        body: ChangePlanBody,
        response: { 200: FounderCompanySchema },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      // the founder acts in the company as admin (guards.ts levelIn); the audit entry carries the founder flag
      const ctx: ServiceContext = { companyId, actor: actorFor(authOf(request), companyId), now, log: request.log };
      return founder.changePlan(ctx, { companyId, plan: request.body.plan });
    },
  );
};
