import type { FastifyReply, FastifyRequest } from "fastify";
import type { SendFileOptions } from "./file-download.js";
import type { FileStorage } from "./file-storage.js";
import type { ImageInfo } from "./file-validation.js";
import type { ImageVariantName } from "./image-variants.js";
import type { SignOptions } from "./signed-url.js";

/** A file read from a multipart request, in memory (uploads are at most 2 MB). */
export interface Upload {
  /** The form field the file came in. */
  fieldName: string;
  /** The name on the client's disk: for display only, never for a storage key or a type decision. */
  filename: string;
  /** The type the client claimed: for information only, check the content instead. */
  declaredType: string;
  body: Buffer;
  /** The text fields of the same form. */
  fields: Record<string, string>;
}

export interface ReadUploadOptions {
  /** Take the file from this form field only; default: the first file. */
  field?: string;
  /**
   * A tighter limit than the platform's 2 MB.
   * @default 2 MB
   */
  maxBytes?: number;
}

export interface SavedImage {
  /** The original's key: the base key plus `.png` or `.jpg`, after the content's real format. */
  key: string;
  contentType: ImageInfo["contentType"];
  width: number;
  height: number;
  /** Bytes of the stored original. */
  size: number;
  /** Keys of the variants stored next to the original (spec §7). */
  variants: Record<ImageVariantName, string>;
}

/** `app.files`: storage plus the helpers routes use for uploads and downloads (core/files/README.md). */
export interface FilesService {
  readonly storage: FileStorage;
  /**
   * Reads the uploaded file of a multipart request.
   * @throws {AppError} `FILE_REQUIRED` without a (non-empty) file, `FILE_TOO_LARGE` over the limit.
   */
  readUpload(request: FastifyRequest, options?: ReadUploadOptions): Promise<Upload>;
  /** PNG or JPEG by content: `FILE_NOT_IMAGE`, `FILE_ONLY_PNG_JPG`, `FILE_INVALID_IMAGE`, `FILE_TOO_LARGE`. */
  validateImage(body: Uint8Array): Promise<ImageInfo>;
  /**
   * Validates an image and stores it, re-encoded without metadata, with its `_50x50` and `_200x200` variants.
   * @param input.baseKey the key without extension, e.g. `companies/<companyId>/avatars/<workerId>-<random>`
   */
  saveImage(input: { baseKey: string; body: Uint8Array }): Promise<SavedImage>;
  /** Removes an image saved by `saveImage` and its variants. */
  deleteImage(key: string): Promise<void>;
  /** A short-lived URL that downloads `key` without a session (`GET /api/files/signed/...`). */
  signedUrl(key: string, options?: SignOptions): string;
  /** Streams `key` as the reply of an authorized route. */
  send(reply: FastifyReply, key: string, options?: SendFileOptions): Promise<FastifyReply>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Registered by the files plugin (core/files). */
    files: FilesService;
  }
}
