import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { parseCountryDate, parseIsoDate } from "../../../../core/validation/validators.js";
import type { CountryId } from "../../../../tenants/company.types.js";
import {
  type CustomField,
  type CustomFieldInput,
  type CustomFieldList,
  type CustomValues,
  type CustomValuesInput,
  matchesMask,
} from "../../contract/custom-fields.js";
import { foldText } from "../../contract/dictionaries.js";
import type { PeopleSettings, PeopleSettingsService } from "../settings/settings.service.js";
import type { CompanyFieldDefinitions, CompanyFieldsEdit } from "../../contract/company-fields.js";

/** The two lists a company keeps in its people settings (contract/custom-fields.ts). */
export type FieldListName = "customFields" | "workerExtraFields";

/** What a worker's `extraFields` are checked against: the definitions and the company's country. */
export interface WorkerFieldRules {
  definitions: CustomField[];
  countryId: string;
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

function definitionsOf(stored: PeopleSettings): CompanyFieldDefinitions {
  return {
    customFields: stored.customFields ?? [],
    workerExtraFields: stored.workerExtraFields ?? [],
    revision: stored.fieldsRevision ?? 0,
  };
}

/** The company's field definitions (people module, company edit and worker profiles), kept in its people settings. */
export function createCustomFieldsService(options: { settings: PeopleSettingsService }) {
  const { settings } = options;
  return {
    async list(ctx: ServiceContext, list: FieldListName): Promise<CustomFieldList> {
      return { fields: (await settings.get(ctx))[list] ?? [] };
    },

    /** Replaces one list (the whole list, in display order). */
    async replace(
      ctx: ServiceContext,
      list: FieldListName,
      fields: readonly CustomFieldInput[],
    ): Promise<CustomFieldList> {
      const definitions = normalizeDefinitions(fields);
      // the revision moves so that an edit of the founder's console read before this one is refused
      const updated = await settings.update(ctx, { $set: { [list]: definitions }, $inc: { fieldsRevision: 1 } });
      return { fields: updated[list] ?? [] };
    },

    /** Both lists and their revision (the founder console's read: contract/company-fields.ts). */
    async definitions(ctx: ServiceContext): Promise<CompanyFieldDefinitions> {
      return definitionsOf(await settings.get(ctx));
    },

    /**
     * Replaces either list or both, checked by the same rules as `replace`, in one write conditional on the revision
     * the caller read (`PEOPLE_FIELDS_CHANGED_MEANWHILE` when it moved). Nothing is written when nothing changes.
     */
    async replaceDefinitions(
      ctx: ServiceContext,
      edit: CompanyFieldsEdit,
    ): Promise<{ before: CompanyFieldDefinitions; after: CompanyFieldDefinitions }> {
      const $set: Partial<Record<FieldListName, CustomField[]>> = {};
      // every list is checked before anything is written; errors name the list (`customFields.0.label`)
      for (const list of ["customFields", "workerExtraFields"] as const) {
        const input = edit[list];
        if (!input) continue;
        try {
          $set[list] = normalizeDefinitions(input);
        } catch (err) {
          if (err instanceof AppError && err.field?.startsWith("fields."))
            throw new AppError(err.code, { field: `${list}.${err.field.slice("fields.".length)}`, params: err.params });
          if (err instanceof AppError && !err.field) throw new AppError(err.code, { field: list, params: err.params });
          throw err;
        }
      }
      const before = definitionsOf(await settings.get(ctx));
      if (before.revision !== edit.revision) throw new AppError("PEOPLE_FIELDS_CHANGED_MEANWHILE");
      const changed = (Object.keys($set) as FieldListName[]).filter(
        (list) => JSON.stringify($set[list]) !== JSON.stringify(before[list]),
      );
      if (changed.length === 0) return { before, after: before };
      const update = {
        $set: Object.fromEntries(changed.map((list) => [list, $set[list]])),
        $inc: { fieldsRevision: 1 },
      };
      // absent and 0 are the same revision (a company whose lists were never edited)
      const filter = edit.revision === 0 ? { fieldsRevision: null } : { fieldsRevision: edit.revision };
      let updated = await settings.updateIf(ctx, filter, update);
      if (!updated && edit.revision === 0) updated = await settings.updateIf(ctx, { fieldsRevision: 0 }, update);
      if (!updated) throw new AppError("PEOPLE_FIELDS_CHANGED_MEANWHILE");
      return { before, after: definitionsOf(updated) };
    },

    /** What a worker's `extraFields` are checked against: the definitions and the company's country. */
    async workerFieldRules(ctx: ServiceContext): Promise<WorkerFieldRules> {
      const [stored, countryId] = await Promise.all([settings.get(ctx), settings.countryId(ctx)]);
      return { definitions: stored.workerExtraFields ?? [], countryId };
    },
  };
}

export type CustomFieldsService = ReturnType<typeof createCustomFieldsService>;
