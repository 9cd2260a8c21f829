import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import mongoose from "mongoose";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from "fastify";
import { authPlugin } from "./auth/auth.plugin.js";
import type { AppConfig } from "./config.js";
import { versionReadsStarted } from "./db/cache-versions.js";
import "./db/session-pool.js";
import "./db/driver-options.js";
import "./db/active-sessions.js";
import type { DbKind } from "./db/connection.js";
import { docsPlugin } from "./docs/docs.plugin.js";
import { errorHandler } from "./errors/error-handler.js";
import { addProductFormats } from "./validation/validators.js";
import { responseSerializerFactory } from "./validation/response-serializer.js";
import { securityHeadersPlugin } from "./security/security-headers.plugin.js";
import { filesPlugin } from "./files/files.plugin.js";
import { healthRoutes } from "./health/health.routes.js";
import { hasWebApp, webAppFallback, webAppPlugin } from "./web/web.plugin.js";
import { widgetsPlugin } from "./widgets/widgets.plugin.js";
import { jobsPlugin } from "./jobs/jobs.plugin.js";
import { mailPlugin } from "./mail/mail.plugin.js";
import { modulesPlugin, tenantSummary } from "./modules/modules.plugin.js";
import { auditModule } from "./audit/index.js";
import { notificationsModule, notificationsPlugin } from "./notifications/index.js";
import { MongoRealtimeBus } from "./realtime/mongo-realtime-bus.js";
import type { RealtimeBus } from "./realtime/realtime-bus.js";
import { realtimePlugin } from "./realtime/realtime.plugin.js";
import { serverModules } from "../modules/server.js";
import { peopleDirectory } from "../modules/people/contract/directory.js";
import { founderRoutes } from "../tenants/founder/founder.routes.js";
import { admitPeople } from "../tenants/plans/people-limit.js";
import { logoPath } from "../tenants/founder/branding-logo.js";
import { logoRoutes } from "../tenants/founder/branding-logo.routes.js";
import { billingModule } from "../tenants/billing/billing.module.js";
import { customisationRoutes } from "../tenants/founder/customisation.routes.js";
import { companyFieldsRoutes } from "../tenants/founder/company-fields.routes.js";
import { peopleCompanyFields } from "../modules/people/contract/company-fields.js";
import { termsRoutes } from "../tenants/founder/terms.routes.js";
import { textColorOn } from "../tenants/brand-colors.js";
import { systemContext } from "./context.js";
import { providedService, type ModuleDefinition } from "./modules/define-module.js";
import {
  companyBranding,
  companyProfile,
  companyWorkerFields,
  findTenant,
  findPendingTenantSetups,
  formerModuleFields,
  listCompanyIds,
  recordTenantSetup,
  updateCompanyProfile,
} from "../tenants/tenants.service.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Every route of the app as registered (method, url, schema, hooks). */
    routeTable: readonly RouteOptions[];
  }
  interface FastifyRequest {
    /**
     * The caches' version reads started when the request arrived (core/db/cache-versions.ts): its cache checks pass it
     * on (`readVersionStamp(scopes, since)`), so one read started after it arrived answers them all. Set by the app's
     * first `onRequest` hook; unset, a check reads afresh (never an older read).
     */
    versionsSince: number | undefined;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** The product version reported by `/api/health` (package.json's `version`). */
  version: string;
  db: DbKind;
  /**
   * Fastify's `logger` option, for tests that want to capture or silence logs.
   * @default { level: config.logLevel }
   */
  logger?: FastifyServerOptions["logger"];
  /**
   * The server modules to load.
   * @default serverModules(config) from modules/server.ts
   */
  modules?: readonly ModuleDefinition[];
  /**
   * The clock services see as `ctx.now()`; tests pass a controllable one.
   * @default () => new Date()
   */
  now?: () => Date;
  /**
   * The built web app to serve from the same origin (`npm run build:web` -> dist/web); absent: API only.
   * @example fileURLToPath(new URL("../dist/web", import.meta.url))
   */
  webDir?: string;
  /**
   * The built widgets to serve under `/widgets/` (`npm run build:widgets` -> dist/widgets): the loader script and each
   * widget's bundle; absent: the widget routes work, the scripts are not served.
   */
  widgetsDir?: string;
  /**
   * How realtime events reach the other instances: `"database"` a capped collection of the app's database tailed by
   * every instance (`MongoRealtimeBus`), `"in-process"` this process only, or a bus of your own.
   * @default "database" when mongoose's connection is open, else "in-process"
   */
  realtimeBus?: "database" | "in-process" | RealtimeBus;
}

const REQUEST_ID_HEADER = "x-request-id";
// A caller's or proxy's id is kept only when it is short and plain, so it cannot forge log lines.
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Builds the HTTP application without listening: `core/main.ts` listens, tests use `app.inject`.
 * The database connection is opened by the caller; the app only reports which kind it is.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, version, db } = options;
  const app = Fastify({
    logger: withSafeRequestLogs(options.logger ?? { level: config.logLevel }),
    genReqId: requestIdOf,
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    // the spec's formats (cpf, cnpj, linkedin-url, birthdate, ...) for every route schema
    ajv: { plugins: [addProductFormats] },
    // responses serialized without a run-time choice between union branches (core/validation/response-serializer.ts)
    schemaController: { compilersFactory: { buildSerializer: responseSerializerFactory() } },
  });

  // first: the caches' version reads (core/db/cache-versions.ts) know when the request arrived
  app.decorateRequest("versionsSince", undefined);
  app.addHook("onRequest", (request, _reply, done) => {
    request.versionsSince = versionReadsStarted();
    done();
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // The route table: every route as registered, for the sweeps of the test kit and for tools.
  const routeTable: RouteOptions[] = [];
  app.addHook("onRoute", (route) => void routeTable.push(route));
  app.decorate("routeTable", routeTable);

  // Core infrastructure, in dependency order. Each line is owned by one part of core.
  const webDir = options.webDir && hasWebApp(options.webDir) ? options.webDir : undefined;
  await app.register(errorHandler, { fallback: webDir ? webAppFallback(webDir) : undefined });
  // [security] headers on every answer, pages and API (CSP, HSTS, nosniff, referrer policy)
  await app.register(securityHeadersPlugin, { config });
  // [docs] first: @fastify/swagger documents only the routes registered after it
  await app.register(docsPlugin, { version });
  // [mail]
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, nodeEnv: config.nodeEnv, from: config.mailFrom });
  // [files]
  await app.register(filesPlugin, {
    dataDir: config.dataDir,
    s3: config.s3,
    s3Region: config.s3?.region,
    nodeEnv: config.nodeEnv,
    signingSecret: config.filesSigningSecret,
    publicUrl: config.appUrl,
  });
  // [auth]
  await app.register(authPlugin, { config, now: options.now });
  // [widgets] publishable keys, the gate of /api/widgets/ (key, origin, CORS) and the built loader and bundles
  await app.register(widgetsPlugin, { now: options.now, dir: options.widgetsDir });
  // [jobs]
  await app.register(jobsPlugin, {
    listTenantIds: () => listCompanyIds(),
    tenant: async (companyId) => {
      const company = await findTenant(companyId);
      return company ? tenantSummary(companyId, company, app.hasDecorator("modules") ? app.modules : []) : undefined;
    },
    now: options.now,
  });
  // [realtime]
  await app.register(realtimePlugin, {
    version,
    authenticate: app.authenticateToken,
    bus: realtimeBusOf(options.realtimeBus, app.log),
  });
  // [notifications] this app's service, on its realtime channel and mailer
  await app.register(notificationsPlugin, {
    publicUrl: config.appUrl,
    push: { vapid: config.vapid, nodeEnv: config.nodeEnv, mailFrom: config.mailFrom },
    // the company's colour and logo on its mails (issue 18)
    brandOf: async (companyId) => {
      const { name, primaryColor, logoFileId } = await companyBranding(companyId);
      const logo = logoPath(companyId, logoFileId);
      if (!primaryColor && !logo) return undefined;
      return {
        ...(primaryColor ? { color: primaryColor, onColor: textColorOn(primaryColor) } : {}),
        ...(logo ? { logoUrl: `${config.appUrl}${logo}`, name } : {}),
      };
    },
  });
  // [modules] each setup receives the services above
  await app.register(modulesPlugin, {
    // the core's own modules come first: every tenant has them
    modules: [auditModule, notificationsModule, billingModule, ...(options.modules ?? serverModules())],
    resolveTenant: findTenant,
    profiles: {
      profile: companyProfile,
      update: updateCompanyProfile,
      formerFields: formerModuleFields,
      admitPeople,
      workerFields: companyWorkerFields,
      branding: companyBranding,
    },
    now: options.now,
    config,
    // companies whose modules' setup after signup has not finished yet (retried by core.finish-tenant-setup)
    setupStore: { pending: (before) => findPendingTenantSetups(before), record: recordTenantSetup },
  });
  // [founder] the founder console (tenants/founder); a company's people are counted by the people module's directory
  const people = providedService(app.modules, peopleDirectory);
  await app.register(founderRoutes, {
    now: options.now,
    switchableModules: () => app.modules.filter((m) => !m.alwaysOn).map((m) => m.id),
    headcount: async (companyId) =>
      people
        ? people.activeCount(systemContext({ companyId, name: "founder-console", log: app.log, now: options.now }))
        : null,
  });
  // [founder] per-tenant customisation (issue 18): the core's always-on modules cannot be switched off
  await app.register(customisationRoutes, {
    now: options.now,
    switchableModules: () => app.modules.filter((m) => !m.alwaysOn).map((m) => m.id),
    // the feature flags the running modules declare (core/modules: `flags` in their contracts)
    flags: () =>
      app.modules.flatMap((m) => Object.entries(m.flags ?? {}).map(([id, flag]) => ({ id, module: m.id, ...flag }))),
  });
  // [founder] the company's logo in its branding (issue 18)
  await app.register(logoRoutes, { now: options.now });
  // [founder] the platform's terms and their acceptances, the app version notes (issue 18)
  await app.register(termsRoutes, { now: options.now, version });
  // [founder] the company's custom and extra fields (issue 18), through the people module's service (never its data)
  await app.register(companyFieldsRoutes, {
    now: options.now,
    fields: providedService(app.modules, peopleCompanyFields),
  });
  await app.register(healthRoutes, { version, db });
  // [web] the built web app, when there is one
  if (webDir) await app.register(webAppPlugin, { dir: webDir });
  return app;
}

function realtimeBusOf(choice: BuildAppOptions["realtimeBus"], log: FastifyBaseLogger): RealtimeBus | undefined {
  if (typeof choice === "object") return choice;
  const db = mongoose.connection.readyState === 1 ? mongoose.connection.db : undefined;
  if (choice === "in-process" || !db) {
    if (choice === "database") throw new Error('realtimeBus: "database" needs an open database connection');
    return undefined;
  }
  return new MongoRealtimeBus({ db, log: log.child({ component: "realtime-bus" }) });
}

/** Trusts the nearest `hops` proxies in front of the app (TRUST_PROXY=<number>). */
function trustHops(hops: number) {
  return (_address: string, index: number) => index < hops;
}

function withSafeRequestLogs(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger || logger === true) return logger === true ? { serializers: { req: requestForLog } } : logger;
  if (typeof logger !== "object" || "info" in logger) return logger;
  return { ...logger, serializers: { ...logger.serializers, req: requestForLog } };
}

/** What a request log line shows: no session tokens (the realtime endpoint accepts one in its query string). */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&](?:token|code)=)[^&]*/gi, "$1[redacted]"),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
