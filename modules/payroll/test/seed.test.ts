import { describe, expect, it } from "vitest";
import { seededDemo, TestClock, useTestDatabase } from "../../../core/testing/kit.js";
import { modulesFor } from "../../server.js";
import type { Period, PeriodList, ReceiptList, SalaryChange } from "../contract/index.js";

useTestDatabase("payroll_seed");

describe("payroll's demo data", () => {
  it("approves the last twelve months, with raises, receipts and payroll leaves handed over", async () => {
    const clock = new TestClock(new Date("2030-03-12T12:00:00.000Z"));
    const { app, get } = await seededDemo({ clock, modules: modulesFor("payroll") });
    const list = await get<PeriodList>("/payroll/periods");
    // this month is open; the eleven before it approved (the twelfth is a year back)
    expect(list.items[0]).toMatchObject({ month: "2030-03", status: "open" });
    expect(list.items.slice(1).every((p) => p.status === "approved")).toBe(true);
    const feb = await get<Period>("/payroll/periods/2030-02");
    expect(feb.items.length).toBeGreaterThan(5);
    expect(feb.items.some((i) => i.workedMinutes > 0)).toBe(true);
    const raised = (await get<Period>("/payroll/periods/2029-08")).items.filter((i) =>
      i.changes.some((c) => c.field === "salary" && c.source === "payroll"),
    );
    expect(raised).toHaveLength(2);
    const history = await get<{ items: SalaryChange[] }>(`/payroll/salary-changes?workerId=${raised[0]!.workerId}`);
    expect(history.items[0]!.justification.length).toBeGreaterThan(10);
    const receipts = await get<ReceiptList>("/payroll/receipts/months/2030-02");
    expect(receipts.items.length).toBeGreaterThan(5);
    expect(receipts.items.every((r) => r.pages === 1)).toBe(true);
    await app.close();
  }, 120_000);
});
