import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type, type Static } from "typebox";
import type { DbKind } from "../db/connection.js";

export interface HealthRoutesOptions {
  version: string;
  db: DbKind;
}

export const HealthResponseSchema = Type.Object(
  {
    status: Type.Literal("ok"),
    version: Type.String({ description: "The product version (package.json)." }),
    db: Type.Union([Type.Literal("embedded"), Type.Literal("mongodb")], {
      description: "Which database the instance reaches: the embedded engine or a real MongoDB.",
    }),
  },
  {
    additionalProperties: false,
    description: "The instance is up.",
    examples: [{ status: "ok", version: "0.1.0", db: "mongodb" }],
  },
);

export type HealthResponse = Static<typeof HealthResponseSchema>;

/** `GET /api/health`: liveness for load balancers and compose; unauthenticated, tenant-free. */
export const healthRoutes: FastifyPluginAsyncTypebox<HealthRoutesOptions> = async (app, options) => {
  const body: HealthResponse = { status: "ok", version: options.version, db: options.db };
  app.get(
    "/api/health",
    {
      schema: {
        operationId: "getHealth",
        summary: "Liveness",
        description:
          "Answers 200 while the instance serves requests, with the product version and which database it reaches. For load balancers, compose health checks and uptime monitors; needs no credentials.",
        tags: ["platform"],
        // Load balancers and compose call it without credentials.
        security: [],
        response: { 200: HealthResponseSchema },
      },
    },
    async () => body,
  );
};
