import { useState } from "react";
import { useIntl } from "react-intl";
import {
  useSession,
  Button,
  ButtonLink,
  DataTable,
  type DataColumn,
  type PageSize,
  Page,
  SearchField,
  SelectField,
  NotFound,
  shared,
} from "@web/kit";
import { WORKER_STATUSES } from "../../../contract/workers.js";
import { AddWorkerDialog } from "../components/AddWorkerDialog/index.js";
import { WorkerAvatar } from "../components/WorkerAvatar/index.js";
import {
  fullName,
  useCompanyProfile,
  useCountry,
  useInvalidateWorkers,
  useStructure,
  useWorkerList,
  canListWorkers,
  type StructureKind,
  type Worker,
  type WorkerListQuery,
} from "../data.js";
import * as styles from "../workers.css.js";

const ALL = "all";
/** Where the company settings page keeps the schedule new workers start with (structure/components/CompanySchedule). */
const DEFAULT_SCHEDULE_SETTING = "defaultSchedule";
type Filters = Pick<WorkerListQuery, "departmentId" | "officeId" | "roleId" | "status">;

function StructureFilter({
  kind,
  label,
  allLabel,
  value,
  onChange,
}: {
  kind: StructureKind;
  label: string;
  allLabel: string;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const items = useStructure(kind).data ?? [];
  return (
    <div className={styles.filter}>
      <SelectField
        label={label}
        options={[{ id: ALL, label: allLabel }, ...items.map((i) => ({ id: i.id, label: i.name }))]}
        value={value ?? ALL}
        onChange={(id) => onChange(id === ALL ? undefined : id)}
      />
    </div>
  );
}

/**
 * /workers (spec §2): the company's workers with search (300 ms after typing pauses), filters by department, office,
 * role and status, pages of 5, 20 or 50, small pictures; a row opens the profile. Admins add workers here. The API
 * lists workers for admins and managers only, so an employee meets the not-found page.
 */
export default function WorkersPage() {
  const session = useSession();
  if (!canListWorkers(session.level)) return <NotFound />;
  return <WorkersList isAdmin={session.level === "admin"} />;
}

function WorkersList({ isAdmin }: { isAdmin: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `people.workers.${id}` }, values);
  const country = useCountry();
  const company = useCompanyProfile();
  const departments = useStructure("departments").data ?? [];
  const roles = useStructure("roles").data ?? [];
  const invalidate = useInvalidateWorkers();
  const [q, setQ] = useState("");
  const [filters, setFilters] = useState<Filters>({ status: "active" });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(20);
  // `/workers?add=1` (the home page's setup checklist) opens the add dialog at once
  const [adding, setAdding] = useState(() => isAdmin && new URLSearchParams(window.location.search).has("add"));

  const query: WorkerListQuery = { ...filters, ...(q ? { q } : {}), limit: pageSize, skip: (page - 1) * pageSize };
  const list = useWorkerList(query);
  const filter = (patch: Filters) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const nameOf = (items: Array<{ id: string; name: string }>, id: string | undefined) =>
    items.find((i) => i.id === id)?.name ?? "";

  const columns: DataColumn<Worker>[] = [
    {
      id: "name",
      header: t("column.name"),
      isRowHeader: true,
      cell: (w) => (
        <span className={styles.nameCell}>
          <WorkerAvatar src={w.avatar?.src} name={w.name} lastName={w.lastName} />
          <span className={styles.nameText}>
            <span>{fullName(w)}</span>
            {w.nickname && <span className={styles.subtle}>{w.nickname}</span>}
          </span>
        </span>
      ),
    },
    { id: "email", header: t("column.email"), cell: (w) => w.email },
    { id: "department", header: t("column.department"), cell: (w) => nameOf(departments, w.departmentId) },
    { id: "role", header: t("column.role"), cell: (w) => nameOf(roles, w.roleId) },
    {
      id: "status",
      header: t("column.status"),
      cell: (w) => <span className={styles.badge[w.status]}>{t(`status.${w.status}`)}</span>,
    },
  ];

  return (
    <Page
      title={intl.formatMessage({ id: "nav.workers" })}
      actions={isAdmin && <Button onPress={() => setAdding(true)}>{t("add")}</Button>}
    >
      <div className={styles.filters} role="search" aria-label={t("filters")}>
        <div className={styles.searchBox}>
          <SearchField
            label={t("search")}
            onSearch={(text) => {
              setQ(text);
              setPage(1);
            }}
          />
        </div>
        <StructureFilter
          kind="departments"
          label={t("filter.department")}
          allLabel={t("filter.allDepartments")}
          value={filters.departmentId}
          onChange={(departmentId) => filter({ departmentId })}
        />
        <StructureFilter
          kind="offices"
          label={t("filter.office")}
          allLabel={t("filter.allOffices")}
          value={filters.officeId}
          onChange={(officeId) => filter({ officeId })}
        />
        <StructureFilter
          kind="roles"
          label={t("filter.role")}
          allLabel={t("filter.allRoles")}
          value={filters.roleId}
          onChange={(roleId) => filter({ roleId })}
        />
        <div className={styles.filter}>
          <SelectField
            label={t("filter.status")}
            options={[
              { id: ALL, label: t("filter.allStatuses") },
              ...WORKER_STATUSES.map((s) => ({ id: s, label: t(`status.${s}`) })),
            ]}
            value={filters.status ?? ALL}
            onChange={(id) => filter({ status: id === ALL ? undefined : (id as Filters["status"]) })}
          />
        </div>
      </div>
      {isAdmin &&
        !q &&
        !filters.departmentId &&
        !filters.officeId &&
        !filters.roleId &&
        (list.data?.total ?? 2) <= 1 && (
          <section className={shared.card} aria-labelledby="workers-empty-title">
            <h2 id="workers-empty-title">{t("empty.title")}</h2>
            <p className={shared.muted}>{t("empty.hint")}</p>
            <div className={shared.row}>
              <Button variant="primary" onPress={() => setAdding(true)}>
                {t("empty.add")}
              </Button>
              <ButtonLink href="/workers/import">{t("empty.import")}</ButtonLink>
            </div>
          </section>
        )}
      <DataTable
        label={t("tableLabel")}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        rowHref={(w) => `/workers/${w.id}`}
        isLoading={list.isPending}
      />
      {isAdmin && (
        <AddWorkerDialog
          isOpen={adding}
          onClose={() => setAdding(false)}
          onCreated={() => void invalidate()}
          country={country}
          extraFields={company.data?.workerExtraFields ?? []}
          defaultSchedule={company.data?.settings[DEFAULT_SCHEDULE_SETTING] as Worker["schedule"] | undefined}
        />
      )}
    </Page>
  );
}
