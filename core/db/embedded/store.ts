import { BSON, type Document } from "bson";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Collection } from "./collection.js";
import { ErrorCodes, fail } from "./errors.js";
import type { IndexSpec } from "./indexes.js";
import { Journal, recover, writeSnapshot } from "./journal.js";
import { keyOf } from "./values.js";

/**
 * Journal records. Every change to the store is one of these; recovery and
 * snapshots use the same `apply`, so what is replayed is what was done.
 */
type JournalRecord =
  | { op: "put"; db: string; c: string; doc: Document }
  | { op: "del"; db: string; c: string; id: unknown }
  | { op: "createColl"; db: string; c: string; options: Document }
  | { op: "dropColl"; db: string; c: string }
  | { op: "dropDb"; db: string }
  | { op: "createIndex"; db: string; c: string; spec: IndexSpec }
  | { op: "dropIndex"; db: string; c: string; name: string };

interface CapturedCollection {
  db: string;
  c: string;
  options: Document;
  specs: IndexSpec[];
  docs: Document[];
}

function* snapshotRecords(captured: CapturedCollection[]): Generator<JournalRecord> {
  for (const { db, c, options, specs, docs } of captured) {
    yield { op: "createColl", db, c, options };
    for (const spec of specs) yield { op: "createIndex", db, c, spec };
    for (const doc of docs) yield { op: "put", db, c, doc };
  }
}

const MIN_ROTATE_BYTES = 64 * 1024 * 1024;

export interface StoreOptions {
  /** Data directory; without it the store lives in memory only. */
  dbPath?: string;
  /** Journal size after which a snapshot compacts it (and at least twice the data). @default 64 MiB */
  snapshotAfterBytes?: number;
  log?: (msg: string) => void;
}

/**
 * All databases and collections, with durability. Mutations are applied in
 * memory and appended to the journal synchronously, in the same order;
 * `commit()` resolves when they are on disk (group commit).
 */
export class Store {
  readonly dbs = new Map<string, Map<string, Collection>>();
  private journal: Journal | undefined;
  private readonly dbPath: string | undefined;
  private readonly log: (msg: string) => void;
  private readonly minRotateBytes: number;
  private rotateBytes: number;
  private snapshotting: Promise<void> | undefined;
  /** Called after a document is inserted into a capped collection (wakes tailable cursors waiting on it). */
  onCappedInsert: ((coll: Collection) => void) | undefined;

  constructor(options: StoreOptions = {}) {
    this.dbPath = options.dbPath;
    this.log = options.log ?? (() => {});
    this.minRotateBytes = options.snapshotAfterBytes ?? MIN_ROTATE_BYTES;
    this.rotateBytes = this.minRotateBytes;
  }

  /** Recovers from disk (snapshot + journal) and opens the journal for appends. */
  open(): void {
    if (!this.dbPath) return;
    mkdirSync(this.dbPath, { recursive: true });
    lockDataDir(this.dbPath);
    const { records, gen } = recover(this.dbPath);
    for (const r of records) this.apply(r as JournalRecord);
    this.journal = Journal.open(this.dbPath, gen, () => this.rotateBytes);
    if (records.length > 0) this.log(`recovered ${records.length} records`);
    // Compact what was replayed so the next start is a snapshot load.
    if (this.journal.size > 0) void this.snapshot();
    this.journal.onRotateDue = () => void this.snapshot();
  }

  /**
   * Snapshots the current state and drops the journals it covers. Called only
   * when no journal write is pending: the journal rotates and the state is
   * captured in the same tick, so the snapshot is exactly the old journals.
   * Stored documents are never mutated, so capturing is copying references;
   * serialising and writing happen in the background.
   */
  snapshot(): Promise<void> {
    if (!this.dbPath || !this.journal) return Promise.resolve();
    if (this.snapshotting) return this.snapshotting;
    const nextGen = this.journal.rotate();
    const records = snapshotRecords(this.capture());
    const dir = this.dbPath;
    this.snapshotting = writeSnapshot(dir, nextGen, records)
      .then(
        () => {
          this.rotateBytes = Math.max(this.minRotateBytes, this.approxBytes() * 2);
        },
        (err: unknown) => this.log(`snapshot failed (the journal still holds everything): ${String(err)}`),
      )
      .finally(() => {
        this.snapshotting = undefined;
      });
    return this.snapshotting;
  }

  private approxBytes(): number {
    let docs = 0;
    for (const colls of this.dbs.values()) for (const c of colls.values()) docs += c.size;
    return docs * 256;
  }

  /** The state now: per collection its options, indexes and documents (by reference). */
  private capture(): CapturedCollection[] {
    const out: CapturedCollection[] = [];
    for (const [db, colls] of this.dbs) {
      for (const [name, coll] of colls)
        out.push({ db, c: name, options: coll.options, specs: coll.indexSpecs().slice(1), docs: coll.all() });
    }
    return out;
  }

  private record(r: JournalRecord): void {
    this.journal?.append(r);
  }

  /** Applies a record without checks (recovery), the same code path as live writes. */
  private apply(r: JournalRecord): void {
    switch (r.op) {
      case "put": {
        const coll = this.ensureCollection(r.db, r.c, false);
        coll.replace(keyOf(r.doc._id), r.doc);
        return;
      }
      case "del":
        this.collection(r.db, r.c)?.delete(keyOf(r.id));
        return;
      case "createColl":
        this.ensureCollection(r.db, r.c, false).options = r.options ?? {};
        return;
      case "dropColl":
        this.dbs.get(r.db)?.delete(r.c);
        return;
      case "dropDb":
        this.dbs.delete(r.db);
        return;
      case "createIndex":
        this.ensureCollection(r.db, r.c, false).addIndex(r.spec);
        return;
      case "dropIndex":
        this.collection(r.db, r.c)?.dropIndex(r.name);
        return;
    }
  }

  async commit(): Promise<void> {
    if (this.journal) await this.journal.commit();
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** The collection, created (and journaled) if it does not exist yet. */
  ensureCollection(db: string, name: string, journal = true): Collection {
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    let coll = colls.get(name);
    if (!coll) {
      validateNamespace(db, name);
      coll = new Collection(db, name);
      colls.set(name, coll);
      if (journal) this.record({ op: "createColl", db, c: name, options: {} });
    }
    return coll;
  }

  createCollection(db: string, name: string, options: Document): Collection {
    if (this.collection(db, name)) fail(ErrorCodes.NamespaceExists, `Collection ${db}.${name} already exists.`);
    const coll = this.ensureCollection(db, name, false);
    coll.options = options;
    this.record({ op: "createColl", db, c: name, options });
    return coll;
  }

  createCollectionOptions(coll: Collection, options: Document): void {
    coll.options = options;
    this.record({ op: "createColl", db: coll.db, c: coll.name, options });
  }

  insert(coll: Collection, doc: Document, options: WriteOptions = {}): void {
    const idKey = keyOf(doc._id);
    if (!options.bypassValidation) checkValidator(coll, doc);
    if (coll.capped) checkCappedSize(coll, doc);
    coll.checkUnique(doc, idKey, false);
    coll.insert(doc, idKey);
    this.record({ op: "put", db: coll.db, c: coll.name, doc });
    if (coll.capped) {
      this.trimCapped(coll, idKey);
      this.onCappedInsert?.(coll);
    }
  }

  /**
   * A capped collection over its `size` (bytes) or `max` (documents) loses its oldest documents, as journaled
   * deletes (recovery replays the same history), never the one just inserted.
   */
  private trimCapped(coll: Collection, keep: string): void {
    const size = Number(coll.options.size);
    const max = Number(coll.options.max ?? 0);
    while (coll.dataBytes > size || (max > 0 && coll.size > max)) {
      const oldest = coll.oldestKey();
      if (oldest === undefined || oldest === keep) return;
      const doc = coll.get(oldest);
      if (!doc) return;
      this.delete(coll, doc._id);
    }
  }

  replace(coll: Collection, doc: Document, options: WriteOptions = {}): void {
    const idKey = keyOf(doc._id);
    if (!options.bypassValidation) checkValidator(coll, doc, options.previous);
    coll.checkUnique(doc, idKey, true);
    coll.replace(idKey, doc);
    this.record({ op: "put", db: coll.db, c: coll.name, doc });
  }

  delete(coll: Collection, id: unknown): boolean {
    if (!coll.delete(keyOf(id))) return false;
    this.record({ op: "del", db: coll.db, c: coll.name, id });
    return true;
  }

  dropCollection(db: string, name: string): boolean {
    const colls = this.dbs.get(db);
    const coll = colls?.get(name);
    if (!colls || !coll) return false;
    coll.dropped = true;
    colls.delete(name);
    this.record({ op: "dropColl", db, c: name });
    return true;
  }

  dropDatabase(db: string): void {
    const colls = this.dbs.get(db);
    if (!colls) return;
    for (const coll of colls.values()) coll.dropped = true;
    this.dbs.delete(db);
    this.record({ op: "dropDb", db });
  }

  createIndex(coll: Collection, spec: IndexSpec): void {
    coll.checkIndexBuild(spec);
    coll.addIndex(spec);
    this.record({ op: "createIndex", db: coll.db, c: coll.name, spec });
  }

  dropIndex(coll: Collection, name: string): void {
    coll.dropIndex(name);
    this.record({ op: "dropIndex", db: coll.db, c: coll.name, name });
  }

  async close(): Promise<void> {
    if (!this.journal) return;
    await this.journal.commit().catch(() => {});
    await this.snapshotting;
    if (this.journal.size > 0) await this.snapshot();
    await this.journal.close();
    this.journal = undefined;
    rmSync(join(this.dbPath!, LOCK_FILE), { force: true });
  }
}

export interface WriteOptions {
  /** `bypassDocumentValidation`: skip the collection's validator. */
  bypassValidation?: boolean;
  /** The document being replaced (validationLevel "moderate" skips already-invalid ones). */
  previous?: Document;
}

/** Enforces a collection's validator (query operators) as mongod does, error 121. */
function checkValidator(coll: Collection, doc: Document, previous?: Document): void {
  const validator = coll.validator;
  if (!validator) return;
  const level = coll.options.validationLevel ?? "strict";
  if (level === "off" || coll.options.validationAction === "warn") return;
  if (level === "moderate" && previous && !validator.test(previous)) return;
  if (validator.test(doc)) return;
  fail(ErrorCodes.DocumentValidationFailure, "Document failed validation", {
    errInfo: {
      failingDocumentId: doc._id,
      details: {
        operatorName: "$and",
        specifiedAs: coll.options.validator,
        reason: "the document does not match the collection's validator",
      },
    },
  });
}

/** mongod refuses a document that alone is larger than a capped collection (error 10003). */
function checkCappedSize(coll: Collection, doc: Document): void {
  const bytes = BSON.calculateObjectSize(doc);
  const size = Number(coll.options.size);
  if (bytes > size) fail(10003, `document is larger than capped size ${bytes} > ${size}`);
}

const LOCK_FILE = "engine.lock";

/**
 * One process per data directory: two engines appending to one journal would
 * corrupt it. A lock left by a killed process (its pid is gone) is taken over.
 */
function lockDataDir(dir: string): void {
  const path = join(dir, LOCK_FILE);
  try {
    const pid = Number(readFileSync(path, "utf8").trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
      fail(
        ErrorCodes.IllegalOperation,
        `The data directory ${dir} is in use by process ${pid}; stop it or choose another DATA_DIR.`,
      );
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  writeFileSync(path, `${process.pid}\n`, { mode: 0o600 });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function validateNamespace(db: string, coll: string): void {
  if (!db || /[/\\. "$\0]/.test(db) || db.length > 63)
    fail(ErrorCodes.InvalidNamespace, `Invalid database name: '${db}'`);
  if (!coll || coll.includes("\0") || coll.startsWith(".") || coll.includes("$") || coll.startsWith("system.")) {
    fail(ErrorCodes.InvalidNamespace, `Invalid collection name: ${coll}`);
  }
}
