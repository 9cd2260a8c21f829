import { useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { api, shared, useSession, useT } from "@web/kit";
import * as styles from "../home.css.js";

/**
 * Birthdays and work anniversaries of the next 30 days (`home.cards`, every level; issue 12). The server sends the
 * day each falls on, never a birth year.
 */
export default function CelebrationsHomeCard() {
  const t = useT("people.celebrations");
  const intl = useIntl();
  const companyId = useSession().company?.id ?? "";
  const celebrations = useQuery({
    queryKey: ["people", companyId, "celebrations"],
    enabled: Boolean(companyId),
    meta: { quiet: true },
    staleTime: 10 * 60_000,
    queryFn: () =>
      api.get("/api/companies/{companyId}/workers/celebrations", { params: { companyId }, query: { days: 30 } }),
  });
  const items = celebrations.data?.items.slice(0, 6) ?? [];
  const day = (date: string) =>
    date === celebrations.data?.today
      ? t("today")
      : intl.formatDate(new Date(`${date}T00:00:00Z`), { timeZone: "UTC", day: "numeric", month: "short" });
  return (
    <section className={shared.card} aria-labelledby="people-celebrations-title">
      <h2 id="people-celebrations-title">{t("title")}</h2>
      {celebrations.isError ? (
        <p className={shared.muted}>{t("error")}</p>
      ) : !celebrations.data ? (
        <p className={shared.muted}>{t("loading")}</p>
      ) : items.length === 0 ? (
        <p className={shared.muted}>{t("none")}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((c) => (
            <li key={`${c.kind}-${c.workerId}`} className={styles.item}>
              <span>
                {c.kind === "birthday"
                  ? t("birthday", { name: c.name })
                  : t("anniversary", { name: c.name, years: c.years ?? 1 })}
              </span>
              <span className={shared.muted}>{day(c.date)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
