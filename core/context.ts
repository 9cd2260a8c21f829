import type { FastifyBaseLogger } from "fastify";
import { AppError } from "./errors/app-error.js";

/** Access levels (spec §6): admin (Administrator), revisor (Manager, a leader), requester (Employee). */
export const LEVELS = ["admin", "revisor", "requester"] as const;
export type Level = (typeof LEVELS)[number];

/** A signed-in person acting in a company with their active level. */
export interface UserActor {
  kind: "user";
  userId: string;
  /** The level the user chose to act with (spec §6 "Change level access"). */
  level: Level;
  /** Every level the user holds in this company. */
  levels: Level[];
  /** The platform-wide founder claim. */
  isFounder: boolean;
}

/** A program using a company's API key (the SDK). */
export interface ApiKeyActor {
  kind: "apiKey";
  keyId: string;
  scopes: string[];
}

/** The platform itself: jobs, seeds, migrations. */
export interface SystemActor {
  kind: "system";
  name: string;
}

export type Actor = UserActor | ApiKeyActor | SystemActor;

/**
 * The company a tenant context acts in, as the module gate loaded it (ARCHITECTURE "A module": modules never query
 * the kernel's collections; what they need of the company is here).
 */
export interface TenantSummary {
  id: string;
  name: string;
  plan: string;
  /** The culture package (spec §1): traditional, moderate or flexible. */
  pack: string;
  countryId: string;
  /** The company's IANA time zone (also `ctx.timeZone`). */
  timeZone: string;
  /** Modules switched off for the tenant. */
  disabledModules: readonly string[];
  /** The modules the tenant has (not switched off, on its plan, dependencies available). */
  enabledModules: readonly string[];
  /**
   * The plan-gated features its plan includes by the plan table in force (tenants/plans: a gated module's id, or a
   * gated part such as `clock.overtime`); absent in bare test apps (then a part checks the plan's name).
   */
  planFeatures?: readonly string[];
  /** For each gated feature, the plans that include it (what PLAN_UPGRADE_REQUIRED names). */
  featurePlans?: Readonly<Record<string, readonly string[]>>;
  /**
   * Every feature flag the running modules declare, as in force for the tenant: the founder's value, else the flag's
   * default (issue 18; modules read theirs through `kit.flags`).
   */
  flags?: Readonly<Record<string, boolean>>;
  /**
   * The platform's founder locked the culture package (spec §3 Company `notAllowChangePack`, issue 18): the company's
   * admins may not choose another.
   */
  packLocked?: boolean;
}

/**
 * What every service receives first (STYLE.md "Services"): the tenant, who
 * acts, the clock and a logger. Services never read the request, globals or
 * the system clock, so routes, jobs and tests run the same code.
 */
export interface ServiceContext {
  companyId: string;
  actor: Actor;
  now(): Date;
  log: FastifyBaseLogger;
  /** The company's IANA time zone (its days: "today", quick ranges); absent: UTC. */
  timeZone?: string;
  /** The company's summary: set for tenant requests, tenant jobs and seeds. */
  tenant?: TenantSummary;
  /**
   * For a request: the caches' version reads started when it arrived (`request.versionsSince`,
   * core/db/cache-versions.ts), which its cache checks pass on. Absent (jobs, seeds): each check reads afresh.
   */
  versionsSince?: number;
}

/** The person acting, or undefined when a program (an API key) or the platform (a job, a seed) acts. */
export function actingUser(ctx: Pick<ServiceContext, "actor">): UserActor | undefined {
  return ctx.actor.kind === "user" ? ctx.actor : undefined;
}

/** The person acting; FORBIDDEN for an API key or the platform (a person's own inbox, feed...). */
export function requireUser(ctx: Pick<ServiceContext, "actor">): UserActor {
  const user = actingUser(ctx);
  if (!user) throw new AppError("FORBIDDEN");
  return user;
}

/**
 * Who acts, as written in a record's author fields (`createdBy`, `authorId`): the user's id, `apiKey:<keyId>` or
 * `system:<name>`.
 */
export function actorId(ctx: Pick<ServiceContext, "actor">): string {
  const { actor } = ctx;
  if (actor.kind === "user") return actor.userId;
  if (actor.kind === "apiKey") return `apiKey:${actor.keyId}`;
  return `system:${actor.name}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The company's calendar date (`YYYY-MM-DD`) at `at` (default now) in its time zone: what "today" means for its
 * people (a leave starting today is not "before now" at 22:00 in São Paulo, when UTC is already tomorrow).
 */
export function companyDay(ctx: Pick<ServiceContext, "now" | "timeZone">, at: Date = ctx.now()): string {
  const zone = ctx.timeZone ?? "UTC";
  let format = dayFormats.get(zone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD
    format = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(zone, format);
  }
  return format.format(at);
}

/** A context for platform work in one company (jobs, seeds). */
export function systemContext(options: {
  companyId: string;
  name: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  timeZone?: string;
  tenant?: TenantSummary;
}): ServiceContext {
  return {
    companyId: options.companyId,
    actor: { kind: "system", name: options.name },
    now: options.now ?? (() => new Date()),
    log: options.log,
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    ...(options.tenant ? { tenant: options.tenant } : {}),
  };
}
