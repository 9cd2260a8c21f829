import { actorId, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { LedgerEntry } from "../../contract/index.js";
import { LedgerEntryModel, type LedgerEntryDoc } from "./balances.model.js";

export type LedgerRecord = LedgerEntryDoc & { _id: unknown; createdAt: Date };
/** What a builder appends: everything but the person, the sequence number and the author. */
export type NewEntry = Omit<LedgerEntryDoc, "userId" | "seq" | "authorId">;

export function toLedgerEntry(doc: LedgerRecord): LedgerEntry {
  return {
    id: String(doc._id),
    userId: doc.userId,
    leaveTypeId: doc.leaveTypeId,
    kind: doc.kind,
    amount: doc.amount,
    effectiveDate: doc.effectiveDate,
    reason: doc.reason,
    authorId: doc.authorId,
    ...(doc.requestId ? { requestId: doc.requestId } : {}),
    ...(doc.period ? { period: doc.period } : {}),
    createdAt: doc.createdAt.toISOString(),
  };
}

interface DuplicateKeyError {
  code?: number;
  keyPattern?: Record<string, unknown>;
  message?: string;
}
const isDuplicate = (err: unknown): err is DuplicateKeyError => (err as DuplicateKeyError)?.code === 11000;
const onSeq = (err: DuplicateKeyError): boolean =>
  err.keyPattern ? "seq" in err.keyPattern : /seq/.test(err.message ?? "");

const MAX_ATTEMPTS = 20;

/**
 * The balance ledger (issue 5 "Balances"). No transactions on this engine, so writes are serialised per person by
 * optimistic concurrency on the ledger itself: `append` reads the person's entries, lets the caller decide on them
 * (balance, overlap) and inserts the new entry with the next `seq`. Two writers that read the same entries race for
 * the same `seq`; the unique index lets one in and the other retries on fresh entries, so a balance can never be
 * spent twice and a decision is never taken on stale data.
 */
export const ledgerService = {
  entries(ctx: ServiceContext, userId: string): Promise<LedgerRecord[]> {
    return scoped(ctx, LedgerEntryModel).find({ userId }, { sort: { seq: 1 } }) as Promise<LedgerRecord[]>;
  },

  /**
   * Appends what `build` returns for the current entries (or nothing when it returns null). `build` may throw an
   * AppError to refuse. Resolves to the stored entry, or null when nothing was appended or when the entry's `period`
   * or `releaseOf` was already recorded (idempotent grants and releases).
   */
  async append(
    ctx: ServiceContext,
    userId: string,
    build: (entries: LedgerRecord[]) => NewEntry | null | Promise<NewEntry | null>,
  ): Promise<LedgerRecord | null> {
    const ledger = scoped(ctx, LedgerEntryModel);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const entries = await this.entries(ctx, userId);
      const next = await build(entries);
      if (!next) return null;
      const seq = (entries.at(-1)?.seq ?? 0) + 1;
      try {
        return (await ledger.create({ ...next, userId, seq, authorId: actorId(ctx) })) as LedgerRecord;
      } catch (err) {
        if (!isDuplicate(err)) throw err;
        if (!onSeq(err)) return null;
        // another writer took this seq: decide again on fresh entries, after a short random pause
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));
      }
    }
    throw new AppError("LEAVE_BUSY");
  },

  /** Sum of one type's entries effective on or before `asOf` (every entry when absent). */
  balanceOf(entries: readonly LedgerEntryDoc[], leaveTypeId: string, asOf?: string): number {
    let sum = 0;
    for (const e of entries) if (e.leaveTypeId === leaveTypeId && (!asOf || e.effectiveDate <= asOf)) sum += e.amount;
    return sum;
  },

  /** `use` entries not given back by a `release`: the leaves that hold time and dates. */
  activeUses(entries: readonly LedgerRecord[]): LedgerRecord[] {
    const released = new Set(entries.filter((e) => e.kind === "release").map((e) => e.releaseOf));
    return entries.filter((e) => e.kind === "use" && e.requestId && !released.has(e.requestId));
  },
};
