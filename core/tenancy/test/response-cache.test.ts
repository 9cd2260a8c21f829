import Fastify, { type FastifyInstance } from "fastify";
import mongoose, { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServiceContext } from "../../context.js";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import { TenantResponseCache } from "../response-cache.js";
import { scoped } from "../scoped.js";
import { defineTenantModel } from "../tenant-model.js";
import { writeVersion } from "../write-versions.js";

const Item = defineTenantModel<{ name: string }>("ResponseCacheTestItem", { name: { type: String, required: true } });
const Other = defineTenantModel<{ name: string }>("ResponseCacheTestOther", { name: String });

/** The parts of a Fastify reply the cache uses. */
function fakeReply() {
  const reply = {
    header: () => reply,
    type: () => reply,
    send: () => reply,
    code: () => reply,
    serialize: (payload: unknown) => JSON.stringify(payload),
  };
  return reply;
}

describe("tenant response cache", () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let computed = 0;
  let clock = 0;
  const cache = new TenantResponseCache({ models: [Item], ttlMs: 5_000, clock: () => clock });
  const a = { companyId: new Types.ObjectId().toHexString(), now: () => new Date() } as ServiceContext;
  const b = { companyId: new Types.ObjectId().toHexString(), now: () => new Date() } as ServiceContext;

  const get = (companyId: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url: `/c/${companyId}/items`, headers });
  const names = async (companyId: string) => (await get(companyId)).json<{ items: string[] }>().items;

  beforeAll(async () => {
    db = await startTestDatabase();
    await mongoose.connect(db.uri, { dbName: `response_cache_${Date.now()}` });
    app = Fastify();
    app.decorateRequest("ctx", null as never);
    app.get<{ Params: { companyId: string } }>(
      "/c/:companyId/items",
      {
        schema: {
          // the route's response schema serialises the answer: extra fields never leave
          response: {
            200: {
              type: "object",
              properties: { items: { type: "array", items: { type: "string" } } },
            },
          },
        },
      },
      async (request, reply) => {
        const ctx = { ...a, companyId: request.params.companyId };
        request.ctx = ctx;
        return cache.send(request, reply, "all", async () => {
          computed += 1;
          const docs = await scoped(ctx, Item).find({}, { sort: { name: 1 } });
          return { items: docs.map((d) => d.name), secret: "not in the schema" };
        });
      },
    );
    await app.ready();
    await scoped(a, Item).create({ name: "alpha" });
    await scoped(b, Item).create({ name: "other tenant" });
  });
  afterAll(async () => {
    await app.close();
    await mongoose.disconnect();
    await db.stop();
  });

  it("answers a repeated request from memory, serialised by the route's schema, with an ETag and 304", async () => {
    computed = 0;
    const first = await get(a.companyId);
    expect(first.json()).toEqual({ items: ["alpha"] });
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    const second = await get(a.companyId);
    expect(second.body).toBe(first.body);
    expect(computed).toBe(1);
    expect(second.headers.etag).toBe(first.headers.etag);
    const notModified = await get(a.companyId, { "if-none-match": String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");
    // a client that asks for a fresh answer gets one computed now
    expect((await get(a.companyId, { "cache-control": "no-cache" })).body).toBe(first.body);
    expect(computed).toBe(2);
  });

  it("computes again after any write to the model for that tenant (insert, update, delete), not for others", async () => {
    await names(a.companyId);
    await names(b.companyId);
    computed = 0;
    await scoped(a, Item).create({ name: "beta" });
    expect(await names(a.companyId)).toEqual(["alpha", "beta"]);
    expect(await names(b.companyId)).toEqual(["other tenant"]);
    expect(computed).toBe(1); // tenant B's answer survived A's write
    await scoped(a, Item).updateOne({ name: "beta" }, { $set: { name: "bravo" } });
    expect(await names(a.companyId)).toEqual(["alpha", "bravo"]);
    await scoped(a, Item).softDelete({ name: "bravo" });
    expect(await names(a.companyId)).toEqual(["alpha"]);
    await scoped(a, Item).insertMany([{ name: "charlie" }]);
    expect(await names(a.companyId)).toEqual(["alpha", "charlie"]);
    // a model the answer does not depend on leaves it alone
    computed = 0;
    await names(a.companyId);
    await scoped(a, Other).create({ name: "x" });
    await names(a.companyId);
    expect(computed).toBe(0);
  });

  it("never serves an answer computed while a write was under way", async () => {
    const before = writeVersion(Item.modelName, a.companyId);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // an answer computed from data read before a write that lands while it is being computed
    const racing = cache.send({ ctx: a, headers: {} } as never, fakeReply() as never, "all", async () => {
      await gate;
      return { items: ["stale"] };
    });
    await scoped(a, Item).create({ name: "delta" });
    release();
    await racing;
    expect(writeVersion(Item.modelName, a.companyId)).not.toBe(before);
    computed = 0;
    expect(await names(a.companyId)).toContain("delta");
    expect(computed).toBe(1);
  });

  it("sees writes made elsewhere (another instance) within the TTL", async () => {
    computed = 0;
    await names(a.companyId);
    await Item.collection.updateOne(
      { companyId: new Types.ObjectId(a.companyId), name: "alpha" },
      { $set: { name: "aardvark" } },
    );
    expect(await names(a.companyId)).toContain("alpha"); // not seen yet: the write bypassed this process
    clock += 5_000;
    expect(await names(a.companyId)).toContain("aardvark");
    expect(computed).toBe(1);
  });

  it("keeps at most maxBytes of answers, dropping the oldest", async () => {
    const small = new TenantResponseCache({ models: [Item], maxBytes: 100, clock: () => clock });
    for (const key of ["k1", "k2", "k3"])
      await small.send({ ctx: a, headers: {} } as never, fakeReply() as never, key, async () => ({
        data: "x".repeat(40),
      }));
    expect(small.stats.entries).toBe(1);
    expect(small.stats.bytes).toBeLessThanOrEqual(100);
  });
});
