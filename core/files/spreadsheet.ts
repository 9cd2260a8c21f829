import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { AppError } from "../errors/app-error.js";
import type { ErrorCode } from "../errors/catalogue.js";
import { dayOf } from "../dates/calendar-days.js";

/** A spreadsheet's first sheet as text: the title row and the data rows with their row numbers. */
export interface Sheet {
  headers: string[];
  /** Non-blank data rows; `row` is the spreadsheet's row number (titles are row 1). */
  rows: Array<{ row: number; cells: string[] }>;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The old binary .xls (OLE compound file): not read, the person is asked to save as .xlsx or CSV. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (body: Uint8Array, magic: number[]) => magic.every((byte, i) => body[i] === byte);

/** How an import reads its file: its row limit and its own refusals (module codes). */
export interface SpreadsheetRules {
  maxRows: number;
  codes: { invalid: ErrorCode; empty: ErrorCode; tooManyRows: ErrorCode };
}

/**
 * Reads an uploaded CSV or Excel (.xlsx) file, judged by its content (never its name), for the imports of every
 * module (people's workers, leave's balances). CSV may be UTF-8 (with or without BOM) or Windows-1252 (what Excel
 * saves in Brazil), separated by commas, semicolons or tabs. The old binary .xls is refused.
 * @throws {AppError} the rules' `invalid`, `empty` and `tooManyRows` codes
 */
export async function readSpreadsheet(body: Uint8Array, rules: SpreadsheetRules): Promise<Sheet> {
  const { codes } = rules;
  if (startsWith(body, OLE)) throw new AppError(codes.invalid);
  const grid = startsWith(body, ZIP) ? await readXlsx(body, rules) : await readCsv(body, codes.invalid);
  const [title, ...data] = grid;
  if (!title || !title.cells.join("").trim()) throw new AppError(codes.empty);
  const rows = data.filter((r) => r.cells.some((cell) => cell.trim() !== ""));
  if (rows.length === 0) throw new AppError(codes.empty);
  if (rows.length > rules.maxRows) throw new AppError(codes.tooManyRows, { params: { max: rules.maxRows } });
  return { headers: title.cells.map((h) => h.trim()), rows };
}

type Grid = Array<{ row: number; cells: string[] }>;

function decode(body: Uint8Array, invalid: ErrorCode): string {
  if (body.includes(0)) throw new AppError(invalid);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("windows-1252").decode(body);
  }
}

/** The separator of the title line: the most frequent of `;`, `,` and tab outside quotes. */
function delimiterOf(text: string): string {
  const line = text.split(/\r?\n/, 1)[0]!.replace(/"[^"]*"/g, "");
  const counts = [";", ",", "\t"].map((d) => [d, line.split(d).length - 1] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![1] > 0 ? counts[0]![0] : ",";
}

async function readCsv(body: Uint8Array, invalid: ErrorCode): Promise<Grid> {
  const text = decode(body, invalid);
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet;
  try {
    // `map` keeps every value as typed: no number or date guessing ("0012" stays "0012")
    sheet = await workbook.csv.read(Readable.from([text]), {
      parserOptions: { delimiter: delimiterOf(text) },
      map: (value: unknown) => value,
    } as Partial<ExcelJS.CsvReadOptions> as ExcelJS.CsvReadOptions);
  } catch (err) {
    throw new AppError(invalid, { cause: err });
  }
  return gridOf(sheet);
}

async function readXlsx(body: Uint8Array, rules: SpreadsheetRules): Promise<Grid> {
  const { codes } = rules;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(body.buffer, body.byteOffset, body.byteLength) as unknown as ArrayBuffer);
  } catch (err) {
    throw new AppError(codes.invalid, { cause: err });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError(codes.empty);
  // checked before the rows are read into strings
  if (sheet.actualRowCount > rules.maxRows + 1)
    throw new AppError(codes.tooManyRows, { params: { max: rules.maxRows } });
  return gridOf(sheet);
}

function gridOf(sheet: ExcelJS.Worksheet): Grid {
  const grid: Grid = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values : [];
    // ExcelJS rows are 1-based: values[0] is always empty
    grid.push({ row: number, cells: values.slice(1).map((value) => cellText(value as ExcelJS.CellValue)) });
  });
  // the title row must be the first one, even when rows above it are blank
  return grid;
}

/** A cell as the text a person sees: dates as ISO days, links and rich text as their text, formulas as their result. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return dayOf(value);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("formula" in value || "sharedFormula" in value)
      return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
    if ("hyperlink" in value) return cellText((value as { text: ExcelJS.CellValue }).text);
    if ("error" in value) return "";
    return "";
  }
  return String(value).trim();
}
