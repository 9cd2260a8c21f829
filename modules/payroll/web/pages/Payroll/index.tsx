import { useState } from "react";
import { useIntl } from "react-intl";
import type { PeriodItem } from "../../../contract/index.js";
import {
  exportHref,
  useApprove,
  useCompanyId,
  useMonthReceipts,
  usePeriod,
  usePeriods,
  useReview,
  useSalaryChange,
  useUploadReceipts,
} from "../../queries.js";
import {
  Button,
  Checkbox,
  DataTable,
  FileUpload,
  messageOf,
  notify,
  NumberField,
  Page,
  SelectField,
  shared as styles,
  TextField,
  useSession,
  useT,
} from "@web/kit";

type Row = PeriodItem & { id: string };

const hours = (minutes: number) => (minutes / 60).toFixed(1);

/**
 * /payroll: a month's payroll period. Admins see pay, mark each line reviewed, approve the period (its payroll leaves
 * become approved-payroll), export it, change pay with a justification and upload the month's payslips; managers see
 * their team's hours and leaves, without pay (the server leaves pay out of their answer).
 */
export default function PayrollPage() {
  const t = useT("payroll.period");
  const intl = useIntl();
  const { level } = useSession();
  const statusLabel = (status: string) => (status === "approved" ? t("status.approved") : t("status.open"));
  const sourceLabel = (source: string) =>
    source === "payroll"
      ? t("source.payroll")
      : source === "clock"
        ? t("source.clock")
        : source === "leave"
          ? t("source.leave")
          : t("source.people");
  const isAdmin = level === "admin";
  const companyId = useCompanyId();
  const periods = usePeriods();
  const [chosen, setChosen] = useState<string | null>(null);
  // the newest month that has ended is the one to review; the current month is still running
  const month = chosen ?? periods.data?.items[1]?.month ?? periods.data?.items[0]?.month ?? null;
  const period = usePeriod(month);
  const review = useReview(month ?? "");
  const approve = useApprove(month ?? "", { onSuccess: () => notify("positive", t("approved")) });
  const data = period.data;
  const open = data?.status === "open";
  const allReviewed = data ? data.reviewed === data.items.length : false;
  const rows: Row[] = (data?.items ?? []).map((i) => ({ ...i, id: i.userId }));
  const money = (value: number | undefined) =>
    value === undefined ? "—" : intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <Page title={t("title")}>
      <p className={styles.muted}>{isAdmin ? t("hintAdmin") : t("hintManager")}</p>
      <SelectField
        label={t("month")}
        value={month}
        onChange={setChosen}
        options={(periods.data?.items ?? []).map((p) => ({
          id: p.month,
          label: `${p.month} · ${statusLabel(p.status)}`,
        }))}
      />
      {data && (
        <section className={styles.card} aria-labelledby="payroll-summary">
          <h2 id="payroll-summary">{t("summaryTitle", { month: data.month })}</h2>
          <p role="status">
            {t("summary", {
              status: statusLabel(data.status),
              reviewed: data.reviewed,
              total: data.items.length,
            })}{" "}
            {data.closesOn ? t("closesOn", { day: data.closesOn }) : null} {data.overdue ? t("overdue") : null}
          </p>
          {isAdmin && (
            <div className={styles.row}>
              {open && (
                <Button
                  variant="secondary"
                  isDisabled={review.isPending || rows.length === 0 || allReviewed}
                  onPress={() => review.mutate({ userIds: rows.map((r) => r.userId), reviewed: true })}
                >
                  {t("reviewAll")}
                </Button>
              )}
              {open && (
                <Button
                  isDisabled={approve.isPending || !allReviewed || rows.length === 0}
                  onPress={() => approve.mutate()}
                >
                  {t("approve")}
                </Button>
              )}
              <a className={styles.standaloneLink} href={exportHref(companyId, data.month, "csv")} download>
                {t("exportCsv")}
              </a>
              <a className={styles.standaloneLink} href={exportHref(companyId, data.month, "xlsx")} download>
                {t("exportXlsx")}
              </a>
            </div>
          )}
          {approve.error ? <p role="alert">{messageOf(approve.error)}</p> : null}
        </section>
      )}
      <DataTable<Row>
        label={t("tableLabel")}
        rows={rows}
        isLoading={period.isLoading}
        columns={[
          { id: "name", header: t("person"), isRowHeader: true, cell: (r) => r.name },
          ...(isAdmin
            ? [
                { id: "salary", header: t("salary"), cell: (r: Row) => money(r.salary) },
                { id: "variablePay", header: t("variablePay"), cell: (r: Row) => money(r.variablePay) },
              ]
            : []),
          {
            id: "hours",
            header: t("hours"),
            cell: (r) => t("hoursValue", { worked: hours(r.workedMinutes), expected: hours(r.expectedMinutes) }),
          },
          {
            id: "overtime",
            header: t("overtime"),
            cell: (r) =>
              t("overtimeValue", { paid: hours(r.overtimeMinutes), pending: hours(r.pendingOvertimeMinutes) }),
          },
          {
            id: "leaves",
            header: t("leaves"),
            cell: (r) =>
              r.leaves.length === 0
                ? "—"
                : r.leaves
                    .map(
                      (l) =>
                        `${(l.typeTitle as Record<string, string>)[intl.locale] ?? l.typeTitle.en} (${t("days", { count: l.days })}, ${l.status === "approved-payroll" ? t("leaveSent") : t("leaveApproved")})`,
                    )
                    .join("; "),
          },
          {
            id: "events",
            header: t("events"),
            cell: (r) =>
              [
                r.admission ? t("admission", { day: r.admission }) : null,
                r.termination ? t("termination", { day: r.termination.lastDayWork }) : null,
              ]
                .filter(Boolean)
                .join(" ") || "—",
          },
          {
            id: "changes",
            header: t("changes"),
            cell: (r) =>
              r.changes.length === 0
                ? "—"
                : r.changes
                    .map((c) => `${c.field}: ${c.before ?? ""} → ${c.after ?? ""} (${sourceLabel(c.source)})`)
                    .join("; "),
          },
          {
            id: "reviewed",
            header: t("reviewed"),
            cell: (r) =>
              isAdmin && open ? (
                <Checkbox
                  isSelected={r.review.reviewed}
                  isDisabled={review.isPending}
                  onChange={(reviewed) => review.mutate({ userIds: [r.userId], reviewed })}
                >
                  {t("reviewedLabel", { name: r.name })}
                </Checkbox>
              ) : r.review.reviewed ? (
                t("yes")
              ) : (
                t("no")
              ),
          },
        ]}
      />
      {isAdmin && data && <SalaryChangeForm people={rows} />}
      {isAdmin && data && <ReceiptsUpload month={data.month} />}
    </Page>
  );
}

function SalaryChangeForm({ people }: { people: Row[] }) {
  const t = useT("payroll.period");
  const [workerId, setWorkerId] = useState<string | null>(null);
  const [salary, setSalary] = useState<number | null>(null);
  const [justification, setJustification] = useState("");
  const [error, setError] = useState<string | undefined>();
  const change = useSalaryChange({
    onSuccess: () => {
      notify("positive", t("salarySaved"));
      setSalary(null);
      setJustification("");
      setError(undefined);
    },
    onError: (e) => setError(messageOf(e)),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!workerId || salary === null) return setError(t("salaryMissing"));
    change.mutate({ workerId, salary, justification, effectiveDay: new Date().toISOString().slice(0, 10) });
  };
  return (
    <section className={styles.card} aria-labelledby="payroll-salary">
      <h2 id="payroll-salary">{t("salaryTitle")}</h2>
      <form noValidate onSubmit={submit}>
        <SelectField
          label={t("person")}
          value={workerId}
          onChange={setWorkerId}
          options={people.map((p) => ({ id: p.workerId, label: p.name }))}
        />
        <NumberField label={t("newSalary")} value={salary} onChange={setSalary} minValue={0} step={0.01} />
        <TextField
          label={t("justification")}
          value={justification}
          onChange={setJustification}
          description={t("justificationHint")}
          errorMessage={error}
        />
        <Button type="submit" isDisabled={change.isPending}>
          {t("saveSalary")}
        </Button>
      </form>
    </section>
  );
}

function ReceiptsUpload({ month }: { month: string }) {
  const t = useT("payroll.period");
  const [error, setError] = useState<string | undefined>();
  const receipts = useMonthReceipts(month, true);
  const upload = useUploadReceipts(month, {
    onSuccess: (stored) => {
      setError(undefined);
      notify("positive", t("receiptsStored", { count: stored }));
    },
  });
  const items = receipts.data?.items ?? [];
  return (
    <section className={styles.card} aria-labelledby="payroll-receipts">
      <h2 id="payroll-receipts">{t("receiptsTitle", { month })}</h2>
      <p className={styles.muted}>{t("receiptsHint")}</p>
      <FileUpload
        label={t("receiptsFile")}
        buttonLabel={t("receiptsChoose")}
        accept={["application/pdf", ".pdf"]}
        typeMessage={t("receiptsType")}
        sizeMessage={t("receiptsSize")}
        isDisabled={upload.isPending}
        errorMessage={error ?? (upload.error ? messageOf(upload.error) : undefined)}
        onFile={(file) => upload.mutate(file)}
      />
      <p role="status">{t("receiptsCount", { count: items.length, read: items.filter((i) => i.readAt).length })}</p>
    </section>
  );
}
