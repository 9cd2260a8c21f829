/**
 * Value matching for MongoDB's unified test format ("Evaluating Matches").
 *
 * - Documents: every expected key must match; the actual root-level document may carry extra keys, nested documents
 *   may not. Key order never matters.
 * - Arrays: same length, element-wise match.
 * - Numbers: int32, int64 and double compare by value (Decimal128 only equals Decimal128).
 * - Special operators (an expected document whose first and only key starts with `$$`): `$$exists`, `$$type`,
 *   `$$unsetOrMatches`, `$$matchesEntity`, `$$matchesHexBytes`, `$$sessionLsid`, `$$lte`, `$$matchAsDocument`,
 *   `$$matchAsRoot`.
 *
 * `exactMismatches` is the stricter comparison used for `outcome` collection data: no special operators, no extra
 * keys at any level (key order still free).
 *
 * BSON values are recognised by their `_bsontype` tag rather than `instanceof`, so values produced by another copy of
 * the `bson` package (e.g. one bundled with the driver) still compare correctly.
 */
import { EJSON } from "bson";

export type Entities = ReadonlyMap<string, unknown>;

export interface MatchOptions {
  /** Entity map for `$$matchesEntity`. */
  entities?: Entities;
  /**
   * When the expected value is an array, treat its elements as root-level documents (extra keys allowed). True for
   * operations returning an iterable of documents (find, aggregate, ...); false for e.g. `distinct`.
   */
  rootArrayElements?: boolean;
}

export class MatchError extends Error {
  constructor(
    readonly mismatches: string[],
    label = "value",
  ) {
    super(`${label} does not match:\n  - ${mismatches.join("\n  - ")}`);
    this.name = "MatchError";
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Classification helpers
// ---------------------------------------------------------------------------------------------------------------

type AnyRecord = Record<string, unknown>;

function bsonTag(v: unknown): string | undefined {
  if (v === null || typeof v !== "object") return undefined;
  const tag = (v as { _bsontype?: unknown })._bsontype;
  return typeof tag === "string" ? tag : undefined;
}

/** A document (plain object, class instance such as a driver result, or DBRef), not an array or a BSON scalar. */
export function isDocument(v: unknown): v is AnyRecord {
  if (v === null || typeof v !== "object") return false;
  if (Array.isArray(v) || v instanceof Date || v instanceof RegExp || v instanceof Uint8Array || v instanceof Map)
    return false;
  const tag = bsonTag(v);
  return tag === undefined || tag === "DBRef";
}

function isNumeric(v: unknown): boolean {
  if (typeof v === "number" || typeof v === "bigint") return true;
  const tag = bsonTag(v);
  return tag === "Int32" || tag === "Double" || tag === "Long";
}

/** Numeric value as a number, or a bigint when a 64-bit integer does not fit a double exactly. */
function numericValue(v: unknown): number | bigint {
  if (typeof v === "number" || typeof v === "bigint") return v;
  const tag = bsonTag(v);
  if (tag === "Int32" || tag === "Double") return (v as { value: number }).value;
  if (tag === "Long") {
    const big = (v as { toBigInt(): bigint }).toBigInt();
    return Number.isSafeInteger(Number(big)) ? Number(big) : big;
  }
  return NaN;
}

function numbersEqual(a: unknown, b: unknown): boolean {
  const x = numericValue(a);
  const y = numericValue(b);
  if (typeof x === "number" && typeof y === "number") {
    if (Number.isNaN(x) && Number.isNaN(y)) return true;
    return x === y;
  }
  try {
    const bx = typeof x === "bigint" ? x : Number.isInteger(x) ? BigInt(x) : undefined;
    const by = typeof y === "bigint" ? y : Number.isInteger(y) ? BigInt(y) : undefined;
    return bx !== undefined && by !== undefined && bx === by;
  } catch {
    return false;
  }
}

/** The BSON type of a number as stored, when the representation tells it (wrappers); plain numbers are ambiguous. */
function numericTypeName(v: unknown): string {
  const tag = bsonTag(v);
  if (tag === "Int32") return "int";
  if (tag === "Long" || typeof v === "bigint") return "long";
  if (tag === "Double") return "double";
  return "number";
}

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/**
 * The `$type` alias names an actual value satisfies. Plain JS numbers (the driver's promoted values) satisfy every
 * numeric type they could have been stored as.
 */
export function bsonTypeNames(v: unknown): string[] {
  if (v === undefined) return ["undefined"];
  if (v === null) return ["null"];
  if (typeof v === "string") return ["string"];
  if (typeof v === "boolean") return ["bool"];
  if (typeof v === "bigint") return ["long", "number"];
  if (typeof v === "number") {
    if (Number.isInteger(v)) {
      const names = ["long", "double", "number"];
      if (v >= INT32_MIN && v <= INT32_MAX) names.unshift("int");
      return names;
    }
    return ["double", "number"];
  }
  if (Array.isArray(v)) return ["array"];
  if (v instanceof Date) return ["date"];
  if (v instanceof RegExp) return ["regex"];
  if (v instanceof Uint8Array) return ["binData"];
  switch (bsonTag(v)) {
    case "Int32":
      return ["int", "number"];
    case "Double":
      return ["double", "number"];
    case "Long":
      return ["long", "number"];
    case "Decimal128":
      return ["decimal", "number"];
    case "ObjectId":
      return ["objectId"];
    case "Binary":
      return ["binData"];
    case "BSONRegExp":
      return ["regex"];
    case "Timestamp":
      return ["timestamp"];
    case "MinKey":
      return ["minKey"];
    case "MaxKey":
      return ["maxKey"];
    case "Code":
      return (v as { scope?: unknown }).scope ? ["javascriptWithScope"] : ["javascript"];
    case "BSONSymbol":
      return ["symbol"];
    case "DBRef":
      return ["object", "dbPointer"];
    case undefined:
      return ["object"];
    default:
      return [String(bsonTag(v))];
  }
}

export const KNOWN_TYPE_NAMES = new Set([
  "double",
  "string",
  "object",
  "array",
  "binData",
  "undefined",
  "objectId",
  "bool",
  "date",
  "null",
  "regex",
  "dbPointer",
  "javascript",
  "symbol",
  "javascriptWithScope",
  "int",
  "timestamp",
  "long",
  "decimal",
  "minKey",
  "maxKey",
  "number",
]);

export function describeValue(v: unknown): string {
  if (v === undefined) return "<absent>";
  try {
    const s = EJSON.stringify(v as never, { relaxed: true });
    return s.length > 300 ? `${s.slice(0, 300)}…` : s;
  } catch {
    return String(v);
  }
}

function fmtPath(path: string): string {
  return path === "" ? "<root>" : path;
}

function childPath(path: string, key: string | number): string {
  return typeof key === "number" ? `${path}[${key}]` : path === "" ? key : `${path}.${key}`;
}

/** Keys of an actual document whose value is present (undefined-valued properties count as absent). */
function presentKeys(doc: AnyRecord): string[] {
  return Object.keys(doc).filter((k) => doc[k] !== undefined);
}

function getField(doc: AnyRecord, key: string): unknown {
  return doc[key];
}

// ---------------------------------------------------------------------------------------------------------------
// Scalars
// ---------------------------------------------------------------------------------------------------------------

function bytesOf(v: unknown): Uint8Array | undefined {
  if (v instanceof Uint8Array) return v;
  if (bsonTag(v) === "Binary") return (v as { buffer: Uint8Array }).buffer;
  return undefined;
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function regexParts(v: unknown): { pattern: string; options: string } | undefined {
  if (v instanceof RegExp) return { pattern: v.source, options: [...v.flags].sort().join("") };
  if (bsonTag(v) === "BSONRegExp") {
    const r = v as { pattern: string; options: string };
    return { pattern: r.pattern, options: [...r.options].sort().join("") };
  }
  return undefined;
}

/** Compare two non-document, non-array values. Returns a problem description or undefined when equal. */
function compareScalars(expected: unknown, actual: unknown): string | undefined {
  if (isNumeric(expected)) {
    if (!isNumeric(actual)) return `expected number ${describeValue(expected)}, got ${describeValue(actual)}`;
    return numbersEqual(expected, actual)
      ? undefined
      : `expected ${describeValue(expected)}, got ${describeValue(actual)}`;
  }
  if (expected === null) return actual === null ? undefined : `expected null, got ${describeValue(actual)}`;
  if (typeof expected === "string" || typeof expected === "boolean") {
    return actual === expected ? undefined : `expected ${describeValue(expected)}, got ${describeValue(actual)}`;
  }
  if (expected instanceof Date) {
    return actual instanceof Date && actual.getTime() === expected.getTime()
      ? undefined
      : `expected date ${describeValue(expected)}, got ${describeValue(actual)}`;
  }
  const expRegex = regexParts(expected);
  if (expRegex) {
    const actRegex = regexParts(actual);
    return actRegex && actRegex.pattern === expRegex.pattern && actRegex.options === expRegex.options
      ? undefined
      : `expected regex ${describeValue(expected)}, got ${describeValue(actual)}`;
  }
  const expBytes = bytesOf(expected);
  if (expBytes) {
    const actBytes = bytesOf(actual);
    const expSub = bsonTag(expected) === "Binary" ? (expected as { sub_type: number }).sub_type : 0;
    const actSub = bsonTag(actual) === "Binary" ? (actual as { sub_type: number }).sub_type : 0;
    return actBytes && expSub === actSub && bytesEqual(expBytes, actBytes)
      ? undefined
      : `expected binary ${describeValue(expected)}, got ${describeValue(actual)}`;
  }
  const tag = bsonTag(expected);
  switch (tag) {
    case "ObjectId":
      return bsonTag(actual) === "ObjectId" &&
        (actual as { toHexString(): string }).toHexString() === (expected as { toHexString(): string }).toHexString()
        ? undefined
        : `expected ${describeValue(expected)}, got ${describeValue(actual)}`;
    case "Decimal128":
      return bsonTag(actual) === "Decimal128" && String(actual) === String(expected)
        ? undefined
        : `expected ${describeValue(expected)}, got ${describeValue(actual)}`;
    case "Timestamp":
      return bsonTag(actual) === "Timestamp" &&
        (actual as { toString(): string }).toString() === (expected as { toString(): string }).toString()
        ? undefined
        : `expected ${describeValue(expected)}, got ${describeValue(actual)}`;
    case "MinKey":
    case "MaxKey":
      return bsonTag(actual) === tag ? undefined : `expected ${tag}, got ${describeValue(actual)}`;
    default: {
      // Code, Symbol and anything else: compare canonical extended JSON.
      const e = EJSON.stringify(expected as never, { relaxed: false });
      let a: string;
      try {
        a = EJSON.stringify(actual as never, { relaxed: false });
      } catch {
        a = String(actual);
      }
      return e === a ? undefined : `expected ${describeValue(expected)}, got ${describeValue(actual)}`;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Lenient (unified-format) matching
// ---------------------------------------------------------------------------------------------------------------

export function isSpecialOperator(v: unknown): v is AnyRecord {
  if (!isDocument(v) || bsonTag(v) !== undefined) return false;
  const keys = Object.keys(v);
  return keys.length === 1 && keys[0].startsWith("$$");
}

class Matcher {
  readonly errors: string[] = [];
  constructor(private readonly opts: MatchOptions) {}

  fail(path: string, msg: string): void {
    this.errors.push(`${fmtPath(path)}: ${msg}`);
  }

  /**
   * @param isRoot whether `actual` sits at a root-level document position (extra keys allowed)
   */
  match(expected: unknown, actual: unknown, path: string, isRoot: boolean, elementsAreRoot = false): void {
    if (isSpecialOperator(expected)) {
      this.special(expected, actual, path, isRoot);
      return;
    }
    if (isDocument(expected)) {
      if (!isDocument(actual)) {
        this.fail(path, `expected a document, got ${describeValue(actual)}`);
        return;
      }
      for (const [key, ev] of Object.entries(expected)) {
        const av = getField(actual, key);
        const p = childPath(path, key);
        if (isSpecialOperator(ev)) {
          this.special(ev, av, p, false);
          continue;
        }
        if (av === undefined) {
          this.fail(p, `expected ${describeValue(ev)}, key is absent`);
          continue;
        }
        this.match(ev, av, p, false);
      }
      if (!isRoot) {
        const extra = presentKeys(actual).filter((k) => !Object.prototype.hasOwnProperty.call(expected, k));
        if (extra.length > 0)
          this.fail(path, `unexpected extra key(s) ${extra.join(", ")} in nested document ${describeValue(actual)}`);
      }
      return;
    }
    if (Array.isArray(expected)) {
      if (!Array.isArray(actual)) {
        this.fail(path, `expected an array, got ${describeValue(actual)}`);
        return;
      }
      if (actual.length !== expected.length) {
        this.fail(
          path,
          `expected array of ${expected.length} element(s), got ${actual.length}: ${describeValue(actual)}`,
        );
      }
      const n = Math.min(actual.length, expected.length);
      for (let i = 0; i < n; i++) this.match(expected[i], actual[i], childPath(path, i), elementsAreRoot);
      return;
    }
    if (actual === undefined) {
      this.fail(path, `expected ${describeValue(expected)}, value is absent`);
      return;
    }
    const problem = compareScalars(expected, actual);
    if (problem) this.fail(path, problem);
  }

  special(op: AnyRecord, actual: unknown, path: string, isRoot: boolean): void {
    const [name] = Object.keys(op);
    const arg = op[name];
    switch (name) {
      case "$$exists": {
        const exists = actual !== undefined;
        if (typeof arg !== "boolean") this.fail(path, `$$exists needs a boolean, got ${describeValue(arg)}`);
        else if (arg && !exists) this.fail(path, "expected key to exist, it is absent");
        else if (!arg && exists) this.fail(path, `expected key to be absent, got ${describeValue(actual)}`);
        return;
      }
      case "$$unsetOrMatches":
        if (actual === undefined) return;
        this.match(arg, actual, path, isRoot);
        return;
      case "$$type": {
        const wanted = Array.isArray(arg) ? arg : [arg];
        for (const t of wanted) {
          if (typeof t !== "string" || !KNOWN_TYPE_NAMES.has(t)) {
            this.fail(path, `$$type: unknown type name ${describeValue(t)}`);
            return;
          }
        }
        if (actual === undefined) {
          this.fail(path, `expected a value of type ${wanted.join("|")}, key is absent`);
          return;
        }
        const have = bsonTypeNames(actual);
        if (!wanted.some((t) => have.includes(t as string)))
          this.fail(path, `expected type ${wanted.join("|")}, got ${have[0]} ${describeValue(actual)}`);
        return;
      }
      case "$$matchesEntity": {
        const entities = this.opts.entities;
        if (typeof arg !== "string" || !entities || !entities.has(arg)) {
          this.fail(path, `$$matchesEntity: no entity ${describeValue(arg)}`);
          return;
        }
        this.match(entities.get(arg), actual, path, isRoot);
        return;
      }
      case "$$matchesHexBytes": {
        if (typeof arg !== "string" || !/^([0-9a-fA-F]{2})*$/.test(arg)) {
          this.fail(path, `$$matchesHexBytes: malformed ${describeValue(arg)}`);
          return;
        }
        const bytes = bytesOf(actual);
        const want = Buffer.from(arg, "hex");
        if (!bytes || !bytesEqual(bytes, want)) this.fail(path, `expected bytes ${arg}, got ${describeValue(actual)}`);
        return;
      }
      case "$$lte": {
        if (!isNumeric(actual)) {
          this.fail(path, `expected a number <= ${describeValue(arg)}, got ${describeValue(actual)}`);
          return;
        }
        const a = numericValue(actual);
        const e = numericValue(arg);
        if (!(a <= e)) this.fail(path, `expected <= ${describeValue(arg)}, got ${describeValue(actual)}`);
        return;
      }
      case "$$matchAsDocument": {
        if (typeof actual !== "string") {
          this.fail(path, `$$matchAsDocument: expected an extended JSON string, got ${describeValue(actual)}`);
          return;
        }
        let parsed: unknown;
        try {
          parsed = EJSON.parse(actual, { relaxed: false });
        } catch (e) {
          this.fail(path, `$$matchAsDocument: cannot parse ${describeValue(actual)}: ${(e as Error).message}`);
          return;
        }
        this.match(arg, parsed, path, false);
        return;
      }
      case "$$matchAsRoot":
        if (!isDocument(actual)) {
          this.fail(path, `$$matchAsRoot: expected a document, got ${describeValue(actual)}`);
          return;
        }
        this.match(arg, actual, path, true);
        return;
      case "$$sessionLsid":
        this.fail(path, "$$sessionLsid: session entities are not supported by this runner");
        return;
      default:
        this.fail(path, `unknown special operator ${name}`);
    }
  }
}

/**
 * Match an actual value against an expected one with the unified format's rules. The top-level value is a root-level
 * position (a document there may have extra keys). Returns the list of mismatches (empty when it matches).
 */
export function matchMismatches(expected: unknown, actual: unknown, opts: MatchOptions = {}): string[] {
  const m = new Matcher(opts);
  m.match(expected, actual, "", true, opts.rootArrayElements ?? false);
  return m.errors;
}

export function matches(expected: unknown, actual: unknown, opts: MatchOptions = {}): boolean {
  return matchMismatches(expected, actual, opts).length === 0;
}

export function assertMatches(expected: unknown, actual: unknown, opts: MatchOptions = {}, label = "result"): void {
  const errors = matchMismatches(expected, actual, opts);
  if (errors.length > 0) throw new MatchError(errors, label);
}

// ---------------------------------------------------------------------------------------------------------------
// Exact matching (collection outcome)
// ---------------------------------------------------------------------------------------------------------------

export interface ExactOptions {
  /** Called when two numbers are equal by value but stored as different BSON types (both types known). */
  onNumericTypeDifference?: (path: string, expectedType: string, actualType: string) => void;
}

export function exactMismatches(expected: unknown, actual: unknown, opts: ExactOptions = {}, path = ""): string[] {
  const errors: string[] = [];
  const walk = (e: unknown, a: unknown, p: string): void => {
    if (isDocument(e)) {
      if (!isDocument(a)) {
        errors.push(`${fmtPath(p)}: expected a document, got ${describeValue(a)}`);
        return;
      }
      const ek = Object.keys(e).filter((k) => e[k] !== undefined);
      const ak = presentKeys(a);
      for (const k of ek) {
        if (a[k] === undefined)
          errors.push(`${fmtPath(childPath(p, k))}: expected ${describeValue(e[k])}, key is absent`);
        else walk(e[k], a[k], childPath(p, k));
      }
      const extra = ak.filter((k) => !ek.includes(k));
      if (extra.length > 0) errors.push(`${fmtPath(p)}: unexpected extra key(s) ${extra.join(", ")}`);
      return;
    }
    if (Array.isArray(e)) {
      if (!Array.isArray(a)) {
        errors.push(`${fmtPath(p)}: expected an array, got ${describeValue(a)}`);
        return;
      }
      if (a.length !== e.length)
        errors.push(`${fmtPath(p)}: expected array of ${e.length} element(s), got ${a.length}: ${describeValue(a)}`);
      for (let i = 0; i < Math.min(a.length, e.length); i++) walk(e[i], a[i], childPath(p, i));
      return;
    }
    const problem = compareScalars(e, a);
    if (problem) {
      errors.push(`${fmtPath(p)}: ${problem}`);
      return;
    }
    if (opts.onNumericTypeDifference && isNumeric(e)) {
      const et = numericTypeName(e);
      const at = numericTypeName(a);
      if (et !== "number" && at !== "number" && et !== at) opts.onNumericTypeDifference(fmtPath(p), et, at);
    }
  };
  walk(expected, actual, path);
  return errors;
}
