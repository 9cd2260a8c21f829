import { actorId, companyDay, type ServiceContext } from "../../../../core/context.js";
import { addMonths } from "../../../../core/dates/calendar-days.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { overtimeEvents, type BankKind, type BankMovement, type ClockTimeBank } from "../../contract/overtime.js";
import { BankMovementModel, type BankMovementDoc } from "./time-bank.model.js";

export type BankRecord = BankMovementDoc & { _id: unknown; createdAt: Date };

export function toMovement(doc: BankRecord): BankMovement {
  return {
    id: String(doc._id),
    userId: doc.userId,
    kind: doc.kind,
    minutes: doc.minutes,
    day: doc.day,
    ...(doc.expiresOn ? { expiresOn: doc.expiresOn } : {}),
    ...(doc.note ? { note: doc.note } : {}),
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

export type NewMovement = Pick<BankMovementDoc, "kind" | "minutes" | "day" | "key"> &
  Partial<Pick<BankMovementDoc, "expiresOn" | "of" | "note">>;

/** Sum of the movements effective on or before `asOf` (all of them when absent). */
export function balanceOf(movements: readonly Pick<BankMovementDoc, "minutes" | "day">[], asOf?: string): number {
  let sum = 0;
  for (const m of movements) if (!asOf || m.day <= asOf) sum += m.minutes;
  return sum;
}

/**
 * What is left of each credit (FIFO): debits (undertime, compensatory time off) spend the oldest credit still alive on
 * their day; an expiry empties the credit it names. Answers the remaining minutes by credit id.
 */
export function remainingCredits(movements: readonly BankRecord[]): Map<string, number> {
  const sorted = [...movements].sort((a, b) => (a.day === b.day ? a.seq - b.seq : a.day < b.day ? -1 : 1));
  const remaining = new Map<string, number>();
  const credits: BankRecord[] = [];
  for (const m of sorted) {
    const id = String(m._id);
    if (m.kind === "expiry") {
      if (m.of) remaining.set(m.of, 0);
      continue;
    }
    if (m.minutes > 0) {
      remaining.set(id, m.minutes);
      credits.push(m);
      continue;
    }
    let owed = -m.minutes;
    for (const c of credits) {
      if (owed <= 0) break;
      const cid = String(c._id);
      const left = remaining.get(cid) ?? 0;
      if (left <= 0 || (c.expiresOn && c.expiresOn <= m.day)) continue;
      const used = Math.min(left, owed);
      remaining.set(cid, left - used);
      owed -= used;
    }
  }
  return remaining;
}

/**
 * The time bank (issue 13): an append-only ledger per person. Writes are serialised per person by optimistic
 * concurrency on `seq` (no transactions on this engine), and each movement carries a unique `key`, so a retried job or
 * request never writes the same fact twice.
 */
export function createTimeBankService(deps: { events: ModuleEvents }) {
  const service = {
    movements(ctx: ServiceContext, userId: string): Promise<BankRecord[]> {
      return scoped(ctx, BankMovementModel).find({ userId }, { sort: { seq: 1 } }) as Promise<BankRecord[]>;
    },

    /**
     * Appends what `build` returns for the person's current movements (nothing when it returns null; it may throw to
     * refuse). Resolves to the stored movement, or null when nothing was written or its key was already recorded.
     */
    async append(
      ctx: ServiceContext,
      userId: string,
      build: (movements: BankRecord[]) => NewMovement | null | Promise<NewMovement | null>,
    ): Promise<BankRecord | null> {
      const bank = scoped(ctx, BankMovementModel);
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const movements = await service.movements(ctx, userId);
        const next = await build(movements);
        if (!next || next.minutes === 0) return null;
        if (movements.some((m) => m.key === next.key)) return null;
        const seq = (movements.at(-1)?.seq ?? 0) + 1;
        try {
          const stored = (await bank.create({ ...next, userId, seq, authorId: actorId(ctx) })) as BankRecord;
          await deps.events.emit(ctx, overtimeEvents.bankMoved, {
            userId,
            kind: stored.kind,
            minutes: stored.minutes,
            day: stored.day,
          });
          return stored;
        } catch (err) {
          if (!isDuplicate(err)) throw err;
          if (!onSeq(err)) return null; // the key: already recorded
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));
        }
      }
      throw new AppError("CLOCK_BANK_BUSY");
    },

    /** A credit (approved overtime) or a debit (undertime), once per key. */
    record(
      ctx: ServiceContext,
      userId: string,
      movement: { kind: BankKind; minutes: number; day: string; key: string; expiryMonths?: number; note?: string },
    ): Promise<BankRecord | null> {
      const { expiryMonths, ...rest } = movement;
      return service.append(ctx, userId, () => ({
        ...rest,
        ...(rest.minutes > 0 && expiryMonths ? { expiresOn: addMonths(rest.day, expiryMonths) } : {}),
      }));
    },

    async balance(ctx: ServiceContext, userId: string, asOf?: string): Promise<number> {
      return balanceOf(await service.movements(ctx, userId), asOf ?? companyDay(ctx));
    },

    async statement(ctx: ServiceContext, userId: string, asOf?: string) {
      const day = asOf ?? companyDay(ctx);
      const movements = await service.movements(ctx, userId);
      const upTo = movements.filter((m) => m.day <= day);
      return { userId, asOf: day, balanceMinutes: balanceOf(upTo), movements: upTo.map(toMovement).reverse() };
    },

    /**
     * Expires what is left of every credit whose expiry day has come (on or before `today`): one `expiry` movement per
     * credit, keyed by it, so running the job twice (or on two instances at once) expires each credit once.
     */
    async expire(ctx: ServiceContext, today: string = companyDay(ctx)): Promise<{ expired: number; minutes: number }> {
      const due = await scoped(ctx, BankMovementModel).find(
        { expiresOn: { $lte: today } },
        { projection: { userId: 1 } },
      );
      const users = [...new Set(due.map((d) => d.userId))];
      let expired = 0;
      let minutes = 0;
      for (const userId of users) {
        const movements = await service.movements(ctx, userId);
        const done = new Set(movements.filter((m) => m.kind === "expiry").map((m) => m.of));
        for (const credit of movements) {
          if (!credit.expiresOn || credit.expiresOn > today || credit.minutes <= 0) continue;
          const id = String(credit._id);
          if (done.has(id)) continue;
          const stored = await service.append(ctx, userId, (fresh) => {
            const left = remainingCredits(fresh).get(id) ?? 0;
            if (left <= 0) return null;
            return { kind: "expiry", minutes: -left, day: credit.expiresOn!, key: `expiry:${id}`, of: id };
          });
          if (stored) {
            expired++;
            minutes += -stored.minutes;
          }
        }
      }
      return { expired, minutes };
    },
  };
  return service;
}

export type TimeBankService = ReturnType<typeof createTimeBankService>;

/** `clock.timeBank` as other modules receive it: the balance, and compensatory time off spent and refunded once. */
export function timeBankForOtherModules(bank: TimeBankService): ClockTimeBank {
  return {
    balance: (ctx, userId, asOf) => bank.balance(ctx, userId, asOf),
    async spend(ctx, input) {
      await bank.append(ctx, input.userId, (movements) => {
        // a retried request finds its spending done
        if (movements.some((m) => m.key === `leave:${input.requestId}`)) return null;
        if (balanceOf(movements) < input.minutes) throw new AppError("CLOCK_BANK_INSUFFICIENT");
        return {
          kind: "compensatory",
          minutes: -input.minutes,
          day: input.day,
          key: `leave:${input.requestId}`,
        };
      });
    },
    async refund(ctx, input) {
      await bank.append(ctx, input.userId, (movements) => {
        const spent = movements.find((m) => m.key === `leave:${input.requestId}`);
        if (!spent) return null;
        return {
          kind: "compensatory",
          minutes: -spent.minutes,
          day: companyDay(ctx),
          key: `refund:${input.requestId}`,
          of: String(spent._id),
        };
      });
    },
  };
}
