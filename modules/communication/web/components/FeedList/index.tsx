import { useIntl } from "react-intl";
import { Link } from "wouter";
import type { FeedPost } from "../../../contract/index.js";
import * as css from "../../news.css.js";
import { shared, useT } from "@web/kit";

/** Posts of the caller's feed as a list: pinned and new marks, the date, the title (a link to the post), the excerpt. */
export function FeedList({ posts, headingLevel = 3 }: { posts: readonly FeedPost[]; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const t = useT("communication.feed");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={css.list}>
      {posts.map((post) => (
        <li key={post.id} className={css.item}>
          <Heading className={css.itemTitle}>
            <Link href={`/news/${post.id}`} className={shared.standaloneLink}>
              {post.title}
            </Link>
          </Heading>
          <p>
            {post.pinned && <span className={css.badge}>{t("pinned")}</span>}
            {!post.read && <span className={css.badge}>{t("unread")}</span>}
            <time dateTime={post.sendDate}>{intl.formatDate(new Date(post.sendDate), { dateStyle: "medium" })}</time>
          </p>
          {post.excerpt && <p>{post.excerpt}</p>}
        </li>
      ))}
    </ul>
  );
}
