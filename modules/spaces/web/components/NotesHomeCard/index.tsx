import { useIntl } from "react-intl";
import { useNotes } from "../../queries.js";
import { ButtonLink, shared as styles } from "@web/kit";

/** The notes card on the home page (`home.cards` slot): how many notes the company has, the newest, and the way in. */
export default function NotesHomeCard() {
  const intl = useIntl();
  const notes = useNotes({ limit: 1, skip: 0 });
  const newest = notes.data?.items[0];
  return (
    <section className={styles.card} aria-labelledby="spaces-home-title">
      <h2 id="spaces-home-title">{intl.formatMessage({ id: "spaces.home.title" })}</h2>
      <p>
        {notes.data
          ? intl.formatMessage({ id: "spaces.home.count" }, { count: notes.data.total })
          : intl.formatMessage({ id: "app.loading" })}
      </p>
      {newest && <p className={styles.muted}>{newest.title}</p>}
      <ButtonLink href="/spaces/notes" variant="primary">
        {intl.formatMessage({ id: "spaces.home.open" })}
      </ButtonLink>
    </section>
  );
}
