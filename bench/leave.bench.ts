/**
 * `npm run bench:leave`: latency of the leave module's two hot paths over HTTP on a 10,000-worker tenant with a year
 * of leaves (bench/leave-server.ts seeds it):
 *  - calendar: GET /api/companies/:id/leave/calendar?from&to&scope=company for one month, as the admin;
 *  - create:   POST /api/companies/:id/leave/requests, one 1-day vacation by each of many different workers.
 * Requests are sequential (one in flight), each timed from send to the end of the body, so p50/p99 are the latency
 * of one request on an otherwise idle server. Prints p50/p99 against the targets (calendar < 150 ms p50, create < 30 ms
 * p50). Figures, not assertions.
 *
 * Like bench:api, the app and the embedded engine run in their own processes (`BENCH_ENGINE=in-process` puts the
 * engine inside the app's); `BENCH_PROFILE=<dir>` writes the CPU profiles of the app and the engine there; `BENCH_WORKERS`,
 * `BENCH_CREATORS` (default 1,000) and `BENCH_CALENDAR_RUNS` (default 100) change the sizes. See bench/README.md.
 */
import { appFlags, start, startEngine } from "./processes.js";

const CALENDAR_RUNS = Number(process.env.BENCH_CALENDAR_RUNS ?? 100);
const YEAR = Number(process.env.BENCH_YEAR ?? 2026);
const engineInProcess = process.env.BENCH_ENGINE === "in-process";

// BENCH_PROFILE profiles the engine's process as well as the app's: a slow query shows there, not in the app
const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir=" + process.env.BENCH_PROFILE] : [];
const { engine, dbUri } = await startEngine(profile);

const server = start(
  [...profile, ...appFlags(), "--import", "tsx", new URL("./leave-server.ts", import.meta.url).pathname],
  dbUri ? { BENCH_DB_URI: dbUri } : {},
);
const ready = JSON.parse(await server.line) as {
  url: string;
  token: string;
  companyId: string;
  vacationTypeId: string;
  creators: string[];
  leaves: number;
};
const base = `${ready.url}/api/companies/${ready.companyId}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** Sends the requests one after another; resolves to the sorted latencies (ms) and how many failed. */
async function timed(
  requests: Array<() => Promise<Response>>,
  ok: (status: number) => boolean,
): Promise<{ ms: number[]; failed: number; firstFailure?: string }> {
  const ms: number[] = [];
  let failed = 0;
  let firstFailure: string | undefined;
  for (const send of requests) {
    const t0 = performance.now();
    const res = await send();
    const body = await res.text();
    ms.push(performance.now() - t0);
    if (!ok(res.status)) {
      failed += 1;
      firstFailure ??= `${res.status} ${body.slice(0, 200)}`;
    }
  }
  return { ms: ms.sort((a, b) => a - b), failed, firstFailure };
}

function report(title: string, r: Awaited<ReturnType<typeof timed>>, target: number, extra = "") {
  const p50 = percentile(r.ms, 0.5);
  const p99 = percentile(r.ms, 0.99);
  console.log(
    `  ${title.padEnd(9)} p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   ` +
      `(${r.ms.length} requests, ${r.failed} failed${extra}) — target p50 < ${target} ms: ${p50 < target ? "MET" : "NOT MET"}`,
  );
  if (r.firstFailure) console.log(`    first failure: ${r.firstFailure}`);
}

console.log(
  `Leave benchmark — node ${process.version}, ${ready.leaves} approved leaves in ${YEAR}, ` +
    `sequential requests, server in its own process, ` +
    (engineInProcess ? "engine inside the server's process" : "engine in its own process"),
);

const month = `${YEAR}-07`;
const calendar = () =>
  fetch(`${base}/leave/calendar?from=${month}-01&to=${month}-31&scope=company`, { headers: { token: ready.token } });
const sizeOf = await (await calendar()).json();
await timed(
  Array.from({ length: 5 }, () => calendar),
  (s) => s === 200,
);
const cal = await timed(
  Array.from({ length: CALENDAR_RUNS }, () => calendar),
  (s) => s === 200,
);
report(
  "calendar",
  cal,
  150,
  `, ${(sizeOf as { leaves: unknown[] }).leaves.length} leaves and ${(sizeOf as { holidays: unknown[] }).holidays.length} holidays in ${month}`,
);

// one 1-day vacation per worker, on days of the next year spread so that nobody's leaves overlap
const create = (token: string, i: number) => () =>
  fetch(`${base}/leave/requests`, {
    method: "POST",
    headers: { token, "content-type": "application/json" },
    body: JSON.stringify({
      leaveTypeId: ready.vacationTypeId,
      startDate: new Date(Date.UTC(YEAR + 1, 1, 1 + (i % 300))).toISOString().slice(0, 10),
    }),
  });
const warm = ready.creators.slice(0, 10);
await timed(
  warm.map((token, i) => create(token, i)),
  (s) => s === 201,
);
const made = await timed(
  ready.creators.slice(10).map((token, i) => create(token, i + 10)),
  (s) => s === 201,
);
report("create", made, 30);

server.child.kill("SIGTERM");
await new Promise((resolve) => server.child.once("exit", resolve));
engine?.child.kill("SIGTERM");
