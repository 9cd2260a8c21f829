import fc from "fast-check";
import { type Db, Long } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { Document } from "bson";
import { overTheWire, useEngineDb } from "./engine-db.js";
import { aggregate } from "../query.js";

// Range filters decided without mingo and `$match` + `$group` run without mingo (group.ts) answer exactly what
// mingo answers on the same documents: random documents (strings, numbers, booleans, null, missing, arrays, nested
// documents, Longs, dates) against random filters and groups, over the wire.

const scalar = fc.oneof(
  fc.constantFrom("a", "b", "B", "", "2026-10-01", "2026-10-31", "é"),
  fc.integer({ min: -3, max: 3 }),
  fc.double({ min: -5, max: 5, noNaN: true }),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.record({ x: scalar }) },
  { weight: 1, arbitrary: fc.constantFrom(new Date(0), new Date(86_400_000), Long.fromNumber(2)) },
);
const doc = fc.record(
  {
    g: value,
    a: value,
    b: value,
    s: fc.constantFrom("approved", "pending", "none"),
    day: value,
    at: fc.constantFrom(new Date(0), new Date(60_000), new Date(86_400_000)),
  },
  { requiredKeys: ["s", "at"] },
);

const field = fc.constantFrom("$g", "$a", "$b", "$b.x", "$s", "$day");
const operand = fc.oneof(field, scalar);
const condition = fc.oneof(
  fc.tuple(operand, operand).map(([x, y]) => ({ $eq: [x, y] })),
  fc.tuple(operand, operand).map(([x, y]) => ({ $ne: [x, y] })),
  fc.constant({ $in: ["$s", ["approved", "pending"]] }),
  fc.tuple(fc.boolean(), operand).map(([flag, x]) => ({ $and: [flag, { $eq: ["$s", x] }] })),
  fc.constant({ $or: ["$a", { $not: ["$b"] }] }),
);
const argument = fc.oneof(
  field,
  fc.integer({ min: 0, max: 2 }),
  fc.tuple(condition, operand, operand).map(([c, t, e]) => ({ $cond: [c, t, e] })),
  fc.tuple(condition, operand, operand).map(([c, t, e]) => ({ $cond: { if: c, then: t, else: e } })),
);
const accumulator = fc.oneof(
  fc.tuple(fc.constantFrom("$sum", "$avg", "$min", "$max", "$first", "$last"), argument).map(([op, arg]) => ({
    [op]: arg,
  })),
  fc.constant({ $count: {} }),
  fc.constantFrom("$g", "$a", "$b.x", "$s", "$day", "$at").map((path) => ({ $push: path })),
);
// a $sort before the group (the order $push collects in), _id last so mingo's order is one order
const preSort = fc.option(
  fc
    .tuple(fc.constantFrom("at", "s", "g", "a", "day", "b.x"), fc.constantFrom(1, -1))
    .map(([path, direction]) => ({ $sort: { [path]: direction, _id: 1 } })),
);
const group = fc
  .tuple(fc.oneof(field, fc.constant(null), fc.constant(1)), fc.array(accumulator, { minLength: 1, maxLength: 4 }))
  .map(([id, accs]) => ({ _id: id, ...Object.fromEntries(accs.map((acc, i) => [`v${i}`, acc])) }));
const bound = fc.oneof(
  fc.constantFrom("2026-10-01", "2026-10-31", "a", "B"),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(new Date(0), new Date(3_600_000)),
);
const range = fc
  .tuple(
    fc.constantFrom("g", "a", "day"),
    fc.subarray(["$gt", "$gte", "$lt", "$lte"], { minLength: 1 }),
    fc.array(bound, { minLength: 4, maxLength: 4 }),
  )
  .map(([f, ops, bounds]) => ({ [f]: Object.fromEntries(ops.map((op, i) => [op, bounds[i]])) }));
const match = fc.oneof(
  fc.constant({}),
  range,
  fc.tuple(range, fc.constantFrom("approved", "pending")).map(([r, s]) => ({ ...r, s })),
);

/** Groups in a stable order (MongoDB promises none), numbers compared with a tolerance for sums' rounding. */
const byId = (docs: Document[]) => [...docs].sort((x, y) => JSON.stringify(x._id).localeCompare(JSON.stringify(y._id)));

describe("embedded engine: ranges and groups without mingo", () => {
  const engine = useEngineDb("fastgroup");
  let db: Db;
  beforeAll(() => {
    db = engine.db;
  });

  it("a range filter finds what mingo finds", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(doc, { maxLength: 25 }), range, async (docs, filter) => {
        const c = db.collection(`range${run++}`);
        if (docs.length) await c.insertMany(docs.map((d, i) => ({ _id: i, ...d }) as Document));
        const stored = await c.find({}).toArray();
        const expected = aggregate(stored, [{ $match: filter }], "fastgroup").map((d) => d._id);
        const found = (await c.find(filter).toArray()).map((d) => d._id);
        expect(found.sort()).toEqual(expected.sort());
      }),
      { numRuns: 150 },
    );
  });

  it("$match + $sort? + $group (+ a later stage) answers what mingo answers", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(doc, { maxLength: 25 }),
        match,
        group,
        fc.boolean(),
        fc.boolean(),
        preSort,
        async (docs, filter, g, sort, tenant, before) => {
          const c = db.collection(`group${run++}`);
          if (docs.length) await c.insertMany(docs.map((d, i) => ({ _id: i, ...d }) as Document));
          const stored = await c.find({}).toArray();
          // a tenant's $match first, as core/tenancy/scoped.ts sends it, then the caller's
          const pipeline: Document[] = [
            ...(tenant ? [{ $match: { s: { $in: ["approved", "pending"] } } }] : []),
            { $match: filter },
            ...(before ? [before] : []),
            { $group: g },
            ...(sort ? [{ $sort: { _id: 1 } }] : []),
          ];
          let expected: Document[] | Error;
          try {
            expected = aggregate(stored, pipeline, "fastgroup");
          } catch (err) {
            expected = err as Error;
          }
          if (expected instanceof Error) {
            await expect(c.aggregate(pipeline).toArray()).rejects.toThrow();
            return;
          }
          const got = await c.aggregate(pipeline).toArray();
          // through BSON as the driver reads it (Longs promoted to numbers, ...)
          const wire = overTheWire(expected);
          expect(byId(got)).toEqual(byId(wire));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("the time sheet's punches per person as columns: $push in $sort order, either direction", async () => {
    const c = db.collection("punches");
    // inserted out of time order, two punches at one instant (seq breaks the tie)
    const punches = Array.from({ length: 40 }, (_, i) => ({
      workerId: `w${i % 3}`,
      statusDate: new Date(Date.UTC(2026, 9, 1 + ((i * 7) % 20), 8 + (i % 2))),
      status: i % 2 ? "end" : "start",
      seq: i,
    }));
    punches.push({ ...punches[0]!, seq: 100, status: "end" });
    await c.insertMany(punches.map((p) => ({ ...p })));
    for (const direction of [1, -1] as const) {
      const rows = await c
        .aggregate([
          { $match: { statusDate: { $gte: new Date(Date.UTC(2026, 9, 3)), $lt: new Date(Date.UTC(2026, 9, 18)) } } },
          { $sort: { statusDate: direction, seq: 1 } },
          {
            $group: {
              _id: "$workerId",
              at: { $push: "$statusDate" },
              status: { $push: "$status" },
              seq: { $push: "$seq" },
            },
          },
          { $sort: { _id: 1 } },
        ])
        .toArray();
      const expected = ["w0", "w1", "w2"].map((w) => {
        const mine = punches
          .filter((p) => p.workerId === w && p.statusDate >= new Date(Date.UTC(2026, 9, 3)))
          .filter((p) => p.statusDate < new Date(Date.UTC(2026, 9, 18)))
          .sort((a, b) => direction * (a.statusDate.getTime() - b.statusDate.getTime()) || a.seq - b.seq);
        return {
          _id: w,
          at: mine.map((p) => p.statusDate),
          status: mine.map((p) => p.status),
          seq: mine.map((p) => p.seq),
        };
      });
      expect(rows, `direction ${direction}`).toEqual(expected);
    }
  });

  it("the payroll's hours per person: sums and conditional sums per person over a range of days", async () => {
    const c = db.collection("days");
    const days = Array.from({ length: 60 }, (_, i) => ({
      userId: `u${i % 4}`,
      day: `2026-10-${String((i % 30) + 1).padStart(2, "0")}`,
      worked: 480 + (i % 3) * 15,
      overtime: (i % 3) * 15,
      status: ["approved", "pending", "none"][i % 3],
    }));
    await c.insertMany(days);
    const rows = await c
      .aggregate([
        { $match: { day: { $gte: "2026-10-01", $lte: "2026-10-15" } } },
        {
          $group: {
            _id: "$userId",
            worked: { $sum: "$worked" },
            overtime: { $sum: { $cond: [{ $in: ["$status", ["approved"]] }, "$overtime", 0] } },
            days: { $sum: 1 },
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    // by hand: days 1..15 are i = 0..14 and 30..44; person i % 4
    const expected = ["u0", "u1", "u2", "u3"].map((u) => {
      const mine = days.filter((d, i) => `u${i % 4}` === u && d.day <= "2026-10-15");
      return {
        _id: u,
        worked: mine.reduce((s, d) => s + d.worked, 0),
        overtime: mine.filter((d) => d.status === "approved").reduce((s, d) => s + d.overtime, 0),
        days: mine.length,
      };
    });
    expect(rows).toEqual(expected);
  });
});
