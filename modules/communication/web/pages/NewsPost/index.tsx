import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useParams } from "wouter";
import * as css from "../../news.css.js";
import { useFeedPost, useMarkRead } from "../../queries.js";
import { ButtonLink, NotFound, Page, shared as styles, statusOf, useT } from "@web/kit";

/** /news/:newsId: one post of the caller's feed, in full; opening it counts as read (once per person). */
export default function NewsPostPage() {
  const { newsId = "" } = useParams<{ newsId: string }>();
  const intl = useIntl();
  const t = useT("communication.feed");
  const post = useFeedPost(newsId);
  const markRead = useMarkRead();
  const unread = post.data && !post.data.read;

  useEffect(() => {
    if (unread) markRead.mutate(newsId);
    // once per post shown unread
  }, [newsId, unread]);

  if (post.error && statusOf(post.error) === 404) return <NotFound />;
  if (!post.data) return <Page title={t("title")}>{null}</Page>;
  return (
    <Page title={post.data.title}>
      <p className={styles.muted}>
        {post.data.pinned && <span className={css.badge}>{t("pinned")}</span>}
        <time dateTime={post.data.sendDate}>
          {intl.formatDate(new Date(post.data.sendDate), { dateStyle: "long", timeStyle: "short" })}
        </time>
      </p>
      {/* sanitised by the server (modules/communication/server/news/news-html.ts) */}
      <article className={css.article} dangerouslySetInnerHTML={{ __html: post.data.body }} />
      <ButtonLink href="/news">{t("back")}</ButtonLink>
    </Page>
  );
}
