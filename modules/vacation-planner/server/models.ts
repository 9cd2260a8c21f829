import { defineTenantModel } from "../../../core/tenancy/tenant-model.js";

/**
 * A plan entry (issue 5 "Vacation planner"): a person's planned absence, not yet (or not only) a leave. `endDate` is
 * inclusive like a leave's; `months` (`YYYY-MM`) lists the months it touches so a year's entries are found through
 * an index, entries that cross New Year included.
 */
export interface PlanEntryDoc {
  userId: string;
  leaveTypeId: string;
  startDate: string;
  endDate: string;
  months: string[];
  note?: string;
  /** The leave request made from the entry (POST /vacation-planner/entries/:id/request). */
  requestId?: string;
  /**
   * Set while a request is being made from the entry: the conditional write that sets it is what keeps two
   * simultaneous calls from making two requests (no transactions on this engine). Stale after a minute.
   */
  claimedAt?: Date;
  createdBy: string;
}

export const PlanEntryModel = defineTenantModel<PlanEntryDoc>(
  "VacationPlanEntry",
  {
    userId: { type: String, required: true },
    leaveTypeId: { type: String, required: true },
    startDate: { type: String, required: true },
    endDate: { type: String, required: true },
    months: { type: [String], default: [] },
    note: String,
    requestId: String,
    claimedAt: Date,
    createdBy: { type: String, required: true },
  },
  {
    collection: "vacation_plan_entries",
    indexes: [
      // a year's entries: the months they touch (multikey), live ones
      { fields: { months: 1, deletedAt: 1 } },
      // a person's entries (overlap checks)
      { fields: { userId: 1, startDate: 1 } },
    ],
  },
);

/** The minimum staffing of a department (people present on a working day), set by a leader. */
export interface MinimumStaffingDoc {
  departmentId: string;
  minimumPresent: number;
  updatedBy: string;
}

export const MinimumStaffingModel = defineTenantModel<MinimumStaffingDoc>(
  "VacationMinimumStaffing",
  {
    departmentId: { type: String, required: true },
    minimumPresent: { type: Number, required: true, min: 0 },
    updatedBy: { type: String, required: true },
  },
  {
    collection: "vacation_minimum_staffing",
    indexes: [{ fields: { departmentId: 1 }, options: { unique: true, partialFilterExpression: { deletedAt: null } } }],
  },
);

export const plannerModels = [PlanEntryModel, MinimumStaffingModel];
