import sharp, { type Sharp } from "sharp";
import { AppError } from "../errors/app-error.js";
import { type ImageFormat, MAX_IMAGE_PIXELS } from "./file-validation.js";

/** spec §7: avatars are looked up as `path_50x50` (small), `path_200x200` (medium), then the original. */
export const IMAGE_VARIANTS = [
  { name: "50x50", width: 50, height: 50 },
  { name: "200x200", width: 200, height: 200 },
] as const;

export type ImageVariantName = (typeof IMAGE_VARIANTS)[number]["name"];

/**
 * The key of a variant: the size suffix goes before the extension, as the old product's resized images were
 * named (`avatars/ana.jpg` -> `avatars/ana_50x50.jpg`); a key without an extension gets it at the end.
 * Pure, so the web app can compute the same keys.
 */
export function variantKey(key: string, variant: ImageVariantName): string {
  const slash = key.lastIndexOf("/");
  const dot = key.lastIndexOf(".");
  return dot > slash + 1 ? `${key.slice(0, dot)}_${variant}${key.slice(dot)}` : `${key}_${variant}`;
}

export interface EncodedImage {
  body: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded image for storage: turned upright by its EXIF orientation, with its metadata dropped
 * (phone photos carry GPS positions and device data that have no business in an HR system), plus the square
 * variants, cropped to cover (centre).
 * @throws {AppError} `FILE_INVALID_IMAGE` when the image does not decode (e.g. truncated after a valid header).
 */
export async function encodeImageWithVariants(
  body: Uint8Array,
  format: ImageFormat,
): Promise<{ original: EncodedImage; variants: Record<ImageVariantName, EncodedImage> }> {
  // failOn "error" refuses truncated or corrupt data instead of storing half an image.
  const input = (): Sharp => sharp(body, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).rotate();
  const encode = async (image: Sharp): Promise<EncodedImage> => {
    const encoded = format === "png" ? image.png() : image.jpeg({ quality: 88, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  };
  try {
    const [original, ...resized] = await Promise.all([
      encode(input()),
      ...IMAGE_VARIANTS.map((variant) =>
        encode(input().resize(variant.width, variant.height, { fit: "cover", position: "centre" })),
      ),
    ]);
    const variants = Object.fromEntries(IMAGE_VARIANTS.map((variant, i) => [variant.name, resized[i]!])) as Record<
      ImageVariantName,
      EncodedImage
    >;
    return { original: original!, variants };
  } catch (err) {
    throw new AppError("FILE_INVALID_IMAGE", { cause: err });
  }
}
