import { BSON, type Document, Long, ObjectId } from "bson";
import type { Collection } from "../collection.js";
import { ErrorCodes, fail, toEngineError } from "../errors.js";
import { aggregate, compileFilter, find } from "../query.js";
import { bsonTypeName } from "../update.js";
import { isPlainObject, keyOf } from "../values.js";
import { MAX_BSON_OBJECT_SIZE, MAX_WRITE_BATCH_SIZE } from "../wire.js";
import type { ServerContext } from "./context.js";

/** Argument checks and shared pieces of the command families. */

export function collName(body: Document, field: string): string {
  const v = body[field];
  if (typeof v !== "string") {
    fail(ErrorCodes.InvalidNamespace, `collection name has invalid type ${bsonTypeName(v)}`);
  }
  if (v === "") fail(ErrorCodes.InvalidNamespace, "Invalid namespace specified: empty collection name");
  return v;
}

export function optionalObject(body: Document, cmd: string, field: string): Document | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (!isPlainObject(v))
    fail(
      ErrorCodes.TypeMismatch,
      `BSON field '${cmd}.${field}' is the wrong type '${bsonTypeName(v)}', expected type 'object'`,
    );
  return v;
}

export function optionalNumber(
  body: Document,
  cmd: string,
  field: string,
  { min = 0 }: { min?: number } = {},
): number | undefined {
  let v = body[field];
  if (v === undefined || v === null) return undefined;
  if (v instanceof Long) v = v.toNumber();
  if (typeof v !== "number" || Number.isNaN(v))
    fail(
      ErrorCodes.TypeMismatch,
      `BSON field '${cmd}.${field}' is the wrong type '${bsonTypeName(v)}', expected types '[long, int, decimal, double]'`,
    );
  if (v < min) fail(ErrorCodes.Location51024, `BSON field '${field}' value must be >= ${min}, actual value '${v}'`);
  return Math.trunc(v);
}

export function checkCollation(body: Document | undefined): void {
  const c = body?.collation;
  if (c === undefined) return;
  if (isPlainObject(c) && c.locale === "simple") return;
  fail(ErrorCodes.BadValue, "Collation is not supported by the embedded engine (only the 'simple' locale).");
}

export function checkHint(coll: Collection | undefined, hint: unknown): void {
  if (hint === undefined || hint === null) return;
  const specs = coll?.indexSpecs() ?? [];
  if (typeof hint === "string") {
    if (specs.some((s) => s.name === hint)) return;
  } else if (isPlainObject(hint)) {
    if (Object.keys(hint).length === 0) return;
    const key = keyOf(hint);
    if (specs.some((s) => keyOf(s.key) === key)) return;
    if (keyOf(hint) === keyOf({ $natural: 1 }) || keyOf(hint) === keyOf({ $natural: -1 })) return;
  } else return;
  if (!coll) return;
  fail(
    ErrorCodes.BadValue,
    "error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index",
  );
}

export function checkFields(cmd: string, stmt: Document, allowed: Set<string>): void {
  for (const k of Object.keys(stmt)) {
    if (!allowed.has(k)) fail(ErrorCodes.Location40415, `BSON field '${cmd}.${k}' is an unknown field.`);
  }
}

export function ns(db: string, coll: string): string {
  return `${db}.${coll}`;
}

/** `let` values are expressions, evaluated once before the command runs ($$NOW, $rand, $literal...). */
export function variablesOf(body: Document, cmd: string, db: string): Document | undefined {
  const v = optionalObject(body, cmd, "let");
  return v ? evaluateLet(v, db) : undefined;
}

export function evaluateLet(v: Document, db: string): Document {
  for (const k of Object.keys(v)) {
    if (!/^[a-z][A-Za-z0-9_]*$/.test(k))
      fail(ErrorCodes.FailedToParse, `'${k}' starts with an invalid character for a user variable name`);
  }
  return aggregate([{}], [{ $replaceWith: v }], db)[0] ?? {};
}

const MAX_VIEW_DEPTH = 20;

export function isView(coll: Collection | undefined): boolean {
  return typeof coll?.options.viewOn === "string";
}

/** What a read sees: a collection, the documents of a view, or nothing. */
export function readSource(
  ctx: ServerContext,
  db: string,
  name: string,
  depth = 0,
): Collection | Document[] | undefined {
  const coll = ctx.store.collection(db, name);
  if (!coll || !isView(coll)) return coll;
  if (depth > MAX_VIEW_DEPTH)
    fail(
      ErrorCodes.ViewDepthLimitExceeded,
      `View depth too deep or view cycle detected. Maximum depth is ${MAX_VIEW_DEPTH}`,
    );
  const source = readSource(ctx, db, coll.options.viewOn as string, depth + 1);
  const docs = source === undefined ? [] : Array.isArray(source) ? source : source.all();
  return aggregate(docs, (coll.options.pipeline as Document[] | undefined) ?? [], db);
}

/** The collection a write goes to; views refuse writes. */
export function writeTarget(ctx: ServerContext, db: string, name: string): Collection | undefined {
  const coll = ctx.store.collection(db, name);
  if (isView(coll)) fail(ErrorCodes.CommandNotSupportedOnView, `Namespace ${db}.${name} is a view, not a collection`);
  return coll;
}

export function projectOne(doc: Document | null, fields: Document | undefined, db: string): Document | null {
  if (!doc || !fields || Object.keys(fields).length === 0) return doc;
  return compileFilter({}, db).find<Document>([doc], fields).all()[0] ?? null;
}

export function matching(
  coll: Collection | undefined,
  db: string,
  filter: Document,
  variables: Document | undefined,
  sort?: Document,
): Document[] {
  return find(coll, db, { filter, variables, ...(sort && Object.keys(sort).length > 0 ? { sort } : {}) });
}

/** mongod stores `_id` first, generating one when the client did not. */
export function withId(doc: Document): Document {
  if (doc._id === undefined) return { _id: new ObjectId(), ...doc };
  if (Object.keys(doc)[0] === "_id") return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

export function validateInsertDoc(doc: unknown): asserts doc is Document {
  if (!isPlainObject(doc)) fail(ErrorCodes.TypeMismatch, "Documents to insert must be objects");
  const id = doc._id;
  if (Array.isArray(id)) fail(ErrorCodes.InvalidIdField, "The '_id' value cannot be of type array");
  if (id instanceof RegExp || (id as { _bsontype?: string })?._bsontype === "BSONRegExp")
    fail(ErrorCodes.InvalidIdField, "The '_id' value cannot be of type regex");
  if (isPlainObject(id)) {
    for (const k of Object.keys(id))
      if (k.startsWith("$"))
        fail(
          ErrorCodes.DollarPrefixedFieldName,
          `_id fields may not contain '$'-prefixed fields: ${k} is not valid for storage.`,
        );
  }
  if (BSON.calculateObjectSize(doc) > MAX_BSON_OBJECT_SIZE)
    fail(ErrorCodes.BSONObjectTooLarge, "object to insert too large");
}

/** Runs each statement of a write batch; a failure becomes a write error and, when ordered, ends the batch. */
export function eachStatement(
  stmts: unknown[],
  ordered: boolean,
  run: (stmt: unknown, index: number) => void,
): Document[] {
  const errors: Document[] = [];
  for (let i = 0; i < stmts.length; i++) {
    try {
      run(stmts[i], i);
    } catch (err) {
      errors.push(toEngineError(err).toWriteError(i));
      if (ordered) break;
    }
  }
  return errors;
}

export function writeReply(n: number, errors: Document[], extra: Document = {}): Document {
  return { n, ...extra, ...(errors.length > 0 ? { writeErrors: errors } : {}), ok: 1 };
}

export function batch(body: Document, cmd: string, field: string): Document[] {
  const v = body[field];
  if (!Array.isArray(v))
    fail(
      ErrorCodes.TypeMismatch,
      `BSON field '${cmd}.${field}' is the wrong type '${bsonTypeName(v)}', expected type 'array'`,
    );
  if (v.length === 0 || v.length > MAX_WRITE_BATCH_SIZE)
    fail(
      ErrorCodes.InvalidLength,
      `Write batch sizes must be between 1 and ${MAX_WRITE_BATCH_SIZE}. Got ${v.length} operations.`,
    );
  return v as Document[];
}
