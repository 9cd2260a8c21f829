/**
 * The MongoDB driver's server-session pool, released in constant time.
 *
 * Every command the driver sends runs in a session (an implicit one when none is given), and when the command ends
 * its server session goes back to the pool through `ServerSessionPool#release`. Since driver 4.12 (NODE-4727) that
 * release walks the whole pool to drop sessions idle for longer than the server keeps them: a generator step and a
 * clock read per pooled session, on every command. The pool holds as many sessions as were ever in use at once (68
 * on average under bench:api's computed list at 50 connections, more under bench:clock's rush), so each command paid
 * a walk of the pool: ~2.5 % of the app's CPU on the computed list, and a generator object per command for the GC.
 *
 * Released sessions go to the head of the pool and are taken from the head, so the sessions idle the longest sit at
 * the tail: dropping timed-out sessions from the tail until one is not (what the driver did before 4.12, and what
 * the Java driver does) removes the ones that matter in amortised constant time. A timed-out session that is not at
 * the tail is still never handed out: `acquire` skips timed-out sessions itself. Everything else is the driver's
 * own `release`: a dirty session (its connection failed mid-command) is not put back, a session that timed out is
 * not put back, and load-balanced mode without a timeout keeps every session.
 *
 * Applied once, when this module is first imported (core/app.ts, core/db/connection.ts), and only to the driver it
 * was written against: if the driver's `release` no longer walks the pool this way, or its list lacks `last`/`pop`,
 * it is left alone (`sessionPoolPatched` says which; core/db/test/session-pool.test.ts fails on a driver upgrade that changes
 * either, so the patch is looked at again rather than silently dropped).
 */
import { createRequire } from "node:module";

interface PooledSession {
  isDirty: boolean;
  hasTimedOut(minutes: number): boolean;
}

interface SessionList {
  length: number;
  last(): PooledSession | null;
  pop(): PooledSession | null;
  unshift(session: PooledSession): void;
}

interface Pool {
  client: { topology?: { logicalSessionTimeoutMinutes?: number | null; loadBalanced?: boolean } };
  sessions: SessionList;
}

const require = createRequire(import.meta.url);

/** The driver's pool class, or `undefined` when the driver no longer has it where it was. */
function driverPool(): { prototype: { release: (this: Pool, session: PooledSession) => void } } | undefined {
  return (require("mongodb/lib/sessions.js") as { ServerSessionPool?: never }).ServerSessionPool;
}

/** `release` as the driver has it, with the timed-out sessions dropped from the tail instead of a walk of the pool. */
function release(this: Pool, session: PooledSession): void {
  const topology = this.client.topology;
  const timeoutMinutes = topology?.logicalSessionTimeoutMinutes ?? 10;
  if (topology?.loadBalanced && !timeoutMinutes) this.sessions.unshift(session);
  if (!timeoutMinutes) return;
  const sessions = this.sessions;
  while (sessions.length > 0 && sessions.last()!.hasTimedOut(timeoutMinutes)) sessions.pop();
  if (session.hasTimedOut(timeoutMinutes) || session.isDirty) return;
  sessions.unshift(session);
}

function patch(): boolean {
  try {
    const pool = driverPool();
    if (!pool) return false;
    const original = pool.prototype.release;
    if (original === release) return true;
    const source = Function.prototype.toString.call(original);
    const list = (require("mongodb/lib/utils.js") as { List?: { prototype: Record<string, unknown> } }).List;
    const listHas = (name: string) => typeof list?.prototype[name] === "function";
    if (!source.includes("this.sessions.prune(") || !listHas("last") || !listHas("pop")) return false;
    pool.prototype.release = release;
    return true;
  } catch {
    return false; // the driver moved its files: keep its own release
  }
}

/** Whether the driver's pool releases through `release` above (false: the driver's own, unchanged). */
export const sessionPoolPatched = patch();
