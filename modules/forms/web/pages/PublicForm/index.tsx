import { useState } from "react";
import { useParams } from "wouter";
import type { FormField } from "../../../contract/index.js";
import { solveChallenge, usePublicForm } from "../../queries.js";
import {
  api,
  ApiError,
  Button,
  FileUpload,
  messageOf,
  SelectField,
  shared as styles,
  statusOf,
  TextField,
  useT,
} from "@web/kit";

const ACCEPT = ["application/pdf", "image/png", "image/jpeg", ".pdf", ".png", ".jpg", ".jpeg"];

/**
 * /forms/:id (public, no sign-in): a company's form anyone with the link fills. The bot check is solved in the
 * browser (a proof of work) while the person types; a hidden honeypot field catches bots that fill every input.
 */
export default function PublicFormPage() {
  const t = useT("forms.public");
  const { id = "" } = useParams<{ id: string }>();
  const form = usePublicForm(id);
  const [values, setValues] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<Record<string, File>>({});
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  if (form.isPending)
    return (
      <main className={styles.card}>
        <p role="status">{t("loading")}</p>
      </main>
    );
  if (form.isError || !form.data)
    return (
      <main className={styles.card}>
        <h1 className={styles.pageTitle}>{t("unavailableTitle")}</h1>
        <p>{statusOf(form.error) === 410 ? messageOf(form.error) : t("unavailable")}</p>
      </main>
    );
  const data = form.data;
  if (done)
    return (
      <main className={styles.card}>
        <h1 className={styles.pageTitle}>{data.title}</h1>
        <p role="status">{t("thanks")}</p>
      </main>
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const field of data.fields)
      if (field.required && !(field.type === "file" ? files[field.id] : values[field.id]?.trim()))
        missing[field.id] = t(field.type === "select" ? "choose" : "required");
    setErrors(missing);
    setGeneral(null);
    if (Object.keys(missing).length > 0) return;
    setSending(true);
    try {
      // a person takes a few seconds; the server refuses a faster send
      const [solution] = await Promise.all([
        solveChallenge(data.challenge),
        new Promise((resolve) => setTimeout(resolve, data.challenge.minSeconds * 1000)),
      ]);
      const answers: Record<string, string> = { ...values };
      for (const [fieldId, file] of Object.entries(files)) {
        const body = new FormData();
        body.append("challengeId", data.challenge.id);
        body.append("solution", solution);
        body.append("file", file, file.name);
        try {
          const upload = await api.post("/api/public/forms/{publicId}/uploads", {
            params: { publicId: id },
            body: body as never,
          });
          answers[fieldId] = upload.uploadId;
        } catch (error) {
          setErrors({ [fieldId]: messageOf(error) });
          return;
        }
      }
      await api.post("/api/public/forms/{publicId}/responses", {
        params: { publicId: id },
        body: { answers, challenge: { id: data.challenge.id, solution }, website: honeypot },
      });
      setDone(true);
    } catch (error) {
      // the server names the field in error as `answers.<fieldId>`
      const fieldId = error instanceof ApiError ? error.field?.replace(/^answers\./, "") : undefined;
      if (fieldId && data.fields.some((f) => f.id === fieldId)) setErrors({ [fieldId]: messageOf(error) });
      else setGeneral(messageOf(error));
    } finally {
      setSending(false);
    }
  };

  const input = (field: FormField) => {
    const common = { label: field.label + (field.required ? " *" : ""), errorMessage: errors[field.id] };
    if (field.type === "select")
      return (
        <SelectField
          key={field.id}
          {...common}
          options={(field.options ?? []).map((o) => ({ id: o, label: o }))}
          value={values[field.id] ?? null}
          onChange={(value) => setValues({ ...values, [field.id]: value })}
          placeholder={t("choosePlaceholder")}
        />
      );
    if (field.type === "file")
      return (
        <FileUpload
          key={field.id}
          label={common.label}
          buttonLabel={t("chooseFile")}
          accept={ACCEPT}
          typeMessage={t("fileType")}
          sizeMessage={t("fileSize")}
          description={t("fileHint")}
          errorMessage={errors[field.id]}
          onFile={(file) => setFiles({ ...files, [field.id]: file })}
        >
          {files[field.id] ? <p>{files[field.id]!.name}</p> : null}
        </FileUpload>
      );
    return (
      <TextField
        key={field.id}
        {...common}
        type={field.type === "date" ? "date" : field.format === "email" ? "email" : "text"}
        description={field.mask ? t("format", { mask: field.mask }) : undefined}
        value={values[field.id] ?? ""}
        onChange={(value) => setValues({ ...values, [field.id]: value })}
      />
    );
  };

  return (
    <main className={styles.card} style={{ maxWidth: 640, margin: "0 auto", boxSizing: "border-box" }}>
      <p className={styles.muted}>{data.companyName}</p>
      <h1 className={styles.pageTitle}>{data.title}</h1>
      {data.description ? <p style={{ whiteSpace: "pre-line" }}>{data.description}</p> : null}
      <form noValidate onSubmit={(event) => void submit(event)}>
        {data.fields.map(input)}
        {/* the honeypot: out of sight and out of the tab order; people leave it empty */}
        <div
          aria-hidden="true"
          style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}
        >
          <label>
            Website
            <input
              tabIndex={-1}
              autoComplete="off"
              name="website"
              value={honeypot}
              onChange={(e) => setHoneypot(e.target.value)}
            />
          </label>
        </div>
        {general ? (
          <p role="alert" className={styles.errorText}>
            {general}
          </p>
        ) : null}
        <Button type="submit" isDisabled={sending}>
          {sending ? t("sending") : t("send")}
        </Button>
      </form>
    </main>
  );
}
