import { Type, type Static } from "typebox";
import { listOf, pageQuery } from "../../../core/lists/schemas.js";

/**
 * The leave module's public contract (spec §3 "Leave type", "Leave", §4, §5, §7, §9; issue 5): payload schemas,
 * statuses and the state machine, permission and event ids. Isomorphic (TypeBox only).
 *
 * Dates are ISO calendar dates (`YYYY-MM-DD`). A leave's `endDate` is INCLUSIVE: a one-day leave has
 * `startDate === endDate`. The web date-range picker stores its end exclusive (spec §5, "plus one day"): the web app
 * subtracts that day before calling the API (`pickerEndToInclusive`) and adds it back to show a stored leave.
 */
export * from "./state-machine.js";
export * from "./packs.js";

export const LOCALES = ["en", "pt-BR", "es"] as const;
/** Spec §9: durations are milliseconds. */
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** Spec §9 "Locked date maximum: 30 days". */
export const LOCKED_DATE_MAX_DAYS = 30;

export const LEAVE_UNITS = ["days", "hours"] as const;
export type LeaveUnit = (typeof LEAVE_UNITS)[number];
/** `single`: one day per request; `range`: a start and an end date. */
export const RANGE_TYPES = ["single", "range"] as const;
export const EXTRA_FIELD_TYPES = ["text", "date", "file"] as const;
export const ACCRUAL_KINDS = ["none", "yearly", "monthly", "anniversary"] as const;
export type AccrualKind = (typeof ACCRUAL_KINDS)[number];
export const APPROVAL_STEP_KINDS = ["supervisor", "level", "people"] as const;

const IsoDate = Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", maxLength: 10 });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Ms = Type.Integer({ minimum: 0, maximum: 10 * 366 * DAY_MS });
const Title = Type.Object(
  {
    en: Type.String({ minLength: 1, maxLength: 120 }),
    "pt-BR": Type.String({ minLength: 1, maxLength: 120 }),
    es: Type.String({ minLength: 1, maxLength: 120 }),
  },
  { additionalProperties: false },
);

export const ExtraField = Type.Object(
  {
    id: Type.String({ pattern: "^[a-z0-9-]{1,40}$" }),
    label: Title,
    required: Type.Boolean(),
    type: Type.Union([Type.Literal("text"), Type.Literal("date"), Type.Literal("file")]),
  },
  { additionalProperties: false },
);

/** How a balance grows (the `leave.accrue-balances` job). `amount` is in milliseconds. */
export const AccrualPolicy = Type.Object(
  {
    kind: Type.Union([
      Type.Literal("none"),
      Type.Literal("yearly"),
      Type.Literal("monthly"),
      Type.Literal("anniversary"),
    ]),
    /** What each period grants. @default the type's totalTime */
    amount: Type.Optional(Ms),
    /** No grant before this many months of service (from the worker's startDateAtCompany). @default 0 */
    minServiceMonths: Type.Optional(Type.Integer({ minimum: 0, maximum: 600 })),
    /** `anniversary`: one grant every this many months of service. @default 12 */
    everyMonths: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })),
  },
  { additionalProperties: false },
);
export type AccrualPolicy = Static<typeof AccrualPolicy>;

/**
 * One approval step: `supervisor` (the worker's referenceWorkerId; an admin when there is none), `level` (anyone
 * acting with that level) or `people` (the listed members). One object rather than a union: the validator strips
 * unknown fields while trying union branches.
 */
export const ApprovalStep = Type.Object(
  {
    kind: Type.Union([Type.Literal("supervisor"), Type.Literal("level"), Type.Literal("people")]),
    /** `level` steps. */
    level: Type.Optional(Type.Union([Type.Literal("admin"), Type.Literal("revisor")])),
    /** `people` steps. */
    userIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type ApprovalStep = Static<typeof ApprovalStep>;

/** The approval chain of a type: its steps in order, plus steps added when a request is longer than `moreThanDays`. */
export const ApprovalPolicy = Type.Object(
  {
    /** Under the moderate culture package, a type that does not require approval is approved at once. @default true */
    required: Type.Optional(Type.Boolean()),
    /** @default [{ kind: "supervisor" }] */
    steps: Type.Optional(Type.Array(ApprovalStep, { maxItems: 5 })),
    conditions: Type.Optional(
      Type.Array(
        Type.Object(
          { moreThanDays: Type.Integer({ minimum: 0, maximum: 366 }), step: ApprovalStep },
          { additionalProperties: false },
        ),
        { maxItems: 5 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ApprovalPolicy = Static<typeof ApprovalPolicy>;

const leaveTypeFields = {
  title: Title,
  /** `#rrggbb`. */
  color: Type.String({ pattern: "^#[0-9a-fA-F]{6}$" }),
  unit: Type.Union([Type.Literal("days"), Type.Literal("hours")]),
  /** Spec §3 `config.default.totalTime`: the allowance a grant gives, in milliseconds (days unit: days × 24 h). */
  totalTime: Ms,
  order: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  rangeTypes: Type.Optional(
    Type.Array(Type.Union([Type.Literal("single"), Type.Literal("range")]), {
      minItems: 1,
      maxItems: 2,
      uniqueItems: true,
    }),
  ),
  extraFields: Type.Optional(Type.Array(ExtraField, { maxItems: 10 })),
  paid: Type.Optional(Type.Boolean()),
  /** Shown to payroll (approved-payroll step). */
  payroll: Type.Optional(Type.Boolean()),
  /** Whether a leave of this type may overlap another leave of the same person. @default false */
  allowOverlap: Type.Optional(Type.Boolean()),
  /** Whether requests spend a balance (ledger). Unlimited types (e.g. medical) only record the use. @default true */
  tracked: Type.Optional(Type.Boolean()),
  /** Days-unit types: count only the worker's scheduled weekdays (and not holidays) instead of calendar days. */
  workingDaysOnly: Type.Optional(Type.Boolean()),
  sale: Type.Optional(
    Type.Object({ allowed: Type.Boolean(), maxTime: Type.Optional(Ms) }, { additionalProperties: false }),
  ),
  buy: Type.Optional(
    Type.Object({ allowed: Type.Boolean(), maxTime: Type.Optional(Ms) }, { additionalProperties: false }),
  ),
  rollover: Type.Optional(
    Type.Object(
      {
        allowed: Type.Boolean(),
        maxTime: Type.Optional(Ms),
        expiresAfterMonths: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })),
      },
      { additionalProperties: false },
    ),
  ),
  /** Spending time not yet accrued: the balance may go down to `-maxTime`. */
  anticipation: Type.Optional(
    Type.Object({ allowed: Type.Boolean(), maxTime: Type.Optional(Ms) }, { additionalProperties: false }),
  ),
  /** Months between reviews of the type's balances (informative). */
  reviewPeriodMonths: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })),
  accrual: Type.Optional(AccrualPolicy),
  approval: Type.Optional(ApprovalPolicy),
  /** The law behind a statutory type (packs). */
  legalBasis: Type.Optional(Type.String({ maxLength: 500 })),
};

export const LeaveTypeInput = Type.Object(leaveTypeFields, { additionalProperties: false });
export type LeaveTypeInput = Static<typeof LeaveTypeInput>;

export const LeaveTypeCreateMany = Type.Object(
  { items: Type.Array(LeaveTypeInput, { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);
export type LeaveTypeCreateMany = Static<typeof LeaveTypeCreateMany>;

export const LeaveTypePatch = Type.Object(
  { id: Id, ...Type.Partial(Type.Object(leaveTypeFields)).properties },
  { additionalProperties: false },
);
export type LeaveTypePatch = Static<typeof LeaveTypePatch>;
export const LeaveTypePatchMany = Type.Object(
  { items: Type.Array(LeaveTypePatch, { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);
export type LeaveTypePatchMany = Static<typeof LeaveTypePatchMany>;

export const LeaveType = Type.Object({
  id: Type.String(),
  companyId: Type.String(),
  ...leaveTypeFields,
  order: Type.Integer(),
  rangeTypes: Type.Array(Type.String()),
  extraFields: Type.Array(ExtraField),
  paid: Type.Boolean(),
  payroll: Type.Boolean(),
  allowOverlap: Type.Boolean(),
  tracked: Type.Boolean(),
  workingDaysOnly: Type.Boolean(),
  accrual: AccrualPolicy,
  /** The pack entry it came from (`br.vacation`), if any. */
  packKey: Type.Optional(Type.String()),
  createdAt: Type.String({ format: "date-time" }),
  updatedAt: Type.String({ format: "date-time" }),
});
export type LeaveType = Static<typeof LeaveType>;
export const LeaveTypeList = Type.Object({ items: Type.Array(LeaveType) });
export type LeaveTypeList = Static<typeof LeaveTypeList>;

export const ChoosePackInput = Type.Object(
  { userId: Type.Optional(Id), replace: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export const ChoosePackResult = Type.Object({
  packId: Type.String(),
  created: Type.Integer(),
  skipped: Type.Integer(),
  items: Type.Array(LeaveType),
});
export const PackSummary = Type.Object({
  id: Type.String(),
  countryId: Type.String(),
  entries: Type.Array(
    Type.Object({
      key: Type.String(),
      title: Title,
      unit: Type.String(),
      totalTime: Type.Integer(),
      paid: Type.Boolean(),
      legalBasis: Type.String(),
      uncertain: Type.Boolean(),
      note: Type.Optional(Type.String()),
    }),
  ),
});
export const PackList = Type.Object({ items: Type.Array(PackSummary) });

// --- ledger and balances

export const LEDGER_KINDS = [
  "grant",
  "accrual",
  "use",
  "release",
  "adjustment",
  "sale",
  "rollover",
  "anticipation",
  "expiry",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** Kinds an admin records by hand (the others are written by requests and the accrual job). */
export const MANUAL_LEDGER_KINDS = ["grant", "adjustment", "sale", "rollover", "anticipation", "expiry"] as const;

export const LedgerEntry = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  leaveTypeId: Type.String(),
  kind: Type.String(),
  /** Signed milliseconds: positive adds to the balance. */
  amount: Type.Integer(),
  /** The day the entry counts from (balances "as of" a date sum entries up to it). */
  effectiveDate: Type.String(),
  reason: Type.String(),
  authorId: Type.String(),
  requestId: Type.Optional(Type.String()),
  period: Type.Optional(Type.String()),
  createdAt: Type.String({ format: "date-time" }),
});
export type LedgerEntry = Static<typeof LedgerEntry>;

export const LedgerEntryInput = Type.Object(
  {
    userId: Id,
    leaveTypeId: Id,
    kind: Type.Union([
      Type.Literal("grant"),
      Type.Literal("adjustment"),
      Type.Literal("sale"),
      Type.Literal("rollover"),
      Type.Literal("anticipation"),
      Type.Literal("expiry"),
    ]),
    amount: Type.Integer({ minimum: -10 * 366 * DAY_MS, maximum: 10 * 366 * DAY_MS }),
    effectiveDate: Type.Optional(IsoDate),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type LedgerEntryInput = Static<typeof LedgerEntryInput>;

export const Balance = Type.Object({
  leaveTypeId: Type.String(),
  unit: Type.String(),
  asOf: Type.String(),
  /** Sum of the ledger entries effective on or before `asOf`, in milliseconds. */
  balance: Type.Integer(),
  /** Accruals the policy will grant between today and `asOf` (0 for past dates). */
  forecast: Type.Integer(),
  /** balance + forecast. */
  available: Type.Integer(),
  /** In the type's unit: days (24 h each) or hours. */
  availableInUnit: Type.Number(),
});
export type Balance = Static<typeof Balance>;
export const BalanceList = Type.Object({ userId: Type.String(), items: Type.Array(Balance) });
export type BalanceList = Static<typeof BalanceList>;
export const BalanceQuery = Type.Object(
  { asOf: Type.Optional(IsoDate), userId: Type.Optional(Id) },
  { additionalProperties: false },
);
export const LedgerQuery = Type.Object(
  {
    userId: Type.Optional(Id),
    leaveTypeId: Type.Optional(Id),
    ...pageQuery({ sizes: { max: 200 }, defaultSize: 50 }),
  },
  { additionalProperties: false },
);
export const LedgerList = listOf(LedgerEntry);

// --- requests

const Time = Type.String({ pattern: "^([01]\\d|2[0-4]):[0-5]\\d$" });

export const LeaveRequestInput = Type.Object(
  {
    leaveTypeId: Id,
    /** Inclusive, `YYYY-MM-DD`. */
    startDate: IsoDate,
    /** Inclusive (the picker's exclusive end minus one day). @default startDate */
    endDate: Type.Optional(IsoDate),
    /** Hours-unit types: when the leave starts on its first day and ends on its last (`HH:mm`). */
    startTime: Type.Optional(Time),
    endTime: Type.Optional(Time),
    note: Type.Optional(Type.String({ maxLength: 1000 })),
    /** Values of the type's text and date extra fields, by field id. */
    extraFields: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 1000 }))),
  },
  { additionalProperties: false },
);
export type LeaveRequestInput = Static<typeof LeaveRequestInput>;

/** Payroll-create-leave (spec §2, admin): a leave recorded for a worker, approved at once. */
export const PayrollLeaveInput = Type.Object(
  { ...LeaveRequestInput.properties, userId: Id },
  { additionalProperties: false },
);
export type PayrollLeaveInput = Static<typeof PayrollLeaveInput>;

export const LeaveRequest = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  leaveTypeId: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  startTime: Type.Optional(Type.String()),
  endTime: Type.Optional(Type.String()),
  /** Spec §4: end − start + 1 (calendar days). */
  countDays: Type.Integer(),
  /** Spec §4: the months the leave touches, `YYYY-MM`. */
  months: Type.Array(Type.String()),
  /** What the leave spends, in milliseconds (days × 24 h, or scheduled hours). */
  amount: Type.Integer(),
  status: Type.String(),
  steps: Type.Array(
    Type.Object({
      kind: Type.String(),
      level: Type.Optional(Type.String()),
      userIds: Type.Optional(Type.Array(Type.String())),
      decidedBy: Type.Optional(Type.String()),
      decidedAt: Type.Optional(Type.String()),
    }),
  ),
  /** Index of the step waiting for a decision (= steps.length once all approved). */
  stepIndex: Type.Integer(),
  note: Type.Optional(Type.String()),
  extraFields: Type.Optional(Type.Record(Type.String(), Type.String())),
  history: Type.Array(
    Type.Object({
      from: Type.String(),
      to: Type.String(),
      by: Type.String(),
      at: Type.String(),
      reason: Type.Optional(Type.String()),
    }),
  ),
  createdBy: Type.String(),
  createdAt: Type.String({ format: "date-time" }),
  updatedAt: Type.String({ format: "date-time" }),
});
export type LeaveRequest = Static<typeof LeaveRequest>;
export const LeaveRequestList = listOf(LeaveRequest);
export type LeaveRequestList = Static<typeof LeaveRequestList>;

/** Spec §9 quick date ranges. */
export const QUICK_RANGES = ["today", "yesterday", "this-month", "this-year", "last-month"] as const;
export const MyRequestsQuery = Type.Object(
  {
    status: Type.Optional(Type.String({ enum: ["pending", "approved", "approved-payroll", "denied", "canceled"] })),
    leaveTypeId: Type.Optional(Id),
    range: Type.Optional(Type.String({ enum: [...QUICK_RANGES] })),
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
    ...pageQuery(),
  },
  { additionalProperties: false },
);
export type MyRequestsQuery = Static<typeof MyRequestsQuery>;

export const TransitionInput = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 1000 })) },
  { additionalProperties: false },
);

// --- locked (blocked) dates

export const LockedDateInput = Type.Object(
  { startDate: IsoDate, endDate: IsoDate, reason: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export type LockedDateInput = Static<typeof LockedDateInput>;
export const LockedDate = Type.Object({
  id: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  reason: Type.Optional(Type.String()),
});
export type LockedDate = Static<typeof LockedDate>;
export const LockedDateList = Type.Object({ items: Type.Array(LockedDate) });

export const permissions = {
  typeRead: "leave.type.read",
  typeManage: "leave.type.manage",
  requestCreate: "leave.request.create",
  requestApprove: "leave.request.approve",
  requestPayroll: "leave.request.payroll",
  balanceRead: "leave.balance.read",
  balanceManage: "leave.balance.manage",
  lockedManage: "leave.locked-date.manage",
} as const;

export const events = {
  typesChanged: "leave.type.changed",
  requestCreated: "leave.request.created",
  requestApproved: "leave.request.approved",
  requestDenied: "leave.request.denied",
  requestCanceled: "leave.request.canceled",
  requestPayroll: "leave.request.approved-payroll",
  stepApproved: "leave.request.step-approved",
} as const;

/** Spec §5: the picker's exclusive end (the day after the last) to the API's inclusive end. */
export function pickerEndToInclusive(exclusiveEnd: string): string {
  const d = new Date(`${exclusiveEnd}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

// --- holidays and the team calendar

export const HolidayOverrideInput = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        {
          date: IsoDate,
          name: Type.String({ minLength: 1, maxLength: 120 }),
          /** State/region code (date-holidays, e.g. `SP`); absent: the whole country. */
          region: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9-]{1,10}$" })),
          /** true: the company works on this public holiday (an override that removes it). */
          remove: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export type HolidayOverrideInput = Static<typeof HolidayOverrideInput>;

export const HolidayQuery = Type.Object(
  {
    year: Type.Integer({ minimum: 1970, maximum: 2200 }),
    region: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9-]{1,10}$" })),
  },
  { additionalProperties: false },
);

export const Holiday = Type.Object({
  date: Type.String(),
  name: Type.String(),
  /** `public` from the country's calendar (date-holidays), `company` added by the company. */
  source: Type.String(),
  region: Type.Optional(Type.String()),
});
export type Holiday = Static<typeof Holiday>;
export const HolidayList = Type.Object({ countryId: Type.String(), items: Type.Array(Holiday) });
export type HolidayList = Static<typeof HolidayList>;

export const CalendarQuery = Type.Object(
  {
    from: IsoDate,
    to: IsoDate,
    scope: Type.Union(
      [Type.Literal("company"), Type.Literal("department"), Type.Literal("office"), Type.Literal("team")],
      {
        default: "company",
      },
    ),
    departmentId: Type.Optional(Id),
    officeId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type CalendarQuery = Static<typeof CalendarQuery>;

export const CalendarData = Type.Object({
  from: Type.String(),
  to: Type.String(),
  leaves: Type.Array(
    Type.Object({
      id: Type.String(),
      userId: Type.String(),
      /** The person's display name ("" without a worker profile). */
      name: Type.String(),
      /** Left out of colleagues' leaves for a requester (the kind of leave can be health data). */
      leaveTypeId: Type.Optional(Type.String()),
      startDate: Type.String(),
      endDate: Type.String(),
      status: Type.String(),
    }),
  ),
  holidays: Type.Array(Holiday),
  lockedDates: Type.Array(LockedDate),
});
export type CalendarData = Static<typeof CalendarData>;
