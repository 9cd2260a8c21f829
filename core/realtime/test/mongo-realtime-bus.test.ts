import { randomBytes } from "node:crypto";
import { type Db, MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import { MongoRealtimeBus } from "../mongo-realtime-bus.js";
import type { RealtimeBusMessage } from "../realtime-bus.js";

// The bus across instances: two buses (two instances) on one database, each with its own client.

const event = (n: number, data: unknown = { n }): RealtimeBusMessage => ({
  kind: "event",
  topic: "company:c1",
  event: "test.happened",
  data,
});

/** Resolves once `received` holds `count` messages. */
async function until(received: RealtimeBusMessage[], count: number): Promise<void> {
  while (received.length < count) await new Promise((r) => setTimeout(r, 5));
}

describe("MongoRealtimeBus", () => {
  let database: TestDatabase;
  let clients: MongoClient[];
  let dbs: Db[];

  beforeAll(async () => {
    database = await startTestDatabase();
    const name = `bus_${randomBytes(4).toString("hex")}`;
    clients = await Promise.all([1, 2].map(() => new MongoClient(database.uri).connect()));
    dbs = clients.map((c) => c.db(name));
  });
  afterAll(async () => {
    for (const c of clients) await c.close();
    await database.stop();
  });

  it("carries a message published by one instance to every instance, once each, in order", async () => {
    const one = new MongoRealtimeBus({ db: dbs[0]!, collectionName: "bus_a" });
    const two = new MongoRealtimeBus({ db: dbs[1]!, collectionName: "bus_a" });
    await Promise.all([one.start(), two.start()]);
    const atOne: RealtimeBusMessage[] = [];
    const atTwo: RealtimeBusMessage[] = [];
    one.subscribe((m) => atOne.push(m));
    two.subscribe((m) => atTwo.push(m));
    await one.publish(event(1, { n: 1, "$odd.key": [true, null, "x"] }));
    await two.publish(event(2));
    await one.publish({ kind: "version", version: "2.0.0" });
    // a founder's version note travels with the version (tenants/README.md "Version notes")
    const note = { label: "2.1", notes: "Contracts to accept.", publishedAt: "2026-11-27T10:00:00.000Z" };
    await two.publish({ kind: "version", version: "2.0.0", note });
    await until(atOne, 4);
    await until(atTwo, 4);
    expect(atTwo).toEqual([
      event(1, { n: 1, "$odd.key": [true, null, "x"] }),
      event(2),
      { kind: "version", version: "2.0.0" },
      { kind: "version", version: "2.0.0", note },
    ]);
    expect(atOne).toEqual(atTwo);
    await Promise.all([one.close(), two.close()]);
  });

  it("starts after the newest message: what was published before an instance started is not delivered to it", async () => {
    const early = new MongoRealtimeBus({ db: dbs[0]!, collectionName: "bus_b" });
    await early.publish(event(1));
    const late = new MongoRealtimeBus({ db: dbs[1]!, collectionName: "bus_b" });
    await late.start();
    const received: RealtimeBusMessage[] = [];
    late.subscribe((m) => received.push(m));
    await early.publish(event(2));
    await until(received, 1);
    expect(received).toEqual([event(2)]);
    await Promise.all([early.close(), late.close()]);
  });

  it("resumes after its cursor fails, from the last message delivered, without delivering one twice", async () => {
    const publisher = new MongoRealtimeBus({ db: dbs[0]!, collectionName: "bus_c" });
    const reader = new MongoRealtimeBus({ db: dbs[1]!, collectionName: "bus_c", retryDelayMs: 20 });
    await Promise.all([publisher.start(), reader.start()]);
    const received: RealtimeBusMessage[] = [];
    reader.subscribe((m) => received.push(m));
    await publisher.publish(event(1));
    await until(received, 1);
    // the server forgets the reader's cursor (as after a failover or a restart): its next getMore fails
    const cursorId = (reader as unknown as { cursor?: { id?: unknown } }).cursor?.id;
    expect(cursorId).toBeDefined();
    await dbs[0]!.command({ killCursors: "bus_c", cursors: [cursorId] });
    for (let n = 2; n <= 5; n++) await publisher.publish(event(n));
    await until(received, 5);
    await publisher.publish(event(6));
    await until(received, 6);
    expect(received).toEqual([1, 2, 3, 4, 5, 6].map((n) => event(n)));
    await Promise.all([publisher.close(), reader.close()]);
  });

  it("closes at once while a getMore is waiting, leaving no cursor open", async () => {
    const bus = new MongoRealtimeBus({ db: dbs[0]!, collectionName: "bus_d", maxAwaitTimeMs: 60_000 });
    bus.subscribe(() => {});
    await bus.start();
    await new Promise((r) => setTimeout(r, 50));
    // the close would wait for the 60 s getMore (and the test time out) if killing the cursor did not end it
    await bus.close();
    const status = await dbs[0]!.admin().command({ serverStatus: 1 });
    expect(status.metrics?.cursor?.open?.total ?? 0).toBe(0);
  });
});
