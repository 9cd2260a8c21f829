import { type Document, ObjectId } from "bson";
import { Aggregator, Query, update as mingoUpdate } from "mingo";
import { EngineError, ErrorCodes, fail, toEngineError } from "./errors.js";
import { mingoOptions } from "./query.js";
import { cloneDoc, getPath, isOperatorObject, isPlainObject, keyOf } from "./values.js";

const UPDATE_OPERATORS = new Set([
  "$set",
  "$unset",
  "$inc",
  "$mul",
  "$rename",
  "$min",
  "$max",
  "$currentDate",
  "$push",
  "$pull",
  "$pullAll",
  "$addToSet",
  "$pop",
  "$bit",
  "$setOnInsert",
]);
const PIPELINE_UPDATE_STAGES = new Set(["$addFields", "$set", "$project", "$unset", "$replaceRoot", "$replaceWith"]);

export type UpdateSpec = Document | Document[];

export interface UpdateOptions {
  filter: Document;
  arrayFilters?: Document[];
  variables?: Document;
  db: string;
}

export function isReplacement(u: UpdateSpec): u is Document {
  return !Array.isArray(u) && !Object.keys(u).some((k) => k.startsWith("$"));
}

/** Checks an update before it touches any document, as mongod parses it first. */
export function validateUpdate(u: unknown): asserts u is UpdateSpec {
  if (Array.isArray(u)) {
    for (const stage of u) {
      if (!isPlainObject(stage))
        fail(ErrorCodes.FailedToParse, "Each element of the 'pipeline' array must be an object");
      const name = Object.keys(stage)[0] ?? "";
      if (!PIPELINE_UPDATE_STAGES.has(name)) {
        fail(ErrorCodes.InvalidOptions, `${name} is not allowed to be used within an update`);
      }
    }
    return;
  }
  if (!isPlainObject(u)) fail(ErrorCodes.FailedToParse, "Update argument must be either an object or an array");
  const keys = Object.keys(u);
  if (keys.length === 0 || !keys[0]!.startsWith("$")) {
    for (const k of keys) {
      if (k.startsWith("$")) {
        fail(
          ErrorCodes.DollarPrefixedFieldName,
          `The dollar ($) prefixed field '${k}' in '${k}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
        );
      }
    }
    return;
  }
  const paths: string[] = [];
  for (const op of keys) {
    if (!UPDATE_OPERATORS.has(op)) {
      fail(
        ErrorCodes.FailedToParse,
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    const arg = u[op];
    if (!isPlainObject(arg)) {
      fail(
        ErrorCodes.FailedToParse,
        `Modifiers operate on fields but we found type ${bsonTypeName(arg)} instead. For example: {$mod: {<field>: ...}} not {${op}: ${JSON.stringify(arg)}}`,
      );
    }
    for (const [path, value] of Object.entries(arg)) {
      if (path === "" || path.split(".").some((p) => p === "")) {
        fail(
          ErrorCodes.EmptyFieldName,
          `The update path '${path}' contains an empty field name, which is not allowed.`,
        );
      }
      if (op === "$inc" || op === "$mul") {
        if (!isNumeric(value)) {
          fail(
            ErrorCodes.TypeMismatch,
            `Cannot ${op === "$inc" ? "increment" : "multiply"} with non-numeric argument: {${path}: ${JSON.stringify(value)}}`,
          );
        }
      }
      if (op === "$rename") {
        if (typeof value !== "string")
          fail(ErrorCodes.BadValue, `The 'to' field for $rename must be a string: ${path}: ${JSON.stringify(value)}`);
        paths.push(value);
      }
      paths.push(path);
    }
  }
  // Two operators on one path, or on a path and its prefix, conflict.
  const sorted = paths.map((p) => p.replace(/\.\$(\[[^\]]*\])?/g, "")).sort();
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1]!;
    const b = sorted[i]!;
    if (a === b || b.startsWith(a + ".")) {
      fail(ErrorCodes.ConflictingUpdateOperators, `Updating the path '${b}' would create a conflict at '${a}'`);
    }
  }
}

function isNumeric(v: unknown): boolean {
  if (typeof v === "number" || typeof v === "bigint") return true;
  const t = (v as { _bsontype?: string } | null)?._bsontype;
  return t === "Long" || t === "Int32" || t === "Double" || t === "Decimal128";
}

export function bsonTypeName(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "string") return "string";
  if (typeof v === "number") return Number.isInteger(v) ? "int" : "double";
  if (typeof v === "boolean") return "bool";
  if (v instanceof Date) return "date";
  if (isPlainObject(v)) return "object";
  return String((v as { _bsontype?: string })._bsontype ?? typeof v).toLowerCase();
}

/**
 * Applies an update to a stored document and returns the new document, or
 * `undefined` when nothing changed. The stored document is never mutated.
 */
export function applyUpdate(
  doc: Document,
  u: UpdateSpec,
  options: UpdateOptions,
  inserting = false,
): Document | undefined {
  let next: Document;
  if (Array.isArray(u)) {
    next = runPipeline(doc, u, options);
  } else if (isReplacement(u)) {
    next = { _id: doc._id };
    for (const [k, v] of Object.entries(u)) if (k !== "_id") next[k] = v;
    if ("_id" in u && keyOf(u._id) !== keyOf(doc._id)) {
      fail(
        ErrorCodes.ImmutableField,
        `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${showValue(u._id)}`,
      );
    }
    next = cloneDoc(next);
  } else {
    next = cloneDoc(doc);
    const modifier: Document = {};
    for (const [op, arg] of Object.entries(u)) {
      if (op === "$setOnInsert") {
        if (inserting) modifier.$set = { ...(modifier.$set as Document | undefined), ...(arg as Document) };
      } else if (op === "$set" && modifier.$set) {
        modifier.$set = { ...(modifier.$set as Document), ...(arg as Document) };
      } else modifier[op] = arg;
    }
    resolvePositional(next, modifier, options.filter, inserting);
    checkTargets(next, modifier);
    let changed: string[];
    try {
      changed =
        Object.keys(modifier).length === 0
          ? []
          : mingoUpdate(next, modifier, options.arrayFilters, inserting ? undefined : options.filter, {
              cloneMode: "deep",
              queryOptions: mingoOptions(options.db, options.variables),
            });
    } catch (err) {
      throw updateError(err);
    }
    if (changed.length === 0 && !inserting) return undefined;
  }
  if (!inserting && keyOf(next._id) !== keyOf(doc._id)) {
    fail(ErrorCodes.ImmutableField, "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  if (next._id === undefined && doc._id !== undefined) next = { _id: doc._id, ...next };
  if (!inserting && keyOf(next) === keyOf(doc)) return undefined;
  return next;
}

/**
 * Replaces the positional `$` with the index of the first array element the
 * query matched, as mongod does; then several fields of that one element can
 * be updated together (`{ "a.$.x": 1, "a.$.y": 2 }`), which mingo's own
 * positional handling refuses as a conflict.
 */
function resolvePositional(doc: Document, modifier: Document, filter: Document, inserting: boolean): void {
  const cache = new Map<string, number>();
  for (const [op, arg] of Object.entries(modifier)) {
    const rewritten: Document = {};
    let changed = false;
    for (const [path, value] of Object.entries(arg as Document)) {
      const m = /^(.*?)\.\$(\.|$)/.exec(path);
      if (!m) {
        rewritten[path] = value;
        continue;
      }
      if (inserting) fail(ErrorCodes.BadValue, "The positional operator did not find the match needed from the query.");
      const prefix = m[1]!;
      let index = cache.get(prefix);
      if (index === undefined) {
        index = positionalIndex(doc, prefix, filter);
        cache.set(prefix, index);
      }
      rewritten[`${prefix}.${index}${path.slice(prefix.length + 2)}`] = value;
      changed = true;
    }
    if (changed) modifier[op] = rewritten;
  }
}

function positionalIndex(doc: Document, prefix: string, filter: Document): number {
  const array = getPath(doc, prefix);
  const conditions = Object.entries(filter).filter(([k]) => k === prefix || k.startsWith(`${prefix}.`));
  if (!Array.isArray(array) || conditions.length === 0) {
    fail(ErrorCodes.BadValue, "The positional operator did not find the match needed from the query.");
  }
  for (let i = 0; i < array.length; i++) {
    // test the query's conditions on this array with only element i in it
    const probe: Document = {};
    setPath(probe, prefix, [array[i]]);
    if (conditions.every(([k, cond]) => new Query({ [k]: cond }, {}).test(probe))) return i;
  }
  return fail(ErrorCodes.BadValue, "The positional operator did not find the match needed from the query.");
}

const NUMERIC_OPS = new Set(["$inc", "$mul"]);
const ARRAY_OPS = new Set(["$push", "$addToSet", "$pull", "$pullAll", "$pop"]);

/**
 * mongod refuses operators whose target has the wrong type, where mingo
 * would silently skip them; checked before anything changes.
 */
function checkTargets(doc: Document, modifier: Document): void {
  for (const [op, arg] of Object.entries(modifier)) {
    for (const path of Object.keys(arg as Document)) {
      if (path.includes("$")) continue; // positional paths are resolved per element by mingo
      const parts = path.split(".");
      let cur: unknown = doc;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i]!;
        if (cur === undefined || cur === null) break;
        if (Array.isArray(cur)) {
          if (!/^\d+$/.test(part)) {
            fail(ErrorCodes.PathNotViable, `Cannot create field '${part}' in element {${parts[i - 1] ?? ""}: [...]}`);
          }
          cur = cur[Number(part)];
          continue;
        }
        if (!isPlainObject(cur)) {
          if (op === "$unset" || op === "$pull" || op === "$pullAll" || op === "$pop") break;
          fail(
            ErrorCodes.PathNotViable,
            `Cannot create field '${part}' in element {${parts[i - 1] ?? ""}: ${JSON.stringify(cur)}}`,
          );
        }
        cur = cur[part];
      }
      if (cur === undefined) continue;
      if (NUMERIC_OPS.has(op) && !isNumeric(cur)) {
        fail(
          ErrorCodes.TypeMismatch,
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${JSON.stringify(doc._id)}} has the field '${parts[parts.length - 1]}' of non-numeric type ${bsonTypeName(cur)}`,
        );
      }
      if (ARRAY_OPS.has(op) && !Array.isArray(cur)) {
        fail(
          ErrorCodes.BadValue,
          `The field '${path}' must be an array but is of type ${bsonTypeName(cur)} in document {_id: ${JSON.stringify(doc._id)}}`,
        );
      }
    }
  }
}

function runPipeline(doc: Document, pipeline: Document[], options: UpdateOptions): Document {
  try {
    const out = new Aggregator(pipeline, mingoOptions(options.db, options.variables)).run([cloneDoc(doc)]);
    const result = out[0];
    if (!isPlainObject(result)) fail(ErrorCodes.BadValue, "Update pipeline must produce a document");
    // a pipeline that replaces the root keeps the document's _id
    if (result._id === undefined && doc._id !== undefined) return { _id: doc._id, ...result };
    return result;
  } catch (err) {
    throw updateError(err);
  }
}

function updateError(err: unknown): EngineError {
  if (err instanceof EngineError) return err;
  const e = toEngineError(err);
  if (/increment|multiply|non-numeric/i.test(e.message)) return new EngineError(ErrorCodes.TypeMismatch, e.message);
  if (/immutable/i.test(e.message)) return new EngineError(ErrorCodes.ImmutableField, e.message);
  return e;
}

/** The document an upsert starts from: equality fields of the filter (spec: "upsert behavior"). */
export function upsertSeed(filter: Document): Document {
  const seed: Document = {};
  const visit = (f: Document): void => {
    for (const [k, v] of Object.entries(f)) {
      if (k === "$and" && Array.isArray(v)) {
        for (const sub of v) if (isPlainObject(sub)) visit(sub);
        continue;
      }
      if (k.startsWith("$")) continue;
      let value: unknown;
      if (isOperatorObject(v)) {
        if (!("$eq" in v)) continue;
        value = v.$eq;
      } else if (v instanceof RegExp) continue;
      else value = v;
      setPath(seed, k, cloneDoc(value));
    }
  };
  visit(filter);
  return seed;
}

function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split(".");
  let cur = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i]!;
    if (!isPlainObject(cur[p])) cur[p] = {};
    cur = cur[p] as Document;
  }
  cur[parts[parts.length - 1]!] = value;
}

/** Builds the document an upsert inserts. */
export function buildUpsert(u: UpdateSpec, options: UpdateOptions): Document {
  const seed = upsertSeed(options.filter);
  let doc: Document;
  if (!Array.isArray(u) && isReplacement(u)) {
    doc = cloneDoc(u);
    if (doc._id === undefined && seed._id !== undefined) doc = { _id: seed._id, ...doc };
  } else {
    doc = applyUpdate(seed, u, options, true) ?? seed;
    if (seed._id !== undefined && doc._id !== undefined && keyOf(seed._id) !== keyOf(doc._id)) {
      fail(ErrorCodes.ImmutableField, "Performing an update on the path '_id' would modify the immutable field '_id'");
    }
  }
  if (doc._id === undefined) doc = { _id: new ObjectId(), ...doc };
  else if (Object.keys(doc)[0] !== "_id") {
    const { _id, ...rest } = doc;
    doc = { _id, ...rest };
  }
  return doc;
}

function showValue(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v);
  return JSON.stringify(v) ?? String(v);
}
