import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { DayKind, OvertimeRates, OvertimeStatus } from "../../contract/overtime.js";

/** The company's overtime rules (`clock_overtime_settings`): one document per company, made on first read. */
export interface OvertimeSettingsDoc {
  toleranceMinutes: number;
  dailyLimitMinutes: number;
  weeklyLimitMinutes: number;
  rates: OvertimeRates;
  requireApproval: boolean;
  bankExpiryMonths: number;
  deadlinePayroll: number;
  lunchMinutes: number;
  compensatoryLeaveTypeId?: string | null;
}

export const OvertimeSettingsModel = defineTenantModel<OvertimeSettingsDoc>(
  "ClockOvertimeSettings",
  {
    toleranceMinutes: { type: Number, required: true },
    dailyLimitMinutes: { type: Number, required: true },
    weeklyLimitMinutes: { type: Number, required: true },
    rates: { type: Schema.Types.Mixed, required: true },
    requireApproval: { type: Boolean, required: true },
    bankExpiryMonths: { type: Number, required: true },
    deadlinePayroll: { type: Number, required: true },
    lunchMinutes: { type: Number, required: true },
    compensatoryLeaveTypeId: { type: String, default: null },
  },
  // one document per company: two instances making it at once cannot both insert
  { collection: "clock_overtime_settings", indexes: [{ fields: {}, options: { unique: true } }] },
);

/**
 * One person's judged day (`clock_overtime_days`): what the rules answered from the punches, and the leader's
 * decision on its overtime. Recomputed while undecided; a decided day keeps its figures (the decision was on them).
 */
export interface OvertimeDayDoc {
  userId: string;
  day: string;
  kind: DayKind;
  expectedMinutes: number;
  workedMinutes: number;
  nightMinutes: number;
  overtimeMinutes: number;
  weightedMinutes: number;
  undertimeMinutes: number;
  excessMinutes: number;
  incomplete: boolean;
  status: OvertimeStatus;
  decidedBy?: string;
  decidedAt?: Date;
  reason?: string;
}

export const OvertimeDayModel = defineTenantModel<OvertimeDayDoc>(
  "ClockOvertimeDay",
  {
    userId: { type: String, required: true },
    day: { type: String, required: true },
    kind: { type: String, required: true },
    expectedMinutes: { type: Number, required: true },
    workedMinutes: { type: Number, required: true },
    nightMinutes: { type: Number, required: true },
    overtimeMinutes: { type: Number, required: true },
    weightedMinutes: { type: Number, required: true },
    undertimeMinutes: { type: Number, required: true },
    excessMinutes: { type: Number, required: true },
    incomplete: { type: Boolean, required: true },
    status: { type: String, required: true },
    decidedBy: String,
    decidedAt: Date,
    reason: String,
  },
  {
    collection: "clock_overtime_days",
    indexes: [{ fields: { userId: 1, day: 1 }, options: { unique: true } }, { fields: { day: 1, status: 1 } }],
  },
);
