import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { actorFor, authOf, requireFounder, requireMembership } from "../../core/auth/guards.js";
import type { ServiceContext } from "../../core/context.js";
import { companyTopic } from "../../core/realtime/topics.js";
import { textColorOn } from "../brand-colors.js";
import { companyBranding } from "../tenants.service.js";
import { logoPath } from "./branding-logo.js";
import { FounderCompanyParams } from "./founder.schemas.js";
import {
  CompanyBrandingSchema,
  CUSTOMISATION_CHANGED_EVENT,
  CustomisationPatchBody,
  CustomisationSchema,
} from "./customisation.schemas.js";
import { createCustomisationService, type CustomisationServiceOptions } from "./customisation.service.js";

export interface CustomisationRoutesOptions {
  /** The module ids the founder may switch off (core/app.ts: the running modules less the always-on ones). */
  switchableModules(): readonly string[];
  /** The feature flags the running modules declare (core/app.ts). */
  flags: CustomisationServiceOptions["flags"];
  /** @default () => new Date() */
  now?: () => Date;
}

/**
 * Per-tenant customisation (issue 18): the founder's read and edit under `/api/founder` (404 to anyone else, as every
 * founder route), and the company's branding for its own members (`GET /api/companies/:companyId/branding`: the web
 * app, widgets and mails apply it).
 */
export const customisationRoutes: FastifyPluginAsync<CustomisationRoutesOptions> = async (plain, options) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const now = options.now ?? (() => new Date());
  const customisation = createCustomisationService({
    switchableModules: options.switchableModules,
    flags: options.flags,
    announce: (companyId, fields) => {
      // the company's open sessions read branding and modules again (web/src/app/tenant-live.ts)
      if (app.hasDecorator("realtime"))
        app.realtime.publish(companyTopic(companyId), CUSTOMISATION_CHANGED_EVENT, { fields });
    },
  });

  app.get(
    "/api/founder/companies/:companyId/customization",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "getCompanyCustomization",
        tags: ["founder"],
        summary:
          "A company's customisation: colour, modules, worker fields, pack, admin locks and feature flags (founder only)",
        description:
          "Founder only: anyone else, an API key included, gets 404 `NOT_FOUND` as for a route that does not exist. A live company's brand colour, modules switched off (of those the founder may switch), hidden worker fields, culture package, admin locks and every feature flag with its value for the company. An unknown or removed company is 404 `NOT_FOUND`.",
        params: FounderCompanyParams,
        response: { 200: CustomisationSchema },
      },
    },
    async (request) => customisation.get(request.params.companyId),
  );

  app.put(
    "/api/founder/companies/:companyId/customization",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "updateCompanyCustomization",
        tags: ["founder"],
        summary: "Changes a company's customisation, audited in its log and applied at once (founder only)",
        description:
          "Founder only: anyone else, an API key included, gets 404 `NOT_FOUND` as for a route that does not exist. Changes only the fields sent, all checked before the one write: a blank name is `VALIDATION_REQUIRED`, a colour no text reads on is `TENANT_BRAND_COLOR_UNREADABLE`, a module that cannot be switched off `TENANT_MODULE_UNKNOWN`, an unknown flag `TENANT_FLAG_UNKNOWN`, a concurrent edit `TENANT_CUSTOMISATION_CHANGED_MEANWHILE`. The changes are recorded in the company's audit log and its open sessions are told to reload branding and modules.",
        params: FounderCompanyParams,
        body: CustomisationPatchBody,
        response: { 200: CustomisationSchema },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      await customisation.get(companyId); // NOT_FOUND before acting in a company that is not there
      const ctx: ServiceContext = { companyId, actor: actorFor(authOf(request), companyId), now, log: request.log };
      return customisation.update(ctx, companyId, request.body);
    },
  );

  app.get(
    "/api/companies/:companyId/branding",
    {
      onRequest: requireMembership,
      schema: {
        operationId: "getCompanyBranding",
        tags: ["companies"],
        summary:
          "The company's branding (name, primary colour and the text colour on it, logo) for its app and widgets",
        description:
          "Any member of the company: its name, primary colour (null for the product's own), the text colour that reads on it (white or near-black) and its logo file id.",
        params: FounderCompanyParams,
        response: { 200: CompanyBrandingSchema },
      },
    },
    async (request) => {
      const branding = await companyBranding(request.params.companyId);
      return {
        ...branding,
        onPrimaryColor: branding.primaryColor ? textColorOn(branding.primaryColor) : null,
        logoUrl: logoPath(request.params.companyId, branding.logoFileId),
      };
    },
  );
};
