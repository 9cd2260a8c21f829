import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { ImportMode, ImportRowStatus, ImportStatus } from "../../contract/worker-import.js";
import type { WorkerCreateInput } from "../../contract/workers.js";
import type { RowError } from "./import-rows.js";

/** One import of workers from a file: the counters a progress bar polls (contract/worker-import.ts). */
export interface WorkerImportDoc {
  mode: ImportMode;
  status: ImportStatus;
  fileName: string;
  total: number;
  valid: number;
  invalid: number;
  created: number;
  failed: number;
  /** Headers of the file that matched no column. */
  ignoredColumns: string[];
  /** The person who started it. */
  createdBy?: string;
  /** By the service's clock: when it was uploaded, started and finished. */
  uploadedAt: Date;
  startedAt?: Date;
  finishedAt?: Date;
  /** A run holds the import until then and extends it as it goes; a crashed run's lease lapses (see run()). */
  leaseUntil?: Date | null;
}

export const WorkerImportModel = defineTenantModel<WorkerImportDoc>(
  "PeopleWorkerImport",
  {
    mode: { type: String, required: true },
    status: { type: String, required: true },
    fileName: { type: String, required: true },
    total: { type: Number, required: true },
    valid: { type: Number, required: true },
    invalid: { type: Number, required: true },
    created: { type: Number, default: 0 },
    failed: { type: Number, default: 0 },
    ignoredColumns: { type: [String], default: [] },
    createdBy: String,
    uploadedAt: { type: Date, required: true },
    startedAt: Date,
    finishedAt: Date,
    leaseUntil: { type: Date, default: null },
  },
  { collection: "people_worker_imports", indexes: [{ fields: { uploadedAt: -1 } }] },
);

/**
 * One row of an import, a document of its own so a run updates a small record per worker instead of rewriting a
 * 5,000-row array. `creating` marks a row whose worker is being created: after a crash, a `creating` row whose email
 * now has a worker was created by this import (see run()).
 */
export interface WorkerImportRowDoc {
  importId: string;
  /** Creation order: supervisors in the file before their reports. */
  seq: number;
  /** The spreadsheet's row number. */
  row: number;
  email?: string;
  name?: string;
  status: ImportRowStatus | "creating";
  /** What is wrong with the row (`errors` is a name mongoose keeps for itself). */
  problems: RowError[];
  /** The payload for POST /workers, kept until the row is created or fails (then dropped). */
  input?: WorkerCreateInput;
  supervisorEmail?: string;
  workerId?: string;
}

export const WorkerImportRowModel = defineTenantModel<WorkerImportRowDoc>(
  "PeopleWorkerImportRow",
  {
    importId: { type: String, required: true },
    seq: { type: Number, required: true },
    row: { type: Number, required: true },
    email: String,
    name: String,
    status: { type: String, required: true },
    problems: { type: [Schema.Types.Mixed], default: [] },
    input: { type: Schema.Types.Mixed, default: undefined },
    supervisorEmail: String,
    workerId: String,
  },
  {
    collection: "people_worker_import_rows",
    indexes: [{ fields: { importId: 1, seq: 1 } }, { fields: { importId: 1, status: 1, seq: 1 } }],
  },
);
