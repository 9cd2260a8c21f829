import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { localeOf } from "../../../../core/errors/error-handler.js";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import {
  DICTIONARY_IDS,
  DictionariesQuery,
  DictionariesResponse,
  dictionaryOptions,
  type PeopleLocale,
} from "../../contract/dictionaries.js";
import { peoplePermissions } from "../../contract/permissions.js";
import { PostalAddress, PostalCodeParams, PostalCodeQuery } from "../../contract/postal-codes.js";
import { createPostalCodeService, type PostalCodeServiceOptions } from "./postal-codes.service.js";
import { peopleContract } from "../../contract/people.contract.js";

const Params = Type.Object({ companyId: Type.String() });
const tags = ["people"];

/**
 * Lookups address and profile forms use, under /api/companies/:companyId: the Brazilian postal-code search
 * (spec §7) and the people dictionaries with their labels (spec §3, contract/dictionaries.ts).
 */
export function createLookupsRoutes(options: { postalCodes?: PostalCodeServiceOptions } = {}): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const postalCodes = createPostalCodeService(options.postalCodes);
    const basicRead = requirePermission(peopleContract, peoplePermissions.basicRead);

    app.get(
      "/postal-codes/:zipcode",
      {
        schema: {
          tags,
          summary: "Street, district, city and state of a Brazilian zipcode (Brazil only)",
          description:
            "Any level, to fill address forms. Another country (`countryId`, by default the company's) is 400 `SERVICE_NOT_AVAILABLE_COUNTRY`; a zipcode that is not eight digits `PEOPLE_ZIPCODE_INVALID`; an unknown one, or the postal service failing, `SEARCH_NOT_DONE`.",
          params: PostalCodeParams,
          querystring: PostalCodeQuery,
          response: { 200: PostalAddress },
        },
        onRequest: basicRead,
      },
      async (request) =>
        postalCodes.lookup(request.ctx, { zipcode: request.params.zipcode, countryId: request.query.countryId }),
    );

    app.get(
      "/dictionaries",
      {
        schema: {
          tags,
          summary: "The people dictionaries (gender, marital status, race, ..., courses) with labels in one language",
          description:
            "Any level: every choice list of the worker profile (the stored `value` and its label) in `locale`, by default the caller's language.",
          params: Params,
          querystring: DictionariesQuery,
          response: { 200: DictionariesResponse },
        },
        onRequest: basicRead,
      },
      async (request) => {
        const locale = (request.query.locale ?? localeOf(request)) as PeopleLocale;
        return {
          locale,
          dictionaries: Object.fromEntries(DICTIONARY_IDS.map((id) => [id, dictionaryOptions(id, locale)])),
        } as DictionariesResponse;
      },
    );
  };
}
