import { useState } from "react";
import { useParams } from "wouter";
import type { Form, FormResponse } from "../../../contract/index.js";
import {
  blankField,
  draftOf,
  type FieldDraft,
  FieldsEditor,
  fieldsInput,
} from "../../components/FieldsEditor/index.js";
import { useForm, useResponsesTable, useUpdateForm, useCompanyId } from "../../queries.js";
import {
  ApiError,
  Button,
  DataTable,
  messageOf,
  notify,
  NotFound,
  Page,
  shared as styles,
  TextField,
  useT,
} from "@web/kit";

/** The edit of a stored form: its title, description and fields (kept ids: earlier answers stay with their field). */
function EditForm({ form, onDone }: { form: Form; onDone: () => void }) {
  const t = useT("forms.builder");
  const [title, setTitle] = useState(form.title);
  const [description, setDescription] = useState(form.description);
  const [fields, setFields] = useState<FieldDraft[]>(form.fields.map(draftOf));
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const update = useUpdateForm(form.id, {
    onSuccess: () => (notify("positive", t("saved")), onDone()),
    onError: (e) => setError({ field: e instanceof ApiError ? e.field : undefined, message: messageOf(e) }),
  });
  const errorOf = (name: string) => (error?.field === name ? error.message : undefined);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!title.trim()) return setError({ field: "title", message: t("required") });
        const blank = blankField(fields);
        if (blank >= 0) return setError({ field: `fields.${blank}.label`, message: t("required") });
        setError(null);
        update.mutate({ title: title.trim(), description: description.trim(), fields: fieldsInput(fields) });
      }}
    >
      <TextField label={t("formTitle")} value={title} onChange={setTitle} errorMessage={errorOf("title")} />
      <TextField label={t("description")} value={description} onChange={setDescription} />
      <FieldsEditor fields={fields} onChange={setFields} errorOf={errorOf} />
      {error && !error.field?.startsWith("fields.") && error.field !== "title" ? (
        <p role="alert" className={styles.errorText}>
          {error.message}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" isDisabled={update.isPending}>
          {t("save")}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

/** /custom-forms/:formId (admins): the public link, open or close, the responses and their Excel export. */
export default function FormResponsesPage() {
  const t = useT("forms.responses");
  const { formId = "" } = useParams<{ formId: string }>();
  const companyId = useCompanyId();
  const form = useForm(formId);
  const responses = useResponsesTable(formId);
  const update = useUpdateForm(formId);
  const [editing, setEditing] = useState(false);
  if (form.isError) return <NotFound />;
  if (!form.data) return <p role="status">{t("loading")}</p>;
  const data = form.data;
  const link = `${window.location.origin}/forms/${data.publicId}`;
  const base = `/api/companies/${companyId}/forms/${formId}/responses`;

  return (
    <Page title={data.title}>
      <section className={styles.card} aria-labelledby="form-link">
        <h2 id="form-link">{t("linkTitle")}</h2>
        <p style={{ overflowWrap: "anywhere" }}>
          <a className={styles.standaloneLink} href={link}>
            {link}
          </a>
        </p>
        <p>{t(`status.${data.status}`)}</p>
        <div className={styles.row}>
          <Button
            variant="secondary"
            isDisabled={update.isPending}
            onPress={() => update.mutate({ status: data.status === "open" ? "closed" : "open" })}
          >
            {data.status === "open" ? t("close") : t("reopen")}
          </Button>
          <a className={styles.standaloneLink} href={`${base}/export`} download>
            {t("export")}
          </a>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="form-fields">
        <h2 id="form-fields">{t("fieldsTitle")}</h2>
        {editing ? (
          <EditForm form={data} onDone={() => setEditing(false)} />
        ) : (
          <>
            <ol style={{ paddingLeft: "1.2rem" }}>
              {data.fields.map((field) => (
                <li key={field.id}>{field.label}</li>
              ))}
            </ol>
            <Button variant="secondary" onPress={() => setEditing(true)}>
              {t("edit")}
            </Button>
          </>
        )}
      </section>
      <DataTable<FormResponse>
        label={t("title")}
        rows={responses.items as FormResponse[]}
        {...responses.table}
        columns={[
          {
            id: "submittedAt",
            header: t("submitted"),
            isRowHeader: true,
            cell: (r) => new Date(r.submittedAt).toLocaleString(),
          },
          ...data.fields.map((field) => ({
            id: field.id,
            header: field.label,
            cell: (r: FormResponse) => {
              const value = r.answers[field.id];
              if (value === undefined) return "";
              if (typeof value === "string") return value;
              return (
                <a className={styles.standaloneLink} href={`${base}/${r.id}/files/${field.id}`}>
                  {value.name}
                </a>
              );
            },
          })),
        ]}
      />
    </Page>
  );
}
