import { useState } from "react";
import type { Form } from "../../../contract/index.js";
import {
  blankField,
  EMPTY_FIELD,
  type FieldDraft,
  FieldsEditor,
  fieldsInput,
} from "../../components/FieldsEditor/index.js";
import { useCreateForm, useFormsTable } from "../../queries.js";
import {
  ApiError,
  Button,
  ButtonLink,
  DataTable,
  messageOf,
  notify,
  Page,
  shared as styles,
  TextField,
  useT,
} from "@web/kit";

/** /custom-forms (admins): the company's forms and the builder (spec §3 "Custom form field"). */
export default function FormsPage() {
  const t = useT("forms.builder");
  const forms = useFormsTable();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [fields, setFields] = useState<FieldDraft[]>([{ ...EMPTY_FIELD }]);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const create = useCreateForm({
    onSuccess: () => {
      notify("positive", t("created"));
      setTitle("");
      setDescription("");
      setFields([{ ...EMPTY_FIELD }]);
      setError(null);
    },
    onError: (e) => setError({ field: e instanceof ApiError ? e.field : undefined, message: messageOf(e) }),
  });
  const errorOf = (name: string) => (error?.field === name ? error.message : undefined);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError({ field: "title", message: t("required") });
    const blank = blankField(fields);
    if (blank >= 0) return setError({ field: `fields.${blank}.label`, message: t("required") });
    create.mutate({
      title: title.trim(),
      ...(description.trim() ? { description: description.trim() } : {}),
      fields: fieldsInput(fields),
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
          <FieldsEditor fields={fields} onChange={setFields} errorOf={errorOf} />
          <div className={styles.row}>
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
