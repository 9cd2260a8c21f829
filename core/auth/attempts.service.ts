import type { AuthContext } from "./auth-context.js";
import { AttemptModel, type AttemptRecord } from "./attempts.model.js";

/** A budget of attempts per fixed window. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/** Whether `key` has used up its budget in the current window, and when that window ends. */
export async function isLimited(
  ctx: AuthContext,
  key: string,
  limit: AttemptLimit,
): Promise<{ limited: boolean; windowEndsAt?: Date }> {
  const record = await AttemptModel.findById(key).lean<AttemptRecord>().exec();
  if (!record || record.windowEndsAt <= ctx.now()) return { limited: false };
  return { limited: record.count >= limit.max, windowEndsAt: record.windowEndsAt };
}

/**
 * Counts one attempt against `key`. Each step is a single-document atomic write (no transactions on the engine):
 * increment inside a live window, else restart the window, else create it; a race between two first attempts can
 * lose one count, which a rate limit tolerates.
 */
export async function recordAttempt(ctx: AuthContext, key: string, limit: AttemptLimit): Promise<void> {
  const now = ctx.now();
  const incremented = await AttemptModel.updateOne(
    { _id: key, windowEndsAt: { $gt: now } },
    { $inc: { count: 1 } },
  ).exec();
  if (incremented.matchedCount > 0) return;
  const windowEndsAt = new Date(now.getTime() + limit.windowMs);
  await AttemptModel.updateOne({ _id: key }, { $set: { count: 1, windowEndsAt } }, { upsert: true }).exec();
}

/** Forgets the attempts of `key` (a successful sign-in clears its account's failures). */
export async function clearAttempts(key: string): Promise<void> {
  await AttemptModel.deleteOne({ _id: key }).exec();
}
