import { correctedPunchesByWorker } from "../entries/entries.service.js";
import type { PunchSource } from "./overtime.service.js";

/** Up to this many people a read names them (one indexed read each); more read the company's period at once. */
const BY_WORKER_LIMIT = 500;

/**
 * The punches overtime and the reports read: the punching side's corrected log (`correctedPunchesByWorker`: originals
 * not voided by an approved correction, plus approved corrections' punches, two projected reads), by user id. A correction's punch is
 * flagged so the time sheet shows it as one.
 */
export const punchSource: PunchSource = async (ctx, query) => {
  const byWorker = await correctedPunchesByWorker(ctx, {
    ...(query.workers.length <= BY_WORKER_LIMIT ? { workerIds: query.workers.map((w) => w.id) } : {}),
    from: query.from,
    to: query.to,
  });
  const userOf = new Map(query.workers.map((w) => [w.id, w.userId]));
  const out = new Map<string, Array<{ status: "start" | "middle" | "end"; statusDate: Date; correction?: boolean }>>();
  for (const [workerId, entries] of byWorker) {
    const userId = userOf.get(workerId);
    if (!userId) continue;
    out.set(userId, entries);
  }
  return out;
};
