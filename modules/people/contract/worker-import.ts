import { Type, type Static } from "typebox";
import { localized as l, type LocalizedText as Labels } from "../../../core/i18n/localized-text.js";

/**
 * Importing workers from a spreadsheet (CSV or Excel .xlsx, at most 2 MB and 5,000 rows):
 * `POST /workers/import?mode=` with the file in the multipart field `file`. Columns are matched by their title (the
 * column key or its title in any of the three languages, without regard to case, accents, spaces or dashes; unknown
 * columns are ignored); `GET /workers/import/template` gives a CSV with every column. Rows become workers exactly as
 * `POST /workers` makes them (sign-in account and welcome mail).
 *
 * Modes:
 * - `validate`: a dry run; answers the row-by-row report and imports nothing.
 * - `all`: imports only when every row is valid; otherwise imports nothing and answers the report.
 * - `valid-only`: imports the valid rows and reports the others.
 *
 * An import that goes ahead runs in the background as a job; `GET /workers/imports/:importId` shows its progress
 * (`created` + `failed` of `valid`) until `status` is `done`. Isomorphic: schemas and column data only.
 */
export const IMPORT_MODES = ["validate", "all", "valid-only"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const IMPORT_MAX_ROWS = 5_000;

/**
 * `validated` (dry run), `refused` (mode `all` with invalid rows: nothing imported), `queued` and `running` (creating
 * workers), `done`.
 */
export const IMPORT_STATUSES = ["validated", "refused", "queued", "running", "done"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/**
 * A row: `invalid` (not imported), `valid` (fine, in an import that creates nothing: a dry run or a refused `all`),
 * `pending` (waiting its turn), `created`, `failed` (refused when created).
 */
export const IMPORT_ROW_STATUSES = ["invalid", "valid", "pending", "created", "failed"] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/**
 * The template's columns, in order: the key (the header the template uses), its titles (also accepted as headers),
 * whether it is required, and what it takes. Extra fields of the company go in columns `extra:<field id>`.
 */
export const IMPORT_COLUMNS = [
  { key: "name", label: l("Name", "Nome", "Nombre"), required: true, example: "Ana" },
  { key: "lastName", label: l("Last name", "Sobrenome", "Apellido"), example: "Silva" },
  { key: "email", label: l("Email", "E-mail", "Correo"), required: true, example: "ana.silva@example.com" },
  { key: "nickname", label: l("Nickname", "Apelido", "Apodo"), example: "" },
  { key: "birthdate", label: l("Birthdate", "Data de nascimento", "Fecha de nacimiento"), example: "1990-04-01" },
  { key: "gender", label: l("Gender", "Gênero", "Género"), example: "female" },
  { key: "maritalStatus", label: l("Marital status", "Estado civil", "Estado civil"), example: "Single" },
  { key: "race", label: l("Ethnicity", "Raça/cor", "Etnia"), example: "" },
  { key: "disability", label: l("Disability", "Deficiência", "Discapacidad"), example: "notApplicable" },
  { key: "sexualOrientation", label: l("Sexual orientation", "Orientação sexual", "Orientación sexual"), example: "" },
  { key: "educationLevel", label: l("Education level", "Escolaridade", "Nivel educativo"), example: "high-complete" },
  { key: "course", label: l("Course", "Curso", "Carrera"), example: "administration" },
  { key: "courseOther", label: l("Other course", "Outro curso", "Otra carrera"), example: "" },
  { key: "nationality", label: l("Nationality", "Nacionalidade", "Nacionalidad"), example: "Brazilian" },
  { key: "phone", label: l("Phone", "Telefone", "Teléfono"), example: "" },
  {
    key: "emergencyContact",
    label: l("Emergency contact", "Contato de emergência", "Contacto de emergencia"),
    example: "",
  },
  { key: "zipcode", label: l("Zip code", "CEP", "Código postal"), example: "01001-000" },
  { key: "street", label: l("Street", "Rua", "Calle"), example: "Praça da Sé" },
  { key: "number", label: l("Number", "Número", "Número"), example: "100" },
  { key: "complement", label: l("Complement", "Complemento", "Complemento"), example: "" },
  { key: "district", label: l("District", "Bairro", "Barrio"), example: "Sé" },
  { key: "city", label: l("City", "Cidade", "Ciudad"), example: "São Paulo" },
  { key: "state", label: l("State", "Estado", "Estado"), example: "SP" },
  { key: "department", label: l("Department", "Departamento", "Departamento"), example: "" },
  { key: "office", label: l("Office", "Escritório", "Oficina"), example: "" },
  { key: "role", label: l("Role", "Cargo", "Cargo"), example: "" },
  { key: "contractType", label: l("Contract type", "Tipo de contrato", "Tipo de contrato"), example: "" },
  { key: "salary", label: l("Salary", "Salário", "Salario"), example: "" },
  { key: "variablePay", label: l("Variable pay", "Remuneração variável", "Pago variable"), example: "" },
  { key: "lastIncrease", label: l("Last increase", "Último aumento", "Último aumento"), example: "" },
  { key: "bank", label: l("Bank", "Banco", "Banco"), example: "" },
  { key: "bankId", label: l("Bank ID", "Agência", "ID del banco"), example: "" },
  { key: "accountNumber", label: l("Account number", "Conta", "Número de cuenta"), example: "" },
  { key: "startDateAtCompany", label: l("Start date", "Data de admissão", "Fecha de ingreso"), example: "2024-02-01" },
  {
    key: "supervisorEmail",
    label: l("Supervisor email", "E-mail do supervisor", "Correo del supervisor"),
    example: "",
  },
  { key: "levels", label: l("Access levels", "Níveis de acesso", "Niveles de acceso"), example: "requester" },
  { key: "locale", label: l("Language", "Idioma", "Idioma"), example: "pt-BR" },
] as const satisfies ReadonlyArray<{ key: string; label: Labels; required?: boolean; example: string }>;
export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]["key"];
/** Header prefix of a column holding a company extra field: `extra:<field id>`. */
export const EXTRA_COLUMN_PREFIX = "extra:";

export const ImportQuery = Type.Object(
  { mode: Type.String({ enum: [...IMPORT_MODES], default: "validate" }) },
  { additionalProperties: false },
);
export type ImportQuery = Static<typeof ImportQuery>;

export const ImportReadQuery = Type.Object(
  {
    /** `problems`: only invalid and failed rows (the default); `all`: every row. */
    rows: Type.String({ enum: ["problems", "all"], default: "problems" }),
  },
  { additionalProperties: false },
);
export type ImportReadQuery = Static<typeof ImportReadQuery>;

export const ImportRowError = Type.Object({
  /** The worker field (`email`, `address.city`, `extraFields.badge`...) or `row`. */
  field: Type.String(),
  code: Type.String(),
  /** The catalogue message in the reader's language. */
  message: Type.String(),
});
export type ImportRowError = Static<typeof ImportRowError>;

export const ImportRow = Type.Object({
  /** The spreadsheet's row number (the title row is 1). */
  row: Type.Integer(),
  email: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  status: Type.String({ enum: [...IMPORT_ROW_STATUSES] }),
  workerId: Type.Optional(Type.String()),
  errors: Type.Array(ImportRowError),
});
export type ImportRow = Static<typeof ImportRow>;

const importFields = {
  id: Type.String(),
  mode: Type.String({ enum: [...IMPORT_MODES] }),
  status: Type.String({ enum: [...IMPORT_STATUSES] }),
  fileName: Type.String(),
  /** Data rows in the file (blank rows are skipped). */
  total: Type.Integer(),
  valid: Type.Integer(),
  invalid: Type.Integer(),
  /** Progress: rows created so far... */
  created: Type.Integer(),
  /** ...and rows refused when created (e.g. the address was taken meanwhile). */
  failed: Type.Integer(),
  /** Titles of the file's columns that matched nothing (left out). */
  ignoredColumns: Type.Array(Type.String()),
  createdAt: Type.String({ format: "date-time" }),
  startedAt: Type.Optional(Type.String({ format: "date-time" })),
  finishedAt: Type.Optional(Type.String({ format: "date-time" })),
};

export const WorkerImport = Type.Object(
  { ...importFields, rows: Type.Array(ImportRow) },
  {
    examples: [
      {
        id: "6650f1c2a9d3e4b5c6d7eb01",
        mode: "valid-only",
        status: "done",
        fileName: "new-hires-november.xlsx",
        total: 42,
        valid: 40,
        invalid: 2,
        created: 40,
        failed: 0,
        ignoredColumns: ["Badge number"],
        createdAt: "2026-11-03T13:02:11.000Z",
        startedAt: "2026-11-03T13:02:12.000Z",
        finishedAt: "2026-11-03T13:02:49.000Z",
        rows: [
          {
            row: 7,
            email: "joao.pereira@example",
            name: "João",
            status: "invalid",
            errors: [{ field: "email", code: "VALIDATION_EMAIL", message: "Invalid email." }],
          },
          {
            row: 19,
            email: "lucia.melo@acme.com.br",
            name: "Lúcia",
            status: "invalid",
            errors: [{ field: "address.zipcode", code: "VALIDATION_REQUIRED", message: "Required field." }],
          },
        ],
      },
    ],
  },
);
export type WorkerImport = Static<typeof WorkerImport>;
const IMPORT_SUMMARY_EXAMPLE = {
  id: "6650f1c2a9d3e4b5c6d7eb01",
  mode: "valid-only",
  status: "done",
  fileName: "new-hires-november.xlsx",
  total: 42,
  valid: 40,
  invalid: 2,
  created: 40,
  failed: 0,
  ignoredColumns: ["Badge number"],
  createdAt: "2026-11-03T13:02:11.000Z",
  startedAt: "2026-11-03T13:02:12.000Z",
  finishedAt: "2026-11-03T13:02:49.000Z",
};
export const WorkerImportSummary = Type.Object(importFields, { examples: [IMPORT_SUMMARY_EXAMPLE] });
export type WorkerImportSummary = Static<typeof WorkerImportSummary>;
export const WorkerImportList = Type.Object(
  { items: Type.Array(WorkerImportSummary) },
  { examples: [{ items: [IMPORT_SUMMARY_EXAMPLE] }] },
);
export type WorkerImportList = Static<typeof WorkerImportList>;
