import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import {
  CompanyAdminsSchema,
  ImpersonationBodySchema,
  ImpersonationEndedSchema,
  ImpersonationStartedSchema,
} from "./auth.schemas.js";
import { authOf, requireFounder } from "./guards.js";
import { companyAdmins, endImpersonation, startImpersonation } from "./impersonation.service.js";
import {
  clearFounderCookie,
  clearSessionCookie,
  FOUNDER_COOKIE,
  setFounderCookie,
  setSessionCookie,
  tokenFromRequest,
  type CookieSettings,
} from "./session-cookie.js";

export interface ImpersonationRoutesOptions {
  now: () => Date;
  cookie: CookieSettings;
}

const CompanyParams = Type.Object({ companyId: Type.String() });

/**
 * The founder's support view of a company (issue 18): list its admins, view it as one (read-only unless changes are allowed), end it. The first
 * two are founder routes (404 to anyone else); ending is open to whoever holds the support session or the founder's
 * kept cookie (a support session that expired can still be left).
 */
export const impersonationRoutes: FastifyPluginAsync<ImpersonationRoutesOptions> = async (plain, options) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const { cookie, now } = options;

  app.get(
    "/api/founder/companies/:companyId/admins",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "listCompanyAdmins",
        tags: ["founder"],
        summary: "A company's admins, to view the company as one of them for support (founder only)",
        description:
          "The live admins of the company, by name. An unknown or deleted company is 404 `NOT_FOUND`; anyone but the founder gets 404 too.",
        params: CompanyParams,
        response: { 200: CompanyAdminsSchema },
      },
    },
    async (request) => ({ items: await companyAdmins(request.params.companyId) }),
  );

  app.post(
    "/api/founder/companies/:companyId/impersonation",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "startImpersonation",
        tags: ["founder"],
        summary: "View a company as one of its admins for support, read-only unless changes are allowed (founder only)",
        description:
          "Opens a support session of its own (30 minutes, never renewed) on the company as that admin and makes it the session cookie; the founder's own session is kept aside for `DELETE /api/auth/impersonation`. Read-only by default: every change made with it is refused (403 `AUTH_IMPERSONATION_READ_ONLY`). With `allowChanges` and a `reason` (3-200 characters, else 400 `AUTH_IMPERSONATION_REASON_REQUIRED`) changes go through, except on routes that never allow them (a person's sign-in link, the admin's password, level, preferences and API keys), and every change is recorded in the company's audit log (`auth.impersonation.change`: method, route pattern, status code). Recorded in the company's audit log (`auth.impersonation.started`). A person who is not a live admin of that company, or an unknown company, is 404 `NOT_FOUND`.",
        params: CompanyParams,
        body: ImpersonationBodySchema,
        response: { 201: ImpersonationStartedSchema },
      },
    },
    async (request, reply) => {
      const founder = authOf(request);
      const started = await startImpersonation(
        { now, log: request.log },
        {
          founder,
          companyId: request.params.companyId,
          userId: request.body.userId,
          allowChanges: request.body.allowChanges,
          reason: request.body.reason,
        },
      );
      const presented = tokenFromRequest(request);
      if (presented?.source === "cookie" && founder.via.kind === "session") {
        setFounderCookie(reply, cookie, { token: presented.token, expiresAt: founder.via.expiresAt });
        setSessionCookie(reply, cookie, { token: started.token, expiresAt: started.expiresAt });
      }
      return reply.code(201).send({
        token: started.token,
        expiresAt: started.expiresAt.toISOString(),
        readOnly: !started.allowChanges,
      });
    },
  );

  app.delete(
    "/api/auth/impersonation",
    {
      config: { impersonation: "allow" },
      schema: {
        operationId: "endImpersonation",
        tags: ["auth"],
        summary: "End the founder's support view of a company",
        description:
          "Ends the support session (recorded in the company's audit log, `auth.impersonation.ended`) and gives the founder's own session back as the session cookie when the browser kept it (`restored`). Also leaves a support session that already expired. Called without a support session it changes nothing.",
        response: { 200: ImpersonationEndedSchema },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      const kept = request.cookies?.[FOUNDER_COOKIE];
      const { founderToken, expiresAt } = await endImpersonation(
        { now, log: request.log },
        { auth, founderToken: kept, reason: "ended" },
      );
      clearFounderCookie(reply, cookie);
      const presented = tokenFromRequest(request);
      if (founderToken && expiresAt) {
        setSessionCookie(reply, cookie, { token: founderToken, expiresAt });
      } else if (auth?.impersonation || (!auth && presented?.source === "cookie")) {
        clearSessionCookie(reply, cookie);
      }
      return { restored: founderToken !== null };
    },
  );
};
