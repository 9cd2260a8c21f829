import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { AppError } from "../errors/app-error.js";
import { assertSafeKey, FileKeyError, type FileStorage, type PutFileOptions, type StoredFile } from "./file-storage.js";

export interface LocalFileStorageOptions {
  /** The directory files are kept in: `${DATA_DIR}/files` by default (see the files plugin). */
  root: string;
}

const DEFAULT_CONTENT_TYPE = "application/octet-stream";

/**
 * Files on the local disk: the object at key `a/b.png` is `<root>/a/b.png`, its content type in
 * `<root>/.meta/a/b.png.json` (keys never have a segment starting with ".", so the two trees cannot meet).
 * Writes go to a temporary file renamed into place, so a reader sees the old object or the new one, never half.
 * One machine only: several instances need the S3 backend.
 */
export function createLocalFileStorage(options: LocalFileStorageOptions): FileStorage {
  const root = resolve(options.root);

  // Keys are checked by pattern first; the resolved path is checked too, so a future change of the pattern
  // cannot open a way out of the root.
  const pathsOf = (key: string): { file: string; meta: string } => {
    assertSafeKey(key);
    const file = resolve(root, key);
    if (!file.startsWith(root + sep)) throw new FileKeyError(key);
    return { file, meta: `${join(root, ".meta", key)}.json` };
  };

  return {
    kind: "local",
    async put(key: string, body: Uint8Array, putOptions: PutFileOptions): Promise<void> {
      const { file, meta } = pathsOf(key);
      await writeAtomically(meta, JSON.stringify({ contentType: putOptions.contentType }));
      await writeAtomically(file, body);
    },
    async get(key: string): Promise<StoredFile> {
      const { file, meta } = pathsOf(key);
      const info = await stat(file).catch((err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT" || err.code === "ENOTDIR") throw new AppError("NOT_FOUND", { cause: err });
        throw err;
      });
      if (!info.isFile()) throw new AppError("NOT_FOUND");
      return { body: createReadStream(file), contentType: await readContentType(meta), size: info.size };
    },
    async delete(key: string): Promise<void> {
      const { file, meta } = pathsOf(key);
      await rm(file, { force: true });
      await rm(meta, { force: true });
    },
    async exists(key: string): Promise<boolean> {
      const { file } = pathsOf(key);
      return stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
    },
  };
}

async function writeAtomically(path: string, data: Uint8Array | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  // A hidden name in the same directory: never a valid key, and the rename stays on one file system.
  const temporary = join(dirname(path), `.tmp-${randomUUID()}`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}

async function readContentType(meta: string): Promise<string> {
  try {
    const parsed = JSON.parse(await readFile(meta, "utf8")) as { contentType?: unknown };
    return typeof parsed.contentType === "string" ? parsed.contentType : DEFAULT_CONTENT_TYPE;
  } catch {
    return DEFAULT_CONTENT_TYPE;
  }
}
