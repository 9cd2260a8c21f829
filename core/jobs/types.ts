/**
 * What a module declares to run in the background (issue 3, "Jobs"). Isomorphic and free of runtime
 * dependencies: the module system, docs and tests read these types without loading agenda.
 */
import type { ServiceContext, SystemActor } from "../context.js";

/** A job's payload: stored as a BSON document, so plain data (no class instances, no functions). */
export type JobData = Record<string, unknown>;

/**
 * The context of a global job: the platform acting on no particular tenant. It has no `companyId`, so a global job
 * cannot reach tenant-scoped data by mistake (the scoped data layer refuses a query without a tenant).
 */
export interface GlobalJobContext {
  actor: SystemActor;
  now(): Date;
  log: ServiceContext["log"];
}

/** Whatever may enqueue a job: a service's context (a tenant) or a global job context (no tenant). */
export type JobEnqueueContext = ServiceContext | GlobalJobContext;

interface JobDefinitionBase {
  /**
   * Namespaced by the module id, kebab-case after the dot; the id agenda stores and locks by.
   * @example "leave.accrue-balances"
   */
  name: string;
  /**
   * Repeat the job: a number of milliseconds, a human interval agenda understands, or a cron string. Scheduled once
   * for the whole deployment (not per instance) when the jobs service starts. Omit for jobs that only run when
   * enqueued with `jobs.now()`.
   * @example "1 day"
   * @example "0 3 * * *"
   * @example 60_000
   */
  every?: string | number;
  /**
   * IANA time zone a cron `every` is read in.
   * @default the server's time zone
   * @example "America/Sao_Paulo"
   */
  timezone?: string;
  /**
   * How many runs of this job one instance executes at the same time (tenant-scoped runs count one per tenant).
   * @default 5 (agenda's default)
   */
  concurrency?: number;
  /**
   * How long one run may hold its lock, in ms. A run still going after this is presumed dead and may be started again
   * by another instance, so set it above the longest expected run.
   * @default 600_000 (agenda's default, 10 minutes)
   */
  lockLifetimeMs?: number;
  /**
   * Retries a failed run with exponential backoff (agenda's `backoff`): the first retry after `delayMs`, each next one
   * `factor` times later (capped at `maxDelayMs`), at most `attempts` retries; then the run stays failed. Without it a
   * failed run is not retried. The handler must be idempotent (it runs again with the same data).
   * @example { attempts: 5, delayMs: 30_000 } // 30 s, 1 min, 2 min, 4 min, 8 min
   */
  retry?: JobRetry;
}

/** How a failed run is retried (see `retry`). */
export interface JobRetry {
  /** Retries after the first failure (not counting the first run). */
  attempts: number;
  /** The delay before the first retry, in ms. */
  delayMs: number;
  /** @default 2 */
  factor?: number;
  /** @default no cap */
  maxDelayMs?: number;
}

/**
 * A job that runs once per tenant with that tenant's context (`systemContext`). A repeating one fans out: each run
 * enqueues one run per tenant, each locked, retried and failing on its own, so one tenant's error never stops the
 * others and the work spreads over every instance. Handlers must be idempotent: a run interrupted by a crash or a
 * shutdown that timed out runs again.
 */
export interface TenantJobDefinition<TData extends object = JobData> extends JobDefinitionBase {
  scope: "tenant";
  // Method syntax on purpose: it lets a definition with a specific `TData` sit in a `JobDefinition[]`.
  handler(ctx: ServiceContext, data: TData): Promise<void>;
}

/** A job that runs once for the whole platform (for example, purging expired records of every tenant). */
export interface GlobalJobDefinition<TData extends object = JobData> extends JobDefinitionBase {
  scope: "global";
  handler(ctx: GlobalJobContext, data: TData): Promise<void>;
}

/**
 * A background job a module declares (`defineModule({ jobs: [...] })`); the jobs service registers and schedules it.
 * `data` is what `jobs.now()` was given, or `{}` for scheduled runs.
 */
export type JobDefinition<TData extends object = JobData> = TenantJobDefinition<TData> | GlobalJobDefinition<TData>;

/**
 * Declares a job with its data type checked at `jobs.now(ctx, job, data)` calls; it only returns its input.
 * @example
 * export const accrueBalances = defineJob<{ year?: number }>({
 *   name: "leave.accrue-balances",
 *   scope: "tenant",
 *   every: "0 3 * * *",
 *   async handler(ctx, data) { await balances.accrue(ctx, { year: data.year }); },
 * });
 */
export function defineJob<TData extends object = JobData>(definition: JobDefinition<TData>): JobDefinition<TData> {
  return definition;
}
