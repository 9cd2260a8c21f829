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
        schema: { params: Params, querystring: WorkerListQuery, response: { 200: WorkerList } },
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
        schema: { params: Params, body: WorkerCreateInput, response: { 201: Worker } },
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
        schema: { params: Params, body: UpdateReferenceWorkerInput, response: { 200: UpdateReferenceWorkerResult } },
        onRequest: can(workerPermissions.write),
      },
      async (request) => workers.updateReferenceWorker(request.ctx, request.body),
    );

    app.get(
      "/workers/:workerId",
      { schema: { params: WorkerParams, response: { 200: Worker } }, onRequest: can(workerPermissions.directory) },
      async (request) => workers.get(request.ctx, request.params.workerId),
    );

    app.patch(
      "/workers/:workerId",
      {
        schema: { params: WorkerParams, body: WorkerUpdateInput, response: { 200: Worker } },
        onRequest: can(workerPermissions.write),
      },
      async (request) => workers.update(request.ctx, request.params.workerId, request.body),
    );

    app.post(
      "/workers/:workerId/terminate",
      {
        schema: { params: WorkerParams, body: TerminateInput, response: { 200: Worker } },
        onRequest: can(workerPermissions.terminate),
      },
      async (request) => workers.terminate(request.ctx, request.params.workerId, request.body),
    );

    app.delete(
      "/workers/:workerId",
      {
        schema: { params: WorkerParams, response: { 204: Type.Null({ description: "Removed." }) } },
        onRequest: can(workerPermissions.manage),
      },
      async (request, reply) => {
        await workers.remove(request.ctx, request.params.workerId);
        return reply.status(204).send(null);
      },
    );
  };
}
