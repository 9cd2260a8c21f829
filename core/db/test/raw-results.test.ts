import { BSON } from "bson";
import { MongoNetworkError } from "mongodb";
import mongoose, { Schema, Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../testing/kit.js";
import { documentResults, leanFind, rawResults } from "../raw-results.js";

describe("rawResults", () => {
  useTestDatabase("raw_results");
  const db = () => mongoose.connection.db!;
  const client = () => mongoose.connection.getClient();

  beforeAll(async () => {
    await db()
      .collection("items")
      .insertMany(
        Array.from({ length: 500 }, (_, i) => ({
          n: i,
          group: i % 7,
          name: `item ${i} ${"é".repeat(i % 13)}`,
          at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
          tags: i % 3 === 0 ? ["a", "b"] : [],
        })),
      );
  });

  const asObjects = (docs: Uint8Array[]) => docs.map((d) => BSON.deserialize(d));

  it("answers every document of a many-batch aggregation, in order, as the driver's cursor reads them", async () => {
    const pipeline = [{ $match: { group: { $ne: 3 } } }, { $sort: { n: -1 } }];
    const raw = await rawResults(db(), client(), "items", {
      aggregate: "items",
      pipeline,
      cursor: { batchSize: 7 }, // many getMores
    });
    const expected = await db().collection("items").aggregate(pipeline).toArray();
    expect(expected.length).toBeGreaterThan(400);
    expect(asObjects(raw)).toEqual(expected);
  });

  it("answers a page in one reply (singleBatch find)", async () => {
    const raw = await rawResults(db(), client(), "items", {
      find: "items",
      filter: { group: 2 },
      sort: { n: 1 },
      skip: 5,
      limit: 20,
      batchSize: 20,
      singleBatch: true,
      projection: { name: 1, at: 1 },
    });
    const expected = await db()
      .collection("items")
      .find({ group: 2 }, { sort: { n: 1 }, skip: 5, limit: 20, projection: { name: 1, at: 1 } })
      .toArray();
    expect(raw).toHaveLength(20);
    expect(asObjects(raw)).toEqual(expected);
  });

  it("answers nothing for no match and rejects a command the server refuses", async () => {
    expect(await rawResults(db(), client(), "items", { find: "items", filter: { n: -1 } })).toEqual([]);
    await expect(
      rawResults(db(), client(), "items", { aggregate: "items", pipeline: [{ $nope: {} }], cursor: {} }),
    ).rejects.toThrow();
  });

  it("answers plain objects across batches as the driver's cursor does (documentResults)", async () => {
    const docs = await documentResults(db(), client(), "items", { find: "items", filter: {}, sort: { n: 1 } });
    const expected = await db()
      .collection("items")
      .find({}, { sort: { n: 1 } })
      .toArray();
    expect(docs).toHaveLength(500); // more than a first batch (101): getMores
    expect(docs).toEqual(expected);
  });

  it("reads records of a model with their filter cast as mongoose casts a query (leanFind)", async () => {
    const Item = mongoose.model("RawResultsItem", new Schema({ n: Number, owner: Schema.Types.ObjectId }), "owned");
    const owner = new Types.ObjectId();
    await Item.create([
      { n: 1, owner },
      { n: 2, owner: new Types.ObjectId() },
    ]);
    // the id as a string: cast to an ObjectId, as Item.findOne would
    const [found, ...more] = await leanFind<{ n: number; owner: Types.ObjectId }>(Item, { owner: owner.toHexString() });
    expect(more).toEqual([]);
    expect(found).toMatchObject({ n: 1 });
    expect(found?.owner).toEqual(owner);
    expect(await leanFind(Item, { owner: new Types.ObjectId().toHexString() }, 1)).toEqual([]);
    expect(await Item.findOne({ owner: owner.toHexString() }).lean()).toEqual(found);
  });

  it("retries a read once after a retryable error, as the driver retries its own reads", async () => {
    const fakeClient = (retryReads?: boolean) =>
      ({ options: { retryReads }, startSession: () => ({ endSession: async () => {} }) }) as never;
    const failingOnce = (error: unknown) => {
      let calls = 0;
      const db = {
        command: async () => {
          calls += 1;
          if (calls === 1) throw error;
          return { cursor: { id: 0, firstBatch: [{ n: 1 }] } };
        },
      };
      return { db: db as never, calls: () => calls };
    };
    const stepDown = Object.assign(new Error("not primary"), { code: 10107 });
    for (const error of [new MongoNetworkError("connection reset"), stepDown]) {
      const { db, calls } = failingOnce(error);
      expect(await documentResults(db, fakeClient(), "items", { find: "items" })).toEqual([{ n: 1 }]);
      expect(calls()).toBe(2);
    }
    // not retried: an error a retry cannot mend, or retryReads=false
    const bad = failingOnce(Object.assign(new Error("bad query"), { code: 2 }));
    await expect(documentResults(bad.db, fakeClient(), "items", { find: "items" })).rejects.toThrow("bad query");
    const off = failingOnce(new MongoNetworkError("reset"));
    await expect(documentResults(off.db, fakeClient(false), "items", { find: "items" })).rejects.toThrow("reset");
    expect([bad.calls(), off.calls()]).toEqual([1, 1]);
  });
});
