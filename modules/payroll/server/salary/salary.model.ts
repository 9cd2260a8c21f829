import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";

/**
 * A salary change with its justification (spec "salaryJustify", `payroll_salary_changes`). Written `pending` before
 * the worker's pay is, then `applied`: a change whose pay write failed is removed, so the history never shows a
 * change that did not happen.
 */
export interface SalaryChangeDoc {
  workerId: string;
  userId: string;
  salaryBefore: number | null;
  salaryAfter: number;
  variablePayBefore: number | null;
  variablePayAfter: number | null;
  effectiveDay: string;
  justification: string;
  changedBy: string;
  state: "pending" | "applied";
  /** The approved period that reported the change (null until one does: "changes since the last period"). */
  reportedIn: string | null;
}

export const SalaryChangeModel = defineTenantModel<SalaryChangeDoc>(
  "PayrollSalaryChange",
  {
    workerId: { type: String, required: true },
    userId: { type: String, required: true },
    salaryBefore: { type: Number, default: null },
    salaryAfter: { type: Number, required: true },
    variablePayBefore: { type: Number, default: null },
    variablePayAfter: { type: Number, default: null },
    effectiveDay: { type: String, required: true },
    justification: { type: String, required: true },
    changedBy: { type: String, required: true },
    state: { type: String, required: true },
    reportedIn: { type: String, default: null },
  },
  {
    collection: "payroll_salary_changes",
    indexes: [{ fields: { workerId: 1, createdAt: -1 } }, { fields: { reportedIn: 1, effectiveDay: 1 } }],
  },
);
