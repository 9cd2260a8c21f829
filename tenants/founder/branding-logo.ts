import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { auditService } from "../../core/audit/audit.service.js";
import type { ServiceContext } from "../../core/context.js";
import { AppError } from "../../core/errors/app-error.js";
import { MAX_IMAGE_PIXELS } from "../../core/files/file-validation.js";
import type { FilesService } from "../../core/files/types.js";
import { CompanyModel, type CompanyRecord } from "../company.model.js";
import { toCompanyObjectId } from "../tenants.service.js";

/**
 * The company's logo in its branding (issue 18; tenants/README.md "Logo"): the kernel's own stored file, set and
 * removed by the founder from /platform-customization, applied in the app's header, the notification mails and the
 * intranet widgets. Stored through core/files as `companies/<id>/branding/logo-<version>.<png|jpg>`; the company keeps
 * the key in `branding.logoFileId`, and the version in the key is the one in the public URL (`logoPath`), so a new
 * logo is a new URL and caches may keep each one for a year.
 */

/** The largest side of a stored logo: enough for a header, a mail and a widget at 2x, small enough to mail. */
export const LOGO_MAX_SIDE = 512;
/** The upload limit (core/files' limit, whose `FILE_TOO_LARGE` message names it). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

const KEY = /^companies\/([0-9a-f]{24})\/branding\/logo-([0-9a-f]{12})\.(png|jpg)$/;

/** The version of a stored logo key (`null` for anything that is not one). */
export function logoVersionOf(key: string | null | undefined): string | null {
  return (key && KEY.exec(key)?.[2]) || null;
}

/**
 * Where anyone (a mail reader, an intranet's widget) loads a company's logo: `/api/branding/<companyId>/logo/<version>`.
 * It serves that company's current logo only, nothing else; null without a logo.
 */
export function logoPath(companyId: string, logoFileId: string | null | undefined): string | null {
  const version = logoVersionOf(logoFileId);
  return version ? `/api/branding/${companyId}/logo/${version}` : null;
}

/** Whether the bytes are an SVG (text, XML): refused, as an SVG can carry scripts and outside links. */
function looksLikeSvg(body: Uint8Array): boolean {
  const head = Buffer.from(body.subarray(0, 1024))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg")) || head.startsWith("<!doctype svg")
  );
}

export interface LogoServiceOptions {
  files: () => FilesService;
  /** Tells the company's open sessions that its branding changed (the customisation's realtime event). */
  announce(companyId: string, fields: readonly string[]): void;
}

type Row = Pick<CompanyRecord, "_id" | "branding">;

export function createLogoService(options: LogoServiceOptions) {
  const files = () => options.files();

  async function read(companyId: string): Promise<Row> {
    const _id = toCompanyObjectId(companyId);
    const row = _id ? await CompanyModel.findOne({ _id, deletedAt: null }, { branding: 1 }).lean<Row>().exec() : null;
    if (!row) throw new AppError("NOT_FOUND");
    return row;
  }

  async function dropFile(ctx: ServiceContext, key: string | null | undefined): Promise<void> {
    if (!key) return;
    // the company no longer points at it: a failure leaves an orphan, never a broken logo
    await files()
      .storage.delete(key)
      .catch((err: unknown) => ctx.log.warn({ err, key }, "tenants: old logo not deleted"));
  }

  /**
   * Points the company at `next` (or at no logo) if it still points at `from`, then audits and announces the change.
   * Two founders at once: the second is refused with TENANT_CUSTOMISATION_CHANGED_MEANWHILE.
   */
  async function swap(ctx: ServiceContext, row: Row, next: string | null): Promise<void> {
    const from = row.branding?.logoFileId ?? null;
    const updated = await CompanyModel.updateOne(
      { _id: row._id, deletedAt: null, "branding.logoFileId": from },
      { $set: { "branding.logoFileId": next } },
      { runValidators: true },
    ).exec();
    if (updated.matchedCount === 0) throw new AppError("TENANT_CUSTOMISATION_CHANGED_MEANWHILE");
    const companyId = String(row._id);
    await auditService.record(ctx, {
      action: "tenants.customization.changed",
      target: { type: "company", id: companyId },
      details: { logo: { from: logoVersionOf(from), to: logoVersionOf(next) } },
    });
    options.announce(companyId, ["logo"]);
  }

  return {
    /** NOT_FOUND for an unknown, malformed or removed company. */
    async assertCompany(companyId: string): Promise<void> {
      await read(companyId);
    },

    /**
     * Stores a new logo: PNG or JPG by content (an SVG is TENANT_LOGO_SVG_REFUSED, other formats FILE_ONLY_PNG_JPG,
     * not a picture FILE_NOT_IMAGE / FILE_INVALID_IMAGE), at most 2 MB, re-encoded upright without metadata and
     * scaled down to fit 512x512 (never up, never cropped). The old logo's file is removed after the switch.
     */
    async set(ctx: ServiceContext, companyId: string, body: Uint8Array): Promise<{ logoUrl: string }> {
      const row = await read(companyId);
      if (looksLikeSvg(body)) throw new AppError("TENANT_LOGO_SVG_REFUSED", { field: "logo" });
      const info = await files().validateImage(body);
      let encoded: Buffer;
      try {
        const image = sharp(body, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
          .rotate()
          .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: "inside", withoutEnlargement: true });
        encoded = await (info.format === "png" ? image.png() : image.jpeg({ quality: 90, mozjpeg: true })).toBuffer();
      } catch (err) {
        throw new AppError("FILE_INVALID_IMAGE", { field: "logo", cause: err });
      }
      const key = `companies/${companyId}/branding/logo-${randomBytes(6).toString("hex")}.${info.format === "png" ? "png" : "jpg"}`;
      await files().storage.put(key, encoded, { contentType: info.contentType });
      try {
        await swap(ctx, row, key);
      } catch (err) {
        await dropFile(ctx, key);
        throw err;
      }
      await dropFile(ctx, row.branding?.logoFileId);
      return { logoUrl: logoPath(companyId, key)! };
    },

    /** Removes the logo (the product's own mark shows again); NOT_FOUND when the company has none. */
    async remove(ctx: ServiceContext, companyId: string): Promise<void> {
      const row = await read(companyId);
      if (!row.branding?.logoFileId) throw new AppError("NOT_FOUND");
      await swap(ctx, row, null);
      await dropFile(ctx, row.branding.logoFileId);
    },

    /** The storage key of the company's logo when `version` is its current one; NOT_FOUND otherwise. */
    async keyFor(companyId: string, version: string): Promise<string> {
      const _id = toCompanyObjectId(companyId);
      const row = _id ? await CompanyModel.findOne({ _id, deletedAt: null }, { branding: 1 }).lean<Row>().exec() : null;
      const key = row?.branding?.logoFileId;
      if (!key || logoVersionOf(key) !== version) throw new AppError("NOT_FOUND");
      return key;
    },
  };
}

export type LogoService = ReturnType<typeof createLogoService>;
