import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Form } from "react-aria-components";
import { useIntl } from "react-intl";
import type { ApiRequestBody, ApiResponse } from "../../../../../../sdk/src/index.js";
import { api, ApiError, Button, Checkbox, DataTable, type PageSize, SelectField, notify } from "@web/kit";
import { WORKER_STATUSES } from "../../../../contract/workers.js";
import { countryById } from "../../../../contract/countries.js";
import { useStructure, type StructureKind } from "../../../workers/data.js";
import { WorkerPicker } from "../../../workers/components/WorkerPicker/index.js";
import { isoToCountry } from "../../../workers/lib/dates.js";
import { useCompanyId, useCompanyProfile } from "../../lib/company.js";
import { saveBlob } from "../../lib/download.js";
import * as css from "../../structure.css.js";

type Filters = ApiRequestBody<"post", "/api/companies/{companyId}/report">;
type Report = ApiResponse<"post", "/api/companies/{companyId}/report">;
type Row = Report["rows"][number];

const ANY = "any";
const EXCEL_NAME = "org-chart-report.xlsx";

function StructureFilter({
  kind,
  label,
  value,
  onChange,
}: {
  kind: StructureKind;
  label: string;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const intl = useIntl();
  const items = useStructure(kind);
  return (
    <SelectField
      label={label}
      options={[
        { id: ANY, label: intl.formatMessage({ id: "people.orgChart.any" }) },
        ...(items.data ?? []).map((i) => ({ id: i.id, label: i.name })),
      ]}
      value={value ?? ANY}
      onChange={(id) => onChange(id === ANY ? undefined : id)}
    />
  );
}

/**
 * The org-chart report (spec §7 POST /report and its excel variant): the workers a filter picks, as a table and as an
 * Excel download. Spec §5: a filter leaving fewer than 6 workers is refused to protect personal data; the server's
 * message says so, shown in place of the table.
 */
export function OrgReport() {
  const intl = useIntl();
  const companyId = useCompanyId();
  const company = useCompanyProfile();
  const dateFormat = countryById(company.data?.countryId ?? "")?.dateFormat ?? "DD/MM/YYYY";
  const [filters, setFilters] = useState<Filters>({ status: "active" });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(20);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `people.orgChart.${id}` }, values);

  const report = useMutation({
    meta: { quiet: true },
    mutationFn: (body: Filters) => api.post("/api/companies/{companyId}/report", { params: { companyId }, body }),
    onSuccess: () => setPage(1),
  });
  const excel = useMutation({
    meta: { quiet: true },
    mutationFn: (body: Filters) =>
      api.post("/api/companies/{companyId}/report/excel", { params: { companyId }, body, parseAs: "blob" }),
    onSuccess: (blob) => {
      saveBlob(blob, EXCEL_NAME);
      notify("positive", t("exported"));
    },
  });
  // the report of the whole company at first
  const { mutate } = report;
  useEffect(() => {
    if (companyId) mutate({ status: "active" });
  }, [companyId, mutate]);

  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const failure = excel.error ?? report.error;
  const refused = failure instanceof ApiError && failure.code === "REPORT_MIN_WORKERS";
  const rows = report.data?.rows ?? [];
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);
  const notSet = "—";

  return (
    <div>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          excel.reset();
          report.mutate(filters);
        }}
        aria-label={t("filters")}
      >
        <section className={css.section} aria-labelledby="report-filters">
          <h2 id="report-filters" className={css.sectionTitle}>
            {t("filters")}
          </h2>
          <div className={css.formGrid}>
            <StructureFilter
              kind="departments"
              label={t("department")}
              value={filters.departmentId}
              onChange={(departmentId) => set({ departmentId })}
            />
            <StructureFilter
              kind="offices"
              label={t("office")}
              value={filters.officeId}
              onChange={(officeId) => set({ officeId })}
            />
            <StructureFilter
              kind="roles"
              label={t("role")}
              value={filters.roleId}
              onChange={(roleId) => set({ roleId })}
            />
            <SelectField
              label={t("status")}
              options={WORKER_STATUSES.map((s) => ({ id: s, label: t(`status.${s}`) }))}
              value={filters.status ?? "active"}
              onChange={(status) => set({ status: status as Filters["status"] })}
            />
            <div className={css.span2Wide}>
              <WorkerPicker
                label={t("col.supervisor")}
                value={filters.supervisorId ?? null}
                onChange={(supervisorId) => set({ supervisorId: supervisorId ?? undefined })}
              />
            </div>
            <div style={{ alignSelf: "center" }}>
              <Checkbox
                isSelected={filters.includeIndirect === true}
                isDisabled={!filters.supervisorId}
                onChange={(includeIndirect) => set({ includeIndirect })}
              >
                {t("indirect")}
              </Checkbox>
            </div>
          </div>
          <div className={css.actions}>
            <Button
              variant="secondary"
              isDisabled={excel.isPending}
              onPress={() => {
                report.reset();
                excel.mutate(filters);
              }}
            >
              {t("export")}
            </Button>
            <Button type="submit" isDisabled={report.isPending}>
              {t("run")}
            </Button>
          </div>
        </section>
      </Form>
      {failure ? (
        <div role="alert" className={refused ? css.info : css.alert}>
          <strong>{failure.message}</strong>
          {refused && <p style={{ margin: "0.25rem 0 0" }}>{t("refused")}</p>}
        </div>
      ) : (
        <section aria-labelledby="report-table">
          <h2 id="report-table" className={css.sectionTitle}>
            {t("reportTable")}
            {report.data ? ` · ${t("total", { n: report.data.total })}` : ""}
          </h2>
          <div className={css.scrollX}>
            <DataTable<Row>
              label={t("reportTable")}
              columns={[
                {
                  id: "name",
                  header: t("col.name"),
                  isRowHeader: true,
                  cell: (r) => [r.name, r.lastName].filter(Boolean).join(" "),
                },
                { id: "email", header: t("col.email"), cell: (r) => r.email },
                { id: "role", header: t("col.role"), cell: (r) => r.role ?? notSet },
                { id: "department", header: t("col.department"), cell: (r) => r.department ?? notSet },
                { id: "office", header: t("col.office"), cell: (r) => r.office ?? notSet },
                { id: "supervisor", header: t("col.supervisor"), cell: (r) => r.supervisor ?? notSet },
                {
                  id: "startDate",
                  header: t("col.startDate"),
                  cell: (r) => isoToCountry(r.startDateAtCompany, dateFormat) || notSet,
                },
                {
                  id: "status",
                  header: t("col.status"),
                  cell: (r) =>
                    (WORKER_STATUSES as readonly string[]).includes(r.status) ? t(`status.${r.status}`) : r.status,
                },
              ]}
              rows={shown}
              total={rows.length}
              page={page}
              pageSize={pageSize}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
              isLoading={report.isPending}
            />
          </div>
        </section>
      )}
    </div>
  );
}
