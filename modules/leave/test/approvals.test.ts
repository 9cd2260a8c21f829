import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addSignedInMember,
  buildTestApp,
  createTestTenant,
  DAY_MS,
  TestClock,
  tenantCaller,
  type TestPerson,
  type TestTenant,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { modulesFor } from "../../server.js";
import { messageFor } from "../../../core/errors/catalogue.js";

useTestDatabase("leave_approvals");

/**
 * /approvals (issue 12): each pending request carries the balance after approval and the teammates away on its
 * days; an approval keeps its comment for the requester; several requests are approved at once, each through the
 * state machine, with one outcome per request.
 */
describe("leave approvals", () => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date("2030-01-15T09:00:00.000Z"));
  let a: TestTenant;
  let b: TestTenant;
  let boss: TestPerson;
  let rui: TestPerson;
  let tia: TestPerson;
  let typeId: string;
  const call = tenantCaller(() => ({ app, companyId: a.companyId }));

  const ask = async (person: TestPerson, startDate: string, endDate: string) => {
    const r = await call(person, "POST", "/leave/requests", { leaveTypeId: typeId, startDate, endDate });
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ id: string }>().id;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: modulesFor("leave") }));
    a = await createTestTenant(app, { companyName: "Alpha" });
    b = await createTestTenant(app, { companyName: "Beta" });
    boss = await a.loginAs("revisor");
    rui = await addSignedInMember(app, { admin: a.admin, levels: ["requester"] });
    tia = await addSignedInMember(app, { admin: a.admin, levels: ["requester"] });
    const rita = await call(a.admin, "POST", "/workers", { name: "Rita", email: boss.email, levels: ["revisor"] });
    expect(rita.statusCode, rita.body).toBe(201);
    const ritaId = rita.json<{ id: string }>().id;
    for (const [name, person] of [
      ["Rui", rui],
      ["Tia", tia],
    ] as const) {
      const w = await call(a.admin, "POST", "/workers", {
        name,
        email: person.email,
        levels: ["requester"],
        referenceWorkerId: ritaId,
      });
      expect(w.statusCode, w.body).toBe(201);
    }
    const created = await call(a.admin, "POST", "/leave-types/many", {
      items: [
        {
          title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
          color: "#2e7d32",
          unit: "days",
          totalTime: 30 * DAY_MS,
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    typeId = created.json<{ items: { id: string }[] }>().items[0]!.id;
    for (const person of [rui, tia]) {
      const g = await call(a.admin, "POST", "/leave/ledger", {
        userId: person.userId,
        leaveTypeId: typeId,
        kind: "grant",
        amount: 10 * DAY_MS,
        reason: "initial",
      });
      expect(g.statusCode, g.body).toBe(201);
    }
  });

  it("shows the balance after approval and the teammates away on the same days", async () => {
    const tiaLeave = await ask(tia, "2030-02-06", "2030-02-08");
    const ruiLeave = await ask(rui, "2030-02-04", "2030-02-07");
    const pending = await call(boss, "GET", "/leave/requests/pending-approvals?limit=50");
    expect(pending.statusCode, pending.body).toBe(200);
    const item = pending
      .json<{ items: Array<{ id: string; balanceAfter?: unknown; overlaps: unknown[] }> }>()
      .items.find((x) => x.id === ruiLeave);
    // 10 granted, 4 reserved by this request
    expect(item?.balanceAfter).toEqual({ available: 6 * DAY_MS, unit: "days", availableInUnit: 6 });
    expect(item?.overlaps).toEqual([
      { userId: tia.userId, name: "Tia", startDate: "2030-02-06", endDate: "2030-02-08", status: "pending" },
    ]);
    for (const id of [tiaLeave, ruiLeave])
      expect((await call(boss, "POST", `/leave/requests/${id}/deny`, { reason: "test" })).statusCode).toBe(200);
  });

  it("keeps the approver's comment for the requester and refuses a comment over 1000 characters", async () => {
    const id = await ask(rui, "2030-03-04", "2030-03-05");
    for (const [locale, message] of [
      ["en", "Max length is 1000"],
      ["pt-BR", "1000"],
      ["es", "1000"],
    ] as const) {
      const long = await call(boss, "POST", `/leave/requests/${id}/approve`, { reason: "x".repeat(1001) }, locale);
      expect(long.statusCode, long.body).toBe(400);
      expect(long.json<{ message: string }>().message).toContain(message);
    }
    const ok = await call(boss, "POST", `/leave/requests/${id}/approve`, { reason: "Enjoy!" });
    expect(ok.json()).toMatchObject({ status: "approved" });
    const seen = await call(rui, "GET", `/leave/requests/${id}`);
    expect(seen.json<{ history: Array<{ to: string; reason?: string }> }>().history).toEqual([
      expect.objectContaining({ to: "approved", reason: "Enjoy!" }),
    ]);
  });

  it("approves several requests at once, each on its own, and reports each refusal in the caller's language", async () => {
    const first = await ask(rui, "2030-04-01", "2030-04-02");
    const second = await ask(tia, "2030-04-08", "2030-04-08");
    const done = await ask(rui, "2030-04-15", "2030-04-15");
    expect((await call(boss, "POST", `/leave/requests/${done}/approve`, {})).statusCode).toBe(200);
    // another company's request
    const bType = await call(b.admin, "POST", `/api/companies/${b.companyId}/leave-types/many`, {
      items: [
        {
          title: { en: "Off", "pt-BR": "Folga", es: "Libre" },
          color: "#000000",
          unit: "days",
          totalTime: DAY_MS,
          tracked: false,
        },
      ],
    });
    const bLeave = await call(b.admin, "POST", `/api/companies/${b.companyId}/leave/requests`, {
      leaveTypeId: bType.json<{ items: { id: string }[] }>().items[0]!.id,
      startDate: "2030-04-01",
    });
    const foreign = bLeave.json<{ id: string; status: string }>();

    const bulk = await call(
      boss,
      "POST",
      "/leave/requests/bulk-approve",
      { requestIds: [first, done, foreign.id, second, "not-an-id"], reason: "Approved together" },
      "es",
    );
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toEqual({
      results: [
        { requestId: first, ok: true, status: "approved" },
        {
          requestId: done,
          ok: false,
          error: { code: "LEAVE_TRANSITION_INVALID", message: expect.any(String) },
        },
        { requestId: foreign.id, ok: false, error: { code: "NOT_FOUND", message: expect.any(String) } },
        { requestId: second, ok: true, status: "approved" },
        { requestId: "not-an-id", ok: false, error: { code: "NOT_FOUND", message: expect.any(String) } },
      ],
    });
    // in the approver's saved language (English here), from the error catalogue
    const messages = bulk
      .json<{ results: Array<{ error?: { message: string } }> }>()
      .results.map((r) => r.error?.message);
    expect(messages).toEqual([
      undefined,
      messageFor("LEAVE_TRANSITION_INVALID", "en"),
      messageFor("NOT_FOUND", "en"),
      undefined,
      messageFor("NOT_FOUND", "en"),
    ]);
    // each approved request keeps the comment; the other company's request is untouched
    const approved = await call(rui, "GET", `/leave/requests/${first}`);
    expect(approved.json<{ history: Array<{ reason?: string }> }>().history.at(-1)?.reason).toBe("Approved together");
    const untouched = await call(b.admin, "GET", `/api/companies/${b.companyId}/leave/requests/${foreign.id}`);
    expect(untouched.json<{ status: string }>().status).toBe(foreign.status);
  });

  it("is for leaders of the company only", async () => {
    const id = await ask(rui, "2030-05-06", "2030-05-06");
    const body = { requestIds: [id] };
    expect((await call(null, "POST", "/leave/requests/bulk-approve", body)).statusCode).toBe(401);
    expect((await call(rui, "POST", "/leave/requests/bulk-approve", body)).statusCode).toBe(403);
    // another company's admin on this company's path is refused before any request is read
    expect([403, 404]).toContain((await call(b.admin, "POST", "/leave/requests/bulk-approve", body)).statusCode);
    // and on their own company's path this company's request is not found
    const own = await call(b.admin, "POST", `/api/companies/${b.companyId}/leave/requests/bulk-approve`, body);
    expect(own.json()).toEqual({
      results: [{ requestId: id, ok: false, error: { code: "NOT_FOUND", message: expect.any(String) } }],
    });
    expect((await call(rui, "GET", `/leave/requests/${id}`)).json<{ status: string }>().status).toBe("pending");
    // bad input: no ids, too many, duplicates
    for (const requestIds of [[], Array.from({ length: 51 }, (_, i) => `id${i}`), [id, id]])
      expect((await call(boss, "POST", "/leave/requests/bulk-approve", { requestIds })).statusCode).toBe(400);
  });
});
