import fc from "fast-check";
// the engine's own BSON classes (ESM "bson"), as the values it stores are: the driver's CJS copy is another class
import { Decimal128, Long, ObjectId } from "bson";
import { describe, expect, it } from "vitest";
import { compileFilter, equalityMatcher } from "../query.js";

// The engine decides plain filters (equalities, ranges, `$in` of plain values) by direct comparison and leaves to
// mingo only the values it cannot decide (query.ts `equalityMatcher`). Wherever it decides, it must answer what
// mingo's general matcher answers for the same filter and document.

const OIDS = ["000000000000000000000001", "00000000000000000000000f", "65a000000000000000000000"].map(
  (h) => new ObjectId(h),
);
const DATES = [0, 1, 86_400_000, 1_700_000_000_000].map((ms) => new Date(ms));

/** Values a list of `$in` may hold, and a document may: every plain kind, the same ids and dates as new objects. */
const plain: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>("", "a", "b", "1", "o1", "true", "é"),
  fc.constantFrom<unknown>(0, -0, 1, 1.5, -1, Infinity),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(...OIDS).map((id) => new ObjectId(id.toHexString())),
  fc.constantFrom(...DATES).map((d) => new Date(d.getTime())),
);

/** A document's value: the plain ones, missing, and kinds left to mingo (arrays, Long, Decimal128, NaN, documents). */
const stored: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: plain },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.array(plain, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(new Long(1), Decimal128.fromString("1"), NaN, { a: 1 }, [], [[1]]),
  },
);

describe("the engine's direct matcher", () => {
  it("answers what mingo answers for `$in` of plain values, wherever it decides", () => {
    let decided = 0;
    fc.assert(
      fc.property(fc.array(plain, { minLength: 1, maxLength: 5 }), stored, (list, value) => {
        const filter = { x: { $in: list } };
        const doc = value === undefined ? { _id: 1 } : { _id: 1, x: value };
        const direct = equalityMatcher(filter);
        expect(direct, "a list of plain values is decided directly").toBeDefined();
        const answer = direct!(doc);
        if (answer === undefined) return;
        decided++;
        expect(answer).toBe(compileFilter(filter, "test").test(doc));
      }),
      { numRuns: 3000 },
    );
    // most documents hold a plain value: the direct path is what was compared, not skipped
    expect(decided).toBeGreaterThan(1500);
  });

  it("leaves a list holding other kinds to mingo, and decides a batch of users' ids with their deletion", () => {
    expect(equalityMatcher({ x: { $in: [1, [1]] } })).toBeUndefined();
    expect(equalityMatcher({ x: { $in: [new Long(1)] } })).toBeUndefined();
    expect(equalityMatcher({ x: { $in: [/a/] } })).toBeUndefined();
    const users = equalityMatcher({ _id: { $in: [OIDS[0], OIDS[2]] }, deletedAt: null })!;
    expect(users({ _id: new ObjectId(OIDS[0]!.toHexString()) })).toBe(true);
    expect(users({ _id: OIDS[2], deletedAt: new Date() })).toBe(false);
    expect(users({ _id: OIDS[1] })).toBe(false);
    expect(users({ _id: OIDS[0]!.toHexString() })).toBe(false);
  });
});
