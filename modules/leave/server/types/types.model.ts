import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { AccrualPolicy, ApprovalPolicy } from "../../contract/index.js";

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
