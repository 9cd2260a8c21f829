import { randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";
import { actorId, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { JobDefinition } from "../../../../core/jobs/types.js";
import type { JobsService } from "../../../../core/jobs/jobs.service.js";
import type { FilesService } from "../../../../core/files/types.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { TimeSheetExport, TimeSheetExportInput } from "../../contract/overtime.js";
import { matchLocale, type Locale } from "../../../../core/i18n/locale.js";
import { timeSheetPdfWriter, timeSheetXlsxWriter } from "./time-sheet.export.js";
import type { TimeSheetService } from "./time-sheet.service.js";
import { ReportExportModel, type ReportExportDoc } from "./exports.model.js";

export const EXPORT_JOB = "clock.time-sheet-export";
export type ExportJobData = { exportId: string };

const CONTENT_TYPES = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
} as const;

function toExport(doc: ReportExportDoc & { _id: unknown; createdAt: Date }): TimeSheetExport {
  return {
    id: String(doc._id),
    format: doc.format,
    status: doc.status,
    progress: doc.progress,
    ...(doc.fileName ? { fileName: doc.fileName } : {}),
    ...(doc.error ? { error: doc.error } : {}),
    createdAt: doc.createdAt.toISOString(),
  };
}

/**
 * Long exports of the time-sheet report (issue 13 "Progress on long exports"): `start` checks the filters (the same
 * refusals as the on-screen report, before anything is queued) and enqueues a job; the job builds the file, writing
 * its progress on the export's document, and stores it through the files service; the person downloads it when done.
 */
export function createExportsService(deps: {
  timeSheet: TimeSheetService;
  files: Pick<FilesService, "storage" | "send">;
  jobs: Pick<JobsService, "now">;
  job: () => JobDefinition<ExportJobData>;
}) {
  const service = {
    /** Queues an export; the file's headings are in `locale`, the requester's language. */
    async start(ctx: ServiceContext, input: TimeSheetExportInput, locale: Locale = "en"): Promise<TimeSheetExport> {
      const people = await deps.timeSheet.peopleOf(ctx, input.filters);
      const doc = await scoped(ctx, ReportExportModel).create({
        requestedBy: actorId(ctx),
        people: people.map((p) => p.userId),
        format: input.format,
        locale,
        filters: input.filters,
        status: "queued",
        progress: 0,
      });
      await deps.jobs.now(ctx, deps.job(), { exportId: String(doc._id) });
      return toExport(doc as ReportExportDoc & { _id: unknown; createdAt: Date });
    },

    async get(ctx: ServiceContext, exportId: string): Promise<TimeSheetExport> {
      const doc = await scoped(ctx, ReportExportModel).findById(exportId);
      // someone else's export answers like one that does not exist
      if (!doc || doc.requestedBy !== actorId(ctx)) throw new AppError("NOT_FOUND");
      return toExport(doc);
    },

    async send(ctx: ServiceContext, exportId: string, reply: FastifyReply): Promise<FastifyReply> {
      const doc = await scoped(ctx, ReportExportModel).findById(exportId);
      if (!doc || doc.requestedBy !== actorId(ctx)) throw new AppError("NOT_FOUND");
      if (doc.status !== "done" || !doc.fileKey) throw new AppError("CLOCK_EXPORT_NOT_READY");
      return deps.files.send(reply, doc.fileKey, { filename: doc.fileName!, disposition: "attachment" });
    },

    /** The job: builds the file once (a run of a finished export does nothing), progress as it goes. */
    async run(ctx: ServiceContext, exportId: string): Promise<void> {
      const model = scoped(ctx, ReportExportModel);
      const doc = await model.findOneAndUpdate(
        { _id: exportId, status: { $in: ["queued", "running"] } },
        { $set: { status: "running", progress: 1 } },
      );
      if (!doc) return;
      let last = 0;
      const progress = async (share: number) => {
        const value = Math.max(1, Math.min(99, Math.round(share * 100)));
        if (value - last < 5 && value < 99) return;
        last = value;
        await model.updateOne({ _id: exportId, status: "running" }, { $set: { progress: value } });
      };
      try {
        const zone = ctx.timeZone ?? "UTC";
        const locale = matchLocale(doc.locale) ?? "en";
        // the file is written a batch of people at a time as they are judged: the job never holds the whole report
        const writer =
          doc.format === "xlsx"
            ? timeSheetXlsxWriter(zone, locale)
            : await timeSheetPdfWriter(
                await deps.timeSheet.period(ctx, doc.filters),
                zone,
                ctx.tenant?.name ?? "",
                locale,
              );
        await deps.timeSheet.each(ctx, doc.filters, (people) => writer.add(people), {
          only: doc.people,
          onProgress: (share) => progress(share * 0.95),
        });
        const body = await writer.finish();
        const fileName = `time-sheet-${doc.filters.from}-${doc.filters.to}.${doc.format}`;
        const fileKey = `companies/${ctx.companyId}/clock/exports/${exportId}-${randomBytes(6).toString("hex")}.${doc.format}`;
        await deps.files.storage.put(fileKey, body, { contentType: CONTENT_TYPES[doc.format] });
        await model.updateOne({ _id: exportId }, { $set: { status: "done", progress: 100, fileKey, fileName } });
      } catch (err) {
        const code = err instanceof AppError ? err.code : "INTERNAL";
        await model.updateOne({ _id: exportId }, { $set: { status: "failed", error: code } });
        if (!(err instanceof AppError)) throw err;
      }
    },
  };
  return service;
}

export type ExportsService = ReturnType<typeof createExportsService>;
