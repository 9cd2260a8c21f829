import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { Message, Side } from "../../../contract/index.js";
import { MESSAGE_MAX } from "../../../contract/index.js";
import { Button, TextField, useT } from "@web/kit";
import * as css from "../../support.css.js";

/**
 * A conversation's messages, oldest first, and the box to write the next one (with an optional file). `side` is the
 * viewer's: their own messages sit on the right. A closed conversation shows no box.
 */
export function Thread(props: {
  messages: Message[];
  side: Side;
  closed: boolean;
  fileHref: (messageId: string, attachmentId: string) => string;
  sending: boolean;
  onSend: (input: { body: string; file?: File }) => Promise<unknown>;
}) {
  const t = useT("support.thread");
  const intl = useIntl();
  const [body, setBody] = useState("");
  const [file, setFile] = useState<File | undefined>();
  const [error, setError] = useState<string | undefined>();
  const fileRef = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [props.messages.length]);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text && !file) return setError(t("required"));
    if (text.length > MESSAGE_MAX) return setError(t("tooLong", { max: MESSAGE_MAX }));
    setError(undefined);
    try {
      await props.onSend({ body: text, ...(file ? { file } : {}) });
      setBody("");
      setFile(undefined);
      if (fileRef.current) fileRef.current.value = "";
    } catch {
      // the kit shows the server's message as a notification
    }
  };

  return (
    <div>
      <ol className={css.thread} aria-label={t("messages")}>
        {props.messages.map((m) => (
          <li key={m.id} className={m.side === props.side ? css.bubble.mine : css.bubble.theirs}>
            <div className={css.meta}>
              {m.side === "staff" ? t("fromSupport", { name: m.authorName }) : m.authorName} ·{" "}
              {intl.formatDate(new Date(m.createdAt), { dateStyle: "medium", timeStyle: "short" })}
            </div>
            {m.body && <p className={css.body}>{m.body}</p>}
            {m.attachments.map((a) => (
              <a key={a.id} className={css.fileLink} href={props.fileHref(m.id, a.id)} download={a.name}>
                {t("file", { name: a.name, size: Math.max(1, Math.round(a.size / 1024)) })}
              </a>
            ))}
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      {props.closed ? (
        <p className={css.meta}>{t("closed")}</p>
      ) : (
        <form className={css.composer} noValidate onSubmit={(event) => void send(event)}>
          <TextField label={t("write")} value={body} onChange={setBody} errorMessage={error} />
          <label className={css.meta}>
            {t("attach")}
            <input
              ref={fileRef}
              className={css.fileInput}
              type="file"
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? undefined)}
            />
          </label>
          <div className={css.actions}>
            <Button type="submit" isDisabled={props.sending}>
              {t("send")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
