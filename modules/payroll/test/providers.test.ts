import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  createTestTenant,
  DAY_MS,
  type TestTenant,
  TestClock,
  tenantCaller,
  uniqueEmail,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { modulesFor } from "../../server.js";
import type { Period, SalaryChange } from "../contract/index.js";

/**
 * Payroll on the real people, leave and clock modules (no fakes): the services it reads (people.records,
 * leave.absences, clock.hours) and writes through (people.records pay, leave.payroll's approved -> approved-payroll).
 */
useTestDatabase("payroll-providers");

describe("payroll with the real providers", () => {
  let app: FastifyInstance;
  let t: TestTenant;
  const clock = new TestClock(new Date("2030-01-15T12:00:00.000Z"));
  const call = tenantCaller(() => ({ app, companyId: t.companyId }));

  async function createType(title: string, flags: { paid: boolean; payroll: boolean }) {
    const r = await call(t.admin, "POST", "/leave-types/many", {
      items: [
        {
          title: { en: title, "pt-BR": title, es: title },
          color: "#2e7d32",
          unit: "days",
          totalTime: 30 * DAY_MS,
          ...flags,
        },
      ],
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ items: Array<{ id: string }> }>().items[0]!.id;
  }

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: modulesFor("payroll") }));
    t = await createTestTenant(app, { companyName: "Folha Ltda" });
  });

  it("assembles from the real modules, changes pay through people, and approval moves the payroll leaves", async () => {
    const created = await call(t.admin, "POST", "/workers", {
      name: "Ana",
      lastName: "Lima",
      email: uniqueEmail("ana"),
      startDateAtCompany: "2029-06-01",
      salary: 4000,
      variablePay: 300,
    });
    expect(created.statusCode, created.body).toBe(201);
    const ana = created.json<{ id: string; userId: string }>();
    const payrollType = await createType("Vacation", { paid: true, payroll: true });
    const otherType = await createType("Training", { paid: true, payroll: false });
    for (const leaveTypeId of [payrollType, otherType])
      expect(
        (
          await call(t.admin, "POST", "/leave/ledger", {
            userId: ana.userId,
            leaveTypeId,
            kind: "grant",
            amount: 20 * DAY_MS,
            effectiveDate: "2029-06-01",
            reason: "initial",
          })
        ).statusCode,
      ).toBe(201);
    const vacation = await call(t.admin, "POST", "/leave/payroll-requests", {
      userId: ana.userId,
      leaveTypeId: payrollType,
      startDate: "2029-12-10",
      endDate: "2029-12-12",
    });
    expect(vacation.statusCode, vacation.body).toBe(201);
    const training = await call(t.admin, "POST", "/leave/payroll-requests", {
      userId: ana.userId,
      leaveTypeId: otherType,
      startDate: "2029-12-19",
      endDate: "2029-12-19",
    });
    expect(training.statusCode, training.body).toBe(201);

    const period = (await call(t.admin, "GET", "/payroll/periods/2029-12")).json<Period>();
    const line = period.items.find((i) => i.userId === ana.userId)!;
    expect(line).toMatchObject({
      name: "Ana Lima",
      salary: 4000,
      variablePay: 300,
      paidLeaveDays: 4,
      workedMinutes: 0,
    });
    expect(line.leaves.map((l) => [l.typeTitle.en, l.days, l.payroll, l.status])).toEqual([
      ["Vacation", 3, true, "approved"],
      ["Training", 1, false, "approved"],
    ]);

    const raise = await call(t.admin, "POST", "/payroll/salary-changes", {
      workerId: ana.id,
      salary: 4500,
      effectiveDay: "2030-01-01",
      justification: "Annual merit review",
    });
    expect(raise.statusCode, raise.body).toBe(201);
    expect(raise.json<SalaryChange>()).toMatchObject({ salaryBefore: 4000, salaryAfter: 4500 });
    const profile = (await call(t.admin, "GET", `/workers/${ana.id}`)).json();
    expect(profile).toMatchObject({ salary: 4500, variablePay: 300, lastIncrease: "2030-01-01" });

    const everyone = period.items.map((i) => i.userId);
    expect(
      (await call(t.admin, "POST", "/payroll/periods/2029-12/reviews", { userIds: everyone, reviewed: true }))
        .statusCode,
    ).toBe(200);
    const approved = await call(t.admin, "POST", "/payroll/periods/2029-12/approve");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<Period>()).toMatchObject({ status: "approved", leavesSent: 1 });
    const statusOf = async (id: string) =>
      (await call(t.admin, "GET", `/leave/requests/${id}`)).json<{ status: string; history: unknown[] }>();
    const moved = await statusOf(vacation.json<{ id: string }>().id);
    expect(moved.status).toBe("approved-payroll");
    expect(moved.history.at(-1)).toMatchObject({ from: "approved", to: "approved-payroll", by: t.admin.userId });
    expect((await statusOf(training.json<{ id: string }>().id)).status).toBe("approved");
    // the approved period kept December's pay, before the raise of January
    expect(approved.json<Period>().items.find((i) => i.userId === ana.userId)).toMatchObject({
      salary: 4000,
      leaves: [{ status: "approved-payroll" }, { status: "approved" }],
    });
  });
});
