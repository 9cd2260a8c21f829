import { companyDay, type ServiceContext } from "../../../core/context.js";
import { addDays, eachDay } from "../../../core/dates/calendar-days.js";
import type { DemoSeedInput } from "../../../core/modules/define-module.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import type { PeopleDirectory } from "../../people/contract/directory.js";
import type { ClockStatus } from "../contract/index.js";
import { zonedTime } from "../contract/time-zone.js";
import {
  ClockCorrectionModel,
  ClockEntryModel,
  type ClockCorrectionDoc,
  type ClockEntryDoc,
} from "./entries/entries.model.js";
import type { ExpectedTime } from "./expected/expected-time.js";
import type { KioskService } from "./kiosk/kiosk.service.js";
import { entryHash, GENESIS_HASH, type ChainedFields } from "./punch/chain.js";
import { ClockSettingsModel } from "./settings/settings.model.js";
import type { SettingsService } from "./settings/settings.service.js";

/** A small seeded generator (mulberry32): the same demo every time for the same "today". */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MINUTE = 60_000;
const MAX_SEEDED_PEOPLE = 60;

/**
 * The clock's demo data: a year of punches for the active workers of the demo company (the first 60 of a bigger one), written in bulk through the
 * model with the chain's real hashes (the same `entryHash` as live punches, so the chain check passes): workdays of
 * their published shifts where the company rosters them (scheduling), of their schedule otherwise (no leave, no
 * weekend), arrivals around the schedule's start (a few minutes early or late), an hour's
 * lunch, most by QR at their office, some by the web app, a few offline with a late sync; a handful of corrections
 * (missed ends added, a double punch voided) decided by an admin, and two still pending for today's leaders. One kiosk
 * device per office. Does nothing when the company already has punches.
 */
export async function seedClock(
  ctx: ServiceContext,
  deps: {
    people: PeopleDirectory;
    settings: SettingsService;
    kiosk: KioskService;
    expected: ExpectedTime;
    input: DemoSeedInput;
  },
): Promise<void> {
  const entries = scoped(ctx, ClockEntryModel);
  if ((await entries.count({})) > 0) return;
  await deps.settings.stored(ctx);
  // the demo company offers a photo with each punch (optional: the punch page shows the consent and the camera)
  await scoped(ctx, ClockSettingsModel).updateOne({}, { $set: { "clockConfig.photo": "optional" } });
  const zone = ctx.timeZone ?? "UTC";
  const offices = await deps.people.offices(ctx);
  const devices: Record<string, string> = {};
  for (const office of offices.slice(0, 3)) {
    const { device } = await deps.kiosk.create(ctx, { name: `${office.name} reception`, officeId: office.id });
    devices[office.id] = device.id;
  }
  // a year of punches for a demo-sized company; a bigger tenant (the 10,000-person benchmarks) gets them for its first
  // people only, so seeding stays seconds rather than millions of documents
  const workers = (await deps.people.listActive(ctx)).slice(0, MAX_SEEDED_PEOPLE);
  if (workers.length === 0) return;
  const random = seededRandom(20261301);
  const today = companyDay(ctx);
  const days = eachDay(addDays(today, -365), addDays(today, -1));
  const plans = await deps.expected.plans(ctx, {
    workers,
    from: days[0]!,
    to: days[days.length - 1]!,
    lunchMinutes: (await deps.settings.get(ctx)).lunchTime,
  });
  const admin = deps.input.people.find((p) => p.role === "admin")?.userId ?? "system:demo-seed";

  // every person's chain: their last position and hash
  const heads = new Map<string, { seq: number; hash: string }>();
  let batch: ClockEntryDoc[] = [];
  const corrections: ClockCorrectionDoc[] = [];
  const flush = async () => {
    if (batch.length) await entries.insertMany(batch);
    batch = [];
  };
  const jitter = (spread: number) => Math.round((random() + random() + random() - 1.5) * spread) * MINUTE;

  for (const day of days) {
    for (const worker of workers) {
      // the published shift where the company rosters the person (scheduling), their schedule otherwise
      const planned = plans.get(worker.userId)!.day(day);
      const ranges = planned.ranges.map(([from, to]): [number, number] => [from / 60, to / 60]);
      if (ranges.length === 0 || random() < 0.04) continue; // a day off, or a sick day / leave
      const first = ranges[0]!;
      const last = ranges[ranges.length - 1]!;
      const lunch = planned.source === "shift" ? planned.breakMinutes : 60;
      const startAt = new Date(zonedTime(day, first[0], zone).getTime() + jitter(12));
      const endAt = new Date(zonedTime(day, last[1], zone).getTime() + jitter(20));
      const lunchOut =
        ranges.length > 1
          ? new Date(zonedTime(day, first[1], zone).getTime() + jitter(6))
          : new Date(
              startAt.getTime() + ((endAt.getTime() - startAt.getTime()) / 2 - (lunch / 2) * MINUTE) + jitter(10),
            );
      const lunchIn =
        ranges.length > 1
          ? new Date(zonedTime(day, ranges[1]![0], zone).getTime() + jitter(6))
          : new Date(lunchOut.getTime() + lunch * MINUTE + jitter(5));
      const forgotEnd = random() < 0.01;
      const punches: Array<[ClockStatus, Date]> = [
        ["start", startAt],
        ...(ranges.length > 1 || lunch > 0
          ? ([
              ["middle", lunchOut],
              ["middle", lunchIn],
            ] as Array<[ClockStatus, Date]>)
          : []),
        ...(forgotEnd ? [] : ([["end", endAt]] as Array<[ClockStatus, Date]>)),
      ];
      const byQr = worker.officeId && devices[worker.officeId] && random() < 0.7;
      const offlineDay = random() < 0.01;
      for (const [status, at] of punches) {
        const offline = offlineDay && status === "end";
        const receivedAt = offline ? new Date(at.getTime() + (50 + Math.floor(random() * 600)) * MINUTE) : at;
        const fields: ChainedFields = {
          workerId: worker.id,
          userId: worker.userId,
          status,
          statusDate: at,
          receivedAt,
          ...(offline ? { deviceTime: at, deviceSeq: 1 } : {}),
          method: offline ? "offline" : byQr ? "qr" : "web",
          ...(worker.officeId ? { officeId: worker.officeId } : {}),
          ...(byQr && !offline ? { deviceId: devices[worker.officeId!]! } : {}),
          lateSync: offline,
          idempotencyKey: `seed-${worker.id}-${day}-${status}-${at.getTime()}`,
          createdBy: offline || !byQr ? worker.userId : worker.userId,
        };
        const head = heads.get(worker.id);
        const seq = (head?.seq ?? 0) + 1;
        const prevHash = head?.hash ?? GENESIS_HASH;
        const hash = entryHash(ctx.companyId, seq, prevHash, fields);
        batch.push({ ...fields, seq, prevHash, hash });
        heads.set(worker.id, { seq, hash });
      }
      if (forgotEnd)
        corrections.push({
          workerId: worker.id,
          userId: worker.userId,
          kind: "add",
          status: "end",
          statusDate: endAt,
          reason: "Forgot to punch out",
          state: random() < 0.85 ? "approved" : "refused",
          proposedBy: worker.userId,
          proposedAt: new Date(endAt.getTime() + 16 * 60 * MINUTE),
          decidedBy: admin,
          decidedAt: new Date(endAt.getTime() + 40 * 60 * MINUTE),
          decisionReason: "Checked with the team",
        });
    }
    if (batch.length >= 5000) await flush();
  }
  await flush();
  // two corrections still waiting for a decision, for the leaders' board
  const recent = (await entries.find({ status: "start" }, { sort: { statusDate: -1 }, limit: 2 })) as Array<
    ClockEntryDoc & { _id: unknown }
  >;
  const now = ctx.now();
  recent.forEach((e, i) =>
    corrections.push(
      i === 0
        ? {
            workerId: e.workerId,
            userId: e.userId,
            kind: "add",
            status: "middle",
            statusDate: new Date(e.statusDate.getTime() + 4 * 60 * MINUTE),
            reason: "I left for lunch but the app was closed",
            state: "pending",
            proposedBy: e.userId,
            proposedAt: now,
          }
        : {
            workerId: e.workerId,
            userId: e.userId,
            kind: "void",
            entryId: String(e._id),
            status: e.status,
            statusDate: e.statusDate,
            reason: "Punched twice by mistake",
            state: "pending",
            proposedBy: e.userId,
            proposedAt: now,
          },
    ),
  );
  if (corrections.length) await scoped(ctx, ClockCorrectionModel).insertMany(corrections);
}
