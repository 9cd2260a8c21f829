import sharp, { type Metadata } from "sharp";
import { AppError } from "../errors/app-error.js";

/** spec §5, §9: "File maximum: 2 MB". */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/**
 * Images larger than this many pixels are refused before decoding: a 2 MB PNG can unpack to gigabytes.
 * 50 megapixels is above any phone camera's photo.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageFormat = "png" | "jpeg";

export interface ImageInfo {
  format: ImageFormat;
  contentType: "image/png" | "image/jpeg";
  /** The extension stored keys get: `png` or `jpg`. */
  extension: "png" | "jpg";
  width: number;
  height: number;
}

const IMAGE_TYPES: Record<ImageFormat, Pick<ImageInfo, "contentType" | "extension">> = {
  png: { contentType: "image/png", extension: "png" },
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
};

/**
 * Refuses an empty upload (`FILE_REQUIRED`) and one over the limit (`FILE_TOO_LARGE`), for any kind of file.
 * @default maxBytes 2 MB
 */
export function assertUploadSize(body: Uint8Array, options: { maxBytes?: number } = {}): void {
  if (body.byteLength === 0) throw new AppError("FILE_REQUIRED");
  if (body.byteLength > (options.maxBytes ?? MAX_UPLOAD_BYTES)) throw new AppError("FILE_TOO_LARGE");
}

/**
 * Checks an uploaded image by its content, never by its name or the type the client claimed (spec §5 "Images: PNG
 * or JPG only"): `FILE_NOT_IMAGE` when the bytes are no image at all, `FILE_ONLY_PNG_JPG` for another image format,
 * `FILE_INVALID_IMAGE` when they claim PNG or JPEG but do not decode as one.
 */
export async function validateImage(body: Uint8Array, options: { maxBytes?: number } = {}): Promise<ImageInfo> {
  assertUploadSize(body, options);
  const sniffed = sniffImage(body);
  if (sniffed === undefined) throw new AppError("FILE_NOT_IMAGE");
  if (sniffed !== "png" && sniffed !== "jpeg") throw new AppError("FILE_ONLY_PNG_JPG");
  let metadata: Metadata;
  try {
    metadata = await sharp(body, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch (err) {
    throw new AppError("FILE_INVALID_IMAGE", { cause: err });
  }
  const { width, height } = metadata;
  if (metadata.format !== sniffed || !width || !height || width * height > MAX_IMAGE_PIXELS) {
    throw new AppError("FILE_INVALID_IMAGE");
  }
  return { format: sniffed, ...IMAGE_TYPES[sniffed], width, height };
}

type SniffedFormat = ImageFormat | "gif" | "webp" | "bmp" | "tiff" | "ico" | "heif" | "avif" | "svg";

/** The image format the leading bytes announce (magic numbers), or undefined when they announce none. */
export function sniffImage(body: Uint8Array): SniffedFormat | undefined {
  const bytes = Buffer.from(body.buffer, body.byteOffset, Math.min(body.byteLength, 1024));
  const starts = (signature: number[], offset = 0): boolean =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (from: number, to: number): string => bytes.subarray(from, to).toString("latin1");

  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(0, 2) === "BM" && bytes.length >= 26) return "bmp";
  if (starts([0x49, 0x49, 0x2a, 0x00]) || starts([0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  if (starts([0x00, 0x00, 0x01, 0x00])) return "ico";
  if (ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "hevc", "hevx", "mif1", "msf1"].includes(brand)) return "heif";
  }
  // SVG is text: an XML prolog or comments may come before the root element.
  const head = bytes
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if ((head.startsWith("<?xml") || head.startsWith("<svg") || head.startsWith("<!--")) && /<svg[\s>]/i.test(head)) {
    return "svg";
  }
  return undefined;
}
