import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { AppError } from "../../../../core/errors/app-error.js";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import { peoplePermissions } from "../../contract/permissions.js";
import { Worker, WorkerPublic, WorkerSelfUpdateInput } from "../../contract/workers.js";
import type { OwnProfileService } from "./own-profile.service.js";
import { peopleContract } from "../../contract/people.contract.js";

const Params = Type.Object({ companyId: Type.String() });
const WorkerParams = Type.Object({ companyId: Type.String(), workerId: Type.String() });
const tags = ["people"];
const EDITABLE = new Set(Object.keys(WorkerSelfUpdateInput.properties));

/**
 * A job field (or anything else outside `WorkerSelfUpdateInput`) sent to `PATCH /workers/me` is refused, not dropped:
 * the app's validator strips unknown properties silently, and a person must learn their change was not made.
 */
async function refuseOtherFields(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (!body || typeof body !== "object" || Array.isArray(body)) return;
  const field = Object.keys(body).find((key) => !EDITABLE.has(key));
  if (field !== undefined) throw new AppError("PEOPLE_SELF_FIELD_NOT_EDITABLE", { field });
}

/**
 * The signed-in person's own worker profile and colleagues' public cards, every level (spec §2 /employee-profile and
 * /complete-profile), under /api/companies/:companyId. No first-access guard: a person finishing their first access
 * completes their profile here (the flag is cleared when they set their password).
 */
export function createOwnProfileRoutes(service: OwnProfileService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const self = requirePermission(peopleContract, peoplePermissions.selfWrite);
    const basicRead = requirePermission(peopleContract, peoplePermissions.basicRead);

    // static segment: wins over /workers/:workerId
    app.get(
      "/workers/me",
      {
        schema: {
          tags,
          summary: "The signed-in person's own worker profile",
          description:
            "Any level: the caller's own worker record in the company, with every field they may read of themselves. A caller without a worker record there (or an API key) gets 404 `NOT_FOUND`.",
          params: Params,
          response: { 200: Worker },
        },
        onRequest: self,
      },
      async (request) => service.get(request.ctx),
    );

    app.patch(
      "/workers/me",
      {
        schema: {
          tags,
          summary: "Update the signed-in person's own profile (personal, address, bank, education, extra fields)",
          description:
            "Job fields (department, office, role, contract, pay, start date, supervisor, schedule, status) are refused " +
            "with PEOPLE_SELF_FIELD_NOT_EDITABLE. Address fields are required except complement unless the caller is admin.",
          params: Params,
          body: WorkerSelfUpdateInput,
          response: { 200: Worker },
        },
        onRequest: self,
        preValidation: refuseOtherFields,
      },
      async (request) => service.update(request.ctx, request.body),
    );

    app.get(
      "/workers/:workerId/public",
      {
        schema: {
          tags,
          summary: "A colleague's public card",
          description:
            "Any level: who a colleague is and where they sit (name, work email, picture, role, department, office, supervisor, start date); nothing private. An unknown or removed worker is 404 `NOT_FOUND`.",
          params: WorkerParams,
          response: { 200: WorkerPublic },
        },
        onRequest: basicRead,
      },
      async (request) => service.publicCard(request.ctx, request.params.workerId),
    );
  };
}
