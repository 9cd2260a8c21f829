import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../errors/app-error.js";
import { readStoredFile } from "../file-storage.js";
import { MAX_UPLOAD_BYTES, sniffImage, validateImage } from "../file-validation.js";
import { createFilesService } from "../files.service.js";
import { variantKey } from "../image-variants.js";
import { createLocalFileStorage } from "../local-file-storage.js";
import { createUrlSigner } from "../signed-url.js";
import { makeImage } from "./images.js";

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error, "an AppError").toBeInstanceOf(AppError);
  return (error as AppError).code;
}

describe("image validation by content", () => {
  it("accepts PNG and JPEG by their bytes, with their real type and size", async () => {
    expect(await validateImage(await makeImage({ format: "png", width: 30, height: 20 }))).toEqual({
      format: "png",
      contentType: "image/png",
      extension: "png",
      width: 30,
      height: 20,
    });
    expect(await validateImage(await makeImage({ format: "jpeg" }))).toMatchObject({
      format: "jpeg",
      contentType: "image/jpeg",
      extension: "jpg",
    });
  });

  it("says FILE_ONLY_PNG_JPG for other image formats", async () => {
    expect(await codeOf(validateImage(await makeImage({ format: "gif" })))).toBe("FILE_ONLY_PNG_JPG");
    expect(await codeOf(validateImage(await makeImage({ format: "webp" })))).toBe("FILE_ONLY_PNG_JPG");
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>',
    );
    expect(sniffImage(svg)).toBe("svg");
    expect(await codeOf(validateImage(svg))).toBe("FILE_ONLY_PNG_JPG");
  });

  it("says FILE_NOT_IMAGE for bytes that are no image", async () => {
    expect(await codeOf(validateImage(Buffer.from("hello, I am a text file named avatar.png")))).toBe("FILE_NOT_IMAGE");
    expect(await codeOf(validateImage(Buffer.from("%PDF-1.7\n...")))).toBe("FILE_NOT_IMAGE");
  });

  it("says FILE_INVALID_IMAGE for a PNG or JPEG signature followed by garbage", async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    expect(await codeOf(validateImage(png))).toBe("FILE_INVALID_IMAGE");
    expect(await codeOf(validateImage(Buffer.from([0xff, 0xd8, 0xff, 0x00, 1, 2, 3])))).toBe("FILE_INVALID_IMAGE");
  });

  it("refuses empty files and files over 2 MB", async () => {
    expect(await codeOf(validateImage(Buffer.alloc(0)))).toBe("FILE_REQUIRED");
    const big = Buffer.concat([await makeImage({ format: "png" }), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(await codeOf(validateImage(big))).toBe("FILE_TOO_LARGE");
  });
});

describe("image variants", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "files-images-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function service() {
    const storage = createLocalFileStorage({ root: dir });
    return createFilesService({ storage, signer: createUrlSigner({ secret: "s".repeat(32) }) });
  }

  it("names variants with the size before the extension, as the web app looks them up (spec §7)", () => {
    expect(variantKey("companies/c1/avatars/ana.jpg", "50x50")).toBe("companies/c1/avatars/ana_50x50.jpg");
    expect(variantKey("companies/c1/avatars/ana.v2.png", "200x200")).toBe("companies/c1/avatars/ana.v2_200x200.png");
    expect(variantKey("companies/c1.d/avatars/ana", "50x50")).toBe("companies/c1.d/avatars/ana_50x50");
  });

  it("stores the original and its 50x50 and 200x200 variants, in the content's format", async () => {
    const files = service();
    const saved = await files.saveImage({
      baseKey: "companies/c1/avatars/ana",
      body: await makeImage({ format: "jpeg", width: 640, height: 480 }),
    });
    expect(saved).toEqual({
      key: "companies/c1/avatars/ana.jpg",
      contentType: "image/jpeg",
      width: 640,
      height: 480,
      size: expect.any(Number),
      variants: { "50x50": "companies/c1/avatars/ana_50x50.jpg", "200x200": "companies/c1/avatars/ana_200x200.jpg" },
    });
    for (const [key, size] of [
      [saved.key, [640, 480]],
      [saved.variants["50x50"], [50, 50]],
      [saved.variants["200x200"], [200, 200]],
    ] as const) {
      const stored = await files.storage.get(key);
      expect(stored.contentType).toBe("image/jpeg");
      const metadata = await sharp(await readStoredFile(stored)).metadata();
      expect([metadata.format, metadata.width, metadata.height], key).toEqual(["jpeg", ...size]);
    }

    await files.deleteImage(saved.key);
    for (const key of [saved.key, ...Object.values(saved.variants)])
      expect(await files.storage.exists(key)).toBe(false);
  });

  it("turns a photo upright by its EXIF orientation and drops its metadata", async () => {
    const files = service();
    // 80x40 recorded with orientation 6: it is displayed 40 wide and 80 high.
    const saved = await files.saveImage({
      baseKey: "p/photo",
      body: await makeImage({ format: "jpeg", width: 80, height: 40, orientation: 6 }),
    });
    expect([saved.width, saved.height]).toEqual([40, 80]);
    const metadata = await sharp(await readStoredFile(await files.storage.get(saved.key))).metadata();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it("keeps a PNG a PNG and stores nothing for an image that does not decode", async () => {
    const files = service();
    const saved = await files.saveImage({
      baseKey: "p/logo",
      body: await makeImage({ format: "png", width: 300, height: 100 }),
    });
    expect(saved.key).toBe("p/logo.png");
    expect((await files.storage.get(saved.variants["200x200"])).contentType).toBe("image/png");

    const full = await makeImage({ format: "png", width: 300, height: 300 });
    const truncated = full.subarray(0, Math.floor(full.length / 2));
    expect(await codeOf(files.saveImage({ baseKey: "p/broken", body: truncated }))).toBe("FILE_INVALID_IMAGE");
    expect(await files.storage.exists("p/broken.png")).toBe(false);
    expect(await files.storage.exists("p/broken_50x50.png")).toBe(false);
  });
});
