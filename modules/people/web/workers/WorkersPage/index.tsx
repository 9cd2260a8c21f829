import { useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "wouter";
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
  useWorkerCard,
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
 * /workers (spec §2, every level): the company's workers with search (300 ms after typing pauses), filters by
 * department, office, role and status, pages of 5, 20 or 50, small pictures. Admins and managers get the table (a row
 * opens the profile; admins add workers here); employees get the people directory, one public card per person
 * (issue 12: the API answers them public card fields only).
 */
export default function WorkersPage() {
  const session = useSession();
  return <WorkersList isAdmin={session.level === "admin"} asDirectory={session.level === "requester"} />;
}

type Names = Array<{ id: string; name: string }>;

/** The supervisor's name on a directory card (their public card; cached per supervisor). */
function SupervisorName({ workerId }: { workerId: string }) {
  const card = useWorkerCard(workerId);
  return <>{card.data ? fullName(card.data) : ""}</>;
}

/** One person of the employees' directory: name, picture, role, department, office, contact and supervisor. */
function DirectoryCard({ worker, structure }: { worker: Worker; structure: Record<StructureKind, Names> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `people.workers.${id}` });
  const nameOf = (kind: StructureKind, id: string | undefined) => structure[kind].find((i) => i.id === id)?.name ?? "";
  const place = [nameOf("roles", worker.roleId), nameOf("departments", worker.departmentId)].filter(Boolean);
  const office = nameOf("offices", worker.officeId);
  return (
    <li className={styles.directoryCard}>
      <WorkerAvatar src={worker.avatar?.src} name={worker.name} lastName={worker.lastName} />
      <div className={styles.directoryBody}>
        <Link className={styles.directoryName} href={`/employee-profile/${worker.id}`}>
          {fullName(worker)}
        </Link>
        {place.length > 0 && <span>{place.join(" · ")}</span>}
        {office && <span className={styles.subtle}>{office}</span>}
        <a href={`mailto:${worker.email}`}>{worker.email}</a>
        {worker.phone && <a href={`tel:${worker.phone.replace(/[^+\d]/g, "")}`}>{worker.phone}</a>}
        {worker.referenceWorkerId && (
          <span className={styles.subtle}>
            {t("directory.supervisor")}: <SupervisorName workerId={worker.referenceWorkerId} />
          </span>
        )}
      </div>
    </li>
  );
}

function WorkersList({ isAdmin, asDirectory }: { isAdmin: boolean; asDirectory: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `people.workers.${id}` }, values);
  const country = useCountry();
  const company = useCompanyProfile();
  const departments = useStructure("departments").data ?? [];
  const roles = useStructure("roles").data ?? [];
  const offices = useStructure("offices").data ?? [];
  const invalidate = useInvalidateWorkers();
  const [q, setQ] = useState("");
  const [filters, setFilters] = useState<Filters>({ status: "active" });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(20);
  // `/workers?add=1` (the home page's setup checklist) opens the add dialog at once
  const [adding, setAdding] = useState(() => isAdmin && new URLSearchParams(window.location.search).has("add"));

  // the rows show public card fields only (`view: "card"`); a profile's other fields are read when it opens
  const query: WorkerListQuery = {
    ...filters,
    ...(q ? { q } : {}),
    view: "card",
    limit: pageSize,
    skip: (page - 1) * pageSize,
  };
  const list = useWorkerList(query);
  const total = list.data?.total ?? 0;
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
      {asDirectory ? (
        <>
          <ul className={styles.directory} aria-label={t("directory.label")} aria-busy={list.isPending || undefined}>
            {(list.data?.items ?? []).map((w) => (
              <DirectoryCard key={w.id} worker={w} structure={{ departments, roles, offices }} />
            ))}
          </ul>
          {list.data && list.data.items.length === 0 && (
            <p className={styles.subtle}>{intl.formatMessage({ id: "common.noResults" })}</p>
          )}
          <div className={styles.directoryPaging}>
            <span aria-live="polite">
              {intl.formatMessage(
                { id: "common.pageOf" },
                {
                  from: total ? (page - 1) * pageSize + 1 : 0,
                  to: Math.min(total, page * pageSize),
                  total,
                },
              )}
            </span>
            <Button
              variant="secondary"
              isDisabled={page <= 1}
              onPress={() => setPage(page - 1)}
              aria-label={intl.formatMessage({ id: "common.previousPage" })}
            >
              ‹
            </Button>
            <Button
              variant="secondary"
              isDisabled={page * pageSize >= total}
              onPress={() => setPage(page + 1)}
              aria-label={intl.formatMessage({ id: "common.nextPage" })}
            >
              ›
            </Button>
          </div>
        </>
      ) : (
        // the DataTable scrolls inside its own box on phones (the page never scrolls sideways)
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
      )}
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
