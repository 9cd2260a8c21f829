/**
 * Issue 5 "Balances: a ledger people can trust": rollover and expiry at the end of a balance period (run by the
 * daily accrual job), and selling or buying time, each as ledger entries with their reason.
 */
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addSignedInMember,
  buildTestApp,
  createTestTenant,
  DAY_MS,
  TestClock,
  type TestTenant,
  useTestDatabase,
  tenantCaller,
} from "../../../core/testing/kit.js";
import { systemContext } from "../../../core/context.js";
import { modulesFor } from "../../server.js";

useTestDatabase("leave_rollover");

interface Entry {
  kind: string;
  amount: number;
  effectiveDate: string;
  period?: string;
  reason: string;
}

describe("rollover, expiry, sale and buy", () => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date("2030-06-03T09:00:00.000Z"));
  let t: TestTenant;
  let person: { userId: string; token: string };

  const call = tenantCaller(() => ({ app, companyId: t.companyId }));
  async function type(over: Record<string, unknown>) {
    const r = await call(t.admin, "POST", "/leave-types/many", {
      items: [
        {
          title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
          color: "#2e7d32",
          unit: "days",
          totalTime: 30 * DAY_MS,
          ...over,
        },
      ],
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ items: Array<{ id: string }> }>().items[0]!.id;
  }
  const record = (leaveTypeId: string, kind: string, days: number, effectiveDate?: string, locale?: string) =>
    call(
      t.admin,
      "POST",
      "/leave/ledger",
      { userId: person.userId, leaveTypeId, kind, amount: days * DAY_MS, reason: `${kind} test`, effectiveDate },
      locale,
    );
  const ledger = async (leaveTypeId: string): Promise<Entry[]> =>
    (await call(t.admin, "GET", `/leave/ledger?userId=${person.userId}&leaveTypeId=${leaveTypeId}&limit=50`))
      .json<{ items: Entry[] }>()
      .items.reverse();
  const balance = async (leaveTypeId: string, asOf: string) =>
    (await call(t.admin, "GET", `/leave/balances?userId=${person.userId}&asOf=${asOf}`))
      .json<{ items: Array<{ leaveTypeId: string; balance: number }> }>()
      .items.find((i) => i.leaveTypeId === leaveTypeId)!.balance / DAY_MS;
  const at = async (day: string, run: () => Promise<unknown>) => {
    const before = clock.current;
    clock.current = new Date(`${day}T09:00:00.000Z`);
    try {
      return await run();
    } finally {
      clock.current = before;
    }
  };
  // the daily job itself (sessions do not last the months these tests jump over); the route runs the same service
  const job = () => app.modules.find((m) => m.id === "leave")!.jobs!.find((j) => j.name === "leave.accrue-balances")!;
  const runJob = () =>
    job().handler(
      {
        ...systemContext({ companyId: t.companyId, name: "test", log: app.log, now: clock.now }),
        actor: { kind: "system", name: "test" },
      },
      {},
    );

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: modulesFor("leave") }));
    t = await createTestTenant(app, { companyName: "Rollover Ltda" });
    const member = await addSignedInMember(app, { admin: t.admin, levels: ["requester"] });
    person = member;
    // a worker profile: the job works over the company's active workers
    const worker = await call(t.admin, "POST", "/workers", {
      name: "Rosa",
      email: member.email,
      levels: ["requester"],
    });
    expect(worker.statusCode, worker.body).toBe(201);
  });

  it("carries at most maxTime into the new year, expires the rest, and expires the carried time left after N months", async () => {
    const id = await type({ rollover: { allowed: true, maxTime: 5 * DAY_MS, expiresAfterMonths: 3 } });
    expect((await record(id, "grant", 12, "2030-01-01")).statusCode).toBe(201);
    const leave = await call(person, "POST", "/leave/requests", {
      leaveTypeId: id,
      startDate: "2030-07-01",
      endDate: "2030-07-02",
    });
    expect(leave.statusCode, leave.body).toBe(201);
    // 2 of next year's days are already asked for, for February 2031
    const february = await call(person, "POST", "/leave/requests", {
      leaveTypeId: id,
      startDate: "2031-02-03",
      endDate: "2031-02-04",
    });
    expect(february.statusCode, february.body).toBe(201);
    // nothing to close before the year ends (the route runs the job's work for the company)
    expect((await call(t.admin, "POST", "/leave/accrual/run", {})).json()).toMatchObject({ rolledOver: 0, expired: 0 });

    // 2 January 2031: 10 days were left; 5 are carried, 5 expire. Runs at once and again write it once.
    await at("2031-01-02", () => Promise.all([runJob(), runJob(), runJob()]));
    await at("2031-01-02", runJob);
    const closed = await ledger(id);
    expect(closed.filter((e) => e.period?.endsWith("2031"))).toEqual([
      expect.objectContaining({
        kind: "expiry",
        amount: -10 * DAY_MS,
        effectiveDate: "2031-01-01",
        period: "close-2031",
      }),
      expect.objectContaining({
        kind: "rollover",
        amount: 5 * DAY_MS,
        effectiveDate: "2031-01-01",
        period: "rollover-2031",
        reason: "5 days carried over into 2031, until 2031-04-01",
      }),
    ]);
    expect(await balance(id, "2030-12-31")).toBe(10);
    expect(await balance(id, "2031-01-01")).toBe(5);

    // 2 of the carried days are taken in February; on 1 April the 3 still unspent expire, once
    await at("2031-03-31", runJob);
    expect((await ledger(id)).some((e) => e.period === "expire-2031")).toBe(false);
    await at("2031-04-01", () => Promise.all([runJob(), runJob()]));
    await at("2031-04-02", runJob);
    const expired = (await ledger(id)).filter((e) => e.period === "expire-2031");
    expect(expired).toEqual([
      expect.objectContaining({ kind: "expiry", amount: -3 * DAY_MS, effectiveDate: "2031-04-01" }),
    ]);
    expect(await balance(id, "2031-04-01")).toBe(0);
  });

  it("expires the whole balance when the type allows no rollover, and writes nothing when it carries everything", async () => {
    const none = await type({ rollover: { allowed: false } });
    const all = await type({ rollover: { allowed: true } });
    expect((await record(none, "grant", 4, "2030-01-01")).statusCode).toBe(201);
    expect((await record(all, "grant", 4, "2030-01-01")).statusCode).toBe(201);
    await at("2031-01-05", runJob);
    const kinds = (await ledger(none)).map((e) => `${e.kind} ${e.amount / DAY_MS}`);
    expect(kinds).toEqual(["grant 4", "expiry -4"]);
    expect(await balance(none, "2031-01-05")).toBe(0);
    expect((await ledger(all)).map((e) => e.kind)).toEqual(["grant"]);
    expect(await balance(all, "2031-01-05")).toBe(4);
  });

  it("sells time within the type's yearly limit and the balance; buys only where the type allows it", async () => {
    const saleable = await type({ sale: { allowed: true, maxTime: 10 * DAY_MS } });
    const plain = await type({});
    expect((await record(saleable, "grant", 12, "2030-01-01")).statusCode).toBe(201);
    expect((await record(plain, "grant", 12, "2030-01-01")).statusCode).toBe(201);

    const sold = await record(saleable, "sale", -8);
    expect(sold.statusCode, sold.body).toBe(201);
    // in the admin's language (their saved one wins over the browser's)
    await call(t.admin, "PATCH", "/api/auth/preferences", { locale: "pt-BR" });
    const over = await record(saleable, "sale", -3);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: "LEAVE_SALE_LIMIT_DAYS",
      message: "Mais do que este tipo de licença permite em um ano (no máximo 10 dias).",
    });
    // the limit is per calendar year; what is sold must still be there (12 - 8 = 4 left)
    const nextYear = await record(saleable, "sale", -5, "2031-02-01");
    expect(nextYear.json()).toMatchObject({ code: "LEAVE_NOT_ENOUGH_DAYS" });
    expect((await record(saleable, "sale", -4, "2031-02-01")).statusCode).toBe(201);

    await call(t.admin, "PATCH", "/api/auth/preferences", { locale: "es" });
    const notAllowed = await record(plain, "sale", -1);
    expect(notAllowed.json()).toMatchObject({
      code: "LEAVE_SALE_NOT_ALLOWED",
      message: "Este tipo de licencia no permite vender ni comprar tiempo.",
    });
    await call(t.admin, "PATCH", "/api/auth/preferences", { locale: "en" });
    // buying (a positive sale) needs the buy policy
    expect((await record(plain, "sale", 2)).json()).toMatchObject({ code: "LEAVE_SALE_NOT_ALLOWED" });
    const buyable = await type({ buy: { allowed: true, maxTime: 5 * DAY_MS } });
    expect((await record(buyable, "sale", 3)).statusCode).toBe(201);
    expect((await record(buyable, "sale", 3)).json()).toMatchObject({ code: "LEAVE_SALE_LIMIT_DAYS" });
    expect(await balance(buyable, "2030-12-31")).toBe(3);
    // nothing refused was written
    expect((await ledger(saleable)).map((e) => `${e.kind} ${e.amount / DAY_MS}`)).toEqual([
      "grant 12",
      "sale -8",
      "sale -4",
    ]);
  });
});
