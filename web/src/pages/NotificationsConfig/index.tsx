import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { messageOf } from "../../api/client.js";
import { Button } from "../../components/Button/index.js";
import { Page } from "../../components/Page/index.js";
import * as common from "../../components/styles.css.js";
import { notify } from "../../components/Toasts/toasts.js";
import {
  type PreferenceRule,
  PushDeniedError,
  pushSupported,
  useEnablePush,
  useNotificationKinds,
  usePreferences,
  usePushConfig,
  useSavePreferences,
} from "../../notifications/queries.js";
import * as styles from "./notifications-config.css.js";

type Channel = "inApp" | "email" | "push";
type Channels = Record<Channel, boolean>;
const CHANNELS: readonly Channel[] = ["inApp", "email", "push"];

/** The server's rule resolution (core/notifications/notification-preferences.ts): the longest matching prefix wins. */
function channelsFor(rules: readonly PreferenceRule[], type: string, defaults: Channels): Channels {
  let best: PreferenceRule | undefined;
  for (const rule of rules) {
    const matches = rule.prefix === "*" || rule.prefix === type || type.startsWith(`${rule.prefix}.`);
    const length = rule.prefix === "*" ? 0 : rule.prefix.length;
    if (matches && (!best || length > (best.prefix === "*" ? 0 : best.prefix.length))) best = rule;
  }
  return best ? { inApp: best.inApp, email: best.email, push: best.push } : { ...defaults };
}

/**
 * /notifications-config (spec §2, every level; linked from every notification mail): per kind of notification the
 * company's modules send, in the app, by email and by push; and push on this device.
 */
export default function NotificationsConfig() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const kinds = useNotificationKinds();
  const preferences = usePreferences();
  const save = useSavePreferences();
  const [draft, setDraft] = useState<Record<string, Channels> | null>(null);

  useEffect(() => {
    if (!kinds.data || !preferences.data || draft) return;
    const { rules, defaults } = preferences.data;
    setDraft(Object.fromEntries(kinds.data.items.map((k) => [k.type, channelsFor(rules, k.type, defaults)])));
  }, [kinds.data, preferences.data, draft]);

  const toggle = (type: string, channel: Channel, value: boolean) =>
    setDraft((d) => (d ? { ...d, [type]: { ...d[type]!, [channel]: value } } : d));

  const submit = () => {
    if (!draft || !preferences.data || !kinds.data) return;
    const types = new Set(kinds.data.items.map((k) => k.type));
    // broader rules (a module, `*`) stay; each kind gets its own exact rule
    const rules = [
      ...preferences.data.rules.filter((r) => !types.has(r.prefix)),
      ...kinds.data.items.map((k) => ({ prefix: k.type, ...draft[k.type]! })),
    ];
    save.mutate(rules, {
      onSuccess: () => notify("positive", t("notifications.config.saved")),
      onError: (error) => notify("negative", messageOf(error)),
    });
  };

  const channelLabel = (c: Channel) => t(`notifications.channel.${c}`);

  return (
    <Page title={t("notifications.config.title")}>
      <div className={common.card}>
        <p className={common.muted}>{t("notifications.config.intro")}</p>
        {kinds.isPending || preferences.isPending || !draft ? (
          <p role="status">{t("app.loading")}</p>
        ) : kinds.data!.items.length === 0 ? (
          <p>{t("notifications.config.none")}</p>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <table className={styles.table}>
              <caption className="visually-hidden">{t("notifications.config.caption")}</caption>
              <thead className={styles.head}>
                <tr>
                  <th scope="col" className={styles.th}>
                    {t("notifications.config.kind")}
                  </th>
                  {CHANNELS.map((c) => (
                    <th key={c} scope="col" className={styles.th} style={{ textAlign: "center" }}>
                      {channelLabel(c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={styles.body}>
                {kinds.data!.items.map((k) => (
                  <tr key={k.type} className={styles.row}>
                    <th scope="row" className={styles.kind} style={{ textAlign: "start", fontWeight: "inherit" }}>
                      {k.label}
                    </th>
                    {CHANNELS.map((c) => (
                      <td key={c} className={styles.cell}>
                        <label className={styles.check}>
                          <input
                            type="checkbox"
                            className={styles.box}
                            checked={draft[k.type]?.[c] ?? false}
                            onChange={(e) => toggle(k.type, c, e.target.checked)}
                            aria-label={`${channelLabel(c)}: ${k.label}`}
                          />
                          <span className={styles.channelName} aria-hidden="true">
                            {channelLabel(c)}
                          </span>
                        </label>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <div className={styles.actions}>
              <Button type="submit" isDisabled={save.isPending}>
                {t("notifications.config.save")}
              </Button>
            </div>
          </form>
        )}
      </div>
      <PushSection />
    </Page>
  );
}

/** Push on this device: the browser's permission, its subscription, handed to the server. */
function PushSection() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const push = usePushConfig();
  const enable = useEnablePush();
  const supported = pushSupported();
  const publicKey = push.data?.publicKey ?? null;
  return (
    <section aria-labelledby="push-heading" className={`${common.card} ${styles.section}`}>
      <h2 id="push-heading" className={styles.heading}>
        {t("notifications.push.title")}
      </h2>
      {!supported ? (
        <p>{t("notifications.push.unsupported")}</p>
      ) : push.isPending ? (
        <p role="status">{t("app.loading")}</p>
      ) : !publicKey ? (
        <p>{t("notifications.push.off")}</p>
      ) : (
        <>
          <p className={common.muted}>{t("notifications.push.devices", { count: push.data?.devices ?? 0 })}</p>
          <Button
            isDisabled={enable.isPending}
            onPress={() =>
              enable.mutate(publicKey, {
                onSuccess: () => notify("positive", t("notifications.push.enabled")),
                onError: (error) =>
                  notify(
                    "negative",
                    error instanceof PushDeniedError ? t("notifications.push.denied") : messageOf(error),
                  ),
              })
            }
          >
            {t("notifications.push.enable")}
          </Button>
        </>
      )}
    </section>
  );
}
