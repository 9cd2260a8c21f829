import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../errors/app-error.js";
import { FileKeyError, type FileStorage, isSafeKey, readStoredFile } from "../file-storage.js";
import { createLocalFileStorage } from "../local-file-storage.js";

let dir: string;
let storage: FileStorage;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "files-local-"));
  storage = createLocalFileStorage({ root: join(dir, "files") });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("local file storage", () => {
  it("stores, reads, replaces and deletes a file with its content type", async () => {
    const key = "companies/c1/documents/contract-2026.pdf";
    expect(await storage.exists(key)).toBe(false);

    await storage.put(key, Buffer.from("%PDF-1.7 first"), { contentType: "application/pdf" });
    expect(await storage.exists(key)).toBe(true);
    const first = await storage.get(key);
    expect(first.contentType).toBe("application/pdf");
    expect(first.size).toBe(14);
    expect((await readStoredFile(first)).toString()).toBe("%PDF-1.7 first");

    await storage.put(key, Buffer.from("second"), { contentType: "text/plain" });
    const second = await storage.get(key);
    expect(second.contentType).toBe("text/plain");
    expect((await readStoredFile(second)).toString()).toBe("second");

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await storage.delete(key); // deleting twice is fine
  });

  it("keeps files under <root> and leaves no temporary files behind", async () => {
    await storage.put("a/b.png", new Uint8Array([1, 2, 3]), { contentType: "image/png" });
    expect(await readdir(join(dir, "files", "a"))).toEqual(["b.png"]);
    expect(await readdir(dir)).toEqual(["files"]);
  });

  it("answers NOT_FOUND for a missing file and for a key that is a directory", async () => {
    await storage.put("folder/inner.txt", Buffer.from("x"), { contentType: "text/plain" });
    for (const key of ["nothing-here.txt", "folder", "folder/inner.txt/deeper"]) {
      const error = await storage.get(key).catch((err: unknown) => err);
      expect(error, key).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "NOT_FOUND", statusCode: 404 });
      expect(await storage.exists(key)).toBe(false);
    }
  });

  const badKeys = [
    "../outside.txt",
    "a/../../outside.txt",
    "a/./b",
    "..",
    "/etc/passwd",
    "a//b",
    "a/",
    "a\\..\\b",
    "a\0b",
    "%2e%2e/outside",
    ".meta/a.json",
    ".hidden",
    "",
    "x".repeat(600),
    "space in name",
  ];

  it.each(badKeys)("refuses the key %j for every operation, writing nothing", async (key) => {
    expect(isSafeKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toBeInstanceOf(
      FileKeyError,
    );
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileKeyError);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(FileKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(FileKeyError);
    expect(await readdir(dir)).toEqual([]);
  });
});
