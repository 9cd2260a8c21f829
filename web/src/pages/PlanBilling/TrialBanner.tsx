import { useIntl } from "react-intl";
import { useSession } from "../../auth/session.js";
import { ButtonLink } from "../../components/Button/index.js";
import * as styles from "../../components/styles.css.js";

/**
 * The company's free trial ended and no plan was chosen (tenants/billing): its data is read-only (the server refuses
 * every change) until an admin chooses a plan under Plan Billing. Shown to everyone in the company; admins get the way
 * there.
 */
export function TrialBanner() {
  const intl = useIntl();
  const session = useSession();
  const ends = session.company?.trialEndsAt;
  if (!ends || new Date(ends).getTime() > Date.now()) return null;
  const date = intl.formatDate(new Date(ends), { dateStyle: "long" });
  return (
    <div role="alert" className={`${styles.bannerBar} ${styles.banner.danger}`}>
      <span>{intl.formatMessage({ id: "billing.banner" }, { date })}</span>
      {session.level === "admin" && (
        <ButtonLink href="/plan-billing" variant="secondary">
          {intl.formatMessage({ id: "billing.bannerAction" })}
        </ButtonLink>
      )}
    </div>
  );
}
