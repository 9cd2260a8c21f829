/**
 * `npm run bench:api`: HTTP throughput of the app over loopback (autocannon), in one run:
 *  - hello: GET /api/health (no database, no auth) — the reference;
 *  - list:  GET /api/companies/:companyId/workers?limit=50&view=card (the people page's rows) as the admin of a 1,000-worker tenant (session
 *           lookup, tenant and module gate, permission, the page: served from the tenant response cache while no
 *           worker changed, core/tenancy/response-cache.ts);
 *  - list, computed each time: the same with `Cache-Control: no-cache` (scoped query and count, serialisation on
 *           every request: a first visit, or the first after a write). BENCH_SKIP_COMPUTED=1 skips it.
 *  - profiles, computed: the same page of whole profiles (no `view`: an export's read), printed beside.
 * Prints req/s, p50/p99 latency and the ratio list/hello. Target: ratio >= 0.20 with list p99 < 50 ms at 50
 * connections. Figures, not assertions.
 *
 * The app runs in its own process, and so does the database: the embedded engine (`npm run db`, in memory), as a
 * MongoDB server runs beside the app in production. `BENCH_ENGINE=in-process` puts the engine inside the app's
 * process instead (what `npm start` does without MONGODB_URI); `BENCH_PROFILE=<dir>` writes the app's CPU
 * profile there; `BENCH_ONLY=list` skips hello; `BENCH_SECONDS` sets each run's duration. See bench/README.md.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { appFlags, flagsFrom, latencyLine, start, startEngine } from "./processes.js";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const engineInProcess = process.env.BENCH_ENGINE === "in-process";

// BENCH_PROFILE profiles the engine's process too (its own file in the same directory)
// BENCH_ENGINE_FLAGS: more node flags for the engine (say, --trace-gc; its lines go to stderr)
const { engine, dbUri } = await startEngine([
  ...(process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir=" + process.env.BENCH_PROFILE] : []),
  ...flagsFrom("BENCH_ENGINE_FLAGS"),
]);

const server = start(
  [
    ...(process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir=" + process.env.BENCH_PROFILE] : []),
    ...appFlags(),
    // BENCH_APP_FLAGS: more node flags for the app (say, --trace-gc-nvp; its lines go to stderr)
    ...flagsFrom("BENCH_APP_FLAGS"),
    "--import",
    "tsx",
    new URL("./api-server.ts", import.meta.url).pathname,
  ],
  dbUri ? { BENCH_DB_URI: dbUri } : {},
  (line) => line.startsWith("{"),
);
const ready = JSON.parse(await server.line) as { url: string; token: string; companyId: string };

/**
 * CPU time (user + system, ms) a process has used, from /proc (Linux); undefined elsewhere. On a shared machine the
 * CPU a request costs is steadier than req/s, which also depends on what else runs.
 */
function cpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = 100;

interface Result {
  result: autocannon.Result;
  /** App CPU per request (ms), from /proc. */
  appCpuMs: number | undefined;
}

/**
 * Seconds each route is driven, uncounted, before it is measured (BENCH_WARMUP; 0 for none): a server answers a route
 * warm in production, while the first second of a cold route is JIT compilation and the driver opening its pool
 * (bench/README.md, 2026-11-28: without it that second held most of the computed page's slow requests).
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);

async function run(title: string, path: string, headers: Record<string, string> = {}): Promise<Result> {
  if (WARMUP > 0) await autocannon({ url: `${ready.url}${path}`, connections: CONNECTIONS, duration: WARMUP, headers });
  const before = { app: cpuMs(server.child.pid), engine: cpuMs(engine?.child.pid), load: cpuMs(process.pid) };
  const result = await autocannon({
    url: `${ready.url}${path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
  });
  const after = { app: cpuMs(server.child.pid), engine: cpuMs(engine?.child.pid), load: cpuMs(process.pid) };
  const perRequestMs = (from?: number, to?: number) =>
    from === undefined || to === undefined ? undefined : (to - from) / result.requests.total;
  const perRequest = (from?: number, to?: number) => perRequestMs(from, to)?.toFixed(3) ?? "?";
  const cpu =
    `CPU per request: app ${perRequest(before.app, after.app)} ms` +
    (engine ? `, engine ${perRequest(before.engine, after.engine)} ms` : "") +
    `, load generator ${perRequest(before.load, after.load)} ms; ${(result.throughput.total / result.requests.total / 1024).toFixed(1)} kB an answer`;
  const non2xx = result.non2xx + result.errors;
  console.log(
    `  ${title.padEnd(24)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   (${result.requests.total} requests, ${non2xx} failed; ${cpu})`,
  );
  // BENCH_LATENCY=1: the whole latency distribution, to tell a slow tail from a slow median
  if (process.env.BENCH_LATENCY === "1") console.log(`    latency ms: ${latencyLine(result.latency)}`);
  return { result, appCpuMs: perRequestMs(before.app, after.app) };
}

console.log(
  `API benchmark — node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s each, server in its own process, ` +
    (engineInProcess ? "engine inside the server's process" : "engine in its own process") +
    ` (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")})`,
);
// BENCH_ONLY: "list" (cached and computed list), "computed" (the computed list alone: profiling), "kernel"
const only = process.env.BENCH_ONLY;
const runs = (name: string) =>
  !only || only === name || (only === "list" && (name === "computed" || name === "profiles"));
const auth = { token: ready.token };
if (runs("hello")) await run("warmup", "/api/health");
const hello = runs("hello") ? await run("hello", "/api/health") : undefined;
// a tenant route answering a constant: what the kernel and the shell add to every module route
const kernel = runs("kernel")
  ? await run("kernel", `/api/companies/${ready.companyId}/bench/constant`, auth)
  : undefined;
// the page the people list asks for (modules/people/web: `view=card`, the fields its rows show)
const listPath = `/api/companies/${ready.companyId}/workers?limit=50&view=card`;
const list = runs("list") ? await run("list", listPath, auth) : undefined;
// the same page computed on every request (the client asks for a fresh answer): what a first visit, or the first
// request after a worker changed, costs
const computed =
  process.env.BENCH_SKIP_COMPUTED === "1" || !runs("computed")
    ? undefined
    : await run("list, computed each time", listPath, { ...auth, "cache-control": "no-cache" });
// whole profiles (no view: what an export or an integration reads), computed each time: printed beside, no target
const profiles =
  process.env.BENCH_SKIP_COMPUTED === "1" || !runs("profiles")
    ? undefined
    : await run("profiles, computed", listPath.replace("&view=card", ""), { ...auth, "cache-control": "no-cache" });
console.log("");
const ratio = (r: Result | undefined) => (hello && r ? r.result.requests.average / hello.result.requests.average : NaN);
const met = (ok: boolean) => (ok ? "MET" : "NOT MET");
if (kernel && hello)
  console.log(
    `  kernel/hello: ${ratio(kernel).toFixed(2)}; the kernel adds ${(kernel.appCpuMs! - hello.appCpuMs!).toFixed(3)} ms of app CPU ` +
      `per request (${kernel.appCpuMs!.toFixed(3)} vs ${hello.appCpuMs!.toFixed(3)} ms), p99 ${kernel.result.latency.p99} ms`,
  );
if (list) {
  if (hello) console.log(`  ratio list/hello: ${ratio(list).toFixed(3)} (target >= 0.20): ${met(ratio(list) >= 0.2)}`);
  console.log(`  list p99: ${list.result.latency.p99} ms (target < 50 ms): ${met(list.result.latency.p99 < 50)}`);
}
if (computed) {
  if (hello)
    console.log(
      `  ratio computed/hello: ${ratio(computed).toFixed(3)} (target >= 0.05): ${met(ratio(computed) >= 0.05)}`,
    );
  console.log(
    `  computed p99: ${computed.result.latency.p99} ms (target < 50 ms): ${met(computed.result.latency.p99 < 50)}`,
  );
}
if (profiles && hello) console.log(`  ratio whole profiles, computed/hello: ${ratio(profiles).toFixed(3)} (no target)`);
console.log(
  `  load average after: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
server.child.kill("SIGTERM");
await new Promise((resolve) => server.child.once("exit", resolve));
engine?.child.kill("SIGTERM");
