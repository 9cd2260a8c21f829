import { useIntl } from "react-intl";
import { SlotHost } from "../../app/SlotHost.js";
import { useSession } from "../../auth/session.js";
import { Page } from "../../components/Page/index.js";
import * as styles from "../../components/styles.css.js";
import { homeCards } from "../../kit/slots.js";
import FounderHome from "../FounderHome/index.js";
import * as home from "./home.css.js";

/** The signed-in home: who and where the person is, then the cards modules put in the `home.cards` slot. */
export default function Home() {
  const intl = useIntl();
  const session = useSession();
  const name = session.view?.user.name ?? "";
  // the founder is a platform claim (issue 12): without a company of their own, home is the platform's companies
  if (session.view?.user.isFounder && !session.company) return <FounderHome />;
  return (
    <Page title={intl.formatMessage({ id: "home.title" })}>
      <section className={styles.card}>
        <h2>{intl.formatMessage({ id: "home.greeting" }, { name })}</h2>
        <p>
          {intl.formatMessage(
            { id: "home.company" },
            {
              company: session.company?.name ?? "",
              level: session.level ? intl.formatMessage({ id: `level.${session.level}` }) : "",
            },
          )}
        </p>
        <p className={styles.muted}>
          {intl.formatMessage({ id: "home.today" }, { date: intl.formatDate(new Date(), { dateStyle: "full" }) })}
        </p>
      </section>
      <SlotHost slot={homeCards} className={home.homeCards} />
    </Page>
  );
}
