/**
 * The server side of `npm run bench:leave`, its own process like api-server.ts: the app with the product's modules on
 * the database at `BENCH_DB_URI` (the embedded engine in its own process) or an embedded engine inside this process,
 * and a tenant of `BENCH_WORKERS` people (default 10,000, the demo seed) with a year of leaves:
 *  - the br pack's leave types (createLeaveTypesService(...).choosePack, the service itself);
 *  - per worker, a vacation `grant` of 30 days on 1 January and 2-3 approved vacations spread over the year, written
 *    as bulk inserts of exactly the documents requests.service.ts `create` writes (a `use` ledger entry with the next
 *    `seq`, an approved leave request with the autopilot's history) — the service path would take hours here;
 *  - sessions for `BENCH_CREATORS` workers (default 1,000), who each create one leave during the benchmark.
 * Prints one JSON line `{ url, token, companyId, vacationTypeId, creators, leaves }` when ready.
 */
import { Types } from "mongoose";
import { createSession } from "../core/auth/sessions.service.js";
import { scoped } from "../core/tenancy/scoped.js";
import { addDays, countDays, DAY_MS, monthsOf } from "../core/dates/calendar-days.js";
import { LedgerEntryModel, type LedgerEntryDoc } from "../modules/leave/server/balances/balances.model.js";
import { LeaveRequestModel, type LeaveRequestDoc } from "../modules/leave/server/requests/requests.model.js";
import { say, startSeededApp } from "./seeded-app.js";

const WORKERS = Number(process.env.BENCH_WORKERS ?? 10_000);
const CREATORS = Number(process.env.BENCH_CREATORS ?? 1000);
const YEAR = Number(process.env.BENCH_YEAR ?? 2026);
const { address, token, companyId, ctx, vacation, userIds, close } = await startSeededApp({
  dbName: "bench_leave",
  workers: WORKERS,
  dbUri: process.env.BENCH_DB_URI,
});

// 2-3 leaves of 1-10 days per person over the year, deterministic, never overlapping one another
const ledger: Array<Partial<LedgerEntryDoc>> = [];
const leaves: Array<Partial<LeaveRequestDoc> & { _id: Types.ObjectId }> = [];
const history = (at: string) => [{ from: "pending", to: "approved", by: "system:autopilot", at }];
userIds.forEach((userId, i) => {
  ledger.push({
    userId,
    seq: 1,
    leaveTypeId: vacation.id,
    kind: "grant",
    amount: 30 * DAY_MS,
    effectiveDate: `${YEAR}-01-01`,
    reason: "bench: yearly vacation",
    authorId: "system:bench-seed",
  });
  const count = 2 + (i % 2);
  for (let k = 0; k < count; k++) {
    // each leave starts somewhere in its own third of the year (121 days), so they never overlap
    const startDate = addDays(`${YEAR}-01-01`, k * 121 + ((i * 37 + k * 53) % 105));
    const endDate = addDays(startDate, (i + k) % 10);
    const days = countDays(startDate, endDate);
    const _id = new Types.ObjectId();
    ledger.push({
      userId,
      seq: 2 + k,
      leaveTypeId: vacation.id,
      kind: "use",
      amount: -days * DAY_MS,
      effectiveDate: startDate,
      reason: "leave request",
      authorId: userId,
      requestId: String(_id),
      startDate,
      endDate,
    });
    leaves.push({
      _id,
      userId,
      leaveTypeId: vacation.id,
      startDate,
      endDate,
      countDays: days,
      months: monthsOf(startDate, endDate),
      amount: days * DAY_MS,
      status: "approved",
      steps: [],
      stepIndex: 0,
      history: history(`${startDate}T09:00:00.000Z`),
      createdBy: userId,
    });
  }
});
for (let i = 0; i < ledger.length; i += 5000) await scoped(ctx, LedgerEntryModel).insertMany(ledger.slice(i, i + 5000));
for (let i = 0; i < leaves.length; i += 5000)
  await scoped(ctx, LeaveRequestModel).insertMany(leaves.slice(i, i + 5000));
say(`${leaves.length} leaves, ${ledger.length} ledger entries`);

// the creators: the last people (plain workers), each with a session of their own, as after signing in
const creators: string[] = [];
for (const userId of userIds.slice(-CREATORS)) {
  const created = await createSession(
    { now: () => new Date(), log: ctx.log },
    { userId, activeCompanyId: new Types.ObjectId(companyId), activeLevel: "requester" },
  );
  creators.push(created.token);
}
say(`${creators.length} sessions`);

process.stdout.write(
  `${JSON.stringify({ url: address, token, companyId, vacationTypeId: vacation.id, creators, leaves: leaves.length })}\n`,
);

const stop = async () => {
  await close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
