import type { Document } from "mongodb";
import mongoose from "mongoose";

/**
 * Write versions kept in the database, so that every instance can tell whether what it cached is still current
 * (ARCHITECTURE "Scale-out": caches are invalidated through the database). One small document per scope in
 * `cache_versions`, `{ _id: scope, v }`: the writing request increments the scopes its write touches after the write
 * and before its response is sent (the model hooks: `trackWrites` for tenant models, `invalidateOnWrite` for the
 * session and company caches). A reader stamps what it caches with the versions read BEFORE reading the data, and
 * serves it again only after a version read that started after the request arrived still shows that stamp
 * (`readVersions`). So a write acknowledged on one instance is never answered around by a cache on another.
 */
export const CACHE_VERSIONS_COLLECTION = "cache_versions";

interface VersionDoc {
  _id: string;
  v: number;
}

function versionsCollection() {
  const db = mongoose.connection.readyState === 1 ? mongoose.connection.db : undefined;
  return db?.collection<VersionDoc>(CACHE_VERSIONS_COLLECTION);
}

/**
 * Whether a mongoose query write's result says it changed something: a write that matched nothing (a refused id of
 * another tenant, an update that set what was there) leaves the versions, and every cache, alone.
 */
export function writeChanged(result: unknown): boolean {
  if (result === null || result === undefined) return false;
  if (typeof result !== "object") return true;
  const r = result as Record<string, unknown>;
  if (typeof r.lastErrorObject === "object" && r.lastErrorObject !== null)
    return Number((r.lastErrorObject as { n?: unknown }).n ?? 1) > 0 || r.value !== null;
  const counts = ["modifiedCount", "upsertedCount", "deletedCount"].filter((k) => typeof r[k] === "number");
  if (counts.length === 0) return true; // a document (findOneAnd...)
  return counts.some((k) => (r[k] as number) > 0);
}

/**
 * Increments the versions of `scopes` (after a write that changed their data). Bumps are written in shared round
 * trips, as the reads are: a caller joins the next bump to start, never one already under way (that one may have
 * started before the caller's write was done), so when it resolves, every scope it named was incremented after its
 * write. While a bump is in flight the callers gather for the next, so a morning rush of punches of one company is a
 * few increments of its scope a second instead of one per punch; a scope named by several writes of one batch is
 * incremented once, which is all a reader needs (its stamp, read before its data, no longer matches).
 */
export function bumpVersions(scopes: readonly string[]): Promise<void> {
  if (scopes.length === 0 || !versionsCollection()) return Promise.resolve();
  return bumper.bump(scopes);
}

class VersionBumper {
  private next: { scopes: Set<string>; promise: Promise<void> } | undefined;
  private inFlight: Promise<unknown> | undefined;

  bump(scopes: readonly string[]): Promise<void> {
    if (!this.next) {
      const batch = new Set<string>();
      this.next = { scopes: batch, promise: this.runAfter(this.inFlight, batch) };
    }
    for (const s of scopes) this.next.scopes.add(s);
    return this.next.promise;
  }

  private async runAfter(previous: Promise<unknown> | undefined, scopes: Set<string>): Promise<void> {
    // the callers of this turn join, and those arriving while the previous bump is in flight
    await (previous ?? Promise.resolve()).catch(() => {});
    this.next = undefined;
    const run = incrementVersions([...scopes]);
    this.inFlight = run;
    try {
      await run;
    } finally {
      if (this.inFlight === run) this.inFlight = undefined;
    }
  }
}

const bumper = new VersionBumper();

async function incrementVersions(unique: string[]): Promise<void> {
  const coll = versionsCollection();
  if (!coll) return;
  if (unique.length === 1) {
    await coll.updateOne({ _id: unique[0]! }, { $inc: { v: 1 } }, { upsert: true });
    return;
  }
  await coll.bulkWrite(
    unique.map((_id) => ({ updateOne: { filter: { _id }, update: { $inc: { v: 1 } }, upsert: true } })),
    { ordered: false },
  );
}

/**
 * Versions read in shared round trips: a caller joins the next read to start, never one already under way (that one
 * may have been answered before the caller's request arrived). While a read is in flight, callers gather for the
 * next, so under load one round trip serves a whole batch of requests. Each read also fetches the scopes asked for
 * in recent reads, so the later steps of a request (the company after the session, the answer after the company)
 * usually find their scopes in a read that started after their request arrived, and wait for none.
 */
class VersionReader {
  private next: { scopes: Set<string>; promise: Promise<Map<string, number> | undefined> } | undefined;
  private inFlight: Promise<unknown> | undefined;
  /** Reads started so far: a request arriving now can use reads numbered above this. */
  started = 0;
  private latest: { no: number; versions: Map<string, number>; scopes: Set<string> } | undefined;
  /** Scopes asked for recently, with the number of the read that last asked. */
  private readonly recent = new Map<string, number>();

  read(scopes: readonly string[], arrival: number | undefined): Promise<Map<string, number> | undefined> {
    const latest = this.latest;
    if (arrival !== undefined && latest && latest.no > arrival && scopes.every((s) => latest.scopes.has(s))) {
      for (const s of scopes) this.recent.set(s, latest.no);
      return Promise.resolve(latest.versions);
    }
    if (!this.next) {
      const batch = new Set<string>();
      const promise = this.runAfter(this.inFlight, batch);
      this.next = { scopes: batch, promise };
    }
    for (const s of scopes) this.next.scopes.add(s);
    return this.next.promise;
  }

  private async runAfter(previous: Promise<unknown> | undefined, scopes: Set<string>) {
    // gather the callers of this turn (and those arriving while the previous read is in flight)
    await (previous ?? Promise.resolve()).catch(() => {});
    // the requests read off the sockets in this turn of the event loop join too (a larger batch, one round trip)
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.next = undefined;
    const read = this.begin(scopes);
    const run = this.fetch(read.scopes);
    this.inFlight = run;
    try {
      const versions = await run;
      read.settle(versions);
      return versions;
    } finally {
      if (this.inFlight === run) this.inFlight = undefined;
    }
  }

  /**
   * A read starting now, numbered: it reads `scopes` and the recent ones, and what it read, handed to `settle`, answers
   * the checks of requests that arrived before it started (`read`).
   */
  begin(scopes: Iterable<string>): CarriedVersionRead {
    const no = ++this.started;
    const all = new Set(scopes);
    for (const s of all) this.recent.set(s, no);
    for (const [s, last] of this.recent) {
      if (no - last > RECENT_READS || this.recent.size > MAX_RECENT_SCOPES) this.recent.delete(s);
      else all.add(s);
    }
    return {
      scopes: [...all],
      settle: (versions) => {
        if (versions && (!this.latest || this.latest.no < no)) this.latest = { no, versions, scopes: all };
      },
    };
  }

  private async fetch(scopes: string[]): Promise<Map<string, number> | undefined> {
    const db = mongoose.connection.readyState === 1 ? mongoose.connection.db : undefined;
    const out = new Map<string, number>();
    if (!db) return out;
    try {
      // one find in one reply (no cursor to drive): the versions are a few small documents
      const reply = await db.command({
        find: CACHE_VERSIONS_COLLECTION,
        filter: versionsFilter(scopes),
        batchSize: scopes.length + 1,
        singleBatch: true,
      });
      for (const doc of (reply.cursor?.firstBatch ?? []) as VersionDoc[]) out.set(doc._id, doc.v);
      return out;
    } catch {
      return undefined; // callers then neither serve nor keep cached values
    }
  }
}

/** A version read sent by its caller, inside a command of its own (`carryVersionRead`). */
export interface CarriedVersionRead {
  /** The scopes to read (those asked for and the recent ones). */
  readonly scopes: string[];
  /** What the read found (`undefined`: it failed). */
  settle(versions: Map<string, number> | undefined): void;
}

/** How many reads a scope stays in the reads after it was last asked for, and the most scopes kept so. */
const RECENT_READS = 64;
const MAX_RECENT_SCOPES = 2_000;

const reader = new VersionReader();

/**
 * The number of version reads started so far: what a request records when it arrives (`request.versionsSince`, set
 * by the app's first `onRequest` hook, and `ctx.versionsSince`). Its cache checks pass it on, so that a read started
 * after it arrived, already answered for an earlier check, answers the later ones without another round trip.
 *
 * Passed explicitly rather than kept in an AsyncLocalStorage: on Node 20 a store makes every promise of the process
 * pay an async hook (~10 % of the app's CPU on a computed list in bench:api).
 */
export function versionReadsStarted(): number {
  return reader.started;
}

/**
 * The current versions of `scopes` as one stamp (`"3.0"`), from a read that started after `since`
 * (`versionReadsStarted()` when the request arrived; without it, a read that starts after this call). `undefined`
 * when the database could not be asked: serve nothing cached then.
 */
export async function readVersionStamp(scopes: readonly string[], since?: number): Promise<string | undefined> {
  const versions = await reader.read(scopes, since);
  return versions ? stampOf(versions, scopes) : undefined;
}

/**
 * A version read that travels inside another read: a command whose first stage reads `cache_versions` for
 * `read.scopes` (`versionsPipeline`), sent now, before the data it reads with them (core/auth's session read:
 * `$unionWith` of the sessions after the versions). It counts as a read started now, so the checks of any request
 * that arrived before it (the session cache's, the company's, an answer's) take their versions from it, as from a
 * read of their own: a request with a session this process does not hold makes one round trip instead of two in a
 * row. Hand the version documents it found to `settle` (`versionsOf`), or `undefined` when it failed.
 *
 * @example
 * const read = carryVersionRead(["auth"]);
 * const rows = await aggregate([...versionsPipeline(read.scopes), { $unionWith: { coll: "auth_sessions", ... } }]);
 * const { versions, rest } = versionsOf(rows, read.scopes); // rest: the sessions
 * read.settle(versions);
 */
export function carryVersionRead(scopes: readonly string[]): CarriedVersionRead {
  return reader.begin(scopes);
}

/** The version documents of `scopes`, as a filter (the reader's own `find`, and a carried read's first stage). */
function versionsFilter(scopes: readonly string[]): Document {
  return { _id: { $in: scopes } };
}

/** The first stage of a command carrying a version read: the version documents of `scopes`. */
export function versionsPipeline(scopes: readonly string[]): Document[] {
  return [{ $match: versionsFilter(scopes) }];
}

/**
 * The versions among a carried read's rows, and the other rows: a version document is `{ _id: scope, v }` with a
 * scope asked for.
 */
export function versionsOf<R>(
  rows: readonly unknown[],
  scopes: readonly string[],
): { versions: Map<string, number>; rest: R[] } {
  const asked = new Set(scopes);
  const versions = new Map<string, number>();
  const rest: R[] = [];
  for (const row of rows) {
    const r = row as Partial<VersionDoc>;
    if (typeof r._id === "string" && asked.has(r._id) && typeof r.v === "number" && Object.keys(r).length === 2)
      versions.set(r._id, r.v);
    else rest.push(row as R);
  }
  return { versions, rest };
}

/** A stamp of `scopes` from versions a read found (`readVersionStamp`'s form). */
export function stampOf(versions: ReadonlyMap<string, number>, scopes: readonly string[]): string {
  return scopes.map((s) => versions.get(s) ?? 0).join(".");
}
