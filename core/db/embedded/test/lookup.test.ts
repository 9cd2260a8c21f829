import fc from "fast-check";
import type { Document } from "bson";
import { type Db, ObjectId } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import { mingoAnswer, useEngineDb } from "./engine-db.js";

// A `$lookup` by `_id` after a find (lookup.ts: each document's match read by `_id` instead of mingo reading every
// document of `from`) answers what mingo answers over the same documents: random local values of every plain kind
// (and arrays, which go to mingo), random foreign ids, over the wire.

const IDS = ["000000000000000000000001", "000000000000000000000002", "65a000000000000000000000"];
const localValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...IDS).map((h) => new ObjectId(h)) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>("u1", "u2", 1, 2, 2.5, true, null) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom<unknown>("u1", 1), { maxLength: 2 }) },
);
const foreignId = fc.oneof(
  fc.constantFrom(...IDS).map((h) => new ObjectId(h)),
  fc.constantFrom<unknown>("u1", "u2", "u3", 1, 2, 3, null),
);

const lookup = (from: string, localField = "u") => ({ $lookup: { from, localField, foreignField: "_id", as: "user" } });

describe("embedded engine: $lookup by _id after a find", () => {
  const engine = useEngineDb("lookup");
  let db: Db;
  beforeAll(() => {
    db = engine.db;
  });

  it("answers what mingo answers", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ u: localValue, g: fc.constantFrom("a", "b") }), { maxLength: 12 }),
        fc.uniqueArray(foreignId, { maxLength: 8, selector: (id) => JSON.stringify(id) }),
        fc.constantFrom<Document>({}, { g: "a" }, { _id: { $in: ["s0", "s2", "s5"] } }),
        fc.option(fc.integer({ min: 1, max: 5 })),
        async (locals, ids, match, limit) => {
          const s = db.collection(`s${run}`);
          const u = db.collection(`u${run++}`);
          if (locals.length)
            await s.insertMany(
              locals.map(({ u: value, g }, i) =>
                value === undefined ? { _id: `s${i}`, g } : { _id: `s${i}`, g, u: value },
              ) as Document[],
            );
          if (ids.length) await u.insertMany(ids.map((_id, i) => ({ _id, name: `n${i}` })) as Document[]);
          const lookupPipeline: Document[] = [
            { $match: match },
            ...(limit ? [{ $sort: { _id: 1 } }, { $limit: limit }] : []),
            lookup(u.collectionName),
          ];
          const stored: Record<string, Document[]> = {
            [s.collectionName]: await s.find({}).toArray(),
            [u.collectionName]: await u.find({}).toArray(),
            versions: [
              { _id: "auth", v: 2 },
              { _id: "plans", v: 1 },
            ],
          };
          await db.collection("versions").deleteMany({});
          await db.collection<Document>("versions").insertMany(stored.versions!.map((d) => ({ ...d })));
          const byId = (docs: Document[]) => [...docs].sort((x, y) => String(x._id).localeCompare(String(y._id)));
          const check = async (collection: string, pipeline: Document[]) => {
            const got = await db.collection(collection).aggregate(pipeline).toArray();
            const wire = mingoAnswer(stored, collection, pipeline);
            expect(JSON.stringify(byId(got))).toBe(JSON.stringify(byId(wire)));
          };
          await check(s.collectionName, lookupPipeline);
          // the same inside a `$unionWith` (union.ts runs the part through the `_id` lookup too): core/auth reads
          // the cache versions, then the sessions of a batch with their users
          await check("versions", [
            { $match: { _id: { $in: ["auth", "none"] } } },
            { $unionWith: { coll: s.collectionName, pipeline: lookupPipeline } },
          ]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("reads the sessions of a batch with their users", async () => {
    const users = db.collection("users_batch");
    const sessions = db.collection<{ _id: string; userId: ObjectId }>("sessions_batch");
    const [ana, bia] = [new ObjectId(), new ObjectId()];
    await users.insertMany([
      { _id: ana, name: "Ana" },
      { _id: bia, name: "Bia", deletedAt: new Date(0) },
    ]);
    await sessions.insertMany([
      { _id: "h1", userId: ana },
      { _id: "h2", userId: bia },
      { _id: "h3", userId: new ObjectId() },
      { _id: "h4", userId: ana },
    ]);
    const rows = await sessions
      .aggregate([{ $match: { _id: { $in: ["h1", "h2", "h3", "h9"] } } }, lookup("users_batch", "userId")])
      .toArray();
    const names = Object.fromEntries(rows.map((r) => [r._id, (r.user as Document[]).map((x) => x.name)]));
    expect(names).toEqual({ h1: ["Ana"], h2: ["Bia"], h3: [] });
  });
});
