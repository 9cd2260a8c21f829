import { useState } from "react";
import { FileTrigger } from "react-aria-components";
import { useIntl } from "react-intl";
import { messageFor, api, messageOf, Button, shared, MaskedField, SelectField, TextField } from "@web/kit";
import type { Country } from "../../../../contract/countries.js";
import { UPLOAD_FIELD } from "../../../../contract/images.js";
import type { CustomField, StoredFile } from "../../../../contract/custom-fields.js";
import { useCompanyId, usePeopleLocale } from "../../data.js";
import { CountryDateField } from "../CountryDateField/index.js";
import { useErrorText } from "../../lib/error-text.js";
import type { DraftErrors } from "../../lib/profile-draft.js";
import * as styles from "../../workers.css.js";

/** Spec §5, §9: files up to 2 MB. */
export const EXTRA_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** Whose profile a file field's uploads go to: a worker's (admins and managers) or the signed-in person's own. */
export interface ExtraFileTarget {
  workerId?: string;
  self?: boolean;
  /** A file was stored (or removed: `null`). */
  onChanged: (fieldId: string, file: StoredFile | null) => void;
}

/**
 * The company's extra fields of a worker profile (spec §3 "Custom form field": date, select, text or file, with
 * label, required, mask and options; `workerExtraFields` of GET /company). Dates are typed in the country's format.
 * A file field is uploaded through its own route at once (`uploads`); without `uploads` it shows the stored name.
 */
export function ExtraFields({
  fields,
  values,
  files,
  onChange,
  errors,
  country,
  uploads,
}: {
  fields: readonly CustomField[];
  values: Record<string, string>;
  /** Stored files of file fields, by field id. */
  files?: Record<string, StoredFile | string>;
  onChange: (next: Record<string, string>) => void;
  errors: DraftErrors;
  country: Country;
  uploads?: ExtraFileTarget;
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
              <CountryDateField
                key={field.id}
                label={field.label}
                format={country.dateFormat}
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
                validationBehavior="aria"
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
            const file = typeof stored === "object" ? stored : undefined;
            if (uploads) return <FileField key={field.id} field={field} file={file} target={uploads} />;
            return (
              <div key={field.id} className={styles.filter}>
                <TextField
                  label={field.label}
                  value={file?.name ?? ""}
                  isReadOnly
                  placeholder={intl.formatMessage({ id: "people.extra.noFile" })}
                />
              </div>
            );
          }
        }
      })}
    </div>
  );
}

/** A file extra field: the stored file (a download), and choosing, replacing or removing it. */
function FileField({ field, file, target }: { field: CustomField; file?: StoredFile; target: ExtraFileTarget }) {
  const intl = useIntl();
  const locale = usePeopleLocale();
  const companyId = useCompanyId();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const whose = target.self || !target.workerId ? "me" : target.workerId;
  const href = `/api/companies/${companyId}/workers/${whose}/extra-fields/${field.id}/file`;
  const labelId = `extra-file-${field.id}`;

  const run = async (work: () => Promise<void>) => {
    setError(undefined);
    setPending(true);
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  };
  const upload = (chosen: File) =>
    run(async () => {
      if (chosen.size > EXTRA_FILE_MAX_BYTES) throw new Error(messageFor("FILE_TOO_LARGE", locale));
      const body = new FormData();
      body.append(UPLOAD_FIELD, chosen, chosen.name);
      // multipart: the routes declare no JSON body, so the typed client is told to pass the form through
      const saved =
        whose === "me"
          ? await api.post("/api/companies/{companyId}/workers/me/extra-fields/{fieldId}/file", {
              params: { companyId, fieldId: field.id },
              body: body as never,
            })
          : await api.post("/api/companies/{companyId}/workers/{workerId}/extra-fields/{fieldId}/file", {
              params: { companyId, workerId: whose, fieldId: field.id },
              body: body as never,
            });
      target.onChanged(field.id, saved);
    });
  const remove = () =>
    run(async () => {
      if (whose === "me")
        await api.delete("/api/companies/{companyId}/workers/me/extra-fields/{fieldId}/file", {
          params: { companyId, fieldId: field.id },
        });
      else
        await api.delete("/api/companies/{companyId}/workers/{workerId}/extra-fields/{fieldId}/file", {
          params: { companyId, workerId: whose, fieldId: field.id },
        });
      target.onChanged(field.id, null);
    });

  return (
    <div className={shared.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={shared.label}>
        {field.label}
      </span>
      <span>
        {file ? (
          <a href={href} download={file.name}>
            {file.name}
          </a>
        ) : (
          <span className={styles.subtle}>{intl.formatMessage({ id: "people.extra.noFile" })}</span>
        )}
      </span>
      <span className={styles.fileActions}>
        <FileTrigger onSelect={(chosen) => chosen?.[0] && void upload(chosen[0])}>
          <Button variant="secondary" isDisabled={pending}>
            {intl.formatMessage({ id: file ? "people.extra.replaceFile" : "people.extra.chooseFile" })}
          </Button>
        </FileTrigger>
        {file && (
          <Button variant="ghost" isDisabled={pending} onPress={() => void remove()}>
            {intl.formatMessage({ id: "people.extra.removeFile" })}
          </Button>
        )}
      </span>
      <span className={shared.description}>{intl.formatMessage({ id: "people.extra.fileHint" })}</span>
      {error && (
        <span role="alert" className={shared.errorText}>
          {error}
        </span>
      )}
    </div>
  );
}
