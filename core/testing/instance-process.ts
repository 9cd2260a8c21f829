/**
 * A second app instance in a process of its own, for tests of several instances on one database
 * (core/test/multi-instance.test.ts): its caches, counters and module-level maps are its own, as on another machine.
 * Started by `startInstanceProcess()` (instance.ts) with `fork`; it listens on a free loopback port and answers
 * messages over IPC.
 */
import mongoose from "mongoose";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { type InstanceMessage, type InstanceRequest, recordRunJob } from "./instance.js";

async function main(): Promise<void> {
  const uri = process.env.INSTANCE_MONGODB_URI!;
  const dbName = process.env.INSTANCE_DB_NAME!;
  await mongoose.connect(uri, { dbName });
  const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test" });
  const app = await buildApp({ config, version: "0.0.0-test", db: "embedded", logger: false });
  app.jobs.define([recordRunJob("two")]);
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const send = (m: InstanceMessage) => process.send?.(m);
  process.on("message", (m: InstanceRequest) => {
    if (m.type === "start-jobs") void app.jobs.start().then(() => send({ type: "jobs-started" }));
    if (m.type === "close")
      void app
        .close()
        .then(() => mongoose.disconnect())
        .then(() => {
          send({ type: "closed" });
          process.disconnect?.();
        });
  });
  send({ type: "listening", url });
}

void main().catch((err: unknown) => {
  process.stderr.write(`instance process failed: ${String((err as Error)?.stack ?? err)}\n`);
  process.exit(1);
});
