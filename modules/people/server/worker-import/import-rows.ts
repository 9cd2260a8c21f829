import { Value } from "typebox/value";
import type { Level } from "../../../../core/context.js";
import type { AppError } from "../../../../core/errors/app-error.js";
import { validationToAppError } from "../../../../core/errors/error-handler.js";
import { matchLocale } from "../../../../core/i18n/locale.js";
import { isBirthdate, isEmail, parseCountryDate, parseIsoDate } from "../../../../core/validation/validators.js";
import type { CustomField } from "../../contract/custom-fields.js";
import { type DictionaryId, findDictionaryValue, foldText } from "../../contract/dictionaries.js";
import { EXTRA_COLUMN_PREFIX, IMPORT_COLUMNS, type ImportColumnKey } from "../../contract/worker-import.js";
import { type Address, WorkerCreateInput } from "../../contract/workers.js";

/** A problem of one row: where (the file's column key, or `extraFields.<id>`), the catalogue code and its values. */
export interface RowError {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

/** What a column of the file feeds. */
export type ColumnTarget = { kind: "column"; key: ImportColumnKey } | { kind: "extra"; fieldId: string };

/** Header comparison: without case, accents, blanks or punctuation ("Last name", "last_name", "LASTNAME"). */
const headerKey = (text: string): string => foldText(text).replace(/[^a-z0-9:]/g, "");

/**
 * Which column each header feeds: a column key or title (any language), `extra:<field id>`, or an extra field's
 * label. Unknown headers are left out and reported.
 */
export function mapHeaders(
  headers: readonly string[],
  extraFields: readonly CustomField[],
  /** Worker fields the company does not use (issue 18): their columns are ignored like unknown ones. */
  hidden: ReadonlySet<string> = new Set(),
): { targets: Array<ColumnTarget | undefined>; ignored: string[]; missing: ImportColumnKey[] } {
  const known = new Map<string, ColumnTarget>();
  for (const column of IMPORT_COLUMNS) {
    if (hidden.has(column.key)) continue;
    known.set(headerKey(column.key), { kind: "column", key: column.key });
    for (const label of Object.values(column.label)) known.set(headerKey(label), { kind: "column", key: column.key });
  }
  for (const field of extraFields) {
    known.set(headerKey(`${EXTRA_COLUMN_PREFIX}${field.id}`), { kind: "extra", fieldId: field.id });
    if (!known.has(headerKey(field.label))) known.set(headerKey(field.label), { kind: "extra", fieldId: field.id });
  }
  const seen = new Set<string>();
  const ignored: string[] = [];
  const targets = headers.map((header) => {
    const target = header ? known.get(headerKey(header)) : undefined;
    const id = target ? (target.kind === "column" ? target.key : `extra:${target.fieldId}`) : undefined;
    // a repeated column: the first one counts
    if (!target || seen.has(id!)) {
      if (header) ignored.push(header);
      return undefined;
    }
    seen.add(id!);
    return target;
  });
  const missing = IMPORT_COLUMNS.filter((c) => "required" in c && c.required && !seen.has(c.key)).map((c) => c.key);
  return { targets, ignored, missing };
}

/** The company data a row is read against. */
export interface RowContext {
  countryId: string;
  today: Date;
  /** Folded names and ids of the company's departments, offices and roles -> id. */
  departments: Map<string, string>;
  offices: Map<string, string>;
  roles: Map<string, string>;
}

const DICTIONARY_COLUMNS: Partial<Record<ImportColumnKey, DictionaryId>> = {
  gender: "gender",
  maritalStatus: "maritalStatus",
  race: "race",
  disability: "disability",
  sexualOrientation: "sexualOrientation",
  educationLevel: "educationLevel",
  course: "course",
};
const TEXT_COLUMNS = [
  "name",
  "lastName",
  "nickname",
  "courseOther",
  "nationality",
  "phone",
  "emergencyContact",
  "contractType",
  "bank",
  "bankId",
  "accountNumber",
] as const satisfies readonly ImportColumnKey[];
const ADDRESS_COLUMNS = ["zipcode", "street", "number", "complement", "district", "city", "state"] as const;
const DATE_COLUMNS = ["birthdate", "lastIncrease", "startDateAtCompany"] as const;
const LEVEL_WORDS: Record<string, Level> = {
  admin: "admin",
  administrator: "admin",
  administrador: "admin",
  revisor: "revisor",
  manager: "revisor",
  gestor: "revisor",
  gerente: "revisor",
  requester: "requester",
  employee: "requester",
  colaborador: "requester",
  funcionario: "requester",
  empleado: "requester",
};

/** A money amount as typed: `1234.5`, `1,234.50`, `1.234,50`, `R$ 1.234,50`. */
export function parseAmount(text: string): number | undefined {
  const compact = text.replace(/\s|R\$|\$/g, "");
  if (!/^-?\d[\d.,]*$/.test(compact)) return undefined;
  const normalized =
    compact.lastIndexOf(",") > compact.lastIndexOf(".")
      ? compact.replace(/\./g, "").replace(",", ".")
      : compact.replace(/,/g, "");
  const value = Number(normalized);
  return Number.isFinite(value) ? value : undefined;
}

/** A calendar date typed in the country's format or as ISO, as ISO. */
function isoDate(text: string, countryId: string): string | undefined {
  const date = parseCountryDate(text, countryId) ?? parseIsoDate(text);
  if (!date) return undefined;
  const pad = (n: number, size = 2) => String(n).padStart(size, "0");
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Where a worker-payload field is in the file. */
function columnOf(field: string | undefined): string {
  if (!field) return "row";
  if (field.startsWith("address.")) return field.slice("address.".length);
  const renamed: Record<string, string> = {
    departmentId: "department",
    officeId: "office",
    roleId: "role",
    referenceWorkerId: "supervisorEmail",
  };
  return renamed[field] ?? field;
}

export function rowErrorOf(err: AppError): RowError {
  return {
    field: columnOf(err.field),
    code: err.code,
    ...(Object.keys(err.params).length ? { params: err.params } : {}),
  };
}

/**
 * One row as the payload of `POST /workers`, with every problem found (not only the first): values are read the way
 * people type them (dictionary labels in any language, dates in the country's format, amounts with either decimal
 * mark, structure by name), then the payload is checked against the same schema as the route's.
 */
export function readRow(
  cells: readonly string[],
  targets: ReadonlyArray<ColumnTarget | undefined>,
  context: RowContext,
): { input: WorkerCreateInput; supervisorEmail?: string; errors: RowError[] } {
  const errors: RowError[] = [];
  const fail = (field: string, code: AppError["code"], params?: Record<string, string | number>) =>
    errors.push({ field, code, ...(params ? { params } : {}) });
  const input: Record<string, unknown> = {};
  const address: Address = {};
  const extraFields: Record<string, string> = {};
  let supervisorEmail: string | undefined;

  targets.forEach((target, i) => {
    const text = (cells[i] ?? "").trim();
    if (!target || text === "") return;
    if (target.kind === "extra") {
      extraFields[target.fieldId] = text;
      return;
    }
    const key = target.key;
    const dictionary = DICTIONARY_COLUMNS[key];
    if (dictionary) {
      const value = findDictionaryValue(dictionary, text);
      if (value === undefined) fail(key, "VALIDATION_SELECTION");
      else input[key] = value;
    } else if ((TEXT_COLUMNS as readonly string[]).includes(key)) input[key] = text;
    else if ((ADDRESS_COLUMNS as readonly string[]).includes(key)) address[key as keyof Address] = text;
    else if ((DATE_COLUMNS as readonly string[]).includes(key)) {
      const iso = isoDate(text, context.countryId);
      if (!iso) fail(key, "VALIDATION_DATE");
      else if (key === "birthdate" && !isBirthdate(iso, context.today)) fail(key, "VALIDATION_BIRTHDATE");
      else input[key] = iso;
    } else if (key === "email") {
      const email = text.toLowerCase();
      if (!isEmail(email)) fail(key, "VALIDATION_EMAIL");
      input.email = email;
    } else if (key === "salary" || key === "variablePay") {
      const amount = parseAmount(text);
      if (amount === undefined) fail(key, "VALIDATION_NUMERIC");
      else if (amount < 0) fail(key, "VALIDATION_MIN_VALUE", { min: 0 });
      else input[key] = amount;
    } else if (key === "department" || key === "office" || key === "role") {
      const lookup = { department: context.departments, office: context.offices, role: context.roles }[key];
      const id = lookup.get(text) ?? lookup.get(foldText(text));
      if (!id) fail(key, "VALIDATION_SELECTION");
      else input[`${key}Id`] = id;
    } else if (key === "supervisorEmail") {
      supervisorEmail = text.toLowerCase();
      if (!isEmail(supervisorEmail)) fail(key, "VALIDATION_EMAIL");
    } else if (key === "levels") {
      const words = text.split(/[;,|/\s]+/).filter(Boolean);
      const levels = words.map((word) => LEVEL_WORDS[foldText(word)] as Level | undefined);
      if (levels.length === 0 || levels.some((level) => level === undefined)) fail(key, "VALIDATION_SELECTION");
      else input.levels = [...new Set(levels)];
    } else if (key === "locale") {
      const locale = matchLocale(text);
      if (!locale) fail(key, "VALIDATION_SELECTION");
      else input.locale = locale;
    }
  });

  if (Object.keys(address).length > 0) input.address = address;
  if (Object.keys(extraFields).length > 0) input.extraFields = extraFields;
  if (input.name === undefined) fail("name", "VALIDATION_REQUIRED");
  if (input.email === undefined) fail("email", "VALIDATION_REQUIRED");

  // what the route's schema would refuse (lengths, limits), for the fields the row has
  const reported = new Set(errors.map((e) => e.field));
  for (const issue of Value.Errors(WorkerCreateInput, input)) {
    const error = rowErrorOf(validationToAppError([issue as never], undefined));
    // formats and the two required fields are checked above, with the file's column names
    if (issue.keyword === "format" || issue.keyword === "required" || reported.has(error.field)) continue;
    reported.add(error.field);
    errors.push(error);
  }
  return { input: input as WorkerCreateInput, ...(supervisorEmail ? { supervisorEmail } : {}), errors };
}
