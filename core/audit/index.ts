/** The audit part of core: what the app and other code import. */
export { auditModule } from "./audit.module.js";
export { AuditInputError, auditService, type AuditRecordInput, type AuditService } from "./audit.service.js";
export type { AuditActor } from "./audit.model.js";
export * from "./audit.schemas.js";
