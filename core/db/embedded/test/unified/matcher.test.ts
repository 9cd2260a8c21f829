import { Binary, Decimal128, Double, EJSON, Int32, Long, MaxKey, MinKey, ObjectId, Timestamp } from "bson";
import { describe, expect, it } from "vitest";
import { assertMatches, bsonTypeNames, exactMismatches, MatchError, matches, matchMismatches } from "./matcher.js";

/** Expected values come from extended JSON files, parsed keeping BSON types. */
const ej = (text: string): unknown => EJSON.parse(text, { relaxed: false });

describe("unified matcher: documents", () => {
  it("allows extra keys in the root document", () => {
    expect(matches({ x: 1 }, { x: 1, y: 2 })).toBe(true);
    expect(matches({ x: 1, y: 1 }, { x: 1 })).toBe(false);
  });

  it("rejects extra keys in nested documents", () => {
    expect(matches({ x: { y: 1 } }, { x: { y: 1 } })).toBe(true);
    const errors = matchMismatches({ x: { y: 1 } }, { x: { y: 1, z: 1 } });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^x: unexpected extra key\(s\) z/);
  });

  it("rejects extra keys in documents nested in arrays", () => {
    expect(matches({ a: [{ b: 1 }] }, { a: [{ b: 1, c: 2 }] })).toBe(false);
  });

  it("ignores key order", () => {
    expect(matches({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toBe(true);
  });

  it("requires expected keys to be present", () => {
    expect(matchMismatches({ a: null }, {})[0]).toMatch(/a: expected null, key is absent/);
    expect(matches({ a: null }, { a: null })).toBe(true);
  });

  it("expected document vs non-document", () => {
    expect(matches({ a: { b: 1 } }, { a: [1] })).toBe(false);
    expect(matches({ a: { b: 1 } }, { a: 5 })).toBe(false);
    expect(matches({ a: 1 }, null)).toBe(false);
  });
});

describe("unified matcher: arrays", () => {
  it("requires the same length", () => {
    expect(matches([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(matches([1, 2, 3], [1, 2, 3, 4])).toBe(false);
    expect(matches([1, 2, 3], [1, 2])).toBe(false);
    expect(matches({ a: [] }, { a: [1] })).toBe(false);
  });

  it("compares element-wise in order", () => {
    expect(matches([1, 2], [2, 1])).toBe(false);
  });

  it("array elements are nested by default (distinct) and root-level for cursor results", () => {
    const expected = [{ x: 1 }, { x: 2 }];
    const actual = [
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ];
    expect(matches(expected, actual)).toBe(false);
    expect(matches(expected, actual, { rootArrayElements: true })).toBe(true);
    // nested documents inside root-level elements are still exact
    expect(matches([{ x: { a: 1 } }], [{ x: { a: 1, b: 2 } }], { rootArrayElements: true })).toBe(false);
  });

  it("an array is not a document and vice versa", () => {
    expect(matches([], {})).toBe(false);
    expect(matches({}, [])).toBe(false);
  });
});

describe("unified matcher: numbers", () => {
  it("compares int32, int64 and double by value", () => {
    expect(matches(new Int32(1), 1)).toBe(true);
    expect(matches(new Int32(1), new Double(1.0))).toBe(true);
    expect(matches(Long.fromNumber(5), 5)).toBe(true);
    expect(matches(5, Long.fromNumber(5))).toBe(true);
    expect(matches(new Double(1), new Int32(1))).toBe(true);
    expect(matches(ej('{"n": {"$numberLong": "7"}}'), { n: 7 })).toBe(true);
    expect(matches(ej('{"n": 1}'), { n: 1.5 })).toBe(false);
    expect(matches(1, 2)).toBe(false);
  });

  it("compares large 64-bit integers exactly", () => {
    const big = Long.fromString("9007199254740993");
    expect(matches(big, Long.fromString("9007199254740993"))).toBe(true);
    expect(matches(big, Long.fromString("9007199254740992"))).toBe(false);
    expect(matches(big, 9007199254740992)).toBe(false);
  });

  it("does not equate numbers with other types", () => {
    expect(matches(1, "1")).toBe(false);
    expect(matches(0, false)).toBe(false);
    expect(matches(0, null)).toBe(false);
  });

  it("Decimal128 only equals Decimal128", () => {
    expect(matches(Decimal128.fromString("1.5"), Decimal128.fromString("1.5"))).toBe(true);
    expect(matches(Decimal128.fromString("1.5"), 1.5)).toBe(false);
  });

  it("NaN equals NaN", () => {
    expect(matches(NaN, new Double(NaN))).toBe(true);
  });
});

describe("unified matcher: other scalars", () => {
  it("compares ObjectId, Date, Binary, Timestamp, MinKey/MaxKey, strings, booleans", () => {
    const oid = new ObjectId();
    expect(matches(new ObjectId(oid.toHexString()), oid)).toBe(true);
    expect(matches(new ObjectId(), oid)).toBe(false);
    expect(matches(new Date(5), new Date(5))).toBe(true);
    expect(matches(new Date(5), new Date(6))).toBe(false);
    expect(matches(new Binary(Buffer.from("ab")), new Binary(Buffer.from("ab")))).toBe(true);
    expect(matches(new Binary(Buffer.from("ab")), new Binary(Buffer.from("ac")))).toBe(false);
    expect(matches(new Timestamp({ t: 1, i: 2 }), new Timestamp({ t: 1, i: 2 }))).toBe(true);
    expect(matches(new MinKey(), new MinKey())).toBe(true);
    expect(matches(new MinKey(), new MaxKey())).toBe(false);
    expect(matches("a", "a")).toBe(true);
    expect(matches("a", "A")).toBe(false);
    expect(matches(true, true)).toBe(true);
    expect(matches(true, 1)).toBe(false);
    expect(matches(null, undefined)).toBe(false);
  });

  it("compares regular expressions by pattern and flags", () => {
    expect(matches(ej('{"r": {"$regularExpression": {"pattern": "^a", "options": "i"}}}'), { r: /^a/i })).toBe(true);
    expect(matches(ej('{"r": {"$regularExpression": {"pattern": "^a", "options": ""}}}'), { r: /^a/i })).toBe(false);
  });
});

describe("unified matcher: $$unsetOrMatches", () => {
  it("accepts an absent value or a matching one", () => {
    const expected = { insertedId: { $$unsetOrMatches: 2 } };
    expect(matches(expected, {})).toBe(true);
    expect(matches(expected, { insertedId: 2 })).toBe(true);
    expect(matches(expected, { insertedId: 3 })).toBe(false);
  });

  it("at the root, keeps the root-level leniency of the inner document", () => {
    const expected = { $$unsetOrMatches: { insertedId: { $$unsetOrMatches: 1 } } };
    expect(matches(expected, undefined)).toBe(true);
    expect(matches(expected, { acknowledged: true, insertedId: 1 })).toBe(true);
    expect(matches(expected, { acknowledged: true, insertedId: 2 })).toBe(false);
  });

  it("as a key value, the inner document is nested (exact)", () => {
    const expected = { insertedIds: { $$unsetOrMatches: { "0": 1 } } };
    expect(matches(expected, { insertedIds: { "0": 1 } })).toBe(true);
    expect(matches(expected, { insertedIds: { "0": 1, "1": 2 } })).toBe(false);
    expect(matches({ insertedIds: { $$unsetOrMatches: {} } }, { insertedIds: {} })).toBe(true);
    expect(matches({ insertedIds: { $$unsetOrMatches: {} } }, { insertedIds: { "0": 1 } })).toBe(false);
  });

  it("matches null at the root (unacknowledged findOneAnd*)", () => {
    expect(matches({ $$unsetOrMatches: null }, null)).toBe(true);
    expect(matches({ $$unsetOrMatches: null }, undefined)).toBe(true);
    expect(matches({ $$unsetOrMatches: null }, { _id: 1 })).toBe(false);
  });
});

describe("unified matcher: $$exists", () => {
  it("checks presence and absence of a key", () => {
    expect(matches({ a: { $$exists: true } }, { a: 1 })).toBe(true);
    expect(matches({ a: { $$exists: true } }, { a: null })).toBe(true);
    expect(matches({ a: { $$exists: true } }, {})).toBe(false);
    expect(matches({ a: { $$exists: false } }, {})).toBe(true);
    expect(matches({ a: { $$exists: false } }, { a: 1 })).toBe(false);
  });

  it("works in nested documents without counting as an extra key", () => {
    expect(matches({ x: { a: 1, b: { $$exists: false } } }, { x: { a: 1 } })).toBe(true);
    expect(matches({ x: { a: 1, b: { $$exists: true } } }, { x: { a: 1, b: 2 } })).toBe(true);
  });
});

describe("unified matcher: $$type", () => {
  it("accepts single type names", () => {
    expect(matches({ $$type: "string" }, "x")).toBe(true);
    expect(matches({ $$type: "string" }, 1)).toBe(false);
    expect(matches({ $$type: "object" }, { a: 1 })).toBe(true);
    expect(matches({ $$type: "object" }, [1])).toBe(false);
    expect(matches({ $$type: "array" }, [1])).toBe(true);
    expect(matches({ $$type: "objectId" }, new ObjectId())).toBe(true);
    expect(matches({ $$type: "bool" }, false)).toBe(true);
    expect(matches({ $$type: "date" }, new Date())).toBe(true);
    expect(matches({ $$type: "null" }, null)).toBe(true);
    expect(matches({ $$type: "binData" }, new Binary(Buffer.from("x")))).toBe(true);
    expect(matches({ $$type: "regex" }, /x/)).toBe(true);
    expect(matches({ $$type: "timestamp" }, new Timestamp({ t: 1, i: 1 }))).toBe(true);
    expect(matches({ $$type: "decimal" }, Decimal128.fromString("1"))).toBe(true);
    expect(matches({ $$type: "minKey" }, new MinKey())).toBe(true);
    expect(matches({ $$type: "maxKey" }, new MaxKey())).toBe(true);
  });

  it("accepts arrays of type names", () => {
    expect(matches({ a: { $$type: ["int", "long"] } }, { a: Long.fromNumber(3) })).toBe(true);
    expect(matches({ a: { $$type: ["int", "long"] } }, { a: new Int32(3) })).toBe(true);
    expect(matches({ a: { $$type: ["int", "long"] } }, { a: "3" })).toBe(false);
    expect(matches({ a: { $$type: ["string", "object"] } }, { a: { x: 1 } })).toBe(true);
  });

  it("distinguishes numeric types when they are known, accepts promoted JS numbers", () => {
    expect(matches({ $$type: "int" }, new Double(1))).toBe(false);
    expect(matches({ $$type: "double" }, new Int32(1))).toBe(false);
    expect(matches({ $$type: "double" }, 0.5)).toBe(true);
    expect(matches({ $$type: "int" }, 0.5)).toBe(false);
    expect(matches({ $$type: "int" }, 1)).toBe(true);
    expect(matches({ $$type: "int" }, 2 ** 40)).toBe(false);
    expect(matches({ $$type: "long" }, 2 ** 40)).toBe(true);
    expect(bsonTypeNames(new Int32(1))).toContain("int");
  });

  it("requires the value to exist", () => {
    expect(matches({ a: { $$type: "null" } }, {})).toBe(false);
  });

  it("rejects unknown type names", () => {
    expect(matchMismatches({ $$type: "integer" }, 1)[0]).toMatch(/unknown type name/);
  });
});

describe("unified matcher: other operators", () => {
  it("$$matchesEntity looks up the entity map", () => {
    const entities = new Map<string, unknown>([["id0", new ObjectId("5f1d5f1d5f1d5f1d5f1d5f1d")]]);
    expect(
      matches({ _id: { $$matchesEntity: "id0" } }, { _id: new ObjectId("5f1d5f1d5f1d5f1d5f1d5f1d") }, { entities }),
    ).toBe(true);
    expect(matches({ _id: { $$matchesEntity: "missing" } }, { _id: 1 }, { entities })).toBe(false);
  });

  it("$$lte compares numerically", () => {
    expect(matches({ a: { $$lte: 5 } }, { a: 5 })).toBe(true);
    expect(matches({ a: { $$lte: 5 } }, { a: new Double(4.5) })).toBe(true);
    expect(matches({ a: { $$lte: 5 } }, { a: 6 })).toBe(false);
  });

  it("$$sessionLsid is reported as unsupported, unknown operators fail", () => {
    expect(matches({ lsid: { $$sessionLsid: "session0" } }, { lsid: {} })).toBe(false);
    expect(matchMismatches({ $$bogus: 1 }, 1)[0]).toMatch(/unknown special operator/);
  });

  it("does not treat single-dollar keys as operators", () => {
    expect(matches({ a: { $gt: 1 } }, { a: { $gt: 1 } })).toBe(true);
    expect(matches({ a: { $gt: 1 } }, { a: 2 })).toBe(false);
  });

  it("only a document whose single key starts with $$ is an operator", () => {
    // two keys: an ordinary document with a literal "$$exists" field
    expect(matches({ a: { $$exists: true, b: 1 } }, { a: { $$exists: true, b: 1 } })).toBe(true);
  });
});

describe("unified matcher: assertMatches", () => {
  it("throws a MatchError listing every mismatch with its path", () => {
    try {
      assertMatches({ a: 1, b: { c: [1, 2] } }, { a: 2, b: { c: [1] } });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(MatchError);
      const m = (e as MatchError).mismatches;
      expect(m).toHaveLength(2);
      expect(m[0]).toMatch(/^a: expected 1, got 2/);
      expect(m[1]).toMatch(/^b\.c: expected array of 2 element\(s\), got 1/);
    }
  });
});

describe("exact matcher (collection outcome)", () => {
  it("rejects extra keys at every level and ignores key order", () => {
    expect(exactMismatches({ _id: 1, x: 1 }, { x: 1, _id: 1 })).toEqual([]);
    expect(exactMismatches({ _id: 1 }, { _id: 1, x: 1 })).toHaveLength(1);
    expect(exactMismatches([{ _id: 1 }], [{ _id: 1, y: 2 }])).toHaveLength(1);
    expect(exactMismatches({ _id: 1, x: 1 }, { _id: 1 })).toHaveLength(1);
  });

  it("treats $$ keys literally", () => {
    expect(exactMismatches({ a: { $$exists: false } }, {})).toHaveLength(1);
  });

  it("compares numbers by value and reports BSON type differences separately", () => {
    const notes: string[] = [];
    const errors = exactMismatches(
      [{ _id: new Int32(1), x: new Int32(12) }],
      [{ _id: new Int32(1), x: new Double(12) }],
      { onNumericTypeDifference: (p, e, a) => notes.push(`${p} ${e}->${a}`) },
    );
    expect(errors).toEqual([]);
    expect(notes).toEqual(["[0].x int->double"]);
  });
});
