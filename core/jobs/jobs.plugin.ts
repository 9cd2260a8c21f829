import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import mongoose from "mongoose";
import type { Db } from "mongodb";
import { createJobsService, type JobsService, type JobsServiceOptions, type JobsStopResult } from "./jobs.service.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Registered by the jobs plugin (core/jobs): define, start, enqueue and stop background jobs. */
    jobs: JobsService;
  }
}

export interface JobsPluginOptions extends Omit<JobsServiceOptions, "db" | "log"> {
  /**
   * The database agenda keeps its jobs in, read when first needed.
   * @default mongoose's default connection (the one core/main.ts connects)
   */
  db?: () => Db;
}

/**
 * Decorates `app.jobs` and makes `app.close()` finish the jobs running on this instance: they start draining when the
 * close begins (in parallel with in-flight requests) and the close resolves once they are done or `stopTimeoutMs`
 * has passed. Processing starts only with `app.jobs.start()`, called by the entry point once the database is up, so
 * apps built by tests run no jobs unless they ask.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const jobs = createJobsService({
      ...options,
      db: options.db ?? mongooseDb,
      log: app.log.child({ component: "jobs" }),
    });
    app.decorate("jobs", jobs);

    let stopping: Promise<JobsStopResult> | undefined;
    app.addHook("preClose", async () => {
      stopping = jobs.stop();
      // Awaited in onClose; this keeps a failure from surfacing as an unhandled rejection meanwhile.
      stopping.catch(() => {});
    });
    app.addHook("onClose", async () => {
      await (stopping ?? jobs.stop());
    });
  },
  { name: "core.jobs", fastify: "5.x" },
);

function mongooseDb(): Db {
  const db = mongoose.connection.db;
  if (!db) throw new Error("jobs: the database is not connected (connect mongoose before using app.jobs)");
  return db;
}
