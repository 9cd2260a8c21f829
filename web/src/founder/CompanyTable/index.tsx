import { useIntl } from "react-intl";
import { DataTable, type DataColumn, type DataTableProps } from "../../components/DataTable/index.js";
import * as styles from "../founder.css.js";
import type { FounderCompany } from "../queries.js";

/** A value with the label it needs where the row is a card (phones); on wide screens the column header says it. */
function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <span className={styles.cardLabel}>{label}:</span>
      {children}
    </>
  );
}

/** The platform's companies: name, plan, people, status and creation date; cards on phones. */
export function CompanyTable(props: Omit<DataTableProps<FounderCompany>, "columns" | "label"> & { label: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `founder.${id}` });
  const columns: DataColumn<FounderCompany>[] = [
    {
      id: "name",
      header: t("company.name"),
      isRowHeader: true,
      cell: (c) => <span className={styles.nameCell}>{c.name}</span>,
    },
    {
      id: "plan",
      header: t("company.plan"),
      cell: (c) => <Labelled label={t("company.plan")}>{intl.formatMessage({ id: `signup.plan.${c.plan}` })}</Labelled>,
    },
    {
      id: "people",
      header: t("company.people"),
      cell: (c) => (
        <Labelled label={t("company.people")}>
          {c.people === null ? t("company.peopleUnknown") : intl.formatNumber(c.people)}
        </Labelled>
      ),
    },
    {
      id: "status",
      header: t("company.status"),
      cell: (c) => (
        <Labelled label={t("company.status")}>
          <span className={styles.status[c.status]}>{t(`status.${c.status}`)}</span>
        </Labelled>
      ),
    },
    {
      id: "createdAt",
      header: t("company.createdAt"),
      cell: (c) => (
        <Labelled label={t("company.createdAt")}>
          {intl.formatDate(new Date(c.createdAt), { dateStyle: "medium" })}
        </Labelled>
      ),
    },
  ];
  return (
    <div className={styles.responsiveTable}>
      <DataTable<FounderCompany> {...props} columns={columns} />
    </div>
  );
}
