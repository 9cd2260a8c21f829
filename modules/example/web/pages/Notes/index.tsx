import { useState } from "react";
import { useIntl } from "react-intl";
import type { Note } from "../../../contract/index.js";
import { useCreateNote, useNotesTable, useRemoveNote } from "../../queries.js";
import {
  ApiError,
  Button,
  DataTable,
  messageOf,
  notify,
  Page,
  shared as styles,
  TextField,
  useFeatureFlag,
  useFieldErrors,
  useSession,
  useValidators,
} from "@web/kit";

const TITLE_MAX = 120;
const BODY_MAX = 2000;

/**
 * /example/notes: the company's notes, newest first, for every level; leaders (admin, revisor) add notes and admins
 * remove them, as the module's permissions say (the server checks them too).
 */
export default function NotesPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `example.notes.${id}` });
  const { level } = useSession();
  const canWrite = level === "admin" || level === "revisor";
  const canRemove = level === "admin";
  // the founder may switch note bodies off for the company (the server refuses one then)
  const bodies = useFeatureFlag("example.note-bodies") !== false;
  const v = useValidators();
  const [form, setForm] = useState({ title: "", body: "" });
  const fields = useFieldErrors<"title" | "body">();
  const notes = useNotesTable();
  const create = useCreateNote({
    onSuccess: () => {
      notify("positive", t("added"));
      setForm({ title: "", body: "" });
    },
    onError: (error) =>
      fields.fail(error instanceof ApiError && error.field === "body" ? "body" : "title", messageOf(error)),
  });
  const remove = useRemoveNote({ onSuccess: () => notify("positive", t("removed")) });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const ok = fields.check({
      title: v.required(form.title) ?? v.maxLength(form.title, TITLE_MAX),
      body: v.maxLength(form.body, BODY_MAX),
    });
    if (ok)
      create.mutate({ title: form.title.trim(), ...(bodies && form.body.trim() ? { body: form.body.trim() } : {}) });
  };

  return (
    <Page title={t("title")}>
      <p className={styles.muted}>{t("hint")}</p>
      {canWrite && (
        <section className={styles.card} aria-labelledby="example-notes-add">
          <h2 id="example-notes-add">{t("addTitle")}</h2>
          <form noValidate onSubmit={submit} ref={fields.formRef}>
            <TextField
              label={t("noteTitle")}
              value={form.title}
              onChange={(title) => setForm({ ...form, title })}
              errorMessage={fields.errors.title}
            />
            {bodies && (
              <TextField
                label={t("body")}
                value={form.body}
                onChange={(body) => setForm({ ...form, body })}
                errorMessage={fields.errors.body}
              />
            )}
            <Button type="submit" isDisabled={create.isPending}>
              {t("add")}
            </Button>
          </form>
        </section>
      )}
      <DataTable<Note>
        label={t("title")}
        rows={notes.items}
        {...notes.table}
        columns={[
          { id: "title", header: t("noteTitle"), isRowHeader: true, cell: (n) => n.title },
          { id: "body", header: t("body"), cell: (n) => n.body },
          {
            id: "createdAt",
            header: t("created"),
            cell: (n) => intl.formatDate(new Date(n.createdAt), { dateStyle: "medium" }),
          },
          ...(canRemove
            ? [
                {
                  id: "actions",
                  header: intl.formatMessage({ id: "common.actions" }),
                  cell: (n: Note) => (
                    <Button
                      variant="ghost"
                      aria-label={`${t("remove")}: ${n.title}`}
                      isDisabled={remove.isPending}
                      onPress={() => remove.mutate(n.id)}
                    >
                      {t("remove")}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Page>
  );
}
