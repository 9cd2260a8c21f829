import { Decimal128, type Db, Double, Int32, Long, ObjectId } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import { BSON, Long as BsonLong } from "bson";
import { useEngineDb } from "./engine-db.js";
import { encodeMsgReply, setEncodedBatch } from "../wire.js";

// The fast read path (a tenant's page: equalities + sort + skip/limit, and its count) answers exactly what the
// general path answers: ordered index walks against a full sort, direct equality matching against mingo, the
// count from the plan against counting documents, and each document's cached BSON against its current content.

/** Test documents with any `_id` type. */
type Loose = { _id?: number | string | ObjectId; [key: string]: unknown };

describe("embedded engine read path", () => {
  const engine = useEngineDb("readpath");
  let db: Db;
  beforeAll(() => {
    db = engine.db;
  });

  describe("sort from an index", () => {
    const names = ["Ana", "bea", "Caio", "ana", "Zé", "Éva", "", "Bruno"];
    const tenants = [new ObjectId(), new ObjectId(), new ObjectId()];

    beforeAll(async () => {
      const c = db.collection<Loose>("people");
      await c.createIndex({ companyId: 1, name: 1, lastName: 1 });
      await c.createIndex({ companyId: 1, deletedAt: 1, createdAt: -1 });
      const docs: Loose[] = [];
      for (let i = 0; i < 600; i++) {
        const doc: Loose = {
          _id: new ObjectId(),
          companyId: tenants[i % 3],
          name: names[(i * 5) % names.length],
          lastName: `L${(i * 7) % 11}`,
          deletedAt: i % 9 === 0 ? new Date(1000 + i) : null,
          createdAt: new Date(1_700_000_000_000 + ((i * 37) % 50) * 1000),
          n: i,
        };
        if (i % 31 === 0) delete doc.lastName; // missing sorts with null
        docs.push(doc);
      }
      await c.insertMany(docs);
    });

    const pages: Array<[number, number]> = [
      [0, 1],
      [0, 20],
      [0, 50],
      [30, 20],
      [150, 50],
      [190, 20],
    ];

    it("gives the same pages as a full sort, ascending and descending, with the filter applied", async () => {
      const c = db.collection<Loose>("people");
      const filters = [
        { companyId: tenants[1], deletedAt: null },
        { companyId: tenants[2] },
        { companyId: tenants[0], deletedAt: null, lastName: "L3" },
        { companyId: tenants[0], n: { $gte: 100 } },
      ];
      const sorts: Array<Record<string, 1 | -1>> = [
        { name: 1, lastName: 1, _id: 1 },
        { name: -1, lastName: 1, _id: -1 },
        { name: 1, _id: 1 },
        { companyId: 1, name: 1, lastName: -1, n: 1 },
        { createdAt: -1, _id: 1 },
      ];
      for (const filter of filters)
        for (const sort of sorts) {
          const all = (await c.find(filter, { sort }).toArray()).map((d) => String(d._id));
          expect(all.length).toBeGreaterThan(0);
          for (const [skip, limit] of pages) {
            const page = (await c.find(filter, { sort, skip, limit }).toArray()).map((d) => String(d._id));
            expect(page, JSON.stringify({ filter, sort, skip, limit })).toEqual(all.slice(skip, skip + limit));
          }
        }
    });

    it("orders values of mixed kinds as a full sort does, and sorts another way when the index cannot order them", async () => {
      const c = db.collection<Loose>("mixed");
      await c.createIndex({ t: 1, v: 1 });
      // values of every kind the index orders; then an embedded document, which it does not; then an array,
      // which makes the index multikey
      const values = [
        null,
        3,
        1.5,
        "b",
        "a",
        new Date(5),
        true,
        new ObjectId(),
        new Long(7),
        undefined,
        new Double(2.5),
      ];
      await c.insertMany(Array.from({ length: 300 }, (_, i) => ({ _id: i, t: 1, v: values[(i * 7) % values.length] })));
      for (const extra of [[], [{ _id: 1001, t: 1, v: { x: 1 } }], [{ _id: 1002, t: 1, v: [2, 1] }]]) {
        if (extra.length > 0) await c.insertMany(extra);
        for (const sort of [
          { v: 1, _id: 1 },
          { v: -1, _id: -1 },
        ] as const) {
          const all = (await c.find({ t: 1 }, { sort }).toArray()).map((d) => d._id);
          for (const [skip, limit] of pages) {
            const page = (await c.find({ t: 1 }, { sort, skip, limit }).toArray()).map((d) => d._id);
            expect(page).toEqual(all.slice(skip, skip + limit));
          }
        }
      }
    });

    it("gives up a walk over a wide index when the filter keeps few of its documents, with the same answer", async () => {
      const c = db.collection<Loose>("wide");
      await c.createIndex({ t: 1, s: 1 });
      await c.createIndex({ v: 1 });
      // tenant 1's documents have the highest v: walking v from the lowest meets them last
      await c.insertMany(Array.from({ length: 2000 }, (_, i) => ({ _id: i, t: i >= 1900 ? 1 : 0, s: i % 3, v: i })));
      for (const sort of [{ v: 1 }, { v: -1 }] as const)
        for (const [skip, limit] of pages) {
          const all = (await c.find({ t: 1 }, { sort }).toArray()).map((d) => d._id);
          const page = (await c.find({ t: 1 }, { sort, skip, limit }).toArray()).map((d) => d._id);
          expect(page).toEqual(all.slice(skip, skip + limit));
        }
    });

    it("follows writes: inserted, renamed and removed documents move in or out of the order", async () => {
      const c = db.collection<Loose>("people");
      const filter = { companyId: tenants[1], deletedAt: null };
      const sort = { name: -1, lastName: -1, _id: -1 } as const;
      const page = async () => (await c.find(filter, { sort, limit: 40 }).toArray()).map((d) => d.name);
      const full = async () => (await c.find(filter, { sort }).toArray()).map((d) => d.name).slice(0, 40);
      const last = "\uffff";
      await c.insertOne({ companyId: tenants[1], name: last, lastName: "x", deletedAt: null, createdAt: new Date() });
      expect((await page())[0]).toBe(last);
      await c.updateOne({ name: last }, { $set: { name: "Éz" } });
      expect(await page()).not.toContain(last);
      expect((await page())[0]).toBe("Éz");
      expect(await page()).toEqual(await full());
      await c.updateOne({ name: "Éz" }, { $set: { deletedAt: new Date() } });
      expect(await page()).not.toContain("Éz");
      expect(await page()).toEqual(await full());
      await c.deleteOne({ name: "Éz" });
    });
  });

  describe("equalities", () => {
    it("match as mingo does: elements of arrays, numbers of any type, null as missing, ids and dates", async () => {
      const c = db.collection<Loose>("values");
      const id = new ObjectId();
      const values: unknown[] = [
        1,
        new Int32(1),
        new Double(1),
        new Long(1),
        Decimal128.fromString("1"),
        [1, 2],
        [[1]],
        "1",
        true,
        null,
        undefined,
        [null],
        [],
        { a: 1 },
        id,
        String(id),
        [id],
        new Date(7),
        [new Date(7)],
        0,
        -0,
        NaN,
        "",
        false,
      ];
      await c.insertMany(values.map((v, i) => (v === undefined ? { _id: i } : { _id: i, a: v })));
      const probes: unknown[] = [1, 0, "1", "", true, false, null, id, new Date(7), new Long(1), NaN, 1.5];
      for (const probe of probes) {
        const direct = (await c.find({ a: probe }).toArray()).map((d) => d._id);
        const general = (await c.find({ $and: [{ a: probe }] }).toArray()).map((d) => d._id);
        expect(direct, String(probe)).toEqual(general);
        const eq = (await c.find({ a: { $eq: probe } }).toArray()).map((d) => d._id);
        expect(eq, String(probe)).toEqual(general);
      }
    });
  });

  describe("count", () => {
    it("counts from the plan what counting the documents gives, with skip and limit", async () => {
      const c = db.collection<Loose>("counted");
      await c.createIndex({ t: 1, s: 1 });
      await c.insertMany(
        Array.from({ length: 120 }, (_, i) => ({ t: i % 2, s: i % 3 === 0 ? null : "x", k: [i % 4] })),
      );
      const filters = [{}, { t: 1 }, { t: 1, s: null }, { t: 0, s: "x" }, { t: 1, k: 2 }, { t: 5 }];
      for (const filter of filters)
        for (const options of [{}, { skip: 7 }, { limit: 9 }, { skip: 50, limit: 100 }, { skip: 500 }]) {
          const n = (await c.find(filter, options).toArray()).length;
          expect(await c.countDocuments(filter, options), JSON.stringify({ filter, options })).toBe(n);
          expect(await c.count(filter, options)).toBe(n);
        }
    });
  });

  describe("replies", () => {
    it("carry a batch from its documents' BSON with the bytes serialising the whole reply gives", () => {
      const docs = [
        { _id: 1, s: "é✓", n: 2.5, d: new Date(3), nested: { a: [1, { b: null }] } },
        { _id: new ObjectId(), big: new BsonLong(2 ** 40), dec: Decimal128.fromString("1.10") },
        {},
      ];
      const replies = [
        { cursor: { firstBatch: docs, id: BsonLong.ZERO, ns: "db.coll" }, ok: 1 },
        { cursor: { nextBatch: docs.slice(1), id: BsonLong.fromString("123456789012345"), ns: "d.ç" }, ok: 1 },
        { cursor: { firstBatch: [], id: new BsonLong(-5), ns: "x.y" }, ok: 1 },
        { cursor: { firstBatch: docs, id: BsonLong.ZERO, ns: "a.b", partialResultsReturned: true }, ok: 1, note: "x" },
      ];
      for (const reply of replies) {
        const batch = (reply.cursor.firstBatch ?? reply.cursor.nextBatch)!;
        const plain = Buffer.concat(encodeMsgReply(7, reply));
        setEncodedBatch(
          batch,
          batch.map((d) => BSON.serialize(d)),
        );
        const spliced = Buffer.concat(encodeMsgReply(7, reply));
        // the request id (bytes 4-7) is a counter; everything else is the same
        expect(spliced.subarray(8)).toEqual(plain.subarray(8));
        expect(spliced.readInt32LE(0)).toBe(plain.readInt32LE(0));
      }
    });
  });

  describe("documents as read", () => {
    it("always show their current content, through updates, replacements and removal", async () => {
      const c = db.collection<{ _id: number; v?: number; w?: number; tags?: string[] }>("current");
      await c.insertMany(Array.from({ length: 30 }, (_, i) => ({ _id: i, v: i, tags: ["a"] })));
      const read = async () => c.find({}, { sort: { _id: 1 } }).toArray();
      expect((await read())[3]).toEqual({ _id: 3, v: 3, tags: ["a"] });
      await c.updateOne({ _id: 3 }, { $set: { v: 33 }, $push: { tags: "b" } });
      expect((await read())[3]).toEqual({ _id: 3, v: 33, tags: ["a", "b"] });
      await c.replaceOne({ _id: 3 }, { w: 1 });
      expect((await read())[3]).toEqual({ _id: 3, w: 1 });
      await c.deleteOne({ _id: 3 });
      expect((await read()).map((d) => d._id)).not.toContain(3);
      // a projection is its own document, not the stored one
      expect(await c.find({ _id: 4 }, { projection: { v: 1 } }).toArray()).toEqual([{ _id: 4, v: 4 }]);
      expect(await c.findOne({ _id: 4 })).toEqual({ _id: 4, v: 4, tags: ["a"] });
      // a page of projections read again comes from the kept projections, and follows updates as the documents do
      const page = () => c.find({}, { sort: { _id: 1 }, limit: 10, projection: { v: 1 } }).toArray();
      expect(await page()).toEqual(await page());
      expect((await page()).find((d) => d._id === 5)).toEqual({ _id: 5, v: 5 });
      await c.updateOne({ _id: 5 }, { $set: { v: 55 } });
      expect((await page()).find((d) => d._id === 5)).toEqual({ _id: 5, v: 55 });
      // another projection of the same documents is its own
      expect((await c.find({}, { sort: { _id: 1 }, limit: 10, projection: { tags: 1, _id: 0 } }).toArray())[5]).toEqual(
        {
          tags: ["a"],
        },
      );
      expect((await page()).find((d) => d._id === 5)).toEqual({ _id: 5, v: 55 });
      // batches beyond the first (getMore) carry the same bytes
      const all = await c.find({}, { batchSize: 7 }).toArray();
      expect(all).toHaveLength(29);
      expect(all.find((d) => d._id === 20)).toEqual({ _id: 20, v: 20, tags: ["a"] });
    });
  });

  describe("long $in lists and plain inclusion projections", () => {
    it("match as mingo does (arrays, missing, other types) and project in the document's order", async () => {
      const c = db.collection<Loose>("longin");
      await c.createIndex({ companyId: 1, userId: 1 });
      const tenant = new ObjectId();
      const docs: Loose[] = [];
      for (let i = 0; i < 3000; i++)
        docs.push({ companyId: tenant, userId: `u${i}`, z: i, name: `N${i}`, deletedAt: null, a: 1 });
      docs.push({ companyId: tenant, userId: ["u1", "x"], name: "array", deletedAt: null });
      docs.push({ companyId: tenant, name: "missing", deletedAt: null });
      docs.push({ companyId: tenant, userId: 5, name: "number", deletedAt: null });
      docs.push({ companyId: tenant, userId: { v: "u2" }, name: "object", deletedAt: null });
      await c.insertMany(docs);
      // more values than the old index limit (1,000), some absent
      const wanted = Array.from({ length: 2500 }, (_, i) => `u${i * 2}`);
      const filter = { companyId: tenant, userId: { $in: [...wanted, "u1"] }, deletedAt: null };
      const found = await c.find(filter, { projection: { name: 1, userId: 1, _id: 0 } }).toArray();
      // u0..u2998 even (1,500 of them), u1, and the array holding "u1"
      expect(found).toHaveLength(1502);
      expect(found.map((d) => d.name)).toContain("array");
      expect(found.map((d) => d.name)).not.toEqual(expect.arrayContaining(["missing", "number", "object"]));
      // inclusion keeps the document's field order, not the projection's, and drops _id when asked
      expect(found.find((d) => d.name === "N4")).toEqual({ userId: "u4", name: "N4" });
      expect(Object.keys(found.find((d) => d.name === "N4")!)).toEqual(["userId", "name"]);
      const withId = await c.findOne({ companyId: tenant, userId: "u6" }, { projection: { z: 1 } });
      expect(Object.keys(withId!)).toEqual(["_id", "z"]);

      // sorted with no limit (more than the bounded top-k): the same matches, in sort order, skipped and projected
      const sorted = await c
        .find(filter, { projection: { name: 1, z: 1, _id: 0 } })
        .sort({ z: -1, name: 1 })
        .skip(1)
        .toArray();
      expect(sorted).toHaveLength(1501);
      // a missing z is the lowest value: the array document (no z) comes last when descending
      expect(sorted[0]).toEqual({ name: "N2996", z: 2996 });
      expect(sorted.at(-2)).toEqual({ name: "N0", z: 0 });
      expect(sorted.at(-1)).toEqual({ name: "array" });
      const byName = await c
        .find({ companyId: tenant, userId: { $in: wanted }, z: { $gte: 2990 } })
        .sort({ name: 1 })
        .toArray();
      expect(byName.map((d) => d.z)).toEqual([2990, 2992, 2994, 2996, 2998]);
    });
  });
});
