import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { TenantParams } from "../../../../core/lists/schemas.js";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import { TenantResponseCache } from "../../../../core/tenancy/response-cache.js";
import {
  TerminateInput,
  UpdateReferenceWorkerInput,
  UpdateReferenceWorkerResult,
  Worker,
  WorkerCreateInput,
  WorkerList,
  WorkerListQuery,
  WorkerUpdateInput,
  workerPermissions,
} from "../../contract/workers.js";
import { peopleContract } from "../../contract/people.contract.js";
import { viewerKey, viewerOf } from "./field-access.js";
import { WorkerModel } from "./workers.model.js";
import type { WorkersService } from "./workers.service.js";

const Params = TenantParams;
const WorkerParams = Type.Object({ companyId: Type.String(), workerId: Type.String() });

/** The workers routes (spec §7), mounted at /api/companies/:companyId, on the module's one workers service. */
export function createWorkersRoutes(workers: WorkersService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const can = (permission: (typeof workerPermissions)[keyof typeof workerPermissions]) =>
      requirePermission(peopleContract, permission);
    const workerListCache = new TenantResponseCache({ models: [WorkerModel] });

    app.get(
      "/workers",
      {
        schema: {
          description:
            "A page of the company's workers, filtered by name or email (`q`), department, office, role and status. Every level may list; each item holds only the fields the caller may read of that worker (admins everything, managers their chain's job data, employees the public card), and `view=card` answers public cards to everyone.",
          params: Params,
          querystring: WorkerListQuery,
          response: { 200: WorkerList },
        },
        onRequest: can(workerPermissions.directory),
      },
      // the page depends only on the company's workers, the query and the fields the caller reads (field access:
      // admins, employees, or one manager's reports): served from memory until a worker changes. The viewer's key is
      // part of the cache key, so an admin's answer is never served to anyone else.
      async (request, reply) => {
        const q = request.query;
        // a card page is the same for every caller: no viewer to look up, one cached answer for all
        const viewer = q.view === "card" ? undefined : await viewerOf(request.ctx);
        const key = JSON.stringify([
          viewer ? viewerKey(viewer) : q.view,
          q.departmentId,
          q.officeId,
          q.roleId,
          q.status,
          q.q,
          q.limit,
          q.skip,
        ]);
        return workerListCache.send(request, reply, key, () => workers.list(request.ctx, q, viewer));
      },
    );

    app.post(
      "/workers",
      {
        schema: {
          description:
            "Admins only. Adds the worker and their sign-in account (levels default to `requester`; an address that already has an account joins the company) and mails the first-access link. An address already on a worker is 409 `AUTH_EMAIL_EXISTS`; the plan's people limit answers `TENANT_PEOPLE_LIMIT_REACHED`; a supervisor that is not an active worker `PEOPLE_REFERENCE_WORKER_INVALID`; schedule and date rules answer their own codes on the field.",
          params: Params,
          body: WorkerCreateInput,
          response: { 201: Worker },
        },
        onRequest: can(workerPermissions.manage),
      },
      async (request, reply) => {
        const worker = await workers.create(request.ctx, request.body);
        return reply.status(201).send(worker);
      },
    );

    // before /workers/:workerId (a static segment wins anyway; kept first for readers)
    app.patch(
      "/workers/update-reference-worker",
      {
        schema: {
          description:
            "Moves everyone reporting to `referenceWorkerId` (who may be terminated or removed) to `newReferenceWorkerId`, an active worker outside the moved team's chain. Admins, and managers for supervisors in their own chain. A new supervisor that is not active is 400 `PEOPLE_REFERENCE_WORKER_INVALID`, one inside the team `PEOPLE_REFERENCE_WORKER_CYCLE`; an unknown old one 404 `NOT_FOUND`.",
          params: Params,
          body: UpdateReferenceWorkerInput,
          response: { 200: UpdateReferenceWorkerResult },
        },
        onRequest: can(workerPermissions.write),
      },
      async (request) => workers.updateReferenceWorker(request.ctx, request.body),
    );

    app.get(
      "/workers/:workerId",
      {
        schema: {
          description:
            "A worker's profile, projected to the fields the caller may read: admins everything, managers their chain's job data, employees the public card. An id of another company or a removed worker is 404 `NOT_FOUND`.",
          params: WorkerParams,
          response: { 200: Worker },
        },
        onRequest: can(workerPermissions.directory),
      },
      async (request) => workers.get(request.ctx, request.params.workerId),
    );

    app.patch(
      "/workers/:workerId",
      {
        schema: {
          description:
            "A partial update for admins and managers; a manager writes only the fields field access lets them write for workers in their chain (403 `FORBIDDEN` otherwise). Address fields are required (but complement) unless the caller is an admin; a supervisor inside the worker's own team is 400 `PEOPLE_REFERENCE_WORKER_CYCLE`; schedule rules answer `PEOPLE_SCHEDULE_*` on the field.",
          params: WorkerParams,
          body: WorkerUpdateInput,
          response: { 200: Worker },
        },
        onRequest: can(workerPermissions.write),
      },
      async (request) => workers.update(request.ctx, request.params.workerId, request.body),
    );

    app.post(
      "/workers/:workerId/terminate",
      {
        schema: {
          description:
            "Admins only. Marks the worker terminated with the last day worked, the kind and an optional reason, and emits `people.worker.terminated` (other modules close what the person had open). A worker already terminated is 409 `PEOPLE_WORKER_TERMINATED`; a last day before the start date 400 `VALIDATION_DATE_BEFORE`; nobody terminates themselves (`AUTH_CANNOT_TERMINATE_SELF`).",
          params: WorkerParams,
          body: TerminateInput,
          response: { 200: Worker },
        },
        onRequest: can(workerPermissions.terminate),
      },
      async (request) => workers.terminate(request.ctx, request.params.workerId, request.body),
    );

    app.delete(
      "/workers/:workerId",
      {
        schema: {
          description:
            "Admins only: a soft removal (the record leaves every list; `people.worker.removed` is emitted). Nobody removes themselves (`AUTH_CANNOT_TERMINATE_SELF`); an unknown id is 404 `NOT_FOUND`.",
          params: WorkerParams,
          response: { 204: Type.Null({ description: "Removed." }) },
        },
        onRequest: can(workerPermissions.manage),
      },
      async (request, reply) => {
        await workers.remove(request.ctx, request.params.workerId);
        return reply.status(204).send(null);
      },
    );
  };
}
