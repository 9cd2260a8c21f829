import { useIntl } from "react-intl";
import { Button, Checkbox, SelectField, TextField } from "@web/kit";
import * as css from "../../admin.css.js";
import * as ed from "./editor.css.js";
import { EXTRA_FIELD_TYPES, LANGS, MAX_EXTRA_FIELDS, emptyExtraField, type ExtraFieldRow } from "./form.js";

/**
 * The questions the request form asks for a type (the contract's `extraFields`, at most 10): each with its label in
 * the three languages, its kind (text, date, file) and whether it is required. Stored fields keep their ids (past
 * requests hold their answers under them); a new one gets an id once, when it is added.
 */
export function ExtraFieldsEditor({
  rows,
  onChange,
  errors,
  takenIds,
}: {
  rows: ExtraFieldRow[];
  onChange: (rows: ExtraFieldRow[]) => void;
  /** By `extraFields.<index>.label.<lang>`, and `extraFields` for the list (the server's). */
  errors: Record<string, string | undefined>;
  /** Every id seen in this form, so a new field never takes one of them. */
  takenIds: () => string[];
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const update = (i: number, patch: Partial<ExtraFieldRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  return (
    <section className={css.section} aria-labelledby="leave-type-extra-fields">
      <h2 id="leave-type-extra-fields" className={css.sectionTitle}>
        {t("leave.types.extraFields")}
      </h2>
      <p className={css.hint}>{t("leave.types.extraFieldsHint")}</p>
      {errors.extraFields && (
        <p role="alert" className={css.error}>
          {errors.extraFields}
        </p>
      )}
      {rows.length === 0 ? (
        <p className={css.hint}>{t("leave.types.extraFields.none")}</p>
      ) : (
        <ol className={ed.rowList}>
          {rows.map((row, i) => {
            const name = t("leave.types.extraField.n", { n: i + 1 });
            const headingId = `leave-type-extra-field-${row.key}`;
            return (
              <li key={row.key} className={ed.rowBox}>
                <div role="group" aria-labelledby={headingId}>
                  <div className={ed.rowHeader}>
                    <h3 id={headingId} className={ed.rowTitle}>
                      {name}
                    </h3>
                    <Button
                      variant="ghost"
                      className={css.smallButton}
                      aria-label={t("leave.types.extraField.remove", { n: i + 1 })}
                      onPress={() => onChange(rows.filter((_, j) => j !== i))}
                    >
                      ✕
                    </Button>
                  </div>
                  <div className={ed.fields}>
                    {LANGS.map((lang) => (
                      <TextField
                        key={lang}
                        label={t(`leave.types.extraField.label.${lang}`)}
                        value={row.label[lang]}
                        onChange={(value) => update(i, { label: { ...row.label, [lang]: value } })}
                        errorMessage={errors[`extraFields.${i}.label.${lang}`]}
                      />
                    ))}
                    <SelectField
                      label={t("leave.types.extraField.type")}
                      value={row.type}
                      onChange={(value) => update(i, { type: value as ExtraFieldRow["type"] })}
                      options={EXTRA_FIELD_TYPES.map((type) => ({
                        id: type,
                        label: t(`leave.types.extraField.type.${type}`),
                      }))}
                    />
                  </div>
                  <Checkbox isSelected={row.required} onChange={(required) => update(i, { required })}>
                    {t("leave.types.extraField.required")}
                  </Checkbox>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {rows.length < MAX_EXTRA_FIELDS && (
        <Button
          variant="secondary"
          className={ed.wrapButton}
          onPress={() => onChange([...rows, emptyExtraField(takenIds())])}
        >
          {t("leave.types.extraField.add")}
        </Button>
      )}
    </section>
  );
}
