import type { FastifyBaseLogger } from "fastify";
import { CompanyModel } from "./company.model.js";
import { toCompanyObjectId } from "./tenants.service.js";

/**
 * A company's last activity (the founder's companies list, issue 18): when one of its members last made a request
 * with a session. Recorded cheaply and correctly on several instances:
 *
 * - one conditional write, `lastActivityAt` older than `ACTIVITY_INTERVAL_MS` (or unset) → now, so however many
 *   instances and sessions are busy, the company document is written at most about once per interval;
 * - written on the collection itself, not through the model: the field is not in any cached summary, so moving the
 *   `companies` cache version (and every instance's company cache with it) every few minutes would cost for nothing;
 * - each process also skips the write for a company it wrote (or found fresh) within the interval: only a throttle,
 *   never the truth (another instance's write is seen by the condition).
 *
 * Accurate to `ACTIVITY_INTERVAL_MS`. API keys and the founder's support view do not count as a member's activity.
 */
export const ACTIVITY_INTERVAL_MS = 5 * 60_000;

const recent = new Map<string, number>();
const RECENT_MAX = 10_000;

export async function touchCompanyActivity(companyId: string, now: Date, log: FastifyBaseLogger): Promise<void> {
  const at = now.getTime();
  const last = recent.get(companyId);
  if (last !== undefined && at - last >= 0 && at - last < ACTIVITY_INTERVAL_MS) return;
  const _id = toCompanyObjectId(companyId);
  if (!_id) return;
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(companyId, at);
  try {
    await CompanyModel.collection.updateOne(
      {
        _id,
        $or: [{ lastActivityAt: null }, { lastActivityAt: { $lt: new Date(at - ACTIVITY_INTERVAL_MS) } }],
      } as never,
      { $set: { lastActivityAt: now } },
    );
  } catch (err) {
    // the activity column is a convenience: a failed write never fails the member's request
    recent.delete(companyId);
    log.warn({ err, companyId }, "company activity not recorded");
  }
}
