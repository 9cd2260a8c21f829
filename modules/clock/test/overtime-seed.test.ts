import { describe, expect, it } from "vitest";
import { config, seededDemo, TestClock, useTestDatabase } from "../../../core/testing/kit.js";
import { serverModules } from "../../server.js";
import type { OvertimeDayList, OvertimeSettings, TimeBankStatement } from "../contract/index.js";

useTestDatabase("clock_overtime_seed");

describe("overtime's demo data", () => {
  it("gives the demo company its rules, a year of judged days and bank movements, and days waiting for a leader", async () => {
    const clock = new TestClock(new Date("2030-03-12T12:00:00.000Z"));
    const { app, get } = await seededDemo({ clock, modules: serverModules(config) });
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
    // the whole product's demo (every module's year): over two minutes on a loaded machine
  }, 240_000);
});
