import { useState } from "react";
import { Label, TextArea, TextField as AriaTextField } from "react-aria-components";
import { useIntl } from "react-intl";
import { messageOf } from "../../api/client.js";
import { Button } from "../../components/Button/index.js";
import { Page } from "../../components/Page/index.js";
import * as shared from "../../components/styles.css.js";
import { TextField } from "../../components/TextField/index.js";
import { notify } from "../../components/Toasts/toasts.js";
import * as contractStyles from "../../contract/contract.css.js";
import { usePublishVersionNote, useVersionNotes } from "../../founder/queries.js";

/**
 * /app-versions (issue 18, founder only): the founder publishes a note about a new version of the app; every open
 * session shows it at once in the new-version banner with Update (tenants/README.md "Version notes"). Past notes below.
 */
export default function AppVersions() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `founder.versions.${id}` }, values);
  const notes = useVersionNotes();
  const [label, setLabel] = useState("");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const publish = usePublishVersionNote({
    onSuccess: (note) => {
      notify("positive", t("published", { label: note.label }));
      setLabel("");
      setText("");
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    publish.mutate({ label, notes: text }, { onError: (e) => setError(messageOf(e)) });
  };
  return (
    <Page title={t("title")}>
      <p className={shared.muted}>{t("intro")}</p>
      <section className={shared.card}>
        <form noValidate onSubmit={submit}>
          <TextField label={t("label")} value={label} onChange={setLabel} maxLength={40} isRequired />
          <AriaTextField value={text} onChange={setText} className={shared.field} isRequired>
            <Label className={shared.label}>{t("notes")}</Label>
            <TextArea className={contractStyles.textarea} maxLength={2000} style={{ minHeight: "6rem" }} />
          </AriaTextField>
          {error && (
            <p role="alert" className={shared.errorText}>
              {error}
            </p>
          )}
          <Button type="submit" isPending={publish.isPending}>
            {t("publish")}
          </Button>
        </form>
      </section>
      <section className={shared.card} aria-labelledby="past-notes">
        <h2 id="past-notes">{t("past")}</h2>
        {!notes.data ? (
          <p role="status">{intl.formatMessage({ id: "app.loading" })}</p>
        ) : notes.data.length === 0 ? (
          <p>{t("empty")}</p>
        ) : (
          <ul className={contractStyles.notes}>
            {notes.data.map((note) => (
              <li key={note.id}>
                <h3>{note.label}</h3>
                <p className={shared.muted}>
                  {t("by", {
                    date: intl.formatDate(note.publishedAt, { dateStyle: "long", timeStyle: "short" }),
                    name: note.publishedBy,
                  })}
                </p>
                <p>{note.notes}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
