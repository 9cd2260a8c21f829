import { type Document, Long } from "bson";
import type { Collection } from "../collection.js";
import { ErrorCodes, fail } from "../errors.js";
import { fastGroup } from "../group.js";
import { findThenLookup } from "../lookup.js";
import { unionOfParts } from "../union.js";
import { aggregate, count as countDocs, find } from "../query.js";
import { validateNamespace } from "../store.js";
import { applyUpdate, bsonTypeName } from "../update.js";
import { isPlainObject, keyOf } from "../values.js";
import { collectionStats } from "./catalog.js";
import type { Handler, ServerContext } from "./context.js";
import {
  checkCollation,
  checkHint,
  isView,
  ns,
  optionalNumber,
  optionalObject,
  readSource,
  variablesOf,
  withId,
} from "./helpers.js";

/** aggregate, with $out/$merge, the countDocuments shortcut, groups without mingo (group.ts), `$unionWith` part by part
 * (union.ts) and a `$lookup` by `_id` after a find (lookup.ts). */

export const aggregateCmd: Handler = async (ctx, _conn, db, body) => {
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
    if (first && isPlainObject(first.$collStats)) {
      const stats = collStatsStage(ctx, db, target, first.$collStats);
      input = () => [stats];
      pipeline.shift();
    }
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
  const source = typeof target === "string" ? ctx.store.collection(db, target) : undefined;
  const stored = source && !isView(source) ? source : undefined;
  const docs =
    fastCount(stored, pipeline as Document[], db) ??
    (stored ? fastGroup(stored, pipeline as Document[], db, variables) : undefined) ??
    (typeof target === "string"
      ? unionOfParts(target, pipeline as Document[], db, (name) => readSource(ctx, db, name), variables)
      : undefined) ??
    findThenLookup(stored, pipeline as Document[], db, (name) => readSource(ctx, db, name), variables) ??
    aggregate(input(), pipeline as Document[], db, variables);
  const { id, batch: firstBatch } = ctx.cursors.start(nsName, docs, batchSize);
  return { cursor: { firstBatch, id, ns: nsName }, ok: 1 };
};

/** `$collStats` (first stage): `storageStats` and `count` of a collection, the way drivers read capped options. */
function collStatsStage(ctx: ServerContext, db: string, name: string, spec: Document): Document {
  const coll = ctx.store.collection(db, name);
  if (!coll)
    fail(
      ErrorCodes.NamespaceNotFound,
      `Unable to retrieve storageStats in $collStats stage :: caused by :: Collection [${ns(db, name)}] not found.`,
    );
  const stats = collectionStats(coll);
  return {
    ns: ns(db, name),
    host: ctx.address,
    localTime: new Date(),
    ...(spec.storageStats !== undefined ? { storageStats: stats } : {}),
    ...(spec.count !== undefined ? { count: coll.size } : {}),
  };
}

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
