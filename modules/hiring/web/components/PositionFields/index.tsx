import { DatePicker, SelectField, TextField, useT } from "@web/kit";
import type { ExtraField } from "../../../contract/index.js";

/** The fields a position is requested and edited with, besides its name and reason. */
export interface PositionFieldValues {
  startDate: string;
  description: string;
  requirements: string;
  justification: string;
  /** The company's extra position fields (extraFieldHiring), by field id. */
  extra: Record<string, string>;
}

/**
 * A position's start date, texts and the company's extra fields: the request form on /hiring and the edit dialog on
 * the position's page. Errors come by field name (`startDate`, `extraFields.<id>`).
 */
export function PositionFields(props: {
  values: PositionFieldValues;
  onChange: (patch: Partial<PositionFieldValues>) => void;
  extraFields: readonly ExtraField[];
  errorOf: (field: string) => string | undefined;
}) {
  const t = useT("hiring.page");
  const { values, onChange, errorOf } = props;
  const setExtra = (id: string, value: string) => onChange({ extra: { ...values.extra, [id]: value } });
  return (
    <>
      <DatePicker
        label={t("startDate")}
        value={values.startDate}
        onChange={(startDate) => onChange({ startDate })}
        errorMessage={errorOf("startDate")}
      />
      <TextField
        label={t("description")}
        value={values.description}
        onChange={(description) => onChange({ description })}
      />
      <TextField
        label={t("requirements")}
        value={values.requirements}
        onChange={(requirements) => onChange({ requirements })}
      />
      <TextField
        label={t("justification")}
        value={values.justification}
        onChange={(justification) => onChange({ justification })}
      />
      {props.extraFields.map((field) =>
        field.type === "select" ? (
          <SelectField
            key={field.id}
            label={field.label}
            options={(field.options ?? []).map((o) => ({ id: o, label: o }))}
            value={values.extra[field.id] ?? null}
            onChange={(value) => setExtra(field.id, value)}
            errorMessage={errorOf(`extraFields.${field.id}`)}
          />
        ) : field.type === "date" ? (
          <DatePicker
            key={field.id}
            label={field.label}
            value={values.extra[field.id] ?? ""}
            onChange={(value) => setExtra(field.id, value)}
            errorMessage={errorOf(`extraFields.${field.id}`)}
          />
        ) : (
          <TextField
            key={field.id}
            label={field.label}
            value={values.extra[field.id] ?? ""}
            onChange={(value) => setExtra(field.id, value)}
            errorMessage={errorOf(`extraFields.${field.id}`)}
          />
        ),
      )}
    </>
  );
}
