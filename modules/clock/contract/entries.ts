import { Type, type Static } from "typebox";

/**
 * The punch log's vocabulary (spec §3 "Clock entry": status start, middle, end; statusDate). Isomorphic: the web app,
 * the SDK and the overtime / report code of this module share it.
 */
export const CLOCK_STATUSES = ["start", "middle", "end"] as const;
export type ClockStatus = (typeof CLOCK_STATUSES)[number];

/**
 * How a punch reached the server: `web` the app's button, `qr` a scanned office code (presence proved), `offline` the
 * PWA's queue synced later, `kiosk` the office device itself.
 */
export const PUNCH_METHODS = ["web", "qr", "offline", "kiosk"] as const;
export type PunchMethod = (typeof PUNCH_METHODS)[number];

export const ClockStatusSchema = Type.Union([Type.Literal("start"), Type.Literal("middle"), Type.Literal("end")]);
export const PunchMethodSchema = Type.Union([
  Type.Literal("web"),
  Type.Literal("qr"),
  Type.Literal("offline"),
  Type.Literal("kiosk"),
]);

/** An office position and how far from it a punch still counts as "at the office" (clockConfig.offices[]). */
export const GeoPoint = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  /** The device's accuracy radius in metres. */
  accuracy: Type.Optional(Type.Number({ minimum: 0, maximum: 100000 })),
});
export type GeoPoint = Static<typeof GeoPoint>;

/** A realistic punch (a QR punch at the office's screen) for the OpenAPI examples. */
export const clockEntryExample = {
  id: "6761c1009b1e4a0012ab3001",
  workerId: "6761b2009b1e4a0012ab2001",
  userId: "6761b1009b1e4a0012ab1001",
  status: "start" as const,
  statusDate: "2026-11-16T11:02:14.000Z",
  receivedAt: "2026-11-16T11:02:14.000Z",
  method: "qr" as const,
  officeId: "6761a1009b1e4a0012ab0101",
  deviceId: "6761c0009b1e4a0012ab3000",
  lateSync: false,
  idempotencyKey: "b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  seq: 214,
  prevHash: "4f9a0c2b7d1e8f3a6b5c4d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a",
  hash: "9c1e5b7a3d2f4e6a8b0c1d3e5f7a9b2c4d6e8f0a1b3c5d7e9f2a4b6c8d0e1f3a",
  createdBy: "6761b1009b1e4a0012ab1001",
};

/** A realistic correction (a missed lunch return, approved by the leader) for the OpenAPI examples. */
export const clockCorrectionExample = {
  id: "6761c2009b1e4a0012ab3101",
  workerId: "6761b2009b1e4a0012ab2001",
  userId: "6761b1009b1e4a0012ab1001",
  kind: "add" as const,
  status: "middle" as const,
  statusDate: "2026-11-13T16:00:00.000Z",
  reason: "Forgot to punch back in after lunch; I was at my desk from 13:00.",
  state: "approved" as const,
  proposedBy: "6761b1009b1e4a0012ab1001",
  proposedAt: "2026-11-13T20:41:09.000Z",
  decidedBy: "6761b1009b1e4a0012ab1000",
  decidedAt: "2026-11-14T12:05:33.000Z",
  decisionReason: "Confirmed with the team; you were in the planning meeting.",
};

/**
 * One punch as stored: immutable (no route updates or deletes it; a correction is a separate record pointing to it).
 *
 * - `statusDate` is the instant the punch counts at: the server's time when it was received online; for an offline
 *   punch, the device's time of the tap (never later than `receivedAt`), since the server was not there to see it.
 * - `receivedAt` is always the server's time of arrival; `deviceTime` the device's clock when the person tapped.
 * - `lateSync` marks an offline punch that reached the server more than the company's threshold after `deviceTime`,
 *   for review.
 * - `seq` / `prevHash` / `hash`: the person's chain (`seq` from 1 per person; SHA-256 over the previous punch's hash
 *   and this punch's fields), so removing or editing a stored punch is detectable; `hash` is the receipt's
 *   verification code.
 */
export const ClockEntry = Type.Object({
  id: Type.String(),
  workerId: Type.String(),
  userId: Type.String(),
  status: ClockStatusSchema,
  statusDate: Type.String({ format: "date-time" }),
  receivedAt: Type.String({ format: "date-time" }),
  deviceTime: Type.Optional(Type.String({ format: "date-time" })),
  /** The device's monotonic sequence number of an offline punch. */
  deviceSeq: Type.Optional(Type.Integer()),
  method: PunchMethodSchema,
  officeId: Type.Optional(Type.String()),
  /** The kiosk device a `kiosk` or `qr` punch went through. */
  deviceId: Type.Optional(Type.String()),
  geo: Type.Optional(GeoPoint),
  /** Whether `geo` was inside the office's geofence (absent: no geofence, or no position). */
  withinGeofence: Type.Optional(Type.Boolean()),
  /** The stored photo taken with the punch (its key in the files service). */
  photoFileId: Type.Optional(Type.String()),
  /** SHA-256 (hex) of the stored photo's bytes: the punch's hash covers it, so the receipt vouches for the photo. */
  photoHash: Type.Optional(Type.String()),
  lateSync: Type.Boolean(),
  idempotencyKey: Type.String(),
  seq: Type.Integer(),
  prevHash: Type.String(),
  hash: Type.String(),
  /** Who recorded it (the person, or `system:<name>` for the demo seed). */
  createdBy: Type.String(),
});
export type ClockEntry = Static<typeof ClockEntry>;

export const CORRECTION_KINDS = ["add", "void"] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];
export const CORRECTION_STATES = ["pending", "approved", "refused", "canceled"] as const;
export type CorrectionState = (typeof CORRECTION_STATES)[number];

/**
 * A proposed fix of the punch log: `add` a missed punch (status and statusDate), or `void` a wrong one (`entryId`).
 * The original punch is never touched; an approved correction is applied on top of it when the sequence is read
 * (`effectiveEntries`). `afterClosing` marks a correction of a closed payroll period (set by the period closing).
 */
export const ClockCorrection = Type.Object(
  {
    id: Type.String(),
    workerId: Type.String(),
    userId: Type.String(),
    kind: Type.Union([Type.Literal("add"), Type.Literal("void")]),
    /** The punch a `void` cancels. */
    entryId: Type.Optional(Type.String()),
    /** An `add`'s punch: its status and the instant it counts at. */
    status: Type.Optional(ClockStatusSchema),
    statusDate: Type.String({ format: "date-time" }),
    reason: Type.String(),
    state: Type.Union([
      Type.Literal("pending"),
      Type.Literal("approved"),
      Type.Literal("refused"),
      Type.Literal("canceled"),
    ]),
    proposedBy: Type.String(),
    proposedAt: Type.String({ format: "date-time" }),
    decidedBy: Type.Optional(Type.String()),
    decidedAt: Type.Optional(Type.String({ format: "date-time" })),
    decisionReason: Type.Optional(Type.String()),
    afterClosing: Type.Optional(Type.Boolean()),
  },
  { examples: [clockCorrectionExample] },
);
export type ClockCorrection = Static<typeof ClockCorrection>;

/**
 * A punch of the sequence as corrected: an original punch no approved `void` cancels, or an approved `add`.
 * `source` tells them apart; `id` is the entry's or the correction's.
 */
export interface EffectiveEntry {
  id: string;
  workerId: string;
  userId: string;
  status: ClockStatus;
  statusDate: Date;
  source: "entry" | "correction";
  method?: PunchMethod;
  officeId?: string;
}

/**
 * The sequence as corrected, per the log and its corrections: originals not voided by an approved correction, plus
 * approved additions, in time order (ties: originals first, then by id, so the order is stable).
 */
export function effectiveEntries(
  entries: ReadonlyArray<
    Pick<ClockEntry, "id" | "workerId" | "userId" | "status" | "statusDate" | "method"> & {
      officeId?: string;
    }
  >,
  corrections: ReadonlyArray<
    Pick<ClockCorrection, "id" | "workerId" | "userId" | "kind" | "entryId" | "status" | "statusDate" | "state">
  >,
): EffectiveEntry[] {
  const voided = new Set<string>();
  const added: EffectiveEntry[] = [];
  for (const c of corrections) {
    if (c.state !== "approved") continue;
    if (c.kind === "void" && c.entryId) voided.add(c.entryId);
    if (c.kind === "add" && c.status) {
      added.push({
        id: c.id,
        workerId: c.workerId,
        userId: c.userId,
        status: c.status,
        statusDate: new Date(c.statusDate),
        source: "correction",
      });
    }
  }
  const kept: EffectiveEntry[] = entries
    .filter((e) => !voided.has(e.id))
    .map((e) => ({
      id: e.id,
      workerId: e.workerId,
      userId: e.userId,
      status: e.status,
      statusDate: new Date(e.statusDate),
      source: "entry" as const,
      method: e.method,
      ...(e.officeId ? { officeId: e.officeId } : {}),
    }));
  return [...kept, ...added].sort(
    (a, b) =>
      a.statusDate.getTime() - b.statusDate.getTime() ||
      (a.source === b.source ? 0 : a.source === "entry" ? -1 : 1) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
