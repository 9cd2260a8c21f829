import { useState } from "react";
import { FeedList } from "../../components/FeedList/index.js";
import { useFeed } from "../../queries.js";
import { Button, Page, shared as styles, useT } from "@web/kit";

const PAGE = 10;

/** /news: the caller's company news, pinned first then newest, ten at a time. */
export default function NewsPage() {
  const t = useT("communication.feed");
  const [skip, setSkip] = useState(0);
  const feed = useFeed({ limit: PAGE, skip });
  const total = feed.data?.total ?? 0;
  return (
    <Page title={t("title")}>
      {feed.data && total === 0 && <p className={styles.muted}>{t("none")}</p>}
      {feed.data && <FeedList posts={feed.data.items} headingLevel={2} />}
      {total > PAGE && (
        <div className={styles.row}>
          <Button variant="secondary" isDisabled={skip === 0} onPress={() => setSkip(Math.max(0, skip - PAGE))}>
            {t("previous")}
          </Button>
          <Button variant="secondary" isDisabled={skip + PAGE >= total} onPress={() => setSkip(skip + PAGE)}>
            {t("next")}
          </Button>
        </div>
      )}
    </Page>
  );
}
