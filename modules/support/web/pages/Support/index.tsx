import { useCallback, useEffect, useState } from "react";
import { Button as AriaButton } from "react-aria-components";
import { useIntl } from "react-intl";
import { MESSAGE_MAX, SUBJECT_MAX } from "../../../contract/index.js";
import { Thread } from "../../components/Thread/index.js";
import {
  supportKeys,
  useMyConversation,
  useMyConversations,
  useMySupportActions,
  useSupportLive,
  useSupportMe,
} from "../../queries.js";
import { Button, ButtonLink, messageOf, notify, Page, shared, TextField, useT } from "@web/kit";
import * as css from "../../support.css.js";

/**
 * /support (spec §2, every level): the person's conversations with the platform's support team. Answers arrive live
 * (the person's realtime topic); an open conversation is marked read as answers come in. Staff also see a link to the
 * platform's inbox.
 */
export default function SupportPage() {
  const t = useT("support");
  const intl = useIntl();
  const actions = useMySupportActions();
  const list = useMyConversations();
  const me = useSupportMe();
  const [selected, setSelected] = useState<string | null>(
    () => new URLSearchParams(window.location.search).get("c") ?? null,
  );
  const [composing, setComposing] = useState(false);
  const [form, setForm] = useState({ subject: "", body: "" });
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const detail = useMyConversation(selected);
  const { read } = actions;

  const onChange = useCallback(
    (data: { conversationId: string }) => {
      if (data.conversationId === selected && document.visibilityState === "visible") read.mutate(data.conversationId);
    },
    [selected, read],
  );
  useSupportLive({
    keys: [supportKeys.mine(actions.companyId)],
    presence: actions.presence,
    onChange,
    enabled: Boolean(actions.companyId),
  });

  // opening a conversation with unread answers reads them
  const unread = detail.data?.conversation.unread ?? 0;
  useEffect(() => {
    if (selected && unread > 0) read.mutate(selected);
  }, [selected, unread]);

  const start = async (event: React.FormEvent) => {
    event.preventDefault();
    const next = {
      subject: !form.subject.trim()
        ? t("thread.required")
        : form.subject.length > SUBJECT_MAX
          ? t("thread.tooLong", { max: SUBJECT_MAX })
          : undefined,
      body: !form.body.trim()
        ? t("thread.required")
        : form.body.length > MESSAGE_MAX
          ? t("thread.tooLong", { max: MESSAGE_MAX })
          : undefined,
    };
    setErrors(next);
    if (next.subject || next.body) return;
    try {
      const created = await actions.start.mutateAsync({ subject: form.subject.trim(), body: form.body.trim() });
      setForm({ subject: "", body: "" });
      setComposing(false);
      setSelected(created.conversation.id);
      notify("positive", t("started"));
    } catch (error) {
      setErrors({ subject: messageOf(error) });
    }
  };

  const conversation = detail.data?.conversation;
  return (
    <Page
      title={t("title")}
      actions={
        <div className={css.actions}>
          {me.data?.staff && <ButtonLink href="/support/inbox">{t("inboxLink")}</ButtonLink>}
          <Button onPress={() => setComposing(true)}>{t("new")}</Button>
        </div>
      }
    >
      <p className={shared.muted}>{t("hint")}</p>
      {composing && (
        <section className={shared.card} aria-labelledby="support-new">
          <h2 id="support-new">{t("new")}</h2>
          <form noValidate onSubmit={(event) => void start(event)}>
            <TextField
              label={t("subject")}
              value={form.subject}
              onChange={(subject) => setForm({ ...form, subject })}
              errorMessage={errors.subject}
            />
            <TextField
              label={t("question")}
              value={form.body}
              onChange={(body) => setForm({ ...form, body })}
              errorMessage={errors.body}
            />
            <div className={css.actions}>
              <Button type="submit" isDisabled={actions.start.isPending}>
                {t("send")}
              </Button>
              <Button variant="ghost" onPress={() => setComposing(false)}>
                {t("cancel")}
              </Button>
            </div>
          </form>
        </section>
      )}
      <div className={css.layout}>
        <section aria-labelledby="support-list">
          <h2 id="support-list">{t("conversations", { unread: list.data?.unread ?? 0 })}</h2>
          {list.data && list.data.items.length === 0 && <p className={shared.muted}>{t("empty")}</p>}
          <ul className={css.list}>
            {list.data?.items.map((c) => (
              <li key={c.id}>
                <AriaButton className={css.item} aria-current={c.id === selected} onPress={() => setSelected(c.id)}>
                  <span className={css.itemTop}>
                    <span className={css.subject}>{c.subject}</span>
                    {c.unread > 0 && <span className={css.badge}>{t("unread", { count: c.unread })}</span>}
                  </span>
                  <span className={css.preview}>{c.lastMessagePreview}</span>
                  <span className={css.status[c.status]}>
                    {t(`status.${c.status}`)} · {intl.formatDate(new Date(c.lastMessageAt), { dateStyle: "medium" })}
                  </span>
                </AriaButton>
              </li>
            ))}
          </ul>
        </section>
        {conversation && detail.data && (
          <section className={shared.card} aria-labelledby="support-thread">
            <div className={css.itemTop}>
              <h2 id="support-thread">{conversation.subject}</h2>
              <Button
                variant="secondary"
                isDisabled={actions.status.isPending}
                onPress={() =>
                  actions.status.mutate({
                    conversationId: conversation.id,
                    status: conversation.status === "open" ? "closed" : "open",
                  })
                }
              >
                {conversation.status === "open" ? t("close") : t("reopen")}
              </Button>
            </div>
            <Thread
              messages={detail.data.messages}
              side="person"
              closed={conversation.status === "closed"}
              sending={actions.write.isPending}
              fileHref={(messageId, attachmentId) => actions.fileHref(conversation.id, messageId, attachmentId)}
              onSend={(input) => actions.write.mutateAsync({ conversationId: conversation.id, ...input })}
            />
          </section>
        )}
      </div>
    </Page>
  );
}
