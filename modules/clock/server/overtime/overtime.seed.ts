import { companyDay, type ServiceContext } from "../../../../core/context.js";
import { addDays, addMonths } from "../../../../core/dates/calendar-days.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { LeaveAbsences } from "../../../leave/contract/absences.js";
import type { PeopleDirectory } from "../../../people/contract/directory.js";
import type { ExpectedTime } from "../expected/expected-time.js";
import { kindOf } from "./overtime-rules.js";
import { OvertimeDayModel, type OvertimeDayDoc } from "./overtime.model.js";
import type { OvertimeService } from "./overtime.service.js";
import type { TimeBankService } from "../time-bank/time-bank.service.js";
import { BankMovementModel, type BankMovementDoc } from "../time-bank/time-bank.model.js";
import { remainingCredits, type BankRecord } from "../time-bank/time-bank.service.js";
import { Types } from "mongoose";

/** A small seeded generator (mulberry32): the same demo for the same people. */
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

const SEED_DAYS = 365;
/** Days judged by the real close over the demo punches, if any (the recent past); older days are generated. */
const RECENT_DAYS = 14;

/**
 * Demo overtime (issue 13): the company's settings (approval required, six-month expiry, payroll closing on the 5th),
 * a year of judged days per person with their bank movements (older months generated with a realistic pattern:
 * about one day in five over by 30 min to 2 h, one in ten short), the last two weeks judged by the real rules from the
 * demo punches, a few days pending a leader's decision, one refused, and the bank's expiry run over the year.
 */
export async function seedOvertime(
  ctx: ServiceContext,
  deps: {
    overtime: OvertimeService;
    bank: TimeBankService;
    people: PeopleDirectory;
    leaves: LeaveAbsences;
    expected: ExpectedTime;
  },
): Promise<void> {
  if ((await scoped(ctx, OvertimeDayModel).count()) > 0) return;
  const settings = await deps.overtime.updateSettings(ctx, {
    toleranceMinutes: 10,
    dailyLimitMinutes: 120,
    weeklyLimitMinutes: 600,
    requireApproval: true,
    bankExpiryMonths: 6,
    deadlinePayroll: 5,
  });
  const workers = (await deps.people.listActive(ctx)).slice(0, 60);
  const today = companyDay(ctx);
  const first = addDays(today, -SEED_DAYS);
  const generatedUntil = addDays(today, -RECENT_DAYS - 1);
  const holidays = new Set((await deps.leaves.holidays(ctx, first, today)).map((h) => h.date));
  // published shifts where the company rosters people (scheduling), their schedules otherwise
  const plans = await deps.expected.plans(ctx, {
    workers,
    from: first,
    to: generatedUntil,
    lunchMinutes: settings.lunchMinutes,
  });
  const days: Array<Partial<OvertimeDayDoc>> = [];
  const movements: Array<Partial<BankMovementDoc>> = [];
  for (const [index, worker] of workers.entries()) {
    const mine: Array<Partial<BankMovementDoc> & { _id: Types.ObjectId }> = [];
    const random = seededRandom(index * 7919 + 17);
    const plan = plans.get(worker.userId)!;
    const facts = {
      schedule: worker.schedule,
      plannedDay: (day: string) => plan.day(day),
      holidays,
      leaveDays: new Set<string>(),
      lunchMinutes: settings.lunchMinutes,
    };
    const start =
      worker.startDateAtCompany && worker.startDateAtCompany > first ? worker.startDateAtCompany.slice(0, 10) : first;
    let seq = 0;
    for (let day = start; day <= generatedUntil; day = addDays(day, 1)) {
      const kind = kindOf(day, facts);
      if (kind !== "weekday") continue;
      const expected = plan.day(day).minutes;
      const roll = random();
      let overtime = 0;
      let undertime = 0;
      if (roll < 0.2) overtime = 30 + Math.round(random() * 18) * 5;
      else if (roll < 0.3) undertime = 15 + Math.round(random() * 9) * 5;
      const worked = expected + overtime - undertime;
      const status = overtime > 0 ? (random() < 0.05 ? "refused" : "approved") : "none";
      days.push({
        userId: worker.userId,
        day,
        kind,
        expectedMinutes: expected,
        workedMinutes: worked,
        nightMinutes: 0,
        overtimeMinutes: overtime,
        weightedMinutes: Math.round(overtime * settings.rates.weekday),
        undertimeMinutes: undertime,
        excessMinutes: 0,
        incomplete: false,
        status,
        ...(status !== "none" ? { decidedBy: "system:seed", decidedAt: new Date(`${addDays(day, 1)}T12:00:00Z`) } : {}),
        ...(status === "refused" ? { reason: "Not agreed with the team lead beforehand." } : {}),
      });
      if (status === "approved")
        mine.push({
          _id: new Types.ObjectId(),
          userId: worker.userId,
          seq: ++seq,
          kind: "overtime",
          minutes: overtime,
          day,
          key: `overtime:${worker.userId}:${day}`,
          expiresOn: addMonths(day, settings.bankExpiryMonths),
          authorId: "system:seed",
        });
      if (undertime > 0)
        mine.push({
          _id: new Types.ObjectId(),
          userId: worker.userId,
          seq: ++seq,
          kind: "undertime",
          minutes: -undertime,
          day,
          key: `undertime:${worker.userId}:${day}`,
          of: `day:${worker.userId}:${day}`,
          authorId: "system:seed",
        });
    }
    // the credits already due expire as the job would have expired them (FIFO, what is left of each), in memory
    const records = mine.map((m) => ({ ...m, createdAt: new Date(0) }) as unknown as BankRecord);
    for (const credit of mine) {
      if (!credit.expiresOn || credit.expiresOn > generatedUntil) continue;
      const left = remainingCredits(records).get(String(credit._id)) ?? 0;
      if (left <= 0) continue;
      const expiry = {
        _id: new Types.ObjectId(),
        userId: worker.userId,
        seq: ++seq,
        kind: "expiry" as const,
        minutes: -left,
        day: credit.expiresOn,
        key: `expiry:${String(credit._id)}`,
        of: String(credit._id),
        authorId: "system:seed",
      };
      mine.push(expiry);
      records.push({ ...expiry, createdAt: new Date(0) } as unknown as BankRecord);
    }
    movements.push(...mine);
  }
  await scoped(ctx, OvertimeDayModel).insertMany(days);
  // (each worker's expiries are computed in memory below, as the expiry job would write them)
  await scoped(ctx, BankMovementModel).insertMany(movements);
  // the recent days from the demo punches, through the real rules (pending where they found overtime)
  await deps.overtime.close(ctx, { from: addDays(generatedUntil, 1), to: addDays(today, -1), workers });
  // a couple of days waiting for a leader even without punches: the last workdays of the first people
  const pending = await scoped(ctx, OvertimeDayModel).count({ status: "pending" });
  if (pending < 2) {
    const recent = await scoped(ctx, OvertimeDayModel).find(
      { day: { $gte: addDays(today, -RECENT_DAYS) }, kind: "weekday" },
      { sort: { day: -1 }, limit: 3 },
    );
    for (const [i, d] of recent.entries())
      await scoped(ctx, OvertimeDayModel).updateOne(
        { _id: d._id, status: { $nin: ["approved", "refused"] } },
        {
          $set: {
            status: "pending",
            overtimeMinutes: 45 + i * 30,
            weightedMinutes: Math.round((45 + i * 30) * settings.rates.weekday),
            workedMinutes: d.expectedMinutes + 45 + i * 30,
            undertimeMinutes: 0,
          },
        },
      );
  }
  // credits that come due later expire through the job (clock.time-bank-expire) like any other
}
