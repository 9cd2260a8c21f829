import type { ServiceContext } from "../../../core/context.js";
import type { ClockHours, PersonHours } from "../../clock/contract/hours.js";
import type { LeaveAbsences, LeaveSummary } from "../../leave/contract/absences.js";
import type { LeaveType } from "../../leave/contract/index.js";
import type { LeavePayroll } from "../../leave/contract/payroll.js";
import type { PeopleRecords, PersonRecord } from "../../people/contract/records.js";

/** One company's facts as the fakes hold them. */
export interface FakeCompany {
  records: PersonRecord[];
  /** Hours by month (`YYYY-MM`) and user id. */
  hours: Record<string, Record<string, Omit<PersonHours, "userId">>>;
  leaves: LeaveSummary[];
  types: Array<Pick<LeaveType, "id" | "title" | "paid" | "payroll">>;
  deadlinePayroll: number;
  handOvers: Array<{ from: string; to: string }>;
}

export function emptyCompany(): FakeCompany {
  return { records: [], hours: {}, leaves: [], types: [], deadlinePayroll: 5, handOvers: [] };
}

/**
 * Fakes of the services payroll needs (people.records, clock.hours, leave.absences, leave.payroll), holding each
 * company's facts apart by `ctx.companyId`, so a test sees exactly what a tenant may reach.
 */
export function fakeServices() {
  const companies = new Map<string, FakeCompany>();
  const of = (ctx: ServiceContext) => {
    let c = companies.get(String(ctx.companyId));
    if (!c) companies.set(String(ctx.companyId), (c = emptyCompany()));
    return c;
  };
  const records: PeopleRecords = {
    all: async (ctx) => of(ctx).records.map((r) => ({ ...r })),
    byId: async (ctx, id) => of(ctx).records.find((r) => r.workerId === id) ?? null,
    async setCompensation(ctx, id, input) {
      const r = of(ctx).records.find((x) => x.workerId === id);
      if (!r) return null;
      const before = { ...r };
      if ((r.salary ?? 0) < input.salary) r.lastIncrease = input.effectiveDay;
      r.salary = input.salary;
      if (input.variablePay !== undefined) r.variablePay = input.variablePay;
      return { before, after: { ...r } };
    },
  };
  const hours: ClockHours = {
    async forPeriod(ctx, { from }) {
      const month = of(ctx).hours[from.slice(0, 7)] ?? {};
      return new Map(Object.entries(month).map(([userId, h]) => [userId, { userId, ...h }]));
    },
    deadlinePayroll: async (ctx) => of(ctx).deadlinePayroll,
  };
  const leaves = {
    async activeLeaves(ctx, q) {
      return of(ctx).leaves.filter(
        (l) =>
          l.startDate <= q.to && l.endDate >= q.from && ["pending", "approved", "approved-payroll"].includes(l.status),
      );
    },
    leaveTypes: async (ctx) => of(ctx).types as LeaveType[],
  } as Pick<LeaveAbsences, "activeLeaves" | "leaveTypes"> as LeaveAbsences;
  const leavePayroll: LeavePayroll = {
    async sendToPayroll(ctx, period) {
      const c = of(ctx);
      c.handOvers.push(period);
      const payrollTypes = new Set(c.types.filter((t) => t.payroll).map((t) => t.id));
      const out = { moved: [] as string[], already: [] as string[], refused: [] };
      for (const l of c.leaves) {
        if (!payrollTypes.has(l.leaveTypeId) || l.startDate > period.to || l.endDate < period.from) continue;
        if (l.status === "approved") {
          l.status = "approved-payroll";
          out.moved.push(l.id);
        } else if (l.status === "approved-payroll") out.already.push(l.id);
      }
      return out;
    },
  };
  return {
    companies,
    of: (companyId: string) => of({ companyId } as ServiceContext),
    services: { records, hours, leaves, leavePayroll },
  };
}

const title = (en: string) => ({ en, "pt-BR": en, es: en });

/**
 * The small company the figures are computed by hand on (December 2029, the test clock on 2030-01-15):
 * - Ana: salary 5000 + 500, 160 h worked of 160 expected, 2 h approved overtime and 30 min pending, vacation
 *   (paid, payroll) 2029-12-20..2030-01-05 = 12 days in December, 5 in January.
 * - Bruno (reports to the manager): admitted 2029-12-10, salary 3000, unpaid leave 12-15..12-16 = 2 days, a pending
 *   leave that does not count.
 * - Carla (reports to Bruno): terminated 2029-12-20, voluntary.
 * - Dan, gone 2029-11-30, and Eva, admitted 2030-01-05: not in December.
 * - the manager themself (salary 8000).
 */
export function smallCompany(c: FakeCompany, managerUserId: string): void {
  c.records.push(
    {
      workerId: "w-ana",
      userId: "u-ana",
      name: "Ana Lima",
      email: "ana@x.test",
      status: "active",
      referenceWorkerId: null,
      departmentId: "d-ops",
      officeId: "o-sp",
      startDateAtCompany: "2020-01-10",
      salary: 5000,
      variablePay: 500,
    },
    {
      workerId: "w-mgr",
      userId: managerUserId,
      name: "Mia Manager",
      email: "mia@x.test",
      status: "active",
      referenceWorkerId: null,
      startDateAtCompany: "2018-03-01",
      salary: 8000,
    },
    {
      workerId: "w-bruno",
      userId: "u-bruno",
      name: "Bruno Souza",
      email: "bruno@x.test",
      status: "active",
      referenceWorkerId: "w-mgr",
      startDateAtCompany: "2029-12-10",
      salary: 3000,
    },
    {
      workerId: "w-carla",
      userId: "u-carla",
      name: "Carla Dias",
      email: "carla@x.test",
      status: "terminated",
      referenceWorkerId: "w-bruno",
      startDateAtCompany: "2021-05-01",
      terminate: { lastDayWork: "2029-12-20", type: "voluntary" },
      salary: 4000,
    },
    {
      workerId: "w-dan",
      userId: "u-dan",
      name: "Dan Gone",
      email: "dan@x.test",
      status: "terminated",
      referenceWorkerId: null,
      startDateAtCompany: "2019-01-01",
      terminate: { lastDayWork: "2029-11-30", type: "involuntary" },
      salary: 3500,
    },
    {
      workerId: "w-eva",
      userId: "u-eva",
      name: "Eva New",
      email: "eva@x.test",
      status: "active",
      referenceWorkerId: null,
      startDateAtCompany: "2030-01-05",
      salary: 2800,
    },
  );
  c.hours["2029-12"] = {
    "u-ana": {
      workedMinutes: 9600,
      expectedMinutes: 9600,
      overtimeMinutes: 120,
      pendingOvertimeMinutes: 30,
      nightMinutes: 0,
      days: 20,
    },
    "u-bruno": {
      workedMinutes: 6000,
      expectedMinutes: 6240,
      overtimeMinutes: 0,
      pendingOvertimeMinutes: 0,
      nightMinutes: 0,
      days: 13,
    },
  };
  c.types.push(
    { id: "t-vac", title: title("Vacation"), paid: true, payroll: true },
    { id: "t-unpaid", title: title("Unpaid leave"), paid: false, payroll: true },
    { id: "t-sick", title: title("Sick leave"), paid: true, payroll: false },
  );
  c.leaves.push(
    {
      id: "l-ana-vac",
      userId: "u-ana",
      leaveTypeId: "t-vac",
      startDate: "2029-12-20",
      endDate: "2030-01-05",
      status: "approved",
    },
    {
      id: "l-bruno-unpaid",
      userId: "u-bruno",
      leaveTypeId: "t-unpaid",
      startDate: "2029-12-15",
      endDate: "2029-12-16",
      status: "approved",
    },
    {
      id: "l-bruno-pending",
      userId: "u-bruno",
      leaveTypeId: "t-sick",
      startDate: "2029-12-28",
      endDate: "2029-12-29",
      status: "pending",
    },
  );
}
