import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { TenantParams } from "../lists/schemas.js";
import { requirePermission } from "../modules/modules.plugin.js";
import { AuditQuery, AuditListSchema } from "./audit.schemas.js";
import { auditService } from "./audit.service.js";
import { auditContract, permissions } from "./audit.contract.js";

/**
 * The audit log's only route: reading it. There is deliberately no route that changes or removes entries.
 * Mounted at /api/companies/:companyId.
 */
export const auditRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/audit",
    {
      schema: {
        operationId: "listAuditEntries",
        summary: "The company's audit log, newest first (admins)",
        description:
          "Admins only: who did what and when (a person with their level, an API key or a system job), filtered by action or its leading segments (`leave` matches `leave.request.approved`), actor, target and a time window; a page of at most 50. Entries are never changed or removed through the API.",
        tags: ["audit"],
        params: TenantParams,
        querystring: AuditQuery,
        response: { 200: AuditListSchema },
      },
      onRequest: requirePermission(auditContract, permissions.read),
    },
    async (request) => auditService.list(request.ctx, request.query),
  );
};
