/**
 * `npm run bench:clock`: a 10,000-person tenant's morning rush over HTTP (issue 13 "Proof"). Every person of the
 * tenant punches in once (`POST /api/companies/:id/clock/punches`, their own session, a fresh idempotency key) through
 * 100 concurrent connections (autocannon), as fast as the server answers. Prints punches per second and p50/p99
 * latency, the same figures for the app's health route under the same load in the same run (the reference: what the
 * HTTP stack alone costs on this machine now) and the ratio, then the count check: every acknowledged punch (201) is
 * stored exactly once (the company's chain, walked by `GET .../clock/chain`, holds exactly as many punches, unbroken,
 * and no idempotency key twice). Figures, not assertions. `BENCH_WORKERS` (default 10,000) and `BENCH_CONNECTIONS`
 * (default 100) change the sizes; `BENCH_EARLY` (default 1,000) more people punch in first, unmeasured (a warm
 * server); `BENCH_ENGINE=in-process` puts the engine inside the app's process;
 *
 * Then the paced rush: `BENCH_PACED` more people (default 10,000) punch in at a steady `BENCH_RATE` (default 1,000 a
 * second, the target's rate) through at most the same 100 connections, each punch sent at its time whatever the
 * earlier ones are doing (an open loop, as people arriving at the door: autocannon's own rate limit sends each
 * second's quota in a burst instead). Its latencies count from when each punch was due, so a server falling behind
 * shows in them. The rush above answers "how many a second at most"; this one "how fast at the target's rate".
 * `BENCH_PROFILE=<dir>` writes CPU profiles of the app and the engine there.
 */
import http from "node:http";
import autocannon from "autocannon";
import { appFlags, flagsFrom, latencyLine, start, startEngine } from "./processes.js";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const RATE = Number(process.env.BENCH_RATE ?? 1_000);
// BENCH_PROFILE profiles the engine's process as well as the app's (written when they exit)
const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir=" + process.env.BENCH_PROFILE] : [];
// BENCH_ENGINE_FLAGS: more node flags for the engine (say, --trace-gc; its lines go to stderr)
const { engine, dbUri } = await startEngine([...profile, ...flagsFrom("BENCH_ENGINE_FLAGS")]);
const server = start(
  [
    ...profile,
    ...appFlags(),
    // BENCH_APP_FLAGS: more node flags for the app (say, --trace-gc; its lines go to stderr)
    ...flagsFrom("BENCH_APP_FLAGS"),
    "--import",
    "tsx",
    new URL("./clock-server.ts", import.meta.url).pathname,
  ],
  dbUri ? { BENCH_DB_URI: dbUri } : {},
  (line) => line.startsWith("{"),
);
const ready = JSON.parse(await server.line) as {
  url: string;
  companyId: string;
  adminToken: string;
  tokens: string[];
  earlyTokens: string[];
  pacedTokens: string[];
};
const base = `${ready.url}/api/companies/${ready.companyId}`;

/** A run's result and how long it took, from its start to its last answer. */
type Run = autocannon.Result & { seconds: number };

function run(options: autocannon.Options): Promise<Run> {
  const started = performance.now();
  let last = started;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        ...options,
        // autocannon hands its result over at its next whole-second tick (its `duration` is rounded up to it): the
        // run's time is taken to its last answer instead
        setupClient: (client) => void client.on("response", () => void (last = performance.now())),
      },
      (error, result) => (error ? reject(error) : resolve({ ...result, seconds: (last - started) / 1000 })),
    );
  });
}

/** Requests per second over the whole run, to its last answer. */
const perSecond = (r: Run) => r.requests.total / Math.max(r.seconds, 0.001);
const line = (title: string, r: Run) =>
  `  ${title.padEnd(10)} ${perSecond(r).toFixed(0).padStart(6)} req/s in ${r.seconds.toFixed(2)} s   p50 ${String(r.latency.p50).padStart(4)} ms   ` +
  `p99 ${String(r.latency.p99).padStart(4)} ms   (${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`;

console.log(
  `Clock benchmark — node ${process.version}, ${ready.tokens.length} people each punching in once ` +
    `(after ${ready.earlyTokens.length} early birds, unmeasured), ` +
    `${CONNECTIONS} connections, server and engine in their own processes`,
);

const chainOf = async () =>
  (await (await fetch(`${base}/clock/chain`, { headers: { token: ready.adminToken } })).json()) as {
    checked: number;
    intact: boolean;
  };
// the reference: the health route, same connections, as many requests as punches
const reference = await run({ url: `${ready.url}/api/health`, connections: CONNECTIONS, amount: ready.tokens.length });

/** Each person of `tokens` punches in once, through the bench's connections. */
function punchIn(
  tokens: readonly string[],
  onResponse: (status: number, body: string) => void = () => {},
): Promise<Run> {
  let next = 0;
  return run({
    url: base,
    connections: CONNECTIONS,
    // a punch waiting longer than autocannon's default 10 s is still a punch: count it, and show it in the latencies
    timeout: 120,
    amount: tokens.length,
    requests: [
      {
        method: "POST",
        path: `/api/companies/${ready.companyId}/clock/punches`,
        setupRequest: (request) => {
          const i = next++;
          return {
            ...request,
            headers: { "content-type": "application/json", token: tokens[i % tokens.length]! },
            body: JSON.stringify({ idempotencyKey: `rush-${i}-${Date.now()}` }),
          };
        },
        onResponse,
      },
    ],
  });
}

// the early birds punch in first, unmeasured: the rush meets a warm server, as at 8 am after the night shift's
// punches (the first second of a cold server is JIT compilation and the driver opening its connections)
const early = ready.earlyTokens.length > 0 ? await punchIn(ready.earlyTokens) : undefined;

// the demo seed's history and the early birds are in the chain already: the rush's punches are what it adds
const before = await chainOf();

// the rush: request i is person i's punch; the answers are recorded to count what was acknowledged
const acknowledged = new Set<string>();
let refused = 0;
let firstRefusal: string | undefined;
const record = (status: number, body: string) => {
  if (status === 201) acknowledged.add((JSON.parse(body) as { entry: { id: string } }).entry.id);
  else {
    refused += 1;
    firstRefusal ??= `${status} ${body.slice(0, 200)}`;
  }
};
const rush = await punchIn(ready.tokens, record);

/** Latency percentiles (ms) of a list of latencies, in autocannon's shape. */
function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    p10: at(0.1),
    p25: at(0.25),
    p50: at(0.5),
    p75: at(0.75),
    p90: at(0.9),
    p97_5: at(0.975),
    p99: at(0.99),
    p99_9: at(0.999),
    max: at(1),
  };
}

/**
 * Each person of `tokens` punches in once, punch i sent at `i / rate` seconds (keep-alive, at most CONNECTIONS open;
 * a punch finding them all busy waits for one, and that wait counts). Latency: from when the punch was due to its
 * answer.
 */
function pacedPunchIn(
  tokens: readonly string[],
  rate: number,
  onResponse: (status: number, body: string) => void,
): Promise<{ seconds: number; latencies: number[]; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const { hostname, port } = new URL(ready.url);
  const latencies: number[] = [];
  let errors = 0;
  let answered = 0;
  const started = performance.now();
  return new Promise((resolve) => {
    const finish = () => {
      if (++answered < tokens.length) return;
      agent.destroy();
      resolve({ seconds: (performance.now() - started) / 1000, latencies, errors });
    };
    const send = (i: number) => {
      const due = started + (i * 1000) / rate;
      const request = http.request(
        {
          agent,
          hostname,
          port,
          method: "POST",
          path: `/api/companies/${ready.companyId}/clock/punches`,
          headers: { "content-type": "application/json", token: tokens[i]! },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            latencies.push(performance.now() - due);
            if (process.env.BENCH_SLOW === "1" && performance.now() - due > 100)
              slow.push(Math.round(performance.timeOrigin + due) % 100_000);
            onResponse(response.statusCode ?? 0, Buffer.concat(chunks).toString("utf8"));
            finish();
          });
        },
      );
      request.on("error", () => {
        errors += 1;
        finish();
      });
      request.end(JSON.stringify({ idempotencyKey: `paced-${i}-${Date.now()}` }));
    };
    let next = 0;
    const tick = () => {
      // every punch due by now (timers fire late; the schedule does not drift)
      const due = Math.min(tokens.length, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
      while (next < due) send(next++);
      if (next < tokens.length) setTimeout(tick, 1);
    };
    tick();
  });
}

// BENCH_SLOW=1: when (epoch ms modulo 100,000) the paced punches slower than 100 ms were due, to set beside the
// processes' --trace-gc or event-loop logs
const slow: number[] = [];
const paced = ready.pacedTokens.length > 0 ? await pacedPunchIn(ready.pacedTokens, RATE, record) : undefined;

console.log(line("health", reference));
if (early) console.log(line("early", early) + "  (warm-up, not measured)");
console.log(line("punch", rush));
console.log(`    punch latency ms: ${latencyLine(rush.latency)}`);
const ratio = perSecond(rush) / perSecond(reference);
console.log(
  `  punches/s over health req/s: ${ratio.toFixed(2)}   p99 ratio: ${(rush.latency.p99 / Math.max(1, reference.latency.p99)).toFixed(1)}x`,
);
if (paced) {
  const l = percentiles(paced.latencies);
  const achieved = paced.latencies.length / paced.seconds;
  console.log(
    `  paced      ${achieved.toFixed(0).padStart(6)} req/s in ${paced.seconds.toFixed(2)} s   p50 ${String(l.p50).padStart(4)} ms   ` +
      `p99 ${String(l.p99).padStart(4)} ms   (${paced.latencies.length} answered of ${ready.pacedTokens.length} sent at ${RATE}/s, ${paced.errors} errors)`,
  );
  console.log(`    paced latency ms (from when each punch was due): ${latencyLine(l)}`);
  if (slow.length > 0) {
    const windows: Array<[number, number, number]> = [];
    for (const at of slow.sort((a, b) => a - b)) {
      const last = windows.at(-1);
      if (last && at - last[1] < 50) {
        last[1] = at;
        last[2]++;
      } else windows.push([at, at, 1]);
    }
    console.log(
      `    due when slow (epoch ms % 100000: from-to, punches): ${windows.map((w) => w.join("-")).join(", ")}`,
    );
  }
  console.log(
    `  target >= 1,000 punches/s: ${perSecond(rush) >= 1000 ? "MET" : "NOT MET"} (the rush);  ` +
      `p99 < 100 ms at ${RATE} punches/s: ${l.p99 < 100 && achieved >= 0.98 * RATE ? "MET" : "NOT MET"} (paced: ${l.p99} ms);  ` +
      `p99 as fast as answered: ${rush.latency.p99} ms`,
  );
} else
  console.log(
    `  target >= 1,000 punches/s: ${perSecond(rush) >= 1000 ? "MET" : "NOT MET"};  p99 < 100 ms: ${rush.latency.p99 < 100 ? "MET" : "NOT MET"}`,
  );
if (firstRefusal) console.log(`  ${refused} not acknowledged; first: ${firstRefusal}`);

const walkStarted = performance.now();
const chain = await chainOf();
const walkSeconds = (performance.now() - walkStarted) / 1000;
const added = chain.checked - before.checked;
console.log(
  `  count check: ${acknowledged.size} acknowledged, ${added} added to the chain (intact: ${chain.intact}) — ` +
    (added === acknowledged.size && chain.intact ? "every acknowledged punch stored exactly once" : "MISMATCH"),
);
// GET .../clock/chain is also what an admin runs: every punch of the company hashed again, in pages
console.log(`  chain check: ${chain.checked} punches walked in ${walkSeconds.toFixed(2)} s`);

server.child.kill("SIGTERM");
await new Promise((resolve) => server.child.once("exit", resolve));
engine?.child.kill("SIGTERM");
