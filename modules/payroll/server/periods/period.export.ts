import ExcelJS from "exceljs";
import type { Period } from "../../contract/index.js";

/**
 * The export layout for the payroll provider (modules/payroll/README.md "Export layout"): one row per person, these
 * columns in this order, hours as decimal hours with two places, days as integers, money as plain numbers.
 */
export const EXPORT_COLUMNS = [
  "month",
  "worker_id",
  "user_id",
  "name",
  "department_id",
  "office_id",
  "salary",
  "variable_pay",
  "worked_hours",
  "expected_hours",
  "overtime_hours",
  "pending_overtime_hours",
  "paid_leave_days",
  "unpaid_leave_days",
  "admission",
  "termination",
  "termination_type",
  "changes",
  "reviewed",
  "note",
] as const;

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

export function exportRows(period: Period): Array<Array<string | number>> {
  return period.items.map((i) => [
    period.month,
    i.workerId,
    i.userId,
    i.name,
    i.departmentId ?? "",
    i.officeId ?? "",
    i.salary ?? "",
    i.variablePay ?? "",
    hours(i.workedMinutes),
    hours(i.expectedMinutes),
    hours(i.overtimeMinutes),
    hours(i.pendingOvertimeMinutes),
    i.paidLeaveDays,
    i.unpaidLeaveDays,
    i.admission ?? "",
    i.termination?.lastDayWork ?? "",
    i.termination?.type ?? "",
    i.changes.map((c) => `${c.field}:${c.before ?? ""}>${c.after ?? ""}(${c.source})`).join(" | "),
    i.review.reviewed ? "yes" : "no",
    i.review.note ?? "",
  ]);
}

/** A cell a spreadsheet would run as a formula is written as text (CSV injection). */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = safeText(value);
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV, comma separated, CRLF line ends, UTF-8 with a byte-order mark (Excel reads accents). */
export function periodCsv(period: Period): string {
  const lines = [EXPORT_COLUMNS.join(","), ...exportRows(period).map((row) => row.map(csvCell).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export async function periodXlsx(period: Period): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Workforce";
  const sheet = workbook.addWorksheet(`Payroll ${period.month}`);
  sheet.addRow([...EXPORT_COLUMNS]).font = { bold: true };
  for (const row of exportRows(period)) sheet.addRow(row.map((v) => (typeof v === "string" ? safeText(v) : v)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
