import { BSONRegExp, type Document, UUID } from "bson";
import { Query } from "mingo";
import { duplicateKeyError, Index, type IndexSpec } from "./indexes.js";
import { ErrorCodes, fail } from "./errors.js";
import { isOperatorObject, isPlainObject, keyOf } from "./values.js";

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: "_id_" };

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
  /** Secondary indexes by name; `_id_` is the `recs` map itself. */
  readonly indexes = new Map<string, Index>();

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
    for (const index of this.indexes.values()) out.set(index, index.entries(doc));
    return out;
  }

  insert(doc: Document, idKey: string): void {
    const entries = this.entriesFor(doc);
    this.recs.set(idKey, doc);
    for (const [index, tuples] of entries) index.add(doc, idKey, tuples);
  }

  replace(idKey: string, doc: Document): void {
    const previous = this.recs.get(idKey);
    if (!previous) return this.insert(doc, idKey);
    const entries = this.entriesFor(doc);
    for (const index of this.indexes.values()) index.remove(previous, idKey);
    // replacing a key's value keeps its place in the Map: natural order is insertion order
    this.recs.set(idKey, doc);
    for (const [index, tuples] of entries) index.add(doc, idKey, tuples);
  }

  delete(idKey: string): boolean {
    const doc = this.recs.get(idKey);
    if (!doc) return false;
    for (const index of this.indexes.values()) index.remove(doc, idKey);
    this.recs.delete(idKey);
    return true;
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
    // null matches "missing, null, or an array holding null": index keys say exactly that for top-level
    // fields, but over-approximate along paths through arrays, where the filter is evaluated again.
    const pure =
      equalitiesOnly &&
      [...eq].every(([f, values]) => !f.includes(".") || !values.some((v) => v === null || v === undefined));
    if (eq.size === 0) return { docs: this.scan(), index: null, exact: Object.keys(filter).length === 0 };
    const ids = eq.get("_id");
    // Index keys compare the way MongoDB's equality does (numbers by value, null as missing, arrays by element
    // and whole), so when the filter is nothing but equalities on the fields looked up, every candidate matches.
    if (ids) return { docs: this.byIds(ids), index: "_id_", exact: pure && eq.size === 1 };
    let best: Index | undefined;
    let bestLen = 0;
    for (const index of this.indexes.values()) {
      if (index.partial) continue;
      let len = 0;
      for (const f of index.fields) {
        const values = eq.get(f);
        if (!values) break;
        if (index.sparse && values.some((v) => v === null)) break;
        len++;
      }
      if (len > bestLen || (len === bestLen && len > 0 && index.unique && !best?.unique)) {
        best = index;
        bestLen = len;
      }
    }
    if (!best) return { docs: this.scan(), index: null, exact: false };
    const used = best.fields.slice(0, bestLen);
    const alternatives = used.map((f) => [...new Set(eq.get(f)!.map(keyOf))]);
    return { docs: this.byIndex(best, alternatives), index: best.name, exact: pure && eq.size === bestLen };
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

  /** The documents under the matching keys, in index order; a multikey document only once. */
  private byIndex(index: Index, alternatives: string[][]): Document[] {
    const ids = index.lookup(alternatives);
    const docs: Document[] = [];
    const seen = index.multikey ? new Set<string>() : undefined;
    for (const idKey of ids) {
      if (seen) {
        if (seen.has(idKey)) continue;
        seen.add(idKey);
      }
      const doc = this.recs.get(idKey);
      if (doc) docs.push(doc);
    }
    return docs;
  }

  clear(): void {
    this.recs.clear();
    for (const index of this.indexes.values()) index.clear();
  }
}

function isPattern(v: unknown): boolean {
  return v instanceof RegExp || v instanceof BSONRegExp;
}

/** Top-level equality conditions of a filter: field -> values any of which may match. */
/** How a filter is answered: the candidates, the index used, and whether they all match already. */
export interface Plan {
  docs: Iterable<Document>;
  index: string | null;
  /** Every candidate matches the filter: no need to evaluate the filter again. */
  exact: boolean;
}

interface Equalities {
  values: Map<string, unknown[]>;
  /** Every condition of the filter is one of these equalities (nothing else to check). */
  pure: boolean;
}

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
      else if (ops.length === 1 && Array.isArray(v.$in) && v.$in.length <= 1000 && !v.$in.some(isPattern))
        out.values.set(k, v.$in);
      else {
        out.pure = false;
        if ("$eq" in v && !isPattern(v.$eq)) out.values.set(k, [v.$eq]);
        else if (Array.isArray(v.$in) && v.$in.length <= 1000 && !v.$in.some(isPattern)) out.values.set(k, v.$in);
      }
      continue;
    }
    out.values.set(k, [v]);
  }
  return out;
}

function showId(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v);
  if (v && typeof v === "object" && "toHexString" in v)
    return `ObjectId('${(v as { toHexString(): string }).toHexString()}')`;
  return JSON.stringify(v) ?? String(v);
}
