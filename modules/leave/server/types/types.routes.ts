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
      {
        schema: {
          tags,
          description:
            "Any level: the company's leave types (removed ones left out), in their `order`, with their unit, allowance in milliseconds, accrual, approval and pack key.",
          params: Params,
          response: { 200: LeaveTypeList },
        },
        onRequest: can(permissions.typeRead),
      },
      async (r) => ({
        items: await leaveTypesService.list(r.ctx),
      }),
    );
    app.post(
      "/leave-types/many",
      {
        schema: {
          tags,
          description:
            "Admins only: creates up to 50 leave types at once; every item is checked before any is stored (duplicate extra-field ids are `VALIDATION_INVALID`, a `level` or `people` approval step without its level or people `VALIDATION_REQUIRED`). Each type is audited and `leave.type.changed` is emitted.",
          params: Params,
          body: LeaveTypeCreateMany,
          response: { 201: LeaveTypeList },
        },
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
        schema: {
          tags,
          description:
            "Admins only: changes the fields sent on up to 50 of the company's types and answers them as stored. Any id that is not one of the company's types is 404 `NOT_FOUND` and nothing changes; the changes are audited and `leave.type.changed` is emitted.",
          params: Params,
          body: LeaveTypePatchMany,
          response: { 200: LeaveTypeList },
        },
        onRequest: can(permissions.typeManage),
      },
      async (r) => {
        const items = await leaveTypesService.patchMany(r.ctx, r.body.items);
        return { items };
      },
    );
    app.delete(
      "/leave-types/:leaveTypeId",
      {
        schema: {
          tags,
          description:
            "Admins only: removes a leave type (soft delete, so past requests and ledger entries keep it) and records it in the audit log; an unknown type, or another company's, is 404 `NOT_FOUND`.",
          params: TypeParams,
          response: { 204: Removed },
        },
        onRequest: can(permissions.typeManage),
      },
      async (r, reply) => {
        await leaveTypesService.remove(r.ctx, r.params.leaveTypeId);
        return reply.status(204).send(null);
      },
    );
    app.get(
      "/leave-packs",
      {
        schema: {
          tags,
          description:
            "Any level: the country packs of statutory leave types (ar, br, cl, co, mx, pe, py, us), each entry with its allowance in milliseconds and the law it comes from; `uncertain` entries should be reviewed by an admin before use. `locked`: the platform locked the company's pack (its admins cannot choose one).",
          params: Params,
          response: { 200: PackList },
        },
        onRequest: can(permissions.typeRead),
      },
      async (r) => ({
        items: leaveTypesService.packs(),
        locked: r.ctx.tenant?.packLocked === true,
      }),
    );
    app.patch(
      "/choose-pack/:packId",
      {
        schema: {
          tags,
          description:
            "Admins only: adds the pack's leave types the company does not have yet (matched by pack key), so choosing a pack again creates only what is missing; the answer counts created and skipped entries and lists the new types. An unknown pack is 404 `NOT_FOUND`; when the platform locked the company's pack, `LEAVE_PACK_CHOICE_LOCKED`. New types are audited and `leave.type.changed` is emitted.",
          params: PackParams,
          body: Type.Optional(ChoosePackInput),
          response: { 200: ChoosePackResult },
        },
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
      {
        schema: {
          tags,
          description:
            "Any signed-in member or API key: one leave type, looked up among the companies the caller belongs to (an API key: its own company). A type of a company the caller is not in answers 404 `NOT_FOUND`, like one that does not exist.",
          params: Type.Object({ id: Type.String() }),
          response: { 200: LeaveType },
        },
      },
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
