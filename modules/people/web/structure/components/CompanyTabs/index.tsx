import { useIntl } from "react-intl";
import { LinkTabs } from "@web/kit";

/** The sub-pages of /company (spec §2: departments, offices, roles), each at its own address. */
export function CompanyTabs() {
  const intl = useIntl();
  return (
    <LinkTabs
      label={intl.formatMessage({ id: "people.company.sections" })}
      items={[
        { href: "/company", label: intl.formatMessage({ id: "people.company.overview" }) },
        { href: "/company/departments", label: intl.formatMessage({ id: "nav.departments" }) },
        { href: "/company/offices", label: intl.formatMessage({ id: "nav.offices" }) },
        { href: "/company/roles", label: intl.formatMessage({ id: "nav.roles" }) },
      ]}
    />
  );
}
