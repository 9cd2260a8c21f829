/**
 * Embedded engine benchmark (`npm run bench:engine`). Prints figures; asserts nothing.
 *
 *  (a) durable single-document inserts/s (insertOne, default write concern) with
 *      8 concurrent clients (8 MongoClient instances) and with 1 client as the reference;
 *  (b) equality lookups on an indexed compound key {companyId, email} in a collection of
 *      BENCH_DOCS documents over BENCH_TENANTS tenants, against the same kind of lookup on
 *      an unindexed field;
 *  (c) in-process (the engine's Collection and find, no wire): a year of clock punches (4 a workday) for
 *      BENCH_RANGE_PEOPLE people, read as the time-sheet report does: {companyId, workerId: {$in: 500 ids},
 *      statusDate: a month} on {companyId, workerId, statusDate}, and {companyId, statusDate: a month} on
 *      {companyId, statusDate}, with their counts (range narrowing in the query plan).
 *
 * Environment:
 *   BENCH_CASES=all           "range" runs (c) alone
 *   BENCH_RANGE_PEOPLE=2000   people in the punch collection of (c)
 *   BENCH_RANGE_RUNS=20       timed runs of each query of (c)
 *   BENCH_DOCS=1000000        documents in the lookup collection
 *   BENCH_TENANTS=1000        distinct companyId values
 *   BENCH_INSERT_SECONDS=5    duration of each insert run
 *   BENCH_INSERT_CLIENTS=8    concurrent clients for the insert run
 *   BENCH_LOOKUPS=2000        indexed lookups
 *   BENCH_SCAN_LOOKUPS=20     unindexed lookups
 *   BENCH_LOOKUP_DURABLE=0    1 = load the lookup collection into the durable instance
 *                             (default: a separate in-memory instance)
 *   BENCH_DIR=<os tmpdir>     where the durable instance's temporary data directory goes
 *                             (put it on the disk you want to measure fsync on)
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { MongoClient, ObjectId } from "mongodb";
import { ObjectId as BsonObjectId } from "bson";
import { Collection } from "../core/db/embedded/collection.js";
import { startEmbeddedServer, type EmbeddedServer } from "../core/db/embedded/index.js";
import { count as countDocs, find } from "../core/db/embedded/query.js";
import { keyOf } from "../core/db/embedded/values.js";

const env = (name: string, fallback: number) => {
  const v = process.env[name];
  return v === undefined || v === "" ? fallback : Number(v);
};
const DOCS = env("BENCH_DOCS", 1_000_000);
const TENANTS = env("BENCH_TENANTS", 1_000);
const INSERT_SECONDS = env("BENCH_INSERT_SECONDS", 5);
const INSERT_CLIENTS = env("BENCH_INSERT_CLIENTS", 8);
const LOOKUPS = env("BENCH_LOOKUPS", 2_000);
const SCAN_LOOKUPS = env("BENCH_SCAN_LOOKUPS", 20);
const LOOKUP_DURABLE = env("BENCH_LOOKUP_DURABLE", 0) === 1;
const BENCH_DIR = process.env.BENCH_DIR || tmpdir();
const ONLY_RANGE = process.env.BENCH_CASES === "range";
const RANGE_PEOPLE = env("BENCH_RANGE_PEOPLE", 2_000);
const RANGE_RUNS = env("BENCH_RANGE_RUNS", 20);
const BATCH = 10_000;

const TARGET_INSERTS = 5_000;
const TARGET_MEDIAN_MS = 1;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024, 1)} MB`;

function memory(label: string) {
  const m = process.memoryUsage();
  console.log(`  memory ${label}: rss ${mb(m.rss)}, heapUsed ${mb(m.heapUsed)}, external ${mb(m.external)}`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx];
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((a, b) => a + b, 0);
  return {
    median: percentile(s, 50),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
    max: s[s.length - 1],
    perSec: (samples.length / total) * 1000,
  };
}

async function insertRun(uri: string, clients: number, seconds: number, label: string) {
  const conns = await Promise.all(
    Array.from({ length: clients }, () => new MongoClient(uri, { maxPoolSize: 1 }).connect()),
  );
  const run = `${label}_${Date.now()}`;
  const latencies: number[] = [];
  // Warm-up: a few writes per client so connection set-up is not measured.
  await Promise.all(conns.map((c, k) => c.db("bench").collection("inserts_warmup").insertOne({ k })));
  const deadline = performance.now() + seconds * 1000;
  const start = performance.now();
  let count = 0;
  await Promise.all(
    conns.map(async (c, k) => {
      const coll = c.db("bench").collection("inserts");
      let i = 0;
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await coll.insertOne({ run, client: k, i: i++, at: new Date(), payload: "p".repeat(100) });
        latencies.push(performance.now() - t0);
        count++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const check = await conns[0].db("bench").collection("inserts").countDocuments({ run });
  await Promise.all(conns.map((c) => c.close()));
  const s = stats(latencies);
  const rate = count / elapsed;
  console.log(
    `  ${label.padEnd(10)} ${fmt(rate).padStart(8)} inserts/s  (${fmt(count)} in ${fmt(elapsed, 2)} s; latency median ${fmt(s.median, 2)} ms, p95 ${fmt(s.p95, 2)} ms, p99 ${fmt(s.p99, 2)} ms; stored ${fmt(check)})`,
  );
  if (check !== count) console.log(`  !! stored count ${check} differs from acknowledged inserts ${count}`);
  return rate;
}

async function timeLookups(n: number, fn: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  let misses = 0;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const doc = await fn(i);
    samples.push(performance.now() - t0);
    if (!doc) misses++;
  }
  return { ...stats(samples), misses };
}

/**
 * (c): range queries over a year of punches, in-process (the planner and the filter, without the wire). The documents
 * hold the engine's own bson classes (ESM), as documents decoded by the server do: the driver's (CJS) ObjectId is
 * another class, which the engine's direct matcher would leave to mingo.
 */
function rangeCase() {
  const coll = new Collection("bench", "punches");
  coll.addIndex({
    v: 2,
    key: { companyId: 1, workerId: 1, statusDate: 1 },
    name: "companyId_1_workerId_1_statusDate_1",
  });
  coll.addIndex({ v: 2, key: { companyId: 1, statusDate: 1 }, name: "companyId_1_statusDate_1" });
  coll.addIndex({
    v: 2,
    key: { companyId: 1, deletedAt: 1, createdAt: 1 },
    name: "companyId_1_deletedAt_1_createdAt_1",
  });
  const companyId = new BsonObjectId();
  const people = Array.from({ length: RANGE_PEOPLE }, () => new BsonObjectId().toHexString());
  const year = 2025;
  const loadStart = performance.now();
  let n = 0;
  for (
    let day = new Date(Date.UTC(year, 0, 1));
    day.getUTCFullYear() === year;
    day = new Date(day.getTime() + 86_400_000)
  ) {
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    for (let p = 0; p < people.length; p++)
      for (const [k, hour] of [8, 12, 13, 17].entries()) {
        const statusDate = new Date(day.getTime() + hour * 3_600_000 + ((p * 7919 + k * 13) % 3_600) * 1_000);
        const doc = {
          _id: new BsonObjectId(),
          companyId,
          workerId: people[p],
          status: k === 0 ? "start" : k === 3 ? "end" : "middle",
          statusDate,
          deletedAt: null,
          createdAt: statusDate,
        };
        coll.insert(doc, keyOf(doc._id));
        n++;
      }
  }
  console.log(
    `\n(c) range queries, in-process: ${fmt(n)} punches (${fmt(people.length)} people, 4 a workday, ${year}), loaded in ${fmt((performance.now() - loadStart) / 1000, 1)} s`,
  );
  memory("after punch load");
  const month = (m: number) => ({ $gte: new Date(Date.UTC(year, m, 1)), $lt: new Date(Date.UTC(year, m + 1, 1)) });
  const queries: Array<[string, (i: number) => Record<string, unknown>]> = [
    [
      "find {companyId, workerId: $in 500, statusDate: month}",
      (i) => ({
        companyId,
        workerId: { $in: people.slice((i * 500) % people.length, ((i * 500) % people.length) + 500) },
        statusDate: month(i % 12),
      }),
    ],
    ["find {companyId, statusDate: month}", (i) => ({ companyId, statusDate: month(i % 12) })],
  ];
  let late = 0;
  for (const [label, filter] of queries) {
    // warm-up (orders each index level's keys once, as a running server keeps them)
    for (let i = 0; i < 4; i++) find(coll, "bench", { filter: filter(i) });
    const samples: number[] = [];
    let returned = 0;
    for (let i = 0; i < RANGE_RUNS; i++) {
      const t0 = performance.now();
      returned = find(coll, "bench", { filter: filter(i) }).length;
      samples.push(performance.now() - t0);
    }
    const s = stats(samples);
    console.log(
      `  ${label.padEnd(56)} x${RANGE_RUNS}: median ${fmt(s.median, 1)} ms, p95 ${fmt(s.p95, 1)} ms (${fmt(returned)} punches, last run)`,
    );
    const counts: number[] = [];
    let counted = 0;
    for (let i = 0; i < RANGE_RUNS; i++) {
      const t0 = performance.now();
      counted = countDocs(coll, "bench", { filter: filter(i) });
      counts.push(performance.now() - t0);
    }
    const c = stats(counts);
    console.log(
      `  ${"  the same as a count".padEnd(56)} x${RANGE_RUNS}: median ${fmt(c.median, 1)} ms (${fmt(counted)})`,
    );
    // a new punch (a new key in its person's and its company's statusDate levels) before each read, as in a working
    // day: the levels keep their order (indexes.ts keyAdded) instead of sorting a year of the company's keys again
    const punched: number[] = [];
    for (let i = 0; i < RANGE_RUNS; i++) {
      const statusDate = new Date(Date.UTC(year, 11, 31, 20) + ++late * 1_000);
      const doc = {
        _id: new BsonObjectId(),
        companyId,
        workerId: people[i % people.length],
        status: "start",
        statusDate,
        deletedAt: null,
        createdAt: statusDate,
      };
      coll.insert(doc, keyOf(doc._id));
      const t0 = performance.now();
      find(coll, "bench", { filter: filter(i) });
      punched.push(performance.now() - t0);
    }
    const p = stats(punched);
    console.log(
      `  ${"  after a new punch each time".padEnd(56)} x${RANGE_RUNS}: median ${fmt(p.median, 1)} ms, p95 ${fmt(p.p95, 1)} ms`,
    );
  }
}

async function main() {
  console.log(`Embedded engine benchmark — node ${process.version}, ${new Date().toISOString()}`);
  console.log(
    `  BENCH_DOCS=${DOCS} BENCH_TENANTS=${TENANTS} BENCH_INSERT_SECONDS=${INSERT_SECONDS} BENCH_INSERT_CLIENTS=${INSERT_CLIENTS} BENCH_LOOKUPS=${LOOKUPS} BENCH_SCAN_LOOKUPS=${SCAN_LOOKUPS}`,
  );
  memory("at start");
  rangeCase();
  if (ONLY_RANGE) return;

  const dbPath = await mkdtemp(join(BENCH_DIR, "engine-bench-"));
  const servers: EmbeddedServer[] = [];
  try {
    const durable = await startEmbeddedServer({ dbPath, port: 0 });
    servers.push(durable);
    console.log(`\n(a) durable single-document inserts (insertOne, default write concern), dbPath ${dbPath}`);
    const one = await insertRun(durable.uri, 1, INSERT_SECONDS, "1 client");
    const many = await insertRun(durable.uri, INSERT_CLIENTS, INSERT_SECONDS, `${INSERT_CLIENTS} clients`);
    console.log(`  scaling ${INSERT_CLIENTS} clients / 1 client: ${fmt(many / one, 2)}x`);
    console.log(
      `  target >= ${fmt(TARGET_INSERTS)} durable inserts/s from 8 clients: ${many >= TARGET_INSERTS ? "MET" : "NOT MET"} (${fmt(many)})`,
    );
    memory("after inserts");

    let lookupServer = durable;
    if (!LOOKUP_DURABLE) {
      lookupServer = await startEmbeddedServer({ port: 0 });
      servers.push(lookupServer);
    }
    console.log(
      `\n(b) lookups in ${fmt(DOCS)} documents over ${fmt(TENANTS)} tenants (${LOOKUP_DURABLE ? "durable instance" : "separate in-memory instance"})`,
    );
    const client = await new MongoClient(lookupServer.uri).connect();
    const people = client.db("bench").collection("people");
    await people.createIndex({ companyId: 1, email: 1 }, { unique: true });
    const tenants = Array.from({ length: TENANTS }, () => new ObjectId());
    const perTenant = Math.ceil(DOCS / TENANTS);
    const docAt = (i: number) => ({
      companyId: tenants[i % TENANTS],
      email: `user${Math.floor(i / TENANTS)}@tenant${i % TENANTS}.example`,
      // Unindexed, unique per document, so the scan lookup has exactly one match.
      employeeNo: `E${i}`,
      name: `User ${i}`,
      department: ["eng", "ops", "sales", "hr"][i % 4],
      hiredAt: new Date(Date.UTC(2015 + (i % 10), i % 12, 1 + (i % 28))),
    });
    const loadStart = performance.now();
    for (let from = 0; from < DOCS; from += BATCH) {
      const batch = [];
      for (let i = from; i < Math.min(DOCS, from + BATCH); i++) batch.push(docAt(i));
      await people.insertMany(batch, { ordered: false });
      if ((from / BATCH) % 20 === 19) {
        const done = from + batch.length;
        process.stdout.write(
          `  loaded ${fmt(done)} (${fmt(done / ((performance.now() - loadStart) / 1000))} docs/s)\n`,
        );
      }
    }
    const loadSecs = (performance.now() - loadStart) / 1000;
    const count = await people.estimatedDocumentCount();
    console.log(
      `  load: ${fmt(count)} documents in ${fmt(loadSecs, 1)} s (${fmt(DOCS / loadSecs)} docs/s, insertMany batches of ${fmt(BATCH)}), ~${fmt(perTenant)} per tenant`,
    );
    memory("after load");

    // Random but reproducible sample of existing documents.
    let seed = 12345;
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const pick = () => Math.floor(rnd() * DOCS);

    // Warm-up.
    for (let i = 0; i < 50; i++) {
      const d = docAt(pick());
      await people.findOne({ companyId: d.companyId, email: d.email });
    }

    const idx = await timeLookups(LOOKUPS, async () => {
      const d = docAt(pick());
      return people.findOne({ companyId: d.companyId, email: d.email });
    });
    console.log(
      `  indexed   findOne({companyId, email}) x${fmt(LOOKUPS)}: median ${fmt(idx.median, 3)} ms, p95 ${fmt(idx.p95, 3)} ms, p99 ${fmt(idx.p99, 3)} ms, max ${fmt(idx.max, 2)} ms, ${fmt(idx.perSec)} lookups/s${idx.misses ? `, ${idx.misses} MISSES` : ""}`,
    );
    const scan = await timeLookups(SCAN_LOOKUPS, async () => {
      const i = pick();
      return people.findOne({ employeeNo: `E${i}` });
    });
    console.log(
      `  unindexed findOne({employeeNo})     x${fmt(SCAN_LOOKUPS)}: median ${fmt(scan.median, 2)} ms, p95 ${fmt(scan.p95, 2)} ms, p99 ${fmt(scan.p99, 2)} ms, ${fmt(scan.perSec, 1)} lookups/s${scan.misses ? `, ${scan.misses} MISSES` : ""}`,
    );
    console.log(`  ratio unindexed / indexed median latency: ${fmt(scan.median / idx.median, 0)}x`);
    console.log(
      `  target indexed lookup median < ${TARGET_MEDIAN_MS} ms: ${idx.median < TARGET_MEDIAN_MS ? "MET" : "NOT MET"} (${fmt(idx.median, 3)} ms)`,
    );

    // Tenant-scoped query through the index prefix.
    const tenantQ = await timeLookups(Math.min(200, LOOKUPS), async () =>
      people
        .find({ companyId: tenants[Math.floor(rnd() * TENANTS)] })
        .limit(20)
        .toArray()
        .then((r) => r.length > 0),
    );
    console.log(
      `  tenant page find({companyId}).limit(20) x${fmt(Math.min(200, LOOKUPS))}: median ${fmt(tenantQ.median, 3)} ms, p95 ${fmt(tenantQ.p95, 3)} ms`,
    );
    memory("after lookups");
    await client.close();

    console.log("\nSummary");
    console.log(
      `  durable inserts/s, ${INSERT_CLIENTS} clients: ${fmt(many)}   (1 client: ${fmt(one)})   target >= ${fmt(TARGET_INSERTS)}`,
    );
    console.log(
      `  indexed lookup median: ${fmt(idx.median, 3)} ms   target < ${TARGET_MEDIAN_MS} ms; unindexed/indexed: ${fmt(scan.median / idx.median, 0)}x`,
    );
  } finally {
    for (const s of servers.reverse()) await s.close().catch((e: unknown) => console.error("close failed", e));
    await rm(dbPath, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
