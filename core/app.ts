import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { AppConfig } from "./config.js";
import type { DbKind } from "./db/connection.js";
import { errorHandler } from "./errors/error-handler.js";
import { healthRoutes } from "./health/health.routes.js";

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
    logger: options.logger ?? { level: config.logLevel },
    genReqId: requestIdOf,
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // Core infrastructure, in dependency order. Each line is owned by one part of core.
  await app.register(errorHandler);
  // [mail]
  // [files]
  // [auth]
  // [jobs]
  // [realtime]
  // [docs]
  // [modules]
  await app.register(healthRoutes, { version, db });
  return app;
}

function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
