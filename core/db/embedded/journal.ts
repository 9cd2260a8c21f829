import { BSON, type Document } from "bson";
import {
  close,
  closeSync,
  constants,
  fdatasync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  open,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  write,
  writev,
} from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { crc32c } from "./crc32c.js";

const writevAsync = promisify(writev);
const writeAsync = promisify(write);
const openAsync = promisify(open);
const closeAsync = promisify(close);
const fdatasyncAsync = promisify(fdatasync);

/**
 * Records are framed as [u32 payload length][u32 crc32c of payload][BSON payload].
 * A record whose frame is short or whose checksum fails ends the readable log:
 * that is how a torn last write (power loss, kill -9 mid-append) looks.
 */
export function frame(record: Document): Buffer {
  const payload = BSON.serialize(record);
  const out = Buffer.allocUnsafe(8 + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32c(payload), 4);
  out.set(payload, 8);
  return out;
}

const deserializeOptions = { validation: { utf8: false } } as const;

/** Reads framed records; returns them with the byte offset where valid data ends. */
export function readFramed(buf: Buffer): { records: Document[]; validBytes: number } {
  const records: Document[] = [];
  let off = 0;
  while (off + 8 <= buf.length) {
    const len = buf.readUInt32LE(off);
    const sum = buf.readUInt32LE(off + 4);
    if (len < 5 || off + 8 + len > buf.length) break;
    const payload = buf.subarray(off + 8, off + 8 + len);
    if (crc32c(payload) !== sum) break;
    try {
      records.push(BSON.deserialize(payload, deserializeOptions));
    } catch {
      break;
    }
    off += 8 + len;
  }
  return { records, validBytes: off };
}

function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // some filesystems refuse fsync on directories; the rename is still atomic
  }
}

const JOURNAL_RE = /^journal\.(\d+)$/;
const PREALLOCATE_BYTES = 16 * 1024 * 1024;
const ZEROS = Buffer.alloc(1024 * 1024);

/**
 * The append-only journal with group commit: writers append records and await
 * `commit()`; one positioned writev covers every record appended since the
 * last flush, and all their waiters are released together.
 *
 * The file is opened O_DSYNC and preallocated with zeros ahead of the write
 * position (as mongod's journal is), so each flush is a single synchronous
 * data write without a file-size metadata update. Zeros read back as "no
 * more records".
 */
export class Journal {
  private fd = -1;
  private gen: number;
  private position = 0;
  private allocated = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private waiters: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  private flushing = false;
  private failed: Error | undefined;
  /** Called between flushes when the journal has grown past the threshold. */
  onRotateDue: (() => void) | undefined;

  private constructor(
    private readonly dir: string,
    gen: number,
    private readonly rotateBytes: () => number,
  ) {
    this.gen = gen;
    this.openFile();
  }

  /** Opens for appending after recovery, at the generation recovery ended on. */
  static open(dir: string, gen: number, rotateBytes: () => number): Journal {
    return new Journal(dir, gen, rotateBytes);
  }

  private openFile(): void {
    const path = join(this.dir, `journal.${this.gen}`);
    this.fd = openSync(path, constants.O_RDWR | constants.O_CREAT | constants.O_DSYNC, 0o600);
    // recovery cut the file at its last valid record
    this.position = fstatSync(this.fd).size;
    this.allocated = this.position;
    // a new file's directory entry must be durable before records in it are acknowledged
    fsyncDir(this.dir);
  }

  get generation(): number {
    return this.gen;
  }

  get size(): number {
    return this.position + this.pendingBytes;
  }

  append(record: Document): void {
    const buf = frame(record);
    this.pending.push(buf);
    this.pendingBytes += buf.length;
  }

  /** Resolves once everything appended so far is on disk. */
  commit(): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    if (this.pending.length === 0 && !this.flushing) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flushLoop());
      }
    });
  }

  /** Extends the zero-filled region ahead of the write position. */
  private async preallocate(needed: number): Promise<void> {
    if (this.position + needed <= this.allocated) return;
    const target = this.position + needed + PREALLOCATE_BYTES;
    const fd = await openAsync(join(this.dir, `journal.${this.gen}`), "r+");
    try {
      for (let off = this.allocated; off < target; off += ZEROS.length) {
        await writeAsync(fd, ZEROS, 0, Math.min(ZEROS.length, target - off), off);
      }
      await fdatasyncAsync(fd);
    } finally {
      await closeAsync(fd);
    }
    this.allocated = target;
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0 || this.waiters.length > 0) {
      const bufs = this.pending;
      const bytes = this.pendingBytes;
      const waiters = this.waiters;
      this.pending = [];
      this.pendingBytes = 0;
      this.waiters = [];
      try {
        if (bufs.length > 0) {
          await this.preallocate(bytes);
          // writev takes at most IOV_MAX buffers at a time; O_DSYNC makes each call durable
          for (let i = 0; i < bufs.length; i += 1024) {
            const slice = bufs.slice(i, i + 1024);
            const { bytesWritten } = await writevAsync(this.fd, slice, this.position);
            const want = slice.reduce((s, b) => s + b.length, 0);
            if (bytesWritten !== want) throw new Error(`short journal write: ${bytesWritten} of ${want} bytes`);
            this.position += bytesWritten;
          }
        }
        for (const w of waiters) w.resolve();
      } catch (err) {
        // A failed write leaves the file's state unknown: stop acknowledging writes.
        this.failed = err as Error;
        for (const w of waiters) w.reject(this.failed);
        for (const w of this.waiters) w.reject(this.failed);
        this.waiters = [];
        break;
      }
      if (this.position > this.rotateBytes() && this.onRotateDue && this.pending.length === 0) this.onRotateDue();
    }
    this.flushing = false;
  }

  /** Starts a new journal file; the caller snapshots everything before it. Only between flushes. */
  rotate(): number {
    this.closeFile();
    this.gen += 1;
    this.openFile();
    return this.gen;
  }

  private closeFile(): void {
    // drop the preallocated tail so the file holds just its records
    if (this.allocated > this.position) ftruncateSync(this.fd, this.position);
    closeSync(this.fd);
  }

  get idle(): boolean {
    return !this.flushing && this.pending.length === 0;
  }

  async close(): Promise<void> {
    await this.commit().catch(() => {});
    this.closeFile();
  }
}

export interface Recovered {
  records: Document[];
  /** The generation to keep appending to. */
  gen: number;
}

/**
 * Loads the latest complete snapshot and the journals after it. A torn tail
 * in the last journal is cut off so new records follow valid data.
 */
export function recover(dir: string): Recovered {
  const records: Document[] = [];
  let fromGen = 0;
  const snapPath = join(dir, "snapshot.bson");
  try {
    const { records: snap } = readFramed(readFileSync(snapPath));
    const head = snap[0];
    const tail = snap[snap.length - 1];
    if (head?.op === "snapshot" && tail?.op === "end" && tail.count === snap.length - 2) {
      fromGen = head.nextGen as number;
      for (let i = 1; i < snap.length - 1; i++) records.push(snap[i]!);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const gens = readdirSync(dir)
    .map((f) => JOURNAL_RE.exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .filter((g) => g >= fromGen)
    .sort((a, b) => a - b);
  for (const g of gens) {
    const path = join(dir, `journal.${g}`);
    const buf = readFileSync(path);
    const { records: recs, validBytes } = readFramed(buf);
    for (const r of recs) records.push(r);
    if (validBytes < buf.length) truncateSync(path, validBytes);
  }
  return { records, gen: gens.length > 0 ? gens[gens.length - 1]! : fromGen };
}

/**
 * Writes a snapshot atomically (temp file, fsync, rename) and removes the
 * journals it covers. Records are framed in chunks and written with awaits
 * between them, so the server keeps answering while a large snapshot is
 * written; the records describe state captured before the first await.
 */
export async function writeSnapshot(dir: string, nextGen: number, records: Iterable<Document>): Promise<void> {
  const tmp = join(dir, "snapshot.bson.tmp");
  const fd = await openAsync(tmp, "w", 0o600);
  try {
    let count = 0;
    let position = 0;
    let chunk: Buffer[] = [];
    let chunkBytes = 0;
    const flush = async (): Promise<void> => {
      if (chunk.length === 0) return;
      const buf = Buffer.concat(chunk, chunkBytes);
      chunk = [];
      chunkBytes = 0;
      let off = 0;
      while (off < buf.length) {
        const { bytesWritten } = await writeAsync(fd, buf, off, buf.length - off, position + off);
        off += bytesWritten;
      }
      position += buf.length;
    };
    const push = (r: Document): void => {
      const b = frame(r);
      chunk.push(b);
      chunkBytes += b.length;
    };
    push({ op: "snapshot", nextGen, at: new Date() });
    for (const r of records) {
      push(r);
      count++;
      if (chunkBytes > 4 * 1024 * 1024) await flush();
    }
    push({ op: "end", count });
    await flush();
    await fdatasyncAsync(fd);
  } finally {
    await closeAsync(fd);
  }
  renameSync(tmp, join(dir, "snapshot.bson"));
  fsyncDir(dir);
  for (const f of readdirSync(dir)) {
    const m = JOURNAL_RE.exec(f);
    if (m && Number(m[1]) < nextGen) rmSync(join(dir, f), { force: true });
  }
}
