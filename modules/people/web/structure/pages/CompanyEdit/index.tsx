import { useState } from "react";
import { useIntl } from "react-intl";
import { Page, Tabs } from "@web/kit";
import { CompanyGeneralForm } from "../../components/CompanyGeneralForm/index.js";
import { CompanyImages } from "../../components/CompanyImages/index.js";
import { CompanySchedule } from "../../components/CompanySchedule/index.js";
import { CustomFieldsEditor } from "../../components/CustomFieldsEditor/index.js";
import { useCompanyProfile, useIsAdmin } from "../../lib/company.js";

const SECTIONS = ["general", "images", "schedules", "fields"] as const;

/**
 * /company-edit (spec §2: admin, revisor): the company's data and preferences, logo and photo, default schedule, and
 * the custom fields of the company profile and of every worker profile (admins define those).
 */
export default function CompanyEditPage() {
  const intl = useIntl();
  const profile = useCompanyProfile();
  const isAdmin = useIsAdmin();
  const [section, setSection] = useState<string>(() => {
    const asked = new URLSearchParams(location.search).get("section");
    return SECTIONS.includes(asked as (typeof SECTIONS)[number]) ? asked! : "general";
  });
  const company = profile.data;
  const t = (id: string) => intl.formatMessage({ id: `people.company.edit.${id}` });
  return (
    <Page title={t("title")}>
      {!company ? (
        <p role="status">{intl.formatMessage({ id: "app.loading" })}</p>
      ) : (
        <Tabs
          label={t("sections")}
          selectedKey={section}
          onSelectionChange={setSection}
          items={[
            // keyed by the stored record, so a save elsewhere (another tab) starts the form from what is stored
            {
              id: "general",
              label: t("general"),
              content: <CompanyGeneralForm key={company.name} company={company} />,
            },
            { id: "images", label: t("images"), content: <CompanyImages company={company} /> },
            { id: "schedules", label: t("schedules"), content: <CompanySchedule company={company} /> },
            {
              id: "fields",
              label: t("fields"),
              content: (
                <>
                  <CustomFieldsEditor
                    key={`company-${JSON.stringify(company.customFields)}`}
                    list="customFields"
                    fields={company.customFields}
                    title={intl.formatMessage({ id: "people.company.fields.company" })}
                    hint={intl.formatMessage({ id: "people.company.fields.companyHint" })}
                    canEdit={isAdmin}
                  />
                  <CustomFieldsEditor
                    key={`workers-${JSON.stringify(company.workerExtraFields)}`}
                    list="workerExtraFields"
                    fields={company.workerExtraFields}
                    title={intl.formatMessage({ id: "people.company.fields.workers" })}
                    hint={intl.formatMessage({ id: "people.company.fields.workersHint" })}
                    canEdit={isAdmin}
                  />
                </>
              ),
            },
          ]}
        />
      )}
    </Page>
  );
}
