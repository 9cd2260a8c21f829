import type { FormField, FormFieldInput } from "../../../contract/index.js";
import { Button, Checkbox, SelectField, shared as styles, TextField, useT } from "@web/kit";

/** A field being built or edited: `id` and `key` kept from a stored field (its answers stay linked to it). */
export type FieldDraft = {
  id?: string;
  key?: string;
  format?: "email";
  type: FormFieldInput["type"];
  label: string;
  required: boolean;
  options: string;
  mask: string;
};
export const EMPTY_FIELD: FieldDraft = { type: "text", label: "", required: false, options: "", mask: "" };

/** A stored field as a draft to edit. */
export function draftOf(field: FormField): FieldDraft {
  return {
    id: field.id,
    ...(field.key ? { key: field.key } : {}),
    ...(field.format ? { format: field.format } : {}),
    type: field.type,
    label: field.label,
    required: field.required,
    options: (field.options ?? []).join(", "),
    mask: field.mask ?? "",
  };
}

/** The drafts as the API takes them (ids and keys of stored fields kept). */
export function fieldsInput(fields: readonly FieldDraft[]): FormFieldInput[] {
  return fields.map((f) => ({
    ...(f.id ? { id: f.id } : {}),
    ...(f.key ? { key: f.key } : {}),
    ...(f.type === "text" && f.format ? { format: f.format } : {}),
    type: f.type,
    label: f.label.trim(),
    required: f.required,
    ...(f.type === "select"
      ? {
          options: f.options
            .split(",")
            .map((o) => o.trim())
            .filter(Boolean),
        }
      : {}),
    ...(f.type === "text" && f.mask.trim() ? { mask: f.mask.trim() } : {}),
  }));
}

/** The index of the first field without a label, or -1. */
export const blankField = (fields: readonly FieldDraft[]) => fields.findIndex((f) => !f.label.trim());

/**
 * The fields of a form in order, each with its type, label, options or mask and required flag; fields move up and
 * down, are added and removed. Used by the builder of a new form and by the edit of a stored one.
 */
export function FieldsEditor({
  fields,
  onChange,
  errorOf,
}: {
  fields: FieldDraft[];
  onChange: (fields: FieldDraft[]) => void;
  errorOf: (name: string) => string | undefined;
}) {
  const t = useT("forms.builder");
  const set = (index: number, patch: Partial<FieldDraft>) =>
    onChange(fields.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...fields];
    const [field] = next.splice(index, 1);
    next.splice(index + by, 0, field!);
    onChange(next);
  };
  const types = (["text", "select", "date", "file"] as const).map((id) => ({ id, label: t(`type.${id}`) }));
  return (
    <>
      {fields.map((field, index) => {
        const name = field.label.trim() || t("fieldN", { n: index + 1 });
        return (
          <fieldset key={field.id ?? `new-${index}`} className={styles.card}>
            <legend>{t("fieldN", { n: index + 1 })}</legend>
            <SelectField
              label={t("fieldType")}
              options={types}
              value={field.type}
              onChange={(type) => set(index, { type: type as FieldDraft["type"] })}
            />
            <TextField
              label={t("fieldLabel")}
              value={field.label}
              onChange={(label) => set(index, { label })}
              errorMessage={errorOf(`fields.${index}.label`)}
            />
            {field.type === "select" && (
              <TextField
                label={t("options")}
                description={t("optionsHint")}
                value={field.options}
                onChange={(options) => set(index, { options })}
                errorMessage={errorOf(`fields.${index}.options`)}
              />
            )}
            {field.type === "text" && (
              <TextField
                label={t("mask")}
                description={t("maskHint")}
                value={field.mask}
                onChange={(mask) => set(index, { mask })}
                errorMessage={errorOf(`fields.${index}.mask`)}
              />
            )}
            <Checkbox isSelected={field.required} onChange={(required) => set(index, { required })}>
              {t("fieldRequired")}
            </Checkbox>
            <div className={styles.row}>
              {index > 0 && (
                <Button variant="ghost" aria-label={t("moveUp", { name })} onPress={() => move(index, -1)}>
                  {t("up")}
                </Button>
              )}
              {index < fields.length - 1 && (
                <Button variant="ghost" aria-label={t("moveDown", { name })} onPress={() => move(index, 1)}>
                  {t("down")}
                </Button>
              )}
              {fields.length > 1 && (
                <Button variant="ghost" onPress={() => onChange(fields.filter((_, i) => i !== index))}>
                  {t("removeField", { n: index + 1 })}
                </Button>
              )}
            </div>
          </fieldset>
        );
      })}
      <Button variant="secondary" onPress={() => onChange([...fields, { ...EMPTY_FIELD }])}>
        {t("addField")}
      </Button>
    </>
  );
}
