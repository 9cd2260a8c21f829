import { useIntl } from "react-intl";
import { Link } from "wouter";
import { useSession, Page, type Locale } from "@web/kit";
import { countries } from "../../../../../people/contract/countries.js";
import * as css from "../../admin.css.js";

/** /holidays (spec §2: admin, revisor, requester): the countries whose holidays can be read, the company's first. */
export default function HolidaysPage() {
  const intl = useIntl();
  const own = useSession().company?.countryId;
  const sorted = [...countries].sort((a, b) => (a.id === own ? -1 : b.id === own ? 1 : 0));
  return (
    <Page title={intl.formatMessage({ id: "leave.holidays.title" })}>
      <p className={css.hint}>{intl.formatMessage({ id: "leave.holidays.hint" })}</p>
      <nav aria-label={intl.formatMessage({ id: "leave.holidays.countries" })}>
        <ul className={css.cards} style={{ listStyle: "none", padding: 0 }}>
          {sorted.map((c) => (
            <li key={c.id}>
              <Link href={`/holidays/${c.id}`} className={css.packCard}>
                <strong>{c.name[intl.locale as Locale] ?? c.name.en}</strong>
                {c.id === own && (
                  <>
                    {" "}
                    <span className={css.badge}>{intl.formatMessage({ id: "leave.holidays.yourCountry" })}</span>
                  </>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
