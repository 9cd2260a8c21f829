import { ButtonLink, shared, useCompanyToday, useT } from "@web/kit";
import { useFormatDay } from "../../lib/data.js";
import { useWeekAway } from "../data.js";
import * as styles from "../home.css.js";

/**
 * Who is out today and in the next days (`home.cards`, every level, issue 12), from the team calendar's data: names
 * and dates only (a requester never sees the kind of a colleague's leave).
 */
export default function AwayHomeCard() {
  const t = useT("leave.home");
  const formatDay = useFormatDay();
  const today = useCompanyToday();
  const away = useWeekAway(today);
  const leaves = (away.data?.leaves ?? []).filter((l) => l.status !== "pending");
  const outToday = leaves.filter((l) => l.startDate <= today && l.endDate >= today);
  const later = leaves.filter((l) => l.startDate > today).sort((a, b) => a.startDate.localeCompare(b.startDate));
  const nameOf = (name: string) => name || t("someone");
  return (
    <section className={shared.card} aria-labelledby="leave-home-away-title">
      <h2 id="leave-home-away-title">{t("awayTitle")}</h2>
      {away.isError ? (
        <p className={shared.muted}>{t("error")}</p>
      ) : !away.data ? (
        <p className={shared.muted}>{t("loading")}</p>
      ) : (
        <>
          <h3 className={styles.subtitle}>{t("today")}</h3>
          {outToday.length === 0 ? (
            <p className={shared.muted}>{t("nobodyToday")}</p>
          ) : (
            <ul className={styles.list}>
              {outToday.map((l) => (
                <li key={l.id} className={styles.item}>
                  <span>{nameOf(l.name)}</span>
                  <span className={shared.muted}>{t("until", { end: formatDay(l.endDate) })}</span>
                </li>
              ))}
            </ul>
          )}
          <h3 className={styles.subtitle}>{t("thisWeek")}</h3>
          {later.length === 0 ? (
            <p className={shared.muted}>{t("nobodyWeek")}</p>
          ) : (
            <ul className={styles.list}>
              {later.slice(0, 6).map((l) => (
                <li key={l.id} className={styles.item}>
                  <span>{nameOf(l.name)}</span>
                  <span className={shared.muted}>
                    {l.startDate === l.endDate
                      ? formatDay(l.startDate)
                      : t("range", { start: formatDay(l.startDate), end: formatDay(l.endDate) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className={shared.row}>
        <ButtonLink href="/team-calendar">{t("calendar")}</ButtonLink>
      </div>
    </section>
  );
}
