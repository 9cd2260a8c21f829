/**
 * The MongoDB driver's per-command option objects, built with `Object.assign` instead of `{ ...options, key }`.
 *
 * On Node 20's V8 (11.3), an object literal that spreads a non-empty object and then adds keys (`{ ...a, b: 1 }`)
 * leaves the fast path: ~50x slower than `{ ...a }` or `Object.assign({}, a, { b: 1 })`, and about a fifth of what it
 * allocates outlives two scavenges and is promoted to the old generation (a 10-line loop shows it: bench/README.md
 * "The driver's option objects"); a spread copy given keys afterwards is slower still (bench/README.md "Object
 * literals on the request path"). The driver builds such objects five times on every `db.command` (the one call
 * every list, count, version read and punch of the app goes through): the options of `Db#command` and of
 * `RunCommandOperation#buildOptions`, the reply's BSON options in `MongoDBResponse#toObject` and
 * `OnDemandDocument#toObject`, and the copy of the command `Connection#prepareCommand` adds `lsid` and `$clusterTime`
 * to. So every command promoted them, and with them what they point to (the session, the timeout context, the
 * reply). Measured on a loop of `db.command` against the engine: 44 MB promoted -> 9 MB over the same seconds with the
 * first three (8-23 % more commands a second), 25 -> 9 MB with the last two on top of them.
 *
 * Each method is replaced by the same code with `Object.assign` (the same own enumerable keys, later ones winning,
 * as the spread), and only when the driver's source of that method is exactly the one this was written against
 * (`driverOptionsPatched`); core/db/test/driver-options.test.ts fails on a driver upgrade that changes any of them,
 * so the patch is looked at again rather than silently dropped, and checks each replacement answers as the
 * driver's own. Applied once, when this module is first imported (core/app.ts, core/db/connection.ts).
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

type Options = Record<string, unknown> | undefined;

/** What `prepareCommand` reads of the driver's objects. */
interface ReadPreference {
  mode: string;
  toJSON(): unknown;
  secondaryOk(): boolean;
}
interface ClusterTime {
  clusterTime: { greaterThan(other: unknown): boolean };
}
interface SessionLike {
  clusterTime?: ClusterTime;
  explicit?: boolean;
}
interface TimeoutContextLike {
  addMaxTimeMSToCommand(command: Record<string, unknown>, options: unknown): void;
}
interface PreparingConnection {
  clusterTime: ClusterTime | null;
  serverApi?: { version: string; strict?: boolean; deprecationErrors?: boolean };
  hasSessionSupport: boolean;
  supportsOpMsg: boolean;
  description: { type: string; loadBalanced: boolean };
}

/** One driver method: where it lives, its source as written (whitespace collapsed), and its replacement. */
interface MethodPatch {
  name: string;
  owner: Record<string, unknown>;
  method: string;
  source: string;
  replacement: (...args: never[]) => unknown;
}

function methods(): MethodPatch[] {
  const { Db } = require("mongodb") as { Db: { prototype: Record<string, unknown> } };
  const { RunCommandOperation } = require("mongodb/lib/operations/run_command.js") as {
    RunCommandOperation: (new (ns: unknown, command: unknown, options: unknown) => unknown) & {
      prototype: Record<string, unknown>;
    };
  };
  const { executeOperation } = require("mongodb/lib/operations/execute_operation.js") as {
    executeOperation(client: unknown, operation: unknown): Promise<unknown>;
  };
  const { resolveOptions } = require("mongodb/lib/utils.js") as {
    resolveOptions(parent: undefined, options: Options): Options;
  };
  const { resolveBSONOptions, deserialize, pluckBSONSerializeOptions, parseUtf8ValidationOption } =
    require("mongodb/lib/bson.js") as {
      resolveBSONOptions(options: Options): Options;
      deserialize(bytes: Uint8Array, options: Options): unknown;
      pluckBSONSerializeOptions(options: Options): Options;
      parseUtf8ValidationOption(options: Options): unknown;
    };
  const { OnDemandDocument } = require("mongodb/lib/cmap/wire_protocol/on_demand/document.js") as {
    OnDemandDocument: { prototype: Record<string, unknown> };
  };
  const { MongoDBResponse } = require("mongodb/lib/cmap/wire_protocol/responses.js") as {
    MongoDBResponse: { prototype: Record<string, unknown> };
  };
  const { Connection } = require("mongodb/lib/cmap/connection.js") as {
    Connection: { prototype: Record<string, unknown> };
  };
  const { getReadPreference, isSharded } = require("mongodb/lib/cmap/wire_protocol/shared.js") as {
    getReadPreference(options: Options): ReadPreference;
    isSharded(connection: unknown): boolean;
  };
  const { applySession } = require("mongodb/lib/sessions.js") as {
    applySession(session: unknown, command: Record<string, unknown>, options: Options): Error | undefined;
  };
  const { MongoCompatibilityError } = require("mongodb/lib/error.js") as {
    MongoCompatibilityError: new (message: string) => Error;
  };
  const { ServerType } = require("mongodb/lib/sdam/common.js") as { ServerType: { Standalone: string } };
  const { ReadPreference } = require("mongodb/lib/read_preference.js") as {
    ReadPreference: { primaryPreferred: ReadPreference };
  };
  const { OpMsgRequest, OpQueryRequest } = require("mongodb/lib/cmap/commands.js") as {
    OpMsgRequest: new (db: string, command: Record<string, unknown>, options: Options) => unknown;
    OpQueryRequest: new (db: string, command: Record<string, unknown>, options: Options) => unknown;
  };

  async function command(
    this: { client: unknown; s: { namespace: unknown }; timeoutMS?: number },
    command: unknown,
    options?: Record<string, unknown>,
  ): Promise<unknown> {
    // Intentionally, we do not inherit options from parent for this operation (the driver's words).
    return await executeOperation(
      this.client,
      new RunCommandOperation(
        this.s.namespace,
        command,
        resolveOptions(
          undefined,
          Object.assign({}, resolveBSONOptions(options), {
            timeoutMS: options?.timeoutMS ?? this.timeoutMS,
            session: options?.session,
            readPreference: options?.readPreference,
            signal: options?.signal,
          }),
        ),
      ),
    );
  }

  function buildOptions(
    this: { options: Record<string, unknown>; session: unknown },
    timeoutContext: unknown,
  ): Record<string, unknown> {
    return Object.assign({}, this.options, {
      session: this.session,
      timeoutContext,
      signal: this.options.signal,
      readPreference: this.options.readPreference,
    });
  }

  function toObject(this: { bson: Uint8Array; offset: number }, options?: Record<string, unknown>): unknown {
    return deserialize(
      this.bson,
      Object.assign({}, options, { index: this.offset, allowObjectSmallerThanBufferSize: true }),
    );
  }

  /** A reply read with only its BSON options, then as a document (`super.toObject`: the one above). */
  function responseToObject(this: unknown, options?: Record<string, unknown>): unknown {
    const exactBSONOptions = Object.assign({}, pluckBSONSerializeOptions(options ?? {}), {
      validation: parseUtf8ValidationOption(options),
    });
    return (OnDemandDocument.prototype.toObject as (options: Options) => unknown).call(this, exactBSONOptions);
  }

  /**
   * The wire message of a command: the driver's `Connection#prepareCommand` line for line, but for the copy of the
   * command, `Object.assign({}, command)` instead of `{ ...command }`: the copy then gets `lsid` and `$clusterTime`,
   * and a spread copy given new keys is V8 11.3's slowest case (~1.2 us and most of it promoted, on every command).
   */
  function prepareCommand(
    this: PreparingConnection,
    db: string,
    command: Record<string, unknown>,
    options: Record<string, unknown> & { session?: SessionLike; directConnection?: boolean },
  ): unknown {
    let cmd: Record<string, unknown> = Object.assign({}, command);
    const readPreference = getReadPreference(options);
    const session = options?.session;
    let clusterTime = this.clusterTime;
    if (this.serverApi) {
      const { version, strict, deprecationErrors } = this.serverApi;
      cmd.apiVersion = version;
      if (strict != null) cmd.apiStrict = strict;
      if (deprecationErrors != null) cmd.apiDeprecationErrors = deprecationErrors;
    }
    if (this.hasSessionSupport && session) {
      if (session.clusterTime && clusterTime && session.clusterTime.clusterTime.greaterThan(clusterTime.clusterTime)) {
        clusterTime = session.clusterTime;
      }
      const sessionError = applySession(session, cmd, options);
      if (sessionError) throw sessionError;
    } else if (session?.explicit) {
      throw new MongoCompatibilityError("Current topology does not support sessions");
    }
    if (clusterTime) cmd.$clusterTime = clusterTime;
    if (this.description.type !== ServerType.Standalone) {
      if (
        !isSharded(this) &&
        !this.description.loadBalanced &&
        this.supportsOpMsg &&
        options.directConnection === true &&
        readPreference?.mode === "primary"
      ) {
        cmd.$readPreference = ReadPreference.primaryPreferred.toJSON();
      } else if (isSharded(this) && !this.supportsOpMsg && readPreference?.mode !== "primary") {
        cmd = { $query: cmd, $readPreference: readPreference.toJSON() };
      } else if (readPreference?.mode !== "primary") {
        cmd.$readPreference = readPreference.toJSON();
      }
    }
    const commandOptions = {
      numberToSkip: 0,
      numberToReturn: -1,
      checkKeys: false,
      secondaryOk: readPreference.secondaryOk(),
      ...options,
    };
    (options.timeoutContext as TimeoutContextLike | undefined)?.addMaxTimeMSToCommand(cmd, options);
    return this.supportsOpMsg ? new OpMsgRequest(db, cmd, commandOptions) : new OpQueryRequest(db, cmd, commandOptions);
  }

  return [
    {
      name: "Db#command",
      owner: Db.prototype,
      method: "command",
      source:
        "async command(command, options) { // Intentionally, we do not inherit options from parent for this operation. return await (0, execute_operation_1.executeOperation)(this.client, new run_command_1.RunCommandOperation(this.s.namespace, command, (0, utils_1.resolveOptions)(undefined, { ...(0, bson_1.resolveBSONOptions)(options), timeoutMS: options?.timeoutMS ?? this.timeoutMS, session: options?.session, readPreference: options?.readPreference, signal: options?.signal }))); }",
      replacement: command,
    },
    {
      name: "RunCommandOperation#buildOptions",
      owner: RunCommandOperation.prototype,
      method: "buildOptions",
      source:
        "buildOptions(timeoutContext) { return { ...this.options, session: this.session, timeoutContext, signal: this.options.signal, readPreference: this.options.readPreference }; }",
      replacement: buildOptions,
    },
    {
      name: "OnDemandDocument#toObject",
      owner: OnDemandDocument.prototype,
      method: "toObject",
      source:
        "toObject(options) { return (0, bson_1.deserialize)(this.bson, { ...options, index: this.offset, allowObjectSmallerThanBufferSize: true }); }",
      replacement: toObject,
    },
    {
      name: "MongoDBResponse#toObject",
      owner: MongoDBResponse.prototype,
      method: "toObject",
      source:
        "toObject(options) { const exactBSONOptions = { ...(0, bson_1.pluckBSONSerializeOptions)(options ?? {}), validation: (0, bson_1.parseUtf8ValidationOption)(options) }; return super.toObject(exactBSONOptions); }",
      replacement: responseToObject,
    },
    {
      name: "Connection#prepareCommand",
      owner: Connection.prototype,
      method: "prepareCommand",
      source: PREPARE_COMMAND_SOURCE,
      replacement: prepareCommand,
    },
  ];
}

/** `Connection#prepareCommand` of the driver this was written against (whitespace collapsed). */
const PREPARE_COMMAND_SOURCE =
  "prepareCommand(db, command, options) { let cmd = { ...command }; const readPreference = (0, " +
  "shared_1.getReadPreference)(options); const session = options?.session; let clusterTime = " +
  "this.clusterTime; if (this.serverApi) { const { version, strict, deprecationErrors } = " +
  "this.serverApi; cmd.apiVersion = version; if (strict != null) cmd.apiStrict = strict; if " +
  "(deprecationErrors != null) cmd.apiDeprecationErrors = deprecationErrors; } if " +
  "(this.hasSessionSupport && session) { if (session.clusterTime && clusterTime && " +
  "session.clusterTime.clusterTime.greaterThan(clusterTime.clusterTime)) { clusterTime = " +
  "session.clusterTime; } const sessionError = (0, sessions_1.applySession)(session, cmd, options); if " +
  "(sessionError) throw sessionError; } else if (session?.explicit) { throw new " +
  "error_1.MongoCompatibilityError('Current topology does not support sessions'); } // if we have a " +
  "known cluster time, gossip it if (clusterTime) { cmd.$clusterTime = clusterTime; } // For " +
  "standalone, drivers MUST NOT set $readPreference. if (this.description.type !== " +
  "common_1.ServerType.Standalone) { if (!(0, shared_1.isSharded)(this) && " +
  "!this.description.loadBalanced && this.supportsOpMsg && options.directConnection === true && " +
  "readPreference?.mode === 'primary') { // For mongos and load balancers with 'primary' mode, drivers " +
  "MUST NOT set $readPreference. // For all other types with a direct connection, if the read " +
  "preference is 'primary' // (driver sets 'primary' as default if no read preference is configured), " +
  "// the $readPreference MUST be set to 'primaryPreferred' // to ensure that any server type can " +
  "handle the request. cmd.$readPreference = " +
  "read_preference_1.ReadPreference.primaryPreferred.toJSON(); } else if ((0, shared_1.isSharded)(this) " +
  "&& !this.supportsOpMsg && readPreference?.mode !== 'primary') { // When sending a read operation via " +
  "OP_QUERY and the $readPreference modifier, // the query MUST be provided using the $query modifier. " +
  "cmd = { $query: cmd, $readPreference: readPreference.toJSON() }; } else if (readPreference?.mode !== " +
  "'primary') { // For mode 'primary', drivers MUST NOT set $readPreference. // For all other read " +
  "preference modes (i.e. 'secondary', 'primaryPreferred', ...), // drivers MUST set $readPreference " +
  "cmd.$readPreference = readPreference.toJSON(); } } const commandOptions = { numberToSkip: 0, " +
  "numberToReturn: -1, checkKeys: false, // This value is not overridable secondaryOk: " +
  "readPreference.secondaryOk(), ...options }; options.timeoutContext?.addMaxTimeMSToCommand(cmd, " +
  "options); const message = this.supportsOpMsg ? new commands_1.OpMsgRequest(db, cmd, commandOptions) " +
  ": new commands_1.OpQueryRequest(db, cmd, commandOptions); return message; }";

/** Marks a replacement with the driver's method it replaced. */
const ORIGINAL = Symbol.for("workforce.driver-options.original");

/** The driver's own methods, by name, as they were before the patch (tests compare answers). */
export const driverOriginals = new Map<string, (...args: never[]) => unknown>();

function patch(): Record<string, boolean> {
  const applied: Record<string, boolean> = {};
  let list: MethodPatch[];
  try {
    list = methods();
  } catch {
    return applied; // the driver moved its files: keep its own methods
  }
  for (const m of list) {
    const current = m.owner[m.method] as ((...args: never[]) => unknown) & {
      [ORIGINAL]?: (...args: never[]) => unknown;
    };
    // already replaced (this module evaluated again in the same process, as test runners do): keep that one
    const original = current?.[ORIGINAL] ?? current;
    const source = typeof original === "function" ? Function.prototype.toString.call(original) : "";
    applied[m.name] = source.replace(/\s+/g, " ") === m.source;
    if (!applied[m.name]) continue;
    driverOriginals.set(m.name, original);
    if (current === original) m.owner[m.method] = Object.assign(m.replacement, { [ORIGINAL]: original });
  }
  return applied;
}

/** Which driver methods build their options through `Object.assign` (false: the driver's own, unchanged). */
export const driverOptionsPatched: Readonly<Record<string, boolean>> = patch();
