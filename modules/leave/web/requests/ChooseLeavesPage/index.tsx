import { ButtonLink, Page, shared, useT } from "@web/kit";
import { useBalances, useLeaveLocale, useLeaveTypes } from "../data.js";
import * as styles from "../requests.css.js";

/** /choose-leaves (spec §2, every level): the company's leave types as cards with what is available of each. */
export default function ChooseLeavesPage() {
  const t = useT("leave.requests");
  const locale = useLeaveLocale();
  const types = useLeaveTypes();
  const balances = useBalances();
  const byType = new Map((balances.data?.items ?? []).map((b) => [b.leaveTypeId, b]));
  return (
    <Page
      title={t("choose.title")}
      actions={
        <ButtonLink href="/my-balance" variant="secondary">
          {t("balance.title")}
        </ButtonLink>
      }
    >
      {types.isPending ? (
        <p className={shared.muted}>{t("loading")}</p>
      ) : types.isError ? (
        <p role="alert" className={shared.errorText}>
          {types.error.message}
        </p>
      ) : types.data.length === 0 ? (
        <p className={shared.muted}>{t("noTypes")}</p>
      ) : (
        <ul className={styles.cards} aria-label={t("choose.title")}>
          {types.data.map((type) => {
            const balance = byType.get(type.id);
            const unit = t(type.unit === "hours" ? "unit.hours" : "unit.days");
            return (
              <li key={type.id} className={styles.typeCard} style={{ borderLeftColor: type.color }}>
                <h2 className={styles.cardTitle}>
                  <span className={styles.swatch} style={{ background: type.color }} aria-hidden="true" />
                  {type.title[locale]}
                </h2>
                <span className={shared.muted}>
                  {unit}
                  {type.paid ? ` · ${t("choose.paid")}` : ""}
                </span>
                {type.tracked ? (
                  <span>
                    <span className={styles.balance}>
                      {balance
                        ? t(type.unit === "hours" ? "amount.hours" : "amount.days", { n: balance.availableInUnit })
                        : "—"}
                    </span>{" "}
                    <span className={shared.muted}>{t("choose.available")}</span>
                  </span>
                ) : (
                  <span className={shared.muted}>{t("choose.untracked")}</span>
                )}
                <ButtonLink href={`/create-leave?type=${encodeURIComponent(type.id)}`} variant="primary">
                  {t("choose.request")}
                </ButtonLink>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
