import { BSON, type Document, Long, ObjectId } from "bson";
import { Aggregator, Query } from "mingo";
import type { Options } from "mingo/types";
import { resolve } from "mingo/util";
import type { Collection } from "./collection.js";
import { EngineError, ErrorCodes, fail } from "./errors.js";
import type { Store } from "./store.js";
import { cloneDoc, compareValues, isPlainObject, keyOf } from "./values.js";
import { setEncodedBatch } from "./wire.js";

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

/**
 * The filter of one find, per document: by direct comparison when it is made of plain equalities (mingo only for
 * the values that cannot decide), else by mingo, compiled once and only if needed.
 */
class FilterTest {
  private compiled: Query | undefined;
  private direct: DirectTest | undefined | null = null;

  constructor(
    private readonly filter: Document,
    private readonly db: string,
    private readonly variables: Document | undefined,
  ) {}

  query(): Query {
    return (this.compiled ??= compileFilter(this.filter, this.db, this.variables));
  }

  /** Throws BadValue for an invalid filter, even when no document is there to test. */
  validate(): void {
    if (!this.directTest()) this.query();
  }

  test(doc: Document): boolean {
    return this.directTest()?.(doc) ?? this.query().test(doc);
  }

  private directTest(): DirectTest | undefined {
    if (this.direct === null) this.direct = equalityMatcher(this.filter);
    return this.direct;
  }
}

/** Runs a find against a collection, a view's documents, or nothing (missing collection). */
export function find(source: Collection | Document[] | undefined, db: string, o: FindOptions): Document[] {
  if (!source) return [];
  const natural = o.sort && Object.keys(o.sort).length === 1 ? o.sort.$natural : undefined;
  if (natural !== undefined) {
    // `{$natural: 1}` is insertion order (what a capped collection keeps), `-1` the newest first
    const docs = Array.isArray(source) ? source : source.all();
    return find(Number(natural) < 0 ? [...docs].reverse() : docs, db, { ...o, sort: undefined });
  }
  const plan = Array.isArray(source) ? undefined : source.plan(o.filter);
  const filter = new FilterTest(o.filter, db, o.variables);
  // a filter the index lookup decided entirely is not evaluated per document, and of one it decided in part only the
  // rest is (`Plan.residual`)
  const matches = plan?.exact ? undefined : plan?.residual ? new FilterTest(plan.residual, db, o.variables) : filter;
  const projection = o.projection && Object.keys(o.projection).length > 0 ? o.projection : undefined;
  const skip = o.skip ?? 0;
  try {
    if (matches) filter.validate();
    let out: Document[];
    if (!o.sort || Object.keys(o.sort).length === 0) {
      // without a sort, stop as soon as enough matched; project only what is returned
      out = [];
      let skipped = 0;
      const limit = o.limit && o.limit > 0 ? o.limit : Infinity;
      for (const d of plan ? plan.docs : (source as Document[])) {
        if (matches && !matches.test(d)) continue;
        if (skipped < skip) {
          skipped++;
          continue;
        }
        out.push(d);
        if (out.length >= limit) break;
      }
    } else {
      const k = skip + (o.limit && o.limit > 0 ? o.limit : Infinity);
      if (k > TOP_K_MAX) {
        // the filter by direct comparison where it can decide (a large `$in` in mingo costs its length per
        // document), then every match sorted (stable) as MongoDB sorts
        const matched: Document[] = [];
        for (const d of plan ? plan.docs : (source as Document[])) if (!matches || matches.test(d)) matched.push(d);
        matched.sort(sortComparator(o.sort));
        out = matched.slice(skip, o.limit && o.limit > 0 ? skip + o.limit : undefined);
      } else {
        // sort with a small limit: walk an index in sort order when one fits and there are many candidates, else
        // keep the best k while scanning, instead of sorting every match
        const size = plan?.size;
        const walked =
          size !== undefined && size > 2 * k
            ? orderedTop(source as Collection, o.filter, o.sort, filter, k, 2 * size + 64)
            : undefined;
        out = (walked ?? topK(plan ? plan.docs : (source as Document[]), matches, o.sort, k)).slice(skip);
      }
    }
    if (!projection) return out;
    // the documents already matched: project them without evaluating the filter again (a large $in costs its
    // length per document), except for a positional `field.$` projection, which needs the filter's match
    const simple = simpleInclusion(projection);
    if (simple) {
      if (Array.isArray(source)) return out.map((d) => includeFields(d, simple));
      // a stored document keeps its projection (and the collection its BSON) for the next read of the same fields
      const key = `${simple.id ? 1 : 0}:${[...simple.fields].join("\u0000")}`;
      const project = (d: Document) => includeFields(d, simple);
      return out.map((d) => source.projectedOf(d, key, project));
    }
    const positional = Object.keys(projection).some((key) => key.endsWith(".$"));
    return (positional ? filter.query() : compileFilter({}, db, o.variables)).find<Document>(out, projection).all();
  } catch (err) {
    throw queryError(err);
  }
}

/**
 * The fields of a projection that only includes top-level fields (`{ name: 1, email: 1 }`, with `_id` unless
 * `_id: 0`), or undefined for anything else (exclusions, paths, operators), which mingo projects.
 */
function simpleInclusion(projection: Document): { fields: Set<string>; id: boolean } | undefined {
  const fields = new Set<string>();
  let id = true;
  for (const [key, value] of Object.entries(projection)) {
    if (key === "_id" && (value === 0 || value === false)) {
      id = false;
      continue;
    }
    if (key.startsWith("$") || key.includes(".") || !(value === 1 || value === true)) return undefined;
    if (key !== "_id") fields.add(key);
  }
  return fields.size > 0 ? { fields, id } : undefined;
}

/** The included fields of a document, in the document's order (as MongoDB returns them). */
function includeFields(doc: Document, projection: { fields: Set<string>; id: boolean }): Document {
  const out: Document = {};
  for (const key of Object.keys(doc))
    if (key === "_id" ? projection.id : projection.fields.has(key)) out[key] = doc[key];
  return out;
}

/** How many documents a find would return, from the plan alone when the index decides the filter. */
export function count(
  source: Collection | Document[] | undefined,
  db: string,
  o: Pick<FindOptions, "filter" | "skip" | "limit">,
): number {
  if (!source) return 0;
  if (!Array.isArray(source)) {
    const plan = source.plan(o.filter);
    const size = plan.exact ? plan.size : undefined;
    if (size !== undefined) {
      const n = Math.max(0, size - (o.skip ?? 0));
      return o.limit && o.limit > 0 ? Math.min(n, o.limit) : n;
    }
  }
  return find(source, db, o).length;
}

/**
 * The first k matching documents in sort order, read from an index in that order (`Collection.ordered`): the walk
 * stops once k matched instead of looking at every candidate. Undefined when no index gives the order, or when
 * more than `budget` documents were looked at (a walk over a wider part of the index than the candidates of the
 * equality plan, with few matches): the top-k over those candidates is then cheaper.
 */
function orderedTop(
  coll: Collection,
  filter: Document,
  sort: Document,
  matches: FilterTest,
  k: number,
  budget: number,
): Document[] | undefined {
  const ordered = coll.ordered(filter, sort);
  if (!ordered) return undefined;
  const rest = Object.keys(ordered.rest).length > 0 ? sortComparator(ordered.rest) : undefined;
  const out: Document[] = [];
  let examined = 0;
  for (const group of ordered.groups) {
    if (group === null) return undefined;
    examined += group.length;
    if (examined > budget) return undefined;
    const hits = group.filter((d) => matches.test(d));
    if (rest && hits.length > 1) hits.sort(rest);
    for (const d of hits) {
      out.push(d);
      if (out.length >= k) return out;
    }
  }
  return out;
}

const TOP_K_MAX = 10_000;

/** true / false when decided, undefined when the value needs mingo's general comparison. */
type DirectTest = (doc: Document) => boolean | undefined;

/**
 * A matcher for filters made only of top-level equalities and ranges with plain values (`{companyId, deletedAt:
 * null}`, the tenant-scoped reads; `day: {$gte, $lte}`), or undefined for any other filter. Strings, finite numbers, booleans, null, ObjectIds and
 * dates compare as MongoDB's equality does; a document value of another kind (an array, which matches by element,
 * Long, Decimal128, an embedded document) is left undecided for mingo.
 */
export function equalityMatcher(filter: Document): DirectTest | undefined {
  const tests: Array<(v: unknown) => boolean | undefined> = [];
  const fields: string[] = [];
  for (const [field, raw] of Object.entries(filter)) {
    if (field.startsWith("$") || field.includes(".") || field in Object.prototype) return undefined;
    let value = raw;
    if (isPlainObject(value)) {
      const ops = Object.keys(value);
      if (ops.length === 1 && ops[0] === "$in") {
        const test = inTest(value.$in);
        if (!test) return undefined;
        tests.push(test);
        fields.push(field);
        continue;
      }
      if (ops.every((op) => op in RANGE_OPS)) {
        const test = rangeTest(value);
        if (!test) return undefined;
        tests.push(test);
        fields.push(field);
        continue;
      }
      if (ops.length !== 1 || ops[0] !== "$eq") return undefined;
      value = value.$eq;
    }
    const test = equalityTest(value);
    if (!test) return undefined;
    tests.push(test);
    fields.push(field);
  }
  if (tests.length === 0) return undefined;
  return (doc) => {
    let decided = true;
    for (let i = 0; i < tests.length; i++) {
      const r = tests[i]!(doc[fields[i]!]);
      if (r === false) return false;
      if (r === undefined) decided = false;
    }
    return decided ? true : undefined;
  };
}

/**
 * `$in` of plain values (strings, numbers, booleans, null, ObjectIds, dates: ids, codes, the users of a batch of
 * sessions): one Set lookup by a key of the value's type instead of comparing with every value (mingo hashes each
 * value of the list for each document). `null` in the list matches null and a missing field, as in MongoDB; a value
 * that needs mingo's general comparison (an array, matched by element; a Long; a document; NaN) is left undecided.
 */
function inTest(list: unknown): ((v: unknown) => boolean | undefined) | undefined {
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const keys = new Set<string>();
  let withNull = false;
  for (const x of list) {
    if (x === null) {
      withNull = true;
      continue;
    }
    const key = scalarKey(x);
    if (key === undefined) return undefined;
    keys.add(key);
  }
  return (v) => {
    if (v === null || v === undefined) return withNull;
    const key = scalarKey(v);
    if (key !== undefined) return keys.has(key);
    return typeof v !== "number" && typeof v !== "bigint" && isOtherScalar(v) ? false : undefined;
  };
}

/**
 * A plain value's equality key (values.ts `keyOf`, the key the engine's indexes keep), or undefined for a value this
 * does not compare directly: NaN, an invalid date, and anything that is not a string, number, boolean, ObjectId or
 * date.
 */
function scalarKey(x: unknown): string | undefined {
  const plain =
    typeof x === "string" ||
    typeof x === "boolean" ||
    (typeof x === "number" && !Number.isNaN(x)) ||
    x instanceof ObjectId ||
    (x instanceof Date && !Number.isNaN(x.getTime()));
  return plain ? keyOf(x) : undefined;
}

const RANGE_OPS = { $gt: 1, $gte: 1, $lt: 1, $lte: 1 } as const;

/**
 * A range (`{$gte: a, $lte: b}`, any of $gt/$gte/$lt/$lte) over strings, finite numbers or dates, all bounds of one
 * kind: MongoDB compares a value only with bounds of its own type (type bracketing), so a value of another plain type
 * never matches; an array (matched by element), a NaN, a Long and the like are left undecided for mingo.
 */
function rangeTest(range: Document): ((v: unknown) => boolean | undefined) | undefined {
  const bounds = Object.entries(range) as Array<[keyof typeof RANGE_OPS, unknown]>;
  const kinds = new Set(bounds.map(([, b]) => (b instanceof Date ? "date" : typeof b)));
  if (kinds.size !== 1) return undefined;
  const kind = [...kinds][0];
  let toKey: (v: unknown) => string | number | undefined;
  if (kind === "string") toKey = (v) => (typeof v === "string" ? v : undefined);
  else if (kind === "number") toKey = (v) => (typeof v === "number" && !Number.isNaN(v) ? v : undefined);
  else if (kind === "date") toKey = (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.getTime() : undefined);
  else return undefined;
  const checks: Array<(k: string | number) => boolean> = [];
  for (const [op, bound] of bounds) {
    const b = toKey(bound);
    if (b === undefined) return undefined; // a NaN or invalid date bound
    if (op === "$gt") checks.push((k) => k > b);
    else if (op === "$gte") checks.push((k) => k >= b);
    else if (op === "$lt") checks.push((k) => k < b);
    else checks.push((k) => k <= b);
  }
  return (v) => {
    const k = toKey(v);
    if (k === undefined) {
      // another plain type never matches; numbers of other kinds, NaN, arrays, documents: mingo decides
      if (typeof v === "number" || typeof v === "bigint") return undefined;
      return isOtherScalar(v) ? false : undefined;
    }
    for (const check of checks) if (!check(k)) return false;
    return true;
  };
}

/** A document value that can never equal a plain scalar of another type: primitives, null/missing, dates, ids. */
function isOtherScalar(v: unknown): boolean {
  return v === null || v === undefined || typeof v !== "object" || v instanceof Date || v instanceof ObjectId;
}

function equalityTest(value: unknown): ((v: unknown) => boolean | undefined) | undefined {
  if (typeof value === "string")
    return (v) => (typeof v === "string" ? v === value : isOtherScalar(v) ? false : undefined);
  if (typeof value === "number") {
    if (Number.isNaN(value)) return undefined;
    return (v) => (typeof v === "number" ? v === value : typeof v !== "bigint" && isOtherScalar(v) ? false : undefined);
  }
  if (typeof value === "boolean")
    return (v) => (typeof v === "boolean" ? v === value : isOtherScalar(v) ? false : undefined);
  if (value === null) return (v) => (v === null || v === undefined ? true : isOtherScalar(v) ? false : undefined);
  if (value instanceof ObjectId) {
    return (v) => (v instanceof ObjectId ? value.equals(v) : isOtherScalar(v) ? false : undefined);
  }
  if (value instanceof Date) {
    const time = value.getTime();
    if (Number.isNaN(time)) return undefined;
    return (v) => (v instanceof Date ? v.getTime() === time : isOtherScalar(v) ? false : undefined);
  }
  return undefined;
}

/** An empty array's sort value: below every other value, null and missing ones included (as MongoDB sorts). */
const EMPTY_ARRAY = Symbol("empty array");

/**
 * The value a document sorts by on one key, as MongoDB sorts: a missing field as null, an array by its smallest
 * element ascending and its largest descending, an empty array below everything.
 */
function sortValue(value: unknown, dir: 1 | -1): unknown {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return value;
  if (value.length === 0) return EMPTY_ARRAY;
  let best: unknown = value[0];
  for (let i = 1; i < value.length; i++) if (compareValues(value[i], best) * dir < 0) best = value[i];
  return best === undefined ? null : best;
}

function compareSortValues(a: unknown, b: unknown): number {
  if (a === EMPTY_ARRAY || b === EMPTY_ARRAY) return a === b ? 0 : a === EMPTY_ARRAY ? -1 : 1;
  return compareValues(a, b);
}

/** Comparator for a sort specification, with mingo's BSON ordering of values and MongoDB's rules for arrays. */
function sortComparator(sort: Document): (a: Document, b: Document) => number {
  const keys = Object.entries(sort).map(([path, dir]) => ({
    get: path.includes(".") ? (d: Document) => resolve(d, path) : (d: Document) => d[path],
    dir: (dir === -1 || dir === "desc" ? -1 : 1) as 1 | -1,
  }));
  return (a, b) => {
    for (const { get, dir } of keys) {
      const c = compareSortValues(sortValue(get(a), dir), sortValue(get(b), dir));
      if (c !== 0) return c * dir;
    }
    return 0;
  };
}

/** The first k matching documents in sort order (stable), by binary insertion into a bounded buffer. */
function topK(candidates: Iterable<Document>, matches: FilterTest | undefined, sort: Document, k: number): Document[] {
  const cmp = sortComparator(sort);
  const top: Document[] = [];
  for (const d of candidates) {
    if (matches && !matches.test(d)) continue;
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
  /** The BSON of a document (a collection's cache for its stored documents). */
  encode: (doc: Document) => Uint8Array;
  /** A tailable cursor: it stays open when it has nothing more and reads what is inserted later. */
  tail?: Tail;
}

/** What a tailable cursor on a capped collection follows: documents inserted after `lastSeq` that pass `select`. */
export interface Tail {
  coll: Collection;
  lastSeq: number;
  awaitData: boolean;
  /** The filter and projection of the find, applied to newly inserted documents. */
  select: (docs: Document[]) => Document[];
}

/** Why a wait for data on a tailable cursor ended. */
export type WaitEnd = "inserted" | "timeout" | "killed";

const serializeDoc = (doc: Document): Uint8Array => BSON.serialize(doc);

/** Server-side cursors: batches beyond the first are served by getMore; idle cursors time out. */
export class Cursors {
  private readonly open = new Map<bigint, OpenCursor>();
  private readonly waiting = new Set<Waiter>();
  private stopping = false;
  private nextId = BigInt(Math.floor(Math.random() * 2 ** 40)) + 1n;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly timeoutMs: number) {
    this.timer = setInterval(() => this.sweep(), Math.min(timeoutMs, 60_000));
    this.timer.unref();
  }

  get size(): number {
    return this.open.size;
  }

  /**
   * Returns the first batch and the cursor id (0 when everything fit). `source` is the collection the documents
   * are stored in, when they are its documents as stored (not projected): the BSON of several then comes from its
   * cache.
   */
  start(
    ns: string,
    docs: Document[],
    batchSize: number | undefined,
    singleBatch = false,
    source?: Collection,
    tail?: Tail,
  ): { id: Long; batch: Document[] } {
    // A single document (findOne, a lookup by id) is serialized as it is: keeping its bytes costs more than it saves
    // unless documents are read again and again, which is what pages are.
    const encode = source && docs.length > 1 ? (doc: Document) => source.bsonOf(doc) : serializeDoc;
    const c: OpenCursor = { ns, docs, pos: 0, lastUsed: Date.now(), encode, ...(tail ? { tail } : {}) };
    const batch = takeBatch(c, batchSize ?? 101);
    if (singleBatch || (c.pos >= docs.length && !tail)) return { id: Long.ZERO, batch };
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
    if (c.tail) {
      if (c.tail.coll.dropped) {
        this.open.delete(key);
        fail(ErrorCodes.QueryPlanKilled, `collection dropped: ${c.ns}`);
      }
      follow(c, c.tail);
    }
    const batch = takeBatch(c, batchSize);
    if (c.pos >= c.docs.length && !c.tail) {
      this.open.delete(key);
      return { id: Long.ZERO, batch };
    }
    return { id, batch };
  }

  /** Whether `id` is an open tailable cursor with `awaitData`, whose empty getMore waits for inserts. */
  awaitsData(id: Long): boolean {
    return this.open.get(id.toBigInt())?.tail?.awaitData === true;
  }

  /**
   * Waits until a document is inserted into the collection a tailable cursor follows, at most `ms`; a kill of the
   * cursor or the server closing ends the wait at once.
   */
  waitForData(id: Long, ms: number): Promise<WaitEnd> {
    const key = id.toBigInt();
    const c = this.open.get(key);
    if (!c?.tail || this.stopping) return Promise.resolve("killed");
    return new Promise((resolve) => {
      const end = (why: WaitEnd): void => {
        clearTimeout(timer);
        this.waiting.delete(waiter);
        const open = this.open.get(key);
        if (open) open.lastUsed = Date.now();
        resolve(why);
      };
      const waiter: Waiter = { key, coll: c.tail!.coll, end };
      const timer = setTimeout(() => end("timeout"), ms);
      this.waiting.add(waiter);
    });
  }

  /** A document was inserted into `coll`: tailable cursors waiting on it read again. */
  notifyInserted(coll: Collection): void {
    for (const w of [...this.waiting]) if (w.coll === coll) w.end("inserted");
  }

  kill(id: Long): boolean {
    const key = id.toBigInt();
    for (const w of [...this.waiting]) if (w.key === key) w.end("killed");
    return this.open.delete(key);
  }

  /** Ends every wait, now and later (the server is stopping); the cursors stay until `close()`. */
  interrupt(): void {
    this.stopping = true;
    for (const w of [...this.waiting]) w.end("killed");
  }

  sweep(now = Date.now()): void {
    for (const [id, c] of this.open) if (now - c.lastUsed > this.timeoutMs) this.open.delete(id);
  }

  close(): void {
    clearInterval(this.timer);
    this.interrupt();
    this.open.clear();
  }
}

interface Waiter {
  key: bigint;
  coll: Collection;
  end: (why: WaitEnd) => void;
}

/** Appends to a tailable cursor's remaining documents those inserted since it last looked. */
function follow(c: OpenCursor, tail: Tail): void {
  if (tail.coll.lastSeq === tail.lastSeq) return;
  const inserted = tail.coll.insertedAfter(tail.lastSeq);
  tail.lastSeq = tail.coll.lastSeq;
  const selected = tail.select(inserted);
  if (selected.length === 0) return;
  c.docs = c.pos < c.docs.length ? c.docs.slice(c.pos).concat(selected) : selected;
  c.pos = 0;
}

/** The next batch, cut to the reply size limit; each document is serialized once, for the size and the reply. */
function takeBatch(c: OpenCursor, batchSize: number | undefined): Document[] {
  if (batchSize === 0) return [];
  const max = batchSize && batchSize > 0 ? batchSize : Infinity;
  const out: Document[] = [];
  const parts: Uint8Array[] = [];
  let bytes = 0;
  while (c.pos < c.docs.length && out.length < max) {
    const d = c.docs[c.pos]!;
    const bson = c.encode(d);
    bytes += bson.length;
    if (bytes > MAX_REPLY_BYTES && out.length > 0) break;
    out.push(d);
    parts.push(bson);
    c.pos++;
  }
  setEncodedBatch(out, parts);
  return out;
}
