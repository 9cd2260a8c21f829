import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "../db/embedded/index.js";

/**
 * A database for a test file: the real MongoDB named by `MONGODB_URI` when it
 * is set, otherwise a fresh embedded engine reached over the wire protocol.
 * `durable: true` gives the embedded engine a temporary data directory (journal
 * and fsync on), otherwise it keeps data in memory only.
 */
export interface TestDatabase {
  uri: string;
  kind: "embedded" | "mongodb";
  /** The embedded server, when one was started. */
  server?: EmbeddedServer;
  stop(): Promise<void>;
}

export async function startTestDatabase(options: { durable?: boolean } = {}): Promise<TestDatabase> {
  const external = process.env.MONGODB_URI;
  if (external) return { uri: external, kind: "mongodb", stop: async () => {} };
  const dbPath = options.durable ? await mkdtemp(join(tmpdir(), "engine-test-")) : undefined;
  const server = await startEmbeddedServer({ dbPath, port: 0 });
  return {
    uri: server.uri,
    kind: "embedded",
    server,
    async stop() {
      await server.close();
      if (dbPath) await rm(dbPath, { recursive: true, force: true });
    },
  };
}

/**
 * A driver client on a test database of its own for the enclosing `describe` (started before its tests, closed and
 * stopped after them), for tests of the driver itself; the returned function gives the client once it is connected.
 */
export function useTestClient(): () => MongoClient {
  let db: TestDatabase | undefined;
  let client: MongoClient | undefined;
  beforeAll(async () => {
    db = await startTestDatabase();
    client = await MongoClient.connect(db.uri);
  });
  afterAll(async () => {
    await client?.close();
    await db?.stop();
  });
  return () => client!;
}
