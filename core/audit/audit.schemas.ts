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
  {
    additionalProperties: false,
    examples: [
      {
        id: "6650f1c2a9d3e4b5c6d7ee01",
        action: "payroll.salary.changed",
        actor: { kind: "user", id: "6650f1c2a9d3e4b5c6d7e8f9", level: "admin" },
        target: { type: "payroll.salary-change", id: "6650f1c2a9d3e4b5c6d7ed01" },
        details: { workerId: "6650f1c2a9d3e4b5c6d7e901", effectiveDay: "2026-12-01" },
        at: "2026-11-26T14:03:00.000Z",
        requestId: "5b0c7a9e-2f4d-4e61-9a83-1c6d2e7f8a90",
      },
      {
        id: "6650f1c2a9d3e4b5c6d7ee02",
        action: "auth.api-key.created",
        actor: { kind: "user", id: "6650f1c2a9d3e4b5c6d7e8f9", level: "admin" },
        target: { type: "api-key", id: "6650f1c2a9d3e4b5c6d7e8fa" },
        details: {
          name: "Payroll sync",
          scopes: ["people.workers.directory", "leave.*"],
          level: "requester",
          expiresAt: "2027-11-02T02:59:59.000Z",
        },
        at: "2026-11-02T14:05:00.000Z",
        requestId: "e3a1f6d2-8c47-4b9e-b5a0-7d2c9f1e6b34",
      },
    ],
  },
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
