import { defineContract } from "../modules/contract.js";

/** The audit module's contract. */
export const auditContract = defineContract({
  id: "audit",
  // issue 3: "readable by admins"
  permissions: { "audit.log.read": ["admin"] },
});

export const permissions = { read: "audit.log.read" } as const;
