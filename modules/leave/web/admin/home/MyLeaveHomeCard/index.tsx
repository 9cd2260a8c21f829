import { useQuery } from "@tanstack/react-query";
import { api, ButtonLink, shared, useCompanyToday, useSession, useT } from "@web/kit";
import { addDays } from "../../../../../../core/dates/calendar-days.js";
import { inUnit } from "../../../../contract/index.js";
import { leaveKeys, titleOf, useFormatDay, useLeaveTypes } from "../../lib/data.js";
import * as styles from "../home.css.js";

/**
 * "My leave" on the home page (`home.cards`, every level, issue 12): the person's balances, their upcoming and pending
 * requests, and the way to ask for a leave.
 */
export default function MyLeaveHomeCard() {
  const t = useT("leave.home");
  const formatDay = useFormatDay();
  const session = useSession();
  const companyId = session.company?.id ?? "";
  const locale = session.view?.user.locale ?? "en";
  const today = useCompanyToday();
  const types = useLeaveTypes();
  const balances = useQuery({
    queryKey: [...leaveKeys.all(companyId), "balances", "me"],
    enabled: Boolean(companyId),
    meta: { quiet: true },
    queryFn: () => api.get("/api/companies/{companyId}/leave/balances", { params: { companyId }, query: {} }),
  });
  const upcoming = useQuery({
    queryKey: [...leaveKeys.all(companyId), "requests", "mine", "home", today],
    enabled: Boolean(companyId),
    meta: { quiet: true },
    queryFn: async () => {
      const page = await api.get("/api/companies/{companyId}/leave/requests/mine", {
        params: { companyId },
        query: { from: today, to: addDays(today, 365), limit: 20, skip: 0 },
      });
      return page.items
        .filter((r) => r.status === "pending" || r.status === "approved" || r.status === "approved-payroll")
        .sort((a, b) => a.startDate.localeCompare(b.startDate))
        .slice(0, 4);
    },
  });
  const byId = new Map((types.data ?? []).map((type) => [type.id, type]));
  const tracked = (balances.data?.items ?? [])
    .filter((b) => byId.get(b.leaveTypeId)?.tracked !== false && byId.has(b.leaveTypeId))
    .sort((a, b) => (byId.get(a.leaveTypeId)?.order ?? 0) - (byId.get(b.leaveTypeId)?.order ?? 0))
    .slice(0, 4);
  return (
    <section className={shared.card} aria-labelledby="leave-home-mine-title">
      <h2 id="leave-home-mine-title">{t("mineTitle")}</h2>
      <h3 className={styles.subtitle}>{t("balanceTitle")}</h3>
      {balances.isError ? (
        <p className={shared.muted}>{t("error")}</p>
      ) : !balances.data || !types.data ? (
        <p className={shared.muted}>{t("loading")}</p>
      ) : tracked.length === 0 ? (
        <p className={shared.muted}>{t("noBalance")}</p>
      ) : (
        <ul className={styles.list}>
          {tracked.map((b) => (
            <li key={b.leaveTypeId} className={styles.item}>
              <span>{titleOf(byId.get(b.leaveTypeId), locale)}</span>
              <span className={styles.figure}>
                {t(b.unit === "hours" ? "hoursLeft" : "daysLeft", {
                  count: Math.round(inUnit(b.available, b.unit) * 10) / 10,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subtitle}>{t("upcomingTitle")}</h3>
      {upcoming.isError ? (
        <p className={shared.muted}>{t("error")}</p>
      ) : !upcoming.data ? (
        <p className={shared.muted}>{t("loading")}</p>
      ) : upcoming.data.length === 0 ? (
        <p className={shared.muted}>{t("noUpcoming")}</p>
      ) : (
        <ul className={styles.list}>
          {upcoming.data.map((r) => (
            <li key={r.id} className={styles.item}>
              <span>
                {titleOf(byId.get(r.leaveTypeId), locale)}:{" "}
                {r.startDate === r.endDate
                  ? formatDay(r.startDate)
                  : t("range", { start: formatDay(r.startDate), end: formatDay(r.endDate) })}
              </span>
              <span className={styles.badge}>{t(r.status === "pending" ? "pending" : "approved")}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={shared.row}>
        <ButtonLink href="/create-leave" variant="primary">
          {t("request")}
        </ButtonLink>
        <ButtonLink href="/my-requests">{t("myRequests")}</ButtonLink>
      </div>
    </section>
  );
}
