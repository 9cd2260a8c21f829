/**
 * `npm run bench:planner`: latency of GET /api/companies/:id/vacation-planner (a year's plan) on a
 * `BENCH_WORKERS`-person tenant (default 1,000, the demo seed) with a year of leaves and plan entries:
 *  - the br pack's types; per person 2-3 approved vacations over the year, bulk-inserted as the documents
 *    requests.service.ts `create` writes (the service path is what bench:leave measures);
 *  - one plan entry per third of the people, and a minimum staffing per department;
 * then `BENCH_RUNS` (default 50) sequential GETs for the year, as the admin, over HTTP on a listening server with the
 * embedded engine in the same process. Prints p50/p99 and the answer's size. Figures, not assertions.
 */
import { scoped } from "../core/tenancy/scoped.js";
import { addDays, countDays, DAY_MS, monthsOf } from "../core/dates/calendar-days.js";
import { LeaveRequestModel, type LeaveRequestDoc } from "../modules/leave/server/requests/requests.model.js";
import { DepartmentModel } from "../modules/people/server/structure/structure.models.js";
import { MinimumStaffingModel, PlanEntryModel, type PlanEntryDoc } from "../modules/vacation-planner/server/models.js";
import { say, startSeededApp } from "./seeded-app.js";

const WORKERS = Number(process.env.BENCH_WORKERS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const YEAR = 2031;
const { address, token, companyId, ctx, vacation, userIds, close } = await startSeededApp({
  dbName: "bench_planner",
  workers: WORKERS,
});

const leaves: Array<Partial<LeaveRequestDoc>> = [];
const entries: Array<Partial<PlanEntryDoc>> = [];
userIds.forEach((userId, i) => {
  for (let k = 0; k < 2 + (i % 2); k++) {
    const startDate = addDays(`${YEAR}-01-01`, k * 121 + ((i * 37 + k * 53) % 100));
    const endDate = addDays(startDate, (i + k) % 10);
    leaves.push({
      userId,
      leaveTypeId: vacation.id,
      startDate,
      endDate,
      countDays: countDays(startDate, endDate),
      months: monthsOf(startDate, endDate),
      amount: countDays(startDate, endDate) * DAY_MS,
      status: "approved",
      steps: [],
      stepIndex: 0,
      history: [],
      createdBy: userId,
    });
  }
  if (i % 3 === 0) {
    // in the last days of each third, after that third's leave
    const startDate = addDays(`${YEAR}-01-01`, 110 + (i % 3) * 121 + (i % 8));
    const endDate = addDays(startDate, 4);
    entries.push({
      userId,
      leaveTypeId: vacation.id,
      startDate,
      endDate,
      months: monthsOf(startDate, endDate),
      createdBy: "system:bench",
    });
  }
});
await scoped(ctx, LeaveRequestModel).insertMany(leaves);
await scoped(ctx, PlanEntryModel).insertMany(entries);
const departments = await scoped(ctx, DepartmentModel).find({});
// the demo seed set two departments' minimum already
for (const d of departments)
  await scoped(ctx, MinimumStaffingModel).updateOne(
    { departmentId: String(d._id) },
    { $set: { minimumPresent: Math.floor(WORKERS / departments.length) - 20, updatedBy: "system:bench" } },
    { upsert: true },
  );
say(`${leaves.length} leaves, ${entries.length} plan entries, ${departments.length} departments`);

const url = `${address}/api/companies/${companyId}/vacation-planner?year=${YEAR}`;
const get = async () => {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { token } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${res.status} ${body.slice(0, 200)}`);
  return { ms: performance.now() - t0, bytes: body.length, body };
};
const first = await get();
const answer = JSON.parse(first.body) as { departments: Array<{ headcount: number; shortDays: number }> };
for (let i = 0; i < 5; i++) await get();
const ms: number[] = [];
for (let i = 0; i < RUNS; i++) ms.push((await get()).ms);
ms.sort((a, b) => a - b);
const pct = (p: number) => ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)]!;
console.log(
  `Vacation planner benchmark — node ${process.version}, ${WORKERS} people, ${leaves.length} leaves and ` +
    `${entries.length} plan entries in ${YEAR}, engine in the server's process, sequential requests`,
);
console.log(
  `  year      p50 ${pct(0.5).toFixed(1).padStart(6)} ms   p99 ${pct(0.99).toFixed(1).padStart(6)} ms   ` +
    `(${RUNS} requests, ${(first.bytes / 1024).toFixed(0)} KB, first department of ${answer.departments.length}: ` +
    `${answer.departments[0]?.headcount} people, ${answer.departments[0]?.shortDays} short days)`,
);

await close();
