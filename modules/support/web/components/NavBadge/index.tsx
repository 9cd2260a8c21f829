import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { userTopic } from "../../../../../core/realtime/topics.js";
import { REALTIME_EVENT } from "../../../contract/index.js";
import { api, realtime, useSession, useT } from "@web/kit";
import { supportKeys, useCompanyId } from "../../queries.js";
import * as css from "../../support.css.js";

/**
 * Keeps a count current: refetched on each `support.conversation.changed` of the person's own topic and when the
 * subscription (re)takes hold. It reports no presence: the navigation is not the support page (README "Away").
 */
function useLiveCount(key: readonly unknown[]) {
  const userId = useSession().view?.user.id;
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const refetch = () => void client.invalidateQueries({ queryKey: key });
    return realtime.subscribe(
      userTopic(userId),
      (message) => {
        if (message.event === REALTIME_EVENT) refetch();
      },
      refetch,
    );
    // the key is derived from ids that do not change while the layout is mounted
  }, [userId, client, JSON.stringify(key)]);
}

/** The pill (hidden from screen readers) and `text`, the count in words, in the link's accessible name. */
function Count({ count, text }: { count: number; text: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span className={css.navBadge} aria-hidden="true" data-testid="support-nav-badge">
        {count > 99 ? "99+" : count}
      </span>
      <span className="visually-hidden">{text}</span>
    </>
  );
}

/** The /support entry's count: support's answers the person has not read yet, across their conversations. */
export function PersonBadge() {
  const t = useT("support");
  const companyId = useCompanyId();
  const key = [...supportKeys.mine(companyId), "unread"];
  useLiveCount(key);
  const unread = useQuery({
    queryKey: key,
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/support/conversations", {
        params: { companyId },
        query: { limit: 1, skip: 0 },
      }),
    select: (data) => data.unread,
  });
  const count = unread.data ?? 0;
  return <Count count={count} text={t("nav.unread", { count })} />;
}

/** The founder's inbox entry: people's messages the team has not read yet, across every company. */
export function InboxBadge() {
  const t = useT("support");
  const key = [...supportKeys.inbox(), "unread"];
  useLiveCount(key);
  const unread = useQuery({
    queryKey: key,
    queryFn: () => api.get("/api/support/inbox", { query: { limit: 1, skip: 0 } }),
    select: (data) => data.unread,
  });
  const count = unread.data ?? 0;
  return <Count count={count} text={t("inbox.nav.unread", { count })} />;
}
