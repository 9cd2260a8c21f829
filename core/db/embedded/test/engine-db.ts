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
