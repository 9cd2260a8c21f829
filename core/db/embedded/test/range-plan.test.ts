import fc from "fast-check";
import {
  type Collection,
  type Db,
  Decimal128,
  type Document,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
} from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import { useEngineDb } from "./engine-db.js";

// A range on the index field after the equality prefix narrows the lookup to the keys within the bounds
// (collection.ts `plan`, indexes.ts `within`). The candidates must stay a superset of the matches: every query here
// answers, on a collection with the indexes, exactly what it answers on the same documents without them (a scan).

type Doc = { _id: number; c: string; w: string; x?: unknown; y?: number; d?: unknown };

const DATES = [0, 1, 2, 5, 86_400_000, 86_400_001, 1_700_000_000_000].map((ms) => new Date(ms));
const OIDS = ["000000000000000000000001", "00000000000000000000000f", "65a000000000000000000000"].map(
  (h) => new ObjectId(h),
);
const STRINGS = ["", "a", "ab", "b", "é", "\uFFFF", "😀", "z😀", "𝔘", "A"];
const NUMBERS = [0, -0, 1, 1.5, -1, 2, 10, 1e21, Infinity, -Infinity, NaN];

/** A value of the ranged field: dates, numbers of every BSON kind, strings (non-BMP too), null, other kinds. */
const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...DATES) },
  { weight: 3, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.integer({ min: -3, max: 12 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      new Long(5),
      Long.fromString("1152921504606846977"),
      new Int32(2),
      new Double(-0),
      new Double(1.5),
      Decimal128.fromString("2"),
    ),
  },
  { weight: 3, arbitrary: fc.constantFrom(...STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...OIDS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, { k: 1 }) },
);
const MISSING = Symbol("missing");
const fieldValue = (arrays: boolean): fc.Arbitrary<unknown> =>
  arrays
    ? fc.oneof(
        { weight: 8, arbitrary: scalar },
        { weight: 1, arbitrary: fc.constant(MISSING) },
        { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
      )
    : fc.oneof({ weight: 9, arbitrary: scalar }, { weight: 1, arbitrary: fc.constant(MISSING) });

/** A bound: mostly values the planner narrows by, and kinds it must not (null, regex, MinKey, documents, NaN...). */
const bound: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: scalar },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(/a/, new MinKey(), new MaxKey(), [1, 2], [], new Date(NaN), new Long(3)),
  },
);
const OPS = ["$gt", "$gte", "$lt", "$lte"] as const;
/**
 * Bounds of one kind, ordered (the lower bounds get the smaller value: what a real query sends, so that ranges
 * match something), or of any kinds in any order.
 */
const order = (a: unknown, b: unknown): number => {
  const key = (v: unknown) => (v instanceof Date ? v.getTime() : v instanceof ObjectId ? v.toHexString() : v);
  const [x, y] = [key(a), key(b)] as [number | string, number | string];
  return x < y ? -1 : x > y ? 1 : 0;
};
const boundsOf = (kind: fc.Arbitrary<unknown>, sorted = true) =>
  fc.tuple(fc.subarray([...OPS], { minLength: 1 }), kind, kind).map(([ops, a, b]) => {
    const [lo, hi] = sorted && order(a, b) > 0 ? [b, a] : [a, b];
    return ops.map((op) => [op, op === "$gt" || op === "$gte" ? lo : hi] as const);
  });
const range = fc.oneof(
  { weight: 3, arbitrary: boundsOf(fc.constantFrom(...DATES)) },
  { weight: 2, arbitrary: boundsOf(fc.oneof(fc.constantFrom(...NUMBERS), fc.integer({ min: -3, max: 12 }))) },
  { weight: 2, arbitrary: boundsOf(fc.constantFrom(...STRINGS)) },
  { weight: 1, arbitrary: boundsOf(fc.constantFrom(...OIDS)) },
  { weight: 2, arbitrary: boundsOf(bound, false) },
);

const COMPANIES = ["c1", "c2"];
const WORKERS = ["w1", "w2", "w3", "w4"];

const docs = (arrays: boolean) =>
  fc
    .array(
      fc.record({
        c: fc.constantFrom(...COMPANIES),
        w: fc.constantFrom(...WORKERS),
        x: fc.constantFrom<unknown>(null, 1, "x"),
        y: fc.constantFrom<number | undefined>(undefined, 0, 1),
        d: fieldValue(arrays),
      }),
      { minLength: 20, maxLength: 80 },
    )
    .map((list) =>
      list.map((r, i) => {
        const doc: Doc = { _id: i, c: r.c, w: r.w, x: r.x };
        if (r.y !== undefined) doc.y = r.y;
        if (r.d !== MISSING) doc.d = r.d;
        return doc;
      }),
    );

/**
 * A condition besides the prefix and the range, which the lookup leaves to be evaluated per candidate
 * (`Plan.residual`): on `y`, in no index, or on `x`, in one (an equality there makes `{c, x, d}` a candidate plan).
 */
const residual = fc.constantFrom<Document>(
  { y: 1 },
  { y: null },
  { y: { $ne: 1 } },
  { y: { $gt: 0 } },
  { y: { $exists: false } },
  { x: null },
  { x: 1 },
  { x: { $ne: "x" } },
  { x: { $in: [1, "x"] } },
);

/**
 * A filter: company equality or `$in`, maybe workers, the range top-level, split over `$and`, or with `$ne`; maybe
 * another condition beside them.
 */
const query = fc
  .record({
    c: fc.oneof(fc.constantFrom<unknown>(...COMPANIES), fc.constant({ $in: COMPANIES })),
    w: fc.option(
      fc.oneof(
        fc.constantFrom<unknown>(...WORKERS),
        fc.subarray(WORKERS).map((ws) => ({ $in: ws })),
      ),
      {
        nil: undefined,
      },
    ),
    bounds: range,
    shape: fc.constantFrom("top", "and", "split", "ne"),
    extra: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: range }),
    beside: fc.option(residual, { nil: undefined }),
  })
  .map(({ c, w, bounds, shape, extra, beside }) => {
    const r: Document = Object.fromEntries(bounds);
    const prefix: Document = { c, ...(w === undefined ? {} : { w }), ...beside };
    let filter: Document;
    if (shape === "top") filter = { ...prefix, d: r };
    else if (shape === "and") filter = { $and: [prefix, { d: r }] };
    else if (shape === "split") filter = { ...prefix, $and: bounds.map(([op, b]) => ({ d: { [op]: b } })) };
    else filter = { ...prefix, d: { ...r, $ne: 1 } };
    // a second range on the same field: both hold
    if (extra) filter = { $and: [filter, { d: Object.fromEntries(extra) }] };
    return filter;
  });

/**
 * Whether the documents hold values that the engine's sort paths order unlike MongoDB, so that a page sorted on `d`
 * may differ between the index walk and mingo's sort whatever the plan: NaN (mingo's compare calls it equal to every
 * number), Decimal128 and 64-bit integers (an index key by value, a type of its own for mingo). Limits of the sort
 * path, not of the range narrowing tested here.
 */
const unsortable = (list: Doc[]): boolean =>
  list.some((d) => [d.d].flat().some((v) => Number.isNaN(v) || v instanceof Decimal128 || v instanceof Long));

describe("range narrowing in the query plan", () => {
  const engine = useEngineDb("rangeplan");
  let db: Db;
  beforeAll(() => {
    db = engine.db;
  });

  /** The outcome of a read: its result, or the error code when it fails (both collections must fail alike). */
  const outcome = async (read: () => Promise<unknown>): Promise<unknown> => {
    try {
      return await read();
    } catch (err) {
      return { error: (err as { code?: unknown }).code ?? String(err) };
    }
  };
  const ids = (list: Document[]) => list.map((d) => d._id as number).sort((a, b) => a - b);

  async function load(arrays: boolean, list: Doc[]): Promise<[Collection<Doc>, Collection<Doc>]> {
    const indexed = db.collection<Doc>(`indexed_${arrays ? "a" : "s"}`);
    const plain = db.collection<Doc>(`plain_${arrays ? "a" : "s"}`);
    await indexed.drop().catch(() => undefined);
    await plain.drop().catch(() => undefined);
    await indexed.createIndex({ c: 1, w: 1, d: 1 });
    await indexed.createIndex({ c: 1, d: 1 });
    await indexed.createIndex({ c: 1, x: 1, d: 1 });
    await indexed.insertMany(list);
    await plain.insertMany(list);
    return [indexed, plain];
  }

  for (const arrays of [false, true]) {
    it(`answers as a scan does for random data and ranges${arrays ? " (arrays: multikey, no narrowing)" : ""}`, async () => {
      await fc.assert(
        fc.asyncProperty(docs(arrays), fc.array(query, { minLength: 1, maxLength: 6 }), async (list, filters) => {
          const [indexed, plain] = await load(arrays, list);
          for (const filter of filters) {
            const both = async (read: (c: Collection<Doc>) => Promise<unknown>) => {
              const [a, b] = [await outcome(() => read(indexed)), await outcome(() => read(plain))];
              expect(a, JSON.stringify(filter)).toEqual(b);
            };
            await both(async (c) => ids(await c.find(filter).toArray()));
            // the order of a page is compared only without values the sort path orders unlike MongoDB (see unsortable)
            // (an index walk in `d` order starts and ends where the range does, both ways: `orderedGroups`)
            if (!unsortable(list))
              for (const dir of [1, -1] as const)
                await both(async (c) =>
                  (await c.find(filter).sort({ d: dir, _id: 1 }).limit(3).toArray()).map((d) => d._id),
                );
            await both(async (c) =>
              (await c.find(filter).sort({ _id: -1 }).skip(1).limit(2).toArray()).map((d) => d._id),
            );
            await both((c) => c.countDocuments(filter));
            await both(async (c) => (await db.command({ count: c.collectionName, query: filter })).n);
            await both(async (c) => ids(await c.aggregate([{ $match: filter }]).toArray()));
          }
        }),
        { numRuns: arrays ? 25 : 80 },
      );
    });
  }

  it("keeps each level's ordered keys through inserts, updates and deletes", async () => {
    // every query orders the levels it reads; the writes after it add and remove keys of those levels in place
    const write = fc.record({
      kind: fc.constantFrom("insert", "update", "delete"),
      id: fc.integer({ min: 0, max: 59 }),
      c: fc.constantFrom(...COMPANIES),
      w: fc.constantFrom(...WORKERS),
      d: fieldValue(false),
    });
    await fc.assert(
      fc.asyncProperty(
        docs(false),
        fc.array(fc.tuple(write, query), { minLength: 1, maxLength: 12 }),
        async (list, steps) => {
          const [indexed, plain] = await load(false, list);
          const stored = async () => (await plain.find({}).toArray()) as Doc[];
          for (const [op, filter] of steps) {
            // (the sorted page leaves null and missing out: the index walk orders them as one value, as MongoDB
            // does, and mingo's sort puts missing first)
            for (const c of [indexed, plain]) {
              if (op.kind === "delete") await c.deleteOne({ _id: op.id });
              else if (op.kind === "update")
                await c.updateOne({ _id: op.id }, op.d === MISSING ? { $unset: { d: 1 } } : { $set: { d: op.d } });
              else {
                const doc: Doc = { _id: 1000 + op.id, c: op.c, w: op.w };
                if (op.d !== MISSING) doc.d = op.d;
                await c.replaceOne({ _id: doc._id }, doc, { upsert: true });
              }
            }
            const both = async (read: (c: Collection<Doc>) => Promise<unknown>) => {
              const [a, b] = [await outcome(() => read(indexed)), await outcome(() => read(plain))];
              expect(a, JSON.stringify(filter)).toEqual(b);
            };
            await both(async (c) => ids(await c.find(filter).toArray()));
            await both((c) => c.countDocuments(filter));
            if (!unsortable(await stored()))
              await both(async (c) =>
                (
                  await c
                    .find({ c: "c1", d: { $ne: null } })
                    .sort({ d: 1, _id: 1 })
                    .limit(5)
                    .toArray()
                ).map((d) => d._id),
              );
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  describe("narrows the lookup", () => {
    const DAY = 86_400_000;
    const start = Date.UTC(2026, 0, 1);
    const day = (i: number) => new Date(start + i * DAY);
    let punches: Collection<Document>;

    beforeAll(async () => {
      punches = db.collection("punches");
      await punches.createIndex({ companyId: 1, workerId: 1, statusDate: 1 });
      await punches.createIndex({ companyId: 1, deletedAt: 1, createdAt: 1 });
      await punches.createIndex({ companyId: 1, statusDate: 1 });
      await punches.createIndex({ companyId: 1, day: 1 });
      const list: Document[] = [];
      for (const companyId of ["A", "B"])
        for (let w = 0; w < 10; w++)
          for (let i = 0; i < 100; i++)
            list.push({
              companyId,
              workerId: `w${w}`,
              statusDate: day(i),
              day: day(i).toISOString().slice(0, 10),
              deletedAt: null,
              createdAt: day(i),
            });
      await punches.insertMany(list);
    });

    const explain = async (filter: Document) => {
      const out = await db.command({ explain: { find: "punches", filter } });
      return {
        index: out.queryPlanner.winningPlan.inputStage?.indexName as string | undefined,
        // the filter is evaluated per document (the bounds do not decide it)
        filtered: "filter" in out.queryPlanner.winningPlan,
        examined: out.executionStats.totalDocsExamined as number,
        returned: out.executionStats.nReturned as number,
      };
    };

    it("reads only the keys within the bounds under each prefix ($in of people, a month of dates)", async () => {
      const workers = { $in: ["w1", "w3", "w4"] };
      expect(await explain({ companyId: "A", workerId: workers, statusDate: { $gte: day(10), $lt: day(20) } })).toEqual(
        { filtered: false, index: "companyId_1_workerId_1_statusDate_1", examined: 30, returned: 30 },
      );
      // $gt excludes the bound, $lte includes it
      expect(await explain({ companyId: "A", workerId: workers, statusDate: { $gt: day(10), $lte: day(20) } })).toEqual(
        { filtered: false, index: "companyId_1_workerId_1_statusDate_1", examined: 30, returned: 30 },
      );
      expect(await explain({ companyId: "A", workerId: "w2", statusDate: { $gt: day(98) } })).toEqual({
        filtered: true,
        index: "companyId_1_workerId_1_statusDate_1",
        examined: 1,
        returned: 1,
      });
      expect(await explain({ companyId: "A", workerId: "w2", statusDate: { $lte: day(0) } })).toEqual({
        filtered: true,
        index: "companyId_1_workerId_1_statusDate_1",
        examined: 1,
        returned: 1,
      });
      expect(await explain({ companyId: "A", workerId: "w2", statusDate: { $lt: day(0) } })).toEqual({
        filtered: true,
        index: "companyId_1_workerId_1_statusDate_1",
        examined: 0,
        returned: 0,
      });
    });

    it("evaluates per punch only what the lookup leaves undecided (a tenant's deletedAt: null)", async () => {
      const filter = {
        companyId: "A",
        workerId: { $in: ["w1", "w3", "w4"] },
        statusDate: { $gte: day(10), $lt: day(20) },
        deletedAt: null,
      };
      expect(await explain(filter)).toEqual({
        filtered: true,
        index: "companyId_1_workerId_1_statusDate_1",
        examined: 30,
        returned: 30,
      });
      const out = await db.command({ explain: { find: "punches", filter } });
      expect(out.queryPlanner.winningPlan.filter).toEqual({ deletedAt: null });
      await punches.updateOne({ companyId: "A", workerId: "w3", statusDate: day(12) }, { $set: { deletedAt: day(0) } });
      expect(await punches.countDocuments(filter)).toBe(29);
      expect((await punches.find(filter).toArray()).some((d) => d.deletedAt !== null)).toBe(false);
      const grouped = await punches
        .aggregate([{ $match: filter }, { $group: { _id: "$workerId", at: { $push: "$statusDate" } } }])
        .toArray();
      expect(grouped.map((g) => (g.at as Date[]).length).sort()).toEqual([10, 10, 9]);
      await punches.updateOne({ companyId: "A", workerId: "w3", statusDate: day(12) }, { $set: { deletedAt: null } });
    });

    it("prefers the index whose next field is the ranged one, inside $and and over strings too", async () => {
      expect(
        await explain({
          $and: [{ companyId: "B" }, { statusDate: { $gte: day(50) } }, { statusDate: { $lt: day(55) } }],
        }),
      ).toEqual({ filtered: true, index: "companyId_1_statusDate_1", examined: 50, returned: 50 });
      expect(await explain({ companyId: "B", day: { $gte: "2026-01-03", $lte: "2026-01-04" } })).toEqual({
        filtered: true,
        index: "companyId_1_day_1",
        examined: 20,
        returned: 20,
      });
      expect(await explain({ companyId: "A", deletedAt: null, createdAt: { $gte: day(7), $lt: day(9) } })).toEqual({
        filtered: false,
        index: "companyId_1_deletedAt_1_createdAt_1",
        examined: 20,
        returned: 20,
      });
      // a bound it cannot order (null) or a condition under $not: no narrowing, still the right answer
      expect(await explain({ companyId: "B", statusDate: { $not: { $lt: day(99) } } })).toMatchObject({
        examined: 1000,
        returned: 10,
      });
      expect(await explain({ companyId: "B", statusDate: { $lte: null } })).toMatchObject({
        examined: 1000,
        returned: 0,
      });
      // an orderable level (the dates) and one that is not (a NaN among them): the second is read whole
      await punches.insertOne({ companyId: "B", workerId: "w0", statusDate: NaN });
      expect(await explain({ companyId: "B", workerId: "w0", statusDate: { $gte: day(10), $lt: day(20) } })).toEqual({
        filtered: true,
        index: "companyId_1_workerId_1_statusDate_1",
        examined: 101,
        returned: 10,
      });
      expect(await explain({ companyId: "B", workerId: "w1", statusDate: { $gte: day(10), $lt: day(20) } })).toEqual({
        filtered: false,
        index: "companyId_1_workerId_1_statusDate_1",
        examined: 10,
        returned: 10,
      });
      await punches.deleteOne({ statusDate: NaN });
      expect(await explain({ companyId: "B", workerId: "w0", statusDate: { $gte: day(10), $lt: day(20) } })).toEqual({
        filtered: false,
        index: "companyId_1_workerId_1_statusDate_1",
        examined: 10,
        returned: 10,
      });
    });

    it("counts within the range", async () => {
      const filter = { companyId: "A", workerId: { $in: ["w0", "w9"] }, statusDate: { $gte: day(30), $lt: day(60) } };
      expect(await punches.countDocuments(filter)).toBe(60);
      expect((await db.command({ count: "punches", query: filter })).n).toBe(60);
      expect(await punches.countDocuments({ companyId: "B", statusDate: { $gt: day(89) } })).toBe(100);
    });
  });
});
