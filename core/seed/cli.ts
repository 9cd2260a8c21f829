/**
 * `npm run seed -- --workers 10000`: adds a large tenant for benchmarks to the configured database (the embedded
 * engine under DATA_DIR, or MONGODB_URI), and prints its logins.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import mongoose from "mongoose";
import pino from "pino";
import { loadConfig } from "../config.js";
import { connectDatabase } from "../db/connection.js";
import { startEmbeddedServer } from "../db/embedded/index.js";
import { serverModules } from "../../modules/server.js";
import { describeLogins, seedDemo } from "./demo-seed.js";

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
const started = Date.now();
const logins = await seedDemo({
  log,
  workers,
  force: true,
  companyName: values.name ?? `Benchmark ${workers} workers`,
  modules: serverModules(config),
  // a tenant of its own: its people do not share addresses with the demo company's
  emailDomain: `tenant-${Date.now().toString(36)}.workforce.test`,
});
console.log(
  describeLogins(logins!).replace(
    "Demo company created.",
    `Tenant with ${workers + 3} people created in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  ),
);
await mongoose.disconnect();
await engine?.close();
