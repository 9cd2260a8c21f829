/**
 * Mongoose end to end over the wire protocol: the same model code the
 * application uses, against the embedded engine (or against the real MongoDB
 * named by MONGODB_URI, so the expectations here are MongoDB's behaviour).
 */
import { randomBytes } from "node:crypto";
import mongoose, { Schema, type Connection, type Model, type Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDatabase, type TestDatabase } from "../../../testing/db.js";
import { startEmbeddedServer, type EmbeddedServer } from "../index.js";

const dbName = `mongoose_e2e_${randomBytes(4).toString("hex")}`;

interface Company {
  name: string;
  plan: string;
}
interface Person {
  companyId: Types.ObjectId;
  email: string;
  name: string;
  age: number;
  department?: string;
  hiredAt: Date;
  counter: number;
}
interface Row {
  seq: number;
  group: number;
}

const companySchema = new Schema<Company>({
  name: { type: String, required: true, unique: true },
  plan: { type: String, default: "free" },
});

const personSchema = new Schema<Person>({
  companyId: { type: Schema.Types.ObjectId, ref: "Company", required: true },
  email: { type: String, required: true },
  name: { type: String, required: true },
  age: { type: Number, default: 0 },
  department: { type: String },
  hiredAt: { type: Date, default: () => new Date() },
  counter: { type: Number, default: 0 },
});
personSchema.index({ companyId: 1, email: 1 }, { unique: true });
personSchema.index({ companyId: 1, department: 1 });

const sessionSchema = new Schema({
  token: { type: String, required: true, unique: true },
  expiresAt: { type: Date, required: true, expires: 0 },
});

const rowSchema = new Schema<Row>({ seq: { type: Number, index: true }, group: Number });

let db: TestDatabase;
let conn: Connection;
let CompanyModel: Model<Company>;
let PersonModel: Model<Person>;
let SessionModel: Model<{ token: string; expiresAt: Date }>;
let RowModel: Model<Row>;
const commands: string[] = [];

beforeAll(async () => {
  db = await startTestDatabase();
  conn = await mongoose.createConnection(db.uri, { dbName, monitorCommands: true }).asPromise();
  conn.getClient().on("commandStarted", (ev) => commands.push(ev.commandName));
  CompanyModel = conn.model<Company>("Company", companySchema);
  PersonModel = conn.model<Person>("Person", personSchema);
  SessionModel = conn.model<{ token: string; expiresAt: Date }>("Session", sessionSchema);
  RowModel = conn.model<Row>("Row", rowSchema);
  await Promise.all([CompanyModel.init(), PersonModel.init(), SessionModel.init(), RowModel.init()]);
});

afterAll(async () => {
  if (conn) {
    await conn.dropDatabase().catch(() => {});
    await conn.close();
  }
  await db?.stop();
});

function countCommands(name: string, since: number): number {
  return commands.slice(since).filter((c) => c === name).length;
}

async function makeCompany(name: string) {
  return CompanyModel.create({ name });
}

async function seedPeople(companyId: Types.ObjectId, n: number) {
  const docs = Array.from({ length: n }, (_, i) => ({
    companyId,
    email: `p${i}@example.com`,
    name: `Person ${String(i).padStart(2, "0")}`,
    age: i,
    department: i % 2 === 0 ? "eng" : "ops",
    hiredAt: new Date(Date.UTC(2020 + (i % 3), i % 12, 15, 12)),
  }));
  return PersonModel.insertMany(docs);
}

describe("mongoose over the wire", () => {
  it("Model.init() builds the schema's indexes (unique single and compound, TTL)", async () => {
    const personIndexes = await PersonModel.listIndexes();
    const byName = new Map(personIndexes.map((ix) => [ix.name as string, ix]));
    expect(byName.has("_id_")).toBe(true);
    expect(byName.get("companyId_1_email_1")).toMatchObject({ key: { companyId: 1, email: 1 }, unique: true });
    expect(byName.get("companyId_1_department_1")).toMatchObject({ key: { companyId: 1, department: 1 } });
    expect(byName.get("companyId_1_department_1")?.unique).toBeFalsy();

    const companyIndexes = await CompanyModel.listIndexes();
    expect(companyIndexes.find((ix) => ix.name === "name_1")).toMatchObject({ key: { name: 1 }, unique: true });

    const sessionIndexes = await SessionModel.listIndexes();
    const ttl = sessionIndexes.find((ix) => ix.name === "expiresAt_1");
    expect(ttl).toMatchObject({ key: { expiresAt: 1 }, expireAfterSeconds: 0 });
    expect(sessionIndexes.find((ix) => ix.name === "token_1")).toMatchObject({ unique: true });
  });

  it("syncIndexes() creates new schema indexes and drops ones removed from the schema", async () => {
    const v1 = new Schema({ a: Number, b: Number, c: Number }, { autoIndex: false });
    v1.index({ a: 1 });
    v1.index({ b: 1 }, { unique: true, sparse: true });
    const W1 = conn.model("WidgetV1", v1, "widgets");
    await W1.createCollection();
    const dropped1 = await W1.syncIndexes();
    expect(dropped1).toEqual([]);
    let names = (await W1.listIndexes()).map((ix) => ix.name).sort();
    expect(names).toEqual(["_id_", "a_1", "b_1"]);

    const v2 = new Schema({ a: Number, b: Number, c: Number }, { autoIndex: false });
    v2.index({ a: 1 });
    v2.index({ c: -1 });
    const W2 = conn.model("WidgetV2", v2, "widgets");
    const dropped2 = await W2.syncIndexes();
    expect(dropped2).toEqual(["b_1"]);
    names = (await W2.listIndexes()).map((ix) => ix.name).sort();
    expect(names).toEqual(["_id_", "a_1", "c_-1"]);
    // b was unique; after the drop it no longer is.
    await W2.create([{ b: 1 }, { b: 1 }]);
    expect(await W2.countDocuments({ b: 1 })).toBe(2);
  });

  it("duplicate keys fail with code 11000 and report keyPattern/keyValue", async () => {
    const acme = await makeCompany("Acme dup");
    const other = await makeCompany("Other dup");
    await PersonModel.create({ companyId: acme._id, email: "ann@example.com", name: "Ann" });
    // Same email in another tenant is fine (compound key).
    await PersonModel.create({ companyId: other._id, email: "ann@example.com", name: "Ann Other" });

    const err = await PersonModel.create({ companyId: acme._id, email: "ann@example.com", name: "Ann 2" }).then(
      () => null,
      (e: unknown) => e as { code?: number; keyPattern?: unknown; keyValue?: Record<string, unknown>; message: string },
    );
    expect(err).not.toBeNull();
    expect(err!.code).toBe(11000);
    expect(err!.message).toMatch(/E11000 duplicate key error/);
    expect(err!.keyPattern).toEqual({ companyId: 1, email: 1 });
    expect(String(err!.keyValue?.companyId)).toBe(String(acme._id));
    expect(err!.keyValue?.email).toBe("ann@example.com");

    const err2 = await makeCompany("Acme dup").then(
      () => null,
      (e: unknown) => e as { code?: number; keyPattern?: unknown; keyValue?: unknown },
    );
    expect(err2?.code).toBe(11000);
    expect(err2?.keyPattern).toEqual({ name: 1 });
    expect(err2?.keyValue).toEqual({ name: "Acme dup" });

    // The failed writes left nothing behind.
    expect(await PersonModel.countDocuments({ companyId: acme._id })).toBe(1);
    expect(await CompanyModel.countDocuments({ name: "Acme dup" })).toBe(1);

    // An update that would create a duplicate is refused too, and the document is unchanged.
    const bob = await PersonModel.create({ companyId: acme._id, email: "bob@example.com", name: "Bob" });
    const err3 = await PersonModel.updateOne({ _id: bob._id }, { $set: { email: "ann@example.com" } }).then(
      () => null,
      (e: unknown) => e as { code?: number },
    );
    expect(err3?.code).toBe(11000);
    expect((await PersonModel.findById(bob._id).lean())?.email).toBe("bob@example.com");

    // insertMany ordered: stops at the duplicate, earlier documents are kept.
    const err4 = await PersonModel.insertMany([
      { companyId: other._id, email: "x1@example.com", name: "X1" },
      { companyId: other._id, email: "ann@example.com", name: "dup" },
      { companyId: other._id, email: "x3@example.com", name: "X3" },
    ]).then(
      () => null,
      (e: unknown) => e as { code?: number },
    );
    expect(err4?.code).toBe(11000);
    expect(await PersonModel.countDocuments({ companyId: other._id })).toBe(2);
  });

  it("find with sort / skip / limit / select, and lean", async () => {
    const co = await makeCompany("Sorters");
    await seedPeople(co._id, 20);

    const page = await PersonModel.find({ companyId: co._id }).sort({ age: -1 }).skip(2).limit(5).select("name age");
    expect(page.map((p) => p.age)).toEqual([17, 16, 15, 14, 13]);
    expect(page[0]).toBeInstanceOf(mongoose.Document);
    expect(page[0].name).toBe("Person 17");
    expect(page[0].email).toBeUndefined();

    const byTwoKeys = await PersonModel.find({ companyId: co._id, age: { $gte: 10 } })
      .sort({ department: 1, age: -1 })
      .select({ age: 1, department: 1, _id: 0 })
      .lean();
    expect(byTwoKeys).toEqual([
      { age: 18, department: "eng" },
      { age: 16, department: "eng" },
      { age: 14, department: "eng" },
      { age: 12, department: "eng" },
      { age: 10, department: "eng" },
      { age: 19, department: "ops" },
      { age: 17, department: "ops" },
      { age: 15, department: "ops" },
      { age: 13, department: "ops" },
      { age: 11, department: "ops" },
    ]);

    const lean = await PersonModel.findOne({ companyId: co._id, email: "p3@example.com" }).lean();
    expect(lean).not.toBeNull();
    expect(lean).not.toBeInstanceOf(mongoose.Document);
    expect(lean!._id).toBeInstanceOf(mongoose.Types.ObjectId);
    expect(lean!.companyId).toBeInstanceOf(mongoose.Types.ObjectId);
    expect(lean!.hiredAt).toBeInstanceOf(Date);
    expect(lean!.hiredAt.toISOString()).toBe("2020-04-15T12:00:00.000Z");

    expect(await PersonModel.countDocuments({ companyId: co._id })).toBe(20);
    expect(await PersonModel.countDocuments({ companyId: co._id, department: "eng", age: { $lt: 10 } })).toBe(5);
    expect(await PersonModel.countDocuments({ companyId: co._id, email: { $in: ["p1@example.com", "nope"] } })).toBe(1);
  });

  it("populate follows a ref to another model", async () => {
    const co = await makeCompany("Populated");
    await PersonModel.create({ companyId: co._id, email: "pop@example.com", name: "Pop" });
    const p = await PersonModel.findOne({ companyId: co._id, email: "pop@example.com" }).populate<{
      companyId: Company & { _id: Types.ObjectId };
    }>("companyId");
    expect(p?.companyId.name).toBe("Populated");
    expect(p?.companyId.plan).toBe("free");
    expect(String(p?.companyId._id)).toBe(String(co._id));

    const many = await PersonModel.find({ companyId: co._id }).populate("companyId", "name").lean();
    expect(many).toHaveLength(1);
    expect((many[0].companyId as unknown as { name: string }).name).toBe("Populated");
  });

  it("findOneAndUpdate with returnDocument 'after', and upsert with $setOnInsert", async () => {
    const co = await makeCompany("Updaters");
    await PersonModel.create({ companyId: co._id, email: "u@example.com", name: "U", counter: 5 });

    const before = await PersonModel.findOneAndUpdate(
      { companyId: co._id, email: "u@example.com" },
      { $inc: { counter: 1 } },
    ).lean();
    expect(before?.counter).toBe(5);
    const after = await PersonModel.findOneAndUpdate(
      { companyId: co._id, email: "u@example.com" },
      { $inc: { counter: 1 }, $set: { name: "U2" } },
      { returnDocument: "after" },
    );
    expect(after?.counter).toBe(7);
    expect(after?.name).toBe("U2");

    const missing = await PersonModel.findOneAndUpdate(
      { companyId: co._id, email: "none@example.com" },
      { $set: { name: "x" } },
      { returnDocument: "after" },
    );
    expect(missing).toBeNull();

    const up1 = await PersonModel.findOneAndUpdate(
      { companyId: co._id, email: "new@example.com" },
      { $set: { name: "New" }, $setOnInsert: { age: 99 } },
      { upsert: true, returnDocument: "after" },
    ).lean();
    expect(up1).toMatchObject({ email: "new@example.com", name: "New", age: 99, counter: 0 });
    expect(String(up1?.companyId)).toBe(String(co._id));

    const up2 = await PersonModel.findOneAndUpdate(
      { companyId: co._id, email: "new@example.com" },
      { $set: { name: "Newer" }, $setOnInsert: { age: 1 } },
      { upsert: true, returnDocument: "after" },
    ).lean();
    expect(up2).toMatchObject({ name: "Newer", age: 99 });
    expect(String(up2?._id)).toBe(String(up1?._id));
    expect(await PersonModel.countDocuments({ companyId: co._id, email: "new@example.com" })).toBe(1);

    // Raw result (includeResultMetadata) says whether the upsert inserted.
    const raw = await PersonModel.findOneAndUpdate(
      { companyId: co._id, email: "raw@example.com" },
      { $setOnInsert: { name: "Raw" } },
      { upsert: true, returnDocument: "after", includeResultMetadata: true },
    );
    expect(raw.lastErrorObject?.updatedExisting).toBe(false);
    expect(raw.lastErrorObject?.upserted).toBeDefined();
    expect(raw.value?.name).toBe("Raw");
  });

  it("updateMany, updateOne with upsert, deleteOne, deleteMany", async () => {
    const co = await makeCompany("Bulk updates");
    await seedPeople(co._id, 12);

    const res = await PersonModel.updateMany({ companyId: co._id, age: { $lt: 5 } }, { $set: { department: "new" } });
    expect(res.matchedCount).toBe(5);
    expect(res.modifiedCount).toBe(5);
    expect(await PersonModel.countDocuments({ companyId: co._id, department: "new" })).toBe(5);

    const noop = await PersonModel.updateMany({ companyId: co._id, age: { $lt: 5 } }, { $set: { department: "new" } });
    expect(noop.matchedCount).toBe(5);
    expect(noop.modifiedCount).toBe(0);

    const upserted = await PersonModel.updateOne(
      { companyId: co._id, email: "ups@example.com" },
      { $set: { name: "Ups" } },
      { upsert: true },
    );
    expect(upserted.upsertedCount).toBe(1);
    expect(upserted.upsertedId).toBeTruthy();

    const del = await PersonModel.deleteOne({ companyId: co._id, email: "p0@example.com" });
    expect(del.deletedCount).toBe(1);
    const delAgain = await PersonModel.deleteOne({ companyId: co._id, email: "p0@example.com" });
    expect(delAgain.deletedCount).toBe(0);
    expect(await PersonModel.exists({ companyId: co._id, email: "p0@example.com" })).toBeNull();

    // ops were the odd ages; 1 and 3 moved to "new" above.
    const delMany = await PersonModel.deleteMany({ companyId: co._id, department: "ops" });
    expect(delMany.deletedCount).toBe(4);
    expect(await PersonModel.countDocuments({ companyId: co._id })).toBe(12 - 1 - 4 + 1);
  });

  it("aggregate: $lookup, $unwind, $group, $facet and date operators", async () => {
    const co = await makeCompany("Aggregators");
    await seedPeople(co._id, 12);

    const grouped = await PersonModel.aggregate<{ _id: string; n: number; companyName: string; ages: number }>([
      { $match: { companyId: co._id } },
      {
        $lookup: {
          from: CompanyModel.collection.collectionName,
          localField: "companyId",
          foreignField: "_id",
          as: "company",
        },
      },
      { $unwind: "$company" },
      {
        $group: {
          _id: "$department",
          n: { $sum: 1 },
          companyName: { $first: "$company.name" },
          ages: { $sum: "$age" },
        },
      },
      { $sort: { _id: 1 } },
    ]);
    expect(grouped).toEqual([
      { _id: "eng", n: 6, companyName: "Aggregators", ages: 0 + 2 + 4 + 6 + 8 + 10 },
      { _id: "ops", n: 6, companyName: "Aggregators", ages: 1 + 3 + 5 + 7 + 9 + 11 },
    ]);

    const [facets] = await PersonModel.aggregate<{
      byYear: { _id: number; n: number }[];
      byMonth: { _id: string; n: number }[];
      total: { n: number }[];
    }>([
      { $match: { companyId: co._id } },
      {
        $facet: {
          byYear: [{ $group: { _id: { $year: "$hiredAt" }, n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
          byMonth: [
            { $match: { age: { $lt: 3 } } },
            { $project: { _id: { $dateToString: { format: "%Y-%m-%d", date: "$hiredAt" } } } },
            { $group: { _id: "$_id", n: { $sum: 1 } } },
            { $sort: { _id: 1 } },
          ],
          total: [{ $count: "n" }],
        },
      },
    ]);
    expect(facets.byYear).toEqual([
      { _id: 2020, n: 4 },
      { _id: 2021, n: 4 },
      { _id: 2022, n: 4 },
    ]);
    expect(facets.byMonth).toEqual([
      { _id: "2020-01-15", n: 1 },
      { _id: "2021-02-15", n: 1 },
      { _id: "2022-03-15", n: 1 },
    ]);
    expect(facets.total).toEqual([{ n: 12 }]);

    // $lookup from the other side with a pipeline-less unwind of an array field.
    const companies = await CompanyModel.aggregate<{ name: string; people: number }>([
      { $match: { _id: co._id } },
      {
        $lookup: {
          from: PersonModel.collection.collectionName,
          localField: "_id",
          foreignField: "companyId",
          as: "people",
        },
      },
      { $project: { _id: 0, name: 1, people: { $size: "$people" } } },
    ]);
    expect(companies).toEqual([{ name: "Aggregators", people: 12 }]);
  });

  it("a query returning more than 101 documents is completed with getMore", async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({ seq: i, group: i % 5 }));
    await RowModel.insertMany(rows);

    const mark = commands.length;
    const all = await RowModel.find({}).sort({ seq: 1 }).lean();
    expect(all).toHaveLength(250);
    expect(all.map((r) => r.seq)).toEqual(rows.map((r) => r.seq));
    expect(countCommands("find", mark)).toBe(1);
    expect(countCommands("getMore", mark)).toBeGreaterThanOrEqual(1);

    const unsorted = await RowModel.find({ group: { $in: [0, 1, 2, 3, 4] } }).lean();
    expect(new Set(unsorted.map((r) => r.seq)).size).toBe(250);

    const agg = await RowModel.aggregate([{ $match: {} }, { $project: { seq: 1 } }]);
    expect(agg).toHaveLength(250);
  });

  it("Model.find().cursor() with batchSize streams every document in batches", async () => {
    expect(await RowModel.countDocuments()).toBe(250);
    const mark = commands.length;
    const seen: number[] = [];
    const cursor = RowModel.find({}).sort({ seq: 1 }).batchSize(50).cursor();
    for await (const doc of cursor) seen.push(doc.seq);
    expect(seen).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(countCommands("getMore", mark)).toBeGreaterThanOrEqual(4);

    // Closing a cursor early releases it on the server (killCursors).
    const mark2 = commands.length;
    const early = RowModel.find({}).sort({ seq: 1 }).batchSize(20).cursor();
    const firstFew: number[] = [];
    for await (const doc of early) {
      firstFew.push(doc.seq);
      if (firstFew.length === 30) break;
    }
    await early.close();
    expect(firstFew).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(countCommands("killCursors", mark2)).toBeGreaterThanOrEqual(1);
  });
});

// The TTL monitor of a real MongoDB runs every 60 s and cannot be sped up
// from a client, so this part needs the embedded engine with a fast monitor.
describe.skipIf(process.env.MONGODB_URI)("TTL indexes (embedded engine, fast TTL monitor)", () => {
  let server: EmbeddedServer;
  let ttlConn: Connection;

  beforeAll(async () => {
    server = await startEmbeddedServer({ port: 0, ttlMonitorIntervalMs: 200 });
    ttlConn = await mongoose.createConnection(server.uri, { dbName: `${dbName}_ttl` }).asPromise();
  });

  afterAll(async () => {
    await ttlConn?.close();
    await server?.close();
  });

  it("removes a document whose TTL date has passed, and keeps the others", async () => {
    const S = ttlConn.model("Session", sessionSchema);
    const Cache = ttlConn.model("Cache", new Schema({ key: String, createdAt: { type: Date, expires: 1 } }));
    await Promise.all([S.init(), Cache.init()]);
    const indexes = await Cache.listIndexes();
    expect(indexes.find((ix) => ix.name === "createdAt_1")).toMatchObject({ expireAfterSeconds: 1 });

    await S.create([
      { token: "expired", expiresAt: new Date(Date.now() - 60_000) },
      { token: "future", expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    await Cache.create([
      { key: "old", createdAt: new Date(Date.now() - 10_000) },
      { key: "fresh", createdAt: new Date(Date.now() + 3_600_000) },
      { key: "no-date" },
    ]);

    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const [a, b] = await Promise.all([S.exists({ token: "expired" }), Cache.exists({ key: "old" })]);
      if (!a && !b) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await S.exists({ token: "expired" })).toBeNull();
    expect(await Cache.exists({ key: "old" })).toBeNull();
    expect((await S.find().lean()).map((d) => d.token)).toEqual(["future"]);
    expect((await Cache.find().sort({ key: 1 }).lean()).map((d) => d.key)).toEqual(["fresh", "no-date"]);
  });
});
