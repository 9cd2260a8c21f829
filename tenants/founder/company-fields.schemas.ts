import { Type, type Static } from "typebox";
import { CustomField, CustomFieldInput, MAX_CUSTOM_FIELDS } from "../../modules/people/contract/custom-fields.js";

/**
 * The company's custom and extra fields on the founder console (issue 18, /platform-customization). The definitions
 * are the people module's (modules/people/contract/custom-fields.ts): the kernel reaches them through the service
 * people provides (`peopleCompanyFields`), never its collections. Isomorphic (TypeBox only).
 */

const example = {
  available: true,
  customFields: [{ id: "cnae", type: "text", label: "CNAE", required: false, mask: "####-#/##" }],
  workerExtraFields: [
    { id: "shirt-size", type: "select", label: "Shirt size", required: false, options: ["S", "M", "L", "XL"] },
  ],
  revision: 3,
};

export const CompanyFieldsSchema = Type.Object(
  {
    /** False when the app runs without the people module: there are no lists (and the edit is refused). */
    available: Type.Boolean(),
    /** Fields of the company profile itself, in display order. */
    customFields: Type.Array(CustomField),
    /** Extra fields of every worker profile, in display order. */
    workerExtraFields: Type.Array(CustomField),
    /** The revision the next edit must name (it moves on every change, the company admins' too). */
    revision: Type.Integer({ minimum: 0 }),
  },
  { examples: [example] },
);
export type CompanyFields = Static<typeof CompanyFieldsSchema>;

/** Either list or both (the whole list, in display order; a field keeps its `id`); a list left out stays. */
export const CompanyFieldsBody = Type.Object(
  {
    revision: Type.Integer({ minimum: 0 }),
    customFields: Type.Optional(Type.Array(CustomFieldInput, { maxItems: MAX_CUSTOM_FIELDS })),
    workerExtraFields: Type.Optional(Type.Array(CustomFieldInput, { maxItems: MAX_CUSTOM_FIELDS })),
  },
  { additionalProperties: false },
);
export type CompanyFieldsBody = Static<typeof CompanyFieldsBody>;
