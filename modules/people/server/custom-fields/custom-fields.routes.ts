import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import { CustomFieldList, CustomFieldsInput } from "../../contract/custom-fields.js";
import { peoplePermissions } from "../../contract/permissions.js";
import type { CustomFieldsService, FieldListName } from "./custom-fields.service.js";
import { peopleContract } from "../../contract/people.contract.js";

const Params = Type.Object({ companyId: Type.String() });

const LISTS: Array<{ path: string; list: FieldListName; summary: string }> = [
  {
    path: "/company/worker-extra-fields",
    list: "workerExtraFields",
    summary: "Define the extra fields of every worker profile (the whole list, in display order)",
  },
  {
    path: "/company/custom-fields",
    list: "customFields",
    summary: "Define the company profile's custom fields (the whole list, in display order)",
  },
];

/**
 * The company's field definitions (spec §3 "Custom form field"), under /api/companies/:companyId. Admins only; every
 * level reads them in `GET /company`.
 */
export function createCustomFieldsRoutes(customFields: CustomFieldsService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const manage = requirePermission(peopleContract, peoplePermissions.fieldsManage);
    for (const { path, list, summary } of LISTS) {
      app.put(
        path,
        {
          schema: {
            tags: ["people"],
            summary,
            description:
              "Admins only. Replaces the whole list, in display order: a field sent with its `id` keeps it (and so the values stored under it), a new one gets an id made from its label, a field left out is no longer defined. Duplicate ids or labels are 400 `PEOPLE_FIELD_DUPLICATE`, a select without options `PEOPLE_FIELD_OPTIONS_REQUIRED`. Answers the saved list.",
            params: Params,
            body: CustomFieldsInput,
            response: { 200: CustomFieldList },
          },
          onRequest: manage,
        },
        async (request) => customFields.replace(request.ctx, list, request.body.fields),
      );
    }
  };
}
