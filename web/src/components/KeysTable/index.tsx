import { useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { messageOf } from "../../api/client.js";
import { useT } from "../../kit/use-t.js";
import { Button } from "../Button/index.js";
import { Dialog } from "../Dialog/index.js";
import * as common from "../styles.css.js";
import * as styles from "./keys-table.css.js";

/** What every listed key has: the table reads these, the page's own columns read the rest. */
export interface ListedKey {
  id: string;
  name: string;
  revokedAt: string | null;
}

export interface KeysTableProps<K extends ListedKey> {
  /** The id of the section's heading (its `aria-labelledby`). */
  id: string;
  title: string;
  /** The keys' query (loading, error, the list). */
  keys: { isPending: boolean; isError: boolean; error: unknown; data?: { items: K[] } };
  /** Shown when there are no keys. */
  empty: string;
  /** The key's status label, beside its name. */
  status: (key: K) => string;
  /** What follows the name in the key's head (e.g. its hint). */
  head?: (key: K) => ReactNode;
  /** The page's own columns of a key (scopes, origins, dates...). */
  children: (key: K) => ReactNode;
  /**
   * The prefix of the page's revoke messages: `<messages>.revoke`, `.revokeTitle`, `.revokeHint` (with `{name}`),
   * `.revokeConfirm` and `.cancel` (in en, pt-BR and es, as every message).
   */
  messages: string;
  /** The key's tags (scopes, origins) as a labelled list, before the page's own columns. */
  tags: (key: K) => { label: string; items: readonly string[] };
  /** Revoking a key not yet revoked, after a confirmation dialog; `onConfirm` settles when the revoke does. */
  revoke: { isPending: boolean; onConfirm: (key: K) => Promise<unknown> };
}

/**
 * A company's keys (API keys, publishable keys) as a card list: each key's name, status and the page's own columns,
 * with a revoke button that asks first; loading, error and empty states. The dialog closes once the revoke succeeds
 * (a failure leaves it open; the page's mutation says why).
 */
export function KeysTable<K extends ListedKey>({
  id,
  title,
  keys,
  empty,
  status,
  head,
  messages,
  tags,
  children,
  revoke,
}: KeysTableProps<K>) {
  const intl = useIntl();
  const t = useT(messages);
  const [revoking, setRevoking] = useState<K | null>(null);
  return (
    <section className={common.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {keys.isPending ? (
        <p role="status">{intl.formatMessage({ id: "app.loading" })}</p>
      ) : keys.isError ? (
        <p role="alert">{messageOf(keys.error)}</p>
      ) : !keys.data || keys.data.items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {keys.data.items.map((key) => (
            <li key={key.id} className={styles.item} aria-label={key.name}>
              <div className={styles.itemHead}>
                <span className={styles.name}>{key.name}</span>
                {head?.(key)}
                <span className={styles.status}>{status(key)}</span>
              </div>
              <KeyTags {...tags(key)} />
              {children(key)}
              {!key.revokedAt && (
                <div>
                  <Button variant="danger" onPress={() => setRevoking(key)}>
                    {t("revoke")}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog title={t("revokeTitle")} isOpen={revoking !== null} onClose={() => setRevoking(null)}>
        {revoking && (
          <div style={{ display: "grid", gap: "0.75rem" }}>
            <p>{t("revokeHint", { name: revoking.name })}</p>
            <div className={common.row}>
              <Button
                variant="danger"
                isDisabled={revoke.isPending}
                onPress={() =>
                  void revoke.onConfirm(revoking).then(
                    () => setRevoking(null),
                    () => undefined,
                  )
                }
              >
                {t("revokeConfirm")}
              </Button>
              <Button variant="secondary" onPress={() => setRevoking(null)}>
                {t("cancel")}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  );
}

function KeyTags({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <ul className={styles.scopes} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.scope}>
          {item}
        </li>
      ))}
    </ul>
  );
}
