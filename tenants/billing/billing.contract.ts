import { defineContract } from "../../core/modules/contract.js";

/** The billing core module's contract: Plan Billing is the company admins'. */
export const billingContract = defineContract({
  id: "billing",
  permissions: { "billing.plan.read": ["admin"], "billing.plan.manage": ["admin"] },
});

export const permissions = { read: "billing.plan.read", manage: "billing.plan.manage" } as const;
