import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import { activeSessionsPatched, SessionRegister } from "../active-sessions.js";

describe("the register of a client's open sessions (core/db/active-sessions.ts)", () => {
  it("replaces the driver's startSession on the driver this project pins", () => {
    // fails when a driver upgrade changes MongoClient#startSession: look at active-sessions.ts again
    expect(activeSessionsPatched).toBe(true);
  });

  it("keeps sessions as a Set does: each once, removed from anywhere, cleared", () => {
    const register = new SessionRegister<{ n: number }>();
    const [a, b, c, d] = [1, 2, 3, 4].map((n) => ({ n }));
    register.add(a!).add(b!).add(c!).add(d!).add(b!);
    expect(register.size).toBe(4);
    expect(register.delete(b!)).toBe(true);
    expect(register.delete(b!)).toBe(false);
    expect(register.has(b!)).toBe(false);
    expect([...register].map((s) => s.n).sort()).toEqual([1, 3, 4]);
    // the one moved into the hole is still found and removable
    expect(register.delete(d!)).toBe(true);
    expect(register.delete(a!)).toBe(true);
    expect([...register]).toEqual([c]);
    // a session of another register is not this one's
    const other = new SessionRegister<{ n: number }>().add(a!);
    expect(register.has(a!)).toBe(false);
    expect(register.delete(a!)).toBe(false);
    expect(other.has(a!)).toBe(true);
    register.clear();
    expect(register.size).toBe(0);
    expect(register.has(c!)).toBe(false);
  });

  it("iterates over what it held when the iteration began, whatever is removed meanwhile", () => {
    const register = new SessionRegister<{ n: number }>();
    const sessions = [1, 2, 3, 4, 5].map((n) => ({ n }));
    for (const s of sessions) register.add(s);
    const seen = Array.from(register, (s) => {
      register.delete(s);
      return s.n;
    });
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(register.size).toBe(0);
  });

  describe("over the wire", () => {
    let db: TestDatabase | undefined;
    beforeAll(async () => {
      db = await startTestDatabase();
    });
    afterAll(async () => {
      await db?.stop();
    });

    it("registers every session while it is open, and close() ends the ones still open", async () => {
      const client = await MongoClient.connect(db!.uri);
      const state = (client as unknown as { s: { activeSessions: SessionRegister<object> } }).s;
      await client.db("active_sessions").command({ ping: 1 });
      expect(state.activeSessions).toBeInstanceOf(SessionRegister);
      // an implicit session came and went with the command
      expect(state.activeSessions.size).toBe(0);
      const open = [client.startSession(), client.startSession(), client.startSession()];
      const ended = client.startSession();
      expect(state.activeSessions.size).toBe(4);
      await ended.endSession();
      expect(state.activeSessions.size).toBe(3);
      await client.db("active_sessions").command({ ping: 1 }, { session: open[1] });
      await client.close();
      expect(open.map((s) => s.hasEnded)).toEqual([true, true, true]);
      expect(state.activeSessions.size).toBe(0);
    });
  });
});
