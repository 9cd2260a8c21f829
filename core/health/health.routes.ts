import type { FastifyPluginAsync } from "fastify";
import type { DbKind } from "../db/connection.js";

export interface HealthRoutesOptions {
  version: string;
  db: DbKind;
}

export interface HealthResponse {
  status: "ok";
  version: string;
  db: DbKind;
}

// Plain JSON Schema until the TypeBox schemas arrive; it already drives response serialisation.
const healthResponseSchema = {
  type: "object",
  required: ["status", "version", "db"],
  additionalProperties: false,
  properties: {
    status: { type: "string", enum: ["ok"] },
    version: { type: "string" },
    db: { type: "string", enum: ["embedded", "mongodb"] },
  },
} as const;

/** `GET /api/health`: liveness for load balancers and compose; unauthenticated, tenant-free. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, options) => {
  const body: HealthResponse = { status: "ok", version: options.version, db: options.db };
  app.get("/api/health", { schema: { response: { 200: healthResponseSchema } } }, async () => body);
};
