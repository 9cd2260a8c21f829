import mongoose, { Schema } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import { invalidateOnWrite, LocalCache } from "../local-cache.js";

describe("LocalCache", () => {
  const clock = { t: 0 };
  const make = (options: { maxEntries?: number } = {}) =>
    new LocalCache<string>({ ttlMs: 1000, clock: () => clock.t, ...options });

  it("serves an entry until its TTL, then asks again", () => {
    const cache = make();
    clock.t = 0;
    cache.set("a", "one", cache.generation);
    clock.t = 999;
    expect(cache.get("a")).toBe("one");
    clock.t = 1000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps nothing read before a write started or ended (the generation taken before reading)", () => {
    const cache = make();
    const before = cache.generation;
    cache.invalidate(); // a write ran while the database was being read
    cache.set("a", "stale", before);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", "fresh", cache.generation);
    expect(cache.get("a")).toBe("fresh");
    cache.invalidate();
    expect(cache.get("a")).toBeUndefined();
  });

  it("holds at most maxEntries, dropping the oldest", () => {
    const cache = make({ maxEntries: 2 });
    for (const key of ["a", "b", "c"]) cache.set(key, key, cache.generation);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, "b", "c"]);
  });

  it("drops the entries past their TTL when it keeps another, not only when one is asked for", () => {
    const cache = make();
    clock.t = 0;
    for (const key of ["a", "b", "c"]) cache.set(key, key, cache.generation);
    clock.t = 500;
    cache.set("b", "b again", cache.generation); // kept anew: now the newest
    clock.t = 1200;
    cache.set("d", "d", cache.generation);
    // "a" and "c" (kept at 0) are gone without being asked for; "b" (kept at 500) still serves
    expect(cache.size).toBe(2);
    expect([cache.get("b"), cache.get("d")]).toEqual(["b again", "d"]);
  });
});

describe("invalidateOnWrite", () => {
  let db: TestDatabase;
  const cache = new LocalCache<string>({ ttlMs: 60_000 });
  const schema = new Schema({ name: String }, { collection: "local_cache_things" });
  invalidateOnWrite(schema, cache);
  const Thing = mongoose.models.LocalCacheThing ?? mongoose.model("LocalCacheThing", schema);

  beforeAll(async () => {
    db = await startTestDatabase();
    await mongoose.connect(db.uri, { dbName: "local_cache" });
  });
  afterAll(async () => {
    await mongoose.disconnect();
    await db.stop();
  });

  it("empties the cache on every kind of write through the model", async () => {
    const created = await Thing.create({ name: "a" });
    const writes: Array<() => Promise<unknown>> = [
      () => Thing.updateOne({ _id: created._id }, { $set: { name: "b" } }).exec(),
      () => Thing.updateMany({}, { $set: { name: "c" } }).exec(),
      () => Thing.findOneAndUpdate({ _id: created._id }, { $set: { name: "d" } }).exec(),
      () => Thing.replaceOne({ _id: created._id }, { name: "e" }).exec(),
      () => Thing.findOneAndReplace({ _id: created._id }, { name: "f" }).exec(),
      async () => {
        const doc = await Thing.findById(created._id).exec();
        doc!.set("name", "g");
        await doc!.save();
      },
      () => Thing.bulkWrite([{ updateOne: { filter: { _id: created._id }, update: { $set: { name: "h" } } } }]),
      () => Thing.findOneAndDelete({ name: "nobody" }).exec(),
      () => Thing.deleteMany({ name: "nobody" }).exec(),
      () => Thing.deleteOne({ _id: created._id }).exec(),
    ];
    for (const write of writes) {
      cache.set("k", "v", cache.generation);
      expect(cache.get("k")).toBe("v");
      await write();
      expect(cache.get("k"), write.toString()).toBeUndefined();
    }
    // reads and new documents leave it alone
    cache.set("k", "v", cache.generation);
    await Thing.find({}).exec();
    await Thing.countDocuments({}).exec();
    await Thing.create({ name: "new" });
    await Thing.insertMany([{ name: "newer" }]);
    expect(cache.get("k")).toBe("v");
    // a failed write still empties it (the write may have been applied before the error)
    await expect(Thing.updateOne({ _id: "not an id" }, { $set: { name: "x" } }).exec()).rejects.toThrow();
    expect(cache.get("k")).toBeUndefined();
  });
});
