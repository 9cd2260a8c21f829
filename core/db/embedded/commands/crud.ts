import type { Document } from "bson";
import { ErrorCodes, fail } from "../errors.js";
import { count as countDocs, find } from "../query.js";
import { validateNamespace } from "../store.js";
import { applyUpdate, buildUpsert, bsonTypeName, validateUpdate, type UpdateSpec } from "../update.js";
import { isPlainObject, keyOf, pathValues } from "../values.js";
import type { Handler, ServerContext } from "./context.js";
import {
  batch,
  checkCollation,
  checkFields,
  checkHint,
  collName,
  eachStatement,
  evaluateLet,
  matching,
  optionalNumber,
  optionalObject,
  projectOne,
  readSource,
  validateInsertDoc,
  variablesOf,
  withId,
  writeReply,
  writeTarget,
} from "./helpers.js";

/** Writes and simple reads: insert, update, delete, findAndModify, count, distinct. */

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

export const insert: Handler = async (ctx, _conn, db, body) => {
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

export const update: Handler = async (ctx, _conn, db, body) => {
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

export const del: Handler = async (ctx, _conn, db, body) => {
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

export const count: Handler = (ctx, _conn, db, body) => {
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

export const distinct: Handler = (ctx, _conn, db, body) => {
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

export const findAndModify: Handler = async (ctx, _conn, db, body) => {
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
