import { useFeed } from "../../queries.js";
import { FeedList } from "../FeedList/index.js";
import { ButtonLink, shared as styles, useT } from "@web/kit";

/** The latest company news on the home page (`home.cards` slot): pinned first, the caller's own audience only. */
export default function NewsHomeCard() {
  const t = useT("communication");
  const feed = useFeed({ limit: 3, skip: 0 });
  return (
    <section className={styles.card} aria-labelledby="communication-home-title">
      <h2 id="communication-home-title">{t("home.title")}</h2>
      {feed.data && feed.data.items.length === 0 && <p className={styles.muted}>{t("feed.none")}</p>}
      {feed.data && <FeedList posts={feed.data.items} />}
      {!feed.data && <p className={styles.muted} aria-busy="true" />}
      <ButtonLink href="/news">{t("home.all")}</ButtonLink>
    </section>
  );
}
