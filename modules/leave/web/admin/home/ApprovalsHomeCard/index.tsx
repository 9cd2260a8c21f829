import { useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { api, ButtonLink, shared, useSession, useT } from "@web/kit";
import { leaveKeys, titleOf, useCompanyId, useFormatDay, useLeaveTypes } from "../../lib/data.js";
import * as styles from "../home.css.js";

/**
 * The leaders' leave card on the home page (`home.cards`, admin and revisor; issue 12): the requests waiting for their
 * decision, soonest first, each with how many others of the requester's department are off then ("2 others from
 * Kitchen are off").
 */
export default function ApprovalsHomeCard() {
  const intl = useIntl();
  const t = useT("leave.home");
  const formatDay = useFormatDay();
  const companyId = useCompanyId();
  const locale = useSession().view?.user.locale ?? "en";
  const types = useLeaveTypes();
  const pending = useQuery({
    queryKey: [...leaveKeys.pending(companyId), "home"],
    enabled: Boolean(companyId),
    meta: { quiet: true },
    queryFn: () =>
      api.get("/api/companies/{companyId}/leave/home/approvals", { params: { companyId }, query: { limit: 5 } }),
  });
  const byId = new Map((types.data ?? []).map((type) => [type.id, type]));
  return (
    <section className={shared.card} aria-labelledby="leave-approvals-home-title">
      <h2 id="leave-approvals-home-title">{intl.formatMessage({ id: "leave.approvals.homeTitle" })}</h2>
      <p>
        {pending.data
          ? intl.formatMessage({ id: "leave.approvals.homeCount" }, { count: pending.data.total })
          : intl.formatMessage({ id: pending.isError ? "leave.approvals.homeError" : "app.loading" })}
      </p>
      {pending.data && pending.data.items.length > 0 && (
        <ul className={styles.list}>
          {pending.data.items.map((r) => (
            <li key={r.id} className={styles.item}>
              <span>
                <strong>{r.name || t("someone")}</strong> · {titleOf(byId.get(r.leaveTypeId), locale)}
              </span>
              <span className={shared.muted}>
                {r.startDate === r.endDate
                  ? formatDay(r.startDate)
                  : t("range", { start: formatDay(r.startDate), end: formatDay(r.endDate) })}
              </span>
              <span className={styles.overlap}>
                {r.department
                  ? t("overlapGroup", { count: r.othersOff, group: r.department })
                  : t("overlapCompany", { count: r.othersOff })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className={shared.row}>
        <ButtonLink href="/approvals" variant="primary">
          {intl.formatMessage({ id: "leave.approvals.open" })}
        </ButtonLink>
        <ButtonLink href="/team-calendar">{intl.formatMessage({ id: "leave.calendar.title" })}</ButtonLink>
      </div>
    </section>
  );
}
