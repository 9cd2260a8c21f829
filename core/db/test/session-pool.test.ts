import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { useTestClient } from "../../testing/db.js";
import { sessionPoolPatched } from "../session-pool.js";

const require = createRequire(import.meta.url);

interface ServerSession {
  id: unknown;
  lastUse: number;
  isDirty: boolean;
}

const { ServerSessionPool, ServerSession } = require("mongodb/lib/sessions.js") as {
  ServerSessionPool: new (client: unknown) => {
    sessions: { length: number; toArray(): ServerSession[] };
    release(s: ServerSession): void;
    acquire(): ServerSession;
  };
  ServerSession: new () => ServerSession;
};
const { processTimeMS } = require("mongodb/lib/utils.js") as { processTimeMS(): number };

/** A session last used `minutesAgo` minutes ago. */
function sessionUsed(minutesAgo: number): ServerSession {
  const session = new ServerSession();
  session.lastUse = processTimeMS() - minutesAgo * 60_000;
  return session;
}

describe("the driver's session pool (core/db/session-pool.ts)", () => {
  it("is released by the constant-time release on the driver this project pins", () => {
    // fails when a driver upgrade changes ServerSessionPool#release: look at session-pool.ts again
    expect(sessionPoolPatched).toBe(true);
  });

  const pool = () => new ServerSessionPool({ topology: { logicalSessionTimeoutMinutes: 30 } });

  it("puts a released session at the head, and hands the head out first", () => {
    const p = pool();
    const a = sessionUsed(0);
    const b = sessionUsed(0);
    p.release(a);
    p.release(b);
    expect(p.sessions.toArray()).toEqual([b, a]);
    expect(p.acquire()).toBe(b);
  });

  it("drops the timed-out sessions from the tail when one is released, and never hands out a timed-out one", () => {
    const p = pool();
    const old1 = sessionUsed(45);
    const old2 = sessionUsed(40);
    const fresh = sessionUsed(1);
    // the pool as it is after old1 and old2 were released long ago, then fresh
    p.release(fresh);
    (p.sessions as unknown as { push(s: ServerSession): void }).push(old2);
    (p.sessions as unknown as { push(s: ServerSession): void }).push(old1);
    expect(p.sessions.length).toBe(3);
    const now = sessionUsed(0);
    p.release(now);
    expect(p.sessions.toArray()).toEqual([now, fresh]);
    // a timed-out session away from the tail is skipped by acquire
    const q = pool();
    q.release(sessionUsed(0));
    (q.sessions as unknown as { unshift(s: ServerSession): void }).unshift(sessionUsed(50));
    const got = q.acquire();
    expect(processTimeMS() - got.lastUse).toBeLessThan(60_000);
  });

  it("does not put back a session that timed out or whose connection failed", () => {
    const p = pool();
    p.release(sessionUsed(31));
    const dirty = sessionUsed(0);
    dirty.isDirty = true;
    p.release(dirty);
    expect(p.sessions.length).toBe(0);
  });

  it("keeps every session in load-balanced mode without a timeout", () => {
    const p = new ServerSessionPool({ topology: { loadBalanced: true, logicalSessionTimeoutMinutes: 0 } });
    p.release(sessionUsed(100));
    p.release(sessionUsed(0));
    expect(p.sessions.length).toBe(2);
  });

  describe("over the wire", () => {
    const connected = useTestClient();

    it("reuses the pooled sessions: the pool holds as many as were in use at once", async () => {
      const client = connected();
      const coll = client.db("session_pool").collection<{ _id: number }>("things");
      await coll.insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: i })));
      const serverPool = (client as unknown as { s: { sessionPool: { sessions: { length: number } } } }).s.sessionPool;
      for (let round = 0; round < 5; round++) {
        const found = await Promise.all(Array.from({ length: 20 }, (_, i) => coll.findOne({ _id: i })));
        expect(found.map((d) => d?._id)).toEqual(Array.from({ length: 20 }, (_, i) => i));
      }
      expect(serverPool.sessions.length).toBeGreaterThan(0);
      expect(serverPool.sessions.length).toBeLessThanOrEqual(21);
    });
  });
});
