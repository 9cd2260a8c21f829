import { useIntl } from "react-intl";
import { useNotes } from "../../queries.js";
import { ButtonLink, shared as styles } from "@web/kit";

/** The notes card on the home page (`home.cards` slot): how many notes the company has, the newest, and the way in. */
export default function NotesHomeCard() {
  const intl = useIntl();
  const notes = useNotes({ limit: 1, skip: 0 });
  const newest = notes.data?.items[0];
  return (
    <section className={styles.card} aria-labelledby="hiring-home-title">
      <h2 id="hiring-home-title">{intl.formatMessage({ id: "hiring.home.title" })}</h2>
      <p>
        {notes.data
          ? intl.formatMessage({ id: "hiring.home.count" }, { count: notes.data.total })
          : intl.formatMessage({ id: "app.loading" })}
      </p>
      {newest && <p className={styles.muted}>{newest.title}</p>}
      <ButtonLink href="/hiring/notes" variant="primary">
        {intl.formatMessage({ id: "hiring.home.open" })}
      </ButtonLink>
    </section>
  );
}
