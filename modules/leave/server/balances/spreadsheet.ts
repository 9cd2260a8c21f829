import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { AppError } from "../../../../core/errors/app-error.js";
import { dayOf } from "../../../../core/dates/calendar-days.js";
import { BALANCE_IMPORT_MAX_ROWS } from "../../contract/index.js";

/**
 * A spreadsheet's first sheet as text, read the way people's worker import reads it (exceljs, judged by content:
 * .xlsx is a zip, anything else CSV in UTF-8 or Windows-1252, separated by commas, semicolons or tabs). The old binary
 * .xls is refused.
 */
export interface Sheet {
  headers: string[];
  /** Non-blank data rows; `row` is the spreadsheet's row number (titles are row 1). */
  rows: Array<{ row: number; cells: string[] }>;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (body: Uint8Array, magic: number[]) => magic.every((byte, i) => body[i] === byte);
type Grid = Array<{ row: number; cells: string[] }>;

/** @throws {AppError} LEAVE_IMPORT_FILE_INVALID, LEAVE_IMPORT_EMPTY, LEAVE_IMPORT_TOO_MANY_ROWS */
export async function readSheet(body: Uint8Array): Promise<Sheet> {
  if (startsWith(body, OLE)) throw new AppError("LEAVE_IMPORT_FILE_INVALID");
  const grid = startsWith(body, ZIP) ? await readXlsx(body) : await readCsv(body);
  const [title, ...data] = grid;
  if (!title || !title.cells.join("").trim()) throw new AppError("LEAVE_IMPORT_EMPTY");
  const rows = data.filter((r) => r.cells.some((cell) => cell.trim() !== ""));
  if (rows.length === 0) throw new AppError("LEAVE_IMPORT_EMPTY");
  if (rows.length > BALANCE_IMPORT_MAX_ROWS)
    throw new AppError("LEAVE_IMPORT_TOO_MANY_ROWS", { params: { max: BALANCE_IMPORT_MAX_ROWS } });
  return { headers: title.cells.map((h) => h.trim()), rows };
}

function decode(body: Uint8Array): string {
  if (body.includes(0)) throw new AppError("LEAVE_IMPORT_FILE_INVALID");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("windows-1252").decode(body);
  }
}

function delimiterOf(text: string): string {
  const line = text.split(/\r?\n/, 1)[0]!.replace(/"[^"]*"/g, "");
  const counts = [";", ",", "\t"].map((d) => [d, line.split(d).length - 1] as const);
  const best = counts.sort((a, b) => b[1] - a[1])[0]!;
  return best[1] > 0 ? best[0] : ",";
}

async function readCsv(body: Uint8Array): Promise<Grid> {
  const text = decode(body);
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet;
  try {
    sheet = await workbook.csv.read(Readable.from([text]), {
      parserOptions: { delimiter: delimiterOf(text) },
      map: (value: unknown) => value,
    } as Partial<ExcelJS.CsvReadOptions> as ExcelJS.CsvReadOptions);
  } catch (err) {
    throw new AppError("LEAVE_IMPORT_FILE_INVALID", { cause: err });
  }
  return gridOf(sheet);
}

async function readXlsx(body: Uint8Array): Promise<Grid> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(body.buffer, body.byteOffset, body.byteLength) as unknown as ArrayBuffer);
  } catch (err) {
    throw new AppError("LEAVE_IMPORT_FILE_INVALID", { cause: err });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError("LEAVE_IMPORT_EMPTY");
  if (sheet.actualRowCount > BALANCE_IMPORT_MAX_ROWS + 1)
    throw new AppError("LEAVE_IMPORT_TOO_MANY_ROWS", { params: { max: BALANCE_IMPORT_MAX_ROWS } });
  return gridOf(sheet);
}

function gridOf(sheet: ExcelJS.Worksheet): Grid {
  const grid: Grid = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values : [];
    grid.push({ row: number, cells: values.slice(1).map((value) => cellText(value as ExcelJS.CellValue)) });
  });
  return grid;
}

function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return dayOf(value);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("formula" in value || "sharedFormula" in value)
      return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
    if ("hyperlink" in value) return cellText((value as { text: ExcelJS.CellValue }).text);
    return "";
  }
  return String(value).trim();
}
