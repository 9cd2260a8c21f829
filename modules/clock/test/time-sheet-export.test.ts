import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { TimeSheetReport } from "../contract/overtime.js";
import { PDFDocument } from "pdf-lib";
import {
  SHEET_TEXT,
  timeSheetPdf,
  timeSheetPdfWriter,
  timeSheetXlsx,
  timeSheetXlsxWriter,
} from "../server/reports/time-sheet.export.js";

const report: TimeSheetReport = {
  from: "2030-01-14",
  to: "2030-01-14",
  closed: false,
  people: [
    {
      userId: "u1",
      name: "Ana Silva",
      days: [
        {
          day: "2030-01-14",
          kind: "weekday",
          punches: [{ status: "start", at: "2030-01-14T11:00:00.000Z" }],
          workedMinutes: 0,
          expectedMinutes: 480,
          overtimeMinutes: 0,
          undertimeMinutes: 0,
          bankMinutes: 0,
          incomplete: true,
          forgottenEnd: true,
        },
      ],
      totals: { workedMinutes: 0, expectedMinutes: 480, overtimeMinutes: 0, undertimeMinutes: 0, bankMinutes: 0 },
    },
  ],
};

describe("time-sheet files in the requester's language", () => {
  it.each(["en", "pt-BR", "es"] as const)("Excel headings in %s", async (locale) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await timeSheetXlsx(report, "America/Sao_Paulo", locale)) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(SHEET_TEXT[locale].sheet);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...SHEET_TEXT[locale].columns]);
    expect(sheet.getRow(2).getCell(11).value).toBe(SHEET_TEXT[locale].yes);
    // 11:00 UTC is 08:00 in São Paulo
    expect(sheet.getRow(2).getCell(4).value).toBe("08:00 start");
    expect(sheet.getRow(3).getCell(1).value).toBe(`Ana Silva (${SHEET_TEXT[locale].total})`);
  });

  it("the languages differ and the PDF is made in each", async () => {
    expect(SHEET_TEXT["pt-BR"].columns[3]).toBe("Marcações");
    expect(SHEET_TEXT.es.columns[3]).toBe("Marcaciones");
    for (const locale of ["en", "pt-BR", "es"] as const) {
      const pdf = await timeSheetPdf(report, "America/Sao_Paulo", "Relógio Ltda", undefined, locale);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    }
  });
});

describe("the streamed Excel file", () => {
  it("holds every person's days and totals in order, the headings and totals bold, the column widths", async () => {
    const people: TimeSheetReport["people"] = [];
    for (let p = 0; p < 7; p++) {
      const days = [];
      for (let d = 1; d <= 1 + p; d++) {
        const day = `2030-01-${String(d).padStart(2, "0")}`;
        days.push({
          day,
          kind: d % 7 === 0 ? ("restDay" as const) : ("weekday" as const),
          punches: [
            { status: "start" as const, at: `${day}T11:0${p}:00.000Z` },
            {
              status: "end" as const,
              at: `${day}T20:00:00.000Z`,
              correction: true,
              ...(p % 2 ? { afterClosing: true } : {}),
            },
          ],
          workedMinutes: 480 + p,
          expectedMinutes: 480,
          overtimeMinutes: p,
          undertimeMinutes: 0,
          bankMinutes: -p,
          ...(p === 3 ? { absence: "Vacation" } : {}),
          incomplete: p === 4,
        });
      }
      people.push({
        userId: `u${p}`,
        name: `Pessoa ${p} ção`,
        days,
        totals: {
          workedMinutes: 61 * p,
          expectedMinutes: 480,
          overtimeMinutes: p,
          undertimeMinutes: 0,
          bankMinutes: -p,
        },
      });
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await timeSheetXlsx({ ...report, people }, "America/Sao_Paulo", "pt-BR")) as never);
    const sheet = workbook.worksheets[0]!;
    const text = SHEET_TEXT["pt-BR"];
    const expected: unknown[][] = [[...text.columns]];
    for (const person of people) {
      for (const d of person.days)
        expected.push([
          person.name,
          d.day,
          d.kind,
          `${d.punches[0]!.at.slice(11, 16) === "11:00" ? "08:00" : `08:0${person.userId.slice(1)}`} start, 17:00 end (corr.${Number(person.userId.slice(1)) % 2 ? ", após o fechamento" : ""})`,
          `${Math.floor(d.workedMinutes / 60)}:${String(d.workedMinutes % 60).padStart(2, "0")}`,
          "8:00",
          `0:0${person.userId.slice(1)}`,
          "0:00",
          d.bankMinutes < 0 ? `-0:0${-d.bankMinutes}` : "0:00",
          d.absence ?? "",
          d.incomplete ? text.yes : "",
        ]);
      const t = person.totals;
      expected.push([
        `${person.name} (total)`,
        "",
        "",
        "",
        `${Math.floor(t.workedMinutes / 60)}:${String(t.workedMinutes % 60).padStart(2, "0")}`,
        "8:00",
        `0:0${person.userId.slice(1)}`,
        "0:00",
        t.bankMinutes < 0 ? `-0:0${-t.bankMinutes}` : "0:00",
        "",
        "",
      ]);
    }
    expect(sheet.rowCount).toBe(expected.length);
    for (let r = 0; r < expected.length; r++) {
      const row = sheet.getRow(r + 1);
      const values = expected[r]!.map((_, c) => row.getCell(c + 1).value ?? "");
      expect(values, `row ${r + 1}`).toEqual(expected[r]);
      const totalsRow = r === 0 || String(expected[r]![0]).endsWith("(total)");
      expect(Boolean(row.getCell(1).font?.bold), `row ${r + 1} bold`).toBe(totalsRow);
    }
    expect(sheet.getColumn(4).width).toBe(48);
    expect(sheet.getColumn(1).width).toBe(28);

    // written a batch of people at a time (the export job, as the report is judged): the same rows and pages
    const xlsx = timeSheetXlsxWriter("America/Sao_Paulo", "pt-BR");
    const pdf = await timeSheetPdfWriter(report, "America/Sao_Paulo", "Relógio Ltda", "pt-BR");
    for (const batch of [people.slice(0, 2), people.slice(2, 5), [], people.slice(5)]) {
      await xlsx.add(batch);
      await pdf.add(batch);
    }
    const batched = new ExcelJS.Workbook();
    await batched.xlsx.load((await xlsx.finish()) as never);
    const rows = batched.worksheets[0]!;
    expect(rows.rowCount).toBe(expected.length);
    for (let r = 1; r <= expected.length; r++)
      expect(rows.getRow(r).values, `row ${r}`).toEqual(sheet.getRow(r).values);
    expect((await PDFDocument.load(await pdf.finish())).getPageCount()).toBe(people.length);
    // no people: one empty page, as the whole report's file has
    const empty = await timeSheetPdfWriter(report, "America/Sao_Paulo", "Relógio Ltda", "pt-BR");
    expect((await PDFDocument.load(await empty.finish())).getPageCount()).toBe(1);
  });
});
