import { useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { api, ButtonLink, shared as styles } from "@web/kit";
import { leaveKeys, useCompanyId } from "../../lib/data.js";

/** The leave card on the home page (`home.cards` slot, leaders only): how many requests wait for a decision. */
export default function ApprovalsHomeCard() {
  const intl = useIntl();
  const companyId = useCompanyId();
  const pending = useQuery({
    queryKey: [...leaveKeys.pending(companyId), "count"],
    enabled: Boolean(companyId),
    meta: { quiet: true },
    queryFn: () =>
      api.get("/api/companies/{companyId}/leave/requests/pending-approvals", {
        params: { companyId },
        query: { limit: 5, skip: 0 },
      }),
  });
  return (
    <section className={styles.card} aria-labelledby="leave-approvals-home-title">
      <h2 id="leave-approvals-home-title">{intl.formatMessage({ id: "leave.approvals.homeTitle" })}</h2>
      <p>
        {pending.data
          ? intl.formatMessage({ id: "leave.approvals.homeCount" }, { count: pending.data.total })
          : intl.formatMessage({ id: pending.isError ? "leave.approvals.homeError" : "app.loading" })}
      </p>
      <div className={styles.row}>
        <ButtonLink href="/approvals" variant="primary">
          {intl.formatMessage({ id: "leave.approvals.open" })}
        </ButtonLink>
        <ButtonLink href="/team-calendar">{intl.formatMessage({ id: "leave.calendar.title" })}</ButtonLink>
      </div>
    </section>
  );
}
