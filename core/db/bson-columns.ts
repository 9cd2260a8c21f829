/**
 * Columns read straight from a grouped document's BSON: a read that returns, per key, arrays of values (an aggregation
 * `$group` with `$push`, read with the driver's `raw` option) gets each array as a typed column without the driver
 * making an object per value. The time sheet reads close to a million punch instants for 10,000 people this way;
 * through the driver each was a `Date`, each status a new string and each array element a name string, most of the
 * garbage of the report's thread.
 *
 * Kinds: `date` (BSON dates, as milliseconds in a Float64Array), `number` (doubles, 32- and 64-bit integers, in a
 * Float64Array), `string` (decoded) and a list of strings (`{ oneOf: [...] }`: each value matched by its bytes and
 * answered as the list's own string, so equal values share one string). `_id` is decoded as the driver would.
 * Answers undefined when the document holds something else (a value of another BSON type, a missing column, an array
 * whose elements are not in order): the caller then deserializes it the usual way, so an odd document costs speed,
 * never correctness.
 *
 * @example
 * const docs = await scoped(ctx, Model).aggregateRaw([{ $group: { _id: "$workerId", at: { $push: "$statusDate" } } }]);
 * const cols = readColumns(docs[0], { at: "date" }); // { _id: "w1", columns: { at: Float64Array [...] } }
 */
import { BSON } from "bson";
import { afterCString, ARRAY, DATE, DOUBLE, int32, int64, INT32, INT64, STRING, valueSize } from "./bson-read.js";

export type ColumnKind = "date" | "number" | "string" | { oneOf: readonly string[] };

type ColumnOf<K> = K extends "date" | "number" ? Float64Array : string[];

export interface ReadColumns<S extends Record<string, ColumnKind>> {
  _id: unknown;
  columns: { [F in keyof S]: ColumnOf<S[F]> };
}

const utf8 = new TextDecoder("utf-8", { fatal: false });
const encoder = new TextEncoder();

/** A compiled `oneOf` list: its strings and their UTF-8 bytes. */
interface Choices {
  values: readonly string[];
  bytes: Uint8Array[];
}
const choicesOf = new WeakMap<readonly string[], Choices>();

function choices(values: readonly string[]): Choices {
  let c = choicesOf.get(values);
  if (!c) choicesOf.set(values, (c = { values, bytes: values.map((v) => encoder.encode(v)) }));
  return c;
}

/** The document's columns of `spec` (and its `_id`); undefined when a value is not of its column's kind. */
export function readColumns<S extends Record<string, ColumnKind>>(
  doc: Uint8Array,
  spec: S,
): ReadColumns<S> | undefined {
  const view = new DataView(doc.buffer, doc.byteOffset, doc.byteLength);
  const size = int32(doc, 0);
  if (size !== doc.byteLength) return undefined;
  const columns: Record<string, Float64Array | string[]> = {};
  let id: unknown;
  let hasId = false;
  let pos = 4;
  while (pos < size - 1) {
    const type = doc[pos]!;
    const nameStart = pos + 1;
    let nameEnd = nameStart;
    while (doc[nameEnd] !== 0) nameEnd++;
    const name = utf8.decode(doc.subarray(nameStart, nameEnd));
    const valueAt = nameEnd + 1;
    const bytes = valueSize(doc, type, valueAt);
    if (bytes < 0) return undefined;
    const end = valueAt + bytes;
    if (name === "_id") {
      // one value, as the driver reads it (a string, an ObjectId, a number...)
      const one = new Uint8Array(end - pos + 5);
      new DataView(one.buffer).setInt32(0, one.length, true);
      one.set(doc.subarray(pos, end), 4);
      id = BSON.deserialize(one)._id;
      hasId = true;
    } else if (Object.hasOwn(spec, name)) {
      if (type !== ARRAY) return undefined;
      const column = readArray(doc, view, valueAt, spec[name]!);
      if (!column) return undefined;
      columns[name] = column;
    }
    pos = end;
  }
  if (!hasId) return undefined;
  for (const name of Object.keys(spec)) if (!columns[name]) return undefined;
  return { _id: id, columns: columns as ReadColumns<S>["columns"] };
}

/** An array's values as a column of `kind`; undefined when one is not of that kind or the keys are not 0, 1, 2... */
function readArray(doc: Uint8Array, view: DataView, at: number, kind: ColumnKind): Float64Array | string[] | undefined {
  const end = at + int32(doc, at) - 1;
  // count first: the numbers go in a typed array of the right length
  let n = 0;
  for (let pos = at + 4; pos < end;) {
    const type = doc[pos]!;
    const valueAt = afterCString(doc, pos + 1);
    const bytes = valueSize(doc, type, valueAt);
    if (bytes < 0) return undefined;
    pos = valueAt + bytes;
    n++;
  }
  const numbers = kind === "date" || kind === "number" ? new Float64Array(n) : undefined;
  const strings = numbers ? undefined : new Array<string>(n);
  const oneOf = typeof kind === "object" ? choices(kind.oneOf) : undefined;
  let i = 0;
  for (let pos = at + 4; pos < end; i++) {
    const type = doc[pos]!;
    // the element's name is its index, as BSON arrays are written: checked without making a string
    if (!isIndex(doc, pos + 1, i)) return undefined;
    const valueAt = afterCString(doc, pos + 1);
    if (numbers) {
      if (type === DATE) {
        if (kind !== "date") return undefined;
        const ms = int64(doc, valueAt);
        if (!Number.isSafeInteger(ms)) return undefined;
        numbers[i] = ms;
      } else if (kind !== "number") return undefined;
      else if (type === DOUBLE) numbers[i] = view.getFloat64(valueAt, true);
      else if (type === INT32) numbers[i] = int32(doc, valueAt);
      else if (type === INT64) {
        const v = int64(doc, valueAt);
        if (!Number.isSafeInteger(v)) return undefined;
        numbers[i] = v;
      } else return undefined;
    } else {
      if (type !== STRING) return undefined;
      const length = int32(doc, valueAt) - 1;
      const from = valueAt + 4;
      const known = oneOf ? match(doc, from, length, oneOf) : undefined;
      strings![i] = known ?? utf8.decode(doc.subarray(from, from + length));
    }
    pos = valueAt + valueSize(doc, type, valueAt);
  }
  return numbers ?? strings;
}

/** Whether the C string at `at` is the decimal writing of `i`. */
function isIndex(doc: Uint8Array, at: number, i: number): boolean {
  if (i < 10) return doc[at] === 0x30 + i && doc[at + 1] === 0;
  const text = String(i);
  for (let k = 0; k < text.length; k++) if (doc[at + k] !== text.charCodeAt(k)) return false;
  return doc[at + text.length] === 0;
}

/** The list's own string whose UTF-8 bytes are `doc[from, from + length)`, if one is. */
function match(doc: Uint8Array, from: number, length: number, c: Choices): string | undefined {
  for (let k = 0; k < c.bytes.length; k++) {
    const bytes = c.bytes[k]!;
    if (bytes.length !== length) continue;
    let same = true;
    for (let j = 0; j < length && same; j++) same = doc[from + j] === bytes[j];
    if (same) return c.values[k];
  }
  return undefined;
}
