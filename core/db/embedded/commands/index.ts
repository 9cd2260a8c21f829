import { Binary, type Document } from "bson";
import { createHash } from "node:crypto";
import { EngineError, ErrorCodes, fail, toEngineError } from "../errors.js";
import { isPlainObject, keyOf } from "../values.js";
import { aggregateCmd } from "./aggregate.js";
import {
  collMod,
  collStats,
  create,
  createIndexes,
  drop,
  dropDatabase,
  dropIndexes,
  listCollections,
  listDatabases,
  listIndexes,
  renameCollection,
} from "./catalog.js";
import type { Connection, Handler, ServerContext } from "./context.js";
import { count, del, distinct, findAndModify, insert, update } from "./crud.js";
import { findCmd, getMore, killCursors } from "./cursors.js";
import { buildInfo, dbStats, explain, getParameter, hello, isMaster, ok, serverStatus } from "./server-info.js";

export type { Connection, ServerContext } from "./context.js";
export { MAX_WIRE_VERSION, SERVER_VERSION } from "./server-info.js";

/** The command table: command name to handler, one family per file beside this one. */

/** The session cache's user id for unauthenticated clients: SHA-256 of the empty string. */
const ANONYMOUS_UID = new Binary(createHash("sha256").update("").digest(), 0);

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
  collStats,
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
