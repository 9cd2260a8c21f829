import { randomBytes } from "node:crypto";
import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { variantKey } from "../../../../core/files/image-variants.js";
import type { FilesService } from "../../../../core/files/types.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { Avatar, CompanyImage, CompanyImageKind, ImageVariant } from "../../contract/images.js";
import type { PeopleSettingsService } from "../settings/settings.service.js";
import { findOwnWorker } from "../workers/own-profile.service.js";
import { WorkerModel } from "../workers/workers.model.js";

/** An uploaded picture, as `app.files.readUpload` gives it. */
export interface PictureUpload {
  body: Uint8Array;
  filename: string;
}

const version = (): string => randomBytes(6).toString("hex");
/** A file name for display: the last path segment, at most 200 characters. */
const displayName = (filename: string): string => (filename.split(/[\\/]/).pop() ?? "").slice(0, 200) || "image";

/**
 * Worker avatars and the company's logo and photo (spec §3 "Avatar", "Company" logo/photo; §7 variants): stored through
 * core/files (`saveImage`: PNG/JPG by content, 2 MB, metadata stripped, `_50x50` and `_200x200` variants), the record
 * keeps `{ src, path, size, name }` (a worker's on the worker, the company's in its people settings). Replacing or removing a picture deletes the old files after the record changed,
 * so a reader never meets a record pointing at nothing.
 */
export function createImagesService(options: { files: () => FilesService; settings: PeopleSettingsService }) {
  const files = () => options.files();
  const { settings } = options;

  async function liveWorker(ctx: ServiceContext, workerId: string) {
    const worker = await scoped(ctx, WorkerModel).findById(workerId, { projection: { _id: 1, avatar: 1 } });
    if (!worker) throw new AppError("NOT_FOUND");
    return worker as { _id: unknown; avatar?: Avatar };
  }

  async function dropFiles(ctx: ServiceContext, path: string | undefined): Promise<void> {
    if (!path) return;
    // the record no longer points at them: a failure leaves orphans for a sweep, never a broken picture
    await files()
      .deleteImage(path)
      .catch((err: unknown) => ctx.log.warn({ err, path }, "people: old picture not deleted"));
  }

  return {
    /** The worker profile of the signed-in person in this company, or NOT_FOUND. */
    async ownWorkerId(ctx: ServiceContext): Promise<string> {
      return (await findOwnWorker(ctx)).id;
    },

    /** Checks the worker exists (before the upload is read). */
    async assertWorker(ctx: ServiceContext, workerId: string): Promise<void> {
      await liveWorker(ctx, workerId);
    },

    async setWorkerAvatar(ctx: ServiceContext, workerId: string, upload: PictureUpload): Promise<Avatar> {
      await liveWorker(ctx, workerId);
      const saved = await files().saveImage({
        baseKey: `companies/${ctx.companyId}/avatars/${workerId}-${version()}`,
        body: upload.body,
      });
      const avatar: Avatar = {
        src: `/api/companies/${ctx.companyId}/workers/${workerId}/avatar?v=${version()}`,
        path: saved.key,
        size: saved.size,
        name: displayName(upload.filename),
      };
      const before = await scoped(ctx, WorkerModel).findOneAndUpdate(
        { _id: workerId },
        { $set: { avatar } },
        { new: false },
      );
      if (!before) {
        // removed while the picture was being stored
        await dropFiles(ctx, saved.key);
        throw new AppError("NOT_FOUND");
      }
      await dropFiles(ctx, (before as { avatar?: Avatar }).avatar?.path);
      return avatar;
    },

    async removeWorkerAvatar(ctx: ServiceContext, workerId: string): Promise<void> {
      await liveWorker(ctx, workerId);
      const before = await scoped(ctx, WorkerModel).findOneAndUpdate(
        { _id: workerId },
        { $unset: { avatar: 1 } },
        { new: false },
      );
      await dropFiles(ctx, (before as { avatar?: Avatar } | null)?.avatar?.path);
    },

    /** The storage key of a worker's avatar (or one of its variants), or NOT_FOUND when there is none. */
    async workerAvatarKey(ctx: ServiceContext, workerId: string, variant: ImageVariant | undefined): Promise<string> {
      const worker = await liveWorker(ctx, workerId);
      if (!worker.avatar?.path) throw new AppError("NOT_FOUND");
      return variant ? variantKey(worker.avatar.path, variant) : worker.avatar.path;
    },

    async setCompanyImage(ctx: ServiceContext, kind: CompanyImageKind, upload: PictureUpload): Promise<Avatar> {
      const saved = await files().saveImage({
        baseKey: `companies/${ctx.companyId}/company/${kind}-${version()}`,
        body: upload.body,
      });
      const image: CompanyImage = {
        src: `/api/companies/${ctx.companyId}/company/${kind}?v=${version()}`,
        path: saved.key,
        size: saved.size,
        name: displayName(upload.filename),
      };
      let before;
      try {
        before = await settings.update(ctx, { $set: { [kind]: image } }, { before: true });
      } catch (err) {
        // the company went away while the picture was being stored
        await dropFiles(ctx, saved.key);
        throw err;
      }
      await dropFiles(ctx, before[kind]?.path);
      return image;
    },

    async removeCompanyImage(ctx: ServiceContext, kind: CompanyImageKind): Promise<void> {
      const before = await settings.update(ctx, { $unset: { [kind]: 1 } }, { before: true });
      await dropFiles(ctx, before[kind]?.path);
    },

    async companyImageKey(
      ctx: ServiceContext,
      kind: CompanyImageKind,
      variant: ImageVariant | undefined,
    ): Promise<string> {
      const path = (await settings.get(ctx))[kind]?.path;
      if (!path) throw new AppError("NOT_FOUND");
      return variant ? variantKey(path, variant) : path;
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
