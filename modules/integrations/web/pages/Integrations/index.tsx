import { useState } from "react";
import { useIntl } from "react-intl";
import { WEBHOOK_EVENTS, type WebhookEndpoint } from "../../../contract/index.js";
import * as css from "../../integrations.css.js";
import {
  useCalendar,
  useCalendarAction,
  useConnectGoogle,
  useCreateWebhook,
  useDeliveries,
  useFeed,
  useHasModule,
  useWebhookActions,
  useWebhooks,
} from "../../queries.js";
import { Button, Checkbox, DataTable, Dialog, notify, Page, serverErrors, TextField, useSession, useT } from "@web/kit";

/**
 * /integrations (issue 17, every level): the person's Google Calendar, the iCal feeds the leave and scheduling
 * modules serve, and for admins the company's webhooks with their delivery log.
 */
export default function IntegrationsPage() {
  const t = useT("integrations");
  const { level } = useSession();
  return (
    <Page title={t("title")}>
      <GoogleSection />
      <FeedsSection />
      {level === "admin" && <WebhooksSection />}
    </Page>
  );
}

function useWhen() {
  const intl = useIntl();
  return (iso: string) => intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" });
}

function GoogleSection() {
  const t = useT("integrations");
  const when = useWhen();
  const calendar = useCalendar();
  const connect = useConnectGoogle();
  const sync = useCalendarAction("sync", () => notify("positive", t("google.syncQueued")));
  const disconnect = useCalendarAction("disconnect", (result) =>
    result.revokedAtGoogle
      ? notify("positive", t("google.disconnected"))
      : notify("negative", t("google.disconnectedNotRevoked")),
  );
  const data = calendar.data;
  return (
    <section className={css.section} aria-labelledby="integrations-google">
      <h2 id="integrations-google" className={css.sectionTitle}>
        {t("google.title")}
      </h2>
      <p className={css.hint}>{t("google.hint")}</p>
      {data && !data.configured && !data.connected && <p className={css.hint}>{t("google.notConfigured")}</p>}
      {data?.connected ? (
        <>
          <p className={css.url}>
            {data.email ? t("google.connected", { email: data.email }) : t("google.connectedNoEmail")}
          </p>
          <p className={css.meta}>{t("google.synced", { count: data.syncedEvents })}</p>
          {data.lastSyncAt && <p className={css.meta}>{t("google.lastSync", { when: when(data.lastSyncAt) })}</p>}
          {data.lastError && (
            <p role="alert" className={css.alert}>
              {t("google.lastError", { error: data.lastError })}
            </p>
          )}
          <div className={css.actions}>
            <Button variant="secondary" isDisabled={sync.isPending} onPress={() => sync.mutate()}>
              {t("google.sync")}
            </Button>
            <Button variant="danger" isDisabled={disconnect.isPending} onPress={() => disconnect.mutate()}>
              {t("google.disconnect")}
            </Button>
          </div>
        </>
      ) : (
        data?.configured && (
          <div className={css.actions}>
            <Button isDisabled={connect.isPending} onPress={() => connect.mutate()}>
              {t("google.connect")}
            </Button>
          </div>
        )
      )}
    </section>
  );
}

function FeedsSection() {
  const t = useT("integrations");
  const hasLeave = useHasModule("leave");
  const hasShifts = useHasModule("scheduling");
  if (!hasLeave && !hasShifts) return null;
  return (
    <section className={css.section} aria-labelledby="integrations-feeds">
      <h2 id="integrations-feeds" className={css.sectionTitle}>
        {t("feeds.title")}
      </h2>
      <p className={css.hint}>{t("feeds.hint")}</p>
      {hasLeave && <Feed kind="team" title={t("feeds.team")} />}
      {hasShifts && <Feed kind="shifts" title={t("feeds.shifts")} />}
    </section>
  );
}

async function copyText(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify("positive", done);
  } catch {
    notify("negative", failed);
  }
}

function Feed({ kind, title }: { kind: "team" | "shifts"; title: string }) {
  const t = useT("integrations");
  const { create, revoke } = useFeed(kind);
  const url = create.data?.url;
  return (
    <div className={css.feed}>
      <h3 className={css.feedTitle}>{title}</h3>
      {url && <TextField label={t("feeds.url", { feed: title })} value={url} isReadOnly />}
      <div className={css.actions}>
        {url && (
          <Button onPress={() => void copyText(url, t("feeds.copied"), t("feeds.copyFailed"))}>
            {t("feeds.copy")}
          </Button>
        )}
        <Button variant="secondary" isDisabled={create.isPending} onPress={() => create.mutate()}>
          {url ? t("feeds.rotate") : t("feeds.create")}
        </Button>
        <Button
          variant="ghost"
          isDisabled={revoke.isPending}
          onPress={() => revoke.mutate(undefined, { onSuccess: () => notify("positive", t("feeds.revoked")) })}
        >
          {t("feeds.revoke")}
        </Button>
      </div>
    </div>
  );
}

function WebhooksSection() {
  const t = useT("integrations");
  const webhooks = useWebhooks(true);
  const [secret, setSecret] = useState<string | null>(null);
  const items = webhooks.data?.items ?? [];
  return (
    <section className={css.section} aria-labelledby="integrations-webhooks">
      <h2 id="integrations-webhooks" className={css.sectionTitle}>
        {t("webhooks.title")}
      </h2>
      <p className={css.hint}>{t("webhooks.hint")}</p>
      {webhooks.data && items.length === 0 && <p className={css.meta}>{t("webhooks.none")}</p>}
      <ul className={css.list}>
        {items.map((endpoint) => (
          <Endpoint key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
        ))}
      </ul>
      <NewEndpoint onSecret={setSecret} />
      <Dialog title={t("webhooks.secretTitle")} isOpen={secret !== null} onClose={() => setSecret(null)}>
        <p className={css.hint}>{t("webhooks.secretHint")}</p>
        {secret && <TextField label={t("webhooks.secret")} value={secret} isReadOnly />}
        <div className={css.actions}>
          <Button variant="secondary" onPress={() => setSecret(null)}>
            {t("webhooks.close")}
          </Button>
          <Button onPress={() => secret && void copyText(secret, t("webhooks.copied"), t("feeds.copyFailed"))}>
            {t("webhooks.copy")}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

/** An event's name in the person's language (the ids are shown in the SDK's documentation, not here). */
function useEventLabel() {
  const t = useT("integrations");
  return (name: string) => t(`event.${name}` as "event.leave.request.created");
}

function NewEndpoint({ onSecret }: { onSecret: (secret: string) => void }) {
  const t = useT("integrations");
  const eventLabel = useEventLabel();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<string[]>(["leave.request.approved"]);
  const create = useCreateWebhook({
    onSuccess: (secret) => {
      setUrl("");
      setDescription("");
      onSecret(secret);
    },
  });
  const server = serverErrors(create.error, ["url", "events"]);
  return (
    <form
      noValidate
      className={css.feed}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ url, description, events });
      }}
    >
      <h3 className={css.feedTitle}>{t("webhooks.add")}</h3>
      {server.general && (
        <p role="alert" className={css.alert}>
          {server.general}
        </p>
      )}
      <TextField
        label={t("webhooks.url")}
        type="url"
        value={url}
        onChange={setUrl}
        placeholder="https://"
        errorMessage={server.field("url")}
        isRequired
      />
      <TextField label={t("webhooks.description")} value={description} onChange={setDescription} />
      <fieldset className={css.events}>
        <legend className={css.legend}>{t("webhooks.events")}</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <Checkbox
            key={name}
            isSelected={events.includes(name)}
            onChange={(on) => setEvents((list) => (on ? [...list, name] : list.filter((e) => e !== name)))}
          >
            {eventLabel(name)}
          </Checkbox>
        ))}
      </fieldset>
      {server.field("events") && (
        <p role="alert" className={css.alert}>
          {server.field("events")}
        </p>
      )}
      <Button type="submit" isDisabled={create.isPending}>
        {t("webhooks.save")}
      </Button>
    </form>
  );
}

function Endpoint({ endpoint, onSecret }: { endpoint: WebhookEndpoint; onSecret: (secret: string) => void }) {
  const t = useT("integrations");
  const eventLabel = useEventLabel();
  const when = useWhen();
  const [showLog, setShowLog] = useState(false);
  const actions = useWebhookActions(endpoint.id);
  const statusLabel = (status: string) => t(`webhooks.status.${status}` as "webhooks.status.pending");
  return (
    <li className={css.card}>
      <p className={css.url}>{endpoint.url}</p>
      {endpoint.description && <p className={css.meta}>{endpoint.description}</p>}
      <p className={css.meta}>
        {endpoint.enabled ? t("webhooks.enabled") : t("webhooks.paused")} · {endpoint.secretHint} ·{" "}
        {endpoint.events.map(eventLabel).join(", ")}
      </p>
      {endpoint.lastDelivery && (
        <p className={css.meta}>
          {t("webhooks.lastDelivery", {
            event: eventLabel(endpoint.lastDelivery.event),
            status: statusLabel(endpoint.lastDelivery.status),
            when: when(endpoint.lastDelivery.at),
          })}
        </p>
      )}
      <div className={css.actions}>
        <Button
          isDisabled={actions.test.isPending}
          onPress={() =>
            actions.test.mutate(undefined, {
              onSuccess: (delivery) =>
                notify(
                  delivery.status === "delivered" ? "positive" : "negative",
                  t("webhooks.testResult", {
                    status: `${statusLabel(delivery.status)}${delivery.responseStatus ? ` (HTTP ${delivery.responseStatus})` : delivery.error ? ` (${delivery.error})` : ""}`,
                  }),
                ),
            })
          }
        >
          {t("webhooks.test")}
        </Button>
        <Button variant="secondary" onPress={() => setShowLog((v) => !v)}>
          {showLog ? t("webhooks.hideLog") : t("webhooks.showLog")}
        </Button>
        <Button variant="secondary" onPress={() => actions.update.mutate({ enabled: !endpoint.enabled })}>
          {endpoint.enabled ? t("webhooks.pause") : t("webhooks.resume")}
        </Button>
        <Button
          variant="secondary"
          onPress={() => actions.rotate.mutate(undefined, { onSuccess: (e) => onSecret(e.secret) })}
        >
          {t("webhooks.rotate")}
        </Button>
        <Button
          variant="danger"
          onPress={() =>
            actions.remove.mutate(undefined, { onSuccess: () => notify("positive", t("webhooks.removed")) })
          }
        >
          {t("webhooks.remove")}
        </Button>
      </div>
      {showLog && <DeliveryLog endpoint={endpoint} />}
    </li>
  );
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useT("integrations");
  const eventLabel = useEventLabel();
  const when = useWhen();
  const list = useDeliveries(endpoint.id);
  return (
    <div className={css.log}>
      <DataTable
        label={t("webhooks.log", { url: endpoint.url })}
        rows={list.items}
        {...list.table}
        columns={[
          { id: "when", header: t("webhooks.col.when"), isRowHeader: true, cell: (d) => when(d.createdAt) },
          {
            id: "event",
            header: t("webhooks.col.event"),
            cell: (d) => eventLabel(d.event),
          },
          {
            id: "status",
            header: t("webhooks.col.status"),
            cell: (d) => <span className={css.status[d.status]}>{t(`webhooks.status.${d.status}`)}</span>,
          },
          { id: "attempts", header: t("webhooks.col.attempts"), cell: (d) => d.attempts },
          {
            id: "response",
            header: t("webhooks.col.response"),
            cell: (d) => (d.responseStatus ? `HTTP ${d.responseStatus}` : (d.error ?? "—")),
          },
        ]}
      />
    </div>
  );
}
