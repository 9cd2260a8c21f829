import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { LeaveStatus } from "../../contract/index.js";

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
  /** A half day of an hours-unit type (its times are the half of that day's schedule). */
  halfDay?: "morning" | "afternoon";
  countDays: number;
  months: string[];
  amount: number;
  status: LeaveStatus;
  steps: ApprovalStepState[];
  stepIndex: number;
  note?: string;
  extraFields?: Record<string, string>;
  /** The balance source that reserved the leave's time (`clock.time-bank`), when another module keeps its balance. */
  balanceSource?: string;
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
    halfDay: String,
    countDays: { type: Number, required: true },
    months: { type: [String], default: [] },
    amount: { type: Number, required: true },
    status: { type: String, required: true },
    steps: { type: Schema.Types.Mixed, default: [] },
    stepIndex: { type: Number, default: 0 },
    balanceSource: String,
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
