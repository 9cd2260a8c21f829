import ExcelJS from "exceljs";
import type { Locale } from "../../../../core/i18n/locale.js";
import { dictionaryLabel } from "../../contract/dictionaries.js";
import { REPORT_COLUMNS, type Report } from "../../contract/org-chart.js";

const SHEET_NAME: Record<Locale, string> = { en: "Org chart", "pt-BR": "Organograma", es: "Organigrama" };
const STATUS: Record<string, Record<Locale, string>> = {
  active: { en: "Active", "pt-BR": "Ativo", es: "Activo" },
  terminated: { en: "Terminated", "pt-BR": "Desligado", es: "Desvinculado" },
};

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The report as an .xlsx workbook (exceljs): one sheet, titles in the caller's language, a frozen title row. */
export async function reportWorkbook(report: Report, locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Workforce";
  const sheet = workbook.addWorksheet(SHEET_NAME[locale], { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = REPORT_COLUMNS.map(([key, title]) => ({
    header: title[locale],
    key,
    width: key === "email" ? 32 : key === "depth" ? 8 : 20,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of report.rows) {
    sheet.addRow({
      ...row,
      status: STATUS[row.status]?.[locale] ?? dictionaryLabel("terminationType", row.status, locale),
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: REPORT_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
