import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { TimeSheetReport } from "../contract/overtime.js";
import { SHEET_TEXT, timeSheetPdf, timeSheetXlsx } from "../server/reports/time-sheet.export.js";

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
