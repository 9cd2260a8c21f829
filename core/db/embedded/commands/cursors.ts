import { Long } from "bson";
import { ErrorCodes, fail } from "../errors.js";
import { find } from "../query.js";
import { bsonTypeName } from "../update.js";
import type { Handler } from "./context.js";
import {
  checkCollation,
  checkHint,
  collName,
  ns,
  optionalNumber,
  optionalObject,
  readSource,
  variablesOf,
} from "./helpers.js";

/** find and its cursors: getMore, killCursors. */

export const findCmd: Handler = (ctx, _conn, db, body) => {
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

export const getMore: Handler = (ctx, _conn, db, body) => {
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

export const killCursors: Handler = (ctx, _conn, _db, body) => {
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
