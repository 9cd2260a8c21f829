import mongoose, { Types } from "mongoose";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineTenantModel } from "../../tenancy/tenant-model.js";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import { listOf, listPage, pageQuery, projectionOf, TenantParams } from "../index.js";

interface Item {
  name: string;
  secret: string;
  rank: number;
}

const ItemModel = defineTenantModel<Item>(
  "ListsTestItem",
  { name: { type: String, required: true }, secret: String, rank: Number },
  { indexes: [{ fields: { name: 1 } }] },
);
const ItemAnswer = Type.Object({ id: Type.String(), name: Type.String(), rank: Type.Integer() });

describe("list route schemas", () => {
  it("are the schemas the routes wrote by hand (the OpenAPI document and the SDK do not change)", () => {
    expect(JSON.parse(JSON.stringify(TenantParams))).toEqual(
      JSON.parse(JSON.stringify(Type.Object({ companyId: Type.String() }))),
    );
    expect(JSON.parse(JSON.stringify(Type.Object(pageQuery())))).toEqual(
      JSON.parse(
        JSON.stringify(
          Type.Object({
            limit: Type.Integer({ enum: [5, 20, 50], default: 20 }),
            skip: Type.Integer({ minimum: 0, default: 0 }),
          }),
        ),
      ),
    );
    expect(JSON.parse(JSON.stringify(pageQuery({ sizes: { max: 200 }, defaultSize: 50 }).limit))).toEqual(
      JSON.parse(JSON.stringify(Type.Integer({ minimum: 1, maximum: 200, default: 50 }))),
    );
    expect(JSON.parse(JSON.stringify(listOf(ItemAnswer, { unread: Type.Integer() })))).toEqual(
      JSON.parse(
        JSON.stringify(Type.Object({ items: Type.Array(ItemAnswer), total: Type.Integer(), unread: Type.Integer() })),
      ),
    );
  });

  it("project an answer schema onto the stored fields", () => {
    expect(projectionOf(ItemAnswer)).toEqual({ _id: 1, name: 1, rank: 1 });
    expect(projectionOf(ItemAnswer, { without: ["rank"], with: ["secret"] })).toEqual({ _id: 1, name: 1, secret: 1 });
  });
});

describe("listPage", () => {
  let db: TestDatabase;
  const now = new Date("2026-11-24T10:00:00Z");
  const a = { companyId: new Types.ObjectId().toHexString(), now: () => now };
  const b = { companyId: new Types.ObjectId().toHexString(), now: () => now };
  const toItem = (record: Item & { _id: Types.ObjectId }) => ({ ...record, id: String(record._id) });

  beforeAll(async () => {
    db = await startTestDatabase();
    await mongoose.connect(db.uri, { dbName: `lists_${Date.now()}` });
    await ItemModel.init();
    for (let i = 0; i < 7; i++)
      await ItemModel.create({ companyId: new Types.ObjectId(a.companyId), name: `a${i}`, secret: "s", rank: i });
    await ItemModel.create({ companyId: new Types.ObjectId(b.companyId), name: "a0", secret: "s", rank: 0 });
    await ItemModel.updateOne({ companyId: new Types.ObjectId(a.companyId), name: "a6" }, { deletedAt: now });
  });
  afterAll(async () => {
    await mongoose.disconnect();
    await db.stop();
  });

  it("reads one tenant's live records, a page in order, with the total the filter matches", async () => {
    const page = await listPage(a, ItemModel, { sort: { name: 1, _id: 1 }, page: { limit: 5, skip: 5 }, toItem });
    expect(page.items.map((i) => i.name)).toEqual(["a5"]);
    expect(page.total).toBe(6);
    const filtered = await listPage(a, ItemModel, {
      filter: { rank: { $gte: 3 } },
      sort: { rank: -1, _id: 1 },
      page: { limit: 2, skip: 0 },
      toItem,
    });
    expect(filtered).toMatchObject({ items: [{ name: "a5" }, { name: "a4" }], total: 3 });
    expect((await listPage(b, ItemModel, { sort: { name: 1 }, page: { limit: 20, skip: 0 }, toItem })).total).toBe(1);
  });

  it("counts what the page's query matches: values cast as mongoose casts them, removed records only when named", async () => {
    const page = (filter: Record<string, unknown>) =>
      listPage(a, ItemModel, { filter, sort: { name: 1, _id: 1 }, page: { limit: 20, skip: 0 }, toItem });
    const cast = await page({ rank: { $gte: "3" } });
    expect(cast.items.map((i) => i.name)).toEqual(["a3", "a4", "a5"]);
    expect(cast.total).toBe(3);
    const one = await page({ _id: cast.items[0]!.id });
    expect([one.items.length, one.total]).toEqual([1, 1]);
    const removed = await page({ deletedAt: { $ne: null } });
    expect(removed.items.map((i) => i.name)).toEqual(["a6"]);
    expect(removed.total).toBe(1);
  });

  it("returns plain records of the projected fields only", async () => {
    const page = await listPage(a, ItemModel, {
      sort: { name: 1, _id: 1 },
      page: { limit: 1, skip: 0 },
      projection: projectionOf(ItemAnswer),
      toItem: (record) => record,
    });
    const [record] = page.items;
    expect(record).not.toBeInstanceOf(mongoose.Document);
    expect(Object.keys(record!).sort()).toEqual(["_id", "name", "rank"]);
  });

  it("keeps to the context's tenant even when the filter names another", async () => {
    const page = await listPage(a, ItemModel, {
      filter: { companyId: new Types.ObjectId(b.companyId) },
      sort: { name: 1 },
      page: { limit: 20, skip: 0 },
      toItem,
    });
    expect(page.total).toBe(6);
  });
});
