import { Binary, Decimal128, Long, ObjectId, serialize } from "bson";
import Fastify from "fastify";
import mongoose from "mongoose";
import { Type, type TSchema } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Worker } from "../../../modules/people/contract/workers.js";
import { defineTenantModel } from "../../tenancy/tenant-model.js";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import { compileBsonJson } from "../bson-json.js";
import { JsonAnswer, listOf, listPageJson } from "../index.js";

/**
 * The JSON path must write what the route's serializer writes for the same records: each case serialises a stored
 * record through a real fastify route with the list schema (fast-json-stringify, as the routes do) and through the
 * compiled BSON writer, and compares the bytes (values, escapes and key order).
 */
async function serializerAnswer(schema: TSchema, items: unknown[], total: number): Promise<string> {
  const app = Fastify();
  app.get("/", { schema: { response: { 200: listOf(schema) } } }, async () => ({ items, total }));
  const response = await app.inject({ method: "GET", url: "/" });
  await app.close();
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** What a lean read gives for a stored record: the driver's objects (ObjectId, Date, numbers promoted). */
function asRead(record: Record<string, unknown>): Record<string, unknown> {
  return mongoose.mongo.BSON.deserialize(serialize(record));
}

const Address = Type.Object({ street: Type.String(), number: Type.Optional(Type.Integer()) });
const Item = Type.Object({
  id: Type.String(),
  name: Type.String(),
  note: Type.Optional(Type.String()),
  owner: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: "date-time" }),
  born: Type.Optional(Type.String()),
  score: Type.Optional(Type.Number()),
  rank: Type.Optional(Type.Integer()),
  active: Type.Optional(Type.Boolean()),
  address: Type.Optional(Address),
  tags: Type.Optional(Type.Array(Type.String())),
  places: Type.Optional(Type.Array(Address)),
  extra: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  anything: Type.Optional(Type.Unknown()),
  status: Type.Union([Type.Literal("active"), Type.Literal("terminated")]),
  level: Type.Optional(Type.String({ default: "requester" })),
});
const toItem = (record: Record<string, unknown>) => ({
  ...record,
  id: String(record._id),
  owner: record.owner ?? null,
});
const writer = compileBsonJson(Item, { rename: { id: "_id" }, defaults: { owner: "null" } });

const base = () => ({
  _id: new ObjectId(),
  companyId: new ObjectId(),
  name: "Ana",
  createdAt: new Date("2026-03-04T05:06:07.089Z"),
  status: "active",
  deletedAt: null,
  __v: 0,
});

const cases: Array<[string, Record<string, unknown>]> = [
  ["the least a record has (tenant fields and unknown fields left out, a missing default written)", base()],
  [
    "strings to escape, unicode, control characters",
    { ...base(), name: 'Ana "Bia" \\ Souza\n\t\u0001 ção 😀 \u2028', note: "" },
  ],
  [
    "a long string of escapes (the output grows while a string is written)",
    { ...base(), name: `${"x".repeat(30_000)}${'"\n'.repeat(20_000)}end` },
  ],
  [
    "ObjectIds and dates in string fields, a date-time before 1970 and after 9999",
    { ...base(), owner: new ObjectId(), born: new Date(-86_400_001), createdAt: new Date(253_402_300_800_000) },
  ],
  ["dates on leap days and ends of months", { ...base(), createdAt: new Date("2024-02-29T23:59:59.999Z") }],
  [
    "numbers: double, int32, int64, negative, fractions",
    { ...base(), score: -12.5e-7, rank: Long.fromNumber(9_007_199_254_740_991) },
  ],
  ["int32 and zero", { ...base(), score: 0, rank: -7 }],
  ["booleans", { ...base(), active: false }],
  [
    "stored nulls in typed fields (the serializer writes them as empty values)",
    { ...base(), note: null, score: null, active: null, owner: null },
  ],
  [
    "nested objects and arrays by their schemas (unknown nested fields left out)",
    {
      ...base(),
      address: { street: "Rua A", number: 12, secret: "x" },
      tags: ["a", 'b"c'],
      places: [
        { street: "B", extra: 1 },
        { street: "C", number: 3 },
      ],
    },
  ],
  [
    "free-form values (records and unknown) as JSON.stringify writes the read objects",
    {
      ...base(),
      extra: { a: 1, b: "two", c: [new Date(0), new ObjectId()], d: { e: null, f: true }, 'we"ird': 2 },
      anything: [1, "x", { y: new Date(1_000) }],
    },
  ],
  ["empty arrays and objects", { ...base(), tags: [], extra: {}, address: { street: "" } }],
];

describe("compileBsonJson: the same answer as the route's serializer", () => {
  for (const [title, record] of cases) {
    it(title, async () => {
      const body = writer.page([serialize(record)], 7);
      expect(body).toBeDefined();
      const expected = await serializerAnswer(Item, [toItem(asRead(record))], 7);
      expect(body!.toString("utf8")).toBe(expected);
    });
  }

  it("writes a page of many records, across the reused buffer's growth", async () => {
    const records = Array.from({ length: 300 }, (_, i) => ({
      ...base(),
      name: `Person ${i} ${"x".repeat(i * 3)}`,
      rank: i,
    }));
    const body = writer.page(
      records.map((r) => serialize(r)),
      1000,
    );
    const expected = await serializerAnswer(
      Item,
      records.map((r) => toItem(asRead(r))),
      1000,
    );
    expect(body!.toString("utf8")).toBe(expected);
    // a second, smaller page from the same buffer holds only its own records
    const small = writer.page([serialize(records[0]!)], 1);
    expect(JSON.parse(small!.toString("utf8")).items).toHaveLength(1);
  });

  it("writes records whose fields come in different orders, and with keys sharing a prefix, in one page", async () => {
    // the writer guesses each element's field from the record before: every guess here is wrong at least once
    const { name, status, ...rest } = base();
    const records = [
      base(),
      { status, ...rest, name },
      { name: "Bia", ...rest, status: "terminated", note: "n" },
      { ...base(), note: "kept" },
      { ...base(), notes: "left out" }, // where the record before had `note`
      { ...base(), not: "left out" },
      base(),
    ];
    const body = writer.page(
      records.map((r) => serialize(r)),
      7,
    );
    const expected = await serializerAnswer(
      Item,
      records.map((r) => toItem(asRead(r))),
      7,
    );
    expect(body!.toString("utf8")).toBe(expected);
  });

  it("writes the fields it is limited to (field-level access) and nothing else", () => {
    const limited = compileBsonJson(Item, { rename: { id: "_id" }, fields: new Set(["id", "name", "status"]) });
    const record = { ...base(), note: "private", address: { street: "S" }, extra: { a: 1 } };
    const answer = JSON.parse(limited.page([serialize(record)], 1)!.toString("utf8"));
    expect(answer.items[0]).toEqual({ id: String(record._id), name: "Ana", status: "active" });
  });

  it("gives up (the caller serialises objects) on what it cannot write the same way", () => {
    const { name: _name, ...withoutName } = base();
    const unwritable = [
      withoutName, // a required field missing, no default: the serializer refuses it
      { ...base(), score: new Decimal128("1.5") }, // no JSON twin
      { ...base(), anything: new Binary(Buffer.from("x")) },
      { ...base(), rank: 1.5 }, // not an integer
      { ...base(), address: "not an object" },
      { ...base(), score: Number.NaN },
    ];
    for (const record of unwritable) expect(writer.page([serialize(record)], 1)).toBeUndefined();
    // and the writer still works afterwards
    expect(writer.page([serialize(base())], 1)).toBeDefined();
  });

  it("writes workers as the people list's serializer does", async () => {
    const workerJson = compileBsonJson(Worker, { rename: { id: "_id" }, defaults: { referenceWorkerId: "null" } });
    const worker = {
      _id: new ObjectId(),
      companyId: new ObjectId(),
      userId: new ObjectId(),
      email: "ana@example.test",
      name: "Ana",
      lastName: "Souza",
      status: "active",
      statusDate: new Date("2025-01-02T03:04:05.000Z"),
      schedule: { type: "regular", days: { mon: true, sun: false }, minHour: 9, maxHour: 18, custom: {} },
      extraFields: { shirt: "M", since: "2020-01-01" },
      createdAt: new Date(),
      updatedAt: new Date(),
      deletedAt: null,
    };
    const body = workerJson.page([serialize(worker)], 1);
    expect(body).toBeDefined();
    const read = asRead(worker);
    const expected = await serializerAnswer(Worker, [{ ...read, id: String(read._id), referenceWorkerId: null }], 1);
    expect(body!.toString("utf8")).toBe(expected);
  });
});

interface Row {
  name: string;
  rank: number;
}
const RowModel = defineTenantModel<Row>("BsonJsonTestRow", { name: String, rank: Number }, {});
const Row = Type.Object({ id: Type.String(), name: Type.String(), rank: Type.Integer() });

describe("listPageJson: a raw read through the tenant guard", () => {
  let db: TestDatabase;
  const tenantA = String(new ObjectId());
  const tenantB = String(new ObjectId());
  const ctxOf = (companyId: string) => ({ companyId, now: () => new Date() });
  const json = compileBsonJson(Row, { rename: { id: "_id" } });
  const toItem = (r: Row & { _id: unknown }) => ({ ...r, id: String(r._id) });

  beforeAll(async () => {
    db = await startTestDatabase();
    await mongoose.connect(db.uri, { dbName: `bson_json_${Date.now()}` });
    await RowModel.insertMany([
      ...Array.from({ length: 5 }, (_, i) => ({ companyId: tenantA, name: `a${i}`, rank: i })),
      { companyId: tenantA, name: "gone", rank: 9, deletedAt: new Date() },
      { companyId: tenantB, name: "b0", rank: 0 },
    ]);
  });
  afterAll(async () => {
    await mongoose.disconnect();
    await db?.stop();
  });

  it("answers JSON bytes of the tenant's live records, sorted and paged, with the total", async () => {
    const answer = await listPageJson(ctxOf(tenantA), RowModel, {
      sort: { rank: -1, _id: 1 },
      page: { limit: 2, skip: 1 },
      toItem,
      json,
    });
    expect(answer).toBeInstanceOf(JsonAnswer);
    const parsed = JSON.parse((answer as JsonAnswer).body.toString("utf8"));
    expect(parsed.total).toBe(5);
    expect(parsed.items.map((i: Row) => i.name)).toEqual(["a3", "a2"]);
  });

  it("falls back to objects when a record cannot be written", async () => {
    await RowModel.collection.insertOne({
      companyId: new ObjectId(tenantB),
      name: "odd",
      rank: 1.5,
      deletedAt: null,
    });
    const answer = await listPageJson(ctxOf(tenantB), RowModel, {
      sort: { name: 1, _id: 1 },
      page: { limit: 10, skip: 0 },
      toItem,
      json,
    });
    expect(answer).not.toBeInstanceOf(JsonAnswer);
    expect((answer as { items: Row[] }).items.map((i) => i.name)).toEqual(["b0", "odd"]);
  });
});
