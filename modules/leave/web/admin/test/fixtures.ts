import { http, HttpResponse } from "msw";
import type { setupServer } from "msw/node";

const DAY = 24 * 60 * 60 * 1000;
export const stamp = { createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };

export function leaveType(overrides: Record<string, unknown> = {}) {
  return {
    id: "t1",
    companyId: "c1",
    title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
    color: "#2e7d32",
    unit: "days",
    totalTime: 30 * DAY,
    order: 0,
    rangeTypes: ["single", "range"],
    extraFields: [],
    paid: true,
    payroll: false,
    allowOverlap: false,
    tracked: true,
    workingDaysOnly: false,
    accrual: { kind: "anniversary", minServiceMonths: 12, everyMonths: 12 },
    ...stamp,
    ...overrides,
  };
}

export function leaveRequest(overrides: Record<string, unknown> = {}) {
  return {
    id: "r1",
    userId: "u2",
    leaveTypeId: "t1",
    startDate: "2026-12-07",
    endDate: "2026-12-09",
    countDays: 3,
    months: ["2026-12"],
    amount: 3 * DAY,
    status: "pending",
    steps: [{ kind: "supervisor", userIds: ["u1"] }],
    stepIndex: 0,
    history: [],
    createdBy: "u2",
    // what pending approvals add (issue 12)
    overlaps: [],
    ...stamp,
    ...overrides,
  };
}

/** The reads every leave page makes: the leave types and the workers (for names). */
export function mockBasics(server: ReturnType<typeof setupServer>, types = [leaveType()]) {
  server.use(
    http.get("*/api/companies/c1/leave-types", () => HttpResponse.json({ items: types })),
    http.get("*/api/companies/c1/workers", () =>
      HttpResponse.json({
        items: [
          { id: "w1", userId: "u1", name: "Ana", lastName: "Admin", email: "ana@example.com" },
          { id: "w2", userId: "u2", name: "Bruno", lastName: "Souza", email: "bruno@example.com" },
        ],
        total: 2,
      }),
    ),
  );
}
