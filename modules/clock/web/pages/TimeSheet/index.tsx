import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import {
  api,
  Button,
  DateRangePicker,
  messageOf,
  Page,
  ProgressBar,
  quickRange,
  SelectField,
  toDayRange,
  useCompanyToday,
  useSession,
  useT,
  type PickerRange,
} from "@web/kit";
import * as css from "../../overtime.css.js";
import { useCompanyId, useDay, useHours, type ExportData, type TimeSheetData } from "../../overtime-data.js";

const ALL = "all";
/** People drawn at first, and per "show more": a whole company's month is thousands of tables. */
export const PEOPLE_PER_STEP = 25;

/**
 * The time-sheet report (issue 13 "Reports": admin, revisor): per person and day the punches and corrections, worked,
 * expected, overtime, bank movement and absences, for a period (quick ranges) and a department or office; exported to
 * Excel or to a PDF with one page per person to sign, built by a job whose progress shows here.
 */
export default function TimeSheetPage() {
  const t = useT("clock.timeSheet");
  const companyId = useCompanyId();
  const today = useCompanyToday();
  const [range, setRange] = useState<PickerRange | null>(() => quickRange("last-month", today));
  const [departmentId, setDepartmentId] = useState(ALL);
  const [officeId, setOfficeId] = useState(ALL);
  const departments = useQuery({
    queryKey: ["clock", companyId, "overtime", "departments"],
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/departments", { params: { companyId }, query: { limit: 50, skip: 0 } }),
  });
  const offices = useQuery({
    queryKey: ["clock", companyId, "overtime", "offices"],
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/offices", { params: { companyId }, query: { limit: 50, skip: 0 } }),
  });
  const period = range ? toDayRange(range) : null;
  const filters = period
    ? {
        from: period.startDate,
        to: period.endDate,
        ...(departmentId !== ALL ? { departmentId } : {}),
        ...(officeId !== ALL ? { officeId } : {}),
      }
    : null;
  const report = useMutation({
    meta: { quiet: true },
    mutationFn: (body: NonNullable<typeof filters>) =>
      api.post("/api/companies/{companyId}/clock/time-sheet-report", { params: { companyId }, body }),
  });
  const [exportId, setExportId] = useState<string | null>(null);
  const start = useMutation({
    meta: { quiet: true },
    mutationFn: (input: { format: "xlsx" | "pdf"; filters: NonNullable<typeof filters> }) =>
      api.post("/api/companies/{companyId}/clock/time-sheet-report/exports", { params: { companyId }, body: input }),
    onSuccess: (created) => setExportId(created.id),
  });
  const listOf = (data: unknown): Array<{ id: string; name: string }> => {
    const items = Array.isArray(data) ? data : ((data as { items?: unknown[] } | undefined)?.items ?? []);
    return (items as Array<{ id?: string; _id?: string; name?: string }>).map((d) => ({
      id: String(d.id ?? d._id ?? ""),
      name: String(d.name ?? ""),
    }));
  };

  return (
    <Page title={t("title")}>
      <p className={css.hint}>{t("hint")}</p>
      <form
        noValidate
        className={css.toolbar}
        onSubmit={(e) => {
          e.preventDefault();
          if (filters) report.mutate(filters);
        }}
      >
        <div className={css.toolbarItem}>
          <DateRangePicker label={t("period")} value={range} onChange={setRange} isRequired />
        </div>
        <div className={css.toolbarItem}>
          <SelectField
            label={t("department")}
            value={departmentId}
            onChange={setDepartmentId}
            options={[
              { id: ALL, label: t("all") },
              ...listOf(departments.data).map((d) => ({ id: d.id, label: d.name })),
            ]}
          />
        </div>
        <div className={css.toolbarItem}>
          <SelectField
            label={t("office")}
            value={officeId}
            onChange={setOfficeId}
            options={[{ id: ALL, label: t("all") }, ...listOf(offices.data).map((d) => ({ id: d.id, label: d.name }))]}
          />
        </div>
        <div className={css.actions}>
          <Button type="submit" isPending={report.isPending} isDisabled={!filters}>
            {t("show")}
          </Button>
          <Button
            variant="secondary"
            isDisabled={!filters || start.isPending}
            onPress={() => filters && start.mutate({ format: "xlsx", filters })}
          >
            {t("excel")}
          </Button>
          <Button
            variant="secondary"
            isDisabled={!filters || start.isPending}
            onPress={() => filters && start.mutate({ format: "pdf", filters })}
          >
            {t("pdf")}
          </Button>
        </div>
      </form>
      {start.isError && <p role="alert">{messageOf(start.error)}</p>}
      {exportId && <ExportProgress key={exportId} exportId={exportId} />}
      {report.isError && <p role="alert">{messageOf(report.error)}</p>}
      {report.data && <Report key={report.submittedAt} report={report.data} />}
    </Page>
  );
}

/** The export's progress bar, read again every second until the file is ready; then its download link. */
function ExportProgress({ exportId }: { exportId: string }) {
  const t = useT("clock.timeSheet");
  const companyId = useCompanyId();
  const progress = useQuery({
    queryKey: ["clock", companyId, "overtime", "export", exportId],
    queryFn: () =>
      api.get("/api/companies/{companyId}/clock/time-sheet-report/exports/{exportId}", {
        params: { companyId, exportId },
      }),
    refetchInterval: (query) => {
      const status = (query.state.data as ExportData | undefined)?.status;
      return status === "done" || status === "failed" ? false : 1000;
    },
  });
  const data = progress.data;
  return (
    <section className={css.section} aria-live="polite">
      <ProgressBar label={t("export.label")} value={data?.progress ?? 0} />
      {data?.status === "done" && (
        <p>
          <a
            className={css.download}
            href={`/api/companies/${companyId}/clock/time-sheet-report/exports/${exportId}/file`}
            download={data.fileName}
          >
            {t("export.download", { name: data.fileName ?? "" })}
          </a>
        </p>
      )}
      {data?.status === "failed" && <p role="alert">{t("export.failed")}</p>}
    </section>
  );
}

/**
 * The report on screen: the first people's tables, more on request (the files hold everyone). Punch times in the
 * company's time zone, as the files and the payroll read them, whatever the viewer's device says.
 */
function Report({ report }: { report: TimeSheetData }) {
  const t = useT("clock.timeSheet");
  const hours = useHours();
  const day = useDay();
  const intl = useIntl();
  const zone = useSession().company?.timeZone;
  const [shown, setShown] = useState(PEOPLE_PER_STEP);
  const time = (iso: string) => intl.formatTime(iso, { hour: "2-digit", minute: "2-digit", timeZone: zone });
  const people = report.people.slice(0, shown);
  const left = report.people.length - people.length;
  return (
    <section className={css.section} aria-labelledby="ts-result">
      <h2 id="ts-result" className={css.sectionTitle}>
        {t("result", { n: report.people.length })}
        {report.closed ? ` · ${t("closed")}` : ""}
      </h2>
      {people.map((p) => (
        <div key={p.userId} className={css.person}>
          <h3 className={css.personTitle}>
            {p.name} · {t("totals", { worked: hours(p.totals.workedMinutes), bank: hours(p.totals.bankMinutes) })}
          </h3>
          <div className={css.scrollX} tabIndex={0} role="region" aria-label={p.name}>
            <table className={css.table}>
              <thead>
                <tr>
                  {(["day", "punches", "worked", "expected", "overtime", "undertime", "bank", "absence"] as const).map(
                    (c) => (
                      <th key={c} className={css.th} scope="col">
                        {t(`col.${c}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {p.days.map((d) => (
                  <tr key={d.day}>
                    <td className={css.td}>{day(d.day)}</td>
                    <td className={css.td}>
                      {d.punches.map((x) => `${time(x.at)}${x.correction ? "*" : ""}`).join(" ")}
                    </td>
                    <td className={css.td}>{hours(d.workedMinutes)}</td>
                    <td className={css.td}>{hours(d.expectedMinutes)}</td>
                    <td className={css.td}>{d.overtimeMinutes ? hours(d.overtimeMinutes) : ""}</td>
                    <td className={css.td}>{d.undertimeMinutes ? hours(d.undertimeMinutes) : ""}</td>
                    <td className={css.td}>{d.bankMinutes ? hours(d.bankMinutes) : ""}</td>
                    <td className={css.td}>{d.absence ?? (d.incomplete ? t("incomplete") : "")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
      {left > 0 && (
        <div className={css.more}>
          <p className={css.muted}>{t("shown", { shown: people.length, n: report.people.length })}</p>
          <Button variant="secondary" onPress={() => setShown((n) => n + PEOPLE_PER_STEP)}>
            {t("more", { n: Math.min(left, PEOPLE_PER_STEP) })}
          </Button>
        </div>
      )}
      <p className={css.muted}>{t("legend")}</p>
    </section>
  );
}
