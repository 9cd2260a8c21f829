import { http, HttpResponse } from "msw";
import type { LeaveRequestView, LeaveTypeView } from "../data.js";

/** A leave type as the API returns it, with overrides. */
export function leaveType(overrides: Partial<LeaveTypeView> = {}): LeaveTypeView {
  return {
    id: "t-vac",
    companyId: "c1",
    title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
    color: "#3366ff",
    unit: "days",
    totalTime: 30 * 24 * 60 * 60 * 1000,
    order: 1,
    rangeTypes: ["single", "range"],
    extraFields: [],
    paid: true,
    payroll: true,
    allowOverlap: false,
    tracked: true,
    workingDaysOnly: false,
    accrual: { kind: "none" },
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export const hourType = leaveType({
  id: "t-hour",
  title: { en: "Medical appointment", "pt-BR": "Consulta médica", es: "Cita médica" },
  color: "#22aa66",
  unit: "hours",
  totalTime: 16 * 60 * 60 * 1000,
  order: 2,
  rangeTypes: ["single"],
});

/** A leave request as the API returns it, with overrides. */
export function leaveRequest(overrides: Partial<LeaveRequestView> = {}): LeaveRequestView {
  return {
    id: "r1",
    userId: "u1",
    leaveTypeId: "t-vac",
    startDate: "2099-03-02",
    endDate: "2099-03-06",
    countDays: 5,
    months: ["2099-03"],
    amount: 5 * 24 * 60 * 60 * 1000,
    status: "pending",
    steps: [{ kind: "supervisor" }],
    stepIndex: 0,
    history: [],
    createdBy: "u1",
    createdAt: "2099-01-01T00:00:00.000Z",
    updatedAt: "2099-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** What a leave form reads to mark its date pickers: a locked day, a holiday and one of the person's leaves. */
export const dateMarkHandlers = [
  http.get("*/api/companies/c1/leave/locked-dates", () =>
    HttpResponse.json({ items: [{ id: "l1", startDate: "2099-03-10", endDate: "2099-03-10", reason: "Audit" }] }),
  ),
  http.get("*/api/companies/c1/holidays/:countryId", () =>
    HttpResponse.json({ countryId: "br", items: [{ date: "2099-03-20", name: "Founders day", source: "company" }] }),
  ),
  http.get("*/api/companies/c1/leave/requests/mine", () => HttpResponse.json({ items: [], total: 0 })),
];
