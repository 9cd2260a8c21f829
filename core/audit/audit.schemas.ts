import { type Static, Type } from "typebox";
import { listOf, pageQuery } from "../lists/schemas.js";

/** The audit log's payloads (TypeBox): route validation, the OpenAPI document and the SDK types. Isomorphic. */

/** An action, namespaced by the area that did it: `auth.level.changed`, `leave.request.approved`. */
export const AUDIT_ACTION_PATTERN = "^[a-z][a-z0-9-]*(\\.[a-z0-9-]+)+$";
/** A filter on actions: a whole action or leading segments of one (`leave`, `leave.request`). */
export const AUDIT_ACTION_PREFIX_PATTERN = "^[a-z][a-z0-9-]*(\\.[a-z0-9-]+)*$";

export const AuditEntrySchema = Type.Object(
  {
    id: Type.String(),
    action: Type.String({ description: "Namespaced, e.g. `leave.request.approved`." }),
    actor: Type.Object({
      kind: Type.Union([Type.Literal("user"), Type.Literal("apiKey"), Type.Literal("system")]),
      id: Type.String({ description: "User id, API key id, or the system job's name." }),
      level: Type.Optional(Type.String({ description: "The level a person acted with." })),
      founder: Type.Optional(Type.Boolean({ description: "The platform founder acted." })),
      name: Type.Optional(
        Type.String({ description: "A person's name when the list was read (absent for founders, keys and jobs)." }),
      ),
    }),
    target: Type.Object({ type: Type.String(), id: Type.String() }),
    details: Type.Record(Type.String(), Type.Unknown()),
    at: Type.String({ format: "date-time" }),
    requestId: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type AuditEntryDto = Static<typeof AuditEntrySchema>;

export const AuditQuery = Type.Object(
  {
    action: Type.Optional(
      Type.String({
        pattern: AUDIT_ACTION_PREFIX_PATTERN,
        maxLength: 120,
        description: "An action or its leading segments: `leave` matches `leave.request.approved`.",
      }),
    ),
    actorId: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    targetType: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    targetId: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    from: Type.Optional(Type.String({ format: "date-time", description: "Entries at or after this instant." })),
    to: Type.Optional(Type.String({ format: "date-time", description: "Entries before this instant." })),
    ...pageQuery({ sizes: { max: 50 } }),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditListSchema = listOf(AuditEntrySchema);
export type AuditList = Static<typeof AuditListSchema>;
