import { actingUser, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { isErrorCode, messageFor } from "../../../../core/errors/catalogue.js";
import type { Locale } from "../../../../core/i18n/locale.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { foldText } from "../../contract/dictionaries.js";
import {
  IMPORT_MAX_ROWS,
  EXTRA_COLUMN_PREFIX,
  IMPORT_COLUMNS,
  type ImportMode,
  type ImportRow,
  type ImportStatus,
  type WorkerImport,
  type WorkerImportList,
  type WorkerImportSummary,
} from "../../contract/worker-import.js";
import type { WorkerCreateInput } from "../../contract/workers.js";
import type { CustomFieldsService } from "../custom-fields/custom-fields.service.js";
import { DepartmentModel, OfficeModel, RoleModel } from "../structure/structure.models.js";
import { profileExtras } from "../workers/profile-extras.js";
import { WorkerModel } from "../workers/workers.model.js";
import type { WorkersService } from "../workers/workers.service.js";
import { mapHeaders, readRow, type RowContext, type RowError, rowErrorOf } from "./import-rows.js";
import { readSpreadsheet } from "../../../../core/files/spreadsheet.js";
import {
  type WorkerImportDoc,
  WorkerImportModel,
  type WorkerImportRowDoc,
  WorkerImportRowModel,
} from "./worker-import.model.js";

/** How long a run holds an import without showing progress before another run may take it over. */
export const IMPORT_LEASE_MS = 2 * 60 * 1000;

type ImportRecord = WorkerImportDoc & { _id: unknown; createdAt: Date };
type RowRecord = WorkerImportRowDoc & { _id: unknown };

export interface WorkerImportServiceOptions {
  /** The workers service: imported rows are created exactly as `POST /workers` creates a worker. */
  workers: WorkersService;
  /** The company's extra fields (the template's columns, each row's checks). */
  customFields: CustomFieldsService;
  /** The worker fields the company does not use (issue 18): their columns are left out of the template and ignored. */
  hiddenFields(ctx: ServiceContext): Promise<ReadonlySet<string>>;
  /** Runs `run(ctx, importId)` in the background (the import job). */
  enqueue: (ctx: ServiceContext, importId: string) => Promise<void>;
}

function summaryOf(doc: ImportRecord): WorkerImportSummary {
  return {
    id: String(doc._id),
    mode: doc.mode,
    status: doc.status,
    fileName: doc.fileName,
    total: doc.total,
    valid: doc.valid,
    invalid: doc.invalid,
    created: doc.created,
    failed: doc.failed,
    ignoredColumns: doc.ignoredColumns ?? [],
    createdAt: doc.uploadedAt.toISOString(),
    ...(doc.startedAt ? { startedAt: doc.startedAt.toISOString() } : {}),
    ...(doc.finishedAt ? { finishedAt: doc.finishedAt.toISOString() } : {}),
  };
}

function rowOf(
  doc: Pick<WorkerImportRowDoc, "row" | "email" | "name" | "status" | "problems" | "workerId">,
  locale: Locale,
): ImportRow {
  return {
    row: doc.row,
    ...(doc.email ? { email: doc.email } : {}),
    ...(doc.name ? { name: doc.name } : {}),
    status: doc.status === "creating" ? "pending" : doc.status,
    ...(doc.workerId ? { workerId: doc.workerId } : {}),
    errors: (doc.problems ?? []).map((problem) => ({
      field: problem.field,
      code: problem.code,
      message: messageFor(isErrorCode(problem.code) ? problem.code : "VALIDATION_INVALID", locale, problem.params),
    })),
  };
}

/** Names (folded) and ids of a structure collection -> id, for reading the file's department, office and role. */
async function lookupOf(ctx: ServiceContext, model: typeof DepartmentModel | typeof OfficeModel | typeof RoleModel) {
  const docs = (await scoped(ctx, model as typeof DepartmentModel).find({}, { projection: { name: 1 } })) as Array<{
    _id: unknown;
    name: string;
  }>;
  const map = new Map<string, string>();
  for (const doc of docs) {
    map.set(String(doc._id), String(doc._id));
    map.set(foldText(doc.name), String(doc._id));
  }
  return map;
}

/** A row being checked: what the file says and what is wrong with it. */
interface Checked {
  row: number;
  input: WorkerCreateInput;
  supervisorEmail?: string;
  errors: RowError[];
}

/**
 * Order of creation (supervisors in the file before their reports, otherwise file order) and the cross-row rules:
 * an email twice in the file or already a worker's, a supervisor who is neither a worker nor a row, supervisor loops
 * inside the file, and rows whose supervisor's row is invalid.
 */
function crossCheck(rows: Checked[], existing: Map<string, { status: string }>): number[] {
  const count = new Map<string, number>();
  for (const r of rows) if (r.input.email) count.set(r.input.email, (count.get(r.input.email) ?? 0) + 1);
  const byEmail = new Map<string, number>();
  rows.forEach((r, i) => {
    const email = r.input.email;
    if (!email) return;
    if ((count.get(email) ?? 0) > 1) r.errors.push({ field: "email", code: "PEOPLE_IMPORT_DUPLICATE_EMAIL" });
    else byEmail.set(email, i);
    if (existing.has(email)) r.errors.push({ field: "email", code: "AUTH_EMAIL_EXISTS" });
  });

  const parentOf = (i: number): number | undefined => {
    const email = rows[i]!.supervisorEmail;
    return email ? byEmail.get(email) : undefined;
  };
  rows.forEach((r, i) => {
    const email = r.supervisorEmail;
    if (!email || r.errors.some((e) => e.field === "supervisorEmail")) return;
    if (email === r.input.email) r.errors.push({ field: "supervisorEmail", code: "PEOPLE_REFERENCE_WORKER_CYCLE" });
    else if (parentOf(i) === undefined && existing.get(email)?.status !== "active")
      r.errors.push({ field: "supervisorEmail", code: "PEOPLE_REFERENCE_WORKER_INVALID" });
  });

  // supervisors first; a loop inside the file is an error of each row on it
  const placed = new Set<number>();
  const order: number[] = [];
  rows.forEach((_, start) => {
    const path: number[] = [];
    const onPath = new Set<number>();
    let at: number | undefined = start;
    while (at !== undefined && !placed.has(at) && !onPath.has(at)) {
      path.push(at);
      onPath.add(at);
      const parent = parentOf(at);
      at = parent === at ? undefined : parent;
    }
    if (at !== undefined && onPath.has(at))
      for (const i of path.slice(path.indexOf(at)))
        rows[i]!.errors.push({ field: "supervisorEmail", code: "PEOPLE_REFERENCE_WORKER_CYCLE" });
    for (const i of path.reverse()) {
      placed.add(i);
      order.push(i);
    }
  });
  for (const i of order) {
    const parent = parentOf(i);
    if (parent !== undefined && rows[parent]!.errors.length > 0 && rows[i]!.errors.length === 0)
      rows[i]!.errors.push({ field: "supervisorEmail", code: "PEOPLE_IMPORT_SUPERVISOR_ROW_INVALID" });
  }
  return order;
}

/**
 * Imports workers from a spreadsheet (contract/worker-import.ts). Every row is checked before anything is created;
 * the creation runs in the background (`run`, the `people.import-workers` job), one worker at a time through the
 * workers service, recording each row's outcome and the counters a progress bar polls.
 *
 * If the process stops in the middle (crash, deploy), the job runs again (agenda re-runs a run whose lock lapsed, or
 * `POST /workers/imports/:importId/resume`): rows already created are skipped, a row caught between its worker's
 * creation and its own update is recognised by its email, and the rest are created. In `all` mode every row was valid
 * when checked, so the import completes; a row refused at creation (its email taken meanwhile by someone else) is
 * reported as `failed`. There are no multi-document transactions to roll back a half-done import (ARCHITECTURE
 * "embedded engine"), which is why the check comes first and the run is resumable.
 */
export function createWorkerImportService(options: WorkerImportServiceOptions) {
  const imports = (ctx: ServiceContext) => scoped(ctx, WorkerImportModel);
  const rows = (ctx: ServiceContext) => scoped(ctx, WorkerImportRowModel);

  async function load(ctx: ServiceContext, importId: string): Promise<ImportRecord> {
    const doc = (await imports(ctx).findById(importId)) as ImportRecord | null;
    if (!doc) throw new AppError("NOT_FOUND");
    return doc;
  }

  const lease = (ctx: ServiceContext) => new Date(ctx.now().getTime() + IMPORT_LEASE_MS);

  async function finishRow(
    ctx: ServiceContext,
    row: RowRecord,
    outcome: { workerId: string } | { error: AppError },
  ): Promise<void> {
    const created = "workerId" in outcome;
    await rows(ctx).updateOne(
      { _id: row._id },
      created
        ? { $set: { status: "created", workerId: outcome.workerId }, $unset: { input: 1 } }
        : { $set: { status: "failed", problems: [rowErrorOf(outcome.error)] }, $unset: { input: 1 } },
    );
    await imports(ctx).updateOne(
      { _id: row.importId },
      { $inc: created ? { created: 1 } : { failed: 1 }, $set: { leaseUntil: lease(ctx) } },
    );
  }

  async function createRow(ctx: ServiceContext, row: RowRecord): Promise<void> {
    const workers = scoped(ctx, WorkerModel);
    if (row.status === "creating") {
      // the last run stopped while creating this row: its worker may exist already
      const made = await workers.findOne({ email: row.email }, { projection: { _id: 1 } });
      if (made) return finishRow(ctx, row, { workerId: String(made._id) });
    } else {
      await rows(ctx).updateOne({ _id: row._id }, { $set: { status: "creating" } });
    }
    const input: WorkerCreateInput = { ...row.input! };
    if (row.supervisorEmail) {
      const supervisor = await workers.findOne(
        { email: row.supervisorEmail, status: "active" },
        { projection: { _id: 1 } },
      );
      if (!supervisor)
        return finishRow(ctx, row, {
          error: new AppError("PEOPLE_REFERENCE_WORKER_INVALID", { field: "referenceWorkerId" }),
        });
      input.referenceWorkerId = String(supervisor._id);
    }
    try {
      const worker = await options.workers.create(ctx, input);
      // the workers service emitted people.worker.created
      await finishRow(ctx, row, { workerId: worker.id });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // created, but the welcome mail could not go: the worker exists, the mail failure is logged
      const made =
        err.code !== "AUTH_EMAIL_EXISTS"
          ? await workers.findOne({ email: row.email }, { projection: { _id: 1 } })
          : null;
      if (made) {
        ctx.log.warn({ err, row: row.row }, "people import: worker created, welcome mail not sent");
        return finishRow(ctx, row, { workerId: String(made._id) });
      }
      await finishRow(ctx, row, { error: err });
    }
  }

  return {
    /**
     * Reads and checks a file (every row, before anything is created), records the import and its rows, and, when the
     * mode and the rows allow, queues the creation. Answers the import with its problem rows.
     * @throws {AppError} PEOPLE_IMPORT_FILE_INVALID, PEOPLE_IMPORT_EMPTY, PEOPLE_IMPORT_TOO_MANY_ROWS,
     *   PEOPLE_IMPORT_COLUMN_MISSING: the file as a whole cannot be read.
     */
    async start(
      ctx: ServiceContext,
      input: { body: Uint8Array; fileName: string; mode: ImportMode; locale: Locale },
    ): Promise<WorkerImport> {
      const sheet = await readSpreadsheet(input.body, {
        maxRows: IMPORT_MAX_ROWS,
        codes: {
          invalid: "PEOPLE_IMPORT_FILE_INVALID",
          empty: "PEOPLE_IMPORT_EMPTY",
          tooManyRows: "PEOPLE_IMPORT_TOO_MANY_ROWS",
        },
      });
      const rules = await options.customFields.workerFieldRules(ctx);
      const { targets, ignored, missing } = mapHeaders(
        sheet.headers,
        rules.definitions,
        await options.hiddenFields(ctx),
      );
      if (missing.length > 0) throw new AppError("PEOPLE_IMPORT_COLUMN_MISSING", { params: { column: missing[0]! } });

      const [departments, offices, roles, stored] = await Promise.all([
        lookupOf(ctx, DepartmentModel),
        lookupOf(ctx, OfficeModel),
        lookupOf(ctx, RoleModel),
        scoped(ctx, WorkerModel).find({}, { projection: { email: 1, status: 1 } }) as Promise<
          Array<{ email: string; status: string }>
        >,
      ]);
      const existing = new Map(stored.map((w) => [w.email, { status: w.status }]));
      const context: RowContext = { countryId: rules.countryId, today: ctx.now(), departments, offices, roles };

      const checked: Checked[] = [];
      for (const { row, cells } of sheet.rows) {
        const read = readRow(cells, targets, context);
        if (read.errors.length === 0) {
          try {
            // the course pair and the company's extra fields, as POST /workers checks them
            await profileExtras(ctx, read.input, undefined, rules);
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            read.errors.push(rowErrorOf(err));
          }
        }
        checked.push({ row, ...read });
      }
      const order = crossCheck(checked, existing);

      const invalid = checked.filter((r) => r.errors.length > 0).length;
      const valid = checked.length - invalid;
      const goesAhead = input.mode !== "validate" && valid > 0 && (input.mode === "valid-only" || invalid === 0);
      const status: ImportStatus =
        input.mode === "validate"
          ? "validated"
          : input.mode === "all" && invalid > 0
            ? "refused"
            : goesAhead
              ? "queued"
              : "done";

      const createdBy = actingUser(ctx)?.userId;
      const record = (await imports(ctx).create({
        mode: input.mode,
        status,
        fileName: input.fileName.slice(0, 200) || "import",
        total: checked.length,
        valid,
        invalid,
        created: 0,
        failed: 0,
        ignoredColumns: ignored.slice(0, 50),
        ...(createdBy ? { createdBy } : {}),
        uploadedAt: ctx.now(),
        ...(status === "done" ? { finishedAt: ctx.now() } : {}),
      })) as ImportRecord;
      const importId = String(record._id);

      const docs: WorkerImportRowDoc[] = order.map((i, seq) => {
        const r = checked[i]!;
        const ok = r.errors.length === 0;
        return {
          importId,
          seq,
          row: r.row,
          ...(r.input.email ? { email: r.input.email } : {}),
          ...(r.input.name ? { name: [r.input.name, r.input.lastName].filter(Boolean).join(" ").slice(0, 240) } : {}),
          status: ok ? (goesAhead ? "pending" : "valid") : "invalid",
          problems: r.errors,
          // the payload is kept only for rows about to be created
          ...(ok && goesAhead
            ? { input: r.input, ...(r.supervisorEmail ? { supervisorEmail: r.supervisorEmail } : {}) }
            : {}),
        };
      });
      await rows(ctx).insertMany(docs);
      if (goesAhead) await options.enqueue(ctx, importId);

      return {
        ...summaryOf(record),
        rows: docs
          .filter((doc) => doc.status === "invalid")
          .sort((a, b) => a.row - b.row)
          .map((doc) => rowOf(doc, input.locale)),
      };
    },

    /**
     * Creates the pending rows of an import, in order (the import job's handler). Idempotent and resumable: a run
     * takes the import only when no other run holds its lease.
     */
    async run(ctx: ServiceContext, importId: string): Promise<void> {
      const now = ctx.now();
      const claimed = (await imports(ctx).findOneAndUpdate(
        {
          _id: importId,
          status: { $in: ["queued", "running"] },
          $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
        },
        { $set: { status: "running", leaseUntil: lease(ctx) } },
      )) as ImportRecord | null;
      if (!claimed) return;
      if (!claimed.startedAt) await imports(ctx).updateOne({ _id: claimed._id }, { $set: { startedAt: now } });

      for (;;) {
        const row = (await rows(ctx).findOne(
          { importId, status: { $in: ["creating", "pending"] } },
          { sort: { seq: 1 } },
        )) as RowRecord | null;
        if (!row) break;
        await createRow(ctx, row);
      }
      await imports(ctx).updateOne(
        { _id: claimed._id },
        { $set: { status: "done", finishedAt: ctx.now(), leaseUntil: null } },
      );
    },

    /** An import with its rows: the problem rows (default) or all of them, messages in `locale`. */
    async get(
      ctx: ServiceContext,
      importId: string,
      options: { locale: Locale; rows: "problems" | "all" },
    ): Promise<WorkerImport> {
      const record = await load(ctx, importId);
      const filter = options.rows === "all" ? { importId } : { importId, status: { $in: ["invalid", "failed"] } };
      const found = (await rows(ctx).find(filter, { sort: { row: 1 } })) as RowRecord[];
      return { ...summaryOf(record), rows: found.map((row) => rowOf(row, options.locale)) };
    },

    /** The company's 20 latest imports, newest first. */
    async list(ctx: ServiceContext): Promise<WorkerImportList> {
      const found = (await imports(ctx).find({}, { sort: { uploadedAt: -1, _id: -1 }, limit: 20 })) as ImportRecord[];
      return { items: found.map(summaryOf) };
    },

    /** Queues an import again when its run stopped (its lease lapsed); otherwise leaves it as it is. */
    async resume(ctx: ServiceContext, importId: string): Promise<WorkerImportSummary> {
      const record = await load(ctx, importId);
      const stalled =
        (record.status === "queued" || record.status === "running") &&
        (!record.leaseUntil || record.leaseUntil <= ctx.now());
      if (stalled) await options.enqueue(ctx, importId);
      return summaryOf(record);
    },

    /** The CSV template: every column, the company's extra fields as `extra:<id>`, and an example row. */
    async template(ctx: ServiceContext): Promise<string> {
      const { definitions } = await options.customFields.workerFieldRules(ctx);
      const hidden = await options.hiddenFields(ctx);
      const columns = IMPORT_COLUMNS.filter((c) => !hidden.has(c.key));
      const headers = [
        ...columns.map((c) => c.key as string),
        ...definitions.filter((f) => f.type !== "file").map((f) => `${EXTRA_COLUMN_PREFIX}${f.id}`),
      ];
      const example = [
        ...columns.map((c) => c.example as string),
        ...definitions.filter((f) => f.type !== "file").map((f) => (f.type === "select" ? (f.options?.[0] ?? "") : "")),
      ];
      const csv = (cells: string[]) =>
        cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(",");
      // a BOM, so Excel opens it as UTF-8
      return `\uFEFF${csv(headers)}\r\n${csv(example)}\r\n`;
    },
  };
}

export type WorkerImportService = ReturnType<typeof createWorkerImportService>;
