import mongoose, { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpVersions } from "../../db/cache-versions.js";
import type { ServiceContext } from "../../context.js";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import { deepFreeze, TenantReadCache } from "../read-cache.js";
import { scoped } from "../scoped.js";
import { defineTenantModel } from "../tenant-model.js";
import { versionScopes } from "../write-versions.js";

const Item = defineTenantModel<{ name: string }>("ReadCacheTestItem", { name: { type: String, required: true } });

describe("tenant read cache", () => {
  let db: TestDatabase;
  let clock = 0;
  let reads = 0;
  const cache = new TenantReadCache<readonly string[]>({
    models: [Item],
    ttlMs: 5_000,
    maxEntries: 2,
    clock: () => clock,
  });
  const ctxOf = () => ({ companyId: new Types.ObjectId().toHexString(), now: () => new Date() }) as ServiceContext;
  const a = ctxOf();
  const b = ctxOf();
  const names = (ctx: ServiceContext) =>
    cache.get(ctx, "names", async () => {
      reads += 1;
      const docs = await scoped(ctx, Item).find({}, { sort: { name: 1 } });
      return deepFreeze(docs.map((d) => d.name));
    });

  beforeAll(async () => {
    db = await startTestDatabase();
    await mongoose.connect(db.uri, { dbName: `read_cache_${Date.now()}` });
    await scoped(a, Item).create({ name: "alpha" });
    await scoped(b, Item).create({ name: "other tenant" });
  });
  afterAll(async () => {
    await mongoose.disconnect();
    await db.stop();
  });

  it("reads once while nothing changes, per tenant", async () => {
    reads = 0;
    expect(await names(a)).toEqual(["alpha"]);
    expect(await names(a)).toEqual(["alpha"]);
    expect(await names(b)).toEqual(["other tenant"]);
    expect(reads).toBe(2);
  });

  it("reads again after a write through the model here, and only for that tenant", async () => {
    await names(a);
    await names(b);
    reads = 0;
    await scoped(a, Item).create({ name: "beta" });
    expect(await names(a)).toEqual(["alpha", "beta"]);
    expect(await names(b)).toEqual(["other tenant"]);
    expect(reads).toBe(1);
  });

  it("reads again after another instance's acknowledged write (the database's version moved)", async () => {
    await names(a);
    reads = 0;
    // what another instance's write through the model does, besides its write: the tenant's version in the database
    await Item.collection.updateOne(
      { companyId: new Types.ObjectId(a.companyId), name: "beta" },
      { $set: { name: "gamma" } },
    );
    await bumpVersions([versionScopes(Item.modelName, a.companyId)[0]!]);
    expect(await names(a)).toEqual(["alpha", "gamma"]);
    expect(reads).toBe(1);
  });

  it("serves a write that bypassed mongoose at most ttlMs late", async () => {
    await names(a);
    reads = 0;
    await Item.collection.updateOne(
      { companyId: new Types.ObjectId(a.companyId), name: "gamma" },
      { $set: { name: "delta" } },
    );
    expect(await names(a)).toEqual(["alpha", "gamma"]);
    clock += 5_000;
    expect(await names(a)).toEqual(["alpha", "delta"]);
    expect(reads).toBe(1);
  });

  it("keeps a value read while a write ran here for nobody", async () => {
    reads = 0;
    const c = ctxOf();
    const racing = cache.get(c, "names", async () => {
      reads += 1;
      await scoped(c, Item).create({ name: "written while reading" });
      return [];
    });
    expect(await racing).toEqual([]);
    expect(await names(c)).toEqual(["written while reading"]);
    expect(reads).toBe(2);
  });

  it("hands out frozen values, and keeps at most maxEntries", async () => {
    const value = await names(a);
    expect(() => (value as string[]).push("x")).toThrow(TypeError);
    expect(deepFreeze({ list: [{ x: 1 }] }).list[0]).toSatisfy(Object.isFrozen);
    // class instances keep their state: an id, a date, bytes
    const held = deepFreeze({ id: new Types.ObjectId(), at: new Date(0), bytes: Buffer.from("ab") });
    expect(Object.isFrozen(held) && !Object.isFrozen(held.id) && !Object.isFrozen(held.bytes)).toBe(true);
    expect(held.id.toHexString()).toHaveLength(24);
    await names(ctxOf());
    await names(ctxOf());
    expect(cache.size).toBe(2);
  });
});
