import { randomBytes } from "node:crypto";
import { Collection, Db } from "mongodb";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import {
  bumpVersions,
  CACHE_VERSIONS_COLLECTION,
  carryVersionRead,
  readVersionStamp,
  versionReadsStarted,
  versionsOf,
  versionsPipeline,
} from "../cache-versions.js";

// The database write versions behind the caches (core/auth/README.md "Caches"): shared reads, never older than the
// caller.

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
  await mongoose.connect(db.uri, { dbName: `cache_versions_${randomBytes(4).toString("hex")}` });
});
afterAll(async () => {
  await mongoose.disconnect();
  await db.stop();
});

/** Runs `fn` as a request that arrives now would: its checks pass what the app's `onRequest` hook records. */
const asRequest = <T>(fn: (since: number) => Promise<T>): Promise<T> => fn(versionReadsStarted());

describe("cache versions", () => {
  it("counts writes per scope; an unknown scope is 0", async () => {
    expect(await readVersionStamp(["a", "b"])).toBe("0.0");
    await bumpVersions(["a"]);
    await bumpVersions(["a", "b", "b"]);
    expect(await readVersionStamp(["a", "b", "c"])).toBe("2.1.0");
    const stored = await mongoose.connection.collection(CACHE_VERSIONS_COLLECTION).find().toArray();
    expect(stored).toHaveLength(2);
  });

  it("sees a write acknowledged before the call, even while an older read is in flight", async () => {
    const older = readVersionStamp(["race"]);
    await bumpVersions(["race"]);
    expect(await readVersionStamp(["race"])).toBe("1");
    await older;
  });

  it("serves the readers of one moment with shared round trips", async () => {
    await readVersionStamp(["warm"]);
    const find = vi.spyOn(Db.prototype, "command");
    try {
      const stamps = await Promise.all(Array.from({ length: 50 }, (_, i) => readVersionStamp([`s${i % 5}`])));
      expect(stamps.every((s) => s === "0")).toBe(true);
      expect(find.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      find.mockRestore();
    }
  });

  it("lets a request's later checks use a read that started after it arrived, and nothing older", async () => {
    await readVersionStamp(["tenant:x"]); // asked for recently: later reads fetch it too
    await bumpVersions(["tenant:x"]);
    const result = await asRequest(async (since) => {
      await readVersionStamp(["auth-like"], since); // the request's first check: a read started after it arrived
      const find = vi.spyOn(Db.prototype, "command");
      try {
        const second = await readVersionStamp(["tenant:x"], since); // answered by that read
        return { second, roundTrips: find.mock.calls.length };
      } finally {
        find.mockRestore();
      }
    });
    expect(result).toEqual({ second: "1", roundTrips: 0 });
    // a request arriving after a write does not reuse a read from before it
    await bumpVersions(["tenant:x"]);
    expect(await asRequest((since) => readVersionStamp(["tenant:x"], since))).toBe("2");
  });

  it("takes a version read carried by another command as a read of its own, for requests that arrived before it", async () => {
    await readVersionStamp(["carried:recent"]); // asked for recently: a carried read fetches it too
    await bumpVersions(["carried:auth", "carried:recent"]);
    const arrivedBefore = versionReadsStarted();
    const carried = carryVersionRead(["carried:auth"]);
    expect(carried.scopes).toEqual(expect.arrayContaining(["carried:auth", "carried:recent"]));
    const arrivedAfter = versionReadsStarted();
    // the carrying command: the versions first, then (here) the documents of another collection
    const rows = await mongoose.connection
      .db!.collection(CACHE_VERSIONS_COLLECTION)
      .aggregate([
        ...versionsPipeline(carried.scopes),
        { $unionWith: { coll: "carried_things", pipeline: [{ $match: {} }] } },
      ])
      .toArray();
    const { versions } = versionsOf(rows, carried.scopes);
    expect(versions.get("carried:auth")).toBe(1);
    carried.settle(versions);
    const command = vi.spyOn(Db.prototype, "command");
    try {
      // a request that arrived before it was sent: answered by it, no round trip
      expect(await readVersionStamp(["carried:auth", "carried:recent"], arrivedBefore)).toBe("1.1");
      expect(command.mock.calls.length).toBe(0);
      // a request that arrived after it was sent reads anew (a write may have been acknowledged in between)
      await bumpVersions(["carried:auth"]);
      expect(await readVersionStamp(["carried:auth"], arrivedAfter)).toBe("2");
    } finally {
      command.mockRestore();
    }
  });

  it("tells the version documents of a carried read from the other rows", () => {
    const { versions, rest } = versionsOf(
      [
        { _id: "auth", v: 3 },
        { _id: "auth", v: 1, userId: "u" },
        { _id: "other", v: 2 },
        { _id: "s1", userId: "u" },
      ],
      ["auth"],
    );
    expect([...versions]).toEqual([["auth", 3]]);
    expect(rest).toHaveLength(3);
  });

  it("writes the bumps of one moment in shared round trips, each resolving after an increment started after it", async () => {
    const version = async (scope: string) =>
      (await mongoose.connection.collection(CACHE_VERSIONS_COLLECTION).findOne({ _id: scope as never }))?.v ?? 0;
    const writes = vi.spyOn(Collection.prototype, "updateOne");
    try {
      // fifty writes of one moment: one increment
      await Promise.all(Array.from({ length: 50 }, () => bumpVersions(["rush"])));
      expect(writes.mock.calls.length).toBe(1);
      expect(await version("rush")).toBe(1);
      // callers arriving while a bump is in flight wait for the next one, which starts after it: two round trips
      const order: string[] = [];
      const first = bumpVersions(["rush"]).then(() => order.push("first"));
      await new Promise((resolve) => setImmediate(resolve));
      const later = Array.from({ length: 20 }, () => bumpVersions(["rush"]).then(() => order.push("later")));
      await Promise.all([first, ...later]);
      expect(order[0]).toBe("first");
      expect(await version("rush")).toBe(3);
      expect(writes.mock.calls.length).toBe(3);
    } finally {
      writes.mockRestore();
    }
  });
});
