import { useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { Link } from "wouter";
import { ButtonLink, Page, applyMask } from "@web/kit";
import { CompanyTabs } from "../../components/CompanyTabs/index.js";
import { useCanWrite, useCompanyId, useCompanyProfile } from "../../lib/company.js";
import { countryById } from "../../../../contract/countries.js";
import { isoToCountry } from "../../../workers/lib/dates.js";
import { CNPJ_MASK } from "../../lib/cnpj.js";
import { imageSrc } from "../../lib/images.js";
import { departmentsKind, kindKey, officesKind, rolesKind, type StructureKind } from "../../lib/kinds.js";
import * as css from "../../structure.css.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any kind: only the total is read
type AnyKind = StructureKind<any, any>;

function CountCard({ kind, label }: { kind: AnyKind; label: string }) {
  const intl = useIntl();
  const companyId = useCompanyId();
  const count = useQuery({
    queryKey: [...kindKey(companyId, kind), "count"],
    enabled: Boolean(companyId),
    queryFn: async () => (await kind.list(companyId, { limit: 1, skip: 0 })).total,
  });
  return (
    <Link href={kind.path} className={css.cardLink}>
      <span className={css.cardTitle}>{label}</span>
      <span className={css.hint}>
        {count.data === undefined
          ? intl.formatMessage({ id: "app.loading" })
          : intl.formatMessage({ id: "people.company.count" }, { n: count.data })}
      </span>
    </Link>
  );
}

/** /company (spec §2, every level): the company at a glance and its departments, offices and roles. */
export default function CompanyPage() {
  const intl = useIntl();
  const profile = useCompanyProfile();
  const canWrite = useCanWrite();
  const company = profile.data;
  const notSet = intl.formatMessage({ id: "people.company.notSet" });
  return (
    <Page
      title={intl.formatMessage({ id: "people.company.title" })}
      actions={
        canWrite && <ButtonLink href="/company-edit">{intl.formatMessage({ id: "nav.companyEdit" })}</ButtonLink>
      }
    >
      <CompanyTabs />
      {!canWrite && <p className={css.hint}>{intl.formatMessage({ id: "people.company.readOnly" })}</p>}
      <section className={css.section} aria-labelledby="company-name">
        {company ? (
          <>
            <div className={css.companyHeader}>
              {company.logo && (
                <img
                  src={imageSrc(company.logo.src, "200x200")}
                  alt={intl.formatMessage({ id: "people.company.logoAlt" }, { name: company.name })}
                  className={css.logo}
                />
              )}
              <h2 id="company-name" className={css.sectionTitle}>
                {company.name}
              </h2>
            </div>
            <dl className={css.dl} style={{ marginTop: "1rem" }}>
              <dt className={css.dt}>{intl.formatMessage({ id: "people.company.country" })}</dt>
              <dd className={css.dd}>{intl.formatMessage({ id: `country.${company.countryId}` })}</dd>
              <dt className={css.dt}>{intl.formatMessage({ id: "people.company.foundationDate" })}</dt>
              <dd className={css.dd}>
                {isoToCountry(company.foundationDate, countryById(company.countryId)?.dateFormat ?? "DD/MM/YYYY") ||
                  notSet}
              </dd>
              <dt className={css.dt}>
                {intl.formatMessage({
                  id: company.countryId === "br" ? "people.company.edit.identityCardBr" : "people.company.identityCard",
                })}
              </dt>
              <dd className={css.dd}>
                {!company.identityCard
                  ? notSet
                  : company.countryId === "br"
                    ? applyMask(company.identityCard, CNPJ_MASK)
                    : company.identityCard}
              </dd>
              <dt className={css.dt}>{intl.formatMessage({ id: "people.company.lunchTime" })}</dt>
              <dd className={css.dd}>
                {company.lunchTime === undefined
                  ? notSet
                  : intl.formatMessage({ id: "people.company.minutes" }, { n: company.lunchTime })}
              </dd>
            </dl>
          </>
        ) : (
          <p role="status" id="company-name">
            {intl.formatMessage({ id: "app.loading" })}
          </p>
        )}
      </section>
      <div className={css.cards}>
        <CountCard kind={departmentsKind} label={intl.formatMessage({ id: "nav.departments" })} />
        <CountCard kind={officesKind} label={intl.formatMessage({ id: "nav.offices" })} />
        <CountCard kind={rolesKind} label={intl.formatMessage({ id: "nav.roles" })} />
      </div>
    </Page>
  );
}
