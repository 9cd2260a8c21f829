import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, Long, MongoClient, MongoServerError } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "../index.js";

// Capped collections and tailable cursors through the official driver: what the realtime bus across instances
// (core/realtime) reads, the same way it reads them on a real MongoDB.

type Msg = { _id?: unknown; n: number; kind?: string; pad?: string };

describe("capped collections and tailable cursors", () => {
  let server: EmbeddedServer;
  let client: MongoClient;
  let other: MongoClient;
  let db: Db;

  beforeAll(async () => {
    server = await startEmbeddedServer({ port: 0 });
    client = await new MongoClient(server.uri).connect();
    other = await new MongoClient(server.uri).connect();
    db = client.db("capped");
  });
  afterAll(async () => {
    await client.close();
    await other.close();
    await server.close();
  });

  it("creates a capped collection whose options and stats say so", async () => {
    await db.createCollection("c_opts", { capped: true, size: 10_000, max: 5 });
    const [info] = await db.listCollections({ name: "c_opts" }, { nameOnly: false }).toArray();
    expect(info?.options).toMatchObject({ capped: true, size: 10_240, max: 5 });
    expect(await db.collection("c_opts").isCapped()).toBe(true);
    await db.collection("c_opts").insertOne({ n: 1 });
    const stats = await db.command({ collStats: "c_opts" });
    expect(stats).toMatchObject({ ns: "capped.c_opts", count: 1, capped: true, max: 5, maxSize: 10_240 });
    const [agg] = await db
      .collection("c_opts")
      .aggregate([{ $collStats: { storageStats: {}, count: {} } }])
      .toArray();
    expect(agg).toMatchObject({ storageStats: { capped: true, max: 5, maxSize: 10_240, count: 1 }, count: 1 });
    await db.createCollection("c_plain");
    expect(await db.collection("c_plain").isCapped()).toBe(false);
    expect(await db.command({ collStats: "c_plain" })).toMatchObject({ capped: false });
  });

  it("refuses a capped collection without a size, and a document larger than the size", async () => {
    await expect(db.command({ create: "c_nosize", capped: true })).rejects.toMatchObject({ code: 72 });
    await db.createCollection("c_small", { capped: true, size: 4096 });
    await expect(db.collection<Msg>("c_small").insertOne({ n: 1, pad: "x".repeat(5000) })).rejects.toMatchObject({
      code: 10003,
    });
  });

  it("keeps insertion order and drops the oldest documents past max", async () => {
    await db.createCollection("c_max", { capped: true, size: 100_000, max: 3 });
    const coll = db.collection<Msg>("c_max");
    for (const n of [5, 1, 4, 2, 3]) await coll.insertOne({ n });
    expect((await coll.find().toArray()).map((d) => d.n)).toEqual([4, 2, 3]);
    expect((await coll.find().sort({ $natural: -1 }).toArray()).map((d) => d.n)).toEqual([3, 2, 4]);
    expect(await coll.countDocuments()).toBe(3);
  });

  it("drops the oldest documents past size, and counts deletes and updates in the size", async () => {
    await db.createCollection("c_size", { capped: true, size: 4096 });
    const coll = db.collection<Msg>("c_size");
    const pad = "x".repeat(900); // about 940 bytes a document: four fit in 4096 bytes, not five
    for (let n = 1; n <= 6; n++) await coll.insertOne({ n, pad });
    expect((await coll.find().toArray()).map((d) => d.n)).toEqual([3, 4, 5, 6]);
    await coll.deleteOne({ n: 4 });
    await coll.insertOne({ n: 7, pad });
    expect((await coll.find().toArray()).map((d) => d.n)).toEqual([3, 5, 6, 7]);
    expect((await db.command({ collStats: "c_size" })).size).toBeLessThanOrEqual(4096);
  });

  it("refuses tailable cursors on other collections and awaitData alone", async () => {
    await db.collection("t_plain").insertOne({ n: 1 });
    await expect(db.command({ find: "t_plain", tailable: true })).rejects.toMatchObject({ code: 2 });
    await expect(db.command({ find: "t_plain", awaitData: true })).rejects.toMatchObject({ code: 9 });
  });

  it("keeps a tailable cursor open when it has nothing more, and reads what is inserted later", async () => {
    await db.createCollection("t_open", { capped: true, size: 100_000 });
    const coll = db.collection<Msg>("t_open");
    await coll.insertOne({ n: 1 });
    const first = await db.command({ find: "t_open", filter: { n: { $gte: 2 } }, tailable: true, awaitData: true });
    expect(first.cursor.firstBatch).toEqual([]);
    const id = Long.fromValue(first.cursor.id);
    expect(id.isZero()).toBe(false);
    const empty = await db.command({ getMore: id, collection: "t_open", maxTimeMS: 20 });
    expect(empty.cursor.nextBatch).toEqual([]);
    expect(Long.fromValue(empty.cursor.id).equals(id)).toBe(true);
    await coll.insertMany([{ n: 0 }, { n: 2 }, { n: 3 }]);
    const next = await db.command({ getMore: id, collection: "t_open", maxTimeMS: 20 });
    expect(next.cursor.nextBatch.map((d: Msg) => d.n)).toEqual([2, 3]);
    await db.command({ killCursors: "t_open", cursors: [id] });
  });

  it("gives no cursor on an empty capped collection, as mongod", async () => {
    await db.createCollection("t_empty", { capped: true, size: 4096 });
    const r = await db.command({ find: "t_empty", tailable: true, awaitData: true });
    expect(Long.fromValue(r.cursor.id).isZero()).toBe(true);
  });

  it("wakes a waiting getMore when another client inserts (driver's tailable awaitData cursor)", async () => {
    await db.createCollection("t_wait", { capped: true, size: 100_000 });
    const coll = db.collection<Msg>("t_wait");
    await coll.insertOne({ n: 0, kind: "start" });
    // the wait is far longer than the test's timeout: only the insert can end it in time
    const cursor = coll.find({ kind: "msg" }, { tailable: true, awaitData: true, maxAwaitTimeMS: 60_000 });
    const pending = cursor.next();
    await new Promise((r) => setTimeout(r, 50));
    await other.db("capped").collection<Msg>("t_wait").insertOne({ n: 1, kind: "msg" });
    expect(await pending).toMatchObject({ n: 1, kind: "msg" });
    await other
      .db("capped")
      .collection<Msg>("t_wait")
      .insertMany([
        { n: 2, kind: "other" },
        { n: 3, kind: "msg" },
      ]);
    expect(await cursor.next()).toMatchObject({ n: 3 });
    await cursor.close();
  });

  it("ends a waiting getMore when its cursor is killed", async () => {
    await db.createCollection("t_kill", { capped: true, size: 100_000 });
    await db.collection<Msg>("t_kill").insertOne({ n: 0 });
    const r = await db.command({ find: "t_kill", tailable: true, awaitData: true });
    const id = Long.fromValue(r.cursor.id);
    const waiting = db.command({ getMore: id, collection: "t_kill", maxTimeMS: 60_000 });
    await new Promise((r) => setTimeout(r, 50));
    const killed = await other.db("capped").command({ killCursors: "t_kill", cursors: [id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    const err = await waiting.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(237);
  });

  it("ends a waiting getMore when its collection is dropped", async () => {
    await db.createCollection("t_drop", { capped: true, size: 100_000 });
    await db.collection<Msg>("t_drop").insertOne({ n: 0 });
    const r = await db.command({ find: "t_drop", tailable: true, awaitData: true });
    await db.collection("t_drop").drop();
    await expect(db.command({ getMore: r.cursor.id, collection: "t_drop", maxTimeMS: 20 })).rejects.toMatchObject({
      code: 175,
    });
  });

  it("ends a waiting getMore when the server stops", async () => {
    const s = await startEmbeddedServer({ port: 0 });
    const c = await new MongoClient(s.uri).connect();
    try {
      const d = c.db("stop");
      await d.createCollection("t", { capped: true, size: 4096 });
      await d.collection<Msg>("t").insertOne({ n: 0 });
      const r = await d.command({ find: "t", tailable: true, awaitData: true });
      const waiting = d.command({ getMore: r.cursor.id, collection: "t", maxTimeMS: 60_000 }).catch((e) => e);
      await new Promise((r) => setTimeout(r, 50));
      await s.close();
      expect(await waiting).toBeInstanceOf(Error);
    } finally {
      await c.close(true);
      await s.close();
    }
  });

  it("keeps capped collections across a restart (journal and snapshot), trimming as before", async () => {
    const dir = await mkdtemp(join(tmpdir(), "capped-"));
    try {
      let s = await startEmbeddedServer({ port: 0, dbPath: dir });
      let c = await new MongoClient(s.uri).connect();
      await c.db("d").createCollection("bus", { capped: true, size: 100_000, max: 3 });
      for (let n = 1; n <= 5; n++) await c.db("d").collection<Msg>("bus").insertOne({ n });
      await c.close();
      await s.close();
      s = await startEmbeddedServer({ port: 0, dbPath: dir });
      c = await new MongoClient(s.uri).connect();
      const bus = c.db("d").collection<Msg>("bus");
      expect(await bus.isCapped()).toBe(true);
      expect((await bus.find().toArray()).map((d) => d.n)).toEqual([3, 4, 5]);
      await bus.insertOne({ n: 6 });
      expect((await bus.find().toArray()).map((d) => d.n)).toEqual([4, 5, 6]);
      await c.close();
      await s.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
