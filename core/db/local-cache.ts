import type { MongooseQueryMiddleware, Schema } from "mongoose";
import { bumpVersions, readVersionStamp, writeChanged } from "./cache-versions.js";

export interface LocalCacheOptions {
  /** How long an entry is served before the database is asked again (the staleness bound across instances). */
  ttlMs: number;
  /**
   * The most entries kept; the oldest go first.
   * @default 10000
   */
  maxEntries?: number;
  /**
   * A monotonic clock in milliseconds; tests pass their own.
   * @default performance.now
   */
  clock?: () => number;
  /**
   * The scope of the cache's write version in the database (core/db/cache-versions.ts): writes through the models
   * given to `invalidateOnWrite` increment it, on any instance, and `freshVersion()` reads it, so an entry is served
   * only while no such write happened anywhere since it was read.
   * @example "auth"
   */
  versionScope?: string;
}

/**
 * A per-process read cache of database records with a short TTL, emptied at once by writes made in this process
 * (`invalidateOnWrite`). With a `versionScope`, another instance's writes through the models are seen at once too:
 * read `freshVersion()` first, pass it to `get` and `set` (core/db/cache-versions.ts). Writes that bypass mongoose
 * (a shell, the raw collection) are seen only when an entry expires (core/auth/README.md "Caches").
 *
 * A read that races a write must not put back what the write replaced: take `generation` before reading the
 * database and pass it to `set`, which keeps nothing if a write started since.
 *
 * @example
 * const hit = cache.get(id);
 * if (hit) return hit;
 * const generation = cache.generation;
 * const record = await Model.findById(id).lean().exec();
 * if (record) cache.set(id, record, generation);
 */
export class LocalCache<V> {
  private readonly entries = new Map<string, { value: V; at: number; version: string | undefined }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;
  private gen = 0;

  constructor(options: LocalCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.clock = options.clock ?? (() => performance.now());
    this.versionScope = options.versionScope;
  }

  /** The database version scope writes through `invalidateOnWrite` increment. */
  readonly versionScope: string | undefined;

  /**
   * The scope's version from a database read started after `since` (the request's `versionsSince`; without it, a
   * read started now), shared with concurrent callers; `undefined` when it could not be read: then nothing cached
   * may be served. Without a scope, `""`.
   */
  async freshVersion(since?: number): Promise<string | undefined> {
    return this.versionScope ? readVersionStamp([this.versionScope], since) : "";
  }

  /** Changes whenever a write starts or ends. */
  get generation(): number {
    return this.gen;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry, unless expired or read under another version than `version` (from `freshVersion()`). */
  getAt(key: string, version: string | undefined): V | undefined {
    const entry = this.entries.get(key);
    if (version === undefined || entry?.version !== version) return undefined;
    return this.get(key);
  }

  /** Whether an entry for `key` is kept and not past its TTL (whatever version it was read under). */
  holds(key: string): boolean {
    return this.get(key) !== undefined;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Keeps a value read from the database under `version` (`freshVersion()` read BEFORE the value was read), unless
   * a write started or ended in this process since `generation` was taken.
   */
  setAt(key: string, value: V, generation: number, version: string | undefined): void {
    if (version === undefined) return;
    this.set(key, value, generation, version);
  }

  /** Keeps a value read from the database, unless a write started or ended since `generation` was taken. */
  set(key: string, value: V, generation: number, version?: string): void {
    if (generation !== this.gen || this.ttlMs <= 0) return;
    const now = this.clock();
    this.entries.delete(key);
    this.entries.set(key, { value, at: now, version });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // entries are in the order they were kept, oldest first: drop those past their time, so the cache holds what it
    // can still serve rather than `maxEntries` expired records for every full GC to walk (bench:clock "Ninth pass")
    for (const [oldKey, entry] of this.entries) {
      if (now - entry.at < this.ttlMs) break;
      this.entries.delete(oldKey);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** A write is under way or done: empty the cache and refuse values read before now. */
  invalidate(): void {
    this.gen++;
    this.entries.clear();
  }
}

/** Every mongoose operation that can change or remove stored documents of a model. */
const WRITE_QUERIES: MongooseQueryMiddleware[] = [
  "updateOne",
  "updateMany",
  "replaceOne",
  "deleteOne",
  "deleteMany",
  "findOneAndUpdate",
  "findOneAndReplace",
  "findOneAndDelete",
];

/**
 * Empties the caches whenever the schema's model changes or removes stored documents (query, document and bulk
 * operations), before and after the write: a read started before the write then cannot store what the write
 * replaced. Creating a document leaves them alone (the caches keep records that exist, never an absence), so a
 * sign-in does not empty the session cache. Call it on the schema before `mongoose.model(...)` compiles it. Writes
 * that bypass mongoose (the raw collection, another process) are not seen.
 */
export function invalidateOnWrite(schema: Schema, ...caches: Array<LocalCache<unknown>>): void {
  const invalidate = () => {
    for (const cache of caches) cache.invalidate();
  };
  const scopes = caches.flatMap((c) => (c.versionScope ? [c.versionScope] : []));
  // after the write, before it is acknowledged: every instance's caches of these scopes stop serving what it changed
  const invalidateEverywhere = async () => {
    invalidate();
    await bumpVersions(scopes);
  };
  schema.pre(WRITE_QUERIES, { document: false, query: true }, invalidate);
  schema.post(WRITE_QUERIES, { document: false, query: true }, async (result: unknown) => {
    invalidate();
    if (writeChanged(result)) await bumpVersions(scopes);
  });
  schema.pre(["deleteOne", "updateOne"], { document: true, query: false }, invalidate);
  schema.post(["deleteOne", "updateOne"], { document: true, query: false }, invalidateEverywhere);
  // a save inserts (new documents) or updates (loaded ones)
  const savesExisting = new WeakSet<object>();
  schema.pre("save", function () {
    if (this.isNew) return;
    savesExisting.add(this);
    invalidate();
  });
  schema.post("save", async function () {
    if (savesExisting.delete(this)) await invalidateEverywhere();
  });
  schema.pre("bulkWrite", invalidate);
  schema.post("bulkWrite", invalidateEverywhere);
}
