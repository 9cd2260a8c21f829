import type { ServiceContext } from "../../../../core/context.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { ClockStatus } from "../../contract/index.js";
import {
  effectiveEntries,
  type ClockCorrection,
  type ClockEntry,
  type EffectiveEntry,
} from "../../contract/entries.js";
import { ClockCorrectionModel, ClockEntryModel, type ClockCorrectionDoc, type ClockEntryDoc } from "./entries.model.js";

export { effectiveEntries, type EffectiveEntry } from "../../contract/entries.js";
export { workedIntervals, workedMs } from "../../contract/worked-time.js";

type Stored<T> = T & { _id: unknown; createdAt?: Date };

/** A stored punch as the module's code and its API see it. */
export function toEntry(doc: Stored<ClockEntryDoc>): ClockEntry {
  return {
    id: String(doc._id),
    workerId: doc.workerId,
    userId: doc.userId,
    status: doc.status,
    statusDate: doc.statusDate.toISOString(),
    receivedAt: doc.receivedAt.toISOString(),
    ...(doc.deviceTime ? { deviceTime: doc.deviceTime.toISOString() } : {}),
    ...(doc.deviceSeq !== undefined && doc.deviceSeq !== null ? { deviceSeq: doc.deviceSeq } : {}),
    method: doc.method,
    ...(doc.officeId ? { officeId: doc.officeId } : {}),
    ...(doc.deviceId ? { deviceId: doc.deviceId } : {}),
    ...(doc.geo ? { geo: doc.geo } : {}),
    ...(doc.withinGeofence !== undefined && doc.withinGeofence !== null ? { withinGeofence: doc.withinGeofence } : {}),
    ...(doc.photoFileId ? { photoFileId: doc.photoFileId } : {}),
    ...(doc.photoHash ? { photoHash: doc.photoHash } : {}),
    lateSync: Boolean(doc.lateSync),
    idempotencyKey: doc.idempotencyKey,
    seq: doc.seq,
    prevHash: doc.prevHash,
    hash: doc.hash,
    createdBy: doc.createdBy,
  };
}

/** A stored correction as the module's code and its API see it. */
export function toCorrection(doc: Stored<ClockCorrectionDoc>): ClockCorrection {
  return {
    id: String(doc._id),
    workerId: doc.workerId,
    userId: doc.userId,
    kind: doc.kind,
    ...(doc.entryId ? { entryId: doc.entryId } : {}),
    ...(doc.status ? { status: doc.status } : {}),
    statusDate: doc.statusDate.toISOString(),
    reason: doc.reason,
    state: doc.state,
    proposedBy: doc.proposedBy,
    proposedAt: doc.proposedAt.toISOString(),
    ...(doc.decidedBy ? { decidedBy: doc.decidedBy } : {}),
    ...(doc.decidedAt ? { decidedAt: doc.decidedAt.toISOString() } : {}),
    ...(doc.decisionReason ? { decisionReason: doc.decisionReason } : {}),
    ...(doc.afterClosing ? { afterClosing: true } : {}),
  };
}

/** What `listEntries` answers: the log as stored and every correction touching the period, both for reports. */
export interface EntriesInPeriod {
  /** Original punches with `from <= statusDate < to`, by person then time. */
  entries: ClockEntry[];
  /**
   * Corrections (every state: reports show pending and refused ones too) whose `statusDate` is in the period, plus
   * voids of the punches above whatever their own date. Apply the approved ones with `effectiveEntries`.
   */
  corrections: ClockCorrection[];
}

/**
 * The punch log of a period, read by the rest of the clock module (the punch screen, the presence board, overtime,
 * the time bank, reports): immutable originals and corrections as separate records. `workerIds` limits it to those
 * people (one indexed read each); without, the whole company by the `statusDate` index. `to` is exclusive.
 *
 * @example
 * const { entries, corrections } = await listEntries(ctx, { workerIds: [id], from, to });
 * const worked = workedMs(effectiveEntries(entries, corrections));
 */
export async function listEntries(
  ctx: ServiceContext,
  query: { workerIds?: string[]; from: Date; to: Date },
): Promise<EntriesInPeriod> {
  const period = { statusDate: { $gte: query.from, $lt: query.to } };
  const who = query.workerIds ? { workerId: { $in: query.workerIds } } : {};
  const [entryDocs, correctionDocs] = await Promise.all([
    scoped(ctx, ClockEntryModel).find({ ...who, ...period }, { sort: { workerId: 1, statusDate: 1, seq: 1 } }),
    scoped(ctx, ClockCorrectionModel).find({ ...who, ...period }, { sort: { workerId: 1, statusDate: 1 } }),
  ]);
  const entries = (entryDocs as Array<Stored<ClockEntryDoc>>).map(toEntry);
  const corrections = (correctionDocs as Array<Stored<ClockCorrectionDoc>>).map(toCorrection);
  // a void proposed on another day than its punch's still belongs with the punch
  const seen = new Set(corrections.map((c) => c.id));
  const entryIds = entries.map((e) => e.id);
  if (entryIds.length > 0) {
    const voids = (await scoped(ctx, ClockCorrectionModel).find({
      kind: "void",
      entryId: { $in: entryIds },
    })) as Array<Stored<ClockCorrectionDoc>>;
    for (const v of voids) if (!seen.has(String(v._id))) corrections.push(toCorrection(v));
  }
  return { entries, corrections };
}

/**
 * The corrected punch sequence of a period, per person (worker id -> punches in time order): `listEntries` with the
 * approved corrections applied.
 */
export async function effectiveEntriesByWorker(
  ctx: ServiceContext,
  query: { workerIds?: string[]; from: Date; to: Date },
): Promise<Map<string, EffectiveEntry[]>> {
  const { entries, corrections } = await listEntries(ctx, query);
  const byWorker = new Map<string, EffectiveEntry[]>();
  for (const e of effectiveEntries(entries, corrections)) {
    // an approved add dated outside the period is not part of it (a void's date may be; it only removes)
    if (e.statusDate < query.from || e.statusDate >= query.to) continue;
    const list = byWorker.get(e.workerId) ?? [];
    list.push(e);
    byWorker.set(e.workerId, list);
  }
  return byWorker;
}

/** A punch of the corrected sequence as reports read it: what the rules need, and whether a correction added it. */
export interface ReportPunch {
  status: ClockStatus;
  statusDate: Date;
  correction?: true;
}

/**
 * `effectiveEntriesByWorker` for reports over many people (overtime, the time sheet): the same corrected sequence, per
 * worker id, from two projected reads of the whole filter (the period's punches, and the period's approved
 * corrections: a void carries its punch's `statusDate`, so the period's voids are exactly those of the period's
 * punches), with no DTO made per punch. `workerIds` limits the reads (`$in` on the `workerId, statusDate` index);
 * without, the company's period by the `statusDate` index.
 */
export async function correctedPunchesByWorker(
  ctx: ServiceContext,
  query: { workerIds?: readonly string[]; from: Date; to: Date },
): Promise<Map<string, ReportPunch[]>> {
  const period = { statusDate: { $gte: query.from, $lt: query.to } };
  const who = query.workerIds ? { workerId: { $in: [...query.workerIds] } } : {};
  const [entryDocs, correctionDocs] = await Promise.all([
    scoped(ctx, ClockEntryModel).find(
      { ...who, ...period },
      { projection: { workerId: 1, status: 1, statusDate: 1 } },
    ) as Promise<Array<{ _id: unknown; workerId: string; status: ClockStatus; statusDate: Date }>>,
    scoped(ctx, ClockCorrectionModel).find(
      { ...who, ...period, state: "approved" },
      { projection: { workerId: 1, kind: 1, entryId: 1, status: 1, statusDate: 1 } },
    ) as Promise<
      Array<{ _id: unknown; workerId: string; kind: string; entryId?: string; status?: ClockStatus; statusDate: Date }>
    >,
  ]);
  const voided = new Set<string>();
  const rows: Array<ReportPunch & { workerId: string; id: string }> = [];
  for (const c of correctionDocs) {
    if (c.kind === "void" && c.entryId) voided.add(c.entryId);
    else if (c.kind === "add" && c.status)
      rows.push({
        workerId: c.workerId,
        id: String(c._id),
        status: c.status,
        statusDate: c.statusDate,
        correction: true,
      });
  }
  for (const e of entryDocs) {
    const id = String(e._id);
    if (!voided.has(id)) rows.push({ workerId: e.workerId, id, status: e.status, statusDate: e.statusDate });
  }
  // time order; ties: originals first, then by id (effectiveEntries' order)
  rows.sort(
    (a, b) =>
      a.statusDate.getTime() - b.statusDate.getTime() ||
      Number(Boolean(a.correction)) - Number(Boolean(b.correction)) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const byWorker = new Map<string, ReportPunch[]>();
  for (const { workerId, status, statusDate, correction } of rows) {
    let list = byWorker.get(workerId);
    if (!list) byWorker.set(workerId, (list = []));
    list.push(correction ? { status, statusDate, correction } : { status, statusDate });
  }
  return byWorker;
}
