import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MongoClient } from "mongodb";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedServerThread } from "../thread.js";

/**
 * The engine in a thread of its own (`npm start` without MONGODB_URI, core/main.ts): reached over the wire protocol
 * like the in-process one, it keeps what it journaled across a restart, and a failure to start is the caller's
 * error, not a hang.
 */
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function withClient<T>(uri: string, fn: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = await MongoClient.connect(uri);
  try {
    return await fn(client);
  } finally {
    await client.close();
  }
}

describe("the engine in its own thread", () => {
  it("serves the wire protocol and keeps its data directory's documents across a restart", async () => {
    const dbPath = await mkdtemp(join(tmpdir(), "engine-thread-"));
    dirs.push(dbPath);
    const logs: string[] = [];
    const first = await startEmbeddedServerThread({ dbPath, log: (m) => logs.push(m) });
    expect(first.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/\?directConnection=true$/);
    await withClient(first.uri, async (client) => {
      const people = client.db("t").collection("people");
      await people.createIndex({ name: 1 }, { unique: true });
      await people.insertMany([{ name: "Ana" }, { name: "Bia" }]);
      await expect(people.insertOne({ name: "Ana" })).rejects.toMatchObject({ code: 11000 });
    });
    await first.close();
    // closing twice is one close
    await first.close();

    const second = await startEmbeddedServerThread({ dbPath });
    try {
      const names = await withClient(second.uri, (client) =>
        client
          .db("t")
          .collection("people")
          .find({}, { sort: { name: 1 } })
          .toArray(),
      );
      expect(names.map((p) => p.name)).toEqual(["Ana", "Bia"]);
    } finally {
      await second.close();
    }
  });

  it("rejects with the engine's reason when it cannot start", async () => {
    await expect(
      startEmbeddedServerThread({ socketPath: join(tmpdir(), "no-such-dir-for-engine", "engine.sock") }),
    ).rejects.toThrow(/listen E[A-Z]+/);
  });
});
