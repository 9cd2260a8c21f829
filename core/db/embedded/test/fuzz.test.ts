import fc from "fast-check";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "../index.js";
import { RawClient } from "./raw-client.js";

// Property tests: whatever arrives, the engine answers (or drops that connection) and keeps serving,
// and what it stored is unchanged by requests it refused.
describe("embedded engine under hostile input", () => {
  let server: EmbeddedServer;
  let client: MongoClient;

  beforeAll(async () => {
    server = await startEmbeddedServer({ port: 0 });
    client = await new MongoClient(server.uri).connect();
    await client
      .db("fuzz")
      .collection<{ _id: number; n: number; tags: string[] }>("c")
      .insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: i, n: i, tags: ["a"] })));
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  const snapshot = () => client.db("fuzz").collection("c").find({}).sort({ _id: 1 }).toArray();

  // A corrupted message without a checksum may still be a valid (different) request; with one it must be refused.
  for (const checksum of [false, true]) {
    it(`survives corrupted and truncated messages (${checksum ? "checksummed: refused, data unchanged" : "no checksum"})`, async () => {
      const before = await snapshot();
      const template = (raw: RawClient) =>
        raw.opMsg({ update: "c", $db: "fuzz", updates: [{ q: { _id: 1 }, u: { $set: { n: 100 } } }] }, { checksum });
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.record({ at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }), { minLength: 1, maxLength: 8 }),
          fc.option(fc.nat(), { nil: undefined }),
          async (flips, cut) => {
            const raw = await RawClient.connect(server.port);
            try {
              const original = template(raw);
              let msg = Buffer.from(original);
              for (const { at, byte } of flips) msg[16 + (at % (msg.length - 16))] = byte; // keep the length header
              // flips that happen to write the original bytes back leave a valid request, which may run
              if (cut === undefined && msg.subarray(16).equals(original.subarray(16))) return;
              if (cut !== undefined) {
                msg = msg.subarray(0, 16 + (cut % (msg.length - 16)));
                msg.writeInt32LE(msg.length, 0);
              }
              raw.send(msg);
              // an answer, or the connection closed: both are fine; a hang is not
              await Promise.race([raw.next(2000).catch(() => undefined), raw.closed]);
            } finally {
              raw.close();
            }
          },
        ),
        { numRuns: 150 },
      );
      expect(await client.db("admin").command({ ping: 1 })).toMatchObject({ ok: 1 });
      const after = await snapshot();
      if (checksum) expect(after).toEqual(before);
      else expect(after.map((d) => d._id)).toEqual(before.map((d) => d._id));
    });
  }

  it("answers arbitrary update documents with success or a MongoDB error, never half-applied", async () => {
    const coll = client.db("fuzz").collection("c");
    const field = fc.constantFrom("n", "tags", "x.y", "_id", "tags.0", "tags.$[e]", "", "$bad");
    const value = fc.oneof(
      fc.integer(),
      fc.string(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
    );
    const op = fc.constantFrom(
      "$set",
      "$inc",
      "$push",
      "$pull",
      "$unset",
      "$rename",
      "$min",
      "$mul",
      "$addToSet",
      "$pop",
      "$bogus",
    );
    const update = fc.dictionary(op, fc.dictionary(field, value, { minKeys: 1, maxKeys: 2 }), {
      minKeys: 1,
      maxKeys: 3,
    });
    await fc.assert(
      fc.asyncProperty(update, async (u) => {
        const before = await coll.findOne({ _id: 3 } as never);
        try {
          await coll.updateOne({ _id: 3 } as never, u as never, {
            arrayFilters: JSON.stringify(u).includes("$[e]") ? [{ e: "a" }] : undefined,
          });
        } catch (err) {
          expect(typeof (err as { code?: unknown }).code).toBe("number");
          // a refused update leaves the document as it was
          expect(await coll.findOne({ _id: 3 } as never)).toEqual(before);
        }
        const after = await coll.findOne({ _id: 3 } as never);
        expect(after?._id).toBe(3);
      }),
      { numRuns: 300 },
    );
    expect(await coll.countDocuments()).toBe(20);
  });
});
