import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import archiver from "archiver";
import { actorId, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { FilesService } from "../../../../core/files/types.js";
import type { JobDefinition } from "../../../../core/jobs/types.js";
import type { JobsService } from "../../../../core/jobs/jobs.service.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { ZipJob } from "../../contract/index.js";
import { WorkerDocumentModel, type WorkerDocumentDoc } from "../documents/documents.model.js";
import { OnboardingModel } from "../onboarding/onboarding.model.js";
import { ZipModel, type ZipDoc } from "./zips.model.js";

export type ZipJobData = { zipId: string };
type WithId<T> = T & { _id: unknown; createdAt: Date };

function toZip(doc: WithId<ZipDoc>): ZipJob {
  return {
    id: String(doc._id),
    workerId: doc.workerId,
    status: doc.status,
    progress: doc.progress,
    files: doc.files,
    ...(doc.fileName ? { fileName: doc.fileName } : {}),
    ...(doc.error ? { error: doc.error } : {}),
  };
}

/** A person's onboarding documents: the required ones sent (live) and the signed contract terms. */
function onboardingDocuments(ctx: ServiceContext, workerId: string) {
  return scoped(ctx, WorkerDocumentModel).find(
    { workerId, $or: [{ requirementId: { $type: "string" } }, { category: "contract", status: "signed" }] },
    { sort: { createdAt: 1, _id: 1 } },
  ) as Promise<Array<WithId<WorkerDocumentDoc>>>;
}

/** Names inside the zip: one folder per category, unique names. */
export function entryNames(docs: ReadonlyArray<Pick<WorkerDocumentDoc, "category" | "name" | "fileName">>): string[] {
  const used = new Set<string>();
  return docs.map((d) => {
    const ext = /\.[a-z0-9]{1,5}$/i.exec(d.fileName)?.[0] ?? "";
    const base = `${d.category}/${d.name.replace(/[^\p{L}\p{N} ._-]/gu, "_").trim() || "document"}`;
    let name = `${base}${ext}`;
    for (let i = 2; used.has(name); i++) name = `${base} (${i})${ext}`;
    used.add(name);
    return name;
  });
}

/**
 * Zips of a person's onboarding documents (spec §7 POST documents/{id}/zip, type onboarding): `start` queues a job;
 * the job streams each stored file into `archiver` one after the other (no file is read whole before it is
 * compressed), writes its progress on the zip's document as archiver reports entries processed, and stores the zip
 * through the files service; the admin polls the progress and downloads it when done.
 */
export function createZipsService(deps: {
  files: Pick<FilesService, "storage" | "send">;
  jobs: Pick<JobsService, "now">;
  job: () => JobDefinition<ZipJobData>;
}) {
  return {
    async start(ctx: ServiceContext, workerId: string): Promise<ZipJob> {
      if (!(await scoped(ctx, OnboardingModel).findOne({ workerId }))) throw new AppError("NOT_FOUND");
      const docs = await onboardingDocuments(ctx, workerId);
      if (docs.length === 0) throw new AppError("ONBOARDING_ZIP_EMPTY");
      const doc = (await scoped(ctx, ZipModel).create({
        workerId,
        requestedBy: actorId(ctx),
        status: "queued",
        progress: 0,
        files: docs.length,
      })) as WithId<ZipDoc>;
      await deps.jobs.now(ctx, deps.job(), { zipId: String(doc._id) });
      return toZip(doc);
    },

    async get(ctx: ServiceContext, zipId: string): Promise<ZipJob> {
      const doc = (await scoped(ctx, ZipModel).findById(zipId)) as WithId<ZipDoc> | null;
      if (!doc || doc.requestedBy !== actorId(ctx)) throw new AppError("NOT_FOUND");
      return toZip(doc);
    },

    async file(ctx: ServiceContext, zipId: string): Promise<{ key: string; name: string }> {
      const doc = (await scoped(ctx, ZipModel).findById(zipId)) as WithId<ZipDoc> | null;
      if (!doc || doc.requestedBy !== actorId(ctx)) throw new AppError("NOT_FOUND");
      if (doc.status !== "done" || !doc.fileKey) throw new AppError("ONBOARDING_ZIP_NOT_READY");
      return { key: doc.fileKey, name: doc.fileName! };
    },

    /**
     * The zip streamed straight into the reply (small sets, no job): each stored file is piped into archiver in turn.
     * NOT_FOUND for a person never in onboarding, ONBOARDING_ZIP_EMPTY without documents.
     */
    async stream(ctx: ServiceContext, workerId: string): Promise<{ archive: archiver.Archiver; fileName: string }> {
      if (!(await scoped(ctx, OnboardingModel).findOne({ workerId }))) throw new AppError("NOT_FOUND");
      const docs = await onboardingDocuments(ctx, workerId);
      if (docs.length === 0) throw new AppError("ONBOARDING_ZIP_EMPTY");
      const names = entryNames(docs);
      const archive = archiver("zip", { zlib: { level: 6 } });
      void (async () => {
        try {
          for (const [i, d] of docs.entries()) {
            const stored = await deps.files.storage.get(d.fileKey);
            archive.append(stored.body, { name: names[i]!, date: d.createdAt });
          }
          await archive.finalize();
        } catch (err) {
          archive.abort();
          ctx.log.error({ err, workerId }, "onboarding zip stream failed");
        }
      })();
      return { archive, fileName: `onboarding-${workerId}.zip` };
    },

    /** The job: builds the zip once (a finished one is left alone), streaming the files in. */
    async run(ctx: ServiceContext, zipId: string): Promise<void> {
      const model = scoped(ctx, ZipModel);
      const doc = (await model.findOneAndUpdate(
        { _id: zipId, status: { $in: ["queued", "running"] } },
        { $set: { status: "running", progress: 1 } },
      )) as WithId<ZipDoc> | null;
      if (!doc) return;
      try {
        const docs = await onboardingDocuments(ctx, doc.workerId);
        const names = entryNames(docs);
        const archive = archiver("zip", { zlib: { level: 6 } });
        const out = new PassThrough();
        const chunks: Buffer[] = [];
        out.on("data", (chunk: Buffer) => chunks.push(chunk));
        const ended = new Promise<void>((resolve, reject) => {
          out.on("end", resolve);
          archive.on("error", reject);
        });
        let last = 0;
        let writing = Promise.resolve();
        archive.on("progress", ({ entries }) => {
          const value = Math.max(1, Math.min(99, Math.floor((entries.processed / Math.max(1, docs.length)) * 99)));
          if (value - last < 5 && value < 99) return;
          last = value;
          writing = writing.then(async () => {
            await model.updateOne({ _id: zipId, status: "running" }, { $set: { progress: value } });
          });
        });
        archive.pipe(out);
        for (const [i, d] of docs.entries()) {
          const stored = await deps.files.storage.get(d.fileKey);
          archive.append(stored.body, { name: names[i]!, date: d.createdAt });
        }
        await archive.finalize();
        await ended;
        await writing;
        const body = Buffer.concat(chunks);
        const fileName = `onboarding-${doc.workerId}.zip`;
        const fileKey = `companies/${ctx.companyId}/onboarding/zips/${zipId}-${randomBytes(6).toString("hex")}.zip`;
        await deps.files.storage.put(fileKey, body, { contentType: "application/zip" });
        await model.updateOne({ _id: zipId }, { $set: { status: "done", progress: 100, fileKey, fileName } });
      } catch (err) {
        const code = err instanceof AppError ? err.code : "INTERNAL";
        await model.updateOne({ _id: zipId }, { $set: { status: "failed", error: code } });
        if (!(err instanceof AppError)) throw err;
      }
    },
  };
}

export type ZipsService = ReturnType<typeof createZipsService>;
