/**
 * `npm run seed -- --workers 10000`: adds a large tenant for benchmarks to the configured database (the embedded
 * engine under DATA_DIR, or MONGODB_URI), and prints its logins.
 */
import { mkdir } from "node:fs/promises";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import mongoose from "mongoose";
import pino from "pino";
import { loadConfig } from "../config.js";
import { connectDatabase } from "../db/connection.js";
import { startEmbeddedServer } from "../db/embedded/index.js";
import { buildApp } from "../app.js";
import { describeLogins, seedDemo, type SeedTimings } from "./demo-seed.js";

const { values } = parseArgs({ options: { workers: { type: "string", default: "30" }, name: { type: "string" } } });
const workers = Number(values.workers);
if (!Number.isInteger(workers) || workers < 0 || workers > 1_000_000) {
  console.error(`--workers must be a whole number from 0 to 1000000, got "${values.workers}"`);
  process.exit(2);
}

const config = loadConfig(process.env);
const log = pino({ level: config.logLevel });
let engine: Awaited<ReturnType<typeof startEmbeddedServer>> | undefined;
let uri = config.mongodbUri;
if (!uri) {
  const dbPath = join(config.dataDir, "db");
  await mkdir(dbPath, { recursive: true });
  engine = await startEmbeddedServer({ dbPath });
  uri = engine.uri;
}
await connectDatabase({ uri });
// the app (not listening) runs every module's setup: their seeds come from it, with the services they were given
const app = await buildApp({ config, version: "seed", db: engine ? "embedded" : "mongodb" });
const started = Date.now();
const timings: SeedTimings = [];
const logins = await seedDemo({
  log,
  workers,
  force: true,
  companyName: values.name ?? `Benchmark ${workers} workers`,
  modules: app.modules,
  // a tenant of its own: its people do not share addresses with the demo company's
  emailDomain: `tenant-${Date.now().toString(36)}.workforce.test`,
  timings,
});
console.log(
  describeLogins(logins!).replace(
    "Demo company created.",
    `Tenant with ${workers + 3} people created in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  ),
);
console.log(
  [
    "Time per step (load average " +
      loadavg()
        .map((l) => l.toFixed(1))
        .join(" ") +
      "):",
    ...timings.map((t) => `  ${t.module.padEnd(18)} ${(t.ms / 1000).toFixed(1).padStart(6)} s`),
  ].join("\n"),
);
await app.close();
await mongoose.disconnect();
await engine?.close();
