import { correctedPunchReader } from "../entries/entries.service.js";
import type { PunchSource } from "./overtime.service.js";

/** Up to this many people a read names them (one indexed read each); more read the company's period at once. */
const BY_WORKER_LIMIT = 500;

/**
 * The punches overtime and the reports read: the punching side's corrected log (`correctedPunchReader`: originals
 * not voided by an approved correction, plus approved corrections' punches, two projected reads), by user id. A correction's punch is
 * flagged so the time sheet shows it as one.
 */
export const punchSource: PunchSource = async (ctx, query) => {
  const reader = await correctedPunchReader(ctx, {
    ...(query.workers.length <= BY_WORKER_LIMIT ? { workerIds: query.workers.map((w) => w.id) } : {}),
    from: query.from,
    to: query.to,
  });
  // a person's punches made when the rules ask for them (`correctedPunchReader`)
  const workerOf = new Map(query.workers.map((w) => [w.userId, w.id]));
  return {
    get(userId) {
      const workerId = workerOf.get(userId);
      return workerId === undefined ? undefined : reader.get(workerId);
    },
  };
};
