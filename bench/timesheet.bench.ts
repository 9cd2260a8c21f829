/**
 * `npm run bench:timesheet`: the month's time-sheet report (issue 13 "Reports", target under 3 s for 10,000 people)
 * on a `BENCH_WORKERS`-person tenant (default 10,000) with a month of punches: per person and workday four punches
 * (start, lunch out, lunch in, end), bulk-inserted as the punch log stores them. Measures, in the server's process
 * with the embedded engine (the path the export job runs):
 *  - reference: reading the month's punches of everyone once (`correctedPunchesByWorker`, the read the report makes, no judging);
 *  - the report streamed: `timeSheet.each` for the whole company (people, schedules, holidays, leaves, punches, bank,
 *    the rules per person and day), a batch of 500 people at a time handed to the caller and dropped, uncached,
 *    `BENCH_RUNS` times (default 3): the path of the export job, which writes each batch to its file;
 *  - the report whole: `timeSheet.build`, every person kept until the end (the on-screen report's answer), as often;
 *  - the Excel file: the export job's whole path (`each` into exceljs' streaming writer).
 * Prints the figures, the time spent in garbage collection during each, and the ratio of the report to the
 * reference. Figures, not assertions.
 */
import { companyDay } from "../core/context.js";
import { PerformanceObserver, performance as nodePerformance } from "node:perf_hooks";
import { addDays, weekdayOf } from "../core/dates/calendar-days.js";
import { optionalService, providedService } from "../core/modules/define-module.js";
import { EventBus } from "../core/modules/events.js";
import { scoped } from "../core/tenancy/scoped.js";
import { leaveAbsences } from "../modules/leave/contract/absences.js";
import { peopleDirectory } from "../modules/people/contract/directory.js";
import { ClockEntryModel, type ClockEntryDoc } from "../modules/clock/server/entries/entries.model.js";
import { correctedPunchesByWorker } from "../modules/clock/server/entries/entries.service.js";
import { createExpectedTime } from "../modules/clock/server/expected/expected-time.js";
import { createOvertimeService } from "../modules/clock/server/overtime/overtime.service.js";
import { schedulingShifts } from "../modules/scheduling/contract/shifts-service.js";
import { punchSource } from "../modules/clock/server/overtime/punch-source.js";
import { instantOf } from "../modules/clock/server/overtime/zone-time.js";
import { timeSheetXlsxWriter } from "../modules/clock/server/reports/time-sheet.export.js";
import { createTimeSheetService } from "../modules/clock/server/reports/time-sheet.service.js";
import { createTimeBankService } from "../modules/clock/server/time-bank/time-bank.service.js";
import { addCopiedPeople } from "./bulk-people.js";
import { startEngine } from "./processes.js";
import { profileSection } from "./profile-section.js";
import { say, startSeededApp } from "./seeded-app.js";

const WORKERS = Number(process.env.BENCH_WORKERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** People judged per batch of the streamed report (the service's default: 500). */
const BATCH = process.env.BENCH_BATCH ? Number(process.env.BENCH_BATCH) : undefined;
const SEEDED = Math.min(WORKERS, Number(process.env.BENCH_SEED_WORKERS ?? 60));
// where the engine runs: by default in a thread of the server's process, as `npm start` runs it without MONGODB_URI;
// BENCH_ENGINE=process in its own process, as a MongoDB server runs beside the app in production (processes.ts);
// BENCH_ENGINE=in-process on the app's own thread (the tests' engine, and `npm start` before 2026-11-27)
const engineAt = (process.env.BENCH_ENGINE ?? "thread") as "thread" | "process" | "in-process";
const { dbUri } = engineAt === "process" ? await startEngine() : { dbUri: undefined };
const {
  app,
  ctx: baseCtx,
  close,
} = await startSeededApp({
  dbName: "bench_timesheet",
  workers: SEEDED,
  dbUri,
  thread: engineAt === "thread",
});
const zone = "America/Sao_Paulo";
const ctx = { ...baseCtx, timeZone: zone };

const people = providedService(app.modules, peopleDirectory)!;
const leaves = providedService(app.modules, leaveAbsences)!;
say(`${await addCopiedPeople(ctx, people, WORKERS)} people bulk-inserted after the demo seed (bench/bulk-people.ts)`);
const workers = await people.listActive(ctx);
// the last whole month
const today = companyDay(ctx);
const from = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
const to = addDays(`${today.slice(0, 7)}-01`, -1);

// a month of punches: 08:00-12:00, 13:00-17:xx on workdays, bulk-inserted (the punch service is bench:clock's subject)
const existing = await scoped(ctx, ClockEntryModel).count();
let seq = existing + 1_000_000;
let batch: Array<Partial<ClockEntryDoc>> = [];
let total = 0;
const flush = async () => {
  total += await scoped(ctx, ClockEntryModel).insertMany(batch);
  batch = [];
};
for (const [i, w] of workers.entries()) {
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const wd = weekdayOf(day);
    if (wd === 0 || wd === 6) continue;
    const extra = (i + Number(day.slice(8))) % 7 === 0 ? 45 : 0;
    for (const [minute, status] of [
      [480, "start"],
      [720, "middle"],
      [780, "middle"],
      [1020 + extra, "end"],
    ] as const) {
      const at = instantOf(day, minute, zone);
      seq++;
      batch.push({
        workerId: w.id,
        userId: w.userId,
        status,
        statusDate: at,
        receivedAt: at,
        method: "web",
        lateSync: false,
        idempotencyKey: `bench-${seq}`,
        seq,
        prevHash: "bench",
        hash: `bench-${seq}`,
        createdBy: w.userId,
      });
    }
  }
  if (batch.length >= 20_000) await flush();
}
await flush();
say(`${total} punches from ${from} to ${to}`);

const bank = createTimeBankService({ events: new EventBus([], app.log) });
const overtime = createOvertimeService({
  events: new EventBus([], app.log),
  audit: { record: async () => ({}) as never },
  people,
  leaves,
  bank,
  punches: punchSource,
  // as the module runs it: published shifts where the tenant has scheduling, schedules otherwise
  expected: createExpectedTime({
    shifts: optionalService(schedulingShifts, providedService(app.modules, schedulingShifts)),
  }),
});
const timeSheet = createTimeSheetService({ people, leaves, overtime });

// time in garbage collection (major and minor), summed as the runtime reports it
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ["gc"] });
// how long the app's thread was busy (its event loop's active time, GC included): the rest of the wall time it waited
// for the engine (or for the machine)
// and the CPU time of the whole process (the app's thread, the engine's, the collector's helpers): what the report
// costs the machine, less swayed than the wall time by what else the machine runs
const time = async <T>(fn: () => Promise<T>) => {
  const gc0 = gcMs;
  const elu0 = nodePerformance.eventLoopUtilization();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await fn();
  const busy = nodePerformance.eventLoopUtilization(elu0).active;
  const { user, system } = process.cpuUsage(cpu0);
  return { ms: performance.now() - t0, gc: gcMs - gc0, busy, cpu: (user + system) / 1000, value };
};
type Run = { ms: number; gc: number; busy: number; cpu: number };
// only the figures are kept: a kept answer (the reference's 880,000 punches, a whole report) would stay in the heap
// and make every later collection slower, which is not the report's cost
const figures = ({ ms, gc, busy, cpu }: Run): Run => ({ ms, gc, busy, cpu });
// reference: the month's punches of everyone, read once
const reference = figures(
  await profileSection("timesheet-reference", () =>
    time(() =>
      correctedPunchesByWorker(ctx, {
        from: instantOf(from, 0, zone),
        to: instantOf(addDays(to, 1), 0, zone),
      }),
    ),
  ),
);
const streamed: Run[] = [];
const whole: Run[] = [];
let days = 0;
for (let i = 0; i < RUNS; i++) {
  let n = 0;
  const r = await profileSection(`timesheet-streamed-${i + 1}`, () =>
    time(() =>
      timeSheet.each(
        ctx,
        { from, to },
        (people) => {
          for (const p of people) n += p.days.length;
        },
        BATCH ? { batch: BATCH } : {},
      ),
    ),
  );
  streamed.push(figures(r));
  days = n;
  const w = await profileSection(`timesheet-whole-${i + 1}`, () => time(() => timeSheet.build(ctx, { from, to })));
  whole.push(figures(w));
}
const xlsx = await time(async () => {
  const writer = timeSheetXlsxWriter(zone);
  await timeSheet.each(ctx, { from, to }, (people) => writer.add(people));
  return writer.finish();
});
const best = (runs: Run[]) => [...runs].sort((a, b) => a.ms - b.ms)[0]!;
const median = (runs: Run[]) => [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!;
const line = (label: string, runs: Run[]) =>
  `  ${label} best ${best(runs).ms.toFixed(0).padStart(7)} ms (app thread busy ${best(runs).busy.toFixed(0)} ms, GC ${best(runs).gc.toFixed(0)} ms, CPU ${best(runs).cpu.toFixed(0)} ms)   median ${median(
    runs,
  )
    .ms.toFixed(0)
    .padStart(7)} ms   ${(best(runs).ms / reference.ms).toFixed(2)}x the reference; target 3000 ms\n` +
  `    every run: ${runs.map((r) => `${r.ms.toFixed(0)} ms (CPU ${r.cpu.toFixed(0)})`).join(", ")}`;
console.log(
  `Time-sheet benchmark — node ${process.version}, ${workers.length} people, ${total} punches in ${from}..${to}, ` +
    `${days} person-days, engine ${{ thread: "in a thread of the server's process", process: "in its own process", "in-process": "on the server's thread" }[engineAt]}`,
);
console.log(
  `  reference: read the month's punches of everyone         ${reference.ms.toFixed(0).padStart(7)} ms (app thread busy ${reference.busy.toFixed(0)} ms, GC ${reference.gc.toFixed(0)} ms, CPU ${reference.cpu.toFixed(0)} ms)`,
);
console.log(line(`report streamed by ${BATCH ?? 500} people (${RUNS} runs)`, streamed));
console.log(line(`report whole, kept to the end (${RUNS} runs)`, whole));
console.log(
  `  Excel file (the export job: streamed report into the writer) ${xlsx.ms.toFixed(0).padStart(7)} ms (GC ${xlsx.gc.toFixed(0)} ms, ${(xlsx.value.length / 1e6).toFixed(1)} MB)`,
);
await close();
