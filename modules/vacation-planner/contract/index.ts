import { Type, type Static } from "typebox";
import { LeaveRequest } from "../../leave/contract/index.js";

/**
 * The vacation planner's public contract (spec §2 /vacation-planner: admin, revisor, premium plan; issue 5 "Vacation
 * planner"): a year's plan per department — who is out each day (leaves and plan entries), coverage against the
 * minimum staffing the leader sets, warnings where coverage drops — and plan entries turned into leave requests.
 * Isomorphic (TypeBox only).
 *
 * Dates are ISO calendar days (`YYYY-MM-DD`, UTC) and a plan entry's `endDate` is INCLUSIVE, as a leave's is.
 */

export const MODULE_ID = "vacation-planner";
/** The years the planner answers for. */
export const PLANNER_MIN_YEAR = 2000;
export const PLANNER_MAX_YEAR = 2100;
/** A plan entry spans at most this many days (as a leave request: leave's DATES_CHOOSE_CORRECT rule). */
export const PLAN_ENTRY_MAX_DAYS = 366;
/** The largest minimum staffing a department may ask for. */
export const MINIMUM_PRESENT_MAX = 10_000;

const IsoDate = Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", maxLength: 10 });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Note = Type.String({ maxLength: 500 });
const Year = Type.Integer({ minimum: PLANNER_MIN_YEAR, maximum: PLANNER_MAX_YEAR });

export const PlannerQuery = Type.Object(
  {
    /** @default the current year (the company's clock) */
    year: Type.Optional(Year),
    /** The department whose detail (days, warnings, people) is answered. @default the first department by name */
    departmentId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type PlannerQuery = Static<typeof PlannerQuery>;

export const MinimumStaffingInput = Type.Object(
  {
    /** People who must be present on a working day; 0 removes the minimum (no warnings). */
    minimumPresent: Type.Integer({ minimum: 0, maximum: MINIMUM_PRESENT_MAX }),
  },
  { additionalProperties: false },
);
export type MinimumStaffingInput = Static<typeof MinimumStaffingInput>;

export const MinimumStaffing = Type.Object(
  {
    departmentId: Type.String(),
    minimumPresent: Type.Integer(),
    updatedAt: Type.String({ format: "date-time" }),
  },
  {
    examples: [{ departmentId: "6761a0009b1e4a0012ab0001", minimumPresent: 4, updatedAt: "2026-11-05T13:32:18.000Z" }],
  },
);
export type MinimumStaffing = Static<typeof MinimumStaffing>;

export const PlanEntryInput = Type.Object(
  {
    /** The person (their sign-in user id, as leaves name them); an active worker of the company. */
    userId: Id,
    /** A leave type counted in days: the request made from the entry will be of this type. */
    leaveTypeId: Id,
    startDate: IsoDate,
    /** Inclusive. @default startDate */
    endDate: Type.Optional(IsoDate),
    note: Type.Optional(Note),
  },
  { additionalProperties: false },
);
export type PlanEntryInput = Static<typeof PlanEntryInput>;

/** A change to an entry; the person is fixed (remove the entry and plan another one instead). */
export const PlanEntryPatch = Type.Object(
  {
    leaveTypeId: Type.Optional(Id),
    startDate: Type.Optional(IsoDate),
    endDate: Type.Optional(IsoDate),
    /** An empty note removes it. */
    note: Type.Optional(Note),
  },
  { additionalProperties: false },
);
export type PlanEntryPatch = Static<typeof PlanEntryPatch>;

/** The leave request made from an entry, with its status (pending, approved, approved-payroll, denied, canceled). */
export const LinkedRequest = Type.Object({ id: Type.String(), status: Type.String() });

/** A realistic plan entry (a leader plans Ana's year-end vacation) for the OpenAPI examples. */
const planEntryExample = {
  id: "6761e1009b1e4a0012ab5001",
  userId: "6761b1009b1e4a0012ab1001",
  leaveTypeId: "6761f0009b1e4a0012ab7000",
  startDate: "2026-12-14",
  endDate: "2026-12-23",
  countDays: 10,
  note: "Year-end trip to Recife, agreed in the October one-on-one.",
  createdBy: "6761b1009b1e4a0012ab1000",
  createdAt: "2026-11-05T13:40:00.000Z",
  updatedAt: "2026-11-05T13:40:00.000Z",
};
export const PlanEntry = Type.Object(
  {
    id: Type.String(),
    userId: Type.String(),
    leaveTypeId: Type.String(),
    startDate: Type.String(),
    endDate: Type.String(),
    /** end − start + 1 */
    countDays: Type.Integer(),
    note: Type.Optional(Type.String()),
    /** Set once the entry was turned into a leave request. */
    request: Type.Optional(LinkedRequest),
    createdBy: Type.String(),
    createdAt: Type.String({ format: "date-time" }),
    updatedAt: Type.String({ format: "date-time" }),
  },
  { examples: [planEntryExample] },
);
export type PlanEntry = Static<typeof PlanEntry>;

export const PlanEntryRequestResult = Type.Object(
  {
    entry: PlanEntry,
    request: LeaveRequest,
    /** false when the entry already had an active request (the call is idempotent: the same request is answered). */
    created: Type.Boolean(),
  },
  {
    examples: [
      {
        entry: { ...planEntryExample, request: { id: "6761f1009b1e4a0012ab7003", status: "pending" } },
        request: {
          id: "6761f1009b1e4a0012ab7003",
          userId: "6761b1009b1e4a0012ab1001",
          leaveTypeId: "6761f0009b1e4a0012ab7000",
          startDate: "2026-12-14",
          endDate: "2026-12-23",
          countDays: 10,
          months: ["2026-12"],
          amount: 864000000,
          status: "pending",
          steps: [{ kind: "supervisor", userIds: ["6761b1009b1e4a0012ab1000"] }],
          stepIndex: 0,
          note: "Year-end trip to Recife, agreed in the October one-on-one.",
          history: [],
          createdBy: "6761b1009b1e4a0012ab1000",
          createdAt: "2026-11-16T14:05:51.000Z",
          updatedAt: "2026-11-16T14:05:51.000Z",
        },
        created: true,
      },
    ],
  },
);
export type PlanEntryRequestResult = Static<typeof PlanEntryRequestResult>;

/** One absence of a person in the plan: a leave (active statuses only) or a plan entry. */
export const PlannerAbsence = Type.Object({
  kind: Type.Union([Type.Literal("leave"), Type.Literal("plan")]),
  /** The leave's id or the plan entry's id. */
  id: Type.String(),
  leaveTypeId: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  /** Leaves: pending, approved or approved-payroll. */
  status: Type.Optional(Type.String()),
  /** Plan entries. */
  note: Type.Optional(Type.String()),
  /** Plan entries turned into a request (the request is not listed again as a leave). */
  request: Type.Optional(LinkedRequest),
});
export type PlannerAbsence = Static<typeof PlannerAbsence>;

export const PlannerPerson = Type.Object({
  userId: Type.String(),
  workerId: Type.String(),
  name: Type.String(),
  /** Leaves and plan entries touching the year, by start date. */
  absences: Type.Array(PlannerAbsence),
});
export type PlannerPerson = Static<typeof PlannerPerson>;

/** Consecutive days below the minimum (closed days in between do not break a range). */
export const CoverageWarning = Type.Object({
  startDate: Type.String(),
  endDate: Type.String(),
  /** Working days in the range with fewer people present than the minimum. */
  shortDays: Type.Integer(),
  /** The fewest people present on one of those days. */
  lowestPresent: Type.Integer(),
  minimumPresent: Type.Integer(),
});
export type CoverageWarning = Static<typeof CoverageWarning>;

export const DepartmentSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Active workers of the department. */
  headcount: Type.Integer(),
  /** Null when the leader set none. */
  minimumPresent: Type.Union([Type.Integer(), Type.Null()]),
  /** Working days of the year below the minimum. */
  shortDays: Type.Integer(),
});
export type DepartmentSummary = Static<typeof DepartmentSummary>;

export const DepartmentPlan = Type.Object({
  ...DepartmentSummary.properties,
  /**
   * Per day of the year (index 0 = 1 January): members scheduled to work (0 on a company holiday or a day nobody's
   * schedule works: a closed day).
   */
  scheduled: Type.Array(Type.Integer()),
  /** Per day: scheduled members who are not away. */
  present: Type.Array(Type.Integer()),
  /** Per day: members away (a leave or a plan entry), scheduled or not. */
  away: Type.Array(Type.Integer()),
  warnings: Type.Array(CoverageWarning),
  /** Every member, with their absences of the year, by name. */
  people: Type.Array(PlannerPerson),
});
export type DepartmentPlan = Static<typeof DepartmentPlan>;

export const PlannerLeaveType = Type.Object({
  id: Type.String(),
  title: Type.Object({ en: Type.String(), "pt-BR": Type.String(), es: Type.String() }),
  color: Type.String(),
  unit: Type.String(),
});

/**
 * A realistic year for the OpenAPI examples: Customer Care, four people working Monday to Friday, needs four present;
 * Bruno's approved vacation in July and Ana's planned one in December leave it short.
 */
const plannerHolidaysExample = [
  { date: "2026-01-01", name: "Ano Novo" },
  { date: "2026-04-03", name: "Sexta-Feira Santa" },
  { date: "2026-04-21", name: "Dia de Tiradentes" },
  { date: "2026-05-01", name: "Dia do trabalhador" },
  { date: "2026-09-07", name: "Dia da Independência" },
  { date: "2026-10-04", name: "Dia de Eleição" },
  { date: "2026-10-12", name: "Nossa Senhora Aparecida" },
  { date: "2026-10-25", name: "Dia de Eleição" },
  { date: "2026-11-02", name: "Dia de Finados" },
  { date: "2026-11-15", name: "Proclamação da República" },
  { date: "2026-11-20", name: "Dia da Consciência Negra" },
  { date: "2026-12-25", name: "Natal" },
];
const plannerAwayExample = [
  ["2026-07-20", "2026-07-31"],
  ["2026-12-14", "2026-12-23"],
];
const plannerDaysExample = Array.from({ length: 365 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 0, 1 + i));
  const day = date.toISOString().slice(0, 10);
  const working = date.getUTCDay() % 6 !== 0 && !plannerHolidaysExample.some((h) => h.date === day);
  const away = plannerAwayExample.filter(([from, to]) => day >= from! && day <= to!).length;
  return { scheduled: working ? 4 : 0, present: working ? 4 - away : 0, away };
});
const plannerYearExample = {
  year: 2026,
  from: "2026-01-01",
  to: "2026-12-31",
  holidays: plannerHolidaysExample,
  departments: [
    { id: "6761a0009b1e4a0012ab0001", name: "Customer Care", headcount: 4, minimumPresent: 4, shortDays: 18 },
    { id: "6761a0009b1e4a0012ab0002", name: "Roastery", headcount: 11, minimumPresent: null, shortDays: 0 },
  ],
  department: {
    id: "6761a0009b1e4a0012ab0001",
    name: "Customer Care",
    headcount: 4,
    minimumPresent: 4,
    shortDays: 18,
    scheduled: plannerDaysExample.map((d) => d.scheduled),
    present: plannerDaysExample.map((d) => d.present),
    away: plannerDaysExample.map((d) => d.away),
    warnings: [
      { startDate: "2026-07-20", endDate: "2026-07-31", shortDays: 10, lowestPresent: 3, minimumPresent: 4 },
      { startDate: "2026-12-14", endDate: "2026-12-23", shortDays: 8, lowestPresent: 3, minimumPresent: 4 },
    ],
    people: [
      {
        userId: "6761b1009b1e4a0012ab1001",
        workerId: "6761b2009b1e4a0012ab2001",
        name: "Ana Souza",
        absences: [
          {
            kind: "plan" as const,
            id: "6761e1009b1e4a0012ab5001",
            leaveTypeId: "6761f0009b1e4a0012ab7000",
            startDate: "2026-12-14",
            endDate: "2026-12-23",
            note: "Year-end trip to Recife, agreed in the October one-on-one.",
          },
        ],
      },
      {
        userId: "6761b1009b1e4a0012ab1002",
        workerId: "6761b2009b1e4a0012ab2002",
        name: "Bruno Lima",
        absences: [
          {
            kind: "leave" as const,
            id: "6761f1009b1e4a0012ab7002",
            leaveTypeId: "6761f0009b1e4a0012ab7000",
            startDate: "2026-07-20",
            endDate: "2026-07-31",
            status: "approved",
          },
        ],
      },
      { userId: "6761b1009b1e4a0012ab1003", workerId: "6761b2009b1e4a0012ab2003", name: "Carla Mendes", absences: [] },
      { userId: "6761b1009b1e4a0012ab1004", workerId: "6761b2009b1e4a0012ab2004", name: "Diego Rocha", absences: [] },
    ],
  },
  leaveTypes: [
    {
      id: "6761f0009b1e4a0012ab7000",
      title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
      color: "#2e7d32",
      unit: "days",
    },
  ],
};
export const PlannerYear = Type.Object(
  {
    year: Type.Integer(),
    /** 1 January of the year. */
    from: Type.String(),
    /** 31 December of the year. */
    to: Type.String(),
    /** The company's days off in the year (public holidays with its overrides). */
    holidays: Type.Array(Type.Object({ date: Type.String(), name: Type.String() })),
    departments: Type.Array(DepartmentSummary),
    /** The chosen department's plan; null when the company has no department. */
    department: Type.Union([DepartmentPlan, Type.Null()]),
    /** The company's leave types (plan entries take the ones counted in days). */
    leaveTypes: Type.Array(PlannerLeaveType),
  },
  { examples: [plannerYearExample] },
);
export type PlannerYear = Static<typeof PlannerYear>;

export const permissions = {
  read: "vacation-planner.plan.read",
  manage: "vacation-planner.plan.manage",
  staffing: "vacation-planner.staffing.manage",
} as const;

export * from "./errors.js";
export { vacationPlannerContract } from "./vacation-planner.contract.js";
