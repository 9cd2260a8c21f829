import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import mongoose from "mongoose";
import type { GlobalJobContext } from "../jobs/types.js";

/** Parent to instance process. */
export type InstanceRequest = { type: "start-jobs" } | { type: "close" };
/** Instance process to parent. */
export type InstanceMessage = { type: "listening"; url: string } | { type: "closed" } | { type: "jobs-started" };

/** The job the instances of multi-instance.test.ts define: each run records which instance ran it. */
export const RECORD_RUN_JOB = "test.record-run";
export const RUNS_COLLECTION = "multi_instance_runs";

export function recordRunJob(instance: string) {
  return {
    name: RECORD_RUN_JOB,
    scope: "global" as const,
    async handler(_ctx: GlobalJobContext, data: { marker?: string }) {
      await mongoose.connection.collection(RUNS_COLLECTION).insertOne({ marker: data.marker, instance });
    },
  };
}

export interface InstanceProcess {
  /** The instance's base URL (`http://127.0.0.1:<free port>`). */
  url: string;
  startJobs(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the app in a child process (tsx) on the database mongoose's default connection uses here, so that nothing
 * kept in this process's memory (caches, counters, the in-process bus) is shared with it: a second instance as on
 * another machine. It listens on a free loopback port.
 */
export async function startInstanceProcess(): Promise<InstanceProcess> {
  const { host, port, name } = mongoose.connection;
  const child: ChildProcess = fork(fileURLToPath(new URL("./instance-process.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    env: {
      ...process.env,
      INSTANCE_MONGODB_URI: `mongodb://${host}:${port}/?directConnection=true`,
      INSTANCE_DB_NAME: name,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = (type: InstanceMessage["type"]) =>
    new Promise<InstanceMessage>((resolve, reject) => {
      const onMessage = (m: InstanceMessage) => {
        if (m.type !== type) return;
        child.off("message", onMessage);
        child.off("exit", onExit);
        resolve(m);
      };
      const onExit = (code: number | null) => reject(new Error(`instance process exited (${code}) before ${type}`));
      child.on("message", onMessage);
      child.once("exit", onExit);
    });
  const listening = await next("listening");
  const url = listening.type === "listening" ? listening.url : "";
  return {
    url,
    async startJobs() {
      const started = next("jobs-started");
      child.send({ type: "start-jobs" } satisfies InstanceRequest);
      await started;
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.send({ type: "close" } satisfies InstanceRequest);
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
