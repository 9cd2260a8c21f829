import { createHash } from "node:crypto";
import type { ServiceContext } from "../../../../core/context.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { ClockEntryModel, type ClockEntryDoc } from "../entries/entries.model.js";

/** The first punch of a company chains onto this. */
export const GENESIS_HASH = "0".repeat(64);

/** The fields a punch's hash covers, in a fixed order (everything that matters in a dispute). */
export type ChainedFields = Omit<ClockEntryDoc, "seq" | "prevHash" | "hash">;

/** SHA-256 over the previous hash and the punch's fields: change one stored field, or remove a punch, and it shows. */
export function entryHash(companyId: string, seq: number, prevHash: string, e: ChainedFields): string {
  const canonical = JSON.stringify([
    companyId,
    seq,
    e.workerId,
    e.userId,
    e.status,
    e.statusDate.toISOString(),
    e.receivedAt.toISOString(),
    e.deviceTime ? e.deviceTime.toISOString() : null,
    e.deviceSeq ?? null,
    e.method,
    e.officeId ?? null,
    e.deviceId ?? null,
    e.geo ? [e.geo.lat, e.geo.lng, e.geo.accuracy ?? null] : null,
    e.withinGeofence ?? null,
    e.photoFileId ?? null,
    Boolean(e.lateSync),
    e.idempotencyKey,
    e.createdBy,
  ]);
  return createHash("sha256").update(prevHash).update("\n").update(canonical).digest("hex");
}

type Stored = ClockEntryDoc & { _id: unknown };

interface Waiting {
  ctx: ServiceContext;
  fields: ChainedFields;
  resolve(doc: { doc: Stored; duplicate: boolean }): void;
  reject(error: unknown): void;
}

/**
 * Appends punches to a company's chain. Correctness lives in the database: the unique `(companyId, seq)` index means
 * two writers (two app instances) can never both append at one position, and each new punch's `prevHash` is the hash
 * of the stored punch before it. A writer that loses a position reads the head again and retries.
 *
 * Throughput: punches of one company arriving together in this process are appended as one batch (one head read,
 * one ordered insert), like a database's group commit, instead of each contending for the head. The queue holds only
 * requests in flight, never tenant data: another instance writing meanwhile just makes this one retry.
 */
export function createChainAppender() {
  const queues = new Map<string, Waiting[]>();
  const running = new Set<string>();
  const MAX_BATCH = 500;

  async function drain(companyId: string) {
    running.add(companyId);
    try {
      for (;;) {
        const queue = queues.get(companyId);
        if (!queue || queue.length === 0) break;
        const batch = queue.splice(0, MAX_BATCH);
        await appendBatch(batch).catch((error) => batch.forEach((w) => w.reject(error)));
      }
    } finally {
      running.delete(companyId);
      queues.delete(companyId);
      // a punch queued between the last check and the delete above
    }
  }

  async function appendBatch(batch: Waiting[]) {
    const ctx = batch[0]!.ctx;
    const entries = scoped(ctx, ClockEntryModel);
    let pending = batch;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 50) throw new Error("clock chain: could not append after 50 attempts");
      // a key already stored (a retry that raced its first attempt, or another instance) is a duplicate
      const keys = pending.map((w) => w.fields.idempotencyKey);
      const existing = (await entries.find({ idempotencyKey: { $in: keys } })) as Stored[];
      const byKey = new Map(existing.map((d) => [d.idempotencyKey, d]));
      const seenInBatch = new Map<string, Waiting>();
      const toWrite: Waiting[] = [];
      const sameKeyLater: Waiting[] = [];
      for (const w of pending) {
        const found = byKey.get(w.fields.idempotencyKey);
        if (found) w.resolve({ doc: found, duplicate: true });
        else if (seenInBatch.has(w.fields.idempotencyKey)) sameKeyLater.push(w);
        else {
          seenInBatch.set(w.fields.idempotencyKey, w);
          toWrite.push(w);
        }
      }
      if (toWrite.length === 0 && sameKeyLater.length === 0) return;
      const head = (await entries.findOne({}, { sort: { seq: -1 }, projection: { seq: 1, hash: 1 } })) as {
        seq: number;
        hash: string;
      } | null;
      let seq = head?.seq ?? 0;
      let prevHash = head?.hash ?? GENESIS_HASH;
      const docs = toWrite.map((w) => {
        seq += 1;
        const hash = entryHash(ctx.companyId, seq, prevHash, w.fields);
        const doc = { ...w.fields, seq, prevHash, hash };
        prevHash = hash;
        return doc;
      });
      try {
        await entries.insertMany(docs);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 11000 && !String(error).includes("E11000")) throw error;
      }
      // which of ours landed (an ordered insert stops at the first conflict: the rest are tried again)
      const landed = (await entries.find({ hash: { $in: docs.map((d) => d.hash) } })) as Stored[];
      const landedByKey = new Map(landed.map((d) => [d.idempotencyKey, d]));
      const retry: Waiting[] = [];
      for (const w of toWrite) {
        const doc = landedByKey.get(w.fields.idempotencyKey);
        if (doc) w.resolve({ doc, duplicate: false });
        else retry.push(w);
      }
      pending = [...retry, ...sameKeyLater];
    }
  }

  return {
    /** Stores a punch at the end of its company's chain, or finds the one stored under its idempotency key. */
    append(ctx: ServiceContext, fields: ChainedFields): Promise<{ doc: Stored; duplicate: boolean }> {
      return new Promise((resolve, reject) => {
        const queue = queues.get(ctx.companyId) ?? [];
        queue.push({ ctx, fields, resolve, reject });
        queues.set(ctx.companyId, queue);
        if (!running.has(ctx.companyId)) void drain(ctx.companyId);
      });
    },
  };
}

export type ChainAppender = ReturnType<typeof createChainAppender>;

/** Recomputes a stored punch's hash (receipt checks, chain audits). */
export const recomputeHash = (companyId: string, doc: ClockEntryDoc): string =>
  entryHash(companyId, doc.seq, doc.prevHash, doc);
