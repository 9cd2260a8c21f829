import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { authOf, actorFor, isMemberOf } from "../../../../core/auth/guards.js";
import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { GlobalRoutesOptions } from "../../../../core/modules/define-module.js";
import {
  ChoosePackInput,
  ChoosePackResult,
  LeaveType,
  LeaveTypeCreateMany,
  LeaveTypeList,
  LeaveTypePatchMany,
  PackList,
  permissions,
} from "../../contract/index.js";
import { can, Params, Removed, tags } from "../route-parts.js";
import type { LeaveTypesService } from "./types.service.js";

const TypeParams = Type.Object({ companyId: Type.String(), leaveTypeId: Type.String() });
const PackParams = Type.Object({ companyId: Type.String(), packId: Type.String() });

/** Leave types (spec §7) and the country packs. */
export const createTypesRoutes =
  (leaveTypesService: LeaveTypesService): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      "/leave-types",
      { schema: { tags, params: Params, response: { 200: LeaveTypeList } }, onRequest: can(permissions.typeRead) },
      async (r) => ({
        items: await leaveTypesService.list(r.ctx),
      }),
    );
    app.post(
      "/leave-types/many",
      {
        schema: { tags, params: Params, body: LeaveTypeCreateMany, response: { 201: LeaveTypeList } },
        onRequest: can(permissions.typeManage),
      },
      async (r, reply) => {
        const items = await leaveTypesService.createMany(r.ctx, r.body.items);
        return reply.status(201).send({ items });
      },
    );
    app.patch(
      "/leave-types/many",
      {
        schema: { tags, params: Params, body: LeaveTypePatchMany, response: { 200: LeaveTypeList } },
        onRequest: can(permissions.typeManage),
      },
      async (r) => {
        const items = await leaveTypesService.patchMany(r.ctx, r.body.items);
        return { items };
      },
    );
    app.delete(
      "/leave-types/:leaveTypeId",
      { schema: { tags, params: TypeParams, response: { 204: Removed } }, onRequest: can(permissions.typeManage) },
      async (r, reply) => {
        await leaveTypesService.remove(r.ctx, r.params.leaveTypeId);
        return reply.status(204).send(null);
      },
    );
    app.get(
      "/leave-packs",
      { schema: { tags, params: Params, response: { 200: PackList } }, onRequest: can(permissions.typeRead) },
      async (r) => ({
        items: leaveTypesService.packs(),
        locked: r.ctx.tenant?.packLocked === true,
      }),
    );
    app.patch(
      "/choose-pack/:packId",
      {
        schema: { tags, params: PackParams, body: Type.Optional(ChoosePackInput), response: { 200: ChoosePackResult } },
        onRequest: can(permissions.typeManage),
      },
      async (r) => {
        // the platform's founder may lock the company's pack (spec §3 Company `notAllowChangePack`, issue 18)
        if (r.ctx.tenant?.packLocked) throw new AppError("LEAVE_PACK_CHOICE_LOCKED");
        const result = await leaveTypesService.choosePack(r.ctx, r.params.packId);
        return result;
      },
    );
  };

/**
 * `GET /api/leave-types/:id` (spec §7): not under a company path, so it finds the type among the companies the
 * caller belongs to; another company's type answers 404 like one that does not exist.
 */
export const createLeaveGlobalRoutes =
  (leaveTypesService: LeaveTypesService): FastifyPluginAsync<GlobalRoutesOptions> =>
  async (plain, options) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      "/leave-types/:id",
      { schema: { tags, params: Type.Object({ id: Type.String() }), response: { 200: LeaveType } } },
      async (request: FastifyRequest<{ Params: { id: string } }>) => {
        const auth = authOf(request);
        const companyIds = auth.via.kind === "apiKey" ? [auth.via.companyId] : auth.memberships.map((m) => m.companyId);
        for (const companyId of companyIds) {
          if (!isMemberOf(auth, companyId)) continue;
          const ctx: ServiceContext = {
            companyId,
            actor: actorFor(auth, companyId),
            now: options.now,
            log: request.log,
          };
          try {
            return await leaveTypesService.get(ctx, request.params.id);
          } catch (err) {
            if (!(err instanceof AppError) || err.code !== "NOT_FOUND") throw err;
          }
        }
        throw new AppError("NOT_FOUND");
      },
    );
  };
