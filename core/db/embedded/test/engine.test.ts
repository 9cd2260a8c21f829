import { appendFileSync, readdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, MongoClient, MongoServerError, type ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "../index.js";

// Engine behaviour through the official driver: indexes, cursors, TTL, errors and recovery.

/** Test documents with any `_id` type. */
type Loose = { _id?: number | string | ObjectId; [key: string]: unknown };
describe("embedded engine", () => {
  let server: EmbeddedServer;
  let client: MongoClient;
  let db: Db;

  beforeAll(async () => {
    server = await startEmbeddedServer({ port: 0, cursorTimeoutMs: 300, ttlMonitorIntervalMs: 100 });
    client = await new MongoClient(server.uri).connect();
    db = client.db("engine");
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  const plan = async (coll: string, filter: object) => {
    const r = await db.command({ explain: { find: coll, filter } });
    return {
      index: r.queryPlanner.winningPlan.inputStage?.indexName ?? null,
      examined: r.executionStats.totalDocsExamined,
      returned: r.executionStats.nReturned,
    };
  };

  describe("indexes", () => {
    beforeAll(async () => {
      const people = db.collection<Loose>("people");
      await people.createIndex({ companyId: 1, email: 1 }, { unique: true });
      await people.createIndex({ status: 1 });
      const docs = [];
      for (let c = 0; c < 20; c++)
        for (let i = 0; i < 50; i++)
          docs.push({ companyId: `c${c}`, email: `u${i}@x.io`, status: i % 5 === 0 ? "away" : "active", age: i });
      await people.insertMany(docs);
    });

    it("answers an equality on the full key from the index without scanning", async () => {
      expect(await plan("people", { companyId: "c3", email: "u7@x.io" })).toEqual({
        index: "companyId_1_email_1",
        examined: 1,
        returned: 1,
      });
    });

    it("uses an equality prefix of a compound index (a tenant's documents only)", async () => {
      expect(await plan("people", { companyId: "c3", age: { $gte: 40 } })).toEqual({
        index: "companyId_1_email_1",
        examined: 50,
        returned: 10,
      });
    });

    it("uses $in and $and equalities, and scans only without an equality", async () => {
      expect(await plan("people", { status: { $in: ["away"] } })).toMatchObject({ index: "status_1", examined: 200 });
      expect(await plan("people", { $and: [{ companyId: "c1" }, { email: "u1@x.io" }] })).toMatchObject({
        index: "companyId_1_email_1",
        examined: 1,
      });
      expect(await plan("people", { age: 3 })).toMatchObject({ index: null, examined: 1000, returned: 20 });
    });

    it("reports duplicate keys in MongoDB's E11000 shape and stores nothing", async () => {
      const err = await db
        .collection<Loose>("people")
        .insertOne({ companyId: "c3", email: "u7@x.io" })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err).toMatchObject({
        code: 11000,
        keyPattern: { companyId: 1, email: 1 },
        keyValue: { companyId: "c3", email: "u7@x.io" },
        message:
          'E11000 duplicate key error collection: engine.people index: companyId_1_email_1 dup key: { companyId: "c3", email: "u7@x.io" }',
      });
      expect(await db.collection<Loose>("people").countDocuments({ companyId: "c3" })).toBe(50);
    });

    it("keeps the old document when an update would break a unique index", async () => {
      const people = db.collection<Loose>("people");
      await expect(
        people.updateOne({ companyId: "c4", email: "u1@x.io" }, { $set: { email: "u2@x.io", age: 99 } }),
      ).rejects.toMatchObject({ code: 11000 });
      expect(await people.findOne({ companyId: "c4", email: "u1@x.io" }, { projection: { _id: 0, age: 1 } })).toEqual({
        age: 1,
      });
      // the index still finds the unchanged document by its old key
      expect(await plan("people", { companyId: "c4", email: "u1@x.io" })).toMatchObject({ examined: 1, returned: 1 });
    });

    it("enforces sparse unique indexes only on documents that have the field", async () => {
      const c = db.collection<Loose>("sparse");
      await c.createIndex({ badge: 1 }, { unique: true, sparse: true });
      await c.insertMany([{ name: "a" }, { name: "b" }, { badge: 7 }]);
      await expect(c.insertOne({ badge: 7 })).rejects.toMatchObject({ code: 11000, keyValue: { badge: 7 } });
      expect(await c.countDocuments({ badge: null })).toBe(2);
    });

    it("refuses to build a unique index over duplicates, leaving no index", async () => {
      const c = db.collection<Loose>("dups");
      await c.insertMany([{ k: 1 }, { k: 1 }]);
      await expect(c.createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
      expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(["_id_"]);
    });

    it("indexes array elements (multikey) and finds by element", async () => {
      const c = db.collection<Loose>("tags");
      await c.createIndex({ tags: 1 });
      await c.insertMany([
        { _id: 1, tags: ["a", "b"] },
        { _id: 2, tags: ["b"] },
        { _id: 3, tags: [] },
      ]);
      expect(await c.find({ tags: "b" }).toArray()).toHaveLength(2);
      expect(await c.find({ tags: ["b"] }).toArray()).toEqual([{ _id: 2, tags: ["b"] }]);
      await c.updateOne({ _id: 1 }, { $pull: { tags: "b" } } as never);
      expect(await c.find({ tags: "b" }).toArray()).toEqual([{ _id: 2, tags: ["b"] }]);
    });

    it("names index conflicts with MongoDB's codes", async () => {
      const c = db.collection<Loose>("people");
      await expect(c.createIndex({ status: -1 }, { name: "status_1" })).rejects.toMatchObject({
        code: 86,
        codeName: "IndexKeySpecsConflict",
      });
      await expect(c.dropIndex("nope_1")).rejects.toMatchObject({ code: 27, codeName: "IndexNotFound" });
      await expect(c.dropIndex("_id_")).rejects.toMatchObject({ code: 72 });
    });
  });

  describe("sorting", () => {
    it("gives the same order with a limit (bounded top-k) as a full sort, ties stable", async () => {
      const c = db.collection<Loose>("sorting");
      const values = [null, 3, 1.5, "b", "a", 3, new Date(5), true, { x: 1 }, undefined];
      await c.insertMany(
        Array.from({ length: 400 }, (_, i) => ({ _id: i, v: values[(i * 7) % values.length], w: (i * 13) % 5 })),
      );
      const sorts: Array<Record<string, 1 | -1>> = [{ v: 1 }, { v: -1, w: 1 }, { w: -1, _id: 1 }];
      for (const sort of sorts) {
        const all = (await c.find({}, { sort }).toArray()).map((d) => d._id);
        for (const [skip, limit] of [
          [0, 1],
          [0, 25],
          [10, 30],
          [390, 20],
        ] as const) {
          const page = (await c.find({}, { sort, skip, limit }).toArray()).map((d) => d._id);
          expect(page).toEqual(all.slice(skip, skip + limit));
        }
      }
    });
  });

  describe("cursors", () => {
    it("serves results beyond the first batch with getMore", async () => {
      const c = db.collection<Loose>("many");
      await c.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
      const seen: number[] = [];
      for await (const d of c.find({}, { batchSize: 40 }).sort({ i: 1 })) seen.push(d.i as number);
      expect(seen).toEqual(Array.from({ length: 250 }, (_, i) => i));
    });

    it("times idle cursors out (CursorNotFound on a later getMore)", async () => {
      const first = await db.command({ find: "many", filter: {}, batchSize: 10 });
      expect(first.cursor.id.toString()).not.toBe("0");
      await new Promise((r) => setTimeout(r, 1200));
      await expect(db.command({ getMore: first.cursor.id, collection: "many" })).rejects.toMatchObject({
        code: 43,
        codeName: "CursorNotFound",
      });
    });

    it("kills cursors on request", async () => {
      const first = await db.command({ find: "many", filter: {}, batchSize: 5 });
      const r = await db.command({ killCursors: "many", cursors: [first.cursor.id] });
      expect(r.cursorsKilled.map(String)).toEqual([first.cursor.id.toString()]);
    });
  });

  describe("TTL indexes", () => {
    it("removes documents once their date is older than expireAfterSeconds", async () => {
      const c = db.collection<Loose>("sessions");
      await c.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
      await c.insertMany([
        { _id: "old", expiresAt: new Date(Date.now() - 1000) },
        { _id: "new", expiresAt: new Date(Date.now() + 3_600_000) },
        { _id: "none" },
      ]);
      const deadline = Date.now() + 10_000;
      while ((await c.countDocuments({ _id: "old" })) > 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect((await c.find().toArray()).map((d) => d._id)).toEqual(["new", "none"]);
    });
  });

  describe("bad input", () => {
    it("answers invalid update operators with MongoDB's codes and changes nothing", async () => {
      const c = db.collection<Loose>("bad");
      await c.insertOne({ _id: 1, n: 1, s: "x" } as never);
      await expect(c.updateOne({ _id: 1 }, { $frob: { n: 2 } } as never)).rejects.toMatchObject({
        code: 9,
        message: expect.stringContaining("Unknown modifier: $frob"),
      });
      await expect(c.updateOne({ _id: 1 }, { $set: { n: 2 }, $inc: { n: 1 } } as never)).rejects.toMatchObject({
        code: 40,
        codeName: "ConflictingUpdateOperators",
      });
      await expect(c.updateOne({ _id: 1 }, { $set: { _id: 2 } })).rejects.toMatchObject({
        code: 66,
        codeName: "ImmutableField",
      });
      await expect(c.updateOne({ _id: 1 }, { $inc: { n: "one" } } as never)).rejects.toMatchObject({
        code: 14,
        codeName: "TypeMismatch",
      });
      await expect(c.updateOne({ _id: 1 }, { $inc: { s: 1 } } as never)).rejects.toMatchObject({ code: 14 });
      await expect(c.find({ n: { $frob: 1 } }).toArray()).rejects.toMatchObject({ code: 2 });
      expect(await c.findOne({ _id: 1 } as never)).toEqual({ _id: 1, n: 1, s: "x" });
    });

    it("updates several fields of the array element the query matched (positional $)", async () => {
      const c = db.collection<Loose>("positional");
      await c.insertOne({
        _id: 1,
        list: [
          { k: "a", n: 1, m: 1 },
          { k: "b", n: 2, m: 2 },
        ],
      });
      await c.updateOne({ _id: 1, "list.k": "b" }, { $set: { "list.$.n": 20, "list.$.m": 30 } });
      expect(await c.findOne({ _id: 1 })).toEqual({
        _id: 1,
        list: [
          { k: "a", n: 1, m: 1 },
          { k: "b", n: 20, m: 30 },
        ],
      });
      await expect(c.updateOne({ _id: 1 }, { $set: { "list.$.n": 0 } })).rejects.toMatchObject({ code: 2 });
    });

    it("rejects invalid namespaces and _id values", async () => {
      await expect(db.collection<Loose>("a$b").insertOne({})).rejects.toMatchObject({ code: 73 });
      await expect(db.collection<Loose>("ids").insertOne({ _id: [1, 2] } as never)).rejects.toMatchObject({ code: 53 });
    });
  });
});

describe("embedded engine durability", () => {
  it("recovers journal and snapshot after a restart, tolerating a torn tail", async () => {
    const dir = await mkdtemp(join(tmpdir(), "engine-durable-"));
    try {
      let server = await startEmbeddedServer({ dbPath: dir });
      let client = await new MongoClient(server.uri).connect();
      const c = () => client.db("d").collection<Loose>("x");
      await c().createIndex({ k: 1 }, { unique: true });
      await c().insertMany(Array.from({ length: 100 }, (_, i) => ({ _id: i, k: i })) as never[]);
      await c().updateMany({ _id: { $lt: 10 } }, { $set: { flag: true } });
      await c().deleteMany({ _id: { $gte: 90 } });
      await client.close();
      await server.close();

      // simulate a write torn by a crash: garbage after the last complete record
      const journal = readdirSync(dir).find((f) => f.startsWith("journal."))!;
      appendFileSync(join(dir, journal), Buffer.from([0x40, 0, 0, 0, 0xde, 0xad, 0xbe, 0xef, 1, 2, 3]));

      server = await startEmbeddedServer({ dbPath: dir });
      client = await new MongoClient(server.uri).connect();
      expect(await c().countDocuments()).toBe(90);
      expect(await c().countDocuments({ flag: true })).toBe(10);
      await expect(c().insertOne({ k: 5 })).rejects.toMatchObject({ code: 11000 });
      await c().insertOne({ _id: 1000, k: 1000 } as never);
      await client.close();
      await server.close();

      server = await startEmbeddedServer({ dbPath: dir });
      client = await new MongoClient(server.uri).connect();
      expect(await c().countDocuments()).toBe(91);
      await client.close();
      await server.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses a data directory another live process holds, and takes over a dead one's", async () => {
    const dir = await mkdtemp(join(tmpdir(), "engine-lock-"));
    try {
      writeFileSync(join(dir, "engine.lock"), `${process.ppid}\n`);
      await expect(startEmbeddedServer({ dbPath: dir })).rejects.toThrow(/in use by process/);
      writeFileSync(join(dir, "engine.lock"), "2147483646\n");
      const server = await startEmbeddedServer({ dbPath: dir });
      await server.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
