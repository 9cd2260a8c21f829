import { randomBytes } from "node:crypto";
import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { assertUploadSize, sniffImage } from "../../../../core/files/file-validation.js";
import type { FilesService } from "../../../../core/files/types.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { StoredFile } from "../../contract/custom-fields.js";
import type { CustomFieldsService } from "../custom-fields/custom-fields.service.js";
import { WorkerModel } from "../workers/workers.model.js";

/** The type a stored file is served with, from its first bytes (never the client's claim). */
function contentTypeOf(body: Uint8Array): string {
  const image = sniffImage(body);
  if (image === "png") return "image/png";
  if (image === "jpeg") return "image/jpeg";
  if (Buffer.from(body.subarray(0, 5)).toString("latin1") === "%PDF-") return "application/pdf";
  return "application/octet-stream";
}

const displayName = (filename: string): string => (filename.split(/[\\/]/).pop() ?? "").slice(0, 200) || "file";

/**
 * Files of a worker's `file` extra fields (spec §3 "Custom form field" type file): any kind of file up to 2 MB, kept
 * in core/files under the company, the worker's `extraFields.<fieldId>` holding `{ path, name, size }`. Downloads are
 * attachments (core/files serves only PNG and JPEG inline).
 */
export function createWorkerFilesService(options: { files: () => FilesService; customFields: CustomFieldsService }) {
  const files = () => options.files();

  /** The worker and the field, or NOT_FOUND / PEOPLE_FIELD_UNKNOWN (the field must be one of the company's file fields). */
  async function target(ctx: ServiceContext, workerId: string, fieldId: string) {
    const worker = (await scoped(ctx, WorkerModel).findById(workerId, { projection: { extraFields: 1 } })) as {
      _id: unknown;
      extraFields?: Record<string, unknown>;
    } | null;
    if (!worker) throw new AppError("NOT_FOUND");
    const { definitions } = await options.customFields.workerFieldRules(ctx);
    const field = definitions.find((f) => f.id === fieldId && f.type === "file");
    if (!field) throw new AppError("PEOPLE_FIELD_UNKNOWN", { field: `extraFields.${fieldId}` });
    const current = worker.extraFields?.[fieldId];
    return { current: current && typeof current === "object" ? (current as StoredFile) : undefined };
  }

  const drop = async (ctx: ServiceContext, path: string | undefined) => {
    if (!path) return;
    await files()
      .storage.delete(path)
      .catch((err: unknown) => ctx.log.warn({ err, path }, "people: old worker file not deleted"));
  };

  return {
    /** Checks worker and field before the upload is read. */
    async assertTarget(ctx: ServiceContext, workerId: string, fieldId: string): Promise<void> {
      await target(ctx, workerId, fieldId);
    },

    async put(
      ctx: ServiceContext,
      workerId: string,
      fieldId: string,
      upload: { body: Uint8Array; filename: string },
    ): Promise<StoredFile> {
      const { current } = await target(ctx, workerId, fieldId);
      assertUploadSize(upload.body);
      const path = `companies/${ctx.companyId}/worker-files/${workerId}/${fieldId}-${randomBytes(8).toString("hex")}`;
      await files().storage.put(path, upload.body, { contentType: contentTypeOf(upload.body) });
      const stored: StoredFile = { path, name: displayName(upload.filename), size: upload.body.byteLength };
      const updated = await scoped(ctx, WorkerModel).findOneAndUpdate(
        { _id: workerId },
        { $set: { [`extraFields.${fieldId}`]: stored } },
      );
      if (!updated) {
        await drop(ctx, path);
        throw new AppError("NOT_FOUND");
      }
      await drop(ctx, current?.path);
      return stored;
    },

    async remove(ctx: ServiceContext, workerId: string, fieldId: string): Promise<void> {
      const { current } = await target(ctx, workerId, fieldId);
      await scoped(ctx, WorkerModel).updateOne({ _id: workerId }, { $unset: { [`extraFields.${fieldId}`]: 1 } });
      await drop(ctx, current?.path);
    },

    /** The stored file of a field, or NOT_FOUND. */
    async get(ctx: ServiceContext, workerId: string, fieldId: string): Promise<StoredFile> {
      const { current } = await target(ctx, workerId, fieldId);
      if (!current?.path) throw new AppError("NOT_FOUND");
      return current;
    },
  };
}
