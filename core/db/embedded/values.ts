import {
  Binary,
  BSONRegExp,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  type Document,
} from "bson";
import { compare } from "mingo/util";

/** True for `{...}` documents (not arrays, dates or BSON value classes). */
export function isPlainObject(v: unknown): v is Document {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Compares two values in BSON order; the common same-type cases without mingo's general comparison. */
export function compareValues(x: unknown, y: unknown): number {
  if (typeof x === "number" && typeof y === "number") return x < y ? -1 : x > y ? 1 : 0;
  if (typeof x === "string" && typeof y === "string") return x < y ? -1 : x > y ? 1 : 0;
  if (x instanceof Date && y instanceof Date) return x.getTime() - y.getTime();
  return compare(x, y);
}

/**
 * Deep copy of a document. Plain objects and arrays are copied; BSON values
 * (ObjectId, Date, Long, ...) are immutable in practice and are shared.
 * Stored documents are never mutated in place: updates work on a copy.
 */
export function cloneDoc<T>(v: T): T {
  if (Array.isArray(v)) return v.map(cloneDoc) as T;
  if (isPlainObject(v)) {
    const out: Document = {};
    for (const k of Object.keys(v)) out[k] = cloneDoc(v[k]);
    return out as T;
  }
  if (v instanceof Date) return new Date(v.getTime()) as T;
  return v;
}

/**
 * Canonical string for a value, equal for values MongoDB considers equal in
 * an index (numbers by value across int/long/double, null and missing alike).
 * Used as hash-index keys and `_id` keys.
 */
export function keyOf(v: unknown): string {
  // top-level strings skip JSON quoting (the common case); every other key starts with another character
  const key = typeof v === "string" ? "s" + v : nestedKey(v);
  // made flat: a key joined from parts is a pair of strings (the join and its second part) until something reads a
  // character of it, and an index keeps every key it holds; flat, each is one string (for a million punches and their
  // seven indexes, several million objects fewer for every full collection of the engine's heap to mark)
  key.charCodeAt(0);
  return key;
}

function nestedKey(v: unknown): string {
  if (v === null || v === undefined) return "_";
  switch (typeof v) {
    case "string":
      return JSON.stringify(v);
    case "number":
      return "n" + (v === 0 ? "0" : String(v));
    case "boolean":
      return v ? "T" : "F";
    case "bigint":
      return "n" + v.toString();
  }
  if (v instanceof ObjectId) return "o" + v.toHexString();
  if (v instanceof Date) return "d" + v.getTime();
  if (Array.isArray(v)) return "[" + v.map(nestedKey).join(",") + "]";
  if (isPlainObject(v)) {
    let s = "{";
    for (const k of Object.keys(v)) s += JSON.stringify(k) + ":" + nestedKey(v[k]) + ",";
    return s + "}";
  }
  if (v instanceof Long) return "n" + v.toString();
  if (v instanceof Int32 || v instanceof Double) return "n" + String(v.valueOf());
  if (v instanceof Decimal128) {
    const n = Number(v.toString());
    return Number.isFinite(n) && String(n) === v.toString().replace(/\.0+$/, "") ? "n" + String(n) : "D" + v.toString();
  }
  if (v instanceof Binary) return "x" + v.sub_type + ":" + Buffer.from(v.buffer).toString("base64");
  if (v instanceof RegExp) return "r" + v.source + "/" + v.flags;
  if (v instanceof BSONRegExp) return "r" + v.pattern + "/" + v.options;
  if (v instanceof Timestamp) return "t" + v.toString();
  if (v instanceof MinKey) return "m-";
  if (v instanceof MaxKey) return "m+";
  return "?" + String(v);
}

/**
 * Values at a dotted path, the way an index sees them: arrays on the way are
 * traversed (multikey), an array at the end contributes its elements and
 * itself, a missing path contributes `null`.
 */
export function pathValues(doc: Document, path: string): { values: unknown[]; multikey: boolean } {
  const parts = path.split(".");
  const out: unknown[] = [];
  let multikey = false;
  const walk = (v: unknown, i: number): void => {
    if (i === parts.length) {
      if (Array.isArray(v)) {
        // elements and the whole array; an empty array is neither null nor missing ({a: null} does not match it)
        multikey = true;
        for (const e of v) out.push(e);
        out.push(v);
      } else out.push(v);
      return;
    }
    if (Array.isArray(v)) {
      multikey = true;
      const part = parts[i]!;
      if (/^\d+$/.test(part) && Number(part) < v.length) walk(v[Number(part)], i + 1);
      let scalar = v.length === 0;
      for (const e of v) {
        if (isPlainObject(e)) walk(e[part], i + 1);
        else scalar = true;
      }
      // a path through non-documents is "missing" for matching purposes
      if (scalar) out.push(undefined);
      return;
    }
    if (isPlainObject(v)) {
      walk(v[parts[i]!], i + 1);
      return;
    }
    out.push(undefined);
  };
  walk(doc, 0);
  return { values: out, multikey };
}

/** Reads a dotted path without array traversal (for TTL and key values in errors). */
export function getPath(doc: Document, path: string): unknown {
  let v: unknown = doc;
  for (const part of path.split(".")) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Document)[part];
  }
  return v;
}

export function isOperatorObject(v: unknown): v is Document {
  if (!isPlainObject(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys[0]!.startsWith("$");
}
