import type { Document } from "bson";
import { ErrorCodes, fail } from "../errors.js";
import { compileFilter, queryError } from "../query.js";
import { isPlainObject } from "../values.js";
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE, MAX_WRITE_BATCH_SIZE } from "../wire.js";
import type { Connection, Handler, ServerContext } from "./context.js";
import { ns } from "./helpers.js";

/** The handshake, server and database information, explain. */

/** The engine answers as a MongoDB 8.0 standalone (wire version 25). */
export const SERVER_VERSION = "8.0.0";
export const MAX_WIRE_VERSION = 25;

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

export const hello: Handler = (ctx, conn) => helloReply(ctx, conn, false);
export const isMaster: Handler = (ctx, conn) => helloReply(ctx, conn, true);

export const buildInfo: Handler = () => ({
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

export const getParameter: Handler = (_ctx, _conn, _db, body) => {
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

export const serverStatus: Handler = (ctx) => ({
  host: ctx.address,
  version: SERVER_VERSION,
  process: "embedded",
  uptime: Math.floor((Date.now() - ctx.startedAt.getTime()) / 1000),
  localTime: new Date(),
  metrics: { cursor: { open: { total: ctx.cursors.size } } },
  ok: 1,
});

export const dbStats: Handler = (ctx, _conn, db) => {
  const colls = ctx.store.dbs.get(db);
  let objects = 0;
  let indexes = 0;
  for (const c of colls?.values() ?? []) {
    objects += c.size;
    indexes += c.indexSpecs().length;
  }
  return { db, collections: colls?.size ?? 0, views: 0, objects, indexes, dataSize: objects * 256, ok: 1 };
};

export const explain: Handler = (ctx, _conn, db, body) => {
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
  // as MongoDB shows it, a FETCH evaluates per document only what the index bounds do not decide
  const winningPlan = plan.index
    ? {
        stage: "FETCH",
        ...("exact" in plan && !plan.exact ? { filter: ("residual" in plan && plan.residual) || filter } : {}),
        inputStage: { stage: plan.index === "_id_" ? "IDHACK" : "IXSCAN", indexName: plan.index },
      }
    : { stage: "COLLSCAN" };
  return {
    queryPlanner: { namespace: ns(db, name), parsedQuery: filter, winningPlan, rejectedPlans: [] },
    executionStats: { nReturned, totalDocsExamined: examined, totalKeysExamined: plan.index ? examined : 0 },
    serverInfo: { version: SERVER_VERSION },
    ok: 1,
  };
};

export const ok: Handler = () => ({ ok: 1 });
