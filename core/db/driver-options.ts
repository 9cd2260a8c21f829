/**
 * The MongoDB driver's per-command option objects, built with `Object.assign` instead of `{ ...options, key }`.
 *
 * On Node 20's V8 (11.3), an object literal that spreads a non-empty object and then adds keys (`{ ...a, b: 1 }`)
 * leaves the fast path: ~50x slower than `{ ...a }` or `Object.assign({}, a, { b: 1 })`, and about a fifth of what it
 * allocates outlives two scavenges and is promoted to the old generation (a 10-line loop shows it: bench/README.md
 * "The driver's option objects"). The driver builds three such objects on every `db.command` (the one call every
 * list, count, version read and punch of the app goes through: `Db#command`, `RunCommandOperation#buildOptions`,
 * and the reply's `OnDemandDocument#toObject`), so every command promoted its options, and with them what they point
 * to (the session, the timeout context, the reply). Measured on a loop of `db.command` against the engine: 44 MB
 * promoted -> 9 MB over the same seconds, 8-23 % more commands a second.
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
  const { resolveBSONOptions, deserialize } = require("mongodb/lib/bson.js") as {
    resolveBSONOptions(options: Options): Options;
    deserialize(bytes: Uint8Array, options: Options): unknown;
  };
  const { OnDemandDocument } = require("mongodb/lib/cmap/wire_protocol/on_demand/document.js") as {
    OnDemandDocument: { prototype: Record<string, unknown> };
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
  ];
}

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
