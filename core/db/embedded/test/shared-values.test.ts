import { ObjectId } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "mongodb";
import { useEngineDb } from "./engine-db.js";

// Stored documents share the values they repeat (collection.ts `shareValues`: short strings, ObjectIds other than
// `_id`, equal dates within a document) and their indexes one key string per value (`Index.entries`' `made`). None of
// it may show: every document reads back as written, through updates of some of them, and the indexes find them.

describe("values shared between stored documents", () => {
  const engine = useEngineDb("sharedvalues");
  let db: Db;
  beforeAll(() => {
    db = engine.db;
  });

  it("reads every document back as written, through updates and index lookups", async () => {
    const c = db.collection("punches");
    await c.createIndex({ companyId: 1, workerId: 1, statusDate: 1 });
    await c.createIndex({ companyId: 1, statusDate: 1 });
    await c.createIndex({ companyId: 1, receivedAt: 1 });
    const companyId = new ObjectId();
    const t = (minute: number) => new Date(Date.UTC(2026, 9, 1, 8, minute));
    const written = Array.from({ length: 40 }, (_, i) => ({
      _id: new ObjectId(),
      companyId: new ObjectId(companyId.toHexString()),
      workerId: `worker-${i % 4}`,
      status: ["start", "middle", "end"][i % 3]!,
      // equal instants in one document (shared), the same instants across documents (not shared between them)
      statusDate: t(i % 5),
      receivedAt: t(i % 5),
      createdAt: i % 2 ? t(i % 5) : t(30),
      note: i % 2 ? "a note longer than thirty-two characters, kept as it is" : "short",
    }));
    await c.insertMany(written);
    // documents written after others with the same values, and updates that change one field of a few
    await c.updateMany({ workerId: "worker-1" }, { $set: { statusDate: t(50), status: "end" } });
    await c.updateOne({ _id: written[2]!._id }, { $currentDate: { receivedAt: true } });
    const want = written.map((d) =>
      d.workerId === "worker-1" ? { ...d, statusDate: t(50), status: "end" } : { ...d },
    );
    const got = await c.find({}, { sort: { _id: 1 } }).toArray();
    const byId = new Map(got.map((d) => [String(d._id), d]));
    for (const w of want) {
      const d = byId.get(String(w._id))!;
      if (String(w._id) === String(written[2]!._id)) {
        expect(d.receivedAt.getTime()).toBeGreaterThan(t(50).getTime());
        d.receivedAt = w.receivedAt;
      }
      expect(d).toEqual(w);
    }
    // the indexes find each value, and only where it is
    expect(await c.countDocuments({ companyId, statusDate: t(50) })).toBe(10);
    expect(await c.countDocuments({ companyId, workerId: "worker-0", statusDate: t(0) })).toBe(2);
    expect(await c.countDocuments({ companyId, receivedAt: t(0) })).toBe(8);
    expect(await c.countDocuments({ companyId, statusDate: { $gte: t(0), $lt: t(5) } })).toBe(30);
  });
});
