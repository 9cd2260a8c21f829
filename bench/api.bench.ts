/**
 * `npm run bench:api`: HTTP throughput of the app over loopback (autocannon), in one run:
 *  - hello: GET /api/health (no database, no auth) — the reference;
 *  - list:  GET /api/companies/:companyId/workers?limit=50 as the admin of a 1,000-worker tenant (session
 *           lookup, tenant and module gate, permission, the page: served from the tenant response cache while no
 *           worker changed, core/tenancy/response-cache.ts);
 *  - list, computed each time: the same with `Cache-Control: no-cache` (scoped query and count, serialisation on
 *           every request: a first visit, or the first after a write). BENCH_SKIP_COMPUTED=1 skips it.
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
import { start, startEngine } from "./processes.js";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const engineInProcess = process.env.BENCH_ENGINE === "in-process";

const { engine, dbUri } = await startEngine();

const server = start(
  [
    ...(process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir=" + process.env.BENCH_PROFILE] : []),
    "--import",
    "tsx",
    new URL("./api-server.ts", import.meta.url).pathname,
  ],
  dbUri ? { BENCH_DB_URI: dbUri } : {},
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

async function run(title: string, path: string, headers: Record<string, string> = {}) {
  const before = { app: cpuMs(server.child.pid), engine: cpuMs(engine?.child.pid) };
  const result = await autocannon({
    url: `${ready.url}${path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
  });
  const after = { app: cpuMs(server.child.pid), engine: cpuMs(engine?.child.pid) };
  const perRequest = (from?: number, to?: number) =>
    from === undefined || to === undefined ? "?" : ((to - from) / result.requests.total).toFixed(2);
  const cpu =
    `CPU per request: app ${perRequest(before.app, after.app)} ms` +
    (engine ? `, engine ${perRequest(before.engine, after.engine)} ms` : "");
  const non2xx = result.non2xx + result.errors;
  console.log(
    `  ${title.padEnd(6)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   (${result.requests.total} requests, ${non2xx} failed; ${cpu})`,
  );
  return result;
}

console.log(
  `API benchmark — node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s each, server in its own process, ` +
    (engineInProcess ? "engine inside the server's process" : "engine in its own process") +
    ` (load average ${loadavg()[0]!.toFixed(1)})`,
);
const onlyList = process.env.BENCH_ONLY === "list";
if (!onlyList) await run("warmup", "/api/health");
const hello = onlyList ? undefined : await run("hello", "/api/health");
const listPath = `/api/companies/${ready.companyId}/workers?limit=50`;
const list = await run("list", listPath, { token: ready.token });
// the same page computed on every request (the client asks for a fresh answer): what a first visit, or the first
// request after a worker changed, costs
const computed =
  process.env.BENCH_SKIP_COMPUTED === "1"
    ? undefined
    : await run("list, computed each time", listPath, { token: ready.token, "cache-control": "no-cache" });
if (hello) {
  const ratio = list.requests.average / hello.requests.average;
  console.log(`\n  ratio list/hello: ${ratio.toFixed(2)} (target >= 0.20): ${ratio >= 0.2 ? "MET" : "NOT MET"}`);
}
console.log(`  list p99: ${list.latency.p99} ms (target < 50 ms): ${list.latency.p99 < 50 ? "MET" : "NOT MET"}`);
if (hello && computed)
  console.log(
    `  computed each time: ratio ${(computed.requests.average / hello.requests.average).toFixed(3)}, p99 ${computed.latency.p99} ms`,
  );
server.child.kill("SIGTERM");
await new Promise((resolve) => server.child.once("exit", resolve));
engine?.child.kill("SIGTERM");
