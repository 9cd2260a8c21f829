import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Type } from "typebox";
import { auditService } from "../audit/audit.service.js";
import { actorFor, authOf, requireAuth, requireLevel, requireMembership, requireUser } from "../auth/guards.js";
import type { ServiceContext } from "../context.js";
import { AppError } from "../errors/app-error.js";
import type { SecurityHeadersRouteConfig } from "../security/security-headers.plugin.js";
import { companyBranding, companyDefaultLocale } from "../../tenants/tenants.service.js";
import { logoPath } from "../../tenants/founder/branding-logo.js";
import { LOCALES } from "../i18n/locale.js";
import type { AttemptLimit } from "../auth/attempts.service.js";
import {
  createPublishableKey,
  findPublishableKey,
  listPublishableKeys,
  normalizeOrigin,
  MAX_ALLOWED_ORIGINS,
  revokePublishableKey,
  type PublishableKeyView,
} from "./publishable-keys.service.js";
import { WIDGETS_MANIFEST } from "./build-widgets.js";
import { widgetGate } from "./widget-gate.js";
import { issueWidgetToken } from "./widget-tokens.js";

export interface WidgetsPluginOptions {
  now?: () => Date;
  /** The built widgets (`npm run build:widgets` -> dist/widgets): the loader and each widget's bundle. */
  dir?: string;
  /** The gate's rate limit per key and visitor address; tests lower it. */
  limit?: AttemptLimit;
}

const Id = Type.String({ pattern: "^[0-9a-fA-F]{24}$" });
const DateTime = Type.String({ format: "date-time" });
/** A live key as the examples of the OpenAPI document show it. */
const publishableKeyExample = {
  id: "6655e4f7a8b9c0d1e2f3a401",
  name: "Intranet home page",
  key: "wpk_6655e4f7a8b9c0d1e2f3a401_m4q7tz2xk5wr3nbd",
  allowedOrigins: ["https://intranet.lumenlogistica.com.br"],
  createdAt: "2026-10-05T14:22:31.000Z",
  revokedAt: null,
};
const PublishableKeySchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    key: Type.String({ description: "The key itself (`wpk_...`): public, written in the intranet's page." }),
    allowedOrigins: Type.Array(Type.String()),
    createdAt: DateTime,
    revokedAt: Type.Union([DateTime, Type.Null()]),
  },
  { examples: [publishableKeyExample] },
);
const PublishableKeyList = Type.Object(
  { items: Type.Array(PublishableKeySchema) },
  {
    examples: [
      {
        items: [
          publishableKeyExample,
          {
            id: "6655e4f7a8b9c0d1e2f3a3c8",
            name: "Old staff portal",
            key: "wpk_6655e4f7a8b9c0d1e2f3a3c8_p3xv7kq2ty6nzdwa",
            allowedOrigins: ["https://portal.lumenlogistica.com.br", "http://localhost:8080"],
            createdAt: "2026-04-17T09:05:12.000Z",
            revokedAt: "2026-10-05T14:25:02.000Z",
          },
        ],
      },
    ],
  },
);
const PublishableKeyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    allowedOrigins: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
      minItems: 1,
      maxItems: MAX_ALLOWED_ORIGINS,
      description: "Exact origins the widgets may be shown on (`https://intranet.example.com`).",
    }),
  },
  { additionalProperties: false },
);
const KeyQuery = Type.Object({ key: Type.String({ maxLength: 100 }) });
const WidgetTokenBody = Type.Object(
  {
    key: Type.String({ maxLength: 100, description: "The publishable key of the page the widget is on." }),
    origin: Type.String({ maxLength: 200, description: "That page's origin: one of the key's allowed origins." }),
  },
  { additionalProperties: false },
);
const WidgetTokenSchema = Type.Object(
  {
    token: Type.String({ description: "`wwt_...`, sent by the widget as `Authorization: Bearer`." }),
    expiresAt: DateTime,
  },
  { examples: [{ token: "wwt_r5t2kx7mq3wz6bnd4hjv2pya7cle5sgu", expiresAt: "2026-11-27T14:47:10.000Z" }] },
);
const WidgetConfig = Type.Object(
  {
    company: Type.String(),
    primaryColor: Type.Union([Type.String(), Type.Null()]),
    /** The company's logo (issue 18), a path on the app's origin that needs no session; null without one. */
    logoUrl: Type.Union([Type.String(), Type.Null()]),
    /** The company's default language (issue 18): the widgets' and their sign-in's when the page names none. */
    defaultLocale: Type.Union([Type.Enum(LOCALES), Type.Null()]),
  },
  {
    examples: [
      {
        company: "Lumen Logística",
        primaryColor: "#0f766e",
        logoUrl: "/api/branding/6650f1c2a9d3e4b5c6d7e8f0/logo/9f2c4e7a1b3d",
        defaultLocale: "pt-BR",
      },
    ],
  },
);

/** What the admin routes of the publishable keys say about who may call them. */
const ADMINS = "Admins of the company, signed in as a person (an API key gets 403 `FORBIDDEN`).";

function serialize(key: PublishableKeyView) {
  return { ...key, createdAt: key.createdAt.toISOString(), revokedAt: key.revokedAt?.toISOString() ?? null };
}

/** Files of the widgets build: public code, loaded by pages of any site (the loader by a script tag, bundles by import()). */
const STATIC_HEADERS: SecurityHeadersRouteConfig = {
  securityHeaders: { crossOriginResourcePolicy: { policy: "cross-origin" } },
};
/** The popup keeps `window.opener` (the default `same-origin` opener policy would cut it from the intranet's page). */
const SIGNIN_HEADERS: SecurityHeadersRouteConfig = {
  securityHeaders: { crossOriginOpenerPolicy: { policy: "unsafe-none" } },
};

/** The popup's page: static, its texts and behaviour from `/widgets/signin.js` (widgets/runtime/signin.ts). */
const SIGNIN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in</title><script src="/widgets/signin.js" defer></script></head>
<body><main><h1 id="title">Sign in</h1><p id="status" role="status"></p>
<form id="form" hidden><label><span id="email-label">Email</span><input id="email" name="email" type="email" autocomplete="username" required></label>
<label><span id="password-label">Password</span><input id="password" name="password" type="password" autocomplete="current-password" required></label>
<button id="submit" type="submit">Sign in</button></form></main></body></html>`;

/**
 * The embed runtime's server side (issue 19, widgets/README.md): publishable keys managed by admins, the gate of the
 * anonymous widget routes (`/api/widgets/...`: the key, its origins, CORS, the rate limit), the company's widget
 * settings (`GET /api/widgets/config`) and the built loader and bundles under `/widgets/`. Register it after auth and
 * before the modules, whose `globalRoutes` add the widgets' data routes.
 */
export const widgetsPlugin = fp<WidgetsPluginOptions>(
  async (plain: FastifyInstance, options) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const now = options.now ?? (() => new Date());
    app.decorateRequest("widget", null);
    app.addHook("onRequest", widgetGate({ now, limit: options.limit }));

    const guards = [requireMembership, requireUser, requireLevel("admin")];
    const ctxOf = (request: FastifyRequest): ServiceContext => {
      const { companyId } = request.params as { companyId: string };
      return { companyId, actor: actorFor(authOf(request), companyId), now, log: request.log };
    };
    const CompanyParams = Type.Object({ companyId: Id });

    app.post(
      "/api/companies/:companyId/publishable-keys",
      {
        onRequest: guards,
        schema: {
          tags: ["widgets"],
          summary: "Create a publishable key for the company's widgets, bound to the sites that may show them",
          description: `${ADMINS} Creates a key (\`wpk_...\`, public: it is written in the intranet's page) whose widgets load only on the listed origins, each normalized to scheme, host and port; a path, a wildcard or plain http other than localhost or a loopback address is \`WIDGET_ORIGIN_INVALID\`. Audited.`,
          params: CompanyParams,
          body: PublishableKeyBody,
          response: { 201: PublishableKeySchema },
        },
      },
      async (request, reply) => {
        const ctx = ctxOf(request);
        const created = await createPublishableKey(ctx, { ...request.body, createdBy: authOf(request).user.id });
        await auditService.record(ctx, {
          action: "widgets.publishable-key.created",
          target: { type: "publishable-key", id: created.id },
          details: { name: created.name, allowedOrigins: created.allowedOrigins },
        });
        return reply.status(201).send(serialize(created));
      },
    );

    app.get(
      "/api/companies/:companyId/publishable-keys",
      {
        onRequest: guards,
        schema: {
          tags: ["widgets"],
          summary: "The company's publishable keys, revoked ones included",
          description: `${ADMINS} Every key of the company, newest first, with its allowed origins and when it was revoked (null while live).`,
          params: CompanyParams,
          response: { 200: PublishableKeyList },
        },
      },
      async (request) => ({ items: (await listPublishableKeys(ctxOf(request))).map(serialize) }),
    );

    app.delete(
      "/api/companies/:companyId/publishable-keys/:keyId",
      {
        onRequest: guards,
        schema: {
          tags: ["widgets"],
          summary: "Revoke a publishable key: its widgets stop loading at once",
          description: `${ADMINS} Revokes the key on every instance at once (audited); an unknown key, another company's or one already revoked is 404 \`NOT_FOUND\`.`,
          params: Type.Object({ companyId: Id, keyId: Type.String({ minLength: 1, maxLength: 64 }) }),
          response: { 204: Type.Null({ description: "Revoked." }) },
        },
      },
      async (request, reply) => {
        const ctx = ctxOf(request);
        await revokePublishableKey(ctx, request.params.keyId);
        await auditService.record(ctx, {
          action: "widgets.publishable-key.revoked",
          target: { type: "publishable-key", id: request.params.keyId },
        });
        return reply.status(204).send(null);
      },
    );

    // the gate (above) has judged the key and origin; the preflight is answered there
    app.options("/api/widgets/*", { schema: { hide: true } }, async (_request, reply) => reply.code(204).send());

    app.get(
      "/api/widgets/config",
      {
        schema: {
          tags: ["widgets"],
          summary:
            "What every widget of the key's company shows: its name, brand colour and logo, and its default language",
          description:
            "Anonymous, behind the widget gate: `?key=` must be a live publishable key and the request's `Origin` one of its allowed origins (`WIDGET_KEY_INVALID`, `WIDGET_ORIGIN_REFUSED`, `WIDGET_RATE_LIMITED`). Answers the company's name, primary colour (null for the product's own), logo URL (no session needed; null without one) and default language (null: the page's).",
          querystring: KeyQuery,
          response: { 200: WidgetConfig },
        },
      },
      async (request) => {
        const caller = request.widget;
        if (!caller) throw new AppError("WIDGET_KEY_INVALID");
        const [branding, defaultLocale] = await Promise.all([
          companyBranding(caller.companyId),
          companyDefaultLocale(caller.companyId),
        ]);
        return {
          company: branding.name,
          primaryColor: branding.primaryColor,
          logoUrl: logoPath(caller.companyId, branding.logoFileId),
          defaultLocale: defaultLocale ?? null,
        };
      },
    );

    app.post(
      "/api/widget-tokens",
      {
        onRequest: [requireAuth, requireUser],
        schema: {
          tags: ["widgets"],
          summary: "A short-lived widget token for the signed-in person, for a publishable key on one of its origins",
          description:
            "Any person signed in to the app (not an API key) who belongs to the key's company (403 `FORBIDDEN` otherwise): a token bound to them, the key and that origin, valid 15 minutes; only its hash is stored. An unknown or revoked key is `WIDGET_KEY_INVALID`, an origin the key does not allow `WIDGET_ORIGIN_REFUSED`. The sign-in popup calls it and hands the token to the widget.",
          body: WidgetTokenBody,
          response: { 201: WidgetTokenSchema },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const record = await findPublishableKey(request.body.key);
        if (!record) throw new AppError("WIDGET_KEY_INVALID");
        let origin: string;
        try {
          origin = normalizeOrigin(request.body.origin);
        } catch {
          throw new AppError("WIDGET_ORIGIN_REFUSED");
        }
        if (!record.allowedOrigins.includes(origin)) throw new AppError("WIDGET_ORIGIN_REFUSED");
        const companyId = String(record.companyId);
        // a person of the company (the founder's platform access does not extend to intranets)
        if (!auth.memberships.some((m) => m.companyId === companyId)) throw new AppError("FORBIDDEN");
        const issued = await issueWidgetToken(now(), {
          userId: auth.user.id,
          companyId,
          keyId: String(record._id),
          origin,
        });
        return reply.status(201).send({ token: issued.token, expiresAt: issued.expiresAt.toISOString() });
      },
    );

    // the sign-in popup a widget opens: the app's origin, so the person's session stays the app's; it hands the
    // widget only a widget token, by postMessage to the allowed origin that opened it (it must keep its opener)
    app.get("/widgets/signin", { schema: { hide: true }, config: SIGNIN_HEADERS }, async (_request, reply) =>
      reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(SIGNIN_PAGE),
    );

    // the built loader and bundles, read once at boot (a few small files); hashed bundles are immutable
    const files = new Map<string, Buffer>();
    if (options.dir && existsSync(options.dir)) {
      for (const name of readdirSync(options.dir)) {
        // the bundles, and the manifest (the admin's snippet page lists the widgets from it)
        if (name.endsWith(".js") || name === WIDGETS_MANIFEST) files.set(name, readFileSync(join(options.dir, name)));
      }
    }
    if (files.size > 0) {
      app.get(
        "/widgets/:file",
        { schema: { hide: true, params: Type.Object({ file: Type.String() }) }, config: STATIC_HEADERS },
        async (request, reply) => {
          const body = files.get(request.params.file);
          if (!body) throw new AppError("ROUTE_NOT_FOUND");
          const immutable = /-[0-9a-f]{10}\.js$/.test(request.params.file);
          return reply
            .type(request.params.file.endsWith(".json") ? "application/json" : "text/javascript; charset=utf-8")
            .header("access-control-allow-origin", "*")
            .header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=300")
            .send(body);
        },
      );
    }
  },
  { name: "core.widgets", fastify: "5.x", dependencies: ["core.auth"] },
);
