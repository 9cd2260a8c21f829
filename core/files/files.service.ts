import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error.js";
import { sendStoredFile, type SendFileOptions } from "./file-download.js";
import { assertSafeKey, type FileStorage } from "./file-storage.js";
import { MAX_UPLOAD_BYTES, validateImage } from "./file-validation.js";
import { encodeImageWithVariants, IMAGE_VARIANTS, type ImageVariantName, variantKey } from "./image-variants.js";
import type { SignOptions, UrlSigner } from "./signed-url.js";
import type { FilesService, ReadUploadOptions, SavedImage, Upload } from "./types.js";

export function createFilesService(options: { storage: FileStorage; signer: UrlSigner }): FilesService {
  const { storage, signer } = options;
  return {
    storage,
    readUpload,
    validateImage: (body: Uint8Array) => validateImage(body),
    async saveImage({ baseKey, body }): Promise<SavedImage> {
      const info = await validateImage(body);
      const key = `${baseKey}.${info.extension}`;
      assertSafeKey(key);
      const { original, variants } = await encodeImageWithVariants(body, info.format);
      const keys = Object.fromEntries(IMAGE_VARIANTS.map((v) => [v.name, variantKey(key, v.name)])) as Record<
        ImageVariantName,
        string
      >;
      const put = { contentType: info.contentType };
      // Variants first: once the original exists, readers trying `_50x50` before it find it too.
      await Promise.all(IMAGE_VARIANTS.map((v) => storage.put(keys[v.name], variants[v.name].body, put)));
      await storage.put(key, original.body, put);
      return {
        key,
        contentType: info.contentType,
        width: original.width,
        height: original.height,
        size: original.body.byteLength,
        variants: keys,
      };
    },
    async deleteImage(key: string): Promise<void> {
      await storage.delete(key);
      await Promise.all(IMAGE_VARIANTS.map((v) => storage.delete(variantKey(key, v.name))));
    },
    signedUrl: (key: string, signOptions?: SignOptions) => signer.sign(key, signOptions),
    send: (reply: FastifyReply, key: string, sendOptions?: SendFileOptions) =>
      sendStoredFile(reply, storage, key, sendOptions),
  };
}

async function readUpload(request: FastifyRequest, options: ReadUploadOptions = {}): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError("FILE_REQUIRED", { field: options.field });
  let file: Omit<Upload, "fields"> | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes ?? MAX_UPLOAD_BYTES } })) {
      if (part.type === "file") {
        if (file !== undefined || (options.field !== undefined && part.fieldname !== options.field)) {
          // Not the file asked for: drain it so the form can be read to its end.
          part.file.resume();
          continue;
        }
        file = {
          fieldName: part.fieldname,
          filename: part.filename,
          declaredType: part.mimetype,
          body: await part.toBuffer(),
        };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // @fastify/multipart's RequestFileTooLargeError: the catalogue says which limit (spec §5 "Maximum file size is 2mb").
    if ((err as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("FILE_TOO_LARGE", { cause: err });
    throw err;
  }
  if (file === undefined || file.body.byteLength === 0) throw new AppError("FILE_REQUIRED", { field: options.field });
  return { ...file, fields };
}
