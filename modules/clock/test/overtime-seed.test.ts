import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, seedDemo } from "../../../core/seed/demo-seed.js";
import { buildTestApp, config, TestClock, uniqueAddress, useTestDatabase } from "../../../core/testing/kit.js";
import { serverModules } from "../../server.js";
import type { OvertimeDayList, OvertimeSettings, TimeBankStatement } from "../contract/index.js";

useTestDatabase("clock_overtime_seed");

describe("overtime's demo data", () => {
  it("gives the demo company its rules, a year of judged days and bank movements, and days waiting for a leader", async () => {
    const clock = new TestClock(new Date("2030-03-12T12:00:00.000Z"));
    const { app } = await buildTestApp({ clock, modules: serverModules(config) });
    expect(await seedDemo({ log: app.log, now: clock.now, modules: app.modules })).not.toBeNull();
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "admin@demo.workforce.test", password: DEMO_PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json<{ token: string }>().token;
    const session = (await app.inject({ url: "/api/auth/session", headers: { token } })).json();
    const base = `/api/companies/${session.companies[0].id as string}`;
    const get = async <T>(path: string) => {
      const r = await app.inject({ url: `${base}${path}`, headers: { token } });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<T>();
    };
    expect(await get<OvertimeSettings>("/clock/overtime/settings")).toMatchObject({
      requireApproval: true,
      bankExpiryMonths: 6,
      deadlinePayroll: 5,
    });
    const pending = await get<OvertimeDayList>("/clock/overtime/days?from=2030-02-01&to=2030-03-11&status=pending");
    expect(pending.total).toBeGreaterThanOrEqual(2);
    const year = await get<OvertimeDayList>("/clock/overtime/days?from=2029-03-12&to=2030-03-11&status=approved");
    expect(year.total).toBeGreaterThan(100);
    const refused = await get<OvertimeDayList>("/clock/overtime/days?from=2029-03-12&to=2030-03-11&status=refused");
    expect(refused.total).toBeGreaterThan(0);
    const person = year.items[0]!.userId;
    const bank = await get<TimeBankStatement>(`/clock/time-bank?userId=${person}`);
    expect(bank.movements.length).toBeGreaterThan(10);
    // credits older than six months have expired
    expect(bank.movements.some((m) => m.kind === "expiry")).toBe(true);
    await app.close();
  });
});
