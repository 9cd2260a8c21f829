/**
 * The MongoDB driver's register of a client's open sessions, kept in an array instead of a `Set`.
 *
 * Every command runs in a session (an implicit one when none is given), and `MongoClient#startSession` puts each in
 * `client.s.activeSessions` until it ends, so that `close()` can end the ones still open: a `Set` that gains and
 * loses an entry on every command. Under concurrent commands that churn made V8 keep dead sessions alive: a loop of
 * `db.command({ ping: 1 })` from 50 concurrent callers against the engine promoted 39 MB to the old generation in 6.5
 * s, and the heap sampler's surviving allocations were the sessions (`ClientSession`, its `EventEmitter` and
 * `Transaction`, the clone of its server session made at `endSession`); with the register replaced by a no-op, 10 MB
 * (what one caller alone promotes). The same sessions were the largest part of what the app still promoted on
 * bench:api's computed list and on each of bench:clock's punches, and promoted garbage is what brings the full GCs
 * whose pauses make the tails (bench/README.md "Object literals on the request path").
 *
 * `SessionRegister` keeps the same sessions with what the driver uses of the `Set` (`add`, `delete`, `clear`,
 * iteration, `size`): an array with each session's slot in it, removal by moving the last one into the hole, no
 * table rebuilt as sessions come and go. Iteration walks a copy, as `close()` ends (and so removes) sessions while
 * it iterates. `MongoClient#startSession` is replaced by the same code that puts the session in the client's
 * register, made from its `Set` (and what the `Set` holds) the first time; only when the driver's source of that
 * method is exactly the one this was written against (`activeSessionsPatched`); core/db/test/active-sessions.test.ts
 * fails on a driver upgrade that changes it. Applied once, when this module is first imported (core/app.ts,
 * core/db/connection.ts).
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Where a session sits in the register that holds it (-1: in none). */
const SLOT = Symbol("workforce.active-sessions.slot");
/** Marks the replacement `startSession` (`Symbol.for`: this module evaluated again in one process finds it). */
const REPLACED = Symbol.for("workforce.active-sessions.replaced");

type Registered = object & { [SLOT]?: number };

/** A client's open sessions: a `Set`'s `add`/`delete`/`has`/`clear`/iteration over an array. */
export class SessionRegister<S extends object> implements Iterable<S> {
  private readonly items: S[] = [];

  get size(): number {
    return this.items.length;
  }

  has(session: S): boolean {
    const slot = (session as Registered)[SLOT];
    return slot !== undefined && slot >= 0 && this.items[slot] === session;
  }

  add(session: S): this {
    if (this.has(session)) return this;
    (session as Registered)[SLOT] = this.items.length;
    this.items.push(session);
    return this;
  }

  delete(session: S): boolean {
    if (!this.has(session)) return false;
    const slot = (session as Registered)[SLOT]!;
    const last = this.items.pop()!;
    if (last !== session) {
      this.items[slot] = last;
      (last as Registered)[SLOT] = slot;
    }
    (session as Registered)[SLOT] = -1;
    return true;
  }

  clear(): void {
    for (const session of this.items) (session as Registered)[SLOT] = -1;
    this.items.length = 0;
  }

  /** A copy's iterator: ending a session while iterating removes it from the register. */
  [Symbol.iterator](): Iterator<S> {
    return this.items.slice()[Symbol.iterator]();
  }
}

interface ClientState {
  sessionPool: unknown;
  activeSessions: Iterable<object> & { add(session: object): unknown; delete(session: object): unknown };
}

interface Client {
  s: ClientState;
  options: unknown;
}

interface SessionEmitter {
  once(event: "ended", listener: () => void): unknown;
}

/** The client's register, made from the driver's `Set` (and the sessions it holds) the first time. */
function registerOf(client: Client): SessionRegister<object> {
  const active = client.s.activeSessions;
  if (active instanceof SessionRegister) return active;
  const register = new SessionRegister<object>();
  for (const session of active) register.add(session);
  client.s.activeSessions = register;
  return register;
}

/** `MongoClient#startSession` of the driver this was written against (whitespace collapsed). */
const START_SESSION_SOURCE =
  "startSession(options) { const session = new sessions_1.ClientSession(this, this.s.sessionPool, { explicit: true, " +
  "...options }, this.options); this.s.activeSessions.add(session); session.once('ended', () => { " +
  "this.s.activeSessions.delete(session); }); return session; }";

function patch(): boolean {
  try {
    const { MongoClient } = require("mongodb") as { MongoClient: { prototype: Record<string, unknown> } };
    const { ClientSession } = require("mongodb/lib/sessions.js") as {
      ClientSession: new (client: Client, pool: unknown, options: object, clientOptions: unknown) => SessionEmitter;
    };
    const current = MongoClient.prototype.startSession as ((options?: object) => unknown) & { [REPLACED]?: true };
    if (current[REPLACED]) return true; // this module evaluated again in the same process (test runners)
    if (Function.prototype.toString.call(current).replace(/\s+/g, " ") !== START_SESSION_SOURCE) return false;
    const startSession = function startSession(this: Client, options?: object) {
      const session = new ClientSession(this, this.s.sessionPool, { explicit: true, ...options }, this.options);
      registerOf(this).add(session);
      session.once("ended", () => {
        this.s.activeSessions.delete(session);
      });
      return session;
    };
    MongoClient.prototype.startSession = Object.assign(startSession, { [REPLACED]: true as const });
    return true;
  } catch {
    return false; // the driver moved its files: keep its own
  }
}

/** Whether clients keep their open sessions in a `SessionRegister` (false: the driver's own `Set`). */
export const activeSessionsPatched: boolean = patch();
