/**
 * Issue 12: the demo company looks like a company that has used the product for a year. Balances come from the real
 * accrual runs, leaves from the real request service, and the headline flow (an employee asks for vacation) works on a
 * fresh install.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../core/dates/calendar-days.js";
import { DEMO_PASSWORD, seedDemo } from "../../../core/seed/demo-seed.js";
import { buildTestApp, DAY_MS, login, tenantCaller, useTestDatabase } from "../../../core/testing/kit.js";
import { seededRandom } from "../server/demo.seed.js";

useTestDatabase("leave_demo_seed");

interface Leave {
  id: string;
  userId: string;
  leaveTypeId: string;
  startDate: string;
  endDate: string;
  status: string;
}

describe("the leave module's demo year", () => {
  let app: FastifyInstance;
  let companyId = "";
  const call = tenantCaller(() => ({ app, companyId }));
  const signIn = async (email: string) => {
    const r = await login(app, { email, password: DEMO_PASSWORD });
    expect(r.statusCode, r.body).toBe(200);
    return { token: r.json<{ token: string }>().token };
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    // how long the whole demo takes is printed by the start command and measured in bench/, not asserted here
    await seedDemo({ log: app.log, modules: app.modules });
    const admin = await signIn("admin@demo.workforce.test");
    const session = await app.inject({ url: "/api/auth/session", headers: admin });
    companyId = session.json<{ companies: Array<{ id: string }> }>().companies[0]!.id;
  }, 300_000);
  afterAll(() => app.close());

  it("gives every active worker a positive vacation balance from the accruals, with past, future and pending leaves", async () => {
    const admin = await signIn("admin@demo.workforce.test");
    const types = (await call(admin, "GET", "/leave-types")).json<{
      items: Array<{ id: string; packKey?: string }>;
    }>().items;
    const vacation = types.find((t) => t.packKey === "br.vacation")!;
    expect(vacation).toBeDefined();
    const workers = (await call(admin, "GET", "/workers?limit=50")).json<{
      items: Array<{ userId: string; status: string; email: string }>;
    }>().items;
    // the 30 people of the demo (those the hiring demo hired lately have not accrued a vacation yet)
    const active = workers.filter((w) => w.status === "active" && w.email.endsWith("@demo.workforce.test"));
    expect(active.length).toBe(30);
    for (const w of active) {
      const balances = (await call(admin, "GET", `/leave/balances?userId=${w.userId}`)).json<{
        items: Array<{ leaveTypeId: string; balance: number }>;
      }>();
      const balance = balances.items.find((i) => i.leaveTypeId === vacation.id)!.balance;
      expect(balance, w.userId).toBeGreaterThan(0);
      const ledger = (
        await call(admin, "GET", `/leave/ledger?userId=${w.userId}&leaveTypeId=${vacation.id}&limit=200`)
      ).json<{ items: Array<{ kind: string; authorId: string }> }>().items;
      // the accrual job wrote the grants
      expect(ledger.some((e) => e.kind === "accrual" && e.authorId === "system:demo-seed")).toBe(true);
    }

    const today = new Date().toISOString().slice(0, 10);
    // the past year, in the calendar's windows of at most 62 days
    const past: Leave[] = [];
    for (let back = 0; back < 6; back++) {
      const to = addDays(today, -1 - back * 61);
      const r = await call(admin, "GET", `/leave/calendar?from=${addDays(to, -60)}&to=${to}`);
      expect(r.statusCode, r.body).toBe(200);
      past.push(...r.json<{ leaves: Leave[] }>().leaves.filter((l) => l.endDate < today));
    }
    expect(new Set(past.map((l) => l.id)).size).toBeGreaterThanOrEqual(10);
    const ahead = (
      await call(admin, "GET", `/leave/calendar?from=${addDays(today, 1)}&to=${addDays(today, 62)}`)
    ).json<{ leaves: Leave[] }>().leaves;
    expect(ahead.length).toBeGreaterThan(0);

    const manager = await signIn("manager@demo.workforce.test");
    const pending = (await call(manager, "GET", "/leave/requests/pending-approvals?limit=50")).json<{
      items: Leave[];
    }>();
    expect(pending.items.length).toBeGreaterThanOrEqual(3);
    expect(pending.items.every((l) => l.status === "pending")).toBe(true);
  });

  it("gives people a year of notices from the leave decisions: the recent ones unread, the older ones read", async () => {
    type Notice = { type: string; link: string; createdAt: string; readAt: string | null; title: string };
    const inbox = async (email: string) =>
      (await call(await signIn(email), "GET", "/notifications?limit=50")).json<{
        items: Notice[];
        unread: number;
        total: number;
      }>();
    const today = new Date().toISOString().slice(0, 10);
    const manager = await inbox("manager@demo.workforce.test");
    // the requests waiting for the manager were asked for in the last days: their notices are unread
    expect(manager.unread).toBeGreaterThan(0);
    expect(manager.items.some((n) => n.type === "leave.request.pending" && n.link === "/approvals")).toBe(true);
    expect(manager.items.some((n) => n.readAt !== null)).toBe(true);
    for (const n of manager.items) {
      const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(n.createdAt)) / DAY_MS;
      if (n.readAt !== null) expect(age).toBeGreaterThan(3);
      else expect(age).toBeLessThan(6);
    }
    // a worker was told of the decisions on their requests, over the year
    const workers = await Promise.all(["employee@demo.workforce.test"].map((email) => inbox(email)));
    expect(workers[0]!.items.some((n) => n.type === "leave.request.approved" && n.readAt !== null)).toBe(true);
  });

  it("lets the employee ask for a vacation through the API without a balance error (the headline flow)", async () => {
    const employee = await signIn("employee@demo.workforce.test");
    const types = (await call(employee, "GET", "/leave-types")).json<{
      items: Array<{ id: string; packKey?: string }>;
    }>().items;
    const vacation = types.find((t) => t.packKey === "br.vacation")!;
    const start = addDays(new Date().toISOString().slice(0, 10), 150);
    const r = await call(employee, "POST", "/leave/requests", {
      leaveTypeId: vacation.id,
      startDate: start,
      endDate: addDays(start, 9),
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json<{ status: string; amount: number }>()).toMatchObject({ status: "pending", amount: 10 * DAY_MS });
    const mine = (await call(employee, "GET", "/leave/requests/mine?limit=50")).json<{ items: Leave[] }>().items;
    // the employee's own year: a vacation taken in the past, and the new request
    expect(mine.some((l) => l.status === "approved" && l.endDate < start)).toBe(true);
  });

  it("draws the same plan every time (seeded)", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(new Set(first).size).toBe(5);
  });
});
