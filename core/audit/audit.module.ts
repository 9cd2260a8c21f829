import { defineModule } from "../modules/define-module.js";
import { AuditEntryModel } from "./audit.model.js";
import { auditRoutes } from "./audit.routes.js";
import { auditContract } from "./audit.contract.js";

/**
 * The audit log core module (issue 3, "Audit log"): `GET /audit` for admins. Always on; code that performs a
 * sensitive action records it with `auditService.record(ctx, ...)` from core/audit.
 */
export const auditModule = defineModule({
  id: "audit",
  contract: auditContract,
  alwaysOn: true,
  models: [AuditEntryModel],
  routes: auditRoutes,
});
