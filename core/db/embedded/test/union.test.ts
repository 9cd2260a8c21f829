import fc from "fast-check";
import type { Document } from "bson";
import type { Db } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import { mingoAnswer, useEngineDb } from "./engine-db.js";

// `$unionWith` run part by part (union.ts: each part's leading $match/$sort/$skip/$limit as a find, through the
// indexes) answers what mingo answers over the same documents: random documents in two collections, random
// pipelines of parts, over the wire.

const scalar = fc.oneof(
  fc.constantFrom("a", "b", "B", ""),
  fc.integer({ min: -3, max: 3 }),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof({ weight: 5, arbitrary: scalar }, { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) });
// `x` may hold arrays and is only filtered on: mingo sorts an array as an array, MongoDB by its smallest or largest
// element (the find's sort; "sorts arrays as MongoDB does" below)
const doc = fc.record({ w: fc.constantFrom("w1", "w2", "w3"), n: scalar, x: value }, { requiredKeys: ["w"] });

/** A part: a filter, then a sort (ending in `_id`, one order) and a limit only after a sort (else any k would do). */
const part = fc.record({
  match: fc.oneof(
    fc.constant({}),
    fc.constantFrom("w1", "w2", "w3", "w9").map((w) => ({ w })),
    fc.tuple(fc.constantFrom("w1", "w2"), fc.integer({ min: -3, max: 3 })).map(([w, n]) => ({ w, n: { $gte: n } })),
    fc.constant({ x: { $in: ["a", 1, null] } }),
  ),
  sort: fc.option(fc.tuple(fc.constantFrom("n", "w"), fc.constantFrom(1, -1))),
  skip: fc.option(fc.integer({ min: 1, max: 3 })),
  limit: fc.option(fc.integer({ min: 1, max: 8 })),
  // a stage after the find part, which mingo runs
  then: fc.option(fc.constantFrom<Document>({ $project: { w: 1, n: 1 } }, { $match: { n: { $ne: null } } })),
});
type Part = typeof part extends fc.Arbitrary<infer P> ? P : never;

function stages(p: Part): Document[] {
  return [
    { $match: p.match },
    ...(p.sort ? [{ $sort: { [p.sort[0]]: p.sort[1], _id: 1 } }] : []),
    ...(p.sort && p.skip ? [{ $skip: p.skip }] : []),
    ...(p.sort && p.limit ? [{ $limit: p.limit }] : []),
    ...(p.then ? [p.then] : []),
  ];
}

const inOrder = (docs: Document[]) => [...docs].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));

describe("embedded engine: $unionWith part by part", () => {
  const engine = useEngineDb("union");
  let db: Db;
  beforeAll(() => {
    db = engine.db;
  });

  it("answers what mingo answers", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(doc, { maxLength: 20 }),
        fc.array(doc, { maxLength: 30 }),
        part,
        fc.array(part, { minLength: 1, maxLength: 4 }),
        fc.option(fc.constantFrom<Document>({ $sort: { _id: -1 } }, { $limit: 5 }, { $count: "n" })),
        async (docsA, docsB, first, others, last) => {
          const a = db.collection(`a${run}`);
          const b = db.collection(`b${run++}`);
          // indexes the parts' filters and sorts can walk (the last punches of a person by position)
          await b.createIndex({ w: 1, n: -1 });
          if (docsA.length) await a.insertMany(docsA.map((d, i) => ({ _id: `a${i}`, ...d }) as Document));
          if (docsB.length) await b.insertMany(docsB.map((d, i) => ({ _id: `b${i}`, ...d }) as Document));
          const stored: Record<string, Document[]> = {
            [a.collectionName]: await a.find({}).toArray(),
            [b.collectionName]: await b.find({}).toArray(),
          };
          const pipeline: Document[] = [
            ...stages(first),
            ...others.map((p) => ({ $unionWith: { coll: b.collectionName, pipeline: stages(p) } })),
            ...(last ? [last] : []),
          ];
          const got = await a.aggregate(pipeline).toArray();
          const wire = mingoAnswer(stored, a.collectionName, pipeline);
          // every part in one order (sorted) gives one answer; otherwise the same documents in some order
          const ordered = [first, ...others].every((p) => p.sort) && last?.$limit === undefined;
          if (ordered) expect(got).toEqual(wire);
          else if (last?.$limit === undefined) expect(inOrder(got)).toEqual(inOrder(wire));
          else expect(got).toHaveLength(wire.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("sorts arrays as MongoDB does, with a limit (the best k kept) as without", async () => {
    const c = db.collection("arrays");
    // ascending by the smallest element, descending by the largest; an empty array below null; missing as null
    await c.insertMany([
      { _id: "a0", x: [null] },
      { _id: "a1" },
      { _id: "a2", x: null },
      { _id: "a3", x: [] },
      { _id: "a4", x: [5, 1] },
      { _id: "a5", x: 3 },
    ] as Document[]);
    const ids = async (direction: 1 | -1, limit?: number) =>
      (await c.find({}, { sort: { x: direction, _id: 1 }, ...(limit ? { limit } : {}) }).toArray()).map((d) => d._id);
    expect(await ids(1)).toEqual(["a3", "a0", "a1", "a2", "a4", "a5"]);
    expect(await ids(1, 3)).toEqual(["a3", "a0", "a1"]);
    expect(await ids(-1)).toEqual(["a4", "a5", "a0", "a1", "a2", "a3"]);
    expect(await ids(-1, 3)).toEqual(["a4", "a5", "a0"]);
  });

  it("the last punches of each person of a batch: one aggregate of a $unionWith per person", async () => {
    const c = db.collection("punches");
    await c.createIndex({ companyId: 1, workerId: 1, seq: 1 }, { unique: true });
    const punches = Array.from({ length: 300 }, (_, i) => ({
      companyId: i % 7 === 0 ? "other" : "co",
      workerId: `w${i % 10}`,
      seq: Math.floor(i / 10) + 1,
    }));
    await c.insertMany(punches.map((p) => ({ ...p })));
    const people = ["w1", "w4", "w7", "w-none"];
    const part = (workerId: string) => [
      { $match: { companyId: "co", workerId } },
      { $sort: { seq: -1 } },
      { $limit: 3 },
    ];
    const [head, ...rest] = people;
    const rows = await c
      .aggregate([...part(head!), ...rest.map((w) => ({ $unionWith: { coll: "punches", pipeline: part(w) } }))])
      .toArray();
    const expected = people.flatMap((w) =>
      punches
        .filter((p) => p.companyId === "co" && p.workerId === w)
        .sort((x, y) => y.seq - x.seq)
        .slice(0, 3),
    );
    expect(rows.map(({ workerId, seq }) => ({ workerId, seq }))).toEqual(
      expected.map(({ workerId, seq }) => ({ workerId, seq })),
    );
  });
});
