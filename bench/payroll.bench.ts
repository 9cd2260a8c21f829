/**
 * `npm run bench:payroll`: a month's payroll period (issue 16, target under 3 s for 10,000 people) assembled by the
 * payroll module through the real providers (people.records, clock.hours, leave.absences) over the embedded engine in
 * this process. The tenant is bulk-inserted, not demo-seeded (the demo seed of 10,000 people takes longer than the
 * machine allows): `BENCH_WORKERS` people (default 10,000; 1 % terminated and 1 % admitted in the month), a judged
 * day per person and workday in `clock_overtime_days` (about 220,000), one approved leave per 20 people. Timed:
 *  - reference: reading every worker's record once (`people.records.all`, one projected read);
 *  - the period, assembled uncached `BENCH_RUNS` times (default 3): records, hours aggregated per person, leaves
 *    and types, reviews, the previous period, salary changes; best and median, and the ratio to the reference; then
 *    as often with the company's records kept by people's provider (no worker changed: read-cache.ts);
 *  - the CSV and Excel exports of that period;
 *  - the analytics growth dashboard over five years of months for the same people (9 runs, p50), records read
 *    each time (uncached) and kept (a second view while no worker changed), both printed.
 * Prints figures (and the load average), never asserts. `BENCH_PROFILE=<dir>` writes a CPU profile of each timed run.
 */
import { readFile } from "node:fs/promises";
import mongoose, { Types } from "mongoose";
import pino from "pino";
import { buildApp } from "../core/app.js";
import { loadConfig } from "../core/config.js";
import { systemContext } from "../core/context.js";
import { addDays, endOfMonth, weekdayOf } from "../core/dates/calendar-days.js";
import { startEmbeddedServer } from "../core/db/embedded/index.js";
import { providedService } from "../core/modules/define-module.js";
import { EventBus } from "../core/modules/events.js";
import { scoped } from "../core/tenancy/scoped.js";
import { profileSection } from "./profile-section.js";
import { clockHours } from "../modules/clock/contract/hours.js";
import { OvertimeDayModel, type OvertimeDayDoc } from "../modules/clock/server/overtime/overtime.model.js";
import { leaveAbsences } from "../modules/leave/contract/absences.js";
import { leavePayroll } from "../modules/leave/contract/payroll.js";
import { LeaveRequestModel } from "../modules/leave/server/requests/requests.model.js";
import { LeaveTypeModel } from "../modules/leave/server/types/types.model.js";
import { createLeaveTypesService } from "../modules/leave/server/types/types.service.js";
import { peopleRecords, type PeopleRecords } from "../modules/people/contract/records.js";
import { createPeopleRecords } from "../modules/people/server/records/records.service.js";
import { WorkerModel, type WorkerDoc } from "../modules/people/server/workers/workers.model.js";
import { periodCsv, periodXlsx } from "../modules/payroll/server/periods/period.export.js";
import { createPeriodsService } from "../modules/payroll/server/periods/periods.service.js";
import { createAnalyticsService } from "../modules/analytics/server/analytics.service.js";

const WORKERS = Number(process.env.BENCH_WORKERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const started = Date.now();
const say = (what: string) =>
  process.stderr.write(`  [setup ${((Date.now() - started) / 1000).toFixed(0)} s] ${what}\n`);

const log = pino({ level: "silent" });
const engine = await startEmbeddedServer({});
await mongoose.connect(engine.uri, { dbName: "bench_payroll" });
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "production", PORT: "0" }),
  version: "bench",
  db: "embedded",
});
await app.ready();
const ctx = systemContext({ companyId: new Types.ObjectId().toString(), name: "bench-payroll", log });

// the month before the current one
const today = new Date().toISOString().slice(0, 10);
const from = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
const to = endOfMonth(from);
const month = from.slice(0, 7);

// people
const workers: Array<Partial<WorkerDoc>> = [];
for (let i = 0; i < WORKERS; i++) {
  const terminated = i % 100 === 1;
  workers.push({
    userId: new Types.ObjectId().toString(),
    email: `p${i}@bench.test`,
    name: `Person${i}`,
    lastName: `Bench${i % 97}`,
    departmentId: `d${i % 20}`,
    officeId: `o${i % 5}`,
    salary: 2000 + (i % 50) * 100,
    variablePay: i % 3 === 0 ? 300 : undefined,
    startDateAtCompany: i % 100 === 2 ? `${month}-10` : `${2015 + (i % 10)}-03-01`,
    referenceWorkerId: null,
    schedule: {
      type: "regular",
      days: { sun: false, mon: true, tue: true, wed: true, thu: true, fri: true, sat: false },
    },
    status: terminated ? "terminated" : "active",
    ...(terminated ? { terminate: { lastDayWork: `${month}-15`, type: "voluntary" as const } } : {}),
  });
}
for (let i = 0; i < workers.length; i += 5_000) await scoped(ctx, WorkerModel).insertMany(workers.slice(i, i + 5_000));
say(`${WORKERS} workers`);

// judged days
let batch: Array<Partial<OvertimeDayDoc>> = [];
let days = 0;
for (const [i, w] of workers.entries())
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const wd = weekdayOf(day);
    if (wd === 0 || wd === 6) continue;
    const overtime = (i + Number(day.slice(8))) % 7 === 0 ? 45 : 0;
    batch.push({
      userId: w.userId!,
      day,
      kind: "weekday",
      expectedMinutes: 480,
      workedMinutes: 480 + overtime,
      nightMinutes: 0,
      overtimeMinutes: overtime,
      weightedMinutes: overtime * 1.5,
      undertimeMinutes: 0,
      excessMinutes: 0,
      incomplete: false,
      status: overtime ? (i % 2 ? "approved" : "pending") : "none",
    });
    if (batch.length >= 20_000) {
      days += await scoped(ctx, OvertimeDayModel).insertMany(batch);
      batch = [];
    }
  }
days += await scoped(ctx, OvertimeDayModel).insertMany(batch);
say(`${days} judged days`);

// leave types (the br pack) and a leave per 20 people
await createLeaveTypesService({ events: { emit: async () => {} } }).choosePack(ctx, "br");
const vacation = await scoped(ctx, LeaveTypeModel).findOne({ "title.en": "Vacation" });
await scoped(ctx, LeaveTypeModel).updateOne({ _id: vacation!._id }, { $set: { payroll: true } });
const leaves = workers
  .filter((_, i) => i % 20 === 5)
  .map((w) => ({
    userId: w.userId!,
    leaveTypeId: String(vacation!._id),
    startDate: `${month}-12`,
    endDate: `${month}-16`,
    countDays: 5,
    months: [month],
    amount: 5 * 86_400_000,
    status: "approved" as const,
    createdBy: "bench",
  }));
await scoped(ctx, LeaveRequestModel).insertMany(leaves);
say(`${leaves.length} leaves`);

// the app's records provider keeps a company's records while no worker changes (core/tenancy/read-cache.ts); a fresh
// provider per run reads them from the database every time: the uncached figures are the ones a first visit pays
const appRecords = providedService(app.modules, peopleRecords)!;
const periodsWith = (records: PeopleRecords) =>
  createPeriodsService({
    records,
    hours: providedService(app.modules, clockHours)!,
    leaves: providedService(app.modules, leaveAbsences)!,
    leavePayroll: providedService(app.modules, leavePayroll)!,
    events: new EventBus([], app.log),
    audit: { record: async () => ({}) as never } as never,
  });

const time = async <T>(fn: () => Promise<T>) => {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
};
const reference = await time(() => createPeopleRecords().all(ctx));
const uncached: number[] = [];
let last: Awaited<ReturnType<ReturnType<typeof periodsWith>["assemble"]>> | undefined;
for (let i = 0; i < RUNS; i++) {
  const periods = periodsWith(createPeopleRecords());
  // timed inside the profiled section: stopping the profiler and writing it are not the period's time
  const r = await profileSection(`payroll-period-${i}`, () => time(() => periods.assemble(ctx, month)));
  uncached.push(r.ms);
  last = r.value;
}
const cachedPeriods = periodsWith(appRecords);
await cachedPeriods.assemble(ctx, month); // fills the records
const cached: number[] = [];
for (let i = 0; i < RUNS; i++) cached.push((await time(() => cachedPeriods.assemble(ctx, month))).ms);
// the growth dashboard: five years of months for the whole company, 9 runs each way
const growthFrom = `${Number(month.slice(0, 4)) - 5}-${month.slice(5)}`;
const growthRuns = async (fresh: boolean) => {
  const out: number[] = [];
  for (let i = 0; i < 9; i++) {
    const analytics = createAnalyticsService({ records: fresh ? createPeopleRecords() : appRecords });
    const name = `growth-${fresh ? "uncached" : "cached"}-${i}`;
    out.push((await profileSection(name, () => time(() => analytics.growth(ctx, { from: growthFrom, to: month })))).ms);
  }
  return out.sort((a, b) => a - b);
};
const growthUncached = await growthRuns(true);
const growthCached = await growthRuns(false);
const csv = await time(async () => periodCsv(last!));
const xlsx = await time(() => periodXlsx(last!));
const load = (await readFile("/proc/loadavg", "utf8")).split(" ").slice(0, 3).join(" ");
const best = (runs: number[]) => Math.min(...runs);
const median = (runs: number[]) => [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0).padStart(7)} ms`;
console.log(
  `Payroll benchmark — node ${process.version}, ${last!.items.length} people in ${month}, ${days} judged days, ` +
    `${leaves.length} leaves, engine in this process; load average ${load}`,
);
console.log(`  reference: every worker's record, one read          ${ms(reference.ms)}`);
console.log(
  `  period, uncached (${RUNS} runs)   best ${ms(best(uncached))}   median ${ms(median(uncached))}   ` +
    `(${(best(uncached) / reference.ms).toFixed(2)}x the reference; target 3000 ms)`,
);
console.log(`  period, records kept (${RUNS} runs) best ${ms(best(cached))}   median ${ms(median(cached))}`);
console.log(`  CSV export                              ${ms(csv.ms)}   (${(csv.value.length / 1e6).toFixed(1)} MB)`);
console.log(`  Excel export                            ${ms(xlsx.ms)}   (${(xlsx.value.length / 1e6).toFixed(1)} MB)`);
console.log(
  `  growth dashboard ${growthFrom}..${month}, 9 runs each (target 300 ms p50):\n` +
    `    uncached       p50 ${ms(growthUncached[4]!)}   best ${ms(growthUncached[0]!)}\n` +
    `    records kept   p50 ${ms(growthCached[4]!)}   best ${ms(growthCached[0]!)}`,
);
await app.close();
await mongoose.disconnect();
await engine.close();
