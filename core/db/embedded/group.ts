import type { Document } from "bson";
import type { Collection } from "./collection.js";
import { aggregate, find } from "./query.js";
import { isPlainObject } from "./values.js";

/**
 * `[$match*, $sort?, $group, ...]` without mingo for the groups the product sends (payroll's hours per person, counts
 * per status, the time sheet's punches per person as columns): the `_id` a field path or a constant, accumulators
 * `$sum`, `$avg`, `$min`, `$max`, `$first`, `$last`, `$count` over field paths, constants and
 * `$cond`/`$eq`/`$ne`/`$in`/`$and`/`$or`/`$not` of them, and `$push` of a field path holding a string, number,
 * boolean, null or date; a `$sort` before the group on field paths of numbers, strings or dates. The documents come
 * from the same find as a query's (index plan, direct matcher), each is looked at once, and the stages after the
 * group run through mingo on the groups. Undefined when the pipeline has another shape, or when a value is one these
 * rules do not decide as MongoDB would (an array on a path, a Long, an embedded document compared or grouped on,
 * null in a comparison): the caller then runs the whole pipeline through mingo, so answers never differ.
 */
export function fastGroup(
  coll: Collection,
  pipeline: readonly Document[],
  db: string,
  variables?: Document,
): Document[] | undefined {
  if (variables) return undefined;
  // leading $match stages (the tenant's, then the caller's) are one conjunction: one filter for the index plan
  let at = 0;
  const matches: Document[] = [];
  while (pipeline[at] && isPlainObject(pipeline[at]!.$match)) matches.push(pipeline[at++]!.$match as Document);
  const disjoint =
    new Set(matches.flatMap((m) => Object.keys(m))).size === matches.reduce((n, m) => n + Object.keys(m).length, 0);
  const match: Document =
    matches.length === 0
      ? {}
      : matches.length === 1
        ? matches[0]!
        : disjoint
          ? Object.assign({}, ...matches)
          : { $and: matches };
  let order: SortKey[] | undefined;
  if (pipeline[at] && "$sort" in pipeline[at]!) {
    order = compileSort(pipeline[at++]!.$sort);
    if (!order) return undefined;
  }
  const spec = pipeline[at]?.$group;
  if (!isPlainObject(spec) || !("_id" in spec)) return undefined;
  const compiled = compileGroup(spec as Document);
  if (!compiled) return undefined;
  let groups: Document[];
  try {
    const found = find(coll, db, { filter: match });
    groups = runGroup(compiled, order ? sortDocs(found, order) : found);
  } catch (err) {
    if (err === UNDECIDED) return undefined;
    throw err;
  }
  const rest = pipeline.slice(at + 1) as Document[];
  return rest.length > 0 ? aggregate(groups, rest, db) : groups;
}

/** Thrown while grouping when a value needs MongoDB's general rules: the pipeline then runs through mingo. */
const UNDECIDED = Symbol("undecided");

type Value = string | number | boolean | null | undefined;
type Expr = (doc: Document) => Value;

interface Accumulator {
  name: string;
  op: "$sum" | "$avg" | "$min" | "$max" | "$first" | "$last" | "$push";
  arg: Expr;
}

/** A sort key: a field path and its direction. */
interface SortKey {
  get: (doc: Document) => unknown;
  direction: 1 | -1;
}

function compileSort(spec: unknown): SortKey[] | undefined {
  if (!isPlainObject(spec)) return undefined;
  const keys: SortKey[] = [];
  for (const [name, direction] of Object.entries(spec)) {
    if (direction !== 1 && direction !== -1) return undefined;
    const get = compilePath(`$${name}`);
    if (!get) return undefined;
    keys.push({ get, direction });
  }
  return keys.length > 0 ? keys : undefined;
}

/** Strings JavaScript orders as MongoDB's binary comparison of their UTF-8 does: none past U+D7FF. */
const BEYOND_SIMPLE_ORDER = /[\uD800-\uFFFF]/;

/**
 * Documents in `$sort` order (stable, as mingo's). Every key's values must be of one kind among numbers, strings and
 * dates, or null/missing (which sort first): anything else is UNDECIDED. Documents already in order (a read by the
 * same index: the time sheet's punches by `statusDate`) are returned as they are after one pass, with nothing made
 * per document.
 */
function sortDocs(docs: readonly Document[], keys: readonly SortKey[]): readonly Document[] {
  const kinds: Array<string | undefined> = keys.map(() => undefined);
  let inOrder = true;
  for (let i = 0; i < docs.length; i++) {
    for (let k = 0; k < keys.length; k++) {
      const kind = kindOf(keys[k]!.get(docs[i]!));
      if (kind === "null") continue;
      if (kinds[k] === undefined) kinds[k] = kind;
      else if (kinds[k] !== kind) throw UNDECIDED;
    }
    if (inOrder && i > 0 && compareDocs(docs[i - 1]!, docs[i]!, keys) > 0) inOrder = false;
  }
  if (inOrder) return docs;
  const rows = docs.map((doc) => ({ doc, values: keys.map(({ get }) => sortValue(get(doc))) }));
  rows.sort((a, b) => compareValues(a.values, b.values, keys));
  return rows.map((r) => r.doc);
}

function compareDocs(a: Document, b: Document, keys: readonly SortKey[]): number {
  for (let k = 0; k < keys.length; k++) {
    const c = compareValue(sortValue(keys[k]!.get(a)), sortValue(keys[k]!.get(b)));
    if (c !== 0) return c * keys[k]!.direction;
  }
  return 0;
}

function compareValues(a: readonly SortValue[], b: readonly SortValue[], keys: readonly SortKey[]): number {
  for (let k = 0; k < keys.length; k++) {
    const c = compareValue(a[k]!, b[k]!);
    if (c !== 0) return c * keys[k]!.direction;
  }
  return 0;
}

type SortValue = number | string | null;

/** Two stand-ins of one kind (or null, first). */
function compareValue(x: SortValue, y: SortValue): number {
  if (x === y) return 0;
  if (x === null) return -1;
  if (y === null) return 1;
  return x < y ? -1 : 1;
}

/** The kind of a sort value: "number", "string", "date" or "null" (missing too); UNDECIDED for any other. */
function kindOf(v: unknown): string {
  if (v === undefined || v === null) return "null";
  if (typeof v === "number") {
    if (Number.isNaN(v)) throw UNDECIDED;
    return "number";
  }
  if (typeof v === "string") {
    if (BEYOND_SIMPLE_ORDER.test(v)) throw UNDECIDED;
    return "string";
  }
  if (v instanceof Date && !Number.isNaN(v.getTime())) return "date";
  throw UNDECIDED;
}

/** A comparable stand-in of a value `kindOf` accepted: a date as its time (never compared with a number). */
function sortValue(v: unknown): SortValue {
  if (v === undefined || v === null) return null;
  return v instanceof Date ? v.getTime() : (v as number | string);
}

interface CompiledGroup {
  id: Expr;
  accumulators: Accumulator[];
}

function compileGroup(spec: Document): CompiledGroup | undefined {
  const id = compileExpr(spec._id);
  if (!id) return undefined;
  const accumulators: Accumulator[] = [];
  for (const [name, acc] of Object.entries(spec)) {
    if (name === "_id") continue;
    if (name.includes(".") || name.startsWith("$") || !isPlainObject(acc)) return undefined;
    const ops = Object.keys(acc);
    if (ops.length !== 1) return undefined;
    const op = ops[0]!;
    if (op === "$count") {
      if (!isPlainObject(acc.$count) || Object.keys(acc.$count).length > 0) return undefined;
      accumulators.push({ name, op: "$sum", arg: () => 1 });
      continue;
    }
    if (op === "$push") {
      const get = compilePath(acc.$push);
      if (!get) return undefined;
      accumulators.push({ name, op: "$push", arg: (doc) => pushable(get(doc)) });
      continue;
    }
    if (!["$sum", "$avg", "$min", "$max", "$first", "$last"].includes(op)) return undefined;
    const arg = compileExpr(acc[op]);
    if (!arg) return undefined;
    accumulators.push({ name, op: op as Accumulator["op"], arg });
  }
  return { id, accumulators };
}

/** A plain value of a document, or UNDECIDED for what these rules do not compare (documents, arrays, Longs, ...). */
function plain(v: unknown): Value {
  if (v === undefined || v === null || typeof v === "string" || typeof v === "boolean") return v;
  if (typeof v === "number") {
    if (Number.isNaN(v)) throw UNDECIDED;
    return v;
  }
  throw UNDECIDED;
}

/** A `$field.path` as a getter of its raw value; undefined for `$$variables` and malformed paths. */
function compilePath(expr: unknown): ((doc: Document) => unknown) | undefined {
  if (typeof expr !== "string" || !expr.startsWith("$") || expr.startsWith("$$")) return undefined;
  const path = expr.slice(1).split(".");
  if (path.some((p) => p === "" || p.startsWith("$"))) return undefined;
  if (path.length === 1) {
    const key = path[0]!;
    return (doc) => doc[key];
  }
  return (doc) => {
    let v: unknown = doc;
    for (const key of path) {
      if (v === undefined || v === null) return undefined;
      if (Array.isArray(v) || typeof v !== "object") {
        // an array on the way collects its elements' values in MongoDB; a scalar has no fields
        if (Array.isArray(v)) throw UNDECIDED;
        return undefined;
      }
      v = (v as Document)[key];
    }
    return v;
  };
}

/** A value `$push` may collect here: a plain value or a date (missing, documents, arrays, Longs: UNDECIDED). */
function pushable(v: unknown): Value {
  if (v instanceof Date) return v as unknown as Value;
  if (v === undefined) throw UNDECIDED;
  return plain(v);
}

function compileExpr(expr: unknown): Expr | undefined {
  if (typeof expr === "string") {
    if (!expr.startsWith("$")) return () => expr;
    const get = compilePath(expr);
    return get && ((doc) => plain(get(doc)));
  }
  if (expr === null || typeof expr === "boolean" || (typeof expr === "number" && !Number.isNaN(expr)))
    return () => expr;
  if (!isPlainObject(expr)) return undefined;
  const ops = Object.keys(expr);
  if (ops.length !== 1) return undefined;
  const op = ops[0]!;
  const arg = expr[op];
  if (op === "$cond") {
    const parts = Array.isArray(arg)
      ? arg
      : isPlainObject(arg) && Object.keys(arg).length === 3
        ? [arg.if, arg.then, arg.else]
        : undefined;
    if (!parts || parts.length !== 3) return undefined;
    const [test, then, otherwise] = parts.map(compileExpr);
    if (!test || !then || !otherwise) return undefined;
    return (doc) => (truthy(test(doc)) ? then(doc) : otherwise(doc));
  }
  if (op === "$eq" || op === "$ne") {
    if (!Array.isArray(arg) || arg.length !== 2) return undefined;
    const [a, b] = arg.map(compileExpr);
    if (!a || !b) return undefined;
    const ne = op === "$ne";
    return (doc) => equal(a(doc), b(doc)) !== ne;
  }
  if (op === "$in") {
    if (!Array.isArray(arg) || arg.length !== 2 || !Array.isArray(arg[1])) return undefined;
    const needle = compileExpr(arg[0]);
    const list = arg[1] as unknown[];
    if (!needle || !list.every((x) => typeof x === "string" || typeof x === "boolean" || typeof x === "number"))
      return undefined;
    return (doc) => {
      const v = needle(doc);
      return list.some((x) => equal(v, x as Value));
    };
  }
  if (op === "$and" || op === "$or") {
    if (!Array.isArray(arg)) return undefined;
    const parts = arg.map(compileExpr);
    if (parts.some((p) => !p)) return undefined;
    const all = parts as Expr[];
    return op === "$and" ? (doc) => all.every((p) => truthy(p(doc))) : (doc) => all.some((p) => truthy(p(doc)));
  }
  if (op === "$not") {
    const inner = compileExpr(Array.isArray(arg) && arg.length === 1 ? arg[0] : arg);
    return inner && ((doc) => !truthy(inner(doc)));
  }
  return undefined;
}

/** MongoDB's expression truth: false, null, missing and 0 are false; everything else is true. */
function truthy(v: Value): boolean {
  return !(v === false || v === null || v === undefined || v === 0);
}

/** Aggregation equality of plain values: numbers with numbers, strings with strings, ...; null and missing undecided. */
function equal(a: Value, b: Value): boolean {
  if (a === null || a === undefined || b === null || b === undefined) throw UNDECIDED;
  return a === b;
}

interface Group {
  id: Value;
  values: unknown[];
  counts: number[];
}

function runGroup({ id, accumulators }: CompiledGroup, docs: readonly Document[]): Document[] {
  const groups = new Map<unknown, Group>();
  const n = accumulators.length;
  for (const doc of docs) {
    const key = id(doc) ?? null;
    let group = groups.get(key);
    if (!group) {
      group = { id: key, values: new Array<unknown>(n).fill(undefined), counts: new Array<number>(n).fill(0) };
      for (let i = 0; i < n; i++) if (accumulators[i]!.op === "$sum") group.values[i] = 0;
      groups.set(key, group);
    }
    for (let i = 0; i < n; i++) {
      const acc = accumulators[i]!;
      const v = acc.arg(doc);
      switch (acc.op) {
        case "$sum":
        case "$avg":
          // non-numbers are ignored, as MongoDB does
          if (typeof v === "number") {
            group.values[i] = ((group.values[i] as number | undefined) ?? 0) + v;
            group.counts[i]! += 1;
          }
          break;
        case "$min":
        case "$max": {
          if (v === null || v === undefined) break;
          if (typeof v !== "number") throw UNDECIDED; // strings, booleans: BSON's order across types
          const current = group.values[i] as number | undefined;
          if (current === undefined || (acc.op === "$min" ? v < current : v > current)) group.values[i] = v;
          break;
        }
        case "$first":
          if (group.counts[i] === 0) {
            group.values[i] = v ?? null;
            group.counts[i] = 1;
          }
          break;
        case "$last":
          group.values[i] = v ?? null;
          break;
        case "$push":
          if (group.values[i] === undefined) group.values[i] = [v];
          else (group.values[i] as Value[]).push(v);
          break;
      }
    }
  }
  const out: Document[] = [];
  for (const group of groups.values()) {
    const doc: Document = { _id: group.id };
    for (let i = 0; i < n; i++) {
      const acc = accumulators[i]!;
      const value = group.values[i];
      if (acc.op === "$avg") doc[acc.name] = group.counts[i]! > 0 ? (value as number) / group.counts[i]! : null;
      else doc[acc.name] = value === undefined ? null : value;
    }
    out.push(doc);
  }
  return out;
}
