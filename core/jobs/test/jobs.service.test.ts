/**
 * The jobs service on agenda against the test database (the embedded engine, or MONGODB_URI): one-off runs,
 * per-tenant runs with the tenant's context, failure isolation, scheduling once per deployment, graceful stop.
 */
import { randomBytes } from "node:crypto";
import { MongoBackend } from "@agendajs/mongo-backend";
import { Agenda } from "agenda";
import mongoose from "mongoose";
import type { Db } from "mongodb";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ServiceContext } from "../../context.js";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import {
  createJobsService,
  enqueueTenantRun,
  JobDefinitionError,
  type JobsService,
  type JobsServiceOptions,
} from "../jobs.service.js";
import { defineJob, type GlobalJobContext, type JobDefinition } from "../types.js";

let database: TestDatabase;
let db: Db;
let collectionSeq = 0;
let collection: string;
const services: JobsService[] = [];

beforeAll(async () => {
  database = await startTestDatabase();
  await mongoose.connect(database.uri, { dbName: `jobs_service_${randomBytes(4).toString("hex")}` });
  db = mongoose.connection.db!;
});

afterEach(async () => {
  for (const service of services.splice(0)) await service.stop({ timeoutMs: 1_000 });
});

afterAll(async () => {
  await mongoose.connection.dropDatabase().catch(() => {});
  await mongoose.disconnect();
  await database?.stop();
});

interface LogLine {
  level: number;
  msg: string;
  companyId?: string;
  job?: string;
  err?: { message: string };
}

/** A service on its own collection (tests never share jobs), logging into `lines`. */
function build(
  overrides: Partial<JobsServiceOptions> & { lines?: LogLine[]; sharedCollection?: string } = {},
): JobsService {
  const lines = overrides.lines ?? [];
  collection = overrides.sharedCollection ?? `jobs_${++collectionSeq}`;
  const service = createJobsService({
    db: () => db,
    log: pino({ level: "debug" }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) }),
    processEveryMs: 100,
    collection,
    ...overrides,
  });
  services.push(service);
  return service;
}

const global: GlobalJobContext = {
  actor: { kind: "system", name: "test" },
  now: () => new Date(),
  log: pino({ level: "silent" }),
};

function tenantCtx(companyId: string): ServiceContext {
  return { companyId, actor: { kind: "system", name: "test" }, now: () => new Date(), log: pino({ level: "silent" }) };
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Lets the poller go round several times, to show that something does not happen again. */
const fewPolls = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 500));

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("jobs service", () => {
  it("runs a one-off job once, with its data", async () => {
    const runs: Array<{ data: unknown; actor: unknown; hasCompany: boolean }> = [];
    const job = defineJob<{ n: number }>({
      name: "test.one-off",
      scope: "global",
      async handler(ctx, data) {
        runs.push({ data, actor: ctx.actor, hasCompany: "companyId" in ctx });
      },
    });
    const jobs = build();
    jobs.define([job]);
    await jobs.start();

    const { jobId } = await jobs.now(global, job, { n: 42 });
    expect(jobId).toMatch(/^[0-9a-f]{24}$/);
    await waitFor(() => runs.length === 1, "the one-off run");
    await fewPolls();
    expect(runs).toEqual([{ data: { n: 42 }, actor: { kind: "system", name: "test.one-off" }, hasCompany: false }]);
    // A finished one-off run is removed, so fanned-out runs do not pile up.
    await waitFor(
      async () => (await db.collection(collection).countDocuments({ name: "test.one-off" })) === 0,
      "removal",
    );
  });

  it("runs a tenant job enqueued from a tenant's context for that tenant only", async () => {
    const seen: string[] = [];
    const jobs = build({ listTenantIds: async () => ["a", "b", "c"] });
    jobs.define([
      {
        name: "test.tenant-once",
        scope: "tenant",
        async handler(ctx) {
          seen.push(ctx.companyId);
        },
      },
    ]);
    await jobs.start();
    await jobs.now(tenantCtx("b"), "test.tenant-once");
    await waitFor(() => seen.length === 1, "the tenant run");
    await fewPolls();
    expect(seen).toEqual(["b"]);
  });

  it("runs a repeating tenant job once for each tenant with that tenant's context", async () => {
    const runs: ServiceContext[] = [];
    const lines: LogLine[] = [];
    const jobs = build({ lines, listTenantIds: async () => ["company-a", "company-b", "company-c"] });
    jobs.define([
      {
        name: "test.accrue",
        scope: "tenant",
        every: "1 hour", // the first run is due at once, the next one is an hour away
        async handler(ctx) {
          runs.push(ctx);
        },
      },
    ]);
    await jobs.start();
    await waitFor(() => runs.length === 3, "three tenant runs");
    await fewPolls();
    expect(runs.map((ctx) => ctx.companyId).sort()).toEqual(["company-a", "company-b", "company-c"]);
    for (const ctx of runs) expect(ctx.actor).toEqual({ kind: "system", name: "test.accrue" });
    expect(lines.find((line) => line.msg === "job enqueued for every tenant")).toMatchObject({ job: "test.accrue" });
  });

  it("keeps running the other tenants when one tenant's run fails, and logs the failure with the tenant", async () => {
    const done: string[] = [];
    const lines: LogLine[] = [];
    const jobs = build({ lines, listTenantIds: async () => ["ok-1", "broken", "ok-2"] });
    jobs.define([
      {
        name: "test.isolated",
        scope: "tenant",
        async handler(ctx) {
          if (ctx.companyId === "broken") throw new Error("tenant data is inconsistent");
          done.push(ctx.companyId);
        },
      },
    ]);
    await jobs.start();
    await jobs.now(global, "test.isolated");

    await waitFor(() => done.length === 2, "the healthy tenants");
    await waitFor(() => lines.some((line) => line.msg === "job failed"), "the failure log");
    expect(done.sort()).toEqual(["ok-1", "ok-2"]);
    const failure = lines.find((line) => line.msg === "job failed");
    expect(failure).toMatchObject({
      companyId: "broken",
      job: "test.isolated",
      err: { message: "tenant data is inconsistent" },
    });
    // The failed run stays, with its reason, for an operator to read; agenda does not retry it on its own.
    await waitFor(
      async () =>
        (await db
          .collection(collection)
          .countDocuments({ "data.companyId": "broken", failReason: "tenant data is inconsistent" })) === 1,
      "the recorded failure",
    );
  });

  it("schedules a repeating job once across instances and restarts, leaving an unchanged schedule alone", async () => {
    const shared = `jobs_shared_${++collectionSeq}`;
    const definition: JobDefinition = {
      name: "test.nightly",
      scope: "global",
      every: "0 3 * * *",
      timezone: "America/Sao_Paulo",
      handler: async () => {},
    };
    const first = build({ sharedCollection: shared });
    const second = build({ sharedCollection: shared });
    first.define([definition]);
    second.define([definition]);
    // Two instances booting at the same moment.
    await Promise.all([first.start(), second.start()]);
    const singles = () => db.collection(shared).find({ name: "test.nightly" }).toArray();
    expect(await singles()).toHaveLength(1);
    const [scheduled] = await singles();
    expect(scheduled).toMatchObject({
      type: "single",
      repeatInterval: "0 3 * * *",
      repeatTimezone: "America/Sao_Paulo",
    });

    // An operator disabled it and it ran once: a restart must not re-enable it or reset its history.
    const lastRunAt = new Date("2020-01-01T03:00:00Z");
    await db.collection(shared).updateOne({ _id: scheduled!._id }, { $set: { disabled: true, lastRunAt } });
    await first.stop();
    const restarted = build({ sharedCollection: shared });
    restarted.define([definition]);
    await restarted.start();
    expect(await singles()).toEqual([
      expect.objectContaining({ _id: scheduled!._id, disabled: true, lastRunAt, nextRunAt: scheduled!.nextRunAt }),
    ]);

    // A new interval replaces the schedule; dropping `every` removes it.
    await restarted.stop();
    const changed = build({ sharedCollection: shared });
    changed.define([{ ...definition, every: "0 4 * * *" }]);
    await changed.start();
    expect(await singles()).toEqual([expect.objectContaining({ _id: scheduled!._id, repeatInterval: "0 4 * * *" })]);
    await changed.stop();
    const onDemand = build({ sharedCollection: shared });
    onDemand.define([{ ...definition, every: undefined }]);
    await onDemand.start();
    expect(await singles()).toEqual([]);
  });

  it("coalesces a scheduled tenant run with one still waiting, but not with one already started", async () => {
    const name = `test.coalesce`;
    collection = `jobs_coalesce_${++collectionSeq}`;
    const agenda = new Agenda({ backend: new MongoBackend({ mongo: db, collection }), processEvery: 60_000 });
    await agenda.ready;
    const count = () => db.collection(collection).countDocuments({ name, "data.companyId": "a" });
    const at = new Date();
    await enqueueTenantRun(agenda, name, at, { data: {}, companyId: "a", scheduled: true });
    await enqueueTenantRun(agenda, name, at, { data: {}, companyId: "a", scheduled: true });
    expect(await count()).toBe(1);
    await enqueueTenantRun(agenda, name, at, { data: { manual: true }, companyId: "a" });
    expect(await count()).toBe(2);
    await db.collection(collection).updateMany({ name }, { $set: { lastRunAt: new Date() } });
    await enqueueTenantRun(agenda, name, at, { data: {}, companyId: "a", scheduled: true });
    expect(await count()).toBe(3);
    const waiting = await db.collection(collection).findOne({ name, lastRunAt: null });
    expect(waiting).toMatchObject({ data: { data: {}, companyId: "a", scheduled: true }, type: "normal" });
  });

  it("stop() waits for a running job to finish", async () => {
    const release = deferred();
    const events: string[] = [];
    const jobs = build();
    jobs.define([
      {
        name: "test.slow",
        scope: "global",
        async handler() {
          events.push("started");
          await release.promise;
          events.push("finished");
        },
      },
    ]);
    await jobs.start();
    await jobs.now(global, "test.slow");
    await waitFor(() => events.includes("started"), "the run to start");

    const stopped = jobs.stop().then((result) => {
      events.push("stopped");
      return result;
    });
    await fewPolls();
    expect(events).toEqual(["started"]);
    release.resolve();
    expect(await stopped).toEqual({ timedOut: false, unfinished: 0 });
    expect(events).toEqual(["started", "finished", "stopped"]);
    expect(jobs.processing).toBe(false);
  });

  it("stop() gives up after its timeout and releases the unfinished run for another instance", async () => {
    const release = deferred();
    let started = false;
    const lines: LogLine[] = [];
    const jobs = build({ lines });
    jobs.define([
      {
        name: "test.stuck",
        scope: "global",
        async handler() {
          started = true;
          await release.promise;
        },
      },
    ]);
    await jobs.start();
    const { jobId } = await jobs.now(global, "test.stuck");
    await waitFor(() => started, "the run to start");

    expect(await jobs.stop({ timeoutMs: 200 })).toEqual({ timedOut: true, unfinished: 1 });
    const stored = await db.collection(collection).findOne({ _id: new mongoose.Types.ObjectId(jobId) });
    expect(stored?.lockedAt ?? null).toBeNull();
    expect(lines.some((line) => line.msg.includes("still running"))).toBe(true);
    release.resolve();
  });

  it("refuses broken definitions at boot, naming the job", async () => {
    const jobs = build();
    const handler = async (): Promise<void> => {};
    expect(() => jobs.define([{ name: "NoNamespace", scope: "global", handler }])).toThrow(JobDefinitionError);
    expect(() => jobs.define([{ name: "test.bad-every", scope: "global", every: 0, handler }])).toThrow(
      /test.bad-every.*every/,
    );
    expect(() => jobs.define([{ name: "test.bad-scope", scope: "company" as "global", handler }])).toThrow(/scope/);
    jobs.define([{ name: "test.twice", scope: "global", handler }]);
    expect(() => jobs.define([{ name: "test.twice", scope: "global", handler }])).toThrow(/defined twice/);

    const unreadable = build();
    unreadable.define([{ name: "test.unreadable", scope: "global", every: "whenever you like", handler }]);
    await expect(unreadable.start()).rejects.toThrow(/test.unreadable.*whenever you like/);

    const noTenants = build();
    noTenants.define([{ name: "test.needs-tenants", scope: "tenant", handler }]);
    await expect(noTenants.start()).rejects.toThrow(/listTenantIds/);
    await expect(noTenants.now(global, "test.unknown")).rejects.toThrow(/unknown job "test.unknown"/);
    expect(() =>
      jobs.define([{ name: "test.bad-retry", scope: "global", retry: { attempts: 0, delayMs: 10 }, handler }]),
    ).toThrow(/test.bad-retry.*retry/);
  });

  it("retries a failed run with backoff, up to its attempts, then leaves it failed", async () => {
    const attempts: number[] = [];
    const jobs = build();
    jobs.define([
      {
        name: "test.flaky",
        scope: "global",
        retry: { attempts: 2, delayMs: 20 },
        async handler(_ctx, data: { failTimes?: number }) {
          attempts.push(Date.now());
          if (attempts.length <= (data.failTimes ?? 0)) throw new Error(`attempt ${attempts.length} failed`);
        },
      },
    ]);
    await jobs.start();
    await jobs.now(global, "test.flaky", { failTimes: 2 });
    // two failures, then the second retry succeeds (and the finished run is removed)
    await waitFor(() => attempts.length === 3, "the two retries");
    await waitFor(
      async () => (await db.collection(collection).countDocuments({ name: "test.flaky" })) === 0,
      "the successful retry",
    );
    // exponential backoff: no retry before its delay (20 ms, then 40 ms); a lower bound only, so a busy machine's
    // late polls cannot fail it (comparing the two gaps did, once, in CI)
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(20);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(40);

    attempts.length = 0;
    await jobs.now(global, "test.flaky", { failTimes: 10 });
    await waitFor(
      async () => (await db.collection(collection).countDocuments({ name: "test.flaky", failCount: 3 })) === 1,
      "the exhausted retries",
    );
    await fewPolls();
    expect(attempts).toHaveLength(3);
  });
});
