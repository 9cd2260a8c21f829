import { Binary, BSON, BSONRegExp, Decimal128, Double, Int32, Long, ObjectId, Timestamp } from "bson";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readColumns } from "../bson-columns.js";

// The columns must be exactly what the driver's reader (BSON.deserialize) gives for the same bytes, as numbers;
// anything the reader does not take must answer undefined (the caller then takes the driver's path).

const STATUSES = ["start", "middle", "end"] as const;
const SPEC = { at: "date", status: { oneOf: STATUSES }, seq: "number", note: "string" } as const;

const date = fc.integer({ min: -8.64e15, max: 8.64e15 }).map((ms) => new Date(ms));
const numberValue = fc.oneof(
  fc.double({ noNaN: true }).map((v) => new Double(v)),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }).map((v) => new Int32(v)),
  fc.maxSafeInteger().map((v) => Long.fromNumber(v)),
);
const text = fc.oneof(fc.constantFrom("start", "middle", "end", "ends", "", "é"), fc.string({ unit: "grapheme" }));
/** Fields beside the columns, of every BSON type the reader steps over. */
const other = fc.constantFrom<unknown>(
  null,
  true,
  3,
  new Long(7),
  "x",
  { a: [1, { b: "c" }] },
  [new Date(0), "y"],
  new ObjectId("65a000000000000000000001"),
  new Binary(Buffer.from([1, 2, 3])),
  new BSONRegExp("a.*b", "i"),
  Decimal128.fromString("1.5"),
  new Timestamp({ t: 1, i: 2 }),
);
const id = fc.oneof(
  fc.string(),
  fc.constant(new ObjectId("65a000000000000000000002")),
  fc.integer(),
  fc.constant(null),
);

const grouped = fc.record({
  _id: id,
  at: fc.array(date, { maxLength: 30 }),
  status: fc.array(fc.constantFrom(...STATUSES), { maxLength: 30 }),
  seq: fc.array(numberValue, { maxLength: 30 }),
  note: fc.array(text, { maxLength: 5 }),
  before: other,
  after: other,
});

describe("readColumns", () => {
  it("reads what the driver reads, as typed columns, whatever is around them", () => {
    fc.assert(
      fc.property(grouped, ({ before, after, ...columns }) => {
        const bytes = BSON.serialize({ before, ...columns, after });
        const read = readColumns(bytes, SPEC)!;
        const want = BSON.deserialize(bytes, { promoteValues: true });
        expect(read._id).toEqual(want._id);
        expect([...read.columns.at]).toEqual((want.at as Date[]).map((d) => d.getTime()));
        expect([...read.columns.seq]).toEqual(want.seq);
        expect(read.columns.status).toEqual(want.status);
        expect(read.columns.note).toEqual(want.note);
        // statuses are the list's own strings
        for (const s of read.columns.status) expect((STATUSES as readonly string[]).includes(s)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("reads a buffer that is a slice of a larger one (as the driver hands out raw documents)", () => {
    const doc = BSON.serialize({ _id: "w", at: [new Date(5)], status: ["end"], seq: [1], note: [] });
    const big = Buffer.concat([Buffer.from([9, 9, 9]), doc, Buffer.from([7])]);
    const read = readColumns(big.subarray(3, 3 + doc.length), SPEC);
    expect(read && [...read.columns.at]).toEqual([5]);
  });

  it("answers undefined for what the driver's reader must decide", () => {
    const base = { _id: "w", at: [new Date(1)], status: ["start"], seq: [1], note: ["n"] };
    const cases: Array<Record<string, unknown>> = [
      { ...base, at: [new Date(1), null] }, // a null among dates
      { ...base, at: [2] }, // a number where dates are
      { ...base, seq: [new Date(3)] }, // a date where numbers are
      { ...base, seq: [Long.fromString("9007199254740993")] }, // beyond 2^53: the driver gives a Long
      { ...base, seq: [Decimal128.fromString("1")] },
      { ...base, status: ["start", 1] },
      { ...base, note: "n" }, // not an array
      { ...base, at: { 0: new Date(1) } }, // a document, not an array
      { _id: "w", at: [new Date(1)], status: ["start"], seq: [1] }, // a column missing
      { at: [new Date(1)], status: ["start"], seq: [1], note: [] }, // no _id
    ];
    for (const doc of cases) expect(readColumns(BSON.serialize(doc), SPEC), JSON.stringify(doc)).toBeUndefined();
    // an array whose keys are not 0, 1, 2... (BSON allows writing one)
    const odd = BSON.serialize({ _id: "w", at: [new Date(1), new Date(2)], status: [], seq: [], note: [] });
    const key = Buffer.from(odd).indexOf(Buffer.from([0x09, 0x31, 0x00])); // the element named "1"
    odd[key + 1] = 0x35; // renamed "5"
    expect(readColumns(odd, SPEC)).toBeUndefined();
  });
});
