import { BSON, type Document } from "bson";
import { Aggregator } from "mingo";
import { type Db, MongoClient } from "mongodb";
import { afterAll, beforeAll } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "../index.js";

/**
 * An engine of the calling `describe`'s own, in memory, reached through the official driver: started before its tests,
 * closed after them. Call it where the tests are declared; read `db` inside a hook or a test.
 *
 * @example
 * const engine = useEngineDb("readpath");
 * it("...", async () => { await engine.db.collection("c").insertOne({}); });
 */
export function useEngineDb(name: string): { readonly db: Db } {
  let server: EmbeddedServer | undefined;
  let client: MongoClient | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    server = await startEmbeddedServer({ port: 0 });
    client = await new MongoClient(server.uri).connect();
    db = client.db(name);
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });
  return {
    get db() {
      if (!db) throw new Error("useEngineDb: the engine starts in beforeAll; read db inside a hook or a test");
      return db;
    },
  };
}

/** Documents as the driver reads them over the wire: through BSON (Longs as numbers, `undefined` fields dropped). */
export function overTheWire(docs: Document[]): Document[] {
  return BSON.deserialize(BSON.serialize({ r: docs })).r as Document[];
}

/**
 * What mingo, the yardstick of the engine's fast paths, answers for `pipeline` over `stored[collection]` (the other
 * collections of `stored` for `$lookup` and `$unionWith`), as the driver would read it.
 */
export function mingoAnswer(stored: Record<string, Document[]>, collection: string, pipeline: Document[]): Document[] {
  const aggregator = new Aggregator(pipeline, {
    idKey: "_id",
    collectionResolver: (name: string) => stored[name] ?? [],
  });
  return overTheWire(aggregator.run(stored[collection]!.map((d) => ({ ...d }))) as Document[]);
}
