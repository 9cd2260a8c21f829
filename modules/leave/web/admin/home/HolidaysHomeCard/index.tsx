import { ButtonLink, shared, useCompanyToday, useSession, useT } from "@web/kit";
import { useFormatDay } from "../../lib/data.js";
import { useUpcomingHolidays } from "../data.js";
import * as styles from "../home.css.js";

/** The company country's next holidays (`home.cards`, every level, issue 12). */
export default function HolidaysHomeCard() {
  const t = useT("leave.home");
  const formatDay = useFormatDay();
  const countryId = useSession().company?.countryId ?? "";
  const holidays = useUpcomingHolidays(useCompanyToday());
  const next = (holidays.data ?? []).slice(0, 4);
  return (
    <section className={shared.card} aria-labelledby="leave-home-holidays-title">
      <h2 id="leave-home-holidays-title">{t("holidaysTitle")}</h2>
      {holidays.isError ? (
        <p className={shared.muted}>{t("error")}</p>
      ) : !holidays.data ? (
        <p className={shared.muted}>{t("loading")}</p>
      ) : next.length === 0 ? (
        <p className={shared.muted}>{t("noHolidays")}</p>
      ) : (
        <ul className={styles.list}>
          {next.map((h) => (
            <li key={`${h.date}-${h.name}`} className={styles.item}>
              <span>{h.name}</span>
              <span className={shared.muted}>
                {formatDay(h.date, { weekday: "short", day: "numeric", month: "short" })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {countryId && (
        <div className={shared.row}>
          <ButtonLink href={`/holidays/${countryId}`}>{t("allHolidays")}</ButtonLink>
        </div>
      )}
    </section>
  );
}
