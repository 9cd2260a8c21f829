import { BSON, BSONRegExp, type Document, ObjectId, UUID } from "bson";
import { Query } from "mingo";
import { duplicateKeyError, Index, type IndexSpec, rangeBound, type RangeBound } from "./indexes.js";
import { ErrorCodes, fail } from "./errors.js";
import { isOperatorObject, isPlainObject, keyOf } from "./values.js";

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: "_id_" };

/** Per collection, the most BSON kept for documents that were read (the oldest entries go first). */
const BSON_CACHE_BYTES = 32 * 1024 * 1024;
/** How far the planner counts an index's entries to choose between two that fix as many fields of a filter. */
const TIE_CAP = 256;

/**
 * One collection held in memory: documents by `_id` key in natural (insertion)
 * order, and its secondary indexes. It knows nothing about journaling: the
 * Store calls it after writing the journal record.
 */
export class Collection {
  readonly db: string;
  readonly name: string;
  private opts: Document = {};
  /** The compiled validator (query operators), when the collection has one. */
  validator: Query | undefined;
  readonly uuid: UUID;
  private readonly recs = new Map<string, Document>();
  /**
   * The BSON of stored documents that were read, by document object, oldest first. Stored documents are never
   * mutated (a write stores a new object), so an entry stays right until its document is replaced or deleted,
   * which drops it.
   */
  private readonly bson = new Map<Document, Uint8Array>();
  private bsonBytes = 0;
  /**
   * A stored document's latest projection (`projectedOf`) and that projection's BSON: a page read again with the same
   * fields (a list's card view) is neither projected nor serialized again. Weak: they go with the document, which an
   * update replaces (documents are never mutated).
   */
  private readonly projections = new WeakMap<Document, { key: string; doc: Document }>();
  private readonly projectedBson = new WeakMap<Document, Uint8Array>();
  /** Secondary indexes by name; `_id_` is the `recs` map itself. */
  readonly indexes = new Map<string, Index>();
  /** Set once the collection is dropped (its tailable cursors end). */
  dropped = false;
  /** Insertion order and sizes, kept for capped collections only (eviction, tailable cursors). */
  private cap: CappedState | undefined;

  constructor(db: string, name: string, options: Document = {}) {
    this.db = db;
    this.name = name;
    this.options = options;
    this.uuid = new UUID();
  }

  get options(): Document {
    return this.opts;
  }

  set options(options: Document) {
    this.opts = options;
    if (options.capped === true) {
      if (!this.cap) {
        this.cap = new CappedState();
        for (const [idKey, doc] of this.recs) this.cap.add(idKey, doc);
      }
    } else this.cap = undefined;
    this.validator =
      isPlainObject(options.validator) && Object.keys(options.validator).length > 0
        ? new Query(options.validator, {})
        : undefined;
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get size(): number {
    return this.recs.size;
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...[...this.indexes.values()].map((i) => i.spec)];
  }

  get(idKey: string): Document | undefined {
    return this.recs.get(idKey);
  }

  /** All documents in natural order (a snapshot of references; documents are never mutated). */
  all(): Document[] {
    return Array.from(this.recs.values());
  }

  /**
   * The BSON of a document, from the cache when it is one of this collection's stored documents (and kept there
   * for the next read, within BSON_CACHE_BYTES); any other document is serialized each time.
   */
  bsonOf(doc: Document): Uint8Array {
    const cached = this.bson.get(doc) ?? this.projectedBson.get(doc);
    if (cached) return cached;
    const bytes = BSON.serialize(doc);
    if (this.projectedBson.has(doc) === false && this.isKeptProjection(doc)) {
      this.projectedBson.set(doc, bytes);
      return bytes;
    }
    if (this.recs.get(keyOf(doc._id)) === doc) {
      this.bson.set(doc, bytes);
      this.bsonBytes += bytes.length;
      if (this.bsonBytes > BSON_CACHE_BYTES)
        for (const [old, oldBytes] of this.bson) {
          if (this.bsonBytes <= BSON_CACHE_BYTES) break;
          this.bson.delete(old);
          this.bsonBytes -= oldBytes.length;
        }
    }
    return bytes;
  }

  /** Projected documents handed out by `projectedOf` (their BSON is kept with them). */
  private readonly keptProjections = new WeakSet<Document>();

  private isKeptProjection(doc: Document): boolean {
    return this.keptProjections.has(doc);
  }

  /**
   * `doc` projected by `project` (the projection named by `key`): the same object as last time when `doc` is one of
   * this collection's stored documents and was last projected with `key`, so its BSON is serialized once.
   */
  projectedOf(doc: Document, key: string, project: (doc: Document) => Document): Document {
    const last = this.projections.get(doc);
    if (last && last.key === key) return last.doc;
    const projected = project(doc);
    if (this.recs.get(keyOf(doc._id)) === doc) {
      this.projections.set(doc, { key, doc: projected });
      this.keptProjections.add(projected);
    }
    return projected;
  }

  private forget(doc: Document): void {
    const bytes = this.bson.get(doc);
    if (!bytes) return;
    this.bson.delete(doc);
    this.bsonBytes -= bytes.length;
  }

  /** Throws the E11000 error if inserting or replacing with `doc` would break a unique index. */
  checkUnique(doc: Document, idKey: string, replacing: boolean): void {
    if (!replacing && this.recs.has(idKey)) {
      fail(
        ErrorCodes.DuplicateKey,
        `E11000 duplicate key error collection: ${this.ns} index: _id_ dup key: { _id: ${showId(doc._id)} }`,
        {
          keyPattern: { _id: 1 },
          keyValue: { _id: doc._id },
        },
      );
    }
    for (const index of this.indexes.values()) {
      if (index.conflict(doc, idKey)) throw duplicateKeyError(this.ns, index, doc);
    }
  }

  /** Computes every index's entries first, so a parallel-array error leaves nothing half applied. */
  private entriesFor(doc: Document): Map<Index, string[][]> {
    const out = new Map<Index, string[][]>();
    const made = new Map<unknown, string>();
    for (const index of this.indexes.values()) out.set(index, index.entries(doc, made));
    return out;
  }

  insert(doc: Document, idKey: string): void {
    shareValues(doc);
    const entries = this.entriesFor(doc);
    this.recs.set(idKey, doc);
    for (const [index, tuples] of entries) index.add(doc, idKey, tuples);
    this.cap?.add(idKey, doc);
  }

  replace(idKey: string, doc: Document): void {
    const previous = this.recs.get(idKey);
    if (!previous) return this.insert(doc, idKey);
    shareValues(doc);
    const entries = this.entriesFor(doc);
    for (const index of this.indexes.values()) index.remove(previous, idKey);
    this.forget(previous);
    // replacing a key's value keeps its place in the Map: natural order is insertion order
    this.recs.set(idKey, doc);
    this.cap?.resize(idKey, doc);
    for (const [index, tuples] of entries) index.add(doc, idKey, tuples);
  }

  delete(idKey: string): boolean {
    const doc = this.recs.get(idKey);
    if (!doc) return false;
    for (const index of this.indexes.values()) index.remove(doc, idKey);
    this.recs.delete(idKey);
    this.forget(doc);
    this.cap?.remove(idKey);
    return true;
  }

  /** Whether the collection is capped (`create` with `capped: true`). */
  get capped(): boolean {
    return this.cap !== undefined;
  }

  /** The BSON size of the documents (what a capped collection's `size` bounds). */
  get dataBytes(): number {
    if (this.cap) return this.cap.bytes;
    let bytes = 0;
    for (const doc of this.recs.values()) bytes += BSON.calculateObjectSize(doc);
    return bytes;
  }

  /** A capped collection's oldest document's key (the next one to go when it is over its size or count). */
  oldestKey(): string | undefined {
    return this.cap?.oldest();
  }

  /** The insertion number of a capped collection's newest document (0 when none was inserted yet). */
  get lastSeq(): number {
    return this.cap ? this.cap.nextSeq - 1 : 0;
  }

  /** A capped collection's documents inserted after insertion number `seq`, oldest first (tailable cursors). */
  insertedAfter(seq: number): Document[] {
    const out: Document[] = [];
    if (!this.cap) return out;
    for (const key of this.cap.keysAfter(seq)) {
      const doc = this.recs.get(key);
      if (doc) out.push(doc);
    }
    return out;
  }

  /** Validates that an index can be built (unique constraint over existing data) without changing anything. */
  checkIndexBuild(spec: IndexSpec): void {
    const index = new Index(spec);
    for (const [idKey, doc] of this.recs) {
      const tuples = index.entries(doc);
      if (index.unique && index.conflict(doc, idKey)) throw duplicateKeyError(this.ns, index, doc);
      index.add(doc, idKey, tuples);
    }
  }

  addIndex(spec: IndexSpec): void {
    const index = new Index(spec);
    for (const [idKey, doc] of this.recs) index.add(doc, idKey);
    this.indexes.set(spec.name, index);
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
  }

  /**
   * Documents that may match `filter`: the `_id` map or the index with the
   * longest equality prefix when the filter allows (in index order), else
   * every document (in natural order). Callers always apply the full filter.
   */
  candidates(filter: Document): Document[] {
    return Array.from(this.plan(filter).docs);
  }

  /**
   * The candidates, produced lazily (a limit stops the walk early), with the
   * access path used: an index name, or null for a collection scan.
   */
  plan(filter: Document): Plan {
    const { values: eq, pure: equalitiesOnly } = equalities(filter);
    // along paths through arrays a null equality is evaluated again (`keysDecide`)
    const pure = equalitiesOnly && keysDecide(eq);
    if (eq.size === 0)
      return { docs: this.scan(), index: null, exact: Object.keys(filter).length === 0, size: this.recs.size };
    const idValues = eq.get("_id");
    // Index keys compare the way MongoDB's equality does (numbers by value, null as missing, arrays by element
    // and whole), so when the filter is nothing but equalities on the fields looked up, every candidate matches.
    if (idValues) return { docs: this.byIds(idValues), index: "_id_", exact: pure && eq.size === 1 };
    let best: Index | undefined;
    let bestLen = 0;
    let bestRange: RangeBound[] | undefined;
    const bounds = ranges(filter);
    // a range condition on the field after the equality prefix narrows that level of an orderable index
    const rangeOf = (index: Index, len: number): RangeBound[] | undefined =>
      index.orderable && len < index.fields.length ? bounds.get(index.fields[len]!) : undefined;
    const prefixes = (index: Index, len: number) =>
      index.fields.slice(0, len).map((f) => [...new Set(eq.get(f)!.map(keyOf))]);
    // the entries under the best index's prefix (and range), counted up to TIE_CAP when a tie needs it
    let bestCount: number | undefined;
    const narrower = (index: Index, len: number, range: RangeBound[] | undefined): boolean => {
      bestCount ??= best!.countUpTo(prefixes(best!, len), TIE_CAP, bestRange);
      const count = index.countUpTo(prefixes(index, len), bestCount, range);
      if (count >= bestCount) return false;
      bestCount = count;
      return true;
    };
    for (const index of this.indexes.values()) {
      if (index.partial) continue;
      let len = 0;
      for (const f of index.fields) {
        const values = eq.get(f);
        if (!values) break;
        if (index.sparse && values.some((v) => v === null)) break;
        len++;
      }
      if (len === 0 || len < bestLen) continue;
      const range = rangeOf(index, len);
      // between indexes fixing as many fields: one whose next field the filter bounds (`{companyId, statusDate}`
      // for `{companyId, statusDate: {$gte, $lt}}`) unless the other is unique and fixed entirely; then a unique
      // one, else the one holding fewer entries there (a tenant's `{companyId, userId}` rather than its
      // `{companyId, deletedAt, createdAt}`: both fix two fields of `{companyId, userId, deletedAt: null}`, but the
      // second holds every live record of the tenant)
      let better: boolean;
      let counted = false;
      if (!best || len > bestLen) better = true;
      else if (
        Boolean(range) !== Boolean(bestRange) &&
        !(index.unique && len === index.fields.length) &&
        !(best.unique && bestLen === best.fields.length)
      )
        better = Boolean(range);
      else if (index.unique !== best.unique) better = index.unique;
      else better = counted = narrower(index, len, range);
      if (better) {
        if (!counted) bestCount = undefined;
        best = index;
        bestLen = len;
        bestRange = range;
      }
    }
    if (!best) return { docs: this.scan(), index: null, exact: false, size: this.recs.size };
    const used = best.fields.slice(0, bestLen);
    const alternatives = used.map((f) => [...new Set(eq.get(f)!.map(keyOf))]);
    // a multikey document has several entries: its ids are de-duplicated first; otherwise entries are counted,
    // and the documents read only when asked for (a count or an ordered walk does not need them)
    const index = best;
    const range = bestRange;
    const ids = index.multikey ? [...new Set(index.lookup(alternatives))] : undefined;
    // a range decides its field when its bounds are dates or ObjectIds (`rangeDecides`) and every level it narrows is
    // ordered (else `within` hands out every child of a level)
    const rangeField = range !== undefined ? index.fields[bestLen]! : undefined;
    const decidedRange =
      rangeField !== undefined && rangeDecides(filter[rangeField], range!) && index.narrows(alternatives)
        ? rangeField
        : undefined;
    const residual = undecided(filter, new Set(used), decidedRange);
    const recs = this.recs;
    let docs: Document[] | undefined;
    return {
      get docs() {
        if (!docs) {
          docs = [];
          for (const idKey of ids ?? index.lookup(alternatives, range)) {
            const doc = recs.get(idKey);
            if (doc) docs.push(doc);
          }
        }
        return docs;
      },
      index: index.name,
      exact: (pure && eq.size === bestLen) || (residual !== undefined && Object.keys(residual).length === 0),
      ...(residual !== undefined && Object.keys(residual).length > 0 ? { residual } : {}),
      get size() {
        return ids ? ids.length : index.count(alternatives, range);
      },
    };
  }

  /**
   * The documents under the filter's equalities in the order of `sort`, from an orderable index whose fields,
   * after some the filter fixes to one value, are the sort's first fields: groups of documents sharing those
   * fields' values, in sort order, and `rest`, the sort keys that still order each group. Undefined when no index
   * fits. A null group means the index holds values it cannot order: the caller sorts another way. These are
   * candidates: the filter still applies to each.
   */
  ordered(filter: Document, sort: Document): OrderedPlan | undefined {
    const { values: eq } = equalities(filter);
    const fixed = (f: string): boolean => {
      const values = eq.get(f);
      return values !== undefined && values.length === 1 && !(f.includes(".") && values[0] == null);
    };
    // a sort field the filter fixes orders nothing
    const keys = Object.entries(sort).filter(([f]) => !fixed(f));
    if (keys.length === 0 || keys.some(([, dir]) => dir !== 1 && dir !== -1)) return undefined;
    let best: { index: Index; prefix: number; covered: number } | undefined;
    for (const index of this.indexes.values()) {
      if (!index.orderable) continue;
      let prefix = 0;
      while (prefix < index.fields.length && fixed(index.fields[prefix]!)) prefix++;
      let covered = 0;
      while (covered < keys.length && index.fields[prefix + covered] === keys[covered]![0]) covered++;
      if (covered === 0) continue;
      if (!best || covered > best.covered || (covered === best.covered && prefix > best.prefix))
        best = { index, prefix, covered };
    }
    if (!best) return undefined;
    const { index, prefix, covered } = best;
    const prefixKeys = index.fields.slice(0, prefix).map((f) => keyOf(eq.get(f)![0]));
    const directions = keys.slice(0, covered).map(([, dir]) => dir as 1 | -1);
    // the filter's bounds on the first field walked, where the walk starts and ends
    const range = ranges(filter).get(index.fields[prefix]!);
    const recs = this.recs;
    function* groups(): Generator<Document[] | null> {
      for (const ids of index.orderedGroups(prefixKeys, directions, range)) {
        if (ids === null) {
          yield null;
          return;
        }
        const docs: Document[] = [];
        for (const idKey of ids) {
          const doc = recs.get(idKey);
          if (doc) docs.push(doc);
        }
        yield docs;
      }
    }
    return { groups: groups(), index: index.name, rest: Object.fromEntries(keys.slice(covered)) };
  }

  private *scan(): Generator<Document> {
    yield* this.recs.values();
  }

  private *byIds(ids: unknown[]): Generator<Document> {
    const seen = new Set<string>();
    for (const v of ids) {
      const k = keyOf(v);
      if (seen.has(k)) continue;
      seen.add(k);
      const doc = this.recs.get(k);
      if (doc) yield doc;
    }
  }

  clear(): void {
    if (this.cap) this.cap = new CappedState();
    this.recs.clear();
    this.bson.clear();
    this.bsonBytes = 0;
    for (const index of this.indexes.values()) index.clear();
  }
}

/**
 * A capped collection's insertion order: entries `(seq, key)` appended on insert, in increasing `seq`. A deleted
 * document's entry stays until the head passes it (it is skipped, as `seqOf` no longer names it); a document deleted
 * and inserted again under the same `_id` gets a new entry, and only that one is live.
 */
class CappedState {
  private entries: { seq: number; key: string }[] = [];
  private head = 0;
  private readonly seqOf = new Map<string, number>();
  private readonly bytesOf = new Map<string, number>();
  bytes = 0;
  nextSeq = 1;

  add(key: string, doc: Document): void {
    const seq = this.nextSeq++;
    this.entries.push({ seq, key });
    this.seqOf.set(key, seq);
    this.resize(key, doc);
  }

  resize(key: string, doc: Document): void {
    const size = BSON.calculateObjectSize(doc);
    this.bytes += size - (this.bytesOf.get(key) ?? 0);
    this.bytesOf.set(key, size);
  }

  remove(key: string): void {
    this.bytes -= this.bytesOf.get(key) ?? 0;
    this.bytesOf.delete(key);
    this.seqOf.delete(key);
  }

  private live(e: { seq: number; key: string }): boolean {
    return this.seqOf.get(e.key) === e.seq;
  }

  oldest(): string | undefined {
    while (this.head < this.entries.length && !this.live(this.entries[this.head]!)) this.head++;
    if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.head);
      this.head = 0;
    }
    return this.entries[this.head]?.key;
  }

  *keysAfter(seq: number): Generator<string> {
    let lo = this.head;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.entries[mid]!.seq <= seq) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.entries.length; i++) {
      const e = this.entries[i]!;
      if (this.live(e)) yield e.key;
    }
  }
}

function isPattern(v: unknown): boolean {
  return v instanceof RegExp || v instanceof BSONRegExp;
}

/** How a filter is answered: the candidates, the index used, and whether they all match already. */
/**
 * Makes a document about to be stored share the values it repeats, in place (stored documents are never mutated, so a
 * shared value is never changed through another): its short strings are the engine's one copy of that text (a
 * company's punches repeat their person, user, status, method and office ids hundreds of thousands of times), its
 * ObjectIds other than `_id` the engine's one object for that id (the tenant's `companyId`), and its dates equal in
 * time one Date (a punch's `statusDate`, `receivedAt`, `createdAt` and `updatedAt` are often the same instant). Fewer
 * objects for each full collection of the engine's heap (the whole database) to mark. Top-level fields only.
 */
function shareValues(doc: Document): void {
  let dates: Date[] | undefined;
  for (const key in doc) {
    const v = doc[key];
    if (typeof v === "string") {
      if (v.length <= MAX_SHARED_TEXT) doc[key] = shared(sharedText, v, v);
    } else if (v instanceof Date) {
      const same = dates?.find(
        (d) => d.getTime() === v.getTime() || (Number.isNaN(d.getTime()) && Number.isNaN(v.getTime())),
      );
      if (same) doc[key] = same;
      else (dates ??= []).push(v);
    } else if (v instanceof ObjectId && key !== "_id") doc[key] = shared(sharedIds, v.toHexString(), v);
  }
}

/** Strings up to this length are shared (ids, statuses, names); longer ones (keys, hashes, texts) rarely repeat. */
const MAX_SHARED_TEXT = 32;
/** How many values each table keeps before it starts again: bounded memory, calendar-free. */
const MAX_SHARED = 100_000;
const sharedText = new Map<string, string>();
const sharedIds = new Map<string, ObjectId>();

function shared<V>(table: Map<string, V>, key: string, value: V): V {
  const known = table.get(key);
  if (known !== undefined) return known;
  if (table.size >= MAX_SHARED) table.clear();
  table.set(key, value);
  return value;
}

export interface Plan {
  docs: Iterable<Document>;
  index: string | null;
  /** Every candidate matches the filter: no need to evaluate the filter again. */
  exact: boolean;
  /**
   * The part of the filter the lookup did not decide (an equality outside the index, such as a tenant's
   * `deletedAt: null`): a candidate matches the filter when it matches this. Absent: the whole filter, or nothing
   * when `exact`.
   */
  residual?: Document;
  /** How many candidates there are, when known without producing them. */
  size?: number;
}

/** Candidates in sort order (`Collection.ordered`). */
export interface OrderedPlan {
  groups: Iterable<Document[] | null>;
  index: string;
  /** The sort keys left to order the documents within a group. */
  rest: Document;
}

interface Equalities {
  values: Map<string, unknown[]>;
  /** Every condition of the filter is one of these equalities (nothing else to check). */
  pure: boolean;
}

/**
 * The longest `$in` an index lookup takes (one lookup per value; a calendar month of a 10,000-person company asks
 * for the names of ~3,400 people). Longer lists are evaluated per document.
 */
const MAX_IN = 20_000;

/** Top-level equality conditions of a filter: field -> values any of which may match. */
function equalities(filter: Document, out: Equalities = { values: new Map(), pure: true }): Equalities {
  for (const [k, v] of Object.entries(filter)) {
    if (k === "$and" && Array.isArray(v)) {
      for (const sub of v) {
        if (isPlainObject(sub)) equalities(sub, out);
        else out.pure = false;
      }
      continue;
    }
    if (k.startsWith("$") || out.values.has(k) || isPattern(v)) {
      out.pure = false;
      continue;
    }
    if (isOperatorObject(v)) {
      const ops = Object.keys(v);
      if (ops.length === 1 && ops[0] === "$eq" && !isPattern(v.$eq)) out.values.set(k, [v.$eq]);
      else if (ops.length === 1 && Array.isArray(v.$in) && v.$in.length <= MAX_IN && !v.$in.some(isPattern))
        out.values.set(k, v.$in);
      else {
        out.pure = false;
        if ("$eq" in v && !isPattern(v.$eq)) out.values.set(k, [v.$eq]);
        else if (Array.isArray(v.$in) && v.$in.length <= MAX_IN && !v.$in.some(isPattern)) out.values.set(k, v.$in);
      }
      continue;
    }
    out.values.set(k, [v]);
  }
  return out;
}

const RANGE_OPS = new Set(["$gt", "$gte", "$lt", "$lte"]);

/**
 * Top-level range conditions of a filter (`{day: {$gte: a, $lte: b}}`, also inside `$and`): field -> bounds, all of
 * which a match satisfies. Only bounds `rangeBound` accepts; nothing under `$not`, `$or`, `$nor`, `$expr` or
 * `$elemMatch`.
 */
function ranges(filter: Document, out = new Map<string, RangeBound[]>()): Map<string, RangeBound[]> {
  for (const [k, v] of Object.entries(filter)) {
    if (k === "$and" && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) ranges(sub, out);
      continue;
    }
    if (k.startsWith("$") || !isPlainObject(v)) continue;
    const ops = Object.keys(v);
    if (ops.length === 0 || !ops.every((op) => op.startsWith("$"))) continue;
    for (const op of ops) {
      if (!RANGE_OPS.has(op)) continue;
      const value = rangeBound(v[op]);
      if (value === undefined) continue;
      let list = out.get(k);
      if (!list) out.set(k, (list = []));
      list.push({ op: op as RangeBound["op"], value });
    }
  }
  return out;
}

/**
 * Whether index keys decide these equalities: null matches "missing, null, or an array holding null", which keys say
 * exactly for top-level fields but over-approximate along paths through arrays.
 */
function keysDecide(eq: Map<string, unknown[]>): boolean {
  return [...eq].every(([f, values]) => !f.includes(".") || !values.some((v) => v === null || v === undefined));
}

/**
 * The conditions of `filter` an index lookup does not decide, evaluated per candidate; undefined when the filter's
 * shape is not split (a top-level operator such as `$and` or `$or`: the whole filter is evaluated). An equality
 * (`v`, `{$eq: v}`, `{$in: [...]}`) on a field of the lookup's prefix is decided: index keys compare as MongoDB's
 * equality does (`keysDecide` leaves out a null along a dotted path). So is the range on `rangeField` (`rangeDecides`).
 */
function undecided(
  filter: Document,
  prefix: ReadonlySet<string>,
  rangeField: string | undefined,
): Document | undefined {
  const rest: Document = {};
  for (const k of Object.keys(filter)) {
    if (k.startsWith("$")) return undefined;
    if (k === rangeField) continue;
    if (prefix.has(k)) {
      const { values, pure } = equalities({ [k]: filter[k] });
      if (pure && values.has(k) && keysDecide(values)) continue;
    }
    rest[k] = filter[k];
  }
  return rest;
}

/**
 * Whether a field's condition is decided by an index range built from it: nothing but range operators, every one of
 * them a bound (`ranges`), with a lower and an upper bound, all dates or all ObjectIds. Between two dates (or two
 * ObjectIds) MongoDB's order holds only dates (ObjectIds), and only a Date (an ObjectId) makes such an index key, so
 * every key `within` keeps matches. Numbers are left out: Long, Int32, Double and Decimal128 values share the number
 * keys, and the filter's evaluation (mingo) does not compare a Decimal128 as MongoDB does; strings too (JavaScript's
 * order of UTF-16 differs from MongoDB's binary order past U+D7FF), and one-sided ranges (MongoDB compares only values
 * of the bound's type; the keys past it in the order hold other types).
 */
function rangeDecides(condition: unknown, range: RangeBound[]): boolean {
  if (!isPlainObject(condition)) return false;
  const ops = Object.keys(condition);
  if (ops.length !== range.length || !ops.every((op) => RANGE_OPS.has(op))) return false;
  const kind = (v: unknown) => (v instanceof Date ? "date" : v instanceof ObjectId ? "objectId" : undefined);
  const first = kind(range[0]!.value);
  return (
    first !== undefined &&
    range.every((b) => kind(b.value) === first) &&
    range.some((b) => b.op === "$gt" || b.op === "$gte") &&
    range.some((b) => b.op === "$lt" || b.op === "$lte")
  );
}

function showId(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v);
  if (v && typeof v === "object" && "toHexString" in v)
    return `ObjectId('${(v as { toHexString(): string }).toHexString()}')`;
  return JSON.stringify(v) ?? String(v);
}
