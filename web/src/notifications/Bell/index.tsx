import { useState } from "react";
import { Dialog, DialogTrigger, Heading, Popover } from "react-aria-components";
import { useIntl } from "react-intl";
import { Link, useLocation } from "wouter";
import { Button } from "../../components/Button/index.js";
import { notify } from "../../components/Toasts/toasts.js";
import { messageOf } from "../../api/client.js";
import { type NotificationItem, useInbox, useMarkAllRead, useMarkRead, useUnreadCount } from "../queries.js";
import * as styles from "./bell.css.js";

/**
 * The header's bell (issue 12): the unread count, live through the realtime channel, and an inbox of the newest
 * notifications; choosing one marks it read and opens the page it is about.
 */
export function NotificationBell() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const unread = useUnreadCount();
  const inbox = useInbox(open);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  const choose = async (item: NotificationItem) => {
    setOpen(false);
    if (!item.readAt) markRead.mutate(item.id);
    if (item.link) navigate(item.link);
  };

  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        className={styles.trigger}
        aria-label={unread > 0 ? t("notifications.bellUnread", { count: unread }) : t("notifications.bell")}
      >
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="notifications-badge">
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog className={styles.dialog} aria-labelledby="notifications-inbox-title">
          <div className={styles.head}>
            <Heading slot="title" id="notifications-inbox-title" className={styles.title}>
              {t("notifications.inbox")}
            </Heading>
            <Button
              variant="secondary"
              isDisabled={unread === 0 || markAll.isPending}
              onPress={() => markAll.mutate(undefined, { onError: (error) => notify("negative", messageOf(error)) })}
            >
              {t("notifications.markAllRead")}
            </Button>
          </div>
          {inbox.isPending ? (
            <p role="status">{t("app.loading")}</p>
          ) : (inbox.data?.items.length ?? 0) === 0 ? (
            <p>{t("notifications.empty")}</p>
          ) : (
            <ul className={styles.list}>
              {inbox.data!.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={`${styles.item} ${item.readAt ? "" : styles.unread}`}
                    onClick={() => void choose(item)}
                  >
                    <span className={styles.itemTitle}>
                      {item.readAt ? "" : <span className="visually-hidden">{t("notifications.unreadMark")} </span>}
                      {item.title}
                    </span>
                    <span className={styles.itemBody}>{item.body}</span>
                    <span className={styles.itemTime}>
                      {intl.formatDate(item.createdAt, { dateStyle: "medium", timeStyle: "short" })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.foot}>
            <Link href="/notifications-config" className={styles.link} onClick={() => setOpen(false)}>
              {t("notifications.settingsLink")}
            </Link>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
