import { useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { api, useSession, ButtonLink, shared as styles } from "@web/kit";

/**
 * The people card on the home page (`home.cards` slot): how many people are active, with the ways in, for
 * admins and managers (who may list workers); the way to one's own profile for everyone.
 */
export default function PeopleHomeCard() {
  const intl = useIntl();
  const session = useSession();
  const companyId = session.company?.id ?? "";
  const leads = session.level === "admin" || session.level === "revisor";
  const active = useQuery({
    queryKey: ["people", companyId, "workers", "list", { status: "active", limit: 5, home: true }],
    enabled: leads && Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/workers", {
        params: { companyId },
        query: { status: "active", view: "card", limit: 5, skip: 0 },
      }),
  });
  return (
    <section className={styles.card} aria-labelledby="people-home-title">
      <h2 id="people-home-title">{intl.formatMessage({ id: "people.home.title" })}</h2>
      {leads ? (
        <>
          <p>
            {active.data
              ? intl.formatMessage({ id: "people.home.active" }, { count: active.data.total })
              : intl.formatMessage({ id: "app.loading" })}
          </p>
          <div className={styles.row}>
            <ButtonLink href="/workers" variant="primary">
              {intl.formatMessage({ id: "people.home.workers" })}
            </ButtonLink>
            <ButtonLink href="/workforcechart">{intl.formatMessage({ id: "people.home.orgChart" })}</ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p className={styles.muted}>{intl.formatMessage({ id: "people.home.profileHint" })}</p>
          <ButtonLink href="/employee-profile" variant="primary">
            {intl.formatMessage({ id: "people.home.profile" })}
          </ButtonLink>
        </>
      )}
    </section>
  );
}
