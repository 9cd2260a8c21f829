import { hostname } from "node:os";
import { MongoBackend } from "@agendajs/mongo-backend";
import { Agenda, exponential, InMemoryNotificationChannel, type Job } from "agenda";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "mongodb";
import { systemContext, type TenantSummary } from "../context.js";
import type { GlobalJobContext, JobData, JobDefinition, JobEnqueueContext } from "./types.js";

export interface JobsServiceOptions {
  /**
   * The database agenda keeps its jobs in (the app's own). Called when the service first needs it, so an app can be
   * built before the database is connected.
   */
  db: () => Db;
  log: FastifyBaseLogger;
  /**
   * Every tenant's id, for tenant-scoped jobs (the tenants service's `listCompanyIds`). It receives the job's name, so
   * the module layer can leave out tenants that do not have the job's module. Required by `start()` when a
   * tenant-scoped job is defined.
   */
  listTenantIds?: (query: { jobName: string }) => Promise<string[]>;
  /** A tenant's summary for the contexts of its runs (`ctx.tenant`, and its zone as `ctx.timeZone`); absent: UTC. */
  tenant?: (companyId: string) => Promise<TenantSummary | undefined>;
  /**
   * How often this instance polls for due jobs, in ms (a number: agenda's string parsing is not used).
   * @default 5000
   */
  processEveryMs?: number;
  /**
   * How long `stop()` waits for running jobs before giving up on them, in ms. Keep it under the entry point's
   * shutdown deadline (10 s in core/main.ts).
   * @default 8000
   */
  stopTimeoutMs?: number;
  /**
   * Jobs running at the same time on this instance, all jobs together.
   * @default 20 (agenda's default)
   */
  maxConcurrency?: number;
  /** @default "agendaJobs" */
  collection?: string;
  /**
   * Names this instance in the jobs it locks (`lastModifiedBy`), for operators reading the collection.
   * @default "<hostname>:<pid>"
   */
  instanceName?: string;
  /**
   * The clock handed to job contexts; tests pass a controllable one.
   * @default () => new Date()
   */
  now?: () => Date;
}

export interface JobsStopResult {
  /** True when running jobs were still unfinished at the deadline; their locks were released so they run again. */
  timedOut: boolean;
  /** Runs still going at the deadline. */
  unfinished: number;
}

export interface JobsService {
  /** Registers job definitions; before `start()` (modules declare theirs at boot). Names must be unique. */
  define(definitions: readonly JobDefinition[]): void;
  /**
   * Makes sure every repeating job is scheduled (once for the whole deployment) and starts processing due jobs on
   * this instance. Call it once the database is connected; instances that only serve HTTP may skip it and still
   * enqueue with `now()`.
   */
  start(): Promise<void>;
  /**
   * Stops taking jobs and waits for the ones running on this instance to finish (graceful shutdown), at most
   * `timeoutMs`. Jobs locked but not yet started are released at once for other instances.
   */
  stop(options?: { timeoutMs?: number }): Promise<JobsStopResult>;
  /**
   * Enqueues one run of a job, due now. A tenant-scoped job runs for `ctx.companyId`, or for every tenant when `ctx`
   * is a global job context; a global job runs once. Give the definition itself to have `data` type-checked.
   */
  now<TData extends object>(
    ctx: JobEnqueueContext,
    job: string | JobDefinition<TData>,
    data?: TData,
  ): Promise<{ jobId: string }>;
  /** Whether this instance is processing jobs (between `start()` and `stop()`). */
  readonly processing: boolean;
}

/** A job definition the service refuses at boot; the message names the job. */
export class JobDefinitionError extends Error {
  constructor(name: string, problem: string) {
    super(`job "${name}": ${problem}`);
    this.name = "JobDefinitionError";
  }
}

/**
 * What agenda stores as a job's `data`: the handler's data, and the tenant of a tenant-scoped run. A tenant-scoped job
 * without `companyId` is a fan-out: its run enqueues one run per tenant.
 */
export interface Envelope {
  data: JobData;
  companyId?: string;
  /** Set on the runs a scheduled fan-out enqueues, so a backlog of them coalesces (see `enqueueTenantRun`). */
  scheduled?: true;
}

// `module.kebab-name`, with as many dotted namespaces as the module wants.
const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;
// Fan-out writes in parallel, but bounded, so a platform with thousands of tenants does not flood the database.
const FAN_OUT_PARALLELISM = 16;
// A partial unique index makes "one repeating job per name" hold even when instances boot at the same moment.
const SINGLE_JOB_INDEX = "workforceOneRepeatingJobPerName";
const DUPLICATE_KEY = 11000;

/**
 * The jobs service (issue 3 "Jobs", ARCHITECTURE "Stack"): agenda 6 on the app's MongoDB through @agendajs/mongo-backend. Locking in
 * MongoDB makes it safe to run on every instance; each job runs on one of them.
 */
export function createJobsService(options: JobsServiceOptions): JobsService {
  const log = options.log;
  const clock = options.now ?? (() => new Date());
  const collectionName = options.collection ?? "agendaJobs";
  const stopTimeoutMs = options.stopTimeoutMs ?? 8_000;
  const definitions = new Map<string, JobDefinition>();
  // Runs executing on this instance, from agenda's `start` to its `complete` (after the result is saved).
  const running = new Map<string, Job>();
  const idleWaiters = new Set<() => void>();

  let agendaPromise: Promise<Agenda> | undefined;
  let state: "idle" | "starting" | "processing" | "stopping" = "idle";
  let starting: Promise<void> | undefined;
  let stopping: Promise<JobsStopResult> | undefined;

  function getAgenda(): Promise<Agenda> {
    agendaPromise ??= createAgenda().catch((error: unknown) => {
      agendaPromise = undefined; // a later call may find the database reachable
      throw error;
    });
    return agendaPromise;
  }

  async function createAgenda(): Promise<Agenda> {
    const backend = new MongoBackend({ mongo: options.db(), collection: collectionName });
    // Connected here first: agenda's constructor connects without a catch, so a failure there would be an
    // unhandled rejection; here it reaches the caller. The second connect only re-asserts the index.
    await backend.connect();
    const agenda = new Agenda({
      backend,
      name: options.instanceName ?? `${hostname()}:${process.pid}`,
      processEvery: options.processEveryMs ?? 5_000,
      ...(options.maxConcurrency === undefined ? {} : { maxConcurrency: options.maxConcurrency }),
      // Finished one-off runs (a fan-out leaves one per tenant) would otherwise pile up; failed ones stay to be read.
      removeOnComplete: true,
      // Jobs enqueued by this instance start at once instead of at the next poll; other instances' still wait for it.
      notificationChannel: new InMemoryNotificationChannel(),
    });
    agenda.on("error", (error: Error) => log.error({ err: error }, "jobs: agenda error"));
    agenda.on("start", (job: Job, remote?: boolean) => {
      if (!remote) running.set(String(job.attrs._id), job);
    });
    agenda.on("complete", (job: Job, remote?: boolean) => {
      if (remote) return;
      running.delete(String(job.attrs._id));
      if (running.size === 0) for (const wake of idleWaiters) wake();
    });
    for (const definition of definitions.values()) defineOnAgenda(agenda, definition);
    await agenda.ready;
    return agenda;
  }

  function defineOnAgenda(agenda: Agenda, definition: JobDefinition): void {
    const concurrency = definition.concurrency ?? 5;
    agenda.define<Envelope>(definition.name, (job) => runJob(definition, job), {
      concurrency,
      // Without a limit one instance would lock every due run of a fanned-out job (one per tenant) into its own
      // queue; this keeps a bounded prefetch so the rest stay available to other instances.
      lockLimit: concurrency * 10,
      ...(definition.lockLifetimeMs === undefined ? {} : { lockLifetime: definition.lockLifetimeMs }),
      ...(definition.retry === undefined
        ? {}
        : {
            backoff: exponential({
              delay: definition.retry.delayMs,
              factor: definition.retry.factor ?? 2,
              maxRetries: definition.retry.attempts,
              ...(definition.retry.maxDelayMs === undefined ? {} : { maxDelay: definition.retry.maxDelayMs }),
            }),
          }),
    });
  }

  async function runJob(definition: JobDefinition, job: Job<Envelope>): Promise<void> {
    const envelope = readEnvelope(job.attrs.data);
    const jobId = String(job.attrs._id);
    if (definition.scope === "global") {
      const runLog = log.child({ job: definition.name, jobId });
      const ctx: GlobalJobContext = { actor: { kind: "system", name: definition.name }, now: clock, log: runLog };
      await runLogged(runLog, () => definition.handler(ctx, envelope.data));
      return;
    }
    if (envelope.companyId === undefined) {
      await fanOut(definition, envelope, job);
      return;
    }
    const runLog = log.child({ job: definition.name, jobId, companyId: envelope.companyId });
    const tenant = await options.tenant?.(envelope.companyId);
    const ctx = systemContext({
      companyId: envelope.companyId,
      name: definition.name,
      log: runLog,
      now: clock,
      timeZone: tenant?.timeZone,
      tenant,
    });
    await runLogged(runLog, () => definition.handler(ctx, envelope.data));
  }

  async function runLogged(runLog: FastifyBaseLogger, run: () => Promise<void>): Promise<void> {
    try {
      await run();
      runLog.debug("job finished");
    } catch (error) {
      // Rethrown so agenda records the failure (failReason, failCount) on this run alone.
      runLog.error({ err: error }, "job failed");
      throw error;
    }
  }

  /** One run of a tenant-scoped job for every tenant, each its own agenda job (own lock, own failure). */
  async function fanOut(definition: JobDefinition, envelope: Envelope, job: Job<Envelope>): Promise<void> {
    const runLog = log.child({ job: definition.name, jobId: String(job.attrs._id) });
    const companyIds = await tenantLister()({ jobName: definition.name });
    const agenda = await getAgenda();
    // Only scheduled runs coalesce: an explicit `now()` asked for this particular run.
    const scheduled = Boolean(job.attrs.repeatInterval);
    let failed = 0;
    await forEachBounded(companyIds, FAN_OUT_PARALLELISM, async (companyId) => {
      try {
        await enqueueTenantRun(agenda, definition.name, new Date(), {
          data: envelope.data,
          companyId,
          ...(scheduled ? { scheduled: true } : {}),
        });
      } catch (error) {
        failed++;
        runLog.error({ err: error, companyId }, "job could not be enqueued for a tenant");
      }
    });
    runLog.info({ tenants: companyIds.length, failed }, "job enqueued for every tenant");
    if (failed > 0) {
      throw new Error(`job "${definition.name}" could not be enqueued for ${failed} of ${companyIds.length} tenants`);
    }
  }

  function tenantLister(): NonNullable<JobsServiceOptions["listTenantIds"]> {
    if (!options.listTenantIds) throw new Error("jobs: tenant-scoped jobs need the listTenantIds option");
    return options.listTenantIds;
  }

  /** Schedules a repeating job once for the deployment; an unchanged schedule is left alone (its locks, its times). */
  async function ensureSchedule(agenda: Agenda, definition: JobDefinition): Promise<void> {
    const jobs = options.db().collection(collectionName);
    const existing = await jobs.findOne({ name: definition.name, type: "single" });
    if (definition.every === undefined) {
      // The job stopped repeating: without this its old schedule would keep firing.
      if (existing) await jobs.deleteOne({ _id: existing._id });
      return;
    }
    if (
      existing &&
      String(existing.repeatInterval) === String(definition.every) &&
      (existing.repeatTimezone ?? null) === (definition.timezone ?? null)
    ) {
      return;
    }
    // What agenda.every() does, with a chance to refuse an interval it cannot read before anything is saved.
    const job = agenda.create<Envelope>(definition.name, { data: {} });
    job.attrs.type = "single";
    job.repeatEvery(definition.every, definition.timezone ? { timezone: definition.timezone } : {});
    if (job.attrs.failReason) {
      throw new JobDefinitionError(
        definition.name,
        `cannot repeat every "${definition.every}": ${job.attrs.failReason}`,
      );
    }
    try {
      await job.save();
      log.info({ job: definition.name, every: definition.every }, "jobs: repeating job scheduled");
    } catch (error) {
      // Another instance booting at the same time scheduled it first.
      if ((error as { code?: unknown }).code !== DUPLICATE_KEY) throw error;
    }
  }

  async function ensureSingleJobIndex(): Promise<void> {
    try {
      await options
        .db()
        .collection(collectionName)
        .createIndex(
          { name: 1 },
          { name: SINGLE_JOB_INDEX, unique: true, partialFilterExpression: { type: "single" } },
        );
    } catch (error) {
      // Existing duplicates (from before this index) must not stop boot; the check in ensureSchedule still applies.
      log.warn({ err: error }, "jobs: could not create the one-repeating-job-per-name index");
    }
  }

  function waitIdle(timeoutMs: number): Promise<boolean> {
    if (running.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (idle: boolean): void => {
        clearTimeout(timer);
        idleWaiters.delete(wake);
        resolve(idle);
      };
      const wake = (): void => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      idleWaiters.add(wake);
    });
  }

  async function doStart(): Promise<void> {
    const tenantJobs = [...definitions.values()].filter((definition) => definition.scope === "tenant");
    if (tenantJobs.length > 0 && !options.listTenantIds) {
      throw new Error(
        `jobs: tenant-scoped jobs (${tenantJobs.map((job) => job.name).join(", ")}) need the listTenantIds option`,
      );
    }
    const agenda = await getAgenda();
    await ensureSingleJobIndex();
    for (const definition of definitions.values()) await ensureSchedule(agenda, definition);
    await agenda.start();
    log.info({ jobs: definitions.size }, "jobs: processing");
  }

  async function doStop(timeoutMs: number): Promise<JobsStopResult> {
    if (starting) await starting.catch(() => {});
    const agenda = await agendaPromise?.catch(() => undefined);
    if (!agenda || state !== "processing") return { timedOut: false, unfinished: 0 };
    state = "stopping";
    // Stops polling and releases runs locked but not started; running ones keep their locks until they finish.
    await agenda.stop(false);
    const idle = await waitIdle(timeoutMs);
    if (idle) {
      log.info("jobs: stopped");
      return { timedOut: false, unfinished: 0 };
    }
    const unfinished = [...running.keys()];
    // Released rather than left locked for their whole lock lifetime: the process is going away, and handlers are
    // idempotent, so another instance (or the next start) runs them again.
    await agenda.db
      .unlockJobs(unfinished)
      .catch((error: unknown) => log.error({ err: error }, "jobs: could not release unfinished jobs"));
    log.warn(
      { unfinished: unfinished.length, timeoutMs },
      "jobs: stopped with jobs still running; they will run again",
    );
    return { timedOut: true, unfinished: unfinished.length };
  }

  return {
    define(list) {
      if (state !== "idle") throw new Error("jobs: define jobs before start()");
      for (const definition of list) {
        validateDefinition(definition);
        if (definitions.has(definition.name)) throw new JobDefinitionError(definition.name, "is defined twice");
        definitions.set(definition.name, definition);
      }
      // Already created by an early now(): tell agenda too.
      void agendaPromise
        ?.then((agenda) => list.forEach((definition) => defineOnAgenda(agenda, definition)))
        .catch(() => {});
    },

    async start() {
      if (state === "processing") return;
      if (starting) return starting;
      if (state === "stopping") throw new Error("jobs: cannot start while stopping");
      state = "starting";
      starting = doStart().then(
        () => {
          state = "processing";
        },
        (error: unknown) => {
          state = "idle";
          throw error;
        },
      );
      try {
        await starting;
      } finally {
        starting = undefined;
      }
    },

    stop(stopOptions = {}) {
      stopping ??= doStop(stopOptions.timeoutMs ?? stopTimeoutMs).finally(() => {
        stopping = undefined;
        if (state === "stopping") state = "idle";
      });
      return stopping;
    },

    async now(ctx, job, data) {
      const name = typeof job === "string" ? job : job.name;
      const definition = definitions.get(name);
      if (!definition) throw new Error(`jobs: unknown job "${name}"`);
      const agenda = await getAgenda();
      const envelope: Envelope = { data: (data ?? {}) as JobData };
      // A tenant-scoped job enqueued from a tenant's context runs for that tenant only; from a global context it fans out.
      if (definition.scope === "tenant" && "companyId" in ctx) envelope.companyId = ctx.companyId;
      // Agenda's own clock, not the context's: a test clock must not move when agenda sees a run as due.
      const saved = await agenda.create<Envelope>(name, envelope).schedule(new Date()).save();
      const jobId = String(saved.attrs._id);
      ctx.log.debug({ job: name, jobId, companyId: envelope.companyId }, "job enqueued");
      return { jobId };
    },

    get processing() {
      return state === "processing";
    },
  };
}

function validateDefinition(definition: JobDefinition): void {
  const name = typeof definition?.name === "string" ? definition.name : String(definition?.name);
  if (!JOB_NAME.test(name)) {
    throw new JobDefinitionError(name, 'name must be namespaced by the module id, e.g. "leave.accrue-balances"');
  }
  if (definition.scope !== "tenant" && definition.scope !== "global") {
    throw new JobDefinitionError(name, 'scope must be "tenant" or "global"');
  }
  if (typeof definition.handler !== "function") throw new JobDefinitionError(name, "handler must be a function");
  const { every } = definition;
  if (
    every !== undefined &&
    !(typeof every === "number"
      ? Number.isFinite(every) && every > 0
      : typeof every === "string" && every.trim() !== "")
  ) {
    throw new JobDefinitionError(name, "every must be a positive number of milliseconds, an interval or a cron string");
  }
  for (const key of ["concurrency", "lockLifetimeMs"] as const) {
    const value = definition[key];
    if (value !== undefined && !(Number.isInteger(value) && value > 0)) {
      throw new JobDefinitionError(name, `${key} must be a positive integer`);
    }
  }
  const { retry } = definition;
  if (
    retry !== undefined &&
    !(
      Number.isInteger(retry.attempts) &&
      retry.attempts > 0 &&
      Number.isInteger(retry.delayMs) &&
      retry.delayMs > 0 &&
      (retry.factor === undefined || (Number.isFinite(retry.factor) && retry.factor >= 1)) &&
      (retry.maxDelayMs === undefined || (Number.isInteger(retry.maxDelayMs) && retry.maxDelayMs >= retry.delayMs))
    )
  ) {
    throw new JobDefinitionError(
      name,
      "retry needs positive integer attempts and delayMs, a factor of 1 or more and maxDelayMs of at least delayMs",
    );
  }
}

function readEnvelope(stored: unknown): Envelope {
  const envelope = (stored ?? {}) as Partial<Envelope>;
  const data = envelope.data && typeof envelope.data === "object" ? envelope.data : {};
  return typeof envelope.companyId === "string" ? { data, companyId: envelope.companyId } : { data };
}

/**
 * Enqueues one tenant's run of a fanned-out job. Exported for the tests of its coalescing; not part of the service.
 * @internal
 */
export async function enqueueTenantRun(agenda: Agenda, name: string, at: Date, envelope: Envelope): Promise<void> {
  const job = agenda.create<Envelope>(name, envelope).schedule(at);
  if (envelope.scheduled) {
    // A scheduled run for a tenant that still has one waiting (not started yet) is merged into it: when runs fall
    // behind the interval the queue stays one deep per tenant instead of growing without end.
    job.unique({ "data.companyId": envelope.companyId, "data.scheduled": true, lastRunAt: null }, { insertOnly: true });
  }
  await job.save();
}

async function forEachBounded<T>(
  items: readonly T[],
  parallelism: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(parallelism, items.length) }, worker));
}
