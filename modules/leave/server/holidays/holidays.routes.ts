import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { HolidayList, HolidayOverrideInput, HolidayQuery, permissions } from "../../contract/index.js";
import { can, tags } from "../route-parts.js";
import { holidaysService } from "./holidays.service.js";

const CountryParams = Type.Object({ companyId: Type.String(), countryId: Type.String() });

/** A country's holidays with the company's overrides (spec §7 POST /holidays/{countryId}). */
export const holidaysRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/holidays/:countryId",
    {
      schema: { tags, params: CountryParams, querystring: HolidayQuery, response: { 200: HolidayList } },
      onRequest: can(permissions.typeRead),
    },
    async (r) => holidaysService.list(r.ctx, r.params.countryId, r.query),
  );
  app.post(
    "/holidays/:countryId",
    {
      schema: { tags, params: CountryParams, body: HolidayOverrideInput, response: { 200: HolidayList } },
      onRequest: can(permissions.lockedManage),
    },
    async (r) => holidaysService.override(r.ctx, r.params.countryId, r.body),
  );
};
