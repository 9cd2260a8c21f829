import { useState } from "react";
import type { Form, FormFieldInput } from "../../../contract/index.js";
import { useCreateForm, useFormsTable } from "../../queries.js";
import {
  ApiError,
  Button,
  ButtonLink,
  Checkbox,
  DataTable,
  messageOf,
  notify,
  Page,
  SelectField,
  shared as styles,
  TextField,
  useT,
} from "@web/kit";

type Draft = { type: FormFieldInput["type"]; label: string; required: boolean; options: string; mask: string };
const EMPTY: Draft = { type: "text", label: "", required: false, options: "", mask: "" };

/** /custom-forms (admins): the company's forms and the builder (spec §3 "Custom form field"). */
export default function FormsPage() {
  const t = useT("forms.builder");
  const forms = useFormsTable();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [fields, setFields] = useState<Draft[]>([{ ...EMPTY }]);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const create = useCreateForm({
    onSuccess: () => {
      notify("positive", t("created"));
      setTitle("");
      setDescription("");
      setFields([{ ...EMPTY }]);
      setError(null);
    },
    onError: (e) => setError({ field: e instanceof ApiError ? e.field : undefined, message: messageOf(e) }),
  });
  const set = (index: number, patch: Partial<Draft>) =>
    setFields(fields.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const errorOf = (name: string) => (error?.field === name ? error.message : undefined);
  const types = (["text", "select", "date", "file"] as const).map((id) => ({ id, label: t(`type.${id}`) }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError({ field: "title", message: t("required") });
    const blank = fields.findIndex((f) => !f.label.trim());
    if (blank >= 0) return setError({ field: `fields.${blank}.label`, message: t("required") });
    create.mutate({
      title: title.trim(),
      ...(description.trim() ? { description: description.trim() } : {}),
      fields: fields.map((f) => ({
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
      })),
    });
  };

  return (
    <Page title={t("title")}>
      <p className={styles.muted}>{t("hint")}</p>
      <section className={styles.card} aria-labelledby="forms-new">
        <h2 id="forms-new">{t("newTitle")}</h2>
        <form noValidate onSubmit={submit}>
          <TextField label={t("formTitle")} value={title} onChange={setTitle} errorMessage={errorOf("title")} />
          <TextField label={t("description")} value={description} onChange={setDescription} />
          {fields.map((field, index) => (
            <fieldset key={index} className={styles.card}>
              <legend>{t("fieldN", { n: index + 1 })}</legend>
              <SelectField
                label={t("fieldType")}
                options={types}
                value={field.type}
                onChange={(type) => set(index, { type: type as Draft["type"] })}
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
                />
              )}
              <Checkbox isSelected={field.required} onChange={(required) => set(index, { required })}>
                {t("fieldRequired")}
              </Checkbox>
              {fields.length > 1 && (
                <Button variant="ghost" onPress={() => setFields(fields.filter((_, i) => i !== index))}>
                  {t("removeField", { n: index + 1 })}
                </Button>
              )}
            </fieldset>
          ))}
          <div className={styles.row}>
            <Button variant="secondary" onPress={() => setFields([...fields, { ...EMPTY }])}>
              {t("addField")}
            </Button>
            <Button type="submit" isDisabled={create.isPending}>
              {t("create")}
            </Button>
          </div>
          {error && !error.field?.startsWith("fields.") && error.field !== "title" ? (
            <p role="alert" className={styles.errorText}>
              {error.message}
            </p>
          ) : null}
        </form>
      </section>
      <DataTable<Form>
        label={t("title")}
        rows={forms.items}
        {...forms.table}
        columns={[
          { id: "title", header: t("formTitle"), isRowHeader: true, cell: (f) => f.title },
          { id: "status", header: t("status"), cell: (f) => t(`status.${f.status}`) },
          { id: "responses", header: t("responses"), cell: (f) => String(f.responseCount) },
          {
            id: "open",
            header: t("actions"),
            cell: (f) => (
              <ButtonLink variant="ghost" href={`/custom-forms/${f.id}`}>
                {t("openForm", { title: f.title })}
              </ButtonLink>
            ),
          },
        ]}
      />
    </Page>
  );
}
