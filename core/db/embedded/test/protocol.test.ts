import { BSON } from "bson";
import { statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_WIRE_VERSION } from "../commands/index.js";
import { startEmbeddedServer, type EmbeddedServer } from "../index.js";
import { RawClient } from "./raw-client.js";

// Wire-level behaviour of the embedded engine: what drivers send, and what they never would.
describe("embedded engine wire protocol", () => {
  let server: EmbeddedServer;
  let raw: RawClient;

  beforeAll(async () => {
    server = await startEmbeddedServer({ port: 0 });
    raw = await RawClient.connect(server.port);
  });
  afterAll(async () => {
    raw.close();
    await server.close();
  });

  it("listens on loopback only", () => {
    expect(server.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\//);
  });

  it("answers the legacy OP_QUERY handshake on admin.$cmd with OP_REPLY", async () => {
    raw.send(raw.opQuery("admin.$cmd", { isMaster: 1, client: { driver: { name: "test" } } }));
    const reply = await raw.next();
    expect(RawClient.opCode(reply)).toBe(1);
    const body = RawClient.body(reply);
    expect(body).toMatchObject({
      ismaster: true,
      ok: 1,
      maxWireVersion: MAX_WIRE_VERSION,
      logicalSessionTimeoutMinutes: 30,
      maxBsonObjectSize: 16 * 1024 * 1024,
    });
  });

  it("answers hello over OP_MSG", async () => {
    const body = await raw.command({ hello: 1, $db: "admin" });
    expect(body).toMatchObject({ isWritablePrimary: true, helloOk: true, maxWireVersion: MAX_WIRE_VERSION, ok: 1 });
  });

  it("verifies OP_MSG checksums and rejects a wrong one", async () => {
    expect(await raw.command({ ping: 1, $db: "admin" }, { checksum: true })).toMatchObject({ ok: 1 });
    const bad = await raw.command({ ping: 1, $db: "admin" }, { checksum: true, corruptChecksum: true });
    expect(bad).toMatchObject({ ok: 0, code: 17 });
  });

  it("accepts document sequences (section kind 1) for inserts", async () => {
    const r = await raw.command(
      { insert: "seq", $db: "proto", ordered: true },
      { sequences: { documents: [{ _id: 1 }, { _id: 2 }, { _id: 3 }] } },
    );
    expect(r).toMatchObject({ n: 3, ok: 1 });
    const found = await raw.command({ find: "seq", $db: "proto", filter: {} });
    expect(found.cursor.firstBatch).toEqual([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
  });

  it("executes moreToCome messages without replying", async () => {
    raw.send(
      raw.opMsg(
        { insert: "quiet", $db: "proto", documents: [{ _id: "q" }], writeConcern: { w: 0 } },
        { moreToCome: true },
      ),
    );
    const r = await raw.command({ count: "quiet", $db: "proto" });
    // the next reply is the count's, so no reply was sent for the fire-and-forget insert
    expect(r).toMatchObject({ n: 1, ok: 1 });
  });

  it("reassembles a message split into single bytes, and answers pipelined messages in order", async () => {
    const msg = raw.opMsg({ ping: 1, $db: "admin" });
    for (const byte of msg) {
      raw.send(Buffer.from([byte]));
      await new Promise((r) => setImmediate(r));
    }
    expect(RawClient.body(await raw.next())).toMatchObject({ ok: 1 });
    raw.send(Buffer.concat([raw.opMsg({ count: "seq", $db: "proto" }), raw.opMsg({ frobnicate: 1, $db: "admin" })]));
    expect(RawClient.body(await raw.next())).toMatchObject({ ok: 1, n: 3 });
    expect(RawClient.body(await raw.next())).toMatchObject({ ok: 0, code: 59 });
  });

  it("answers unknown commands with CommandNotFound", async () => {
    expect(await raw.command({ frobnicate: 1, $db: "admin" })).toMatchObject({
      ok: 0,
      code: 59,
      codeName: "CommandNotFound",
      errmsg: "no such command: 'frobnicate'",
    });
  });

  it("refuses transactions as a standalone does", async () => {
    const r = await raw.command({
      insert: "t",
      $db: "proto",
      documents: [{ a: 1 }],
      lsid: { id: new BSON.UUID() },
      txnNumber: BSON.Long.fromNumber(1),
      startTransaction: true,
      autocommit: false,
    });
    expect(r).toMatchObject({ ok: 0, code: 20, codeName: "IllegalOperation" });
    expect(await raw.command({ count: "t", $db: "proto" })).toMatchObject({ n: 0 });
  });

  it("rejects malformed BSON with an error and keeps serving", async () => {
    const msg = raw.opMsg({ ping: 1, $db: "admin" });
    msg.writeInt32LE(9999, 21); // body document claims a size beyond the message
    raw.send(msg);
    expect(RawClient.body(await raw.next())).toMatchObject({ ok: 0, code: 16 });
    expect(await raw.command({ ping: 1, $db: "admin" })).toMatchObject({ ok: 1 });
  });

  it("rejects an unknown section kind", async () => {
    const msg = raw.opMsg({ ping: 1, $db: "admin" });
    msg[20] = 7;
    raw.send(msg);
    expect(RawClient.body(await raw.next())).toMatchObject({ ok: 0, code: 17 });
  });

  it("rejects documents over 16 MB and stores nothing", async () => {
    const big = { _id: 1, blob: "x".repeat(16 * 1024 * 1024 + 100) };
    const r = await raw.command({ insert: "big", $db: "proto" }, { sequences: { documents: [big] } });
    expect(r).toMatchObject({ ok: 1, n: 0 });
    expect(r.writeErrors[0]).toMatchObject({ index: 0, code: 10334, codeName: "BSONObjectTooLarge" });
    // beyond the 16 KB allowance for command overhead the message itself is refused
    const huge = { _id: 2, blob: "x".repeat(16 * 1024 * 1024 + 32 * 1024) };
    const r2 = await raw.command({ insert: "big", $db: "proto" }, { sequences: { documents: [huge] } });
    expect(r2).toMatchObject({ ok: 0, code: 10334 });
    expect(await raw.command({ count: "big", $db: "proto" })).toMatchObject({ n: 0 });
  });

  it("closes the connection on a message larger than maxMessageSizeBytes", async () => {
    const c = await RawClient.connect(server.port);
    const head = Buffer.alloc(16);
    head.writeInt32LE(48_000_001, 0);
    head.writeInt32LE(77, 4);
    head.writeInt32LE(2013, 12);
    c.send(head);
    const reply = RawClient.body(await c.next());
    expect(reply).toMatchObject({ ok: 0, code: 17, codeName: "ProtocolError" });
    expect(reply.errmsg).toContain("Max: 48000000");
    await c.closed;
  });

  it("rejects unknown fields in update statements without changing data", async () => {
    await raw.command({ insert: "u", $db: "proto", documents: [{ _id: 1, a: 1 }] });
    const r = await raw.command({
      update: "u",
      $db: "proto",
      updates: [{ q: { _id: 1 }, u: { $set: { a: 2 } }, bogus: true }],
    });
    expect(r.writeErrors[0]).toMatchObject({
      code: 40415,
      errmsg: "BSON field 'update.updates.bogus' is an unknown field.",
    });
    const found = await raw.command({ find: "u", $db: "proto", filter: { _id: 1 } });
    expect(found.cursor.firstBatch).toEqual([{ _id: 1, a: 1 }]);
  });
});

describe("embedded engine on a Unix socket", () => {
  it("creates the socket with mode 0600 and serves the driver", async () => {
    const dir = await mkdtemp(join(tmpdir(), "engine-sock-"));
    const socketPath = join(dir, "engine.sock");
    const server = await startEmbeddedServer({ socketPath });
    try {
      expect(statSync(socketPath).mode & 0o777).toBe(0o600);
      const client = await new MongoClient(server.uri).connect();
      await client
        .db("s")
        .collection("c")
        .insertOne({ _id: 1 } as never);
      expect(await client.db("s").collection("c").countDocuments()).toBe(1);
      await client.close();
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
