import { useCallback, useEffect, useState } from "react";
import { Button as AriaButton } from "react-aria-components";
import { useIntl } from "react-intl";
import type { ConversationStatus } from "../../../contract/index.js";
import { Thread } from "../../components/Thread/index.js";
import {
  supportKeys,
  useAgents,
  useInbox,
  useInboxActions,
  useInboxConversation,
  useSupportLive,
  useSupportMe,
} from "../../queries.js";
import { Button, messageOf, NotFound, notify, Page, SearchField, SelectField, shared, TextField, useT } from "@web/kit";
import * as css from "../../support.css.js";

type Ref = { companyId: string; conversationId: string };

/**
 * /support/inbox, the platform side (issue 17): the founder and the agents the founder names answer every company's
 * conversations, with the company's and the person's context, close and reopen them; the founder names the agents.
 * Everyone else gets the not-found page (the API answers them 404 too).
 */
export default function InboxPage() {
  const me = useSupportMe();
  if (me.isPending) return null;
  if (!me.data?.staff) return <NotFound />;
  return <Inbox founder={me.data.founder} />;
}

function Inbox({ founder }: { founder: boolean }) {
  const t = useT("support.inbox");
  const intl = useIntl();
  const [status, setStatus] = useState<ConversationStatus | "all">("open");
  const [q, setQ] = useState("");
  const [selected, setSelected] = useState<Ref | null>(() => {
    const [companyId, conversationId] = (new URLSearchParams(window.location.search).get("c") ?? "").split(".");
    return companyId && conversationId ? { companyId, conversationId } : null;
  });
  const list = useInbox({ ...(status === "all" ? {} : { status }), ...(q ? { q } : {}) }, true);
  const detail = useInboxConversation(selected);
  const actions = useInboxActions();
  const { read } = actions;

  const onChange = useCallback(
    (data: Ref) => {
      if (
        selected &&
        data.conversationId === selected.conversationId &&
        data.companyId === selected.companyId &&
        document.visibilityState === "visible"
      )
        read.mutate(selected);
    },
    [selected, read],
  );
  useSupportLive({ keys: [supportKeys.inbox()], presence: actions.presence, onChange, enabled: true });

  const unread = detail.data?.conversation.unread ?? 0;
  useEffect(() => {
    if (selected && unread > 0) read.mutate(selected);
  }, [selected?.conversationId, unread]);

  const conversation = detail.data?.conversation;
  return (
    <Page title={t("title")}>
      <p className={shared.muted}>{t("hint", { unread: list.data?.unread ?? 0 })}</p>
      <div className={css.actions}>
        <SelectField
          label={t("status")}
          value={status}
          onChange={(value) => setStatus(value as ConversationStatus | "all")}
          options={[
            { id: "open", label: t("open") },
            { id: "closed", label: t("closed") },
            { id: "all", label: t("all") },
          ]}
        />
        <SearchField label={t("search")} onSearch={setQ} />
      </div>
      <div className={css.layout}>
        <section aria-labelledby="support-inbox-list">
          <h2 id="support-inbox-list">{t("conversations", { total: list.data?.total ?? 0 })}</h2>
          {list.data && list.data.items.length === 0 && <p className={shared.muted}>{t("empty")}</p>}
          <ul className={css.list}>
            {list.data?.items.map((c) => (
              <li key={`${c.companyId}.${c.id}`}>
                <AriaButton
                  className={css.item}
                  aria-current={c.id === selected?.conversationId}
                  onPress={() => setSelected({ companyId: c.companyId, conversationId: c.id })}
                >
                  <span className={css.itemTop}>
                    <span className={css.subject}>{c.subject}</span>
                    {c.unread > 0 && <span className={css.badge}>{t("unread", { count: c.unread })}</span>}
                  </span>
                  <span className={css.preview}>
                    {c.personName} · {c.companyName}
                  </span>
                  <span className={css.preview}>{c.lastMessagePreview}</span>
                  <span className={css.status[c.status]}>
                    {t(c.status)} · {intl.formatDate(new Date(c.lastMessageAt), { dateStyle: "medium" })}
                  </span>
                </AriaButton>
              </li>
            ))}
          </ul>
        </section>
        {conversation && detail.data && selected && (
          <section className={shared.card} aria-labelledby="support-inbox-thread">
            <div className={css.itemTop}>
              <h2 id="support-inbox-thread">{conversation.subject}</h2>
              <Button
                variant="secondary"
                isDisabled={actions.status.isPending}
                onPress={() =>
                  actions.status.mutate({ ...selected, status: conversation.status === "open" ? "closed" : "open" })
                }
              >
                {conversation.status === "open" ? t("close") : t("reopen")}
              </Button>
            </div>
            <dl className={css.context} aria-label={t("context")}>
              <dt>{t("company")}</dt>
              <dd>
                {conversation.companyName} ({conversation.companyPlan})
              </dd>
              <dt>{t("person")}</dt>
              <dd>
                {conversation.personName} · {conversation.personEmail}
              </dd>
              <dt>{t("level")}</dt>
              <dd>{conversation.personLevel}</dd>
              <dt>{t("assignee")}</dt>
              <dd>{conversation.assigneeName ?? t("nobody")}</dd>
            </dl>
            <Thread
              messages={detail.data.messages}
              side="staff"
              closed={conversation.status === "closed"}
              sending={actions.write.isPending}
              fileHref={(messageId, attachmentId) => actions.fileHref(selected, messageId, attachmentId)}
              onSend={(input) => actions.write.mutateAsync({ ...selected, ...input })}
            />
          </section>
        )}
      </div>
      {founder && <Agents />}
    </Page>
  );
}

/** The founder names the support agents by their sign-in email. */
function Agents() {
  const t = useT("support.agents");
  const agents = useAgents(true);
  const [form, setForm] = useState({ email: "", name: "" });
  const [error, setError] = useState<string | undefined>();
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.email.trim()) return setError(t("required"));
    try {
      await agents.add.mutateAsync({
        email: form.email.trim(),
        ...(form.name.trim() ? { name: form.name.trim() } : {}),
      });
      setForm({ email: "", name: "" });
      setError(undefined);
      notify("positive", t("added"));
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <section className={shared.card} aria-labelledby="support-agents">
      <h2 id="support-agents">{t("title")}</h2>
      <p className={shared.muted}>{t("hint")}</p>
      <ul className={css.list}>
        {agents.list.data?.items.map((a) => (
          <li key={a.email} className={css.itemTop}>
            <span>
              {a.name ? `${a.name} · ` : ""}
              {a.email}
            </span>
            <Button
              variant="ghost"
              aria-label={t("removeOne", { email: a.email })}
              onPress={() => agents.remove.mutate(a.email)}
            >
              {t("remove")}
            </Button>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={(event) => void add(event)}>
        <TextField
          label={t("email")}
          type="email"
          value={form.email}
          onChange={(email) => setForm({ ...form, email })}
          errorMessage={error}
        />
        <TextField label={t("name")} value={form.name} onChange={(name) => setForm({ ...form, name })} />
        <Button type="submit" isDisabled={agents.add.isPending}>
          {t("add")}
        </Button>
      </form>
    </section>
  );
}
