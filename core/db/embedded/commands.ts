import { Binary, type Document, Long, ObjectId } from "bson";
import { createHash } from "node:crypto";
import type { Collection } from "./collection.js";
import { EngineError, ErrorCodes, fail, toEngineError } from "./errors.js";
import { defaultIndexName, validateIndexSpec } from "./indexes.js";
import { aggregate, compileFilter, count as countDocs, type Cursors, find, queryError } from "./query.js";
import { type Store, validateNamespace } from "./store.js";
import { applyUpdate, buildUpsert, bsonTypeName, validateUpdate, type UpdateSpec } from "./update.js";
import { isPlainObject, keyOf, pathValues } from "./values.js";
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE, MAX_WRITE_BATCH_SIZE } from "./wire.js";
import { BSON } from "bson";

/** The engine answers as a MongoDB 8.0 standalone (wire version 25). */
export const SERVER_VERSION = "8.0.0";
export const MAX_WIRE_VERSION = 25;

/** The session cache's user id for unauthenticated clients: SHA-256 of the empty string. */
const ANONYMOUS_UID = new Binary(createHash("sha256").update("").digest(), 0);

export interface ServerContext {
  /** Logical sessions seen, for $listLocalSessions. */
  sessions: Map<string, Document>;
  store: Store;
  cursors: Cursors;
  startedAt: Date;
  address: string;
}

export interface Connection {
  id: number;
  remote: string;
}

type Handler = (ctx: ServerContext, conn: Connection, db: string, body: Document) => Document | Promise<Document>;

/** Runs one command document and returns the reply (errors become `{ ok: 0, ... }`). */
export async function runCommand(
  ctx: ServerContext,
  conn: Connection,
  body: Document,
  defaultDb = "admin",
): Promise<Document> {
  try {
    const name = Object.keys(body)[0];
    if (!name) fail(ErrorCodes.FailedToParse, "Empty command object");
    const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (!handler) fail(ErrorCodes.CommandNotFound, `no such command: '${name}'`);
    if (body.txnNumber !== undefined || body.startTransaction !== undefined || body.autocommit !== undefined) {
      fail(ErrorCodes.IllegalOperation, "Transaction numbers are only allowed on a replica set member or mongos");
    }
    const db = typeof body.$db === "string" ? body.$db : defaultDb;
    if (isPlainObject(body.lsid) && body.lsid.id !== undefined) {
      ctx.sessions.set(keyOf(body.lsid.id), { _id: { id: body.lsid.id, uid: ANONYMOUS_UID }, lastUse: new Date() });
    }
    return await handler(ctx, conn, db, body);
  } catch (err) {
    if (err instanceof EngineError) return err.toReply();
    const e = toEngineError(err);
    return e.toReply();
  }
}

// ---------------------------------------------------------------- helpers

function collName(body: Document, field: string): string {
  const v = body[field];
  if (typeof v !== "string") {
    fail(ErrorCodes.InvalidNamespace, `collection name has invalid type ${bsonTypeName(v)}`);
  }
  if (v === "") fail(ErrorCodes.InvalidNamespace, "Invalid namespace specified: empty collection name");
  return v;
}

function optionalObject(body: Document, cmd: string, field: string): Document | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (!isPlainObject(v))
    fail(
      ErrorCodes.TypeMismatch,
      `BSON field '${cmd}.${field}' is the wrong type '${bsonTypeName(v)}', expected type 'object'`,
    );
  return v;
}

function optionalNumber(
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

function checkCollation(body: Document | undefined): void {
  const c = body?.collation;
  if (c === undefined) return;
  if (isPlainObject(c) && c.locale === "simple") return;
  fail(ErrorCodes.BadValue, "Collation is not supported by the embedded engine (only the 'simple' locale).");
}

function checkHint(coll: Collection | undefined, hint: unknown): void {
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

function checkFields(cmd: string, stmt: Document, allowed: Set<string>): void {
  for (const k of Object.keys(stmt)) {
    if (!allowed.has(k)) fail(ErrorCodes.Location40415, `BSON field '${cmd}.${k}' is an unknown field.`);
  }
}

function ns(db: string, coll: string): string {
  return `${db}.${coll}`;
}

/** `let` values are expressions, evaluated once before the command runs ($$NOW, $rand, $literal...). */
function variablesOf(body: Document, cmd: string, db: string): Document | undefined {
  const v = optionalObject(body, cmd, "let");
  return v ? evaluateLet(v, db) : undefined;
}

function evaluateLet(v: Document, db: string): Document {
  for (const k of Object.keys(v)) {
    if (!/^[a-z][A-Za-z0-9_]*$/.test(k))
      fail(ErrorCodes.FailedToParse, `'${k}' starts with an invalid character for a user variable name`);
  }
  return aggregate([{}], [{ $replaceWith: v }], db)[0] ?? {};
}

const MAX_VIEW_DEPTH = 20;

function isView(coll: Collection | undefined): boolean {
  return typeof coll?.options.viewOn === "string";
}

/** What a read sees: a collection, the documents of a view, or nothing. */
function readSource(ctx: ServerContext, db: string, name: string, depth = 0): Collection | Document[] | undefined {
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
function writeTarget(ctx: ServerContext, db: string, name: string): Collection | undefined {
  const coll = ctx.store.collection(db, name);
  if (isView(coll)) fail(ErrorCodes.CommandNotSupportedOnView, `Namespace ${db}.${name} is a view, not a collection`);
  return coll;
}

function projectOne(doc: Document | null, fields: Document | undefined, db: string): Document | null {
  if (!doc || !fields || Object.keys(fields).length === 0) return doc;
  return compileFilter({}, db).find<Document>([doc], fields).all()[0] ?? null;
}

function matching(
  coll: Collection | undefined,
  db: string,
  filter: Document,
  variables: Document | undefined,
  sort?: Document,
): Document[] {
  return find(coll, db, { filter, variables, ...(sort && Object.keys(sort).length > 0 ? { sort } : {}) });
}

/** mongod stores `_id` first, generating one when the client did not. */
function withId(doc: Document): Document {
  if (doc._id === undefined) return { _id: new ObjectId(), ...doc };
  if (Object.keys(doc)[0] === "_id") return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

function validateInsertDoc(doc: unknown): asserts doc is Document {
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
function eachStatement(stmts: unknown[], ordered: boolean, run: (stmt: unknown, index: number) => void): Document[] {
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

function writeReply(n: number, errors: Document[], extra: Document = {}): Document {
  return { n, ...extra, ...(errors.length > 0 ? { writeErrors: errors } : {}), ok: 1 };
}

function batch(body: Document, cmd: string, field: string): Document[] {
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

// ---------------------------------------------------------------- CRUD

const UPDATE_FIELDS = new Set([
  "q",
  "u",
  "upsert",
  "multi",
  "arrayFilters",
  "hint",
  "collation",
  "c",
  "sort",
  "upsertSupplied",
]);
const DELETE_FIELDS = new Set(["q", "limit", "hint", "collation"]);

const insert: Handler = async (ctx, _conn, db, body) => {
  const name = collName(body, "insert");
  const docs = batch(body, "insert", "documents");
  const ordered = body.ordered !== false;
  validateNamespace(db, name);
  writeTarget(ctx, db, name);
  const coll = ctx.store.ensureCollection(db, name);
  const bypass = body.bypassDocumentValidation === true;
  let n = 0;
  const errors = eachStatement(docs, ordered, (raw) => {
    validateInsertDoc(raw);
    ctx.store.insert(coll, withId(raw), { bypassValidation: bypass });
    n++;
  });
  await ctx.store.commit();
  return writeReply(n, errors);
};

const update: Handler = async (ctx, _conn, db, body) => {
  const name = collName(body, "update");
  const stmts = batch(body, "update", "updates");
  const ordered = body.ordered !== false;
  const variables = variablesOf(body, "update", db);
  validateNamespace(db, name);
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const errors = eachStatement(stmts, ordered, (stmt, i) => {
    if (!isPlainObject(stmt)) fail(ErrorCodes.TypeMismatch, "Update statements must be objects");
    checkFields("update.updates", stmt, UPDATE_FIELDS);
    const filter = stmt.q;
    if (!isPlainObject(filter))
      fail(
        ErrorCodes.TypeMismatch,
        `BSON field 'update.updates.q' is the wrong type '${bsonTypeName(filter)}', expected type 'object'`,
      );
    const u = stmt.u;
    validateUpdate(u);
    checkCollation(stmt);
    const multi = stmt.multi === true;
    if (multi && !Array.isArray(u) && !Object.keys(u).some((k) => k.startsWith("$")) && Object.keys(u).length > 0) {
      fail(ErrorCodes.FailedToParse, "multi update is not supported for replacement-style update");
    }
    const vars = { ...variables, ...(isPlainObject(stmt.c) ? evaluateLet(stmt.c, db) : {}) };
    const varsOrUndefined = Object.keys(vars).length > 0 ? vars : undefined;
    const coll = writeTarget(ctx, db, name);
    checkHint(coll, stmt.hint);
    const r = updateMatching(ctx, db, name, {
      bypassValidation: body.bypassDocumentValidation === true,
      filter,
      u,
      multi,
      upsert: stmt.upsert === true,
      arrayFilters: stmt.arrayFilters as Document[] | undefined,
      sort: optionalObject(stmt, "update.updates", "sort"),
      variables: varsOrUndefined,
    });
    n += r.matched;
    nModified += r.modified;
    if (r.upsertedId !== undefined) {
      n += 1;
      upserted.push({ index: i, _id: r.upsertedId });
    }
  });
  await ctx.store.commit();
  return writeReply(n, errors, { nModified, ...(upserted.length > 0 ? { upserted } : {}) });
};

interface UpdateRequest {
  bypassValidation?: boolean;
  filter: Document;
  u: UpdateSpec;
  multi: boolean;
  upsert: boolean;
  arrayFilters?: Document[];
  sort?: Document;
  variables?: Document;
}

function validateArrayFilters(af: unknown): void {
  if (af === undefined) return;
  if (!Array.isArray(af)) fail(ErrorCodes.TypeMismatch, "arrayFilters must be an array");
  for (const f of af) if (!isPlainObject(f)) fail(ErrorCodes.TypeMismatch, "arrayFilters elements must be objects");
}

function updateMatching(
  ctx: ServerContext,
  db: string,
  name: string,
  r: UpdateRequest,
): { matched: number; modified: number; upsertedId?: unknown; before?: Document; after?: Document } {
  validateArrayFilters(r.arrayFilters);
  const coll = ctx.store.collection(db, name);
  let docs = matching(coll, db, r.filter, r.variables, r.sort);
  if (!r.multi) docs = docs.slice(0, 1);
  const options = { filter: r.filter, arrayFilters: r.arrayFilters, variables: r.variables, db };
  let modified = 0;
  let before: Document | undefined;
  let after: Document | undefined;
  for (const doc of docs) {
    const next = applyUpdate(doc, r.u, options);
    before ??= doc;
    if (next) {
      ctx.store.replace(coll!, next, { bypassValidation: r.bypassValidation, previous: doc });
      modified++;
      after ??= next;
    } else after ??= doc;
  }
  if (docs.length === 0 && r.upsert) {
    const doc = buildUpsert(r.u, options);
    validateInsertDoc(doc);
    ctx.store.insert(ctx.store.ensureCollection(db, name), doc, { bypassValidation: r.bypassValidation });
    return { matched: 0, modified: 0, upsertedId: doc._id, after: doc };
  }
  return { matched: docs.length, modified, before, after };
}

const del: Handler = async (ctx, _conn, db, body) => {
  const name = collName(body, "delete");
  const stmts = batch(body, "delete", "deletes");
  const ordered = body.ordered !== false;
  const variables = variablesOf(body, "delete", db);
  let n = 0;
  const errors = eachStatement(stmts, ordered, (stmt) => {
    if (!isPlainObject(stmt)) fail(ErrorCodes.TypeMismatch, "Delete statements must be objects");
    checkFields("delete.deletes", stmt, DELETE_FIELDS);
    if (!isPlainObject(stmt.q))
      fail(
        ErrorCodes.TypeMismatch,
        `BSON field 'delete.deletes.q' is the wrong type '${bsonTypeName(stmt.q)}', expected type 'object'`,
      );
    if (stmt.limit === undefined) fail(40414, "BSON field 'delete.deletes.limit' is missing but a required field");
    const limit = Number(stmt.limit);
    if (limit !== 0 && limit !== 1)
      fail(ErrorCodes.FailedToParse, `The limit field in delete objects must be 0 or 1. Got ${limit}`);
    checkCollation(stmt);
    const coll = writeTarget(ctx, db, name);
    checkHint(coll, stmt.hint);
    let docs = matching(coll, db, stmt.q, variables);
    if (limit === 1) docs = docs.slice(0, 1);
    for (const d of docs) if (ctx.store.delete(coll!, d._id)) n++;
  });
  await ctx.store.commit();
  return writeReply(n, errors);
};

const findCmd: Handler = (ctx, _conn, db, body) => {
  const name = collName(body, "find");
  const filter = optionalObject(body, "find", "filter") ?? {};
  const sort = optionalObject(body, "find", "sort");
  const projection = optionalObject(body, "find", "projection");
  const skip = optionalNumber(body, "find", "skip");
  const limit = optionalNumber(body, "find", "limit");
  const batchSize = optionalNumber(body, "find", "batchSize");
  checkCollation(body);
  const coll = readSource(ctx, db, name);
  if (!Array.isArray(coll)) checkHint(coll, body.hint);
  const docs = find(coll, db, { filter, sort, projection, skip, limit, variables: variablesOf(body, "find", db) });
  const singleBatch = body.singleBatch === true;
  // without a projection the documents are the stored ones, whose BSON the collection keeps
  const stored = coll && !Array.isArray(coll) && !(projection && Object.keys(projection).length > 0) ? coll : undefined;
  const { id, batch: firstBatch } = ctx.cursors.start(ns(db, name), docs, batchSize, singleBatch, stored);
  return { cursor: { firstBatch, id, ns: ns(db, name) }, ok: 1 };
};

const getMore: Handler = (ctx, _conn, db, body) => {
  let id = body.getMore;
  if (typeof id === "number") id = Long.fromNumber(id);
  if (!(id instanceof Long))
    fail(
      ErrorCodes.TypeMismatch,
      `BSON field 'getMore.getMore' is the wrong type '${bsonTypeName(id)}', expected type 'long'`,
    );
  const name = collName(body, "collection");
  const batchSize = optionalNumber(body, "getMore", "batchSize");
  const r = ctx.cursors.more(id, ns(db, name), batchSize);
  return { cursor: { nextBatch: r.batch, id: r.id, ns: ns(db, name) }, ok: 1 };
};

const killCursors: Handler = (ctx, _conn, _db, body) => {
  const ids = body.cursors;
  if (!Array.isArray(ids)) fail(ErrorCodes.TypeMismatch, "BSON field 'killCursors.cursors' is missing or not an array");
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const raw of ids) {
    const id = raw instanceof Long ? raw : Long.fromNumber(Number(raw));
    (ctx.cursors.kill(id) ? killed : notFound).push(id);
  }
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

const count: Handler = (ctx, _conn, db, body) => {
  const name = collName(body, "count");
  const filter = optionalObject(body, "count", "query") ?? {};
  const skip = optionalNumber(body, "count", "skip");
  const limit = optionalNumber(body, "count", "limit", { min: -Infinity });
  checkCollation(body);
  const coll = readSource(ctx, db, name);
  if (!Array.isArray(coll)) checkHint(coll, body.hint);
  const n = countDocs(coll, db, { filter, skip, limit: limit ? Math.abs(limit) : undefined });
  return { n, ok: 1 };
};

const distinct: Handler = (ctx, _conn, db, body) => {
  const name = collName(body, "distinct");
  const key = body.key;
  if (typeof key !== "string")
    fail(
      ErrorCodes.TypeMismatch,
      `BSON field 'distinct.key' is the wrong type '${bsonTypeName(key)}', expected type 'string'`,
    );
  const filter = optionalObject(body, "distinct", "query") ?? {};
  checkCollation(body);
  const coll = readSource(ctx, db, name);
  if (!Array.isArray(coll)) checkHint(coll, body.hint);
  const seen = new Set<string>();
  const values: unknown[] = [];
  for (const doc of find(coll, db, { filter })) {
    for (const v of pathValues(doc, key).values) {
      if (v === undefined || Array.isArray(v)) continue;
      const k = keyOf(v);
      if (seen.has(k)) continue;
      seen.add(k);
      values.push(v);
    }
  }
  return { values, ok: 1 };
};

const findAndModify: Handler = async (ctx, _conn, db, body) => {
  const name = collName(body, Object.keys(body)[0]!);
  const filter = optionalObject(body, "findAndModify", "query") ?? {};
  const sort = optionalObject(body, "findAndModify", "sort");
  const fields = optionalObject(body, "findAndModify", "fields");
  const remove = body.remove === true;
  const hasUpdate = body.update !== undefined && body.update !== null;
  const returnNew = body.new === true;
  const upsert = body.upsert === true;
  const variables = variablesOf(body, "findAndModify", db);
  if (remove && hasUpdate) fail(ErrorCodes.FailedToParse, "Cannot specify both an update and remove=true");
  if (!remove && !hasUpdate) fail(ErrorCodes.FailedToParse, "Either an update or remove=true must be specified");
  if (remove && returnNew)
    fail(
      ErrorCodes.FailedToParse,
      "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document",
    );
  if (remove && upsert) fail(ErrorCodes.FailedToParse, "Cannot specify both upsert=true and remove=true");
  checkCollation(body);
  validateNamespace(db, name);
  const coll = writeTarget(ctx, db, name);
  checkHint(coll, body.hint);
  if (remove) {
    const doc = matching(coll, db, filter, variables, sort)[0];
    if (doc) ctx.store.delete(coll!, doc._id);
    await ctx.store.commit();
    return { lastErrorObject: { n: doc ? 1 : 0 }, value: projectOne(doc ?? null, fields, db), ok: 1 };
  }
  const u = body.update;
  validateUpdate(u);
  const r = updateMatching(ctx, db, name, {
    bypassValidation: body.bypassDocumentValidation === true,
    filter,
    u,
    multi: false,
    upsert,
    arrayFilters: body.arrayFilters as Document[] | undefined,
    sort,
    variables,
  });
  await ctx.store.commit();
  const lastErrorObject: Document = {
    n: r.matched + (r.upsertedId !== undefined ? 1 : 0),
    updatedExisting: r.matched > 0,
  };
  if (r.upsertedId !== undefined) lastErrorObject.upserted = r.upsertedId;
  const value = returnNew ? (r.after ?? null) : r.upsertedId !== undefined ? null : (r.before ?? null);
  return { lastErrorObject, value: projectOne(value, fields, db), ok: 1 };
};

const aggregateCmd: Handler = async (ctx, _conn, db, body) => {
  const target = body.aggregate;
  const pipeline = body.pipeline;
  if (!Array.isArray(pipeline))
    fail(
      ErrorCodes.TypeMismatch,
      `BSON field 'aggregate.pipeline' is the wrong type '${bsonTypeName(pipeline)}', expected type 'array'`,
    );
  for (const stage of pipeline) {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1)
      fail(40323, "A pipeline stage specification object must contain exactly one field.");
  }
  const cursorOpt = optionalObject(body, "aggregate", "cursor");
  if (!cursorOpt && body.explain !== true)
    fail(ErrorCodes.FailedToParse, "The 'cursor' option is required, except for aggregate with the explain argument");
  const batchSize = cursorOpt ? optionalNumber(cursorOpt, "aggregate.cursor", "batchSize") : undefined;
  checkCollation(body);
  const variables = variablesOf(body, "aggregate", db);
  let input: () => Document[] = () => [];
  let nsName: string;
  if (typeof target === "string") {
    validateNamespace(db, target);
    const coll = readSource(ctx, db, target);
    if (!Array.isArray(coll)) checkHint(coll, body.hint);
    const first = pipeline[0] as Document | undefined;
    // a leading $match can use an index; the documents are read only if the pipeline runs (not for a count)
    input = () =>
      Array.isArray(coll)
        ? coll
        : coll
          ? first && isPlainObject(first.$match)
            ? coll.candidates(first.$match)
            : coll.all()
          : [];
    nsName = ns(db, target);
  } else if (target === 1) {
    const first = Object.keys((pipeline[0] as Document | undefined) ?? {})[0];
    if (first === "$listLocalSessions") {
      const sessions = [...ctx.sessions.values()];
      input = () => sessions;
      pipeline.shift();
    } else if (first !== "$documents") {
      fail(
        ErrorCodes.InvalidNamespace,
        "{aggregate: 1} is not valid for '" + String(first) + "'; a collection is required.",
      );
    }
    nsName = ns(db, "$cmd.aggregate");
  } else {
    fail(ErrorCodes.FailedToParse, "Invalid aggregate namespace: 'aggregate' must be a collection name or 1");
  }
  const last = pipeline[pipeline.length - 1] as Document | undefined;
  const lastName = last ? Object.keys(last)[0] : undefined;
  for (let i = 0; i < pipeline.length - 1; i++) {
    const n = Object.keys(pipeline[i] as Document)[0];
    if (n === "$out" || n === "$merge") fail(40601, `${n} can only be the final stage in the pipeline`);
  }
  if (lastName === "$out" || lastName === "$merge") {
    const docs = aggregate(input(), pipeline.slice(0, -1) as Document[], db, variables);
    if (lastName === "$out") writeOut(ctx, db, last!.$out, docs);
    else writeMerge(ctx, db, last!.$merge as Document, docs, variables);
    await ctx.store.commit();
    return { cursor: { firstBatch: [], id: Long.ZERO, ns: nsName }, ok: 1 };
  }
  const counted =
    typeof target === "string" ? fastCount(ctx.store.collection(db, target), pipeline as Document[], db) : undefined;
  const docs = counted ?? aggregate(input(), pipeline as Document[], db, variables);
  const { id, batch: firstBatch } = ctx.cursors.start(nsName, docs, batchSize);
  return { cursor: { firstBatch, id, ns: nsName }, ok: 1 };
};

/**
 * `countDocuments` (drivers send `[$match, $skip?, $limit?, $group {_id: 1, n: {$sum: 1}}]`) answered from the
 * query plan, without running the aggregation over every candidate.
 */
function fastCount(coll: Collection | undefined, pipeline: Document[], db: string): Document[] | undefined {
  if (!coll || isView(coll) || pipeline.length < 2 || pipeline.length > 4) return undefined;
  const [first, ...rest] = pipeline;
  const group = rest.pop();
  const match = first?.$match;
  if (!isPlainObject(match) || !isPlainObject(group?.$group)) return undefined;
  const spec = group.$group as Document;
  const keys = Object.keys(spec);
  if (keys.length !== 2 || !("_id" in spec) || isPlainObject(spec._id) || typeof spec._id === "string")
    return undefined;
  const out = keys.find((k) => k !== "_id")!;
  if (!isPlainObject(spec[out]) || keyOf(spec[out]) !== keyOf({ $sum: 1 })) return undefined;
  let skip = 0;
  let limit = Infinity;
  for (const stage of rest) {
    if (typeof stage.$skip === "number" && limit === Infinity) skip = stage.$skip;
    else if (typeof stage.$limit === "number") limit = stage.$limit;
    else return undefined;
  }
  const n = countDocs(coll, db, {
    filter: match,
    ...(skip ? { skip } : {}),
    ...(limit !== Infinity ? { limit } : {}),
  });
  return n === 0 ? [] : [{ _id: spec._id, [out]: n }];
}

function targetNamespace(db: string, spec: unknown): { db: string; coll: string } {
  if (typeof spec === "string") return { db, coll: spec };
  if (isPlainObject(spec) && typeof spec.coll === "string")
    return { db: typeof spec.db === "string" ? spec.db : db, coll: spec.coll };
  if (isPlainObject(spec) && isPlainObject(spec.into)) return targetNamespace(db, spec.into);
  if (isPlainObject(spec) && typeof spec.into === "string") return { db, coll: spec.into };
  return fail(ErrorCodes.FailedToParse, "Invalid output namespace");
}

/** $out replaces the target collection's documents (its indexes stay). */
function writeOut(ctx: ServerContext, db: string, spec: unknown, docs: Document[]): void {
  const t = targetNamespace(db, spec);
  validateNamespace(t.db, t.coll);
  const coll = ctx.store.ensureCollection(t.db, t.coll);
  const prepared = docs.map(withId);
  // check uniqueness of the new contents before touching the old ones
  const seen = new Set<string>();
  for (const d of prepared) {
    const k = keyOf(d._id);
    if (seen.has(k))
      fail(
        ErrorCodes.DuplicateKey,
        `E11000 duplicate key error collection: ${t.db}.${t.coll} index: _id_ dup key: { _id: ${JSON.stringify(d._id)} }`,
        { keyPattern: { _id: 1 }, keyValue: { _id: d._id } },
      );
    seen.add(k);
  }
  for (const d of coll.all()) ctx.store.delete(coll, d._id);
  for (const d of prepared) ctx.store.insert(coll, d);
}

function writeMerge(
  ctx: ServerContext,
  db: string,
  spec: Document,
  docs: Document[],
  variables: Document | undefined,
): void {
  const t = targetNamespace(db, typeof spec === "string" ? spec : spec);
  validateNamespace(t.db, t.coll);
  const on = spec.on === undefined ? ["_id"] : Array.isArray(spec.on) ? (spec.on as string[]) : [spec.on as string];
  const whenMatched = spec.whenMatched ?? "merge";
  const whenNotMatched = spec.whenNotMatched ?? "insert";
  const coll = ctx.store.ensureCollection(t.db, t.coll);
  for (const src of docs) {
    const filter: Document = {};
    for (const f of on) filter[f] = src[f] ?? null;
    const existing = find(coll, t.db, { filter })[0];
    if (existing) {
      if (whenMatched === "replace") ctx.store.replace(coll, { ...src, _id: existing._id });
      else if (whenMatched === "merge") ctx.store.replace(coll, { ...existing, ...src, _id: existing._id });
      else if (whenMatched === "keepExisting") continue;
      else if (whenMatched === "fail") {
        fail(ErrorCodes.DuplicateKey, `E11000 duplicate key error collection: ${t.db}.${t.coll}`, {
          keyPattern: Object.fromEntries(on.map((f) => [f, 1])),
          keyValue: filter,
        });
      } else if (Array.isArray(whenMatched)) {
        const next = applyUpdate(existing, whenMatched as Document[], {
          filter,
          db: t.db,
          variables: { ...variables, new: src },
        });
        if (next) ctx.store.replace(coll, next);
      } else
        fail(
          ErrorCodes.BadValue,
          `Enumeration value '${String(whenMatched)}' for field 'whenMatched' is not a valid value.`,
        );
    } else if (whenNotMatched === "insert") ctx.store.insert(coll, withId(src));
    else if (whenNotMatched === "fail")
      fail(
        13113,
        "$merge could not find a matching document in the target collection for at least one document in the source collection",
      );
    else if (whenNotMatched !== "discard")
      fail(
        ErrorCodes.BadValue,
        `Enumeration value '${String(whenNotMatched)}' for field 'whenNotMatched' is not a valid value.`,
      );
  }
}

// ---------------------------------------------------------------- catalog

function compileValidator(v: unknown, db: string): void {
  if (!isPlainObject(v)) fail(ErrorCodes.TypeMismatch, "'validator' must be an object");
  if (JSON.stringify(Object.keys(v)).includes("$jsonSchema"))
    fail(
      ErrorCodes.InvalidOptions,
      "$jsonSchema validators are not supported by the embedded engine; use query operators",
    );
  compileFilter(v, db);
}

const create: Handler = async (ctx, _conn, db, body) => {
  const name = collName(body, "create");
  validateNamespace(db, name);
  if (body.viewOn !== undefined) {
    if (typeof body.viewOn !== "string" || body.viewOn === "")
      fail(ErrorCodes.TypeMismatch, "'viewOn' must be a non-empty string");
    if (body.pipeline !== undefined && !Array.isArray(body.pipeline))
      fail(ErrorCodes.TypeMismatch, "'pipeline' must be an array");
  }
  if (body.validator !== undefined) compileValidator(body.validator, db);
  if (body.timeseries !== undefined)
    fail(ErrorCodes.InvalidOptions, "Time-series collections are not supported by the embedded engine");
  if (body.capped === true)
    fail(ErrorCodes.InvalidOptions, "Capped collections are not supported by the embedded engine");
  const options: Document = {};
  for (const [k, v] of Object.entries(body)) {
    if (
      k === "create" ||
      k.startsWith("$") ||
      ["lsid", "writeConcern", "comment", "apiVersion", "apiStrict", "apiDeprecationErrors"].includes(k)
    )
      continue;
    options[k] = v;
  }
  ctx.store.createCollection(db, name, options);
  await ctx.store.commit();
  return { ok: 1 };
};

const drop: Handler = async (ctx, _conn, db, body) => {
  const name = collName(body, "drop");
  const coll = ctx.store.collection(db, name);
  const nIndexesWas = coll ? coll.indexSpecs().length : 0;
  if (!coll) return { ok: 1 };
  ctx.store.dropCollection(db, name);
  await ctx.store.commit();
  return { nIndexesWas, ns: ns(db, name), ok: 1 };
};

const dropDatabase: Handler = async (ctx, _conn, db) => {
  ctx.store.dropDatabase(db);
  await ctx.store.commit();
  return { dropped: db, ok: 1 };
};

const listDatabases: Handler = (ctx, _conn, _db, body) => {
  const filter = optionalObject(body, "listDatabases", "filter");
  let dbs = [...ctx.store.dbs.entries()]
    .filter(([, colls]) => colls.size > 0)
    .map(([name, colls]) => {
      let docs = 0;
      for (const c of colls.values()) docs += c.size;
      return { name, sizeOnDisk: docs * 256 + 4096, empty: docs === 0 };
    });
  if (filter) {
    const q = compileFilter(filter, "admin");
    dbs = dbs.filter((d) => q.test(d));
  }
  if (body.nameOnly === true) return { databases: dbs.map((d) => ({ name: d.name })), ok: 1 };
  const totalSize = dbs.reduce((s, d) => s + d.sizeOnDisk, 0);
  return { databases: dbs, totalSize, totalSizeMb: Math.floor(totalSize / 1024 / 1024), ok: 1 };
};

const listCollections: Handler = (ctx, _conn, db, body) => {
  const filter = optionalObject(body, "listCollections", "filter");
  const colls = ctx.store.dbs.get(db) ?? new Map<string, Collection>();
  let entries: Document[] = [...colls.values()].map((c) => ({
    name: c.name,
    type: isView(c) ? "view" : "collection",
    options: c.options,
    info: isView(c) ? { readOnly: true } : { readOnly: false, uuid: c.uuid },
    ...(isView(c) ? {} : { idIndex: { v: 2, key: { _id: 1 }, name: "_id_" } }),
  }));
  if (filter) {
    const q = compileFilter(filter, db);
    entries = entries.filter((e) => q.test(e));
  }
  if (body.nameOnly === true) entries = entries.map((e) => ({ name: e.name, type: e.type }));
  const cursorOpt = optionalObject(body, "listCollections", "cursor");
  const batchSize = cursorOpt ? optionalNumber(cursorOpt, "listCollections.cursor", "batchSize") : undefined;
  const nsName = ns(db, "$cmd.listCollections");
  const { id, batch: firstBatch } = ctx.cursors.start(nsName, entries, batchSize);
  return { cursor: { id, ns: nsName, firstBatch }, ok: 1 };
};

const createIndexes: Handler = async (ctx, _conn, db, body) => {
  const name = collName(body, "createIndexes");
  const specs = body.indexes;
  if (!Array.isArray(specs) || specs.length === 0)
    fail(ErrorCodes.BadValue, "Must specify at least one index to create");
  validateNamespace(db, name);
  writeTarget(ctx, db, name);
  const created = !ctx.store.collection(db, name);
  const coll = ctx.store.ensureCollection(db, name);
  const before = coll.indexSpecs().length;
  let added = 0;
  for (const raw of specs) {
    if (!isPlainObject(raw)) fail(ErrorCodes.TypeMismatch, "Each index specification must be an object");
    const spec = validateIndexSpec({
      ...raw,
      name: raw.name ?? (isPlainObject(raw.key) ? defaultIndexName(raw.key) : undefined),
    });
    const existing = coll.indexSpecs();
    const sameName = existing.find((s) => s.name === spec.name);
    const sameKey = existing.find((s) => keyOf(s.key) === keyOf(spec.key));
    if (sameName) {
      if (keyOf(sameName.key) !== keyOf(spec.key)) {
        fail(
          ErrorCodes.IndexKeySpecsConflict,
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName)}`,
        );
      }
      if (sameName.name !== "_id_" && optionsKey(sameName) !== optionsKey(spec)) {
        fail(
          ErrorCodes.IndexOptionsConflict,
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName)}`,
        );
      }
      continue;
    }
    if (sameKey && optionsKey(sameKey) === optionsKey(spec)) {
      fail(ErrorCodes.IndexOptionsConflict, `Index already exists with a different name: ${sameKey.name}`);
    }
    ctx.store.createIndex(coll, spec);
    added++;
  }
  await ctx.store.commit();
  const after = coll.indexSpecs().length;
  return {
    numIndexesBefore: before,
    numIndexesAfter: after,
    createdCollectionAutomatically: created,
    ...(added === 0 ? { note: "all indexes already exist" } : {}),
    ok: 1,
  };
};

function optionsKey(spec: Document): string {
  const { unique, sparse, expireAfterSeconds, partialFilterExpression } = spec;
  return keyOf({ unique: unique === true, sparse: sparse === true, expireAfterSeconds, partialFilterExpression });
}

const listIndexes: Handler = (ctx, _conn, db, body) => {
  const name = collName(body, "listIndexes");
  const coll = ctx.store.collection(db, name);
  if (!coll) fail(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ns(db, name)}`);
  const cursorOpt = optionalObject(body, "listIndexes", "cursor");
  const batchSize = cursorOpt ? optionalNumber(cursorOpt, "listIndexes.cursor", "batchSize") : undefined;
  const nsName = ns(db, `$cmd.listIndexes.${name}`);
  const { id, batch: firstBatch } = ctx.cursors.start(nsName, coll.indexSpecs(), batchSize);
  return { cursor: { id, ns: nsName, firstBatch }, ok: 1 };
};

const dropIndexes: Handler = async (ctx, _conn, db, body) => {
  const name = collName(body, Object.keys(body)[0]!);
  const coll = ctx.store.collection(db, name);
  if (!coll) fail(ErrorCodes.NamespaceNotFound, `ns not found ${ns(db, name)}`);
  const nIndexesWas = coll.indexSpecs().length;
  const index = body.index;
  const specs = coll.indexSpecs();
  let names: string[];
  if (index === "*") names = specs.slice(1).map((s) => s.name);
  else if (typeof index === "string") names = [index];
  else if (Array.isArray(index)) names = index.map(String);
  else if (isPlainObject(index)) {
    const match = specs.find((s) => keyOf(s.key) === keyOf(index));
    if (!match) fail(ErrorCodes.IndexNotFound, `can't find index with key: ${JSON.stringify(index)}`);
    names = [match.name];
  } else
    fail(ErrorCodes.TypeMismatch, "BSON field 'dropIndexes.index' must be a string, an array of strings or an object");
  for (const n of names) {
    if (n === "_id_") fail(ErrorCodes.InvalidOptions, "cannot drop _id index");
    if (!coll.indexes.has(n)) fail(ErrorCodes.IndexNotFound, `index not found with name [${n}]`);
  }
  for (const n of names) ctx.store.dropIndex(coll, n);
  await ctx.store.commit();
  return { nIndexesWas, ok: 1 };
};

const collMod: Handler = async (ctx, _conn, db, body) => {
  const name = collName(body, "collMod");
  const coll = ctx.store.collection(db, name);
  if (!coll) fail(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ns(db, name)}`);
  const reply: Document = { ok: 1 };
  const index = optionalObject(body, "collMod", "index");
  if (index) {
    const spec = coll
      .indexSpecs()
      .find((s) => (index.name !== undefined ? s.name === index.name : keyOf(s.key) === keyOf(index.keyPattern)));
    if (!spec)
      fail(
        ErrorCodes.IndexNotFound,
        `cannot find index ${JSON.stringify(index.name ?? index.keyPattern)} for ns ${ns(db, name)}`,
      );
    if (index.expireAfterSeconds !== undefined) {
      reply.expireAfterSeconds_old = spec.expireAfterSeconds;
      reply.expireAfterSeconds_new = index.expireAfterSeconds;
      ctx.store.dropIndex(coll, spec.name);
      ctx.store.createIndex(coll, { ...spec, expireAfterSeconds: index.expireAfterSeconds as number });
    }
  }
  if (body.validator !== undefined) compileValidator(body.validator, db);
  const options = { ...coll.options };
  for (const [k, v] of Object.entries(body)) {
    if (k === "collMod" || k === "index" || k.startsWith("$") || ["lsid", "writeConcern", "comment"].includes(k))
      continue;
    options[k] = v;
  }
  ctx.store.createCollectionOptions(coll, options);
  await ctx.store.commit();
  return reply;
};

const renameCollection: Handler = async (ctx, _conn, db, body) => {
  if (db !== "admin") fail(13, "renameCollection may only be run against the admin database.");
  const from = String(body.renameCollection ?? "");
  const to = String(body.to ?? "");
  const [fromDb, ...fromRest] = from.split(".");
  const [toDb, ...toRest] = to.split(".");
  const fromName = fromRest.join(".");
  const toName = toRest.join(".");
  const source = ctx.store.collection(fromDb!, fromName);
  if (!source) fail(ErrorCodes.NamespaceNotFound, "Source collection " + from + " does not exist");
  validateNamespace(toDb!, toName);
  if (ctx.store.collection(toDb!, toName)) {
    if (body.dropTarget !== true) fail(ErrorCodes.NamespaceExists, "target namespace exists");
    ctx.store.dropCollection(toDb!, toName);
  }
  const target = ctx.store.createCollection(toDb!, toName, source.options);
  for (const spec of source.indexSpecs().slice(1)) ctx.store.createIndex(target, spec);
  for (const doc of source.all()) ctx.store.insert(target, doc);
  ctx.store.dropCollection(fromDb!, fromName);
  await ctx.store.commit();
  return { ok: 1 };
};

// ---------------------------------------------------------------- server info

function helloReply(ctx: ServerContext, conn: Connection, legacy: boolean): Document {
  return {
    helloOk: true,
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: conn.id,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

const hello: Handler = (ctx, conn) => helloReply(ctx, conn, false);
const isMaster: Handler = (ctx, conn) => helloReply(ctx, conn, true);

const buildInfo: Handler = () => ({
  version: SERVER_VERSION,
  gitVersion: "embedded",
  versionArray: SERVER_VERSION.split(".").map(Number).concat([0]),
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ["embedded"],
  modules: [],
  javascriptEngine: "none",
  ok: 1,
});

const PARAMETERS: Document = {
  featureCompatibilityVersion: { version: SERVER_VERSION.split(".").slice(0, 2).join(".") },
  authenticationMechanisms: [],
  maxBSONDepth: 100,
  internalDocumentSourceGroupMaxMemoryBytes: 104857600,
  cursorTimeoutMillis: 600000,
  ttlMonitorSleepSecs: 60,
};

const getParameter: Handler = (_ctx, _conn, _db, body) => {
  const arg = body.getParameter;
  if (arg === "*" || (isPlainObject(arg) && arg.allParameters === true)) return { ...PARAMETERS, ok: 1 };
  const out: Document = {};
  for (const k of Object.keys(body)) {
    if (k === "getParameter" || k.startsWith("$") || k === "lsid" || k === "comment") continue;
    if (k in PARAMETERS) out[k] = PARAMETERS[k];
  }
  if (Object.keys(out).length === 0) fail(ErrorCodes.InvalidOptions, "no option found to get");
  return { ...out, ok: 1 };
};

const serverStatus: Handler = (ctx) => ({
  host: ctx.address,
  version: SERVER_VERSION,
  process: "embedded",
  uptime: Math.floor((Date.now() - ctx.startedAt.getTime()) / 1000),
  localTime: new Date(),
  metrics: { cursor: { open: { total: ctx.cursors.size } } },
  ok: 1,
});

const dbStats: Handler = (ctx, _conn, db) => {
  const colls = ctx.store.dbs.get(db);
  let objects = 0;
  let indexes = 0;
  for (const c of colls?.values() ?? []) {
    objects += c.size;
    indexes += c.indexSpecs().length;
  }
  return { db, collections: colls?.size ?? 0, views: 0, objects, indexes, dataSize: objects * 256, ok: 1 };
};

const explain: Handler = (ctx, _conn, db, body) => {
  const inner = body.explain;
  if (!isPlainObject(inner)) fail(ErrorCodes.TypeMismatch, "explain command requires a nested object");
  const cmd = Object.keys(inner)[0] ?? "";
  const name = inner[cmd];
  if (typeof name !== "string") fail(ErrorCodes.InvalidNamespace, "explain requires a collection");
  let filter: Document = {};
  if (cmd === "find") filter = (inner.filter as Document) ?? {};
  else if (cmd === "count" || cmd === "distinct") filter = (inner.query as Document) ?? {};
  else if (cmd === "aggregate") filter = ((inner.pipeline as Document[] | undefined)?.[0]?.$match as Document) ?? {};
  else if (cmd === "findAndModify" || cmd === "findandmodify") filter = (inner.query as Document) ?? {};
  else if (cmd === "update") filter = ((inner.updates as Document[] | undefined)?.[0]?.q as Document) ?? {};
  else if (cmd === "delete") filter = ((inner.deletes as Document[] | undefined)?.[0]?.q as Document) ?? {};
  else fail(ErrorCodes.IllegalOperation, `Explain for '${cmd}' is not supported by the embedded engine`);
  const coll = ctx.store.collection(db, name);
  const plan = coll ? coll.plan(filter) : { docs: [], index: null };
  const q = compileFilter(filter, db);
  let nReturned = 0;
  let examined = 0;
  try {
    for (const d of plan.docs) {
      examined++;
      if (q.test(d)) nReturned++;
    }
  } catch (err) {
    throw queryError(err);
  }
  const winningPlan = plan.index
    ? { stage: "FETCH", inputStage: { stage: plan.index === "_id_" ? "IDHACK" : "IXSCAN", indexName: plan.index } }
    : { stage: "COLLSCAN" };
  return {
    queryPlanner: { namespace: ns(db, name), parsedQuery: filter, winningPlan, rejectedPlans: [] },
    executionStats: { nReturned, totalDocsExamined: examined, totalKeysExamined: plan.index ? examined : 0 },
    serverInfo: { version: SERVER_VERSION },
    ok: 1,
  };
};

const ok: Handler = () => ({ ok: 1 });

const handlers: Record<string, Handler> = {
  hello,
  isMaster,
  ismaster: isMaster,
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  endSessions: ok,
  killAllSessions: ok,
  refreshSessions: ok,
  insert,
  update,
  delete: del,
  find: findCmd,
  getMore,
  killCursors,
  findAndModify,
  findandmodify: findAndModify,
  aggregate: aggregateCmd,
  count,
  distinct,
  create,
  drop,
  dropDatabase,
  listDatabases,
  listCollections,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  collMod,
  renameCollection,
  serverStatus,
  dbStats,
  explain,
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  whatsmyuri: (_ctx, conn) => ({ you: conn.remote, ok: 1 }),
  getCmdLineOpts: () => ({ argv: ["embedded"], parsed: {}, ok: 1 }),
  getLog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
  hostInfo: (ctx) => ({ system: { hostname: ctx.address }, os: { type: process.platform }, extra: {}, ok: 1 }),
};
