import { Types } from "mongoose";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { systemContext } from "../../../core/context.js";
import { useTestDatabase } from "../../../core/testing/kit.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import type { ClockStatus } from "../contract/entries.js";
import { ClockCorrectionModel, ClockEntryModel } from "../server/entries/entries.model.js";
import { correctedPunchesByWorker, inTimeOrder } from "../server/entries/entries.service.js";

/**
 * The report's read of punches as per-person columns (`correctedPunchesByWorker`) puts each person's punches in time
 * order itself (ties by seq), not by a sort before the group: checked against a plain sort of the stored punches,
 * inserted in random order, with ties and voided punches.
 */
useTestDatabase("clock_columns");

let seed = 5;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const STATUSES: ClockStatus[] = ["start", "middle", "middle", "end"];

describe("a person's punch columns in time order", () => {
  it("inTimeOrder sorts by time, then seq, as a sort of the rows does", () => {
    for (let n = 0; n < 300; n++) {
      const length = Math.floor(random() * 30);
      const rows = Array.from({ length }, (_, i) => ({
        at: new Date(Date.UTC(2030, 0, 14) + Math.floor(random() * (n % 3 === 0 ? 3 : 40)) * 60_000),
        status: STATUSES[Math.floor(random() * 4)]!,
        seq: i * 7 + Math.floor(random() * 5),
      }));
      // some already in order (the common case), most not
      if (n % 4 === 0) rows.sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);
      else rows.sort(() => random() - 0.5);
      const at = Float64Array.from(rows, (r) => r.at.getTime());
      const status = rows.map((r) => r.status);
      const seq = Float64Array.from(rows, (r) => r.seq);
      inTimeOrder(at, status, seq);
      const want = [...rows].sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);
      expect([...at].map((a, i) => ({ at: new Date(a), status: status[i], seq: seq[i] }))).toEqual(want);
    }
  });

  it("the stored punches of several people, inserted out of order, read back in time order without the voided", async () => {
    const ctx = systemContext({
      companyId: new Types.ObjectId().toString(),
      name: "test",
      log: pino({ level: "silent" }),
    });
    const from = new Date("2030-01-14T00:00:00.000Z");
    const to = new Date("2030-01-17T00:00:00.000Z");
    const docs: Array<Record<string, unknown>> = [];
    for (let w = 0; w < 5; w++) {
      const workerId = `worker-${w}`;
      for (let i = 0; i < 40; i++) {
        // a day on each side of the period, minutes on a coarse grid (ties at one instant)
        const statusDate = new Date(from.getTime() - 86_400_000 + Math.floor(random() * 5 * 96) * 15 * 60_000);
        docs.push({
          workerId,
          userId: `user-${w}`,
          status: STATUSES[Math.floor(random() * 4)]!,
          statusDate,
          receivedAt: statusDate,
          method: "web",
          lateSync: false,
          idempotencyKey: `k-${w}-${i}`,
          seq: i,
          prevHash: "x",
          hash: `h-${w}-${i}`,
          createdBy: `user-${w}`,
        });
      }
    }
    docs.sort(() => random() - 0.5);
    await scoped(ctx, ClockEntryModel).insertMany(docs);
    const stored = (await scoped(ctx, ClockEntryModel).find({})) as Array<{
      _id: unknown;
      workerId: string;
      status: ClockStatus;
      statusDate: Date;
      seq: number;
    }>;
    // an approved void of every fifth punch
    const voided = new Set<string>();
    for (const e of stored.filter((_, i) => i % 5 === 0)) {
      voided.add(String(e._id));
      await scoped(ctx, ClockCorrectionModel).insertMany([
        {
          workerId: e.workerId,
          userId: "u",
          kind: "void",
          entryId: String(e._id),
          statusDate: e.statusDate,
          reason: "wrong",
          state: "approved",
          proposedBy: "u",
          proposedAt: e.statusDate,
        },
      ]);
    }
    const want = new Map<string, Array<{ status: ClockStatus; statusDate: Date }>>();
    for (const e of [...stored].sort((a, b) => a.statusDate.getTime() - b.statusDate.getTime() || a.seq - b.seq)) {
      if (e.statusDate < from || e.statusDate >= to || voided.has(String(e._id))) continue;
      const list = want.get(e.workerId) ?? [];
      list.push({ status: e.status, statusDate: e.statusDate });
      want.set(e.workerId, list);
    }
    expect(want.size).toBe(5);
    for (const workerIds of [undefined, ["worker-1", "worker-3"]]) {
      const got = await correctedPunchesByWorker(ctx, { ...(workerIds ? { workerIds } : {}), from, to });
      const expected = workerIds ? new Map(workerIds.map((w) => [w, want.get(w)!])) : want;
      expect(new Map([...got].sort(([a], [b]) => (a < b ? -1 : 1)))).toEqual(
        new Map([...expected].sort(([a], [b]) => (a < b ? -1 : 1))),
      );
    }
  });
});
