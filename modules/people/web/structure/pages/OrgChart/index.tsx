import { useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { api, Page, Tabs } from "@web/kit";
import { OrgReport } from "../../components/OrgReport/index.js";
import { OrgTree } from "../../components/OrgTree/index.js";
import { peopleKeys, useCompanyId, useCompanyProfile } from "../../lib/company.js";

/** /workforcechart (spec §2: "the product name plus chart"; admin, revisor): the org chart and its report. */
export default function OrgChartPage() {
  const intl = useIntl();
  const companyId = useCompanyId();
  const company = useCompanyProfile();
  const chart = useQuery({
    queryKey: [...peopleKeys.workers(companyId), "org-chart"],
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/org-chart", { params: { companyId }, query: {} }),
  });
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `people.orgChart.${id}` }, values);
  return (
    <Page title={t("title")}>
      <Tabs
        label={t("tabs")}
        items={[
          {
            id: "chart",
            label: t("tree"),
            content: chart.data ? (
              <OrgTree chart={chart.data} label={t("treeLabel", { company: company.data?.name ?? "" })} />
            ) : (
              <p role="status">{intl.formatMessage({ id: "app.loading" })}</p>
            ),
          },
          { id: "report", label: t("report"), content: <OrgReport /> },
        ]}
      />
    </Page>
  );
}
