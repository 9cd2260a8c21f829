import { createRequire } from "node:module";
import { BSON } from "bson";
import { describe, expect, it } from "vitest";
import { useTestClient } from "../../testing/db.js";
import { driverOptionsPatched, driverOriginals } from "../driver-options.js";

const require = createRequire(import.meta.url);
const { RunCommandOperation } = require("mongodb/lib/operations/run_command.js") as {
  RunCommandOperation: new (
    ns: unknown,
    command: unknown,
    options: unknown,
  ) => {
    session?: unknown;
    buildOptions(timeoutContext: unknown): Record<string, unknown>;
  };
};
const { OnDemandDocument } = require("mongodb/lib/cmap/wire_protocol/on_demand/document.js") as {
  OnDemandDocument: new (bson: Uint8Array, offset?: number) => { toObject(options?: object): unknown };
};
const { MongoDBResponse } = require("mongodb/lib/cmap/wire_protocol/responses.js") as {
  MongoDBResponse: new (bson: Uint8Array, offset?: number) => { toObject(options?: object): unknown };
};
const { Connection } = require("mongodb/lib/cmap/connection.js") as {
  Connection: { prototype: { prepareCommand(db: string, command: object, options: object): PreparedMessage } };
};
const { ReadPreference } = require("mongodb") as { ReadPreference: { secondary: unknown; primary: unknown } };
const { ns } = require("mongodb/lib/utils.js") as { ns(name: string): unknown };

interface PreparedMessage {
  command: Record<string, unknown>;
  options: Record<string, unknown>;
  databaseName: string;
}

/** The driver's own method `name`, called on `self`. */
function original(name: string, self: unknown, ...args: unknown[]): unknown {
  return (driverOriginals.get(name) as unknown as (...a: unknown[]) => unknown).apply(self, args);
}

describe("the driver's option objects (core/db/driver-options.ts)", () => {
  it("are built by the replacements on the driver this project pins", () => {
    // fails when a driver upgrade changes one of these methods: look at driver-options.ts again
    expect(driverOptionsPatched).toEqual({
      "Db#command": true,
      "RunCommandOperation#buildOptions": true,
      "OnDemandDocument#toObject": true,
      "MongoDBResponse#toObject": true,
      "Connection#prepareCommand": true,
    });
  });

  it("builds a command's options as the driver does: the same keys and values, the operation's winning", () => {
    const signal = new AbortController().signal;
    const operation = new RunCommandOperation(
      ns("db.$cmd"),
      { ping: 1 },
      {
        readPreference: "primary",
        signal,
        promoteLongs: false,
        session: "ignored: the operation's session wins",
        timeoutContext: "ignored too",
      },
    );
    operation.session = { id: "the session" };
    const timeoutContext = { kind: "a timeout context" };
    const ours = operation.buildOptions(timeoutContext);
    expect(ours).toEqual(original("RunCommandOperation#buildOptions", operation, timeoutContext));
    expect(ours).toMatchObject({ session: { id: "the session" }, timeoutContext, signal, promoteLongs: false });
  });

  it("reads a reply as the driver does, at the document's offset, with the caller's options", () => {
    const inner = BSON.serialize({ n: 5, big: BSON.Long.fromNumber(7), nested: { a: [1, 2] } });
    // the document starts 3 bytes into a larger buffer, as a reply's section does
    const bytes = new Uint8Array(inner.length + 6);
    bytes.set(inner, 3);
    const document = new OnDemandDocument(bytes, 3);
    for (const options of [undefined, {}, { promoteLongs: false }, { promoteValues: false }]) {
      const ours = document.toObject(options);
      expect(ours).toEqual(original("OnDemandDocument#toObject", document, options));
    }
    expect(document.toObject()).toEqual({ n: 5, big: 7, nested: { a: [1, 2] } });
    // a reply keeps only the BSON options of what it is given (a command's options carry sessions and more)
    const reply = new MongoDBResponse(bytes, 3);
    for (const options of [
      undefined,
      { promoteLongs: false, session: {}, timeoutMS: 5 },
      { enableUtf8Validation: false },
    ])
      expect(reply.toObject(options)).toEqual(original("MongoDBResponse#toObject", reply, options));
    expect(reply.toObject({ promoteLongs: false })).toEqual({
      n: 5,
      big: BSON.Long.fromNumber(7),
      nested: { a: [1, 2] },
    });
  });

  it("prepares a command's wire message as the driver does, without changing the caller's command", () => {
    const clusterTime = { clusterTime: BSON.Timestamp.fromNumber(10), signature: {} };
    const later = { clusterTime: BSON.Timestamp.fromNumber(20), signature: {} };
    const connection = (type: string, extra: object = {}) =>
      Object.assign(Object.create(Connection.prototype) as typeof Connection.prototype, {
        description: { type, loadBalanced: false, logicalSessionTimeoutMinutes: 30, maxWireVersion: 21 },
        clusterTime,
        ...extra,
      });
    const serverSession = { id: { id: new BSON.Binary(Buffer.alloc(16)) }, lastUse: 0, txnNumber: 0 };
    const session = () => ({
      hasEnded: false,
      explicit: true,
      serverSession,
      clusterTime: later,
      supports: { causalConsistency: false },
      txnNumberIncrement: 0,
      inTransaction: () => false,
      transaction: { state: "NO_TRANSACTION", transition() {} },
    });
    const cases: Array<[ReturnType<typeof connection>, Record<string, unknown>]> = [
      [connection("Standalone"), {}],
      [connection("RSPrimary"), { session: session(), readPreference: ReadPreference.secondary }],
      [connection("RSPrimary"), { session: session(), directConnection: true, readPreference: ReadPreference.primary }],
      [connection("Mongos", { serverApi: { version: "1", strict: true } }), { promoteLongs: false }],
    ];
    for (const [conn, options] of cases) {
      const command = { find: "things", filter: { _id: 1 } };
      const ours = conn.prepareCommand("db", command, options);
      const theirs = original("Connection#prepareCommand", conn, "db", { ...command }, options) as PreparedMessage;
      expect(ours.command).toEqual(theirs.command);
      expect(ours.options).toEqual(theirs.options);
      expect(ours.databaseName).toBe("db");
      expect(command).toEqual({ find: "things", filter: { _id: 1 } });
    }
    // the session's later cluster time is gossiped, its id sent
    const prepared = connection("RSPrimary").prepareCommand("db", { ping: 1 }, { session: session() });
    expect(prepared.command).toMatchObject({ ping: 1, $db: "db", lsid: serverSession.id, $clusterTime: later });
  });

  describe("over the wire", () => {
    const connected = useTestClient();

    it("runs commands with their options: sessions, read preference, BSON options", async () => {
      const client = connected();
      const target = client.db("driver_options");
      await target
        .collection<{ _id: number; n?: BSON.Long }>("things")
        .insertMany([{ _id: 1, n: BSON.Long.fromNumber(3) }, { _id: 2 }]);
      const found = await target.command({ find: "things", filter: { _id: 1 }, singleBatch: true });
      expect(found.cursor.firstBatch).toEqual([{ _id: 1, n: 3 }]);
      // with BSON options too, the answer is the driver's own
      const command = { find: "things", filter: { _id: 1 }, singleBatch: true };
      for (const options of [{ promoteLongs: false }, { promoteValues: false }, { bsonRegExp: true }]) {
        expect(await target.command(command, options)).toEqual(await original("Db#command", target, command, options));
      }
      // an explicit session is the one the command runs in
      const session = client.startSession();
      try {
        const counted = await target.command({ count: "things" }, { session, readPreference: "primary" });
        expect(counted.n).toBe(2);
        expect(session.serverSession?.lastUse).toBeGreaterThan(0);
      } finally {
        await session.endSession();
      }
    });
  });
});
