/**
 * The server side of `npm run bench:api`, run as its own process so the load generator does not share its
 * event loop: the app with the product's modules, on the database at `BENCH_DB_URI` (the embedded engine in its own
 * process, started by api.bench.ts, as a MongoDB server would be) or, without it, on an embedded engine inside this
 * process; and a tenant of 1,000 workers made by the demo seed. Prints one JSON line `{ url, token, companyId }`
 * when ready.
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { PerformanceObserver } from "node:perf_hooks";
import type { FastifyPluginAsync } from "fastify";
import mongoose from "mongoose";
import pino from "pino";
import { Type } from "typebox";
import { buildApp } from "../core/app.js";
import { loadConfig } from "../core/config.js";
import { startEmbeddedServer } from "../core/db/embedded/index.js";
import { defineModule, type ModuleDefinition } from "../core/modules/define-module.js";
import { requirePermission } from "../core/modules/modules.plugin.js";
import { DEMO_PASSWORD, seedDemo } from "../core/seed/demo-seed.js";
import { serverModules } from "../modules/server.js";

const WORKERS = Number(process.env.BENCH_WORKERS ?? 1000);
const engine = process.env.BENCH_DB_URI ? undefined : await startEmbeddedServer({});
await mongoose.connect(process.env.BENCH_DB_URI ?? engine!.uri, { dbName: "bench_api" });
const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "production", PORT: "0" });
/**
 * The kernel's own cost (bench "kernel"): a tenant route that answers a constant, through everything a module route
 * goes through (session, membership, the module gate, the permission hook, `request.ctx`, the response schema) and
 * nothing else.
 */
const benchInfo: ModuleDefinition = {
  id: "bench",
  permissions: { "bench.constant.read": ["admin", "revisor", "requester"] },
};
const constantRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/bench/constant",
    {
      schema: { response: { 200: Type.Object({ ok: Type.Boolean() }) } },
      onRequest: requirePermission(benchInfo, "bench.constant.read"),
    },
    async () => ({ ok: true }),
  );
};
const benchModule = defineModule({ ...benchInfo, routes: constantRoutes });
const app = await buildApp({
  config,
  version: "bench",
  db: "embedded",
  modules: [...serverModules(config), benchModule],
});
// BENCH_SERVER_LATENCY=1: each request's time inside the app (onRequest to onResponse), printed as percentiles when
// the server stops: beside autocannon's figures it tells the app's queueing from the load generator's
const serverLatencies: number[] = [];
if (process.env.BENCH_SERVER_LATENCY === "1") {
  const arrived = new WeakMap<object, number>();
  app.addHook("onRequest", (request, _reply, done) => {
    arrived.set(request, performance.now());
    done();
  });
  app.addHook("onResponse", (request, _reply, done) => {
    serverLatencies.push(performance.now() - arrived.get(request)!);
    done();
  });
}
// BENCH_PHASES=1: where a request's time in the app goes (arrival to the end of the auth hooks, to the route's
// preHandler, the handler, sending), for the middle tenth and the slowest 1 %, printed when the server stops
const phases: number[][] = [];
if (process.env.BENCH_PHASES === "1") {
  const marks = new WeakMap<object, number[]>();
  app.addHook("onRequest", (request, reply, done) => {
    marks.set(request, [performance.now() - reply.elapsedTime, performance.now()]);
    done();
  });
  app.addHook("preHandler", (request, _reply, done) => {
    marks.get(request)?.push(performance.now());
    done();
  });
  app.addHook("onSend", (request, _reply, payload, done) => {
    marks.get(request)?.push(performance.now());
    done(null, payload);
  });
  app.addHook("onResponse", (request, _reply, done) => {
    const m = marks.get(request);
    if (m) {
      m.push(performance.now());
      phases.push(m);
    }
    done();
  });
}
const address = await app.listen({ port: 0, host: "127.0.0.1" });

// 3 logins + the rest as workers: a tenant of WORKERS people with worker profiles
// only people's demo data: the page measured is the workers list (the other modules' year of history for a
// 1,000-person tenant would only make the setup long)
const logins = await seedDemo({
  log: pino({ level: "silent" }),
  workers: WORKERS - 3,
  modules: app.modules.filter((module) => module.id === "people"),
});
const login = await app.inject({
  method: "POST",
  url: "/api/auth/login",
  payload: { email: logins![0]!.email, password: DEMO_PASSWORD },
});
const { token, session } = login.json<{ token: string; session: { activeCompanyId: string } }>();
process.stdout.write(`${JSON.stringify({ url: address, token, companyId: session.activeCompanyId })}\n`);

// BENCH_GC=1: the garbage collector's pauses by kind, printed to stderr when the server stops
const gcPauses = new Map<string, { count: number; ms: number }>();
if (process.env.BENCH_GC === "1") {
  const kinds: Record<number, string> = { 1: "minor", 2: "major", 4: "incremental", 8: "weakcb" };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = kinds[(entry as unknown as { detail: { kind: number } }).detail.kind] ?? "other";
      const sum = gcPauses.get(kind) ?? { count: 0, ms: 0 };
      sum.count += 1;
      sum.ms += entry.duration;
      gcPauses.set(kind, sum);
    }
  }).observe({ entryTypes: ["gc"] });
}

// BENCH_ALLOC=<file>: a sampling heap profile of what the app allocates from now on (collected objects included),
// written when the server stops (/work/tools-style summaries read it as a .heapprofile)
const allocation = process.env.BENCH_ALLOC ? new Session() : undefined;
if (allocation) {
  allocation.connect();
  await allocation.post("HeapProfiler.startSampling", {
    samplingInterval: 16384,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  } as never);
}

const stop = async () => {
  if (serverLatencies.length > 0) {
    const sorted = serverLatencies.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
    process.stderr.write(
      `[app] time in the app, ms (${sorted.length} requests): p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, p99.9 ${at(0.999)}, max ${at(1)}\n`,
    );
  }
  if (phases.length > 0) {
    const rows = phases
      .filter((m) => m.length === 5)
      .map((m) => [m[1]! - m[0]!, m[2]! - m[1]!, m[3]! - m[2]!, m[4]! - m[3]!, m[4]! - m[0]!]);
    rows.sort((a, b) => a[4]! - b[4]!);
    const cut = rows.slice(Math.floor(rows.length * 0.99));
    const mid = rows.slice(Math.floor(rows.length * 0.45), Math.floor(rows.length * 0.55));
    const avg = (rs: number[][], i: number) => (rs.reduce((s, r) => s + r[i]!, 0) / rs.length).toFixed(1);
    process.stderr.write(
      `[app] phases (auth, gate, handler, send, total) median-ish: ${[0, 1, 2, 3, 4].map((i) => avg(mid, i)).join(" / ")}; slowest 1%: ${[0, 1, 2, 3, 4].map((i) => avg(cut, i)).join(" / ")}\n`,
    );
  }
  if (allocation) {
    const { profile } = await allocation.post("HeapProfiler.stopSampling");
    writeFileSync(process.env.BENCH_ALLOC!, JSON.stringify(profile));
  }
  if (gcPauses.size > 0)
    process.stderr.write(
      `[app] GC pauses: ${[...gcPauses].map(([kind, { count, ms }]) => `${kind} ${count}x ${ms.toFixed(0)} ms`).join(", ")}\n`,
    );
  await app.close();
  await mongoose.disconnect();
  await engine?.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
