import { useIntl } from "react-intl";
import { Link } from "wouter";
import { useSession, Page, type Locale } from "@web/kit";
import { countryById } from "../../../../../people/contract/countries.js";
import * as css from "../../admin.css.js";
import { usePackLocked, usePacks } from "../../lib/data.js";

/** /choose-pack (spec §2: admin): the country packs of statutory leave types; one opens with its law. */
export default function PacksPage() {
  const intl = useIntl();
  const packs = usePacks();
  const locked = usePackLocked() === true;
  const own = useSession().company?.countryId;
  const sorted = [...(packs.data ?? [])].sort((a, b) => (a.countryId === own ? -1 : b.countryId === own ? 1 : 0));
  return (
    <Page title={intl.formatMessage({ id: "leave.packs.title" })}>
      <p className={css.hint}>{intl.formatMessage({ id: "leave.packs.hint" })}</p>
      {locked && (
        <p role="status" className={css.hint}>
          {intl.formatMessage({ id: "leave.packs.locked" })}
        </p>
      )}
      {packs.isPending && <p>{intl.formatMessage({ id: "app.loading" })}</p>}
      <ul className={css.cards} style={{ listStyle: "none", padding: 0 }}>
        {sorted.map((p) => {
          const country = countryById(p.countryId);
          return (
            <li key={p.id}>
              <Link href={`/choose-pack/${p.id}`} className={css.packCard}>
                <strong>{country ? (country.name[intl.locale as Locale] ?? country.name.en) : p.countryId}</strong>
                {p.countryId === own && (
                  <>
                    {" "}
                    <span className={css.badge}>{intl.formatMessage({ id: "leave.holidays.yourCountry" })}</span>
                  </>
                )}
                <span className={css.dayNote}>
                  {intl.formatMessage({ id: "leave.packs.entries" }, { n: p.entries.length })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
