import { useIntl } from "react-intl";
import { Button } from "../../components/Button/index.js";
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

/**
 * The platform's companies: name, plan, people, modules, status, last activity and creation date, and the way to view
 * a live one as its admin for support (`onViewAs`); cards on phones.
 */
export function CompanyTable({
  onViewAs,
  ...props
}: Omit<DataTableProps<FounderCompany>, "columns" | "label"> & {
  label: string;
  onViewAs?: (company: FounderCompany) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `founder.${id}` }, values);
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
      id: "modules",
      header: t("company.modules"),
      cell: (c) => (
        <Labelled label={t("company.modules")}>
          <span title={c.modules.disabled.join(", ") || undefined}>
            {t("company.modulesOn", { enabled: c.modules.enabled, total: c.modules.total })}
          </span>
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
      id: "lastActivityAt",
      header: t("company.lastActivity"),
      cell: (c) => (
        <Labelled label={t("company.lastActivity")}>
          {c.lastActivityAt
            ? intl.formatDate(new Date(c.lastActivityAt), { dateStyle: "medium", timeStyle: "short" })
            : t("company.noActivity")}
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
    ...(onViewAs
      ? [
          {
            id: "support",
            header: t("company.support"),
            cell: (c: FounderCompany) =>
              c.status === "active" ? (
                <Button
                  variant="secondary"
                  onPress={() => onViewAs(c)}
                  aria-label={t("viewAs.open", { company: c.name })}
                >
                  {t("viewAs.button")}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <div className={styles.responsiveTable}>
      <DataTable<FounderCompany> {...props} columns={columns} />
    </div>
  );
}
