import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Form } from "react-aria-components";
import { useIntl } from "react-intl";
import { api, ApiError, Button, Checkbox, SelectField, TextField, notify } from "@web/kit";
import {
  CUSTOM_FIELD_TYPES,
  MAX_CUSTOM_FIELDS,
  MAX_SELECT_OPTIONS,
  type CustomField,
  type CustomFieldType,
} from "../../../../contract/custom-fields.js";
import type { ApiRequestBody } from "../../../../../../sdk/src/index.js";
import { useCatalogue } from "../../lib/catalogue.js";
import { peopleKeys, useCompanyId } from "../../lib/company.js";
import * as css from "../../structure.css.js";

/** A field as the API takes it (the SDK's type: `type` as a literal union). */
type CustomFieldInput = ApiRequestBody<"put", "/api/companies/{companyId}/company/custom-fields">["fields"][number];

/** One field as it is being edited; `key` tells React rows apart before a new field has an id. */
interface FieldDraft {
  key: string;
  id?: string;
  type: CustomFieldType;
  label: string;
  required: boolean;
  mask: string;
  options: string[];
  /** The option being typed. */
  optionText: string;
}

type FieldErrors = Partial<Record<"label" | "options" | "mask", string>>;

let nextKey = 1;
const draftOf = (field: CustomField): FieldDraft => ({
  key: `k${nextKey++}`,
  id: field.id,
  type: field.type,
  label: field.label,
  required: field.required,
  mask: field.mask ?? "",
  options: [...(field.options ?? [])],
  optionText: "",
});

/** What the API takes: a mask only for text, options only for a selection. */
function inputOf(draft: FieldDraft): CustomFieldInput {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    type: draft.type,
    label: draft.label.trim(),
    required: draft.required,
    ...(draft.type === "text" && draft.mask.trim() ? { mask: draft.mask.trim() } : {}),
    ...(draft.type === "select" ? { options: draft.options } : {}),
  };
}

/**
 * The editor of a list of company-defined fields (spec §3 "Custom form field": type date, select, text or file,
 * label, required, mask, options): the company profile's own fields or the extra fields of every worker profile.
 * The whole list is saved at once, in display order; a selection needs at least one option and labels differ (the
 * server's rules, checked here first with its words).
 */
export function CustomFieldsEditor({
  list,
  fields,
  title,
  hint,
  canEdit,
}: {
  list: "customFields" | "workerExtraFields";
  fields: readonly CustomField[];
  title: string;
  hint: string;
  /** Only admins define fields (people.fields.manage); others see the list. */
  canEdit: boolean;
}) {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const [drafts, setDrafts] = useState<FieldDraft[]>(() => fields.map(draftOf));
  const [errors, setErrors] = useState<Record<string, FieldErrors>>({});
  const headingId = `fields-${list}`;
  const lastAdded = useRef<string | null>(null);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `people.company.fields.${id}` }, values);

  const save = useMutation({
    meta: { quiet: true },
    mutationFn: (body: { fields: CustomFieldInput[] }) =>
      list === "customFields"
        ? api.put("/api/companies/{companyId}/company/custom-fields", { params: { companyId }, body })
        : api.put("/api/companies/{companyId}/company/worker-extra-fields", { params: { companyId }, body }),
    onSuccess: async (saved) => {
      setDrafts(saved.fields.map(draftOf));
      setErrors({});
      notify("positive", t("saved"));
      await client.invalidateQueries({ queryKey: peopleKeys.company(companyId) });
    },
    onError: (error) => {
      // the server names the field as `fields.<index>.<property>`
      const m = error instanceof ApiError ? /^fields\.(\d+)\.(label|options|mask)$/.exec(error.field ?? "") : null;
      const draft = m ? drafts[Number(m[1])] : undefined;
      if (m && draft) setErrors({ [draft.key]: { [m[2] as keyof FieldErrors]: error.message } });
    },
  });
  const serverField = save.error instanceof ApiError ? save.error.field : undefined;
  const generalError = save.error && !/^fields\.\d+\./.test(serverField ?? "") ? save.error.message : undefined;

  const update = (key: string, patch: Partial<FieldDraft>) => {
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));
    setErrors((e) => ({ ...e, [key]: {} }));
  };
  const move = (index: number, by: -1 | 1) =>
    setDrafts((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const addOption = (draft: FieldDraft) => {
    const option = draft.optionText.trim();
    // spec §5: the chips input trims text and ignores blanks (and a repeated option adds nothing)
    if (!option || draft.options.includes(option) || draft.options.length >= MAX_SELECT_OPTIONS)
      return update(draft.key, { optionText: "" });
    update(draft.key, { options: [...draft.options, option], optionText: "" });
  };

  function check(): Record<string, FieldErrors> {
    const found: Record<string, FieldErrors> = {};
    const seen = new Set<string>();
    for (const d of drafts) {
      const e: FieldErrors = {};
      const folded = d.label.trim().toLocaleLowerCase();
      if (!folded) e.label = intl.formatMessage({ id: "validation.required" });
      else if (seen.has(folded)) e.label = catalogue("PEOPLE_FIELD_DUPLICATE");
      seen.add(folded);
      if (d.type === "select" && d.options.length === 0) e.options = catalogue("PEOPLE_FIELD_OPTIONS_REQUIRED");
      if (Object.keys(e).length) found[d.key] = e;
    }
    return found;
  }

  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sectionTitle}>
        {title}
      </h2>
      <p className={css.hint}>{hint}</p>
      {!canEdit && <p className={css.info}>{intl.formatMessage({ id: "people.company.edit.readOnlyFields" })}</p>}
      <Form
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          const found = check();
          setErrors(found);
          if (Object.keys(found).length === 0) save.mutate({ fields: drafts.map(inputOf) });
        }}
      >
        {generalError && (
          <p role="alert" className={css.alert}>
            {generalError}
          </p>
        )}
        {drafts.length === 0 && <p className={css.hint}>{t("empty")}</p>}
        <ol style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {drafts.map((d, index) => {
            const e = errors[d.key] ?? {};
            const name = d.label.trim() || t("untitled");
            return (
              <li key={d.key} className={css.fieldCard} aria-label={t("field", { n: index + 1 })}>
                <div className={css.fieldCardHeader}>
                  <strong>{t("field", { n: index + 1 })}</strong>
                  {canEdit && (
                    <div className={css.cellActions}>
                      <Button
                        variant="ghost"
                        className={css.smallButton}
                        isDisabled={index === 0}
                        aria-label={t("moveUp", { label: name })}
                        onPress={() => move(index, -1)}
                      >
                        ↑
                      </Button>
                      <Button
                        variant="ghost"
                        className={css.smallButton}
                        isDisabled={index === drafts.length - 1}
                        aria-label={t("moveDown", { label: name })}
                        onPress={() => move(index, 1)}
                      >
                        ↓
                      </Button>
                      <Button
                        variant="ghost"
                        className={css.smallButton}
                        aria-label={t("remove", { label: name })}
                        onPress={() => setDrafts((list) => list.filter((x) => x.key !== d.key))}
                      >
                        ✕
                      </Button>
                    </div>
                  )}
                </div>
                <div className={css.formGrid}>
                  <TextField
                    label={t("label")}
                    value={d.label}
                    onChange={(label) => update(d.key, { label })}
                    isRequired
                    isReadOnly={!canEdit}
                    maxLength={120}
                    errorMessage={e.label}
                    autoFocus={lastAdded.current === d.key}
                  />
                  <SelectField
                    label={t("type")}
                    options={CUSTOM_FIELD_TYPES.map((type) => ({ id: type, label: t(`type.${type}`) }))}
                    value={d.type}
                    onChange={(type) => update(d.key, { type: type as CustomFieldType })}
                    isDisabled={!canEdit}
                  />
                  {d.type === "text" && (
                    <TextField
                      label={t("mask")}
                      description={t("maskHint")}
                      value={d.mask}
                      onChange={(mask) => update(d.key, { mask })}
                      isReadOnly={!canEdit}
                      maxLength={60}
                      placeholder="##### - ###"
                      errorMessage={e.mask}
                    />
                  )}
                </div>
                {d.type === "select" && (
                  <div>
                    <div className={css.toolbar} style={{ marginBottom: 0 }}>
                      {canEdit && (
                        <div className={css.grow}>
                          <TextField
                            label={t("options")}
                            description={t("optionsHint")}
                            value={d.optionText}
                            onChange={(optionText) => update(d.key, { optionText })}
                            onKeyDown={(event) => {
                              if (event.key !== "Enter") return;
                              event.preventDefault();
                              addOption(d);
                            }}
                            maxLength={120}
                            errorMessage={e.options}
                          />
                        </div>
                      )}
                      {canEdit && (
                        <Button variant="secondary" onPress={() => addOption(d)} style={{ marginBottom: "1rem" }}>
                          {t("addOption")}
                        </Button>
                      )}
                    </div>
                    {!canEdit && e.options && <p className={css.alert}>{e.options}</p>}
                    <ul className={css.chips} aria-label={`${t("options")} · ${name}`}>
                      {d.options.map((option) => (
                        <li key={option} className={css.chip}>
                          {option}
                          {canEdit && (
                            <button
                              type="button"
                              className={css.chipRemove}
                              aria-label={t("removeOption", { option })}
                              onClick={() => update(d.key, { options: d.options.filter((o) => o !== option) })}
                            >
                              ×
                            </button>
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <Checkbox
                  isSelected={d.required}
                  onChange={(required) => update(d.key, { required })}
                  isDisabled={!canEdit}
                >
                  {t("required")}
                </Checkbox>
              </li>
            );
          })}
        </ol>
        {canEdit && (
          <div className={css.actions} style={{ justifyContent: "space-between" }}>
            <Button
              variant="secondary"
              isDisabled={drafts.length >= MAX_CUSTOM_FIELDS}
              onPress={() => {
                const draft: FieldDraft = {
                  key: `k${nextKey++}`,
                  type: "text",
                  label: "",
                  required: false,
                  mask: "",
                  options: [],
                  optionText: "",
                };
                lastAdded.current = draft.key;
                setDrafts((list) => [...list, draft]);
              }}
            >
              {t("add")}
            </Button>
            <Button type="submit" isDisabled={save.isPending}>
              {t("save")}
            </Button>
          </div>
        )}
      </Form>
    </section>
  );
}
