import ExcelJS from "exceljs";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { TimeSheetPerson, TimeSheetReport } from "../../contract/overtime.js";

/** Minutes as `h:mm` (negative with a sign), the way a time sheet reads. */
export function hoursText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "";
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, "0")}`;
}

/** The local time of a punch in the company's zone (`HH:mm`). */
function timeText(iso: string, zone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

function punchesText(day: TimeSheetPerson["days"][number], zone: string): string {
  return day.punches
    .map(
      (p) =>
        `${timeText(p.at, zone)} ${p.status}${p.correction ? (p.afterClosing ? " (corr., after closing)" : " (corr.)") : ""}`,
    )
    .join(", ");
}

export const SHEET_COLUMNS = [
  "Person",
  "Day",
  "Kind",
  "Punches",
  "Worked",
  "Expected",
  "Overtime",
  "Undertime",
  "Bank",
  "Absence",
  "Incomplete",
] as const;

/** The report as an Excel workbook: one row per person and day, a totals row per person. */
export async function timeSheetXlsx(report: TimeSheetReport, zone: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Workforce";
  const sheet = workbook.addWorksheet("Time sheet");
  sheet.addRow([...SHEET_COLUMNS]).font = { bold: true };
  sheet.columns.forEach((c, i) => (c.width = [28, 12, 10, 48, 9, 9, 9, 10, 8, 20, 10][i]));
  for (const person of report.people) {
    for (const d of person.days)
      sheet.addRow([
        person.name,
        d.day,
        d.kind,
        punchesText(d, zone),
        hoursText(d.workedMinutes),
        hoursText(d.expectedMinutes),
        hoursText(d.overtimeMinutes),
        hoursText(d.undertimeMinutes),
        hoursText(d.bankMinutes),
        d.absence ?? "",
        d.incomplete ? "yes" : "",
      ]);
    const t = person.totals;
    sheet.addRow([
      `${person.name} (total)`,
      "",
      "",
      "",
      hoursText(t.workedMinutes),
      hoursText(t.expectedMinutes),
      hoursText(t.overtimeMinutes),
      hoursText(t.undertimeMinutes),
      hoursText(t.bankMinutes),
      "",
      "",
    ]).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Text the standard PDF fonts can draw (WinAnsi: Latin-1 plus a few); anything else becomes "?". */
function safe(text: string, font: PDFFont): string {
  let out = "";
  for (const ch of text) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += "?";
    }
  }
  return out;
}

/**
 * The report as a PDF: one page per person (A4), their days in a table, the totals and a signature line for the
 * person and one for the company, so the sheet is signed and kept (Brazil's time-sheet practice).
 */
export async function timeSheetPdf(
  report: TimeSheetReport,
  zone: string,
  company: string,
  onPerson?: (done: number) => Promise<void> | void,
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Time sheet ${report.from} - ${report.to}`);
  pdf.setCreator("Workforce");
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const columns = [
    { title: "Day", x: 40 },
    { title: "Punches", x: 100 },
    { title: "Worked", x: 330 },
    { title: "Expected", x: 375 },
    { title: "Over", x: 425 },
    { title: "Under", x: 465 },
    { title: "Bank", x: 505 },
    { title: "Absence", x: 540 },
  ];
  let index = 0;
  for (const person of report.people) {
    const page: PDFPage = pdf.addPage([595.28, 841.89]);
    const draw = (text: string, x: number, y: number, size = 8, f = font) =>
      page.drawText(safe(text, f), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
    draw(safe(company, bold), 40, 800, 13, bold);
    draw(`Time sheet ${report.from} to ${report.to}${report.closed ? " (closed period)" : ""}`, 40, 782, 10);
    draw(person.name, 40, 764, 11, bold);
    let y = 740;
    for (const c of columns) draw(c.title, c.x, y, 8, bold);
    y -= 4;
    page.drawLine({ start: { x: 40, y }, end: { x: 555, y }, thickness: 0.5 });
    // a month fits at 19 rows per 10 points of height; longer periods shrink the rows to stay on one page
    const rowHeight = Math.min(11, 560 / Math.max(1, person.days.length));
    const size = Math.min(7.5, rowHeight - 1.5);
    for (const d of person.days) {
      y -= rowHeight;
      const punches = punchesText(d, zone);
      draw(d.day, 40, y, size);
      draw(punches.length > 60 ? `${punches.slice(0, 58)}...` : punches, 100, y, size);
      draw(hoursText(d.workedMinutes), 330, y, size);
      draw(hoursText(d.expectedMinutes), 375, y, size);
      draw(hoursText(d.overtimeMinutes), 425, y, size);
      draw(hoursText(d.undertimeMinutes), 465, y, size);
      draw(hoursText(d.bankMinutes), 505, y, size);
      draw((d.absence ?? (d.incomplete ? "incomplete" : "")).slice(0, 12), 540, y, size);
    }
    y -= 8;
    page.drawLine({ start: { x: 40, y }, end: { x: 555, y }, thickness: 0.5 });
    y -= 12;
    const t = person.totals;
    draw("Totals", 40, y, 8, bold);
    draw(hoursText(t.workedMinutes), 330, y, 8, bold);
    draw(hoursText(t.expectedMinutes), 375, y, 8, bold);
    draw(hoursText(t.overtimeMinutes), 425, y, 8, bold);
    draw(hoursText(t.undertimeMinutes), 465, y, 8, bold);
    draw(hoursText(t.bankMinutes), 505, y, 8, bold);
    // the signature lines, at the foot of the page
    page.drawLine({ start: { x: 40, y: 70 }, end: { x: 270, y: 70 }, thickness: 0.7 });
    page.drawLine({ start: { x: 325, y: 70 }, end: { x: 555, y: 70 }, thickness: 0.7 });
    draw(`${person.name}: I confirm these records are true.`, 40, 58, 7);
    draw(`${company} (employer)`, 325, 58, 7);
    draw("Date: ____/____/________", 40, 40, 7);
    index++;
    await onPerson?.(index / report.people.length);
  }
  if (report.people.length === 0) pdf.addPage();
  return Buffer.from(await pdf.save());
}
