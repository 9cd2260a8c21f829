import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { companyObjectId } from "../../../../core/tenancy/scoped.js";
import { parseCountryDate, parseIsoDate } from "../../../../core/validation/validators.js";
// issue 11, not done yet: people's company settings still live on the company document; they move to a people settings
// collection of the module's own, and the company profile's edit to a tenants service.
// eslint-disable-next-line kernel/no-kernel-collections
import { CompanyModel, type CompanyRecord, type CountryId } from "../../../../tenants/company.model.js";
import {
  type CustomField,
  type CustomFieldInput,
  type CustomFieldList,
  type CustomValues,
  type CustomValuesInput,
  matchesMask,
} from "../../contract/custom-fields.js";
import { foldText } from "../../contract/dictionaries.js";

/** The two lists a company keeps on its record (contract/custom-fields.ts). */
export type FieldListName = "customFields" | "workerExtraFields";

type CompanyFields = Pick<CompanyRecord, "countryId" | "customFields" | "workerExtraFields" | "customFieldValues">;

async function loadCompany(ctx: ServiceContext): Promise<CompanyFields> {
  const company = await CompanyModel.findOne(
    { _id: companyObjectId(ctx.companyId), deletedAt: null },
    { countryId: 1, customFields: 1, workerExtraFields: 1, customFieldValues: 1 },
  )
    .lean<CompanyFields>()
    .exec();
  if (!company) throw new AppError("NOT_FOUND");
  return company;
}

/** A field id made from a label: "Shirt size" -> "shirt-size". */
function slugOf(label: string): string {
  const slug = foldText(label)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 32)
    .replace(/-+$/, "");
  return slug || "field";
}

/**
 * Checks and tidies a company's list of field definitions: labels trimmed and unique (without regard to case or
 * accents), ids kept when given and made from the label otherwise (unique), select options trimmed, unique and at
 * least one, a mask only on text fields.
 */
export function normalizeDefinitions(input: readonly CustomFieldInput[]): CustomField[] {
  const labels = new Set<string>();
  const ids = new Set<string>(input.flatMap((field) => (field.id ? [field.id] : [])));
  if (ids.size !== input.filter((field) => field.id).length) throw new AppError("PEOPLE_FIELD_DUPLICATE");
  return input.map((field, i) => {
    const label = field.label.trim();
    if (!label) throw new AppError("VALIDATION_REQUIRED", { field: `fields.${i}.label` });
    const folded = foldText(label);
    if (labels.has(folded)) throw new AppError("PEOPLE_FIELD_DUPLICATE", { field: `fields.${i}.label` });
    labels.add(folded);

    let id = field.id;
    if (!id) {
      const base = slugOf(label);
      id = base;
      for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
      ids.add(id);
    }
    const type = field.type as CustomField["type"];
    const out: CustomField = { id, type, label, required: field.required ?? false };
    if (type === "text" && field.mask?.trim()) out.mask = field.mask.trim();
    if (type === "select") {
      const options = [...new Set((field.options ?? []).map((option) => option.trim()).filter(Boolean))];
      if (options.length === 0) throw new AppError("PEOPLE_FIELD_OPTIONS_REQUIRED", { field: `fields.${i}.options` });
      out.options = options;
    }
    return out;
  });
}

export interface CheckValuesInput {
  /** The values stored now (empty for a new record). */
  current: CustomValues;
  /** What the caller sends; `null` clears a value. */
  patch: CustomValuesInput;
  /** Dates are typed in the country's format (spec §9) or as ISO. */
  countryId: CountryId | string;
  /** Where errors point: `extraFields` or `customFieldValues`. */
  prefix: string;
}

/**
 * The values after a patch, checked against the definitions (spec §3 "Custom form field", §5 messages): an unknown id
 * is refused (`PEOPLE_FIELD_UNKNOWN`); text is trimmed and must fit its mask (`PEOPLE_FIELD_MASK`); a select must be one
 * of its options ("You must make a selection!"); a date must be real ("Wrong date") and is stored as ISO; a file field
 * takes no text (files are uploaded) but may be cleared. Every required field but files must have a value afterwards
 * ("Please type something.", a select "You must make a selection!"). Values of fields the company removed are dropped.
 */
export function checkValues(definitions: readonly CustomField[], input: CheckValuesInput): CustomValues {
  const byId = new Map(definitions.map((field) => [field.id, field]));
  const next: CustomValues = {};
  for (const [id, value] of Object.entries(input.current ?? {})) if (byId.has(id)) next[id] = value;

  for (const [id, raw] of Object.entries(input.patch)) {
    const field = byId.get(id);
    const where = `${input.prefix}.${id}`;
    if (!field) throw new AppError("PEOPLE_FIELD_UNKNOWN", { field: where });
    const value = typeof raw === "string" ? raw.trim() : raw;
    if (value === null || value === "") {
      delete next[id];
      continue;
    }
    if (typeof value !== "string") throw new AppError("VALIDATION_INVALID", { field: where });
    switch (field.type) {
      case "text":
        if (field.mask && !matchesMask(value, field.mask))
          throw new AppError("PEOPLE_FIELD_MASK", { field: where, params: { mask: field.mask } });
        next[id] = value;
        break;
      case "select":
        if (!field.options?.includes(value)) throw new AppError("VALIDATION_SELECTION", { field: where });
        next[id] = value;
        break;
      case "date": {
        const date = parseCountryDate(value, input.countryId) ?? parseIsoDate(value);
        if (!date) throw new AppError("VALIDATION_DATE", { field: where });
        const pad = (n: number, size = 2) => String(n).padStart(size, "0");
        next[id] = `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
        break;
      }
      case "file":
        // files come through their upload, never as text
        throw new AppError("VALIDATION_INVALID", { field: where });
    }
  }

  for (const field of definitions) {
    if (!field.required || field.type === "file" || next[field.id] !== undefined) continue;
    throw new AppError(field.type === "select" ? "VALIDATION_SELECTION" : "VALIDATION_REQUIRED", {
      field: `${input.prefix}.${field.id}`,
    });
  }
  return next;
}

/** The company's field definitions (people module, company edit and worker profiles). */
export const customFieldsService = {
  async list(ctx: ServiceContext, list: FieldListName): Promise<CustomFieldList> {
    const company = await loadCompany(ctx);
    return { fields: company[list] ?? [] };
  },

  /** Replaces one list (the whole list, in display order). */
  async replace(
    ctx: ServiceContext,
    list: FieldListName,
    fields: readonly CustomFieldInput[],
  ): Promise<CustomFieldList> {
    const definitions = normalizeDefinitions(fields);
    const updated = await CompanyModel.findOneAndUpdate(
      { _id: companyObjectId(ctx.companyId), deletedAt: null },
      { $set: { [list]: definitions } },
      { returnDocument: "after", projection: { [list]: 1 } },
    )
      .lean<CompanyFields>()
      .exec();
    if (!updated) throw new AppError("NOT_FOUND");
    return { fields: updated[list] ?? [] };
  },

  /** What a worker's `extraFields` are checked against: the definitions and the company's country. */
  async workerFieldRules(ctx: ServiceContext): Promise<{ definitions: CustomField[]; countryId: string }> {
    const company = await loadCompany(ctx);
    return { definitions: company.workerExtraFields ?? [], countryId: company.countryId };
  },
};
