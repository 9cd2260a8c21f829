import type { Document } from "bson";
import type { Collection } from "../collection.js";
import { ErrorCodes, fail } from "../errors.js";
import { defaultIndexName, validateIndexSpec } from "../indexes.js";
import { compileFilter } from "../query.js";
import { validateNamespace } from "../store.js";
import { isPlainObject, keyOf } from "../values.js";
import type { Handler } from "./context.js";
import { collName, isView, ns, optionalNumber, optionalObject, writeTarget } from "./helpers.js";

/** Databases, collections, views and indexes. */

function compileValidator(v: unknown, db: string): void {
  if (!isPlainObject(v)) fail(ErrorCodes.TypeMismatch, "'validator' must be an object");
  if (JSON.stringify(Object.keys(v)).includes("$jsonSchema"))
    fail(
      ErrorCodes.InvalidOptions,
      "$jsonSchema validators are not supported by the embedded engine; use query operators",
    );
  compileFilter(v, db);
}

export const create: Handler = async (ctx, _conn, db, body) => {
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
  if (body.capped === true) Object.assign(options, cappedOptions(body));
  else delete options.capped;
  ctx.store.createCollection(db, name, options);
  await ctx.store.commit();
  return { ok: 1 };
};

/**
 * `capped: true` needs `size` (bytes); mongod raises it to at least 4096 and to a multiple of 256. `max` (documents)
 * is optional; 0 means no limit.
 */
function cappedOptions(body: Document): Document {
  if (body.viewOn !== undefined) fail(ErrorCodes.InvalidOptions, "A view cannot be capped");
  const size = optionalNumber(body, "create", "size", { min: 1 });
  if (size === undefined) fail(ErrorCodes.InvalidOptions, "the 'size' field is required when 'capped' is true");
  const max = optionalNumber(body, "create", "max") ?? 0;
  return { capped: true, size: size <= 4096 ? 4096 : Math.ceil(size / 256) * 256, ...(max > 0 ? { max } : {}) };
}

/** Sizes and options of one collection, as `collStats` and the `$collStats` stage's `storageStats` show them. */
export function collectionStats(coll: Collection): Document {
  const size = coll.dataBytes;
  return {
    size,
    count: coll.size,
    ...(coll.size > 0 ? { avgObjSize: Math.round(size / coll.size) } : {}),
    storageSize: size,
    capped: coll.capped,
    ...(coll.capped ? { max: Number(coll.options.max ?? 0), maxSize: Number(coll.options.size) } : {}),
    nindexes: coll.indexSpecs().length,
    totalIndexSize: 0,
    indexSizes: Object.fromEntries(coll.indexSpecs().map((s) => [s.name, 0])),
  };
}

export const collStats: Handler = (ctx, _conn, db, body) => {
  const name = collName(body, "collStats");
  const coll = ctx.store.collection(db, name);
  if (!coll) fail(ErrorCodes.NamespaceNotFound, `Collection [${ns(db, name)}] not found.`);
  if (isView(coll)) fail(ErrorCodes.CommandNotSupportedOnView, `Namespace ${ns(db, name)} is a view, not a collection`);
  return { ns: ns(db, name), ...collectionStats(coll), ok: 1 };
};

export const drop: Handler = async (ctx, _conn, db, body) => {
  const name = collName(body, "drop");
  const coll = ctx.store.collection(db, name);
  const nIndexesWas = coll ? coll.indexSpecs().length : 0;
  if (!coll) return { ok: 1 };
  ctx.store.dropCollection(db, name);
  await ctx.store.commit();
  return { nIndexesWas, ns: ns(db, name), ok: 1 };
};

export const dropDatabase: Handler = async (ctx, _conn, db) => {
  ctx.store.dropDatabase(db);
  await ctx.store.commit();
  return { dropped: db, ok: 1 };
};

export const listDatabases: Handler = (ctx, _conn, _db, body) => {
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

export const listCollections: Handler = (ctx, _conn, db, body) => {
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

export const createIndexes: Handler = async (ctx, _conn, db, body) => {
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

export const listIndexes: Handler = (ctx, _conn, db, body) => {
  const name = collName(body, "listIndexes");
  const coll = ctx.store.collection(db, name);
  if (!coll) fail(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ns(db, name)}`);
  const cursorOpt = optionalObject(body, "listIndexes", "cursor");
  const batchSize = cursorOpt ? optionalNumber(cursorOpt, "listIndexes.cursor", "batchSize") : undefined;
  const nsName = ns(db, `$cmd.listIndexes.${name}`);
  const { id, batch: firstBatch } = ctx.cursors.start(nsName, coll.indexSpecs(), batchSize);
  return { cursor: { id, ns: nsName, firstBatch }, ok: 1 };
};

export const dropIndexes: Handler = async (ctx, _conn, db, body) => {
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

export const collMod: Handler = async (ctx, _conn, db, body) => {
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

export const renameCollection: Handler = async (ctx, _conn, db, body) => {
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
