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
      schema: {
        description: `A country's public holidays of a \`year\` (from its official calendar; with \`region\`, a state's too, e.g. \`SP\`) with the company's overrides applied: public days the company works on are left out, days it added are listed with \`source: "company"\`; by date. Any level (\`leave.type.read\`); a country the platform does not know is 404 \`NOT_FOUND\`.`,
        tags,
        params: CountryParams,
        querystring: HolidayQuery,
        response: { 200: HolidayList },
      },
      onRequest: can(permissions.typeRead),
    },
    async (r) => holidaysService.list(r.ctx, r.params.countryId, r.query),
  );
  app.post(
    "/holidays/:countryId",
    {
      schema: {
        description: `Adds company holidays or removes public ones (\`remove: true\`: the company works that day), up to 100 at once, each kept by date and region (sending the same date again replaces it); answers the country-wide list of the first item's year, as \`GET\` does. Admins only (\`leave.locked-date.manage\`); an unknown country is 404 \`NOT_FOUND\`. Audited (\`leave.holidays.changed\`).`,
        tags,
        params: CountryParams,
        body: HolidayOverrideInput,
        response: { 200: HolidayList },
      },
      onRequest: can(permissions.lockedManage),
    },
    async (r) => holidaysService.override(r.ctx, r.params.countryId, r.body),
  );
};
