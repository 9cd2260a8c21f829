/**
 * The documents a cursor command (`find`, `aggregate`) answers, each as its BSON bytes, read as plain commands: the
 * first reply and each `getMore` are deserialized with their batch kept raw (`fieldsAsRaw`), so a document costs one
 * `subarray` of the reply. The driver's cursor with its `raw` option answers the same bytes, but first builds an
 * on-demand view of every document (an array per field: ~66 kB of garbage for a 50-person page, the largest
 * allocation of a computed list in bench:api).
 *
 * One explicit session covers the command and its `getMore`s (MongoDB refuses a `getMore` from another session), and
 * a cursor left open by an error is killed. `singleBatch: true` in a `find` answers in one round trip.
 *
 * @example
 * const docs = await rawResults(db, client, "workers", { find: "workers", filter, sort, limit: 50, singleBatch: true });
 */
import type { Db, Document, Long, MongoClient } from "mongodb";

interface CursorReply {
  cursor: { id: Long | number; firstBatch?: Uint8Array[]; nextBatch?: Uint8Array[] };
}

const RAW_BATCHES = { fieldsAsRaw: { firstBatch: true, nextBatch: true }, promoteLongs: false };

const isZero = (id: Long | number) => (typeof id === "number" ? id === 0 : id.isZero());

export async function rawResults(
  db: Db,
  client: MongoClient,
  collection: string,
  command: Document,
): Promise<Uint8Array[]> {
  const session = client.startSession();
  let id: Long | number = 0;
  try {
    let reply = (await db.command(command, { ...RAW_BATCHES, session } as never)) as unknown as CursorReply;
    const docs: Uint8Array[] = reply.cursor.firstBatch ?? [];
    id = reply.cursor.id;
    while (!isZero(id)) {
      reply = (await db.command({ getMore: id, collection }, { ...RAW_BATCHES, session } as never)) as never;
      for (const doc of reply.cursor.nextBatch ?? []) docs.push(doc);
      id = reply.cursor.id;
    }
    return docs;
  } catch (error) {
    if (!isZero(id)) await db.command({ killCursors: collection, cursors: [id] }, { session }).catch(() => undefined);
    throw error;
  } finally {
    await session.endSession();
  }
}
