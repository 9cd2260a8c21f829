import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { ClockStatus, CorrectionKind, CorrectionState, PunchMethod } from "../../contract/entries.js";

/**
 * One punch (spec §3 "Clock entry"), immutable once written: the module has no route or service function that updates
 * or removes one. See contract/entries.ts `ClockEntry` for what each field means.
 */
export interface ClockEntryDoc {
  workerId: string;
  userId: string;
  status: ClockStatus;
  /** The instant the punch counts at (server time online; the device's time of an offline punch). */
  statusDate: Date;
  /** The server's time of arrival. */
  receivedAt: Date;
  deviceTime?: Date;
  deviceSeq?: number;
  method: PunchMethod;
  officeId?: string;
  deviceId?: string;
  geo?: { lat: number; lng: number; accuracy?: number };
  withinGeofence?: boolean;
  photoFileId?: string;
  /** SHA-256 of the stored photo (covered by `hash`). */
  photoHash?: string;
  lateSync: boolean;
  /** The client's key for this tap: a retried punch finds the stored one (unique per company). */
  idempotencyKey: string;
  /** Position in the person's chain, from 1 (unique per company and person). */
  seq: number;
  prevHash: string;
  hash: string;
  createdBy: string;
}

export const ClockEntryModel = defineTenantModel<ClockEntryDoc>(
  "ClockEntry",
  {
    workerId: { type: String, required: true },
    userId: { type: String, required: true },
    status: { type: String, required: true, enum: ["start", "middle", "end"] },
    statusDate: { type: Date, required: true },
    receivedAt: { type: Date, required: true },
    deviceTime: { type: Date, default: undefined },
    deviceSeq: { type: Number, default: undefined },
    method: { type: String, required: true, enum: ["web", "qr", "offline", "kiosk"] },
    officeId: { type: String, default: undefined },
    deviceId: { type: String, default: undefined },
    geo: { type: Schema.Types.Mixed, default: undefined },
    withinGeofence: { type: Boolean, default: undefined },
    photoFileId: { type: String, default: undefined },
    photoHash: { type: String, default: undefined },
    lateSync: { type: Boolean, default: false },
    idempotencyKey: { type: String, required: true },
    seq: { type: Number, required: true },
    prevHash: { type: String, required: true },
    hash: { type: String, required: true },
    createdBy: { type: String, required: true },
  },
  {
    collection: "clock_entries",
    indexes: [
      // a retried punch (offline queue, a double tap) is stored once
      { fields: { idempotencyKey: 1 }, options: { unique: true } },
      // a person's chain cannot fork: two writers cannot both append at the same position (and its head is one read)
      { fields: { workerId: 1, seq: 1 }, options: { unique: true } },
      // a person's punches by time (the punch screen, reports)
      { fields: { workerId: 1, statusDate: 1 } },
      // the company's punches by time (reports, the presence board's day)
      { fields: { statusDate: 1 } },
      // receipts are checked by their hash
      { fields: { hash: 1 } },
      // late syncs waiting for review
      { fields: { lateSync: 1, receivedAt: -1 } },
    ],
    // the company-wide chain's position (before the chain per person): it refuses two people at one position
    retiredIndexes: ["companyId_1_seq_1"],
  },
);

/** A correction of the punch log (contract/entries.ts `ClockCorrection`): a separate record, never an edit. */
export interface ClockCorrectionDoc {
  workerId: string;
  userId: string;
  kind: CorrectionKind;
  entryId?: string;
  status?: ClockStatus;
  statusDate: Date;
  reason: string;
  state: CorrectionState;
  proposedBy: string;
  proposedAt: Date;
  decidedBy?: string;
  decidedAt?: Date;
  decisionReason?: string;
  afterClosing?: boolean;
}

export const ClockCorrectionModel = defineTenantModel<ClockCorrectionDoc>(
  "ClockCorrection",
  {
    workerId: { type: String, required: true },
    userId: { type: String, required: true },
    kind: { type: String, required: true, enum: ["add", "void"] },
    entryId: { type: String, default: undefined },
    status: { type: String, default: undefined },
    statusDate: { type: Date, required: true },
    reason: { type: String, required: true },
    state: { type: String, required: true, enum: ["pending", "approved", "refused", "canceled"] },
    proposedBy: { type: String, required: true },
    proposedAt: { type: Date, required: true },
    decidedBy: { type: String, default: undefined },
    decidedAt: { type: Date, default: undefined },
    decisionReason: { type: String, default: undefined },
    afterClosing: { type: Boolean, default: undefined },
  },
  {
    collection: "clock_corrections",
    indexes: [
      { fields: { workerId: 1, statusDate: 1 } },
      { fields: { statusDate: 1 } },
      { fields: { state: 1, proposedAt: -1 } },
      // one live void per punch: a second one waits for the first's decision
      {
        fields: { entryId: 1 },
        options: { unique: true, partialFilterExpression: { state: { $in: ["pending", "approved"] }, kind: "void" } },
      },
    ],
  },
);
