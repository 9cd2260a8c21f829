import { createHash } from "node:crypto";
import type { ServiceContext } from "../../../../core/context.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { ClockEntryModel, type ClockEntryDoc } from "../entries/entries.model.js";

/** The first punch of a person chains onto this. */
export const GENESIS_HASH = "0".repeat(64);

/** The fields a punch's hash covers, in a fixed order (everything that matters in a dispute). */
export type ChainedFields = Omit<ClockEntryDoc, "seq" | "prevHash" | "hash">;

/** A stored punch. */
export type StoredEntry = ClockEntryDoc & { _id: unknown };

/** The end of a person's chain: their last punch's position and hash (null before their first punch). */
export type ChainHead = Pick<ClockEntryDoc, "seq" | "hash"> | null;

/**
 * SHA-256 over the previous hash and the punch's fields (the company, the person and the position among them): change
 * one stored field, or remove a punch, and it shows.
 */
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
    // the photo's bytes (added later: present only on punches with a photo, so earlier hashes stay what they were)
    ...(e.photoHash ? [e.photoHash] : []),
  ]);
  return createHash("sha256").update(prevHash).update("\n").update(canonical).digest("hex");
}

/** The next link of a person's chain after `head`. */
export function chainLink(companyId: string, head: ChainHead, fields: ChainedFields): ClockEntryDoc {
  const seq = (head?.seq ?? 0) + 1;
  const prevHash = head?.hash ?? GENESIS_HASH;
  return Object.assign({}, fields, { seq, prevHash, hash: entryHash(companyId, seq, prevHash, fields) });
}

/** The end of the person's chain: one indexed read (`{companyId, workerId, seq}`). */
export async function chainHead(ctx: ServiceContext, workerId: string): Promise<ChainHead> {
  const head = await scoped(ctx, ClockEntryModel).findOne(
    { workerId },
    { sort: { seq: -1 }, projection: { seq: 1, hash: 1 } },
  );
  return head ? { seq: head.seq, hash: head.hash } : null;
}

const isDuplicateKey = (error: unknown) =>
  (error as { code?: unknown }).code === 11000 || String(error).includes("E11000");

/**
 * Stores a punch as the next link of its person's chain, after `head` (read by the caller together with the person's
 * recent punches, which the sequence rule needs anyway): one insert. Correctness lives in the database: the unique
 * `(companyId, workerId, seq)` index means two writers (two taps, two app instances) can never both take a position,
 * and the unique `(companyId, idempotencyKey)` index means a retried tap is stored once.
 *
 * Answers `stored`, `duplicate` (the key is stored already: that punch) or `moved` (someone else took the position:
 * read the person's punches again, check the sequence again and retry). No per-process state at all: every instance
 * appends the same way, and people never wait for one another (a chain per person, not per company).
 */
export async function appendToChain(
  ctx: ServiceContext,
  head: ChainHead,
  fields: ChainedFields,
): Promise<{ outcome: "stored" | "duplicate"; doc: StoredEntry } | { outcome: "moved" }> {
  const entries = scoped(ctx, ClockEntryModel);
  const doc = chainLink(ctx.companyId, head, fields);
  try {
    // written whole, without a mongoose document: every field is set and checked by checkPunch and chainLink
    return { outcome: "stored", doc: (await entries.createLean(doc)) as StoredEntry };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const stored = (await entries.findOne({ idempotencyKey: fields.idempotencyKey })) as StoredEntry | null;
  return stored ? { outcome: "duplicate", doc: stored } : { outcome: "moved" };
}

/** Recomputes a stored punch's hash (receipt checks, chain audits). */
export const recomputeHash = (companyId: string, doc: ClockEntryDoc): string =>
  entryHash(companyId, doc.seq, doc.prevHash, doc);
