import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { ExportFormat, TimeSheetFilters } from "../../contract/overtime.js";

/**
 * A time-sheet export (`clock_report_exports`): asked for by a person, built by a job, its progress written as it
 * goes (so any instance answers the progress bar), the file kept through the files service when done.
 */
export interface ReportExportDoc {
  requestedBy: string;
  format: ExportFormat;
  /** The requester's language: the file's headings (en, pt-BR, es). */
  locale?: string;
  filters: TimeSheetFilters;
  /** The people the filters selected when the person asked (their reach and the 6-person rule checked then). */
  people: string[];
  status: "queued" | "running" | "done" | "failed";
  progress: number;
  fileKey?: string;
  fileName?: string;
  error?: string;
}

export const ReportExportModel = defineTenantModel<ReportExportDoc>(
  "ClockReportExport",
  {
    requestedBy: { type: String, required: true },
    format: { type: String, required: true },
    locale: { type: String, default: undefined },
    filters: { type: Schema.Types.Mixed, required: true },
    people: { type: [String], required: true },
    status: { type: String, required: true },
    progress: { type: Number, required: true },
    fileKey: String,
    fileName: String,
    error: String,
  },
  { collection: "clock_report_exports", indexes: [{ fields: { requestedBy: 1, createdAt: -1 } }] },
);
