import { Type, type Static } from "typebox";
import { defineContract, defineEvent } from "../../../core/modules/contract.js";
import { payrollErrors } from "./errors.js";

export { payrollErrors } from "./errors.js";

/**
 * The payroll module's contract (issue 16): the monthly payroll period (review, approval, export), salary changes
 * with their justification (spec "salaryJustify"), and salary receipts. Isomorphic (TypeBox only).
 */
const Month = Type.String({ pattern: "^\\d{4}-\\d{2}$" });
export const MonthParams = Type.Object({ companyId: Type.String(), month: Month });

export const CHANGE_SOURCES = ["people", "payroll", "clock", "leave"] as const;
export type ChangeSource = (typeof CHANGE_SOURCES)[number];

/** Something that changed for a person since the last approved period, with where it came from. */
export const PeriodChange = Type.Object({
  field: Type.String(),
  before: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()])),
  after: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()])),
  source: Type.String({ enum: [...CHANGE_SOURCES] }),
  /** The justification of a salary change (source payroll). */
  justification: Type.Optional(Type.String()),
});
export type PeriodChange = Static<typeof PeriodChange>;

export const PeriodLeave = Type.Object({
  id: Type.String(),
  leaveTypeId: Type.String(),
  /** The leave type's name in the three languages. */
  typeTitle: Type.Object({ en: Type.String(), "pt-BR": Type.String(), es: Type.String() }),
  paid: Type.Boolean(),
  payroll: Type.Boolean(),
  status: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  /** Calendar days of the leave inside the period. */
  days: Type.Integer(),
});
export type PeriodLeave = Static<typeof PeriodLeave>;

export const ItemReview = Type.Object({
  reviewed: Type.Boolean(),
  note: Type.Optional(Type.String()),
  by: Type.Optional(Type.String()),
  at: Type.Optional(Type.String()),
});

/**
 * One person's line of the period. `salary`, `variablePay` and compensation changes are admins' only: a manager's
 * answer does not carry them at all (field-level access, modules/people/contract/field-access.ts "compensation").
 */
export const PeriodItem = Type.Object({
  userId: Type.String(),
  workerId: Type.String(),
  name: Type.String(),
  departmentId: Type.Optional(Type.String()),
  officeId: Type.Optional(Type.String()),
  salary: Type.Optional(Type.Number()),
  variablePay: Type.Optional(Type.Number()),
  workedMinutes: Type.Integer(),
  expectedMinutes: Type.Integer(),
  overtimeMinutes: Type.Integer(),
  pendingOvertimeMinutes: Type.Integer(),
  paidLeaveDays: Type.Integer(),
  unpaidLeaveDays: Type.Integer(),
  leaves: Type.Array(PeriodLeave),
  admission: Type.Optional(Type.String()),
  termination: Type.Optional(Type.Object({ lastDayWork: Type.String(), type: Type.String() })),
  changes: Type.Array(PeriodChange),
  review: ItemReview,
});
export type PeriodItem = Static<typeof PeriodItem>;

export const PERIOD_STATUSES = ["open", "approved"] as const;
/** A realistic period line for the OpenAPI examples (an admin's view, with pay). */
const periodItemExample = {
  userId: "6761b1009b1e4a0012ab1001",
  workerId: "6761b2009b1e4a0012ab2001",
  name: "Ana Souza",
  departmentId: "6761a0009b1e4a0012ab0001",
  salary: 6200,
  variablePay: 450,
  workedMinutes: 10080,
  expectedMinutes: 10560,
  overtimeMinutes: 240,
  pendingOvertimeMinutes: 0,
  paidLeaveDays: 3,
  unpaidLeaveDays: 0,
  leaves: [
    {
      id: "6761f1009b1e4a0012ab7001",
      leaveTypeId: "6761f0009b1e4a0012ab7000",
      typeTitle: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
      paid: true,
      payroll: true,
      status: "approved",
      startDate: "2026-10-14",
      endDate: "2026-10-16",
      days: 3,
    },
  ],
  changes: [
    {
      field: "salary",
      before: 5800,
      after: 6200,
      source: "payroll",
      justification: "Annual merit increase after the October review.",
    },
  ],
  review: { reviewed: true, by: "6761b1009b1e4a0012ab1000", at: "2026-11-03T10:20:00.000Z" },
};
export const Period = Type.Object(
  {
    month: Type.String(),
    from: Type.String(),
    to: Type.String(),
    /** The day the period closes (deadlinePayroll of the next month), null when the company sets no closing day. */
    closesOn: Type.Union([Type.String(), Type.Null()]),
    /** Open past its closing day. */
    overdue: Type.Boolean(),
    status: Type.String({ enum: [...PERIOD_STATUSES] }),
    approvedAt: Type.Optional(Type.String()),
    approvedBy: Type.Optional(Type.String()),
    /** The leaves the approval moved to approved-payroll. */
    leavesSent: Type.Optional(Type.Integer()),
    reviewed: Type.Integer(),
    items: Type.Array(PeriodItem),
  },
  {
    examples: [
      {
        month: "2026-10",
        from: "2026-10-01",
        to: "2026-10-31",
        closesOn: "2026-11-05",
        overdue: false,
        status: "open",
        reviewed: 1,
        items: [periodItemExample],
      },
    ],
  },
);
export type Period = Static<typeof Period>;

export const PeriodSummary = Type.Object({
  month: Type.String(),
  status: Type.String({ enum: [...PERIOD_STATUSES] }),
  approvedAt: Type.Optional(Type.String()),
  people: Type.Integer(),
});
export const PeriodList = Type.Object(
  { items: Type.Array(PeriodSummary) },
  {
    examples: [
      {
        items: [
          { month: "2026-11", status: "open", people: 48 },
          { month: "2026-10", status: "approved", approvedAt: "2026-11-04T16:02:00.000Z", people: 47 },
        ],
      },
    ],
  },
);
export type PeriodList = Static<typeof PeriodList>;

export const ReviewInput = Type.Object(
  {
    userIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 20000 }),
    reviewed: Type.Boolean(),
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type ReviewInput = Static<typeof ReviewInput>;

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export const ExportQuery = Type.Object({ format: Type.String({ enum: [...EXPORT_FORMATS], default: "csv" }) });

export const SalaryChangeInput = Type.Object(
  {
    workerId: Type.String({ minLength: 1, maxLength: 64 }),
    salary: Type.Number({ minimum: 0, maximum: 100_000_000 }),
    variablePay: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000 })),
    effectiveDay: Type.String({ format: "date" }),
    justification: Type.String({ maxLength: 1000 }),
  },
  { additionalProperties: false },
);
export type SalaryChangeInput = Static<typeof SalaryChangeInput>;

const salaryChangeExample = {
  id: "6762a1009b1e4a0012ab8001",
  workerId: "6761b2009b1e4a0012ab2001",
  userId: "6761b1009b1e4a0012ab1001",
  salaryBefore: 5800,
  salaryAfter: 6200,
  variablePayBefore: 450,
  variablePayAfter: 450,
  effectiveDay: "2026-10-01",
  justification: "Annual merit increase after the October review.",
  changedBy: "6761b1009b1e4a0012ab1000",
  createdAt: "2026-09-28T13:45:00.000Z",
};

export const SalaryChange = Type.Object(
  {
    id: Type.String(),
    workerId: Type.String(),
    userId: Type.String(),
    salaryBefore: Type.Union([Type.Number(), Type.Null()]),
    salaryAfter: Type.Number(),
    variablePayBefore: Type.Union([Type.Number(), Type.Null()]),
    variablePayAfter: Type.Union([Type.Number(), Type.Null()]),
    effectiveDay: Type.String(),
    justification: Type.String(),
    changedBy: Type.String(),
    createdAt: Type.String(),
  },
  { examples: [salaryChangeExample] },
);
export type SalaryChange = Static<typeof SalaryChange>;
export const SalaryChangeList = Type.Object(
  { items: Type.Array(SalaryChange) },
  { examples: [{ items: [salaryChangeExample] }] },
);
export const SalaryChangeQuery = Type.Object({ workerId: Type.String({ minLength: 1, maxLength: 64 }) });

const receiptExample = {
  id: "6762b1009b1e4a0012ab9001",
  month: "2026-10",
  userId: "6761b1009b1e4a0012ab1001",
  name: "Ana Souza",
  pages: 1,
  size: 48213,
  uploadedAt: "2026-11-05T09:30:00.000Z",
  readAt: "2026-11-05T18:12:00.000Z",
};

export const Receipt = Type.Object(
  {
    id: Type.String(),
    month: Type.String(),
    userId: Type.String(),
    name: Type.String(),
    pages: Type.Integer(),
    size: Type.Integer(),
    uploadedAt: Type.String(),
    readAt: Type.Optional(Type.String()),
  },
  { examples: [receiptExample] },
);
export type Receipt = Static<typeof Receipt>;
export const ReceiptList = Type.Object({ items: Type.Array(Receipt) }, { examples: [{ items: [receiptExample] }] });
export type ReceiptList = Static<typeof ReceiptList>;
export const ReceiptParams = Type.Object({ companyId: Type.String(), receiptId: Type.String() });
export const ReceiptUploadResult = Type.Object(
  { stored: Type.Integer(), items: Type.Array(Receipt) },
  {
    examples: [
      {
        stored: 2,
        items: [
          {
            id: "6762b1009b1e4a0012ab9003",
            month: "2026-11",
            userId: "6761b1009b1e4a0012ab1001",
            name: "Ana Souza",
            pages: 1,
            size: 48377,
            uploadedAt: "2026-12-04T09:30:00.000Z",
          },
          {
            id: "6762b1009b1e4a0012ab9004",
            month: "2026-11",
            userId: "6761b1009b1e4a0012ab1003",
            name: "Bruno Lima",
            pages: 1,
            size: 47102,
            uploadedAt: "2026-12-04T09:30:00.000Z",
          },
        ],
      },
    ],
  },
);

export const permissions = {
  read: "payroll.period.read",
  review: "payroll.period.review",
  approve: "payroll.period.approve",
  export: "payroll.period.export",
  salaryChange: "payroll.salary.change",
  salaryHistory: "payroll.salary.history",
  receiptUpload: "payroll.receipt.upload",
  receiptOwn: "payroll.receipt.own",
} as const;

export const events = {
  approved: defineEvent<{ month: string; people: number; leavesSent: number }>("payroll.period.approved"),
  salaryChanged: defineEvent<{ changeId: string; workerId: string; userId: string }>("payroll.salary.changed"),
  receiptUploaded: defineEvent<{ receiptId: string; userId: string; month: string }>("payroll.receipt.uploaded"),
  receiptRead: defineEvent<{ receiptId: string; userId: string }>("payroll.receipt.read"),
};

export const payrollContract = defineContract({
  id: "payroll",
  permissions: {
    [permissions.read]: ["admin", "revisor"],
    [permissions.review]: ["admin"],
    [permissions.approve]: ["admin"],
    [permissions.export]: ["admin"],
    [permissions.salaryChange]: ["admin"],
    [permissions.salaryHistory]: ["admin"],
    [permissions.receiptUpload]: ["admin"],
    [permissions.receiptOwn]: ["admin", "revisor", "requester"],
  },
  errors: payrollErrors,
  events,
});
