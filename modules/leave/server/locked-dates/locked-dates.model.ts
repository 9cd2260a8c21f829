import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";

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
