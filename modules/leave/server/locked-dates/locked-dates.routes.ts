import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { LockedDate, LockedDateInput, LockedDateList, permissions } from "../../contract/index.js";
import { can, Params, Removed, tags } from "../route-parts.js";
import { lockedDatesService } from "./locked-dates.service.js";

const LockedParams = Type.Object({ companyId: Type.String(), lockedDateId: Type.String() });

/** Locked (blocked) dates (spec §5, §9). */
export const lockedDatesRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/leave/locked-dates",
    {
      schema: {
        tags,
        description: "Any level: the company's locked periods, earliest first; no leave may be requested inside one.",
        params: Params,
        response: { 200: LockedDateList },
      },
      onRequest: can(permissions.typeRead),
    },
    async (r) => ({
      items: await lockedDatesService.list(r.ctx),
    }),
  );
  app.post(
    "/leave/locked-dates",
    {
      schema: {
        tags,
        description:
          "Admins only: locks `startDate`..`endDate` (inclusive, at most 30 days: `LOCKED_DATE_MAX`; an end before the start is `DATES_CHOOSE_CORRECT`) with an optional reason; audited. Leaves already requested stay as they are.",
        params: Params,
        body: LockedDateInput,
        response: { 201: LockedDate },
      },
      onRequest: can(permissions.lockedManage),
    },
    async (r, reply) => reply.status(201).send(await lockedDatesService.add(r.ctx, r.body)),
  );
  app.delete(
    "/leave/locked-dates/:lockedDateId",
    {
      schema: {
        tags,
        description:
          "Admins only: unlocks a period (soft delete, audited); an unknown one, or another company's, is 404 `NOT_FOUND`.",
        params: LockedParams,
        response: { 204: Removed },
      },
      onRequest: can(permissions.lockedManage),
    },
    async (r, reply) => {
      await lockedDatesService.remove(r.ctx, r.params.lockedDateId);
      return reply.status(204).send(null);
    },
  );
};
