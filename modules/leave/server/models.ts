import { Schema } from "mongoose";
import { defineTenantModel } from "../../../core/tenancy/tenant-model.js";
import type { AccrualPolicy, ApprovalPolicy, LeaveStatus, LedgerKind } from "../contract/index.js";

/** A company's leave type (spec §3 "Leave type"). */
export interface LeaveTypeDoc {
  title: { en: string; "pt-BR": string; es: string };
  color: string;
  unit: "days" | "hours";
  totalTime: number;
  order: number;
  rangeTypes: string[];
  extraFields: Array<{ id: string; label: Record<string, string>; required: boolean; type: string }>;
  paid: boolean;
  payroll: boolean;
  allowOverlap: boolean;
  tracked: boolean;
  workingDaysOnly: boolean;
  sale?: { allowed: boolean; maxTime?: number };
  buy?: { allowed: boolean; maxTime?: number };
  rollover?: { allowed: boolean; maxTime?: number; expiresAfterMonths?: number };
  anticipation?: { allowed: boolean; maxTime?: number };
  reviewPeriodMonths?: number;
  accrual: AccrualPolicy;
  approval?: ApprovalPolicy;
  legalBasis?: string;
  packKey?: string;
}

export const LeaveTypeModel = defineTenantModel<LeaveTypeDoc>(
  "LeaveType",
  {
    title: { type: Schema.Types.Mixed, required: true },
    color: { type: String, required: true },
    unit: { type: String, required: true, enum: ["days", "hours"] },
    totalTime: { type: Number, required: true },
    order: { type: Number, default: 0 },
    rangeTypes: { type: [String], default: ["single", "range"] },
    extraFields: { type: Schema.Types.Mixed, default: [] },
    paid: { type: Boolean, default: true },
    payroll: { type: Boolean, default: false },
    allowOverlap: { type: Boolean, default: false },
    tracked: { type: Boolean, default: true },
    workingDaysOnly: { type: Boolean, default: false },
    sale: Schema.Types.Mixed,
    buy: Schema.Types.Mixed,
    rollover: Schema.Types.Mixed,
    anticipation: Schema.Types.Mixed,
    reviewPeriodMonths: Number,
    accrual: { type: Schema.Types.Mixed, default: { kind: "none" } },
    approval: Schema.Types.Mixed,
    legalBasis: String,
    packKey: String,
  },
  { collection: "leave_types", indexes: [{ fields: { order: 1 } }] },
);

/**
 * One entry of a person's append-only balance ledger (issue 5 "Balances"). Entries are never updated or removed;
 * a balance is the sum of a type's entries. `seq` numbers one person's entries (all types): the unique index on it is
 * the commit point that serialises writes without transactions (see ledger.service.ts).
 */
export interface LedgerEntryDoc {
  userId: string;
  seq: number;
  leaveTypeId: string;
  kind: LedgerKind;
  amount: number;
  effectiveDate: string;
  reason: string;
  authorId: string;
  /** Accrual period (`2030`, `2030-01`, `svc-2`): unique per person and type, so a period is never granted twice. */
  period?: string;
  /** The leave a `use` or `release` is about. */
  requestId?: string;
  /** `use` entries: the dates they hold (overlap checks read them). */
  startDate?: string;
  endDate?: string;
  /** `release` entries: the `use` they give back; unique, so a leave is released once. */
  releaseOf?: string;
}

export const LedgerEntryModel = defineTenantModel<LedgerEntryDoc>(
  "LeaveLedgerEntry",
  {
    userId: { type: String, required: true },
    seq: { type: Number, required: true },
    leaveTypeId: { type: String, required: true },
    kind: { type: String, required: true },
    amount: { type: Number, required: true },
    effectiveDate: { type: String, required: true },
    reason: { type: String, required: true },
    authorId: { type: String, required: true },
    period: String,
    requestId: String,
    startDate: String,
    endDate: String,
    releaseOf: String,
  },
  {
    collection: "leave_ledger",
    indexes: [
      { fields: { userId: 1, seq: 1 }, options: { unique: true } },
      {
        fields: { userId: 1, leaveTypeId: 1, period: 1 },
        options: { unique: true, partialFilterExpression: { period: { $type: "string" } } },
      },
      {
        fields: { releaseOf: 1 },
        options: { unique: true, partialFilterExpression: { releaseOf: { $type: "string" } } },
      },
      { fields: { leaveTypeId: 1 } },
    ],
  },
);

export interface ApprovalStepState {
  kind: "supervisor" | "level" | "people";
  level?: string;
  userIds?: string[];
  decidedBy?: string;
  decidedAt?: string;
}

/** A leave (spec §3 "Leave"): `endDate` inclusive. */
export interface LeaveRequestDoc {
  userId: string;
  leaveTypeId: string;
  startDate: string;
  endDate: string;
  startTime?: string;
  endTime?: string;
  countDays: number;
  months: string[];
  amount: number;
  status: LeaveStatus;
  steps: ApprovalStepState[];
  stepIndex: number;
  note?: string;
  extraFields?: Record<string, string>;
  history: Array<{ from: string; to: string; by: string; at: string; reason?: string }>;
  createdBy: string;
}

export const LeaveRequestModel = defineTenantModel<LeaveRequestDoc>(
  "LeaveRequest",
  {
    userId: { type: String, required: true },
    leaveTypeId: { type: String, required: true },
    startDate: { type: String, required: true },
    endDate: { type: String, required: true },
    startTime: String,
    endTime: String,
    countDays: { type: Number, required: true },
    months: { type: [String], default: [] },
    amount: { type: Number, required: true },
    status: { type: String, required: true },
    steps: { type: Schema.Types.Mixed, default: [] },
    stepIndex: { type: Number, default: 0 },
    note: String,
    extraFields: Schema.Types.Mixed,
    history: { type: Schema.Types.Mixed, default: [] },
    createdBy: { type: String, required: true },
  },
  {
    collection: "leave_requests",
    indexes: [
      { fields: { userId: 1, startDate: -1 } },
      { fields: { status: 1, startDate: 1 } },
      // the calendar: the leaves touching a period's months (multikey) in a status, live ones (deletedAt, which every
      // read names): the index alone decides such a filter, so no document is evaluated against it
      { fields: { months: 1, status: 1, deletedAt: 1 } },
    ],
  },
);

/** A company's locked (blocked) dates (spec §5, §9: at most 30 days each). */
export interface LockedDateDoc {
  startDate: string;
  endDate: string;
  reason?: string;
}
export const LockedDateModel = defineTenantModel<LockedDateDoc>(
  "LeaveLockedDate",
  { startDate: { type: String, required: true }, endDate: { type: String, required: true }, reason: String },
  { collection: "leave_locked_dates", indexes: [{ fields: { startDate: 1 } }] },
);

/**
 * A company's holiday override (issue 5): an extra day off, or a public holiday the company works (`removed`; the
 * API calls it `remove`, a name mongoose reserves for documents).
 */
export interface HolidayOverrideDoc {
  countryId: string;
  date: string;
  name: string;
  /** Empty for the whole country. */
  region: string;
  removed: boolean;
}
export const HolidayOverrideModel = defineTenantModel<HolidayOverrideDoc>(
  "LeaveHolidayOverride",
  {
    countryId: { type: String, required: true },
    date: { type: String, required: true },
    name: { type: String, required: true },
    region: { type: String, default: "" },
    removed: { type: Boolean, default: false },
  },
  {
    collection: "leave_holiday_overrides",
    indexes: [
      {
        fields: { countryId: 1, date: 1, region: 1 },
        options: { unique: true, partialFilterExpression: { deletedAt: null } },
      },
    ],
  },
);

export const leaveModels = [LeaveTypeModel, LedgerEntryModel, LeaveRequestModel, LockedDateModel, HolidayOverrideModel];
