import { Schema } from "mongoose";
import { defineTenantModel } from "../tenancy/tenant-model.js";

/** Who did it: a person (with the level they acted with), an API key, or the platform itself. */
export interface AuditActor {
  kind: "user" | "apiKey" | "system";
  /** The user id, the API key id, or the system job's name. */
  id: string;
  /** The level a person acted with. */
  level?: string;
  /** Set when the platform founder acted. */
  founder?: boolean;
}

/**
 * One entry of a company's audit log (issue 3, "Audit log"): who did what to what, and when. Append-only: nothing
 * in the application updates or removes entries, and every field is immutable for mongoose besides.
 */
export interface AuditEntryDoc {
  action: string;
  actor: AuditActor;
  target: { type: string; id: string };
  details: Record<string, unknown>;
  /** When it happened, from the context's clock. */
  at: Date;
  /** The request that did it, to find its log lines. */
  requestId: string | null;
}

const actorSchema = new Schema<AuditActor>(
  {
    kind: { type: String, required: true, enum: ["user", "apiKey", "system"], immutable: true },
    id: { type: String, required: true, immutable: true },
    level: { type: String, immutable: true },
    founder: { type: Boolean, immutable: true },
  },
  { _id: false },
);

// Immutable down to the nested paths: `$set: { "target.id": ... }` is dropped too.
// `type` is a field here, so the schema reads the mongoose type from `$type`.
const targetSchema = new Schema<AuditEntryDoc["target"]>(
  {
    type: { $type: String, required: true, immutable: true },
    id: { $type: String, required: true, immutable: true },
  },
  { _id: false, typeKey: "$type" },
);

export const AuditEntryModel = defineTenantModel<AuditEntryDoc>(
  "AuditEntry",
  {
    action: { type: String, required: true, immutable: true },
    actor: { type: actorSchema, required: true, immutable: true },
    target: { type: targetSchema, required: true, immutable: true },
    details: { type: Schema.Types.Mixed, default: () => ({}), immutable: true },
    at: { type: Date, required: true, immutable: true },
    requestId: { type: String, default: null, immutable: true },
  },
  {
    collection: "audit_entries",
    // newest first, alone or narrowed by action, actor or target
    indexes: [
      { fields: { at: -1 } },
      { fields: { action: 1, at: -1 } },
      { fields: { "actor.id": 1, at: -1 } },
      { fields: { "target.type": 1, "target.id": 1, at: -1 } },
    ],
  },
);
