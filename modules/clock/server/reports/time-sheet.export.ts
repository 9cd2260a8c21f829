import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Locale } from "../../../../core/i18n/locale.js";
import { localTime } from "../../../../core/dates/zone-time.js";
import type { TimeSheetPerson, TimeSheetReport } from "../../contract/overtime.js";

/** Minutes as `h:mm` (negative with a sign), the way a time sheet reads. */
export function hoursText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "";
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, "0")}`;
}

/** The local time of a punch in the company's zone (`HH:mm`), from the kept zone offsets (no Intl per punch). */
function timeText(iso: string, zone: string): string {
  return localTime(new Date(iso), zone);
}

function punchesText(day: TimeSheetPerson["days"][number], zone: string, text: SheetText): string {
  return day.punches
    .map(
      (p) =>
        `${timeText(p.at, zone)} ${p.status}${p.correction ? (p.afterClosing ? ` (${text.correction}, ${text.afterClosing})` : ` (${text.correction})`) : ""}`,
    )
    .join(", ");
}

/** The files' headings and fixed words in the requester's language (the export keeps the locale it was asked in). */
export const SHEET_TEXT = {
  en: {
    columns: [
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
    ],
    sheet: "Time sheet",
    total: "total",
    yes: "yes",
    correction: "corr.",
    afterClosing: "after closing",
    title: (from: string, to: string) => `Time sheet ${from} to ${to}`,
    closed: "closed period",
    pdfColumns: ["Day", "Punches", "Worked", "Expected", "Over", "Under", "Bank", "Absence"],
    incomplete: "incomplete",
    totals: "Totals",
    confirm: (name: string) => `${name}: I confirm these records are true.`,
    employer: "employer",
    date: "Date",
  },
  "pt-BR": {
    columns: [
      "Pessoa",
      "Dia",
      "Tipo",
      "Marcações",
      "Trabalhado",
      "Previsto",
      "Horas extras",
      "Horas faltantes",
      "Banco",
      "Ausência",
      "Incompleto",
    ],
    sheet: "Folha de ponto",
    total: "total",
    yes: "sim",
    correction: "corr.",
    afterClosing: "após o fechamento",
    title: (from: string, to: string) => `Folha de ponto de ${from} a ${to}`,
    closed: "período fechado",
    pdfColumns: ["Dia", "Marcações", "Trab.", "Previsto", "Extras", "Faltas", "Banco", "Ausência"],
    incomplete: "incompleto",
    totals: "Totais",
    confirm: (name: string) => `${name}: confirmo que estes registros são verdadeiros.`,
    employer: "empregador",
    date: "Data",
  },
  es: {
    columns: [
      "Persona",
      "Día",
      "Tipo",
      "Marcaciones",
      "Trabajado",
      "Previsto",
      "Horas extra",
      "Horas faltantes",
      "Banco",
      "Ausencia",
      "Incompleto",
    ],
    sheet: "Hoja de horas",
    total: "total",
    yes: "sí",
    correction: "corr.",
    afterClosing: "tras el cierre",
    title: (from: string, to: string) => `Hoja de horas del ${from} al ${to}`,
    closed: "período cerrado",
    pdfColumns: ["Día", "Marcaciones", "Trab.", "Previsto", "Extra", "Faltas", "Banco", "Ausencia"],
    incomplete: "incompleto",
    totals: "Totales",
    confirm: (name: string) => `${name}: confirmo que estos registros son verdaderos.`,
    employer: "empleador",
    date: "Fecha",
  },
} as const satisfies Record<Locale, unknown>;

type SheetText = (typeof SHEET_TEXT)[Locale];

/** The English headings (the default). */
export const SHEET_COLUMNS = SHEET_TEXT.en.columns;

/** A file of the report written a batch of people at a time (`TimeSheetService.each`), then finished. */
export interface TimeSheetWriter {
  add(people: readonly TimeSheetPerson[]): Promise<void>;
  /** The whole file. */
  finish(): Promise<Buffer>;
}

/** The heading a report's file shows: its period and whether payroll closed it. */
type Period = Pick<TimeSheetReport, "from" | "to" | "closed">;

/** The report as an Excel workbook (`timeSheetXlsxWriter` over the whole report). */
export async function timeSheetXlsx(report: TimeSheetReport, zone: string, locale: Locale = "en"): Promise<Buffer> {
  const writer = timeSheetXlsxWriter(zone, locale);
  await writer.add(report.people);
  return writer.finish();
}

/**
 * An Excel workbook of the report: one row per person and day, a totals row per person. Written with exceljs'
 * streaming writer (each row serialised when committed, shared strings for the names and words that repeat): the
 * whole-workbook model kept an object per cell for a month of 10,000 people.
 */
export function timeSheetXlsxWriter(zone: string, locale: Locale = "en"): TimeSheetWriter {
  const text = SHEET_TEXT[locale];
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  // the writer resolves when the zip is written into the stream; the last chunks are read out of it by its end
  const ended = new Promise<void>((resolve, reject) => {
    stream.on("end", resolve);
    stream.on("error", reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: true });
  workbook.creator = "Workforce";
  const sheet = workbook.addWorksheet(text.sheet);
  sheet.columns = [28, 12, 10, 48, 9, 9, 9, 10, 8, 20, 10].map((width) => ({ width }));
  const bold = { bold: true };
  const heading = sheet.addRow([...text.columns]);
  heading.font = bold;
  heading.commit();
  return {
    async add(people) {
      for (const person of people) {
        for (const d of person.days)
          sheet
            .addRow([
              person.name,
              d.day,
              d.kind,
              punchesText(d, zone, text),
              hoursText(d.workedMinutes),
              hoursText(d.expectedMinutes),
              hoursText(d.overtimeMinutes),
              hoursText(d.undertimeMinutes),
              hoursText(d.bankMinutes),
              d.absence ?? "",
              d.incomplete ? text.yes : "",
            ])
            .commit();
        const t = person.totals;
        const totals = sheet.addRow([
          `${person.name} (${text.total})`,
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
        ]);
        totals.font = bold;
        totals.commit();
      }
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
      await ended;
      return Buffer.concat(chunks);
    },
  };
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

/** The report as a PDF (`timeSheetPdfWriter` over the whole report); `onPerson` hears the share of pages drawn. */
export async function timeSheetPdf(
  report: TimeSheetReport,
  zone: string,
  company: string,
  onPerson?: (done: number) => Promise<void> | void,
  locale: Locale = "en",
): Promise<Buffer> {
  const writer = await timeSheetPdfWriter(report, zone, company, locale);
  for (let i = 0; i < report.people.length; i++) {
    await writer.add([report.people[i]!]);
    await onPerson?.((i + 1) / report.people.length);
  }
  return writer.finish();
}

/**
 * A PDF of the report: one page per person (A4), their days in a table, the totals and a signature line for the
 * person and one for the company, so the sheet is signed and kept (Brazil's time-sheet practice).
 */
export async function timeSheetPdfWriter(
  period: Period,
  zone: string,
  company: string,
  locale: Locale = "en",
): Promise<TimeSheetWriter> {
  const text = SHEET_TEXT[locale];
  const pdf = await PDFDocument.create();
  pdf.setTitle(text.title(period.from, period.to));
  pdf.setCreator("Workforce");
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const columns = [40, 100, 330, 375, 425, 465, 505, 540].map((x, i) => ({ title: text.pdfColumns[i]!, x }));
  let pages = 0;
  const pageOf = (person: TimeSheetPerson) => {
    const page: PDFPage = pdf.addPage([595.28, 841.89]);
    const draw = (text: string, x: number, y: number, size = 8, f = font) =>
      page.drawText(safe(text, f), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
    draw(safe(company, bold), 40, 800, 13, bold);
    draw(`${text.title(period.from, period.to)}${period.closed ? ` (${text.closed})` : ""}`, 40, 782, 10);
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
      const punches = punchesText(d, zone, text);
      draw(d.day, 40, y, size);
      draw(punches.length > 60 ? `${punches.slice(0, 58)}...` : punches, 100, y, size);
      draw(hoursText(d.workedMinutes), 330, y, size);
      draw(hoursText(d.expectedMinutes), 375, y, size);
      draw(hoursText(d.overtimeMinutes), 425, y, size);
      draw(hoursText(d.undertimeMinutes), 465, y, size);
      draw(hoursText(d.bankMinutes), 505, y, size);
      draw((d.absence ?? (d.incomplete ? text.incomplete : "")).slice(0, 12), 540, y, size);
    }
    y -= 8;
    page.drawLine({ start: { x: 40, y }, end: { x: 555, y }, thickness: 0.5 });
    y -= 12;
    const t = person.totals;
    draw(text.totals, 40, y, 8, bold);
    draw(hoursText(t.workedMinutes), 330, y, 8, bold);
    draw(hoursText(t.expectedMinutes), 375, y, 8, bold);
    draw(hoursText(t.overtimeMinutes), 425, y, 8, bold);
    draw(hoursText(t.undertimeMinutes), 465, y, 8, bold);
    draw(hoursText(t.bankMinutes), 505, y, 8, bold);
    // the signature lines, at the foot of the page
    page.drawLine({ start: { x: 40, y: 70 }, end: { x: 270, y: 70 }, thickness: 0.7 });
    page.drawLine({ start: { x: 325, y: 70 }, end: { x: 555, y: 70 }, thickness: 0.7 });
    draw(text.confirm(person.name), 40, 58, 7);
    draw(`${company} (${text.employer})`, 325, 58, 7);
    draw(`${text.date}: ____/____/________`, 40, 40, 7);
    pages++;
  };
  return {
    async add(people) {
      for (const person of people) pageOf(person);
    },
    async finish() {
      if (pages === 0) pdf.addPage();
      return Buffer.from(await pdf.save());
    },
  };
}
