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
export const Period = Type.Object({
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
});
export type Period = Static<typeof Period>;

export const PeriodSummary = Type.Object({
  month: Type.String(),
  status: Type.String({ enum: [...PERIOD_STATUSES] }),
  approvedAt: Type.Optional(Type.String()),
  people: Type.Integer(),
});
export const PeriodList = Type.Object({ items: Type.Array(PeriodSummary) });
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

export const SalaryChange = Type.Object({
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
});
export type SalaryChange = Static<typeof SalaryChange>;
export const SalaryChangeList = Type.Object({ items: Type.Array(SalaryChange) });
export const SalaryChangeQuery = Type.Object({ workerId: Type.String({ minLength: 1, maxLength: 64 }) });

export const Receipt = Type.Object({
  id: Type.String(),
  month: Type.String(),
  userId: Type.String(),
  name: Type.String(),
  pages: Type.Integer(),
  size: Type.Integer(),
  uploadedAt: Type.String(),
  readAt: Type.Optional(Type.String()),
});
export type Receipt = Static<typeof Receipt>;
export const ReceiptList = Type.Object({ items: Type.Array(Receipt) });
export type ReceiptList = Static<typeof ReceiptList>;
export const ReceiptParams = Type.Object({ companyId: Type.String(), receiptId: Type.String() });
export const ReceiptUploadResult = Type.Object({ stored: Type.Integer(), items: Type.Array(Receipt) });

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
