import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { CUSTOM_FIELD_TYPES, type CustomFieldType } from "../../../modules/people/contract/custom-fields.js";
import { ApiError } from "../api/client.js";
import { Button } from "../components/Button/index.js";
import { Checkbox } from "../components/Checkbox/index.js";
import { SelectField } from "../components/SelectField/index.js";
import { TextField } from "../components/TextField/index.js";
import * as shared from "../components/styles.css.js";
import { notify } from "../components/Toasts/toasts.js";
import * as styles from "./founder.css.js";
import { useCompanyFields, useSaveCompanyFields, type CompanyFields, type CompanyFieldsEdit } from "./queries.js";

type ListName = "customFields" | "workerExtraFields";
const LISTS: readonly ListName[] = ["workerExtraFields", "customFields"];

/** One field as it is being edited; `key` tells rows apart before a new field has an id. */
interface Row {
  key: string;
  id?: string;
  type: CustomFieldType;
  label: string;
  required: boolean;
  mask: string;
  /** A selection's options, separated by commas. */
  options: string;
}
type Draft = Record<ListName, Row[]>;

let nextKey = 1;
const rowOf = (field: CompanyFields["customFields"][number]): Row => ({
  key: `f${nextKey++}`,
  id: field.id,
  type: field.type as CustomFieldType,
  label: field.label,
  required: field.required,
  mask: field.mask ?? "",
  options: (field.options ?? []).join(", "),
});
const draftOf = (fields: CompanyFields): Draft => ({
  customFields: fields.customFields.map(rowOf),
  workerExtraFields: fields.workerExtraFields.map(rowOf),
});

/** What the API takes: a mask only for text, options only for a selection (the server trims and checks them). */
function inputOf(row: Row): NonNullable<CompanyFieldsEdit["customFields"]>[number] {
  return {
    ...(row.id ? { id: row.id } : {}),
    type: row.type,
    label: row.label,
    required: row.required,
    ...(row.type === "text" && row.mask.trim() ? { mask: row.mask.trim() } : {}),
    ...(row.type === "select"
      ? {
          options: row.options
            .split(",")
            .map((o) => o.trim())
            .filter(Boolean),
        }
      : {}),
  };
}
const sameList = (rows: Row[], stored: CompanyFields["customFields"]) =>
  JSON.stringify(rows.map(inputOf)) === JSON.stringify(stored.map((f) => inputOf(rowOf(f))));

/**
 * The company's custom fields (of its profile) and extra fields (of every worker profile) on /platform-customization
 * (issue 18). The lists are the people module's: the rules and their messages are its own (the server checks them and
 * names the row: `workerExtraFields.1.label`), the save names the revision read, so an edit made meanwhile by another
 * founder or by a company admin is refused rather than overwritten. Without the people module it says so.
 */
export function CompanyFieldsSection({ companyId, companyName }: { companyId: string; companyName: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `founder.fields.${id}` }, values);
  const fields = useCompanyFields(companyId);
  const loaded = fields.data;
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => setDraft(loaded ? draftOf(loaded) : null), [loaded]);
  const save = useSaveCompanyFields({ onSuccess: () => notify("positive", t("saved", { company: companyName })) });
  const error = save.error;
  // the server names the row as `<list>.<index>.<property>`
  const named =
    error instanceof ApiError ? /^(customFields|workerExtraFields)\.(\d+)\.(\w+)$/.exec(error.field ?? "") : null;
  const errorOf = (list: ListName, index: number, property: string) =>
    named && named[1] === list && Number(named[2]) === index && named[3] === property ? error!.message : undefined;
  const general = error && !named ? error.message : undefined;

  if (!loaded || !draft)
    return (
      <section className={shared.card} style={{ margin: "1.25rem 0" }} aria-labelledby="founder-fields">
        <h2 id="founder-fields">{t("title")}</h2>
        <p role="status">{intl.formatMessage({ id: fields.isError ? "founder.fields.loadFailed" : "app.loading" })}</p>
      </section>
    );
  if (!loaded.available)
    return (
      <section className={shared.card} style={{ margin: "1.25rem 0" }} aria-labelledby="founder-fields">
        <h2 id="founder-fields">{t("title")}</h2>
        <p className={shared.muted}>{t("unavailable")}</p>
      </section>
    );

  const changed = LISTS.filter((list) => !sameList(draft[list], loaded[list]));
  const update = (list: ListName, key: string, change: Partial<Row>) => {
    save.reset();
    setDraft((d) => (d ? { ...d, [list]: d[list].map((r) => (r.key === key ? { ...r, ...change } : r)) } : d));
  };
  const setList = (list: ListName, rows: Row[]) => {
    save.reset();
    setDraft((d) => (d ? { ...d, [list]: rows } : d));
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (changed.length === 0) return;
    const edit: CompanyFieldsEdit = { revision: loaded.revision };
    for (const list of changed) edit[list] = draft[list].map(inputOf);
    save.mutate({ companyId, edit });
  };

  return (
    <section className={shared.card} style={{ margin: "1.25rem 0" }} aria-labelledby="founder-fields">
      <h2 id="founder-fields">{t("title")}</h2>
      <p className={shared.muted}>{t("hint")}</p>
      <form noValidate onSubmit={submit} aria-label={t("formOf", { company: companyName })}>
        {general && (
          <p role="alert" className={shared.errorText}>
            {general}
          </p>
        )}
        {LISTS.map((list) => {
          const rows = draft[list];
          const heading = `founder-fields-${list}`;
          return (
            <div key={list} style={{ marginBottom: "1rem" }}>
              <h3 id={heading}>{t(list)}</h3>
              {rows.length === 0 && <p className={shared.muted}>{t("empty")}</p>}
              <ol className={styles.fieldList} aria-labelledby={heading}>
                {rows.map((row, index) => {
                  const name = row.label.trim() || t("untitled", { n: index + 1 });
                  return (
                    <li key={row.key} className={styles.fieldRow} aria-label={name}>
                      <TextField
                        label={t("label")}
                        value={row.label}
                        maxLength={120}
                        onChange={(label) => update(list, row.key, { label })}
                        errorMessage={errorOf(list, index, "label")}
                      />
                      <SelectField
                        label={t("type")}
                        options={CUSTOM_FIELD_TYPES.map((type) => ({ id: type, label: t(`type.${type}`) }))}
                        value={row.type}
                        onChange={(type) => update(list, row.key, { type: type as CustomFieldType })}
                      />
                      {row.type === "text" && (
                        <TextField
                          label={t("mask")}
                          description={t("maskHint")}
                          value={row.mask}
                          maxLength={60}
                          onChange={(mask) => update(list, row.key, { mask })}
                          errorMessage={errorOf(list, index, "mask")}
                        />
                      )}
                      {row.type === "select" && (
                        <TextField
                          label={t("options")}
                          description={t("optionsHint")}
                          value={row.options}
                          onChange={(options) => update(list, row.key, { options })}
                          errorMessage={errorOf(list, index, "options")}
                        />
                      )}
                      <Checkbox isSelected={row.required} onChange={(required) => update(list, row.key, { required })}>
                        {t("required")}
                      </Checkbox>
                      <div className={styles.fieldActions}>
                        <Button
                          variant="secondary"
                          isDisabled={index === 0}
                          aria-label={t("moveUp", { label: name })}
                          onPress={() => {
                            const next = [...rows];
                            next.splice(index - 1, 0, ...next.splice(index, 1));
                            setList(list, next);
                          }}
                        >
                          ↑
                        </Button>
                        <Button
                          variant="secondary"
                          isDisabled={index === rows.length - 1}
                          aria-label={t("moveDown", { label: name })}
                          onPress={() => {
                            const next = [...rows];
                            next.splice(index + 1, 0, ...next.splice(index, 1));
                            setList(list, next);
                          }}
                        >
                          ↓
                        </Button>
                        <Button
                          variant="secondary"
                          aria-label={t("remove", { label: name })}
                          onPress={() =>
                            setList(
                              list,
                              rows.filter((r) => r.key !== row.key),
                            )
                          }
                        >
                          {t("removeShort")}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ol>
              <Button
                variant="secondary"
                onPress={() =>
                  setList(list, [
                    ...rows,
                    { key: `f${nextKey++}`, type: "text", label: "", required: false, mask: "", options: "" },
                  ])
                }
              >
                {t(list === "customFields" ? "addCompany" : "addWorker")}
              </Button>
            </div>
          );
        })}
        <Button type="submit" isDisabled={save.isPending || changed.length === 0}>
          {t("save")}
        </Button>
      </form>
    </section>
  );
}
