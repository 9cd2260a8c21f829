import { BSON } from "bson";
import type { ServiceContext } from "../../../../core/context.js";
import { readColumns } from "../../../../core/db/bson-columns.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { ClockStatus } from "../../contract/index.js";
import {
  CLOCK_STATUSES,
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
  // the optional fields set one by one: a literal with conditional spreads takes V8 11.3's slow path (every punch's
  // answer goes through here; core/tenancy/scoped.ts)
  const entry: ClockEntry = {
    id: String(doc._id),
    workerId: doc.workerId,
    userId: doc.userId,
    status: doc.status,
    statusDate: doc.statusDate.toISOString(),
    receivedAt: doc.receivedAt.toISOString(),
    method: doc.method,
    lateSync: Boolean(doc.lateSync),
    idempotencyKey: doc.idempotencyKey,
    seq: doc.seq,
    prevHash: doc.prevHash,
    hash: doc.hash,
    createdBy: doc.createdBy,
  };
  if (doc.deviceTime) entry.deviceTime = doc.deviceTime.toISOString();
  if (doc.deviceSeq !== undefined && doc.deviceSeq !== null) entry.deviceSeq = doc.deviceSeq;
  if (doc.officeId) entry.officeId = doc.officeId;
  if (doc.deviceId) entry.deviceId = doc.deviceId;
  if (doc.geo) entry.geo = doc.geo;
  if (doc.withinGeofence !== undefined && doc.withinGeofence !== null) entry.withinGeofence = doc.withinGeofence;
  if (doc.photoFileId) entry.photoFileId = doc.photoFileId;
  if (doc.photoHash) entry.photoHash = doc.photoHash;
  return entry;
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
 * worker id, from two reads of the whole filter: the period's punches grouped per person as columns (times, statuses,
 * seqs in time order), and the period's approved corrections (a void carries its punch's `statusDate`, so the
 * period's voids are exactly those of the period's punches; their punches' seqs are read by id). Nothing is made per
 * punch but the punch. Ties at one instant: originals in log order (seq), then additions by id. `workerIds` limits
 * the reads (`$in` on the `workerId, statusDate` index); without, the company's period by the `statusDate` index.
 */
export async function correctedPunchesByWorker(
  ctx: ServiceContext,
  query: { workerIds?: readonly string[]; from: Date; to: Date },
): Promise<Map<string, ReportPunch[]>> {
  const reader = await correctedPunchReader(ctx, query);
  const byWorker = new Map<string, ReportPunch[]>();
  for (const workerId of reader.workerIds) byWorker.set(workerId, reader.get(workerId)!);
  return byWorker;
}

/** The corrected punches of a read (`correctedPunchReader`), a person's made when asked for. */
export interface PunchReader {
  /** The people with punches in the period. */
  workerIds: string[];
  /** A person's punches in time order; undefined when they have none. Made anew at each call. */
  get(workerId: string): ReportPunch[] | undefined;
}

/**
 * `correctedPunchesByWorker` without making every person's punches at once: the reads are the same, and a person's
 * punch list is made from their columns when asked for, so a report that judges one person at a time holds the
 * columns only (a batch of 500 people's punch objects held at once outlived the young generation and was copied by
 * every collection until it died).
 */
export async function correctedPunchReader(
  ctx: ServiceContext,
  query: { workerIds?: readonly string[]; from: Date; to: Date },
): Promise<PunchReader> {
  const period = { statusDate: { $gte: query.from, $lt: query.to } };
  const who = query.workerIds ? { workerId: { $in: [...query.workerIds] } } : {};
  const [grouped, correctionDocs] = await Promise.all([
    // one document per person, the punches as columns: no document, id or worker id string per punch (the time
    // sheet reads close to a million of them), read from the BSON as typed columns (`readColumns`: no Date, string
    // or array element name per punch). Put in time order per person here (`inTimeOrder`), not by a `$sort`
    // before the group: read by person from the index, a batch's punches are not in time order across people, and
    // the engine sorted all of them (440,000 rows per report for 10,000 people) to order each person's 88
    scoped(ctx, ClockEntryModel).aggregateRaw([
      { $match: { ...who, ...period } },
      {
        $group: {
          _id: "$workerId",
          at: { $push: "$statusDate" },
          status: { $push: "$status" },
          seq: { $push: "$seq" },
        },
      },
    ]),
    scoped(ctx, ClockCorrectionModel).find(
      { ...who, ...period, state: "approved" },
      { projection: { workerId: 1, kind: 1, entryId: 1, status: 1, statusDate: 1 } },
    ) as Promise<
      Array<{ _id: unknown; workerId: string; kind: string; entryId?: string; status?: ClockStatus; statusDate: Date }>
    >,
  ]);
  // approved additions per person in time order (ties by id), and the voided punches by person and seq
  const added = new Map<string, Array<ReportPunch & { id: string }>>();
  const voidIds: string[] = [];
  for (const c of correctionDocs) {
    if (c.kind === "void" && c.entryId && OBJECT_ID.test(c.entryId)) voidIds.push(c.entryId);
    else if (c.kind === "add" && c.status) {
      let list = added.get(c.workerId);
      if (!list) added.set(c.workerId, (list = []));
      list.push({ id: String(c._id), status: c.status, statusDate: c.statusDate, correction: true });
    }
  }
  for (const list of added.values())
    list.sort((a, b) => a.statusDate.getTime() - b.statusDate.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const voided = new Set<string>();
  if (voidIds.length > 0) {
    const docs = (await scoped(ctx, ClockEntryModel).find(
      { _id: { $in: voidIds } },
      { projection: { workerId: 1, seq: 1 } },
    )) as Array<{ workerId: string; seq: number }>;
    for (const d of docs) voided.add(`${d.workerId}:${d.seq}`);
  }
  const columnsOf = new Map<string, PunchColumns>();
  for (const bytes of grouped) {
    const c = punchColumns(bytes);
    columnsOf.set(c.workerId, c);
  }
  const workerIds = [...columnsOf.keys()];
  for (const workerId of added.keys()) if (!columnsOf.has(workerId)) workerIds.push(workerId);
  const punchesOf = (workerId: string): ReportPunch[] | undefined => {
    const adds = added.get(workerId);
    const c = columnsOf.get(workerId);
    if (!c) return adds?.map(withoutId);
    const { at, status, seq } = c;
    inTimeOrder(at, status, seq);
    const list: ReportPunch[] = [];
    let a = 0;
    for (let i = 0; i < at.length; i++) {
      if (voided.size > 0 && voided.has(`${workerId}:${seq[i]}`)) continue;
      const time = at[i]!;
      // an addition goes after originals at its instant
      while (adds && a < adds.length && adds[a]!.statusDate.getTime() < time) list.push(withoutId(adds[a++]!));
      list.push({ status: status[i]!, statusDate: new Date(time) });
    }
    while (adds && a < adds.length) list.push(withoutId(adds[a++]!));
    return list.length > 0 ? list : undefined;
  };
  return {
    // a person whose punches were all voided has none (asked only when something was voided)
    workerIds: voided.size === 0 ? workerIds : workerIds.filter((w) => punchesOf(w) !== undefined),
    get: punchesOf,
  };
}

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** A person's punches of a read as columns: instants (ms), statuses and chain positions, index for index. */
interface PunchColumns {
  workerId: string;
  at: Float64Array;
  status: ClockStatus[];
  seq: Float64Array;
}

const PUNCH_COLUMNS = { at: "date", status: { oneOf: CLOCK_STATUSES }, seq: "number" } as const;

/** A grouped document's columns, from its bytes; through the driver's reader when it holds something unusual. */
function punchColumns(bytes: Uint8Array): PunchColumns {
  const read = readColumns(bytes, PUNCH_COLUMNS);
  if (read) {
    const { at, status, seq } = read.columns;
    return { workerId: String(read._id), at, status: status as ClockStatus[], seq };
  }
  const doc = BSON.deserialize(bytes) as { _id: unknown; at: Date[]; status: ClockStatus[]; seq: number[] };
  return {
    workerId: String(doc._id),
    at: Float64Array.from(doc.at, (d) => d.getTime()),
    status: doc.status,
    seq: Float64Array.from(doc.seq),
  };
}

/**
 * A person's punch columns put in time order, a tie by seq (their log order), in place: one pass when they already are
 * (punches are stored as they happen; an offline punch synced late is not).
 */
export function inTimeOrder(at: Float64Array, status: ClockStatus[], seq: Float64Array): void {
  let ordered = true;
  for (let i = 1; i < at.length && ordered; i++) {
    const d = at[i - 1]! - at[i]!;
    if (d > 0 || (d === 0 && seq[i - 1]! > seq[i]!)) ordered = false;
  }
  if (ordered) return;
  const order: number[] = [];
  for (let i = 0; i < at.length; i++) order.push(i);
  order.sort((a, b) => at[a]! - at[b]! || seq[a]! - seq[b]!);
  const [at0, status0, seq0] = [at.slice(), status.slice(), seq.slice()];
  for (let i = 0; i < order.length; i++) {
    at[i] = at0[order[i]!]!;
    status[i] = status0[order[i]!]!;
    seq[i] = seq0[order[i]!]!;
  }
}

const withoutId = ({ status, statusDate }: ReportPunch): ReportPunch => ({ status, statusDate, correction: true });
