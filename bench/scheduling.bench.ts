/**
 * `npm run bench:scheduling` (issue 14): on a demo tenant of `BENCH_WORKERS` people (default 1,250) with the embedded
 * engine in the server's process, over HTTP on a listening server:
 *  - build: POST /scheduling/shifts/scale for a 1,000-person department, a month of a 6x1 scale (about 26,000 shifts):
 *    every shift validated (conflicts, leaves, holidays, unavailability, the six labour rules over each person's
 *    neighbourhood) and written. `BENCH_BUILD_RUNS` (default 3) months, each a fresh month. Also the same call as a
 *    dry run (validation only), and as the reference the raw write floor: the same number of shift documents
 *    bulk-inserted through mongoose's insertMany in the same run. Target: build < 2 s.
 *  - board: GET /scheduling/board for a 200-person department's week (published shifts, leaves, holidays,
 *    availability, coverage, rule warnings), `BENCH_RUNS` (default 50) sequential requests, p50/p99; the reference is
 *    GET /api/health in the same run. Nothing is cached (every request reads the database). Target: p50 < 150 ms.
 * Each figure also has the CPU time the process spent on it (`process.cpuUsage`: app, engine and client are this one
 * process and requests are sequential): on a machine other sessions load, wall times wait for a core, CPU times less.
 * Figures, not assertions.
 */
import mongoose, { Types } from "mongoose";
import pino from "pino";
import { buildApp } from "../core/app.js";
import { loadConfig } from "../core/config.js";
import { systemContext } from "../core/context.js";
import { startEmbeddedServer } from "../core/db/embedded/index.js";
import { DEMO_PASSWORD, seedDemo } from "../core/seed/demo-seed.js";
import { addDays } from "../core/dates/calendar-days.js";
import { scoped } from "../core/tenancy/scoped.js";
import { WorkerModel } from "../modules/people/server/workers/workers.model.js";
import { DepartmentModel } from "../modules/people/server/structure/structure.models.js";
import { ShiftModel } from "../modules/scheduling/server/models.js";
import { scaleDays } from "../modules/scheduling/contract/index.js";
import { say } from "./seeded-app.js";

const WORKERS = Number(process.env.BENCH_WORKERS ?? 1250);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const BUILD_RUNS = Number(process.env.BENCH_BUILD_RUNS ?? 3);
// the app and the embedded engine in this process; the demo company with the people module's seed only (the other
// modules' demo years, scheduling's own included, are not what is measured and take minutes at this size)
const log = pino({ level: "silent" });
const engine = await startEmbeddedServer({});
await mongoose.connect(engine.uri, { dbName: "bench_scheduling" });
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "production", PORT: "0" }),
  version: "bench",
  db: "embedded",
});
const address = await app.listen({ port: 0, host: "127.0.0.1" });
const logins = await seedDemo({ log, workers: WORKERS - 3, modules: app.modules.filter((m) => m.id === "people") });
const login = await app.inject({
  method: "POST",
  url: "/api/auth/login",
  payload: { email: logins![0]!.email, password: DEMO_PASSWORD },
});
const { token, session } = login.json<{ token: string; session: { activeCompanyId: string } }>();
const companyId = session.activeCompanyId;
const ctx = systemContext({ companyId, name: "bench-seed", log });
const close = async () => {
  await app.close();
  await mongoose.disconnect();
  await engine.close();
};

// two departments of our own: 1,000 people and 200 people
const workers = scoped(ctx, WorkerModel);
const active = (await workers.find({}, { projection: { userId: 1 }, sort: { _id: 1 } })).map((w) => w.userId as string);
if (active.length < 1200) throw new Error(`need 1,200 workers, have ${active.length}`);
const big = await scoped(ctx, DepartmentModel).create({ name: "Bench operations" } as never);
const small = await scoped(ctx, DepartmentModel).create({ name: "Bench store" } as never);
const bigId = String(big._id);
const smallId = String(small._id);
const bigPeople = active.slice(0, 1000);
const smallPeople = active.slice(1000, 1200);
await workers.updateMany({ userId: { $in: bigPeople } }, { $set: { departmentId: bigId } });
await workers.updateMany({ userId: { $in: smallPeople } }, { $set: { departmentId: smallId } });
say(`departments of ${bigPeople.length} and ${smallPeople.length} (${active.length} workers)`);

const api = `${address}/api/companies/${companyId}`;
const headers = { token, "content-type": "application/json" };
/**
 * One request: its wall time and the CPU time this process spent meanwhile (app, engine and client share the process,
 * and requests are sequential, so that is the request's own CPU; on a machine other sessions load, the wall time
 * waits for cores and the CPU time does not).
 */
async function timed(method: string, path: string, body?: unknown) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const res = await fetch(`${api}${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const json = JSON.parse(text) as Record<string, unknown>;
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, json, bytes: text.length };
}

// --- build a month for the 1,000-person department
const scale = (from: string, dryRun: boolean) => ({
  departmentId: bigId,
  userIds: bigPeople,
  scale: "6x1",
  from,
  to: addDays(from, 29),
  start: 6 * 60,
  end: 6 * 60 + 470,
  breakMinutes: 30,
  ...(dryRun ? { dryRun: true } : {}),
});
const builds: Array<{ ms: number; cpuMs: number; written: number; warnings: number }> = [];
const dry: number[] = [];
const dryCpu: number[] = [];
const raw: number[] = [];
const rawCpu: number[] = [];
for (let i = 0; i < BUILD_RUNS; i++) {
  const from = addDays("2032-01-05", i * 35);
  const d = await timed("POST", "/scheduling/shifts/scale", scale(from, true));
  dry.push(d.ms);
  dryCpu.push(d.cpuMs);
  const r = await timed("POST", "/scheduling/shifts/scale", scale(from, false));
  builds.push({
    ms: r.ms,
    cpuMs: r.cpuMs,
    written: r.json.written as number,
    warnings: (r.json.warnings as unknown[]).length,
  });
  say(
    `month ${i + 1}: dry run ${d.ms.toFixed(0)} ms (CPU ${d.cpuMs.toFixed(0)} ms), build ${r.ms.toFixed(0)} ms ` +
      `(CPU ${r.cpuMs.toFixed(0)} ms, ${String(r.json.written)} shifts)`,
  );
  // the reference: the same shifts bulk-inserted without validation (the write floor), in a month nobody uses
  const docs = bigPeople.flatMap((userId, k) =>
    scaleDays("6x1", addDays(from, 400), addDays(from, 429), k).map((date) => ({
      _id: new Types.ObjectId(),
      userId,
      date,
      start: 360,
      end: 830,
      breakMinutes: 30,
      status: "draft" as const,
      departmentId: bigId,
    })),
  );
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await scoped(ctx, ShiftModel).insertMany(docs);
  raw.push(performance.now() - t0);
  const cpu = process.cpuUsage(cpu0);
  rawCpu.push((cpu.user + cpu.system) / 1000);
}

// --- the 200-person week board: a published week with a few open shifts and a coverage minimum
const week = "2032-09-06";
await timed("POST", "/scheduling/shifts/scale", {
  departmentId: smallId,
  userIds: smallPeople,
  scale: "5x2",
  from: addDays(week, -28),
  to: addDays(week, 13),
  start: 9 * 60,
  end: 18 * 60,
  breakMinutes: 60,
});
await timed("POST", "/scheduling/shifts", {
  items: [0, 1, 2, 3, 4].map((i) => ({ date: addDays(week, i), start: 600, end: 960, departmentId: smallId })),
});
await timed("POST", "/scheduling/publish", { departmentId: smallId, from: addDays(week, -28), to: addDays(week, 13) });
await timed("PUT", "/scheduling/coverage", {
  departmentId: smallId,
  slots: [
    { start: 540, end: 720, minimum: 120 },
    { start: 720, end: 1080, minimum: 120 },
  ],
});
say("board week published");
const boardPath = `/scheduling/board?departmentId=${smallId}&from=${week}`;
const first = await timed("GET", boardPath);
for (let i = 0; i < 5; i++) await timed("GET", boardPath);
const board: number[] = [];
const boardCpu: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const r = await timed("GET", boardPath);
  board.push(r.ms);
  boardCpu.push(r.cpuMs);
}
const health: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  await (await fetch(`${address}/api/health`)).text();
  health.push(performance.now() - t0);
}

const pct = (list: number[], p: number) => {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!;
};
const median = (list: number[]) => pct(list, 0.5);
const met = (ok: boolean) => (ok ? "met" : "NOT met");
const b = builds.map((x) => x.ms);
console.log(
  `Scheduling benchmark — node ${process.version}, ${WORKERS} people, engine in the server's process, sequential requests`,
);
console.log(
  `  build a month, 1,000 people (6x1): median ${median(b).toFixed(0)} ms, max ${Math.max(...b).toFixed(0)} ms ` +
    `(${BUILD_RUNS} months, ${builds[0]!.written} shifts written, ${builds[0]!.warnings} warnings) — target < 2,000 ms: ` +
    met(Math.max(...b) < 2000),
);
console.log(`    CPU time of the build: median ${median(builds.map((x) => x.cpuMs)).toFixed(0)} ms`);
console.log(`    validation only (dry run): median ${median(dry).toFixed(0)} ms (CPU ${median(dryCpu).toFixed(0)} ms)`);
console.log(
  `    reference, mongoose insertMany of the same shifts (no validation): median ${median(raw).toFixed(0)} ms ` +
    `(CPU ${median(rawCpu).toFixed(0)} ms); ratio build/reference ${(median(b) / median(raw)).toFixed(2)}`,
);
const answer = first.json as { people: unknown[]; shifts: unknown[]; coverage: unknown[] };
console.log(
  `  week board, 200 people: p50 ${median(board).toFixed(1)} ms, p99 ${pct(board, 0.99).toFixed(1)} ms ` +
    `(${RUNS} requests, uncached, ${(first.bytes / 1024).toFixed(0)} KB, ${answer.people.length} people, ` +
    `${answer.shifts.length} shifts, ${answer.coverage.length} coverage slots) — target p50 < 150 ms: ` +
    met(median(board) < 150),
);
console.log(`    CPU time per board request: p50 ${median(boardCpu).toFixed(1)} ms`);
console.log(
  `    reference, GET /api/health: p50 ${median(health).toFixed(2)} ms; ratio board/health ` +
    `${(median(board) / median(health)).toFixed(0)}`,
);
await close();
