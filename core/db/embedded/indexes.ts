import { type Document, ObjectId } from "bson";
import { Query } from "mingo";
import { EngineError, ErrorCodes, fail } from "./errors.js";
import { compareValues, isPlainObject, keyOf, pathValues } from "./values.js";

/** An index definition as listIndexes shows it. */
export interface IndexSpec {
  v?: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
  partialFilterExpression?: Document;
  [option: string]: unknown;
}

type Leaf = string | Set<string>;
type Level = Map<string, Level | Leaf>;

const INDEX_OPTIONS = new Set([
  "v",
  "key",
  "name",
  "unique",
  "sparse",
  "expireAfterSeconds",
  "partialFilterExpression",
  "background",
  "hidden",
  "collation",
  "weights",
  "default_language",
  "language_override",
  "textIndexVersion",
  "2dsphereIndexVersion",
  "bits",
  "min",
  "max",
  "wildcardProjection",
  "storageEngine",
  "ns",
]);

export function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([f, d]) => `${f}_${String(d)}`)
    .join("_");
}

/** Validates an index specification from createIndexes and normalises it. */
export function validateIndexSpec(raw: Document): IndexSpec {
  if (!isPlainObject(raw.key)) fail(ErrorCodes.FailedToParse, "The 'key' field must be an object");
  const fields = Object.keys(raw.key);
  if (fields.length === 0) fail(ErrorCodes.CannotCreateIndex, "Index keys cannot be empty.");
  for (const f of fields) {
    const d = raw.key[f];
    const ok =
      typeof d === "number"
        ? d !== 0 && Number.isFinite(d)
        : ["text", "2dsphere", "2d", "hashed"].includes(d as string);
    if (!ok)
      fail(
        ErrorCodes.CannotCreateIndex,
        `Values in the index key pattern can only be positive or negative numbers or strings; bad value: ${f}: ${JSON.stringify(d)}`,
      );
    if (f === "" || f.startsWith("$"))
      fail(ErrorCodes.CannotCreateIndex, `Index key contains an illegal field name: ${f}`);
  }
  if (typeof raw.name !== "string" || raw.name === "")
    fail(ErrorCodes.FailedToParse, "The 'name' field is required and must be a non-empty string");
  for (const k of Object.keys(raw)) {
    if (!INDEX_OPTIONS.has(k))
      fail(
        ErrorCodes.InvalidOptions,
        `The field '${k}' is not valid for an index specification. Specification: ${JSON.stringify(raw)}`,
      );
  }
  if (raw.expireAfterSeconds !== undefined) {
    const s = raw.expireAfterSeconds;
    if (typeof s !== "number" || !Number.isFinite(s) || s < 0)
      fail(ErrorCodes.CannotCreateIndex, "TTL index 'expireAfterSeconds' option must be a non-negative number");
    if (fields.length !== 1)
      fail(ErrorCodes.CannotCreateIndex, "TTL indexes are single-field indexes, compound indexes do not support TTL.");
  }
  if (raw.name === "_id_" && !(fields.length === 1 && fields[0] === "_id"))
    fail(ErrorCodes.BadValue, "The index name '_id_' is reserved for the _id index");
  const spec: IndexSpec = { v: 2, key: raw.key, name: raw.name };
  for (const [k, v] of Object.entries(raw)) if (!["v", "key", "name", "ns", "background"].includes(k)) spec[k] = v;
  if (spec.unique === false) delete spec.unique;
  if (spec.sparse === false) delete spec.sparse;
  return spec;
}

/**
 * A hash index: nested maps, one level per key field, leaves holding the
 * `_id` keys of the documents. Equality lookups on any prefix of the key walk
 * the levels; a range on the field after the prefix narrows the next level to
 * its keys within the bounds (`within`, orderable indexes only).
 */
export class Index {
  readonly spec: IndexSpec;
  readonly fields: string[];
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly partial: Query | undefined;
  /** Whether any document contributed several keys (arrays): lookups then de-duplicate. */
  multikey = false;
  private root: Level = new Map();

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    this.partial = spec.partialFilterExpression ? new Query(spec.partialFilterExpression, {}) : undefined;
  }

  get name(): string {
    return this.spec.name;
  }

  /**
   * Key tuples a document contributes; empty when the index skips it (sparse or partial). `made` holds the keys made
   * for this document by its other indexes, by value: a value indexed by several (a punch's `statusDate`) is kept as
   * one key string.
   */
  entries(doc: Document, made?: Map<unknown, string>): string[][] {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField: string[][] = [];
    let allMissing = true;
    let multikeyField: string | undefined;
    for (const f of this.fields) {
      const { values, multikey } = pathValues(doc, f);
      if (multikey) {
        if (multikeyField !== undefined && this.fields.length > 1) {
          fail(ErrorCodes.CannotIndexParallelArrays, `cannot index parallel arrays [${f}] [${multikeyField}]`);
        }
        multikeyField = f;
      }
      const keys = new Set<string>();
      for (const v of values) {
        if (v !== undefined) allMissing = false;
        let key = made?.get(v);
        if (key === undefined) {
          key = keyOf(v);
          made?.set(v, key);
        }
        keys.add(key);
      }
      perField.push([...keys]);
    }
    if (this.sparse && allMissing) return [];
    if (multikeyField !== undefined) this.multikey = true;
    let tuples: string[][] = [[]];
    for (const keys of perField) {
      const next: string[][] = [];
      for (const t of tuples) for (const k of keys) next.push([...t, k]);
      tuples = next;
    }
    return tuples;
  }

  /** The first tuple of `doc` that another document already holds, for unique indexes. */
  conflict(doc: Document, idKey: string): string[] | undefined {
    if (!this.unique) return undefined;
    for (const tuple of this.entries(doc)) {
      const leaf = this.leaf(tuple);
      if (leaf === undefined) continue;
      if (typeof leaf === "string") {
        if (leaf !== idKey) return tuple;
      } else {
        for (const other of leaf) if (other !== idKey) return tuple;
      }
    }
    return undefined;
  }

  add(doc: Document, idKey: string, tuples = this.entries(doc)): void {
    for (const tuple of tuples) {
      let level = this.root;
      for (let i = 0; i < tuple.length - 1; i++) {
        let next = level.get(tuple[i]!) as Level | undefined;
        if (!next) {
          next = new Map();
          level.set(tuple[i]!, next);
          keyAdded(level, tuple[i]!);
        }
        level = next;
      }
      const last = tuple[tuple.length - 1]!;
      const leaf = level.get(last) as Leaf | undefined;
      if (leaf === undefined) {
        level.set(last, idKey);
        keyAdded(level, last);
      } else if (typeof leaf === "string") {
        if (leaf !== idKey) level.set(last, new Set([leaf, idKey]));
      } else leaf.add(idKey);
    }
  }

  remove(doc: Document, idKey: string, tuples = this.entries(doc)): void {
    for (const tuple of tuples) this.removeTuple(this.root, tuple, 0, idKey);
  }

  private removeTuple(level: Level, tuple: string[], i: number, idKey: string): void {
    const k = tuple[i]!;
    if (i === tuple.length - 1) {
      const leaf = level.get(k) as Leaf | undefined;
      if (leaf === undefined) return;
      if (typeof leaf === "string") {
        if (leaf === idKey && level.delete(k)) keyRemoved(level, k);
      } else {
        leaf.delete(idKey);
        if (leaf.size === 1) level.set(k, leaf.values().next().value!);
        else if (leaf.size === 0 && level.delete(k)) keyRemoved(level, k);
      }
      return;
    }
    const next = level.get(k) as Level | undefined;
    if (!next) return;
    this.removeTuple(next, tuple, i + 1, idKey);
    if (next.size === 0 && level.delete(k)) keyRemoved(level, k);
  }

  /** Whether every document has exactly one entry, so the index can hand out documents in key order. */
  get orderable(): boolean {
    return !this.multikey && !this.sparse && !this.partial;
  }

  /**
   * The `_id` keys under one key per field of `prefix`, grouped by the keys of the next `directions.length`
   * fields and in their sort order (1 ascending, -1 descending, MongoDB's order of values): each group holds the
   * documents that share those keys. Yields null, and stops, at a level holding a key this cannot order (a value
   * other than null, a string, a number exact in a double, a boolean, a date or an ObjectId); the caller then
   * sorts another way. With `range` (the filter's bounds on the first of those fields), the walk starts and ends
   * where the range does (`within`'s superset), rather than at the level's first key: a page after a key
   * (`{workerId: {$gt: last}}` sorted by `workerId`) reads from there.
   */
  *orderedGroups(prefix: string[], directions: Array<1 | -1>, range?: RangeBound[]): Generator<string[] | null> {
    let node: Level | Leaf | undefined = this.root;
    for (const k of prefix) {
      if (!(node instanceof Map)) return;
      node = node.get(k);
    }
    if (node === undefined) return;
    yield* walkOrdered(node, directions, 0, range);
  }

  private leaf(tuple: string[]): Leaf | undefined {
    let level: Level | Leaf | undefined = this.root;
    for (const k of tuple) {
      if (!(level instanceof Map)) return undefined;
      level = level.get(k);
    }
    return level as Leaf | undefined;
  }

  /**
   * `_id` keys whose entries start with one of the given prefixes (alternatives per field) and, with `range`, whose
   * key on the next field is within it (`within`).
   */
  lookup(alternatives: string[][], range?: RangeBound[]): string[] {
    const out: string[] = [];
    const walk = (node: Level | Leaf, i: number): void => {
      if (i === alternatives.length) {
        if (range && node instanceof Map) for (const child of within(node, range)) collect(child, out);
        else collect(node, out);
        return;
      }
      if (!(node instanceof Map)) return;
      for (const k of alternatives[i]!) {
        const next = node.get(k);
        if (next !== undefined) walk(next, i + 1);
      }
    };
    walk(this.root, 0);
    return out;
  }

  /**
   * Whether `within` narrows every level under the given prefixes by its ordered keys: false when one holds a key
   * without a plain order (a Long, a NaN, a document...), where `within` hands out every child instead.
   */
  narrows(alternatives: string[][]): boolean {
    const walk = (node: Level | Leaf, i: number): boolean => {
      if (!(node instanceof Map)) return i < alternatives.length;
      if (i === alternatives.length) return orderedKeys(node) !== null;
      for (const k of alternatives[i]!) {
        const next = node.get(k);
        if (next !== undefined && !walk(next, i + 1)) return false;
      }
      return true;
    };
    return walk(this.root, 0);
  }

  /**
   * How many entries are under the given prefixes (and within `range` on the next field), counting no further than
   * `cap` (an answer of `cap` means "at least that many"): to choose between indexes that fix as many fields of a
   * filter, at a bounded cost.
   */
  countUpTo(alternatives: string[][], cap: number, range?: RangeBound[]): number {
    let n = 0;
    const under = (node: Level | Leaf): void => {
      if (typeof node === "string") n += 1;
      else if (node instanceof Set) n += node.size;
      else
        for (const child of node.values()) {
          under(child);
          if (n >= cap) return;
        }
    };
    const walk = (node: Level | Leaf, i: number): void => {
      if (n >= cap) return;
      if (i < alternatives.length) {
        if (!(node instanceof Map)) return;
        for (const k of alternatives[i]!) {
          const next = node.get(k);
          if (next !== undefined) walk(next, i + 1);
          if (n >= cap) return;
        }
        return;
      }
      if (range && node instanceof Map)
        for (const child of within(node, range)) {
          under(child);
          if (n >= cap) return;
        }
      else under(node);
    };
    walk(this.root, 0);
    return Math.min(n, cap);
  }

  /** How many entries are under the given prefixes and `range` (`lookup` without collecting them). */
  count(alternatives: string[][], range?: RangeBound[]): number {
    const walk = (node: Level | Leaf, i: number): number => {
      if (i === alternatives.length) {
        if (!range || !(node instanceof Map)) return countUnder(node);
        let n = 0;
        for (const child of within(node, range)) n += countUnder(child);
        return n;
      }
      if (!(node instanceof Map)) return 0;
      let n = 0;
      for (const k of alternatives[i]!) {
        const next = node.get(k);
        if (next !== undefined) n += walk(next, i + 1);
      }
      return n;
    };
    return walk(this.root, 0);
  }

  clear(): void {
    this.root = new Map();
  }
}

/**
 * Per index level, its keys in ascending value order, or null when it holds a key without a plain order. Kept when a
 * key is added to or removed from the level (`keyAdded`, `keyRemoved`): a tenant's `{companyId, statusDate}` level
 * holds a key per punch, and sorting it again after every punch would cost more than the range it serves.
 */
const sortedKeys = new WeakMap<Level, string[] | null>();

/** Where `value` goes in `keys` (ascending): the index of the first key ordered after it. */
function insertionPoint(keys: string[], value: unknown): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareValues(keyValue(keys[mid]!), value) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `key` was added to `level`: its place in the level's ordered keys, when they are kept. */
function keyAdded(level: Level, key: string): void {
  const keys = sortedKeys.get(level);
  if (!keys) return; // not ordered yet, or holding a key that cannot be ordered (still true)
  const value = keyValue(key);
  if (value === UNORDERED) sortedKeys.set(level, null);
  else {
    const at = insertionPoint(keys, value);
    // keys mostly arrive in order (timestamps): appending is the common case
    if (at === keys.length) keys.push(key);
    else keys.splice(at, 0, key);
  }
}

/** `key` was removed from `level`: out of the level's ordered keys too. */
function keyRemoved(level: Level, key: string): void {
  const keys = sortedKeys.get(level);
  if (keys === undefined) return;
  // a level that held an unordered key may be orderable now: ordered again when next asked
  if (keys === null) return void sortedKeys.delete(level);
  // distinct keys never compare equal (keys are canonical values), so the key sits just before its insertion point
  const at = insertionPoint(keys, keyValue(key)) - 1;
  if (keys[at] === key) keys.splice(at, 1);
  else sortedKeys.delete(level);
}

function* walkOrdered(
  node: Level | Leaf,
  directions: Array<1 | -1>,
  depth: number,
  range?: RangeBound[],
): Generator<string[] | null> {
  if (depth === directions.length || !(node instanceof Map)) {
    const ids: string[] = [];
    collect(node, ids);
    yield ids;
    return;
  }
  const keys = orderedKeys(node);
  if (!keys) {
    yield null;
    return;
  }
  const descending = directions[depth] === -1;
  const [from, to] = range ? rangeSlice(keys, range) : [0, keys.length];
  for (let i = 0; i < to - from; i++) {
    const child = node.get(keys[descending ? to - 1 - i : from + i]!)!;
    for (const group of walkOrdered(child, directions, depth + 1)) {
      yield group;
      if (group === null) return;
    }
  }
}

function orderedKeys(level: Level): string[] | null {
  let keys = sortedKeys.get(level);
  if (keys !== undefined) return keys;
  const decoded: Array<{ key: string; value: unknown }> = [];
  for (const key of level.keys()) {
    const value = keyValue(key);
    if (value === UNORDERED) {
      decoded.length = 0;
      break;
    }
    decoded.push({ key, value });
  }
  keys =
    decoded.length === level.size ? decoded.sort((a, b) => compareValues(a.value, b.value)).map((e) => e.key) : null;
  sortedKeys.set(level, keys);
  return keys;
}

/** One bound of a range condition (`{$gte: value}`), its value of a kind `keyValue` orders (`rangeBound`). */
export interface RangeBound {
  op: "$gt" | "$gte" | "$lt" | "$lte";
  value: unknown;
}

/**
 * The children of `level` whose keys satisfy every bound of `range` in MongoDB's order of values (`compareValues`),
 * found by binary search in the level's ordered keys; every child when the level holds a key that cannot be ordered.
 * A superset of the keys the range's condition matches: MongoDB compares only values of the bound's type, and the
 * keys of other types this keeps (those the order puts between the bounds) are filtered out by the caller.
 */
function within(level: Level, range: RangeBound[]): Iterable<Level | Leaf> {
  const keys = orderedKeys(level);
  if (!keys) return level.values();
  const [from, to] = rangeSlice(keys, range);
  const out: Array<Level | Leaf> = [];
  for (let i = from; i < to; i++) out.push(level.get(keys[i]!)!);
  return out;
}

/** The part `[from, to)` of a level's ordered keys (ascending) that `range` keeps, by binary search (`within`). */
function rangeSlice(keys: string[], range: RangeBound[]): [number, number] {
  let from = 0;
  let to = keys.length;
  for (const { op, value } of range) {
    // the first key past the bound's side: for a lower bound the first that satisfies it, for an upper bound the
    // first that does not (keys ascend, so each condition holds on one contiguous side)
    const past =
      op === "$gte"
        ? (c: number) => c >= 0
        : op === "$gt"
          ? (c: number) => c > 0
          : op === "$lte"
            ? (c: number) => c > 0
            : (c: number) => c >= 0;
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (past(compareValues(keyValue(keys[mid]!), value))) hi = mid;
      else lo = mid + 1;
    }
    if (op === "$gt" || op === "$gte") from = Math.max(from, lo);
    else to = Math.min(to, lo);
  }
  return [from, Math.max(from, to)];
}

/**
 * The value of a range bound when `within` can narrow an index level with it: a string, a number other than NaN, a
 * valid date or an ObjectId (the kinds `keyValue` decodes with MongoDB's order within the kind). Undefined for any
 * other (null, booleans, wrappers, regular expressions, documents, arrays, MinKey/MaxKey...): no narrowing by it.
 */
export function rangeBound(value: unknown): unknown {
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isNaN(value) ? undefined : value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (value instanceof ObjectId) return value;
  return undefined;
}

const UNORDERED = Symbol("unordered");

/** The value behind an index key (values.ts `keyOf`), for the kinds whose order is plain; UNORDERED otherwise. */
function keyValue(key: string): unknown {
  const rest = key.slice(1);
  switch (key[0]) {
    case "_":
      return key === "_" ? null : UNORDERED;
    case "s":
      return rest;
    case "n": {
      const n = Number(rest);
      return !Number.isNaN(n) && String(n) === rest ? n : UNORDERED;
    }
    case "T":
      return key === "T" ? true : UNORDERED;
    case "F":
      return key === "F" ? false : UNORDERED;
    case "d": {
      const ms = Number(rest);
      return Number.isFinite(ms) && String(ms) === rest ? new Date(ms) : UNORDERED;
    }
    case "o":
      return /^[0-9a-f]{24}$/.test(rest) ? ObjectId.createFromHexString(rest) : UNORDERED;
    default:
      return UNORDERED;
  }
}

function countUnder(node: Level | Leaf): number {
  if (typeof node === "string") return 1;
  if (node instanceof Set) return node.size;
  let n = 0;
  for (const child of node.values()) n += countUnder(child);
  return n;
}

function collect(node: Level | Leaf, out: string[]): void {
  if (typeof node === "string") out.push(node);
  else if (node instanceof Set) for (const id of node) out.push(id);
  else for (const child of node.values()) collect(child, out);
}

export function duplicateKeyError(ns: string, index: Index, doc: Document): EngineError {
  const keyValue: Document = {};
  for (const f of index.fields) {
    const { values } = pathValues(doc, f);
    keyValue[f] = values.length === 1 ? (values[0] ?? null) : (values.find((v) => !Array.isArray(v)) ?? null);
  }
  const shown = Object.entries(keyValue)
    .map(([k, v]) => `${k}: ${showValue(v)}`)
    .join(", ");
  return new EngineError(
    ErrorCodes.DuplicateKey,
    `E11000 duplicate key error collection: ${ns} index: ${index.name} dup key: { ${shown} }`,
    {
      keyPattern: index.spec.key,
      keyValue,
    },
  );
}

function showValue(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v);
  if (v === null || v === undefined) return "null";
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (typeof v === "object" && v !== null && "toHexString" in v)
    return `ObjectId('${(v as { toHexString(): string }).toHexString()}')`;
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}
