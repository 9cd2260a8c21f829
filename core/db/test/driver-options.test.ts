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
const { ns } = require("mongodb/lib/utils.js") as { ns(name: string): unknown };

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
