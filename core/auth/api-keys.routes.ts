import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { auditService } from "../audit/audit.service.js";
import type { ServiceContext } from "../context.js";
import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyView } from "./api-keys.service.js";
import {
  ApiKeyCreateBodySchema,
  ApiKeyListSchema,
  ApiKeyParamsSchema,
  CompanyParamsSchema,
  CreatedApiKeySchema,
} from "./auth.schemas.js";
import { actorFor, authOf, requireLevel, requireMembership, requireUser } from "./guards.js";

export interface ApiKeysRoutesOptions {
  now: () => Date;
}

function serialize(key: ApiKeyView) {
  return {
    ...key,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
  };
}

/**
 * A company's API keys, managed by its admins. Only a person may manage keys (`requireUser`): a key that could mint
 * keys would outlive its own revocation.
 */
export const apiKeysRoutes: FastifyPluginAsync<ApiKeysRoutesOptions> = async (plain, options) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const guards = [requireMembership, requireUser, requireLevel("admin")];
  const ctxOf = (request: FastifyRequest): ServiceContext => {
    const { companyId } = request.params as { companyId: string };
    return { companyId, actor: actorFor(authOf(request), companyId), now: options.now, log: request.log };
  };

  app.post(
    "/api/companies/:companyId/api-keys",
    {
      onRequest: guards,
      // API keys: never from the founder's support view, even when it allows changes
      config: { impersonation: "deny" },
      schema: {
        tags: ["auth"],
        summary: "Create an API key; the key is shown only in this answer",
        description:
          "An admin (a person, not another key) creates a key for the company. It acts with `level` (default `requester`) and only within `scopes`: permission ids, `<module>.*` or `*`. `expiresAt` is optional and must be in the future (`AUTH_API_KEY_EXPIRY_PAST`). The answer's `key` (`wfk_...`) is the only time the secret is shown: only its hash is kept. Recorded in the audit log.",
        params: CompanyParamsSchema,
        body: ApiKeyCreateBodySchema,
        response: { 201: CreatedApiKeySchema },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request);
      const created = await createApiKey(ctx, {
        name: request.body.name,
        scopes: request.body.scopes,
        // least privilege unless the admin asks for more
        level: request.body.level ?? "requester",
        expiresAt: request.body.expiresAt ? new Date(request.body.expiresAt) : null,
        createdBy: authOf(request).user.id,
      });
      // sensitive: who can act for the company without a person behind it
      await auditService.record(ctx, {
        action: "auth.api-key.created",
        target: { type: "api-key", id: created.id },
        details: {
          name: created.name,
          scopes: created.scopes,
          level: created.level,
          expiresAt: created.expiresAt?.toISOString() ?? null,
        },
      });
      return reply.status(201).send({ ...serialize(created), key: created.key });
    },
  );

  app.get(
    "/api/companies/:companyId/api-keys",
    {
      onRequest: guards,
      schema: {
        tags: ["auth"],
        summary: "The company's API keys (never the keys themselves)",
        description:
          "Every key of the company, newest first, revoked and expired ones included, with its scopes, level, expiry and when it was last used (to the minute). The secret is never listed: `hint` is its last four characters.",
        params: CompanyParamsSchema,
        response: { 200: ApiKeyListSchema },
      },
    },
    async (request) => ({ items: (await listApiKeys(ctxOf(request))).map(serialize) }),
  );

  app.delete(
    "/api/companies/:companyId/api-keys/:keyId",
    {
      onRequest: guards,
      // API keys: never from the founder's support view, even when it allows changes
      config: { impersonation: "deny" },
      schema: {
        tags: ["auth"],
        summary: "Revoke an API key; it stops working at once",
        description:
          "The key is refused from the next request on (401 `AUTH_API_KEY_INVALID`), on every instance. Another company's key, or one already revoked, is 404 `NOT_FOUND`. Recorded in the audit log.",
        params: ApiKeyParamsSchema,
        response: { 204: Type.Null({ description: "Revoked." }) },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request);
      await revokeApiKey(ctx, { keyId: request.params.keyId });
      await auditService.record(ctx, {
        action: "auth.api-key.revoked",
        target: { type: "api-key", id: request.params.keyId },
      });
      return reply.status(204).send(null);
    },
  );
};
