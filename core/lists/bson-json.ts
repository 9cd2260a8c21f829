/**
 * JSON written straight from the database's BSON (core/lists/README.md "The JSON path"): a list page read with the
 * driver's `raw` option arrives as one BSON buffer per record, and a writer compiled once from the answer's item
 * schema copies each record's shown fields into the response bytes. No record becomes a JavaScript object, so the
 * request allocates the response and little else (bench:api: BSON to objects, the objects to JSON and the garbage
 * they leave were most of the app's CPU on a computed list).
 *
 * The output is what the route's compiled serializer (fast-json-stringify) writes for the records a lean read gives,
 * field for field and in the same order (required properties first, each group in schema order): strings, ObjectIds as hex, dates as ISO date-times,
 * numbers, booleans, nested objects and arrays by their schemas, free-form values (`Type.Unknown`, records) as
 * `JSON.stringify` writes them, fields outside the schema left out, stored `null` written as the serializer writes it
 * (`""`, `0`, `false` for a string, number or boolean; `null` where the schema allows it). Whatever it cannot write
 * the same way (a missing required field without a default, a BSON type with no JSON twin, a value its schema does
 * not allow) makes the writer answer `false`: the caller then takes the object path for that page, so an odd record
 * costs speed, never correctness. The parity test (core/lists/test/bson-json.test.ts) checks both paths agree.
 */
import type { TSchema } from "typebox";
import {
  afterCString,
  ARRAY,
  BOOLEAN,
  DATE,
  DOCUMENT,
  DOUBLE,
  int32,
  int64,
  INT32,
  INT64,
  NULL,
  OBJECT_ID,
  STRING,
  valueSize,
} from "../db/bson-read.js";

/** A growable byte buffer the writers append to; one per process, reused (writes are synchronous). */
class JsonOut {
  buf: Buffer = Buffer.allocUnsafe(64 * 1024);
  pos = 0;

  ensure(extra: number): void {
    if (this.pos + extra <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + extra) size *= 2;
    const next = Buffer.allocUnsafe(size);
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }

  byte(b: number): void {
    this.ensure(1);
    this.buf[this.pos++] = b;
  }

  /** ASCII text (keys, numbers, literals). */
  ascii(text: string): void {
    this.ensure(text.length);
    for (let i = 0; i < text.length; i++) this.buf[this.pos++] = text.charCodeAt(i);
  }

  /** Short byte strings (keys) copied one by one: `TypedArray#set` costs more than the copy below ~64 bytes. */
  bytes(from: Uint8Array): void {
    const n = from.length;
    this.ensure(n);
    const buf = this.buf;
    let pos = this.pos;
    for (let i = 0; i < n; i++) buf[pos++] = from[i]!;
    this.pos = pos;
  }
}

const out = new JsonOut();

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const HEX = "0123456789abcdef";
/** Per byte: 1 when a JSON string must escape it (control characters, `"` and `\\`); one load instead of three tests. */
const ESCAPED = new Uint8Array(256);
for (let c = 0; c < 0x20; c++) ESCAPED[c] = 1;
ESCAPED[QUOTE] = 1;
ESCAPED[BACKSLASH] = 1;
/** Per byte: its two lowercase hex digits (ObjectIds). */
const HEX_PAIRS = new Uint8Array(512);
for (let v = 0; v < 256; v++) {
  HEX_PAIRS[2 * v] = HEX.charCodeAt(v >> 4);
  HEX_PAIRS[2 * v + 1] = HEX.charCodeAt(v & 15);
}
const ESCAPES: Record<number, string> = { 0x08: "\\b", 0x09: "\\t", 0x0a: "\\n", 0x0c: "\\f", 0x0d: "\\r" };

/** Thrown inside a writer when a value cannot be written as the serializer would; caught at the record. */
class Unwritable extends Error {}
const unwritable = new Unwritable("unwritable");

// ---- reading BSON ----

/** The size of a value to step over (core/db/bson-read.ts); a type BSON does not define is not written. */
function sizeOf(b: Uint8Array, type: number, at: number): number {
  const size = valueSize(b, type, at);
  if (size < 0) throw unwritable;
  return size;
}

// ---- writing JSON ----

/** Bytes `from`..`to` of a record into the output (no view allocated). */
function copy(b: Buffer, from: number, to: number): void {
  out.ensure(to - from);
  const buf = out.buf;
  if (to - from < 64) {
    let pos = out.pos;
    for (let i = from; i < to; i++) buf[pos++] = b[i]!;
    out.pos = pos;
  } else {
    buf.set(b.subarray(from, to), out.pos);
    out.pos += to - from;
  }
}

/** A BSON string's UTF-8 bytes as a JSON string, escaped as `JSON.stringify` escapes. */
function writeString(b: Buffer, at: number): void {
  const length = int32(b, at) - 1; // without the terminating zero
  const start = at + 4;
  const end = start + length;
  // room for the plain case; each escape makes room for itself
  out.ensure(length + 2);
  let buf = out.buf;
  let pos = out.pos;
  buf[pos++] = QUOTE;
  // one pass: each byte is checked and copied together (most strings have nothing to escape)
  for (let i = start; i < end; i++) {
    const c = b[i]!;
    if (ESCAPED[c] === 0) {
      buf[pos++] = c;
      continue;
    }
    out.pos = pos;
    if (c === QUOTE) out.ascii('\\"');
    else if (c === BACKSLASH) out.ascii("\\\\");
    else out.ascii(ESCAPES[c] ?? "\\u00" + HEX[c >> 4]! + HEX[c & 15]!);
    out.ensure(end - i + 1); // the rest of the string and the closing quote
    buf = out.buf;
    pos = out.pos;
  }
  buf[pos++] = QUOTE;
  out.pos = pos;
}

function writeObjectId(b: Uint8Array, at: number): void {
  out.ensure(26);
  const buf = out.buf;
  let pos = out.pos;
  buf[pos++] = QUOTE;
  for (let i = at; i < at + 12; i++) {
    const pair = 2 * b[i]!;
    buf[pos++] = HEX_PAIRS[pair]!;
    buf[pos++] = HEX_PAIRS[pair + 1]!;
  }
  buf[pos++] = QUOTE;
  out.pos = pos;
}

function digits(value: number, width: number): void {
  for (let i = width - 1; i >= 0; i--) {
    out.buf[out.pos + i] = 0x30 + (value % 10);
    value = Math.floor(value / 10);
  }
  out.pos += width;
}

const DAY_MS = 86_400_000;
/** The last millisecond of year 9999: later (or earlier than 1970) dates take `toISOString`. */
const LAST_FOUR_DIGIT_MS = 253_402_300_799_999;

/** A BSON date as the ISO date-time `Date#toISOString` gives (`1970-01-01T00:00:00.000Z`). */
function writeDate(ms: number): void {
  if (ms < 0 || ms > LAST_FOUR_DIGIT_MS) {
    out.ascii(`"${new Date(ms).toISOString()}"`);
    return;
  }
  // civil date from days since the epoch (H. Hinnant's algorithm)
  const days = Math.floor(ms / DAY_MS);
  let rest = ms - days * DAY_MS;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  out.ensure(26);
  out.buf[out.pos++] = QUOTE;
  digits(year, 4);
  out.buf[out.pos++] = 0x2d;
  digits(month, 2);
  out.buf[out.pos++] = 0x2d;
  digits(day, 2);
  out.buf[out.pos++] = 0x54; // T
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  digits(hours, 2);
  out.buf[out.pos++] = COLON;
  digits(minutes, 2);
  out.buf[out.pos++] = COLON;
  digits(seconds, 2);
  out.buf[out.pos++] = 0x2e;
  digits(rest - seconds * 1000, 3);
  out.buf[out.pos++] = 0x5a; // Z
  out.buf[out.pos++] = QUOTE;
}

/** A number as `'' + n` writes it; infinities as `null` (the serializer's choice), NaN cannot be written. */
function writeNumber(n: number): void {
  if (Number.isNaN(n)) throw unwritable;
  out.ascii(Number.isFinite(n) ? String(n) : "null");
}

function readNumber(b: Buffer, type: number, at: number): number {
  if (type === INT32) return int32(b, at);
  if (type === DOUBLE) return b.readDoubleLE(at);
  return int64(b, at);
}

// ---- the writers compiled from a schema ----

/** Writes the value of BSON `type` at `at`; throws `unwritable` when it cannot be written as the serializer would. */
type ValueWriter = (b: Buffer, type: number, at: number) => void;

interface FieldPlan {
  /** The stored key's bytes. */
  key: Uint8Array;
  /** `"answerKey":` as bytes. */
  prefix: Buffer;
  write: ValueWriter;
  /** 1 when the schema requires the field, -1 otherwise. */
  required: number;
  /** JSON written when the field is not stored (`defaults`, or the schema's `default`, as the serializer does). */
  fallback: string | undefined;
}

interface ObjectOptions {
  /** Answer field → stored field (`{ id: "_id" }`). */
  rename?: Readonly<Record<string, string>>;
  /** JSON written for an answer field the record does not have (`{ referenceWorkerId: "null" }`). */
  defaults?: Readonly<Record<string, string>>;
  /** Only these answer fields are written (field-level access); the rest are left out. @default all */
  fields?: ReadonlySet<string>;
}

type Schema = TSchema & {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  patternProperties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
};

/** Writes any BSON value as `JSON.stringify` writes the object the driver makes of it. */
const writeAny: ValueWriter = (b, type, at) => {
  switch (type) {
    case STRING:
      return writeString(b, at);
    case OBJECT_ID:
      return writeObjectId(b, at);
    case DATE:
      return writeDate(int64(b, at));
    case DOUBLE:
    case INT32:
    case INT64:
      return writeNumber(readNumber(b, type, at));
    case BOOLEAN:
      return out.ascii(b[at] ? "true" : "false");
    case NULL:
      return out.ascii("null");
    case DOCUMENT:
      return writeFreeObject(b, at, writeAny);
    case ARRAY:
      return writeArray(b, at, writeAny);
    default:
      throw unwritable;
  }
};

/** Every field of an embedded document, each value by `value`. */
function writeFreeObject(b: Buffer, at: number, value: ValueWriter): void {
  const end = at + int32(b, at) - 1;
  let pos = at + 4;
  let first = true;
  out.byte(0x7b);
  while (pos < end) {
    const type = b[pos]!;
    const keyStart = pos + 1;
    const valueAt = afterCString(b, keyStart);
    if (type === 0x06) throw unwritable; // undefined: JSON.stringify would leave the key out
    if (!first) out.byte(COMMA);
    first = false;
    writeKeyBytes(b, keyStart, valueAt - 1);
    value(b, type, valueAt);
    pos = valueAt + sizeOf(b, type, valueAt);
  }
  out.byte(0x7d);
}

/** A stored key as a JSON key; keys with characters to escape are rare enough to go through a string. */
function writeKeyBytes(b: Buffer, from: number, to: number): void {
  let plain = true;
  for (let i = from; i < to; i++) if (b[i]! < 0x20 || b[i] === QUOTE || b[i] === BACKSLASH) plain = false;
  if (plain) {
    out.byte(QUOTE);
    copy(b, from, to);
    out.byte(QUOTE);
  } else out.ascii(JSON.stringify(b.toString("utf8", from, to)));
  out.byte(COLON);
}

function writeArray(b: Buffer, at: number, item: ValueWriter): void {
  const end = at + int32(b, at) - 1;
  let pos = at + 4;
  let first = true;
  out.byte(0x5b);
  while (pos < end) {
    const type = b[pos]!;
    const valueAt = afterCString(b, pos + 1);
    if (!first) out.byte(COMMA);
    first = false;
    item(b, type, valueAt);
    pos = valueAt + sizeOf(b, type, valueAt);
  }
  out.byte(0x5d);
}

function typesOf(schema: Schema): string[] | undefined {
  if (schema.type === undefined) return undefined;
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** Whether a value of BSON `type` is taken by a schema of JSON type `jsonType` (fast-json-stringify's checks). */
function accepts(jsonType: string, type: number): boolean {
  switch (jsonType) {
    case "string":
      return type === STRING || type === OBJECT_ID || type === DATE;
    case "number":
    case "integer":
      return type === DOUBLE || type === INT32 || type === INT64;
    case "boolean":
      return type === BOOLEAN;
    case "null":
      return type === NULL;
    case "object":
      return type === DOCUMENT;
    case "array":
      return type === ARRAY;
    default:
      return false;
  }
}

function compileValue(schema: Schema): ValueWriter {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    // per alternative, the BSON types it takes (every type for a free-form one), worked out once
    const writers = alternatives.map((alt) => {
      const types = typesOf(alt);
      const takes = new Uint8Array(256);
      for (let type = 0; type < 256; type++)
        takes[type] = types === undefined || types.some((t) => accepts(t, type)) ? 1 : 0;
      return { takes, write: compileValue(alt) };
    });
    return (b, type, at) => {
      for (let i = 0; i < writers.length; i++) if (writers[i]!.takes[type]) return writers[i]!.write(b, type, at);
      throw unwritable;
    };
  }
  const types = typesOf(schema);
  if (types === undefined) return writeAny; // Type.Unknown, Type.Any
  if (types.length > 1) {
    const writers = types.map((t) => ({ t, write: compileValue({ ...schema, type: t } as Schema) }));
    return (b, type, at) => {
      for (const { t, write } of writers) if (accepts(t, type)) return write(b, type, at);
      throw unwritable;
    };
  }
  switch (types[0]) {
    case "string":
      return schema.format === "date" || schema.format === "time" ? writeStringNoLocalDates : writeStringLike;
    case "number":
      return (b, type, at) => {
        if (type === NULL) return out.ascii("0");
        if (!accepts("number", type)) throw unwritable;
        writeNumber(readNumber(b, type, at));
      };
    case "integer":
      return (b, type, at) => {
        if (type === NULL) return out.ascii("0");
        if (!accepts("integer", type)) throw unwritable;
        const n = readNumber(b, type, at);
        if (!Number.isInteger(n)) throw unwritable;
        writeNumber(n);
      };
    case "boolean":
      return (b, type, at) => {
        if (type === NULL) return out.ascii("false");
        if (type !== BOOLEAN) throw unwritable;
        out.ascii(b[at] ? "true" : "false");
      };
    case "null":
      return (_b, type) => {
        if (type !== NULL) throw unwritable;
        out.ascii("null");
      };
    case "array": {
      const item = schema.items ? compileValue(schema.items) : writeAny;
      return (b, type, at) => {
        if (type !== ARRAY) throw unwritable;
        writeArray(b, at, item);
      };
    }
    case "object":
      return compileObject(schema, {});
    default:
      throw new Error(`bson-json: no writer for schema type ${String(types[0])}`);
  }
}

/** A string field: a stored string, an ObjectId (hex) or a date (ISO date-time); `null` is `""`. */
const writeStringLike: ValueWriter = (b, type, at) => {
  if (type === STRING) return writeString(b, at);
  if (type === OBJECT_ID) return writeObjectId(b, at);
  if (type === DATE) return writeDate(int64(b, at));
  if (type === NULL) return out.ascii('""');
  throw unwritable;
};

/** `date` and `time` formats: the serializer writes a stored Date in the server's time zone; only strings here. */
const writeStringNoLocalDates: ValueWriter = (b, type, at) => {
  if (type === DATE) throw unwritable;
  writeStringLike(b, type, at);
};

/**
 * A writer for an object schema: its properties in the schema's order (as the serializer writes them), then, when
 * the schema keeps them (records, free-form objects), the other stored fields in stored order.
 */
function compileObject(schema: Schema, options: ObjectOptions): ValueWriter {
  const properties = schema.properties ?? {};
  const requiredSet = new Set(schema.required ?? []);
  const rename = options.rename ?? {};
  const defaults = options.defaults ?? {};
  const plans: FieldPlan[] = [];
  const buckets = new Map<number, number[]>();
  // required properties first, each group in schema order: the serializer's order
  const names = Object.keys(properties).sort((a, b) => Number(requiredSet.has(b)) - Number(requiredSet.has(a)));
  for (const name of names) {
    const property = properties[name]!;
    if (options.fields && !options.fields.has(name)) continue;
    const key = Buffer.from(rename[name] ?? name, "utf8");
    const index = plans.length;
    plans.push({
      key,
      prefix: Buffer.from(`${JSON.stringify(name)}:`, "utf8"),
      write: compileValue(property),
      required: requiredSet.has(name) ? 1 : -1,
      fallback: defaults[name] ?? (property.default === undefined ? undefined : JSON.stringify(property.default)),
    });
    const bucket = key.length * 256 + key[0]!;
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), index]);
  }
  const extra = freeFormValues(schema);
  const hidden = new Set([...Object.keys(properties), ...Object.values(rename)]);
  // where each property's value is in the record being written: element type and offset (-1: absent); reused
  const types = new Int32Array(plans.length);
  const offsets = new Int32Array(plans.length);
  // the plan the element at each position matched in the last record: the records of a list share their field
  // order, so one key comparison usually finds the plan (-1: look it up)
  let predicted: Int32Array = new Int32Array(32).fill(-1);

  return (b, type, at) => {
    if (type !== DOCUMENT) throw unwritable;
    const end = at + int32(b, at) - 1;
    types.fill(-1);
    let pos = at + 4;
    let extras = false;
    let element = 0;
    while (pos < end) {
      const elementType = b[pos]!;
      const keyStart = pos + 1;
      if (element === predicted.length) predicted = grown(predicted);
      let index = predicted[element]!;
      let valueAt: number;
      if (index >= 0 && keyAt(plans[index]!.key, b, keyStart)) valueAt = keyStart + plans[index]!.key.length + 1;
      else {
        valueAt = afterCString(b, keyStart);
        const keyLength = valueAt - 1 - keyStart;
        index =
          keyLength > 0 ? findPlan(plans, buckets.get(keyLength * 256 + b[keyStart]!), b, keyStart, keyLength) : -1;
        predicted[element] = index;
      }
      element++;
      if (index >= 0) {
        types[index] = elementType;
        offsets[index] = valueAt;
      } else if (extra) extras = true;
      pos = valueAt + sizeOf(b, elementType, valueAt);
    }
    // `types`/`offsets` belong to this schema's writer: a nested value is another schema's (schemas are not recursive)
    let first = true;
    out.byte(0x7b);
    for (let i = 0; i < plans.length; i++) {
      const plan = plans[i]!;
      const elementType = types[i]!;
      if (elementType === -1) {
        if (plan.fallback === undefined) {
          if (plan.required < 0) continue;
          throw unwritable; // the serializer refuses a record without a required field
        }
        if (!first) out.byte(COMMA);
        first = false;
        out.bytes(plan.prefix);
        out.ascii(plan.fallback);
        continue;
      }
      if (!first) out.byte(COMMA);
      first = false;
      out.bytes(plan.prefix);
      plan.write(b, elementType, offsets[i]!);
    }
    if (extras) first = writeExtras(b, at, end, hidden, extra!, first);
    out.byte(0x7d);
  };
}

/** The stored fields of an object that are not its schema's properties (a record's entries), in stored order. */
function writeExtras(
  b: Buffer,
  at: number,
  end: number,
  hidden: ReadonlySet<string>,
  value: ValueWriter,
  first: boolean,
): boolean {
  let pos = at + 4;
  while (pos < end) {
    const elementType = b[pos]!;
    const keyStart = pos + 1;
    const valueAt = afterCString(b, keyStart);
    if (hidden.size === 0 || !hidden.has(b.toString("utf8", keyStart, valueAt - 1))) {
      if (elementType === 0x06) throw unwritable; // undefined: JSON.stringify would leave the key out
      if (!first) out.byte(COMMA);
      first = false;
      writeKeyBytes(b, keyStart, valueAt - 1);
      value(b, elementType, valueAt);
    }
    pos = valueAt + sizeOf(b, elementType, valueAt);
  }
  return first;
}

/** The writer of an object's fields outside `properties`, when the schema keeps them (records, free-form objects). */
function freeFormValues(schema: Schema): ValueWriter | undefined {
  const patterns = Object.entries(schema.patternProperties ?? {});
  if (patterns.length > 1) throw new Error("bson-json: several patternProperties are not supported");
  if (patterns.length === 1) {
    const [pattern, value] = patterns[0]!;
    if (pattern !== "^(.*)$" && pattern !== "^.*$") throw new Error(`bson-json: patternProperties ${pattern}`);
    return compileValue(value);
  }
  if (schema.additionalProperties === true) return writeAny;
  if (schema.additionalProperties && typeof schema.additionalProperties === "object")
    return compileValue(schema.additionalProperties);
  return undefined;
}

/** Whether the zero-terminated key at `at` is `key`. */
function keyAt(key: Uint8Array, b: Uint8Array, at: number): boolean {
  const n = key.length;
  for (let i = 0; i < n; i++) if (b[at + i] !== key[i]) return false;
  return b[at + n] === 0;
}

/** `positions` twice as long, the new half unknown (-1). */
function grown(positions: Int32Array): Int32Array {
  const next = new Int32Array(positions.length * 2).fill(-1);
  next.set(positions);
  return next;
}

function findPlan(
  plans: readonly FieldPlan[],
  candidates: readonly number[] | undefined,
  b: Uint8Array,
  keyStart: number,
  keyLength: number,
): number {
  if (!candidates) return -1;
  outer: for (const index of candidates) {
    const key = plans[index]!.key;
    for (let i = 1; i < keyLength; i++) if (key[i] !== b[keyStart + i]) continue outer;
    return index;
  }
  return -1;
}

/** A compiled writer of one answer item from a stored record's BSON. */
export interface BsonJsonWriter {
  /**
   * The JSON of `{ items: [...records], total }`, or `undefined` when a record cannot be written as the serializer
   * would (the caller then serialises the objects instead).
   */
  page(records: readonly Uint8Array[], total: number): Buffer | undefined;
}

/**
 * Compiles the writer of a list's items from the item's answer schema.
 *
 * @example
 * const writer = compileBsonJson(Worker, { rename: { id: "_id" }, defaults: { referenceWorkerId: "null" } });
 * writer.page(rawRecords, total); // Buffer of {"items":[...],"total":n}
 */
export function compileBsonJson(item: TSchema, options: ObjectOptions = {}): BsonJsonWriter {
  const writeItem = compileObject(item as Schema, options);
  const itemsPrefix = Buffer.from('{"items":[', "ascii");
  return {
    page(records, total) {
      out.pos = 0;
      try {
        out.bytes(itemsPrefix);
        for (let i = 0; i < records.length; i++) {
          if (i > 0) out.byte(COMMA);
          const record = records[i]!;
          const b = Buffer.isBuffer(record) ? record : Buffer.from(record.buffer, record.byteOffset, record.byteLength);
          writeItem(b, DOCUMENT, 0);
        }
        out.ascii(`],"total":${total}}`);
      } catch (error) {
        if (error === unwritable) return undefined;
        throw error;
      }
      const body = Buffer.allocUnsafe(out.pos);
      out.buf.copy(body, 0, 0, out.pos);
      return body;
    },
  };
}
