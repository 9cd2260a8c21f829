/**
 * The documents a cursor command (`find`, `aggregate`) answers, read as plain commands: the first reply and each
 * `getMore` are deserialized whole. `rawResults` keeps each document as its BSON bytes (the batch read with
 * `fieldsAsRaw`, so a document costs one `subarray` of the reply); `documentResults` answers plain objects, as a lean
 * mongoose read does. The driver's cursor answers the same, but builds a cursor object, its options and an on-demand
 * view of every document first (for a 50-person page ~66 kB of garbage, the largest allocation of a computed list in
 * bench:api; for a punch's one-document reads, most of the driver's time per read).
 *
 * One explicit session covers the command and its `getMore`s (MongoDB refuses a `getMore` from another session), and
 * a cursor left open by an error is killed. `singleBatch: true` in a `find` answers in one round trip.
 *
 * @example
 * const docs = await rawResults(db, client, "workers", { find: "workers", filter, sort, limit: 50, singleBatch: true });
 */
import { type Db, type Document, Long, type MongoClient, MongoNetworkError } from "mongodb";
import mongoose, { type Model } from "mongoose";

interface CursorReply<D> {
  cursor: { id: Long | number; firstBatch?: D[]; nextBatch?: D[] };
}

const RAW_BATCHES = { fieldsAsRaw: { firstBatch: true, nextBatch: true }, promoteLongs: false };

const isZero = (id: Long | number) => (typeof id === "number" ? id === 0 : id.isZero());
/** A cursor id as MongoDB wants it back (a 64-bit integer; a small id may have been read as a number). */
const asLong = (id: Long | number) => (typeof id === "number" ? Long.fromNumber(id) : id);

/**
 * MongoDB's retryable read errors (the driver's list, from the retryable reads specification): a network error, or a
 * server answering that it is shutting down, stepping down or not the primary any more.
 */
const RETRYABLE_READ_CODES = new Set([6, 7, 89, 91, 189, 9001, 10107, 11600, 11602, 13435, 13436, 262, 134]);

function isRetryableRead(error: unknown): boolean {
  if (error instanceof MongoNetworkError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "number" && RETRYABLE_READ_CODES.has(code);
}

/**
 * The command's first reply, retried once after a retryable error as the driver retries its own reads (a replica
 * set electing a new primary, a dropped connection); `retryReads=false` in the connection string turns it off. A
 * `getMore` is not retried (its cursor lived on the server that failed), as the driver does not retry one either.
 */
export async function firstReply(
  db: Db,
  client: MongoClient,
  command: Document,
  options: Document = {},
): Promise<unknown> {
  try {
    return await db.command(command, options);
  } catch (error) {
    if (client.options?.retryReads === false || !isRetryableRead(error)) throw error;
    return db.command(command, options);
  }
}

async function results<D>(
  db: Db,
  client: MongoClient,
  collection: string,
  command: Document,
  bsonOptions: Document,
): Promise<D[]> {
  reportToDebug(collection, command);
  const session = client.startSession();
  let id: Long | number = 0;
  try {
    let reply = (await firstReply(db, client, command, { session, ...bsonOptions })) as CursorReply<D>;
    const docs: D[] = reply.cursor.firstBatch ?? [];
    id = reply.cursor.id;
    while (!isZero(id)) {
      reply = (await db.command(
        { getMore: asLong(id), collection },
        { session, ...bsonOptions },
      )) as unknown as CursorReply<D>;
      for (const doc of reply.cursor.nextBatch ?? []) docs.push(doc);
      id = reply.cursor.id;
    }
    return docs;
  } catch (error) {
    if (!isZero(id))
      await db.command({ killCursors: collection, cursors: [asLong(id)] }, { session }).catch(() => undefined);
    throw error;
  } finally {
    await session.endSession();
  }
}

/**
 * These reads skip mongoose's queries, so they are handed to mongoose's debug function themselves (`mongoose.set("debug",
 * fn)`: `fn(collection, "find" | "aggregate", filter or pipeline)`), as mongoose hands its own: a debug log, or a test
 * counting reads, sees every read either way.
 */
function reportToDebug(collection: string, command: Document): void {
  const debug = mongoose.get("debug") as unknown;
  if (typeof debug !== "function") return;
  const name = Object.keys(command)[0]!;
  (debug as (...args: unknown[]) => void)(collection, name, command.filter ?? command.pipeline);
}

/** Every result document as its BSON bytes. */
export function rawResults(db: Db, client: MongoClient, collection: string, command: Document): Promise<Uint8Array[]> {
  return results<Uint8Array>(db, client, collection, command, RAW_BATCHES);
}

/** Every result document as a plain object (the driver's usual decoding: ObjectIds, Dates, numbers). */
export function documentResults<D = Document>(
  db: Db,
  client: MongoClient,
  collection: string,
  command: Document,
): Promise<D[]> {
  return results<D>(db, client, collection, command, {});
}

/**
 * Records of a model as its lean `find` answers them, read as one `find` command: the filter cast as mongoose casts
 * a query's. For hot reads of kernel models (sessions, users); tenant models read through `scoped()`, which adds the
 * tenant guard.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model: only its collection and casting are used
export function leanFind<D>(model: Model<any>, filter: Record<string, unknown>, limit?: number): Promise<D[]> {
  const collection = model.collection.collectionName;
  return documentResults<D>(model.db.db!, model.db.getClient(), collection, {
    find: collection,
    filter: model.countDocuments(filter).cast(model) as Document,
    ...(limit ? { limit, batchSize: limit, ...(limit === 1 ? { singleBatch: true } : {}) } : {}),
  });
}
