import type { Readable } from "node:stream";

/**
 * The storage port (issue 3, "Files"): where uploaded files live. Local disk by default, S3-compatible in
 * deployments with several instances. Keys are opaque paths chosen by the caller, e.g.
 * `companies/<companyId>/avatars/<workerId>-<random>.jpg`; see {@link assertSafeKey} for what a key may hold.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Writes (or replaces) the object at `key`. */
  put(key: string, body: Uint8Array, options: PutFileOptions): Promise<void>;
  /**
   * Opens the object at `key` for reading.
   * @throws {AppError} `NOT_FOUND` when there is no such object.
   */
  get(key: string): Promise<StoredFile>;
  /** Removes the object at `key`; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export interface PutFileOptions {
  /** Served back as `content-type`; take it from the content (see `validateImage`), never from the client. */
  contentType: string;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes, when the backend reports it. */
  size: number | undefined;
}

/** A key that could escape the storage root or is otherwise malformed: a bug in the caller, never user input. */
export class FileKeyError extends Error {
  readonly code = "FILE_KEY_INVALID";
  constructor(key: string) {
    super(
      `Invalid file key ${JSON.stringify(key.slice(0, 200))}: use "/"-separated segments of A-Z a-z 0-9 . _ -, none starting with "."`,
    );
    this.name = "FileKeyError";
  }
}

export const MAX_KEY_LENGTH = 512;
// A segment may not start with "." (no "." / ".." traversal, no hidden names: the local backend keeps its
// metadata under ".meta/"), and holds no separators, backslashes, NULs or percent signs.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}$/;

export function isSafeKey(key: unknown): key is string {
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment));
}

/** @throws {FileKeyError} unless `key` is a relative path of safe segments, the same on every backend. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new FileKeyError(String(key));
}

/** Reads a stored file's body into memory (small files: images, documents under the 2 MB upload limit). */
export async function readStoredFile(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
