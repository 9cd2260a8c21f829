import { Type, type Static } from "typebox";

/**
 * Company-defined form fields (spec §3 "Custom form field": type date|select|text|file, label, required, mask,
 * options). A company keeps two lists on its record: `workerExtraFields` (extra fields of every worker profile, values
 * in the worker's `extraFields`) and `customFields` (fields of the company profile itself, values in the company's
 * `customFieldValues`). Values are keyed by the field's `id`, which stays the same when the label changes.
 * Isomorphic: schemas and pure functions only.
 */
export const CUSTOM_FIELD_TYPES = ["date", "select", "text", "file"] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** Field ids: lower-case letters, digits and dashes (they become keys of stored objects). */
export const FIELD_ID_PATTERN = "^[a-z0-9][a-z0-9-]{0,39}$";
export const MAX_CUSTOM_FIELDS = 50;
export const MAX_SELECT_OPTIONS = 100;
export const MAX_FIELD_TEXT = 500;

const FieldId = Type.String({ pattern: FIELD_ID_PATTERN });

export const CustomFieldInput = Type.Object(
  {
    /** Keep the id of a field being edited; a new field gets one from its label. */
    id: Type.Optional(FieldId),
    type: Type.String({ enum: [...CUSTOM_FIELD_TYPES] }),
    label: Type.String({ minLength: 1, maxLength: 120 }),
    /** @default false */
    required: Type.Optional(Type.Boolean()),
    /**
     * text only: the format the value must have, in the web app's mask tokens: `#` a digit, `S` a letter, `N` a letter
     * or digit, `A`/`a` a letter, `X`/`x` a letter or digit; `\` makes the next character literal; any other
     * character stands for itself. @example "##### - ###"
     */
    mask: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    /** select only: the choices, at least one. */
    options: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 120 }), { maxItems: MAX_SELECT_OPTIONS })),
  },
  { additionalProperties: false },
);
export type CustomFieldInput = Static<typeof CustomFieldInput>;

export const CustomField = Type.Object({
  id: Type.String(),
  type: Type.String({ enum: [...CUSTOM_FIELD_TYPES] }),
  label: Type.String(),
  required: Type.Boolean(),
  mask: Type.Optional(Type.String()),
  options: Type.Optional(Type.Array(Type.String())),
});
export interface CustomField {
  id: string;
  type: CustomFieldType;
  label: string;
  required: boolean;
  mask?: string;
  options?: string[];
}

/** `PUT /company/worker-extra-fields` and `PUT /company/custom-fields`: the whole list, in display order. */
export const CustomFieldsInput = Type.Object(
  { fields: Type.Array(CustomFieldInput, { maxItems: MAX_CUSTOM_FIELDS }) },
  { additionalProperties: false },
);
export type CustomFieldsInput = Static<typeof CustomFieldsInput>;
export const CustomFieldList = Type.Object(
  { fields: Type.Array(CustomField) },
  {
    examples: [
      {
        fields: [
          { id: "shirt-size", type: "select", label: "Shirt size", required: false, options: ["S", "M", "L", "XL"] },
          { id: "pis-number", type: "text", label: "PIS number", required: true, mask: "###.#####.##-#" },
          { id: "vaccination-card", type: "file", label: "Vaccination card", required: false },
        ],
      },
    ],
  },
);
export type CustomFieldList = { fields: CustomField[] };

/** A file stored for a `file` field (uploaded through its own route, never sent as JSON). */
export const StoredFile = Type.Object(
  { path: Type.String(), name: Type.String(), size: Type.Integer() },
  {
    examples: [
      {
        path: "companies/6650f1c2a9d3e4b5c6d7e8f0/worker-files/6650f1c2a9d3e4b5c6d7e901/vaccination-card-4d2a9c7e1f3b8a60",
        name: "vaccination-card.pdf",
        size: 231877,
      },
    ],
  },
);
export type StoredFile = Static<typeof StoredFile>;

/**
 * Values sent for custom fields, by field id: text as typed, a select's option, a date in the company country's
 * format (DD/MM/YYYY, YYYY-MM-DD in us) or ISO; `null` clears a value. File fields are uploaded, not sent here.
 */
export const CustomValuesInput = Type.Record(
  FieldId,
  Type.Union([Type.String({ maxLength: MAX_FIELD_TEXT }), Type.Null()]),
  { maxProperties: MAX_CUSTOM_FIELDS },
);
export type CustomValuesInput = Record<string, string | null>;

/** Stored values: strings (dates as ISO YYYY-MM-DD) or a file. */
export const CustomValues = Type.Record(Type.String(), Type.Union([Type.String(), StoredFile]));
export type CustomValues = Record<string, string | StoredFile>;

const MASK_TOKENS: Record<string, RegExp> = {
  "#": /^\d$/,
  S: /^\p{L}$/u,
  N: /^[\p{L}\d]$/u,
  A: /^\p{L}$/u,
  a: /^\p{L}$/u,
  X: /^[\p{L}\d]$/u,
  x: /^[\p{L}\d]$/u,
};

/** Whether a value has exactly the shape of a mask (see {@link CustomFieldInput} `mask`). */
export function matchesMask(value: string, mask: string): boolean {
  const chars = [...value];
  let i = 0;
  for (let m = 0; m < mask.length; m++) {
    let token = mask[m]!;
    let literal = false;
    if (token === "\\" && m + 1 < mask.length) {
      token = mask[++m]!;
      literal = true;
    }
    const char = chars[i++];
    if (char === undefined) return false;
    const rule = literal ? undefined : MASK_TOKENS[token];
    if (rule ? !rule.test(char) : char !== token) return false;
  }
  return i === chars.length;
}
