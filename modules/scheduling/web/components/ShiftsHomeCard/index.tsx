import { ButtonLink, shared as styles, useT } from "@web/kit";
import { hhmm, useFormatDay, useMyShifts } from "../../lib/data.js";

/** The home page card (`home.cards`): my next published shifts and open shifts to claim, and the way in. */
export default function ShiftsHomeCard() {
  const t = useT("scheduling.home");
  const formatDay = useFormatDay();
  const mine = useMyShifts();
  const next = mine.data?.items.slice(0, 3) ?? [];
  return (
    <section className={styles.card} aria-labelledby="scheduling-home-title">
      <h2 id="scheduling-home-title">{t("title")}</h2>
      {mine.data && next.length === 0 && <p>{t("none")}</p>}
      {next.length > 0 && (
        <ul>
          {next.map((s) => (
            <li key={s.id}>
              {formatDay(s.date)} · {hhmm(s.start)}–{hhmm(s.end)}
            </li>
          ))}
        </ul>
      )}
      {(mine.data?.openShifts.length ?? 0) > 0 && <p>{t("open", { count: mine.data!.openShifts.length })}</p>}
      <ButtonLink href="/schedule-management-order" variant="primary">
        {t("link")}
      </ButtonLink>
    </section>
  );
}
