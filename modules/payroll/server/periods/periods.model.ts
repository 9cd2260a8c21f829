import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { PeriodItem } from "../../contract/index.js";

/**
 * An approved payroll period (`payroll_periods`): the month's lines as they were approved (the snapshot the next
 * period compares with for "changes since the last period"). An open period is not stored: it is assembled on read.
 */
export interface PeriodDoc {
  month: string;
  status: "approved";
  approvedAt: Date;
  approvedBy: string;
  leavesSent: number;
  items: PeriodItem[];
}

export const PeriodModel = defineTenantModel<PeriodDoc>(
  "PayrollPeriod",
  {
    month: { type: String, required: true },
    status: { type: String, required: true },
    approvedAt: { type: Date, required: true },
    approvedBy: { type: String, required: true },
    leavesSent: { type: Number, default: 0 },
    items: { type: [Schema.Types.Mixed], default: [] },
  },
  {
    collection: "payroll_periods",
    // one approval per month: two admins approving at once cannot both write
    indexes: [{ fields: { month: 1 }, options: { unique: true, partialFilterExpression: { deletedAt: null } } }],
  },
);

/** An admin's mark on one person's line of an open period (`payroll_reviews`). */
export interface ReviewDoc {
  month: string;
  userId: string;
  reviewed: boolean;
  note?: string;
  by: string;
  at: Date;
}

export const ReviewModel = defineTenantModel<ReviewDoc>(
  "PayrollReview",
  {
    month: { type: String, required: true },
    userId: { type: String, required: true },
    reviewed: { type: Boolean, required: true },
    note: String,
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: "payroll_reviews", indexes: [{ fields: { month: 1, userId: 1 }, options: { unique: true } }] },
);
