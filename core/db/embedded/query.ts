import { BSON, type Document, Long } from "bson";
import { Aggregator, Query } from "mingo";
import type { Options } from "mingo/types";
import { compare, resolve } from "mingo/util";
import type { Collection } from "./collection.js";
import { EngineError, ErrorCodes, fail } from "./errors.js";
import type { Store } from "./store.js";
import { cloneDoc } from "./values.js";

let currentStore: Store | undefined;

/** The store `$lookup` and friends resolve collection names against. */
export function bindStore(store: Store): void {
  currentStore = store;
}

const optionsCache = new Map<string, Partial<Options>>();

/** mingo options for a database: `$lookup`/`$graphLookup`/`$unionWith` read its collections. */
export function mingoOptions(db: string, variables?: Document): Partial<Options> {
  if (!variables) {
    let cached = optionsCache.get(db);
    if (!cached) {
      cached = makeOptions(db);
      optionsCache.set(db, cached);
    }
    return cached;
  }
  return makeOptions(db, variables);
}

function makeOptions(db: string, variables?: Document): Partial<Options> {
  return {
    idKey: "_id",
    useStrictMode: true,
    scriptEnabled: false,
    collectionResolver: (name: string) => currentStore?.collection(db, name)?.all() ?? [],
    ...(variables ? { variables } : {}),
  };
}

/** Errors in a filter are BadValue, as mongod reports them. */
export function queryError(err: unknown): EngineError {
  if (err instanceof EngineError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new EngineError(ErrorCodes.BadValue, message);
}

export function compileFilter(filter: Document, db: string, variables?: Document): Query {
  try {
    return new Query(filter, mingoOptions(db, variables));
  } catch (err) {
    throw queryError(err);
  }
}

export interface FindOptions {
  filter: Document;
  sort?: Document;
  skip?: number;
  limit?: number;
  projection?: Document;
  variables?: Document;
}

/** Runs a find against a collection, a view's documents, or nothing (missing collection). */
export function find(source: Collection | Document[] | undefined, db: string, o: FindOptions): Document[] {
  if (!source) return [];
  const plan = Array.isArray(source) ? undefined : source.plan(o.filter);
  // a filter the index lookup decided entirely (only equalities) is neither compiled nor evaluated per document
  const query = plan?.exact && !o.projection ? undefined : compileFilter(o.filter, db, o.variables);
  try {
    const hasSort = o.sort && Object.keys(o.sort).length > 0;
    const candidates = plan ? plan.docs : (source as Document[]);
    const matches: (d: Document) => boolean = plan?.exact || !query ? () => true : (d) => query.test(d);
    // without a sort, stop as soon as enough matched; project only what is returned
    if (!hasSort) {
      const out: Document[] = [];
      let skip = o.skip ?? 0;
      const limit = o.limit && o.limit > 0 ? o.limit : Infinity;
      for (const d of candidates) {
        if (!matches(d)) continue;
        if (skip > 0) {
          skip--;
          continue;
        }
        out.push(d);
        if (out.length >= limit) break;
      }
      return o.projection && Object.keys(o.projection).length > 0
        ? query!.find<Document>(out, o.projection).all()
        : out;
    }
    // sort with a small limit: keep the best k while scanning, instead of sorting every match
    const k = (o.skip ?? 0) + (o.limit && o.limit > 0 ? o.limit : Infinity);
    if (k <= TOP_K_MAX) {
      const top = topK(candidates, matches, o.sort!, k).slice(o.skip ?? 0);
      return o.projection && Object.keys(o.projection).length > 0
        ? query!.find<Document>(top, o.projection).all()
        : top;
    }
    let cursor = (query ?? compileFilter(o.filter, db, o.variables)).find<Document>(
      Array.isArray(candidates) ? candidates : Array.from(candidates),
      o.projection && Object.keys(o.projection).length > 0 ? o.projection : undefined,
    );
    if (hasSort) cursor = cursor.sort(o.sort!);
    if (o.skip) cursor = cursor.skip(o.skip);
    if (o.limit && o.limit > 0) cursor = cursor.limit(o.limit);
    return cursor.all();
  } catch (err) {
    throw queryError(err);
  }
}

const TOP_K_MAX = 10_000;

/** Compares two values in BSON order; the common same-type cases without mingo's general comparison. */
function compareValues(x: unknown, y: unknown): number {
  if (typeof x === "number" && typeof y === "number") return x < y ? -1 : x > y ? 1 : 0;
  if (typeof x === "string" && typeof y === "string") return x < y ? -1 : x > y ? 1 : 0;
  if (x instanceof Date && y instanceof Date) return x.getTime() - y.getTime();
  return compare(x, y);
}

/** Comparator for a sort specification, with mingo's BSON ordering of values. */
function sortComparator(sort: Document): (a: Document, b: Document) => number {
  const keys = Object.entries(sort).map(([path, dir]) => ({
    get: path.includes(".") ? (d: Document) => resolve(d, path) : (d: Document) => d[path],
    dir: dir === -1 || dir === "desc" ? -1 : 1,
  }));
  return (a, b) => {
    for (const { get, dir } of keys) {
      const c = compareValues(get(a), get(b));
      if (c !== 0) return c * dir;
    }
    return 0;
  };
}

/** The first k matching documents in sort order (stable), by binary insertion into a bounded buffer. */
function topK(
  candidates: Iterable<Document>,
  matches: (d: Document) => boolean,
  sort: Document,
  k: number,
): Document[] {
  const cmp = sortComparator(sort);
  const top: Document[] = [];
  for (const d of candidates) {
    if (!matches(d)) continue;
    if (top.length === k && cmp(d, top[k - 1]!) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cmp(d, top[mid]!) < 0) hi = mid;
      else lo = mid + 1;
    }
    top.splice(lo, 0, d);
    if (top.length > k) top.pop();
  }
  return top;
}

// Stages that never modify the documents they receive.
const READ_ONLY_STAGES = new Set(["$match", "$sort", "$skip", "$limit", "$count", "$group", "$sortByCount"]);

export function aggregate(input: Document[], pipeline: Document[], db: string, variables?: Document): Document[] {
  const mutates = pipeline.some((s) => !READ_ONLY_STAGES.has(Object.keys(s)[0] ?? ""));
  const docs = mutates ? input.map(cloneDoc) : input;
  try {
    return new Aggregator(pipeline, mingoOptions(db, variables)).run(docs);
  } catch (err) {
    const e = queryError(err);
    if (/unknown|not (a )?(valid|supported|registered)|unrecognized/i.test(e.message)) {
      return fail(40324, e.message);
    }
    throw e;
  }
}

const MAX_REPLY_BYTES = 16 * 1024 * 1024 - 64 * 1024;

interface OpenCursor {
  ns: string;
  docs: Document[];
  pos: number;
  lastUsed: number;
}

/** Server-side cursors: batches beyond the first are served by getMore; idle cursors time out. */
export class Cursors {
  private readonly open = new Map<bigint, OpenCursor>();
  private nextId = BigInt(Math.floor(Math.random() * 2 ** 40)) + 1n;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly timeoutMs: number) {
    this.timer = setInterval(() => this.sweep(), Math.min(timeoutMs, 60_000));
    this.timer.unref();
  }

  get size(): number {
    return this.open.size;
  }

  /** Returns the first batch and the cursor id (0 when everything fit). */
  start(
    ns: string,
    docs: Document[],
    batchSize: number | undefined,
    singleBatch = false,
  ): { id: Long; batch: Document[] } {
    const c: OpenCursor = { ns, docs, pos: 0, lastUsed: Date.now() };
    const batch = takeBatch(c, batchSize ?? 101);
    if (singleBatch || c.pos >= docs.length) return { id: Long.ZERO, batch };
    const id = this.nextId++;
    this.open.set(id, c);
    return { id: Long.fromBigInt(id), batch };
  }

  more(id: Long, ns: string, batchSize: number | undefined): { id: Long; batch: Document[] } {
    const key = id.toBigInt();
    const c = this.open.get(key);
    if (!c) fail(ErrorCodes.CursorNotFound, `cursor id ${id.toString()} not found`);
    if (c.ns !== ns)
      fail(13, `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${c.ns}`);
    c.lastUsed = Date.now();
    const batch = takeBatch(c, batchSize);
    if (c.pos >= c.docs.length) {
      this.open.delete(key);
      return { id: Long.ZERO, batch };
    }
    return { id, batch };
  }

  kill(id: Long): boolean {
    return this.open.delete(id.toBigInt());
  }

  sweep(now = Date.now()): void {
    for (const [id, c] of this.open) if (now - c.lastUsed > this.timeoutMs) this.open.delete(id);
  }

  close(): void {
    clearInterval(this.timer);
    this.open.clear();
  }
}

function takeBatch(c: OpenCursor, batchSize: number | undefined): Document[] {
  if (batchSize === 0) return [];
  const max = batchSize && batchSize > 0 ? batchSize : Infinity;
  const out: Document[] = [];
  let bytes = 0;
  while (c.pos < c.docs.length && out.length < max) {
    const d = c.docs[c.pos]!;
    bytes += BSON.calculateObjectSize(d);
    if (bytes > MAX_REPLY_BYTES && out.length > 0) break;
    out.push(d);
    c.pos++;
  }
  return out;
}
