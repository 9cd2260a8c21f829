/**
 * The jobs plugin: `app.jobs` on mongoose's default connection, and `app.close()` finishing the job that is
 * running (graceful shutdown, issue 3 "App and configuration").
 */
import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import { jobsPlugin } from "../jobs.plugin.js";
import type { GlobalJobContext } from "../types.js";

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
  await mongoose.connect(database.uri, { dbName: `jobs_plugin_${randomBytes(4).toString("hex")}` });
});

afterAll(async () => {
  await mongoose.connection.dropDatabase().catch(() => {});
  await mongoose.disconnect();
  await database?.stop();
});

async function waitFor(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("jobs plugin", () => {
  it("decorates app.jobs and lets app.close() finish the running job before it resolves", async () => {
    const app: FastifyInstance = Fastify({ logger: false });
    await app.register(jobsPlugin, { processEveryMs: 100 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const events: string[] = [];
    app.jobs.define([
      {
        name: "test.export",
        scope: "global",
        async handler() {
          events.push("job started");
          await released;
          events.push("job finished");
        },
      },
    ]);
    await app.ready();
    await app.jobs.start();
    const ctx: GlobalJobContext = { actor: { kind: "system", name: "test" }, now: () => new Date(), log: app.log };
    const { jobId } = await app.jobs.now(ctx, "test.export");
    await waitFor(() => events.includes("job started"), "the job to start");

    const closed = app.close().then(() => events.push("app closed"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual(["job started"]);
    release();
    await closed;
    expect(events).toEqual(["job started", "job finished", "app closed"]);
    expect(app.jobs.processing).toBe(false);
    // Its result was saved before the close resolved: done, unlocked (and, being a finished one-off, removed).
    const stored = await mongoose.connection
      .db!.collection("agendaJobs")
      .findOne({ _id: new mongoose.Types.ObjectId(jobId) });
    expect(stored?.lockedAt ?? null).toBeNull();
  });

  it("closes an app whose jobs never started without touching the database", async () => {
    const app = Fastify({ logger: false });
    await app.register(jobsPlugin, {
      db: () => {
        throw new Error("no database in this test");
      },
    });
    await app.ready();
    await app.close();
    expect(app.jobs.processing).toBe(false);
  });
});
