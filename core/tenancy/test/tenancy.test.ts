import mongoose, { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import { CACHE_VERSIONS_COLLECTION } from "../../db/cache-versions.js";
import { scoped } from "../scoped.js";
import { defineTenantModel, initTenantModel, TenantScopeError } from "../tenant-model.js";

interface Note {
  title: string;
  tags: string[];
}

const Note = defineTenantModel<Note>(
  "TenancyTestNote",
  { title: { type: String, required: true }, tags: [String] },
  { indexes: [{ fields: { title: 1 }, options: { unique: true } }] },
);

describe("tenant-scoped data layer", () => {
  let db: TestDatabase;
  const now = new Date("2026-11-21T10:00:00Z");
  const a = { companyId: new Types.ObjectId().toHexString(), now: () => now };
  const b = { companyId: new Types.ObjectId().toHexString(), now: () => now };

  beforeAll(async () => {
    db = await startTestDatabase();
    await mongoose.connect(db.uri, { dbName: `tenancy_${Date.now()}` });
    await Note.init();
    await scoped(a, Note).create({ title: "alpha", tags: ["x"] });
    await scoped(a, Note).create({ title: "beta", tags: [] });
    await scoped(b, Note).create({ title: "alpha", tags: ["y"] });
  });
  afterAll(async () => {
    await mongoose.disconnect();
    await db.stop();
  });

  it("drops at boot the indexes a model retired, where they exist, and builds the declared ones", async () => {
    // an earlier version: one position per company
    const Before = defineTenantModel<{ seq: number }>(
      "RetiredBefore",
      { seq: Number, workerId: String },
      { collection: "retired_punches", indexes: [{ fields: { seq: 1 }, options: { unique: true } }] },
    );
    await initTenantModel(Before);
    await scoped(a, Before).create({ seq: 1, workerId: "w1" } as never);
    // this version: one position per person, the old index retired
    const After = defineTenantModel<{ seq: number; workerId: string }>(
      "RetiredAfter",
      { seq: Number, workerId: String },
      {
        collection: "retired_punches",
        indexes: [{ fields: { workerId: 1, seq: 1 }, options: { unique: true } }],
        retiredIndexes: ["companyId_1_seq_1", "never_existed_1"],
      },
    );
    await initTenantModel(After);
    const names = (await After.collection.indexes()).map((index) => index.name);
    expect(names).toContain("companyId_1_workerId_1_seq_1");
    expect(names).not.toContain("companyId_1_seq_1");
    // two people at one position: refused before, stored now
    await scoped(a, After).create({ seq: 1, workerId: "w2" });
    expect(await scoped(a, After).count({ seq: 1 })).toBe(2);
    // a second boot changes nothing
    await initTenantModel(After);
  });

  it("puts companyId first in every index", async () => {
    const indexes = await Note.collection.listIndexes().toArray();
    for (const ix of indexes.filter((i) => i.name !== "_id_")) expect(Object.keys(ix.key)[0]).toBe("companyId");
  });

  it("adds the tenant to every read, so a tenant never sees another's records", async () => {
    expect((await scoped(a, Note).find({}, { sort: { title: 1 } })).map((n) => n.title)).toEqual(["alpha", "beta"]);
    expect((await scoped(b, Note).find()).map((n) => n.tags)).toEqual([["y"]]);
    const bAlpha = await scoped(b, Note).findOne({ title: "alpha" });
    expect(await scoped(a, Note).findById(String(bAlpha!._id))).toBeNull();
    expect(await scoped(a, Note).count()).toBe(2);
  });

  it("stamps inserts with the context's tenant whatever the data says", async () => {
    const created = await scoped(a, Note).create({
      title: "gamma",
      companyId: new Types.ObjectId(b.companyId),
    } as never);
    expect(String(created.companyId)).toBe(a.companyId);
    await scoped(a, Note).softDelete({ title: "gamma" });
  });

  it("stamps every record of a batch insert with the context's tenant", async () => {
    const written = await scoped(a, Note).insertMany([
      { title: "batch 1" },
      { title: "batch 2", companyId: new Types.ObjectId(b.companyId) } as never,
    ]);
    expect(written).toBe(2);
    expect(await scoped(b, Note).count({ title: /^batch/ })).toBe(0);
    expect(await scoped(a, Note).count({ title: /^batch/ })).toBe(2);
    expect(await scoped(a, Note).insertMany([])).toBe(0);
    // removed for good: the other tests count this tenant's records, removed ones included
    await Note.deleteMany({ companyId: new Types.ObjectId(a.companyId), title: /^batch/ });
  });

  it("stamps a lean batch insert with the tenant, live and with the context's time", async () => {
    const written = await scoped(a, Note).insertLean([
      { title: "lean 1", tags: [] },
      { title: "lean 2", tags: ["z"], companyId: new Types.ObjectId(b.companyId) } as never,
    ]);
    expect(written).toBe(2);
    expect(await scoped(b, Note).count({ title: /^lean/ })).toBe(0);
    const rows = await scoped(a, Note).find({ title: /^lean/ }, { sort: { title: 1 } });
    expect(rows.map((r) => [r.title, r.deletedAt, (r as { createdAt?: Date }).createdAt])).toEqual([
      ["lean 1", null, now],
      ["lean 2", null, now],
    ]);
    // the unique index still holds
    await expect(scoped(a, Note).insertLean([{ title: "lean 1", tags: [] }])).rejects.toMatchObject({ code: 11000 });
    expect(await scoped(a, Note).insertLean([])).toBe(0);
    await Note.deleteMany({ companyId: new Types.ObjectId(a.companyId), title: /^lean/ });
  });

  it("creates one lean record with the tenant and a new id, answering it as stored", async () => {
    const record = await scoped(a, Note).createLean({
      title: "one lean",
      tags: ["x"],
      companyId: new Types.ObjectId(b.companyId),
    } as never);
    expect(String(record.companyId)).toBe(a.companyId);
    const stored = await scoped(a, Note).findById(String(record._id));
    expect(stored).toMatchObject({ title: "one lean", tags: ["x"], deletedAt: null, createdAt: now });
    expect(await scoped(b, Note).count({ title: "one lean" })).toBe(0);
    await expect(scoped(a, Note).createLean({ title: "one lean", tags: [] })).rejects.toMatchObject({ code: 11000 });
    await Note.deleteMany({ companyId: new Types.ObjectId(a.companyId), title: "one lean" });
  });

  it("sends the lean records of one turn as one insert; a duplicate rejects only its own caller", async () => {
    const versionOf = async () =>
      (
        (await mongoose.connection.db!.collection(CACHE_VERSIONS_COLLECTION).findOne({
          _id: `tenant:${Note.modelName}:${a.companyId}` as never,
        })) as { v?: number } | null
      )?.v ?? 0;
    const before = await versionOf();
    const inserts: string[] = [];
    mongoose.set("debug", (collection: string, method: string) => {
      if (collection === Note.collection.collectionName) inserts.push(method);
    });
    const results = await Promise.allSettled(
      ["turn 1", "alpha", "turn 2", "turn 1"].map((title) => scoped(a, Note).createLean({ title, tags: [] })),
    );
    mongoose.set("debug", false);
    expect(inserts).toEqual(["insertMany"]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "rejected"]);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: 11000 });
    expect((results[3] as PromiseRejectedResult).reason).toMatchObject({ code: 11000 });
    expect((await scoped(a, Note).find({ title: /^turn/ }, { sort: { title: 1 } })).map((n) => n.title)).toEqual([
      "turn 1",
      "turn 2",
    ]);
    // the tenant's version moved before the inserts were acknowledged (other instances' caches see them)
    expect(await versionOf()).toBeGreaterThan(before);
    await Note.deleteMany({ companyId: new Types.ObjectId(a.companyId), title: /^turn/ });
  });

  it("reads the top records of each key in one command, only the tenant's live ones", async () => {
    const Mark = defineTenantModel<{ ownerId: Types.ObjectId; seq: number }>(
      "TenancyTestMark",
      { ownerId: { type: Types.ObjectId, required: true }, seq: Number },
      { indexes: [{ fields: { ownerId: 1, seq: 1 }, options: { unique: true } }] },
    );
    await initTenantModel(Mark);
    const [o1, o2, o3] = [new Types.ObjectId(), new Types.ObjectId(), new Types.ObjectId()];
    for (let seq = 1; seq <= 5; seq++) {
      await scoped(a, Mark).create({ ownerId: o1, seq });
      await scoped(b, Mark).create({ ownerId: o1, seq: seq + 100 });
    }
    await scoped(a, Mark).create({ ownerId: o2, seq: 1 });
    await scoped(a, Mark).softDelete({ ownerId: o1, seq: 5 });
    let commands = 0;
    const count = () => commands++;
    mongoose.set("debug", count);
    const found = await scoped(a, Mark).findPerKey("ownerId", [String(o1), o2, String(o3), String(o1)], {
      sort: { seq: -1 },
      limit: 3,
    });
    mongoose.set("debug", false);
    expect(commands).toBe(1);
    // string ids cast as ObjectIds; the soft-removed 5 and tenant b's records left out; nothing for o3
    expect(found.get(String(o1))?.map((r) => r.seq)).toEqual([4, 3, 2]);
    expect(found.get(String(o2))?.map((r) => r.seq)).toEqual([1]);
    expect(found.has(String(o3))).toBe(false);
    expect((await scoped(b, Mark).findPerKey("ownerId", [o1], { sort: { seq: 1 }, limit: 2 })).get(String(o1))).toEqual(
      [expect.objectContaining({ seq: 101 }), expect.objectContaining({ seq: 102 })],
    );
    expect(await scoped(a, Mark).findPerKey("ownerId", [], { sort: { seq: 1 }, limit: 2 })).toEqual(new Map());
    // more keys than one command's parts: every key still answered
    const many = Array.from({ length: 450 }, () => new Types.ObjectId());
    await scoped(a, Mark).insertMany(many.map((ownerId, i) => ({ ownerId, seq: i })));
    const all = await scoped(a, Mark).findPerKey("ownerId", many, { sort: { seq: -1 }, limit: 1 });
    expect(all.size).toBe(450);
    expect(many.every((ownerId, i) => all.get(String(ownerId))?.[0]?.seq === i)).toBe(true);
  });

  it("keeps unique indexes per tenant", async () => {
    await expect(scoped(a, Note).create({ title: "alpha" })).rejects.toMatchObject({ code: 11000 });
  });

  it("cannot move a record to another tenant or touch another tenant's records", async () => {
    await scoped(a, Note).updateOne({ title: "beta" }, {
      $set: { companyId: new Types.ObjectId(b.companyId), tags: ["moved?"] },
    } as never);
    const beta = await scoped(a, Note).findOne({ title: "beta" });
    expect(String(beta!.companyId)).toBe(a.companyId);
    expect(beta!.tags).toEqual(["moved?"]);
    const r = await scoped(a, Note).updateMany({ title: "alpha" }, { $set: { tags: ["a-only"] } });
    expect(r.matchedCount).toBe(1);
    expect((await scoped(b, Note).findOne({ title: "alpha" }))!.tags).toEqual(["y"]);
  });

  it("hides soft-deleted records unless asked, and can restore them", async () => {
    await scoped(a, Note).softDelete({ title: "beta" });
    expect(await scoped(a, Note).findOne({ title: "beta" })).toBeNull();
    const gone = await scoped(a, Note).findOne({ title: "beta" }, { withDeleted: true });
    expect(gone!.deletedAt).toEqual(now);
    expect(await scoped(a, Note).count({}, { withDeleted: true })).toBe(3);
    await scoped(a, Note).restore({ title: "beta" });
    expect(await scoped(a, Note).findOne({ title: "beta" })).not.toBeNull();
  });

  it("scopes aggregations to the tenant's live records", async () => {
    const counts = await scoped(a, Note).aggregate<{ _id: null; n: number }>([
      { $group: { _id: null, n: { $sum: 1 } } },
    ]);
    expect(counts).toEqual([{ _id: null, n: 2 }]);
  });

  it("refuses queries on a tenant-scoped model without a tenant", async () => {
    await expect(Note.find({ title: "alpha" }).exec()).rejects.toBeInstanceOf(TenantScopeError);
    await expect(Note.updateMany({}, { $set: { tags: [] } }).exec()).rejects.toBeInstanceOf(TenantScopeError);
    await expect(Note.deleteMany({}).exec()).rejects.toBeInstanceOf(TenantScopeError);
    await expect(Note.countDocuments({ companyId: { $exists: true } }).exec()).rejects.toBeInstanceOf(TenantScopeError);
    await expect(Note.aggregate([{ $group: { _id: "$companyId" } }]).exec()).rejects.toBeInstanceOf(TenantScopeError);
    await expect(Note.insertMany([{ title: "loose" }])).rejects.toBeInstanceOf(TenantScopeError);
    expect(await scoped(a, Note).count()).toBe(2);
  });

  it("treats a malformed company id as not found", () => {
    expect(() => scoped({ companyId: "not-an-id", now: () => now }, Note)).toThrowError(
      expect.objectContaining({ code: "NOT_FOUND" }),
    );
  });
});
