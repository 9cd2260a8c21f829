import { type Document, Long } from "bson";
import { ErrorCodes, fail } from "../errors.js";
import { find, type FindOptions } from "../query.js";
import { bsonTypeName } from "../update.js";
import type { Handler, ServerContext } from "./context.js";
import {
  checkCollation,
  checkHint,
  collName,
  isView,
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
  const singleBatch = body.singleBatch === true;
  if (body.awaitData === true && body.tailable !== true)
    fail(ErrorCodes.FailedToParse, "Cannot set 'awaitData' without also setting 'tailable'");
  if (body.tailable === true) {
    if (singleBatch) fail(ErrorCodes.BadValue, "cannot use tailable option with the 'singleBatch' option");
    if (limit) fail(ErrorCodes.BadValue, "tailable cursors with a limit are not supported by the embedded engine");
    const variables = variablesOf(body, "find", db);
    return tailableFind(
      ctx,
      db,
      name,
      { filter, sort, projection, skip, variables },
      batchSize,
      body.awaitData === true,
    );
  }
  const coll = readSource(ctx, db, name);
  if (!Array.isArray(coll)) checkHint(coll, body.hint);
  const docs = find(coll, db, { filter, sort, projection, skip, limit, variables: variablesOf(body, "find", db) });
  // stored documents, and the projections of them the collection keeps, are serialized once (Collection.bsonOf)
  const stored = coll && !Array.isArray(coll) ? coll : undefined;
  const { id, batch: firstBatch } = ctx.cursors.start(ns(db, name), docs, batchSize, singleBatch, stored);
  return { cursor: { firstBatch, id, ns: ns(db, name) }, ok: 1 };
};

export const getMore: Handler = async (ctx, _conn, db, body) => {
  let id = body.getMore;
  if (typeof id === "number") id = Long.fromNumber(id);
  if (!(id instanceof Long))
    fail(
      ErrorCodes.TypeMismatch,
      `BSON field 'getMore.getMore' is the wrong type '${bsonTypeName(id)}', expected type 'long'`,
    );
  const name = collName(body, "collection");
  const batchSize = optionalNumber(body, "getMore", "batchSize");
  const maxTimeMS = optionalNumber(body, "getMore", "maxTimeMS");
  let r = ctx.cursors.more(id, ns(db, name), batchSize);
  if (r.batch.length === 0 && ctx.cursors.awaitsData(id)) {
    // awaitData: wait for an insert up to maxTimeMS (mongod's default: 1 s), then answer what there is
    const deadline = Date.now() + (maxTimeMS || DEFAULT_AWAIT_MS);
    for (let left = deadline - Date.now(); left > 0; left = deadline - Date.now()) {
      const end = await ctx.cursors.waitForData(id, left);
      if (end === "killed") fail(ErrorCodes.CursorKilled, `cursor id ${id.toString()} was killed`);
      r = ctx.cursors.more(id, ns(db, name), batchSize);
      if (end === "timeout" || r.batch.length > 0) break;
    }
    // what a tailing reader is handed is on disk, as the writer's acknowledgement is
    if (r.batch.length > 0) await ctx.store.commit();
  }
  return { cursor: { nextBatch: r.batch, id: r.id, ns: ns(db, name) }, ok: 1 };
};

/** How long an awaitData getMore waits without `maxTimeMS`, as mongod. */
const DEFAULT_AWAIT_MS = 1000;

/**
 * A tailable cursor on a capped collection: the matching documents in insertion order, then, on getMore, those
 * inserted since. mongod keeps no cursor on an empty collection (SERVER-13955), so neither does this.
 */
function tailableFind(
  ctx: ServerContext,
  db: string,
  name: string,
  o: FindOptions,
  batchSize: number | undefined,
  awaitData: boolean,
): Document {
  const nsName = ns(db, name);
  const sortKeys = Object.keys(o.sort ?? {});
  if (sortKeys.length > 0 && (sortKeys.length > 1 || sortKeys[0] !== "$natural" || Number(o.sort!.$natural) !== 1))
    fail(
      ErrorCodes.BadValue,
      "error processing query: cannot use tailable option with a sort other than {$natural: 1}",
    );
  const coll = ctx.store.collection(db, name);
  if (isView(coll)) fail(ErrorCodes.CommandNotSupportedOnView, `Namespace ${nsName} is a view, not a collection`);
  if (!coll) return { cursor: { firstBatch: [], id: Long.ZERO, ns: nsName }, ok: 1 };
  if (!coll.capped)
    fail(
      ErrorCodes.BadValue,
      `error processing query: ns=${nsName} tailable cursor requested on non capped collection`,
    );
  const { filter, projection, variables } = o;
  const select = (docs: Document[]): Document[] => find(docs, db, { filter, projection, variables });
  const docs = find(coll.insertedAfter(0), db, { filter, projection, variables, skip: o.skip });
  const tail = coll.size > 0 ? { coll, lastSeq: coll.lastSeq, awaitData, select } : undefined;
  const { id, batch: firstBatch } = ctx.cursors.start(nsName, docs, batchSize, false, undefined, tail);
  return { cursor: { firstBatch, id, ns: nsName }, ok: 1 };
}

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
