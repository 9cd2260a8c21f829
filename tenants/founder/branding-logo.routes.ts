import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { actorFor, authOf, requireFounder } from "../../core/auth/guards.js";
import type { ServiceContext } from "../../core/context.js";
import type { SecurityHeadersRouteConfig } from "../../core/security/security-headers.plugin.js";
import { companyTopic } from "../../core/realtime/topics.js";
import { createLogoService, LOGO_MAX_BYTES } from "./branding-logo.js";
import { CUSTOMISATION_CHANGED_EVENT } from "./customisation.schemas.js";
import { FounderCompanyParams } from "./founder.schemas.js";

export interface LogoRoutesOptions {
  /** @default () => new Date() */
  now?: () => Date;
}

const LogoSchema = Type.Object(
  {
    /** Where the logo loads from (no session needed; the version changes with the logo). */
    logoUrl: Type.String(),
  },
  { examples: [{ logoUrl: "/api/branding/6650f1c2a9d3e4b5c6d7e8f0/logo/9f2c4e7a1b3d" }] },
);
const LogoParams = Type.Object({
  company: Type.String({ pattern: "^[0-9a-f]{24}$" }),
  version: Type.String({ pattern: "^[0-9a-f]{12}$" }),
});
const Binary = Type.Unsafe<Buffer>({
  type: "string",
  format: "binary",
  description: "The logo, PNG or JPEG.",
  examples: ["(PNG bytes)"],
});

/** Loaded by mails and by intranets' pages (other origins). */
const LOGO_HEADERS: SecurityHeadersRouteConfig = {
  securityHeaders: { crossOriginResourcePolicy: { policy: "cross-origin" } },
};

/** The stored logo under one version never changes: a year, shared caches included (mail clients proxy images). */
const LOGO_CACHE = "public, max-age=31536000, immutable";

/**
 * The company's logo in its branding (issue 18; tenants/README.md "Logo"): the founder uploads and removes it under
 * `/api/founder` (404 to anyone else, as every founder route), and anyone may load the current logo of a company by its
 * versioned URL (mails and intranet widgets show it without a session). That route serves the logo and nothing else.
 */
export const logoRoutes: FastifyPluginAsync<LogoRoutesOptions> = async (plain, options) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const now = options.now ?? (() => new Date());
  const logos = createLogoService({
    files: () => app.files,
    announce: (companyId, fields) => {
      // the company's open sessions read their branding again (web/src/app/tenant-live.ts)
      if (app.hasDecorator("realtime"))
        app.realtime.publish(companyTopic(companyId), CUSTOMISATION_CHANGED_EVENT, { fields });
    },
  });
  const ctxOf = (
    request: { params: { companyId: string }; log: ServiceContext["log"] },
    auth: ReturnType<typeof authOf>,
  ) => ({
    companyId: request.params.companyId,
    actor: actorFor(auth, request.params.companyId),
    now,
    log: request.log,
  });

  app.post(
    "/api/founder/companies/:companyId/customization/logo",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "uploadCompanyLogo",
        tags: ["founder"],
        summary: "Sets a company's logo in its branding (founder only)",
        description:
          "multipart/form-data with the picture in the field `file`: PNG or JPG by content, at most 2 MB, re-encoded without metadata and scaled to fit 512x512. An SVG is 400 `TENANT_LOGO_SVG_REFUSED` (it can carry scripts), another format `FILE_ONLY_PNG_JPG`, no file `FILE_REQUIRED`, over 2 MB 413 `FILE_TOO_LARGE`. Replaces the previous logo; audited in the company's log and applied at once to its app, mails and widgets.",
        params: FounderCompanyParams,
        response: { 200: LogoSchema },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      await logos.assertCompany(companyId); // NOT_FOUND before the upload is read
      const upload = await app.files.readUpload(request, { field: "file", maxBytes: LOGO_MAX_BYTES });
      return logos.set(ctxOf(request, authOf(request)), companyId, upload.body);
    },
  );

  app.delete(
    "/api/founder/companies/:companyId/customization/logo",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "removeCompanyLogo",
        tags: ["founder"],
        summary: "Removes a company's logo from its branding (founder only)",
        description:
          "The product's own mark shows again in the company's app, mails and widgets; audited in the company's log. A company without a logo is 404 `NOT_FOUND`.",
        params: FounderCompanyParams,
        response: { 204: Type.Null({ description: "Removed.", examples: [null] }) },
      },
    },
    async (request, reply) => {
      await logos.remove(ctxOf(request, authOf(request)), request.params.companyId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/branding/:company/logo/:version",
    {
      config: LOGO_HEADERS,
      schema: {
        operationId: "getCompanyLogo",
        tags: ["companies"],
        summary: "A company's current logo, for mails and intranet widgets (no session)",
        description:
          "Serves the logo whose version is in the path, and only while it is the company's logo: any other company, version or removed logo is 404 `NOT_FOUND`. Cached for a year (`immutable`): a new logo has a new URL. Loadable from other sites (`Cross-Origin-Resource-Policy: cross-origin`).",
        params: LogoParams,
        response: { 200: Binary },
      },
    },
    async (request, reply) => {
      const key = await logos.keyFor(request.params.company, request.params.version);
      return app.files.send(reply, key, { cacheControl: LOGO_CACHE });
    },
  );
};
