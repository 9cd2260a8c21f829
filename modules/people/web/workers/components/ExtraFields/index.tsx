import { useIntl } from "react-intl";
import { MaskedField } from "../../../../../../web/src/components/MaskedField/index.js";
import { SelectField } from "../../../../../../web/src/components/SelectField/index.js";
import { TextField } from "../../../../../../web/src/components/TextField/index.js";
import type { Country } from "../../../../contract/countries.js";
import type { CustomField, StoredFile } from "../../../../contract/custom-fields.js";
import { dateMask } from "../../lib/dates.js";
import { useErrorText } from "../../lib/error-text.js";
import type { DraftErrors } from "../../lib/profile-draft.js";
import * as styles from "../../workers.css.js";

/**
 * The company's extra fields of a worker profile (spec §3 "Custom form field": date, select, text or file, with
 * label, required, mask and options; `workerExtraFields` of GET /company). Dates are typed in the country's format.
 * File fields show the stored file: the API takes their uploads through a route that does not exist yet.
 */
export function ExtraFields({
  fields,
  values,
  files,
  onChange,
  errors,
  country,
}: {
  fields: readonly CustomField[];
  values: Record<string, string>;
  /** Stored files of file fields, by field id. */
  files?: Record<string, StoredFile | string>;
  onChange: (next: Record<string, string>) => void;
  errors: DraftErrors;
  country: Country;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const set = (id: string) => (value: string) => onChange({ ...values, [id]: value });

  return (
    <div className={styles.grid}>
      {fields.map((field) => {
        const error = errorText(errors[`extraFields.${field.id}`]);
        const value = values[field.id] ?? "";
        switch (field.type) {
          case "select":
            return (
              <SelectField
                key={field.id}
                label={field.label}
                options={(field.options ?? []).map((o) => ({ id: o, label: o }))}
                value={value || null}
                onChange={set(field.id)}
                isRequired={field.required}
                errorMessage={error}
                placeholder={intl.formatMessage({ id: "people.form.choose" })}
              />
            );
          case "date":
            return (
              <MaskedField
                key={field.id}
                label={field.label}
                mask={dateMask(country.dateFormat)}
                placeholder={country.dateFormat}
                value={value}
                onChange={set(field.id)}
                isRequired={field.required}
                errorMessage={error}
              />
            );
          case "text":
            return field.mask ? (
              <MaskedField
                key={field.id}
                label={field.label}
                mask={field.mask}
                value={value}
                onChange={set(field.id)}
                isRequired={field.required}
                errorMessage={error}
              />
            ) : (
              <TextField
                key={field.id}
                label={field.label}
                value={value}
                onChange={set(field.id)}
                isRequired={field.required}
                errorMessage={error}
              />
            );
          case "file": {
            const stored = files?.[field.id];
            const name = typeof stored === "object" ? stored.name : undefined;
            return (
              <div key={field.id} className={styles.filter}>
                <TextField
                  label={field.label}
                  value={name ?? ""}
                  isReadOnly
                  placeholder={intl.formatMessage({ id: "people.extra.noFile" })}
                  description={intl.formatMessage({ id: "people.extra.fileLater" })}
                />
              </div>
            );
          }
        }
      })}
    </div>
  );
}
