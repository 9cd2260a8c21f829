import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import type { AuditService } from "../audit/audit.service.js";
import type { AppConfig } from "../config.js";
import type { Level, ServiceContext, TenantSummary } from "../context.js";
import type { FilesService } from "../files/types.js";
import type { JobDefinition } from "../jobs/types.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { MailTemplateDefinition } from "../mail/mail-templates.js";
import type { Mailer } from "../mail/types.js";
import type { TopicRule } from "../realtime/topic-access.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type {
  CompanyBranding,
  CompanyProfilePatch,
  CompanyProfileRecord,
  CompanyWorkerFields,
  Plan,
} from "../../tenants/company.types.js";
import type { EventRef, FeatureFlag, ModuleContract, NotificationKind, ServiceOf, ServiceRef } from "./contract.js";
import type { ModuleEvents } from "./events.js";

export { PLANS, type CompanyProfilePatch, type CompanyProfileRecord, type Plan } from "../../tenants/company.types.js";
export {
  defineContract,
  defineEvent,
  defineService,
  type EventRef,
  type FeatureFlag,
  type NotificationKind,
  type ServiceRef,
} from "./contract.js";

/** What a module's `globalRoutes` plugin is registered with. */
export interface GlobalRoutesOptions {
  prefix: string;
  /** The clock services see as `ctx.now()` (tests pass a controllable one). */
  now: () => Date;
}

/** A domain event handler; events are named `<module>.<entity>.<what happened>`. */
export type EventHandler<Payload = Record<string, unknown>> = (ctx: ServiceContext, payload: Payload) => Promise<void>;

/** A subscription returned by `setup`: `on(leaveContract.events.requestApproved, async (ctx, payload) => ...)`. */
export interface Subscription {
  event: string;
  handler: EventHandler;
  /**
   * The emitting module may be absent from the app (a module that listens to many modules' events, such as
   * integrations' webhooks): boot then skips the subscription instead of refusing it. An emitter that is registered
   * must still declare the event.
   */
  optional?: boolean;
}

/**
 * Subscribes to a typed event (of another module's contract, or the module's own). `{ optional: true }`: the emitting
 * module may be absent from the app (the subscription then never fires) without making it a dependency.
 */
export function on<P extends object>(
  event: EventRef<P>,
  handler: EventHandler<P>,
  options: { optional?: boolean } = {},
): Subscription {
  return {
    event: event.name,
    handler: handler as unknown as EventHandler,
    ...(options.optional ? { optional: true } : {}),
  };
}

/** A service a module provides, returned by its `setup`: `provide(peopleDirectory, directory)`. */
export interface ProvidedService {
  ref: ServiceRef<unknown>;
  implementation: unknown;
}

/** Pairs a service reference of the module's contract with its implementation (type-checked against it). */
export function provide<T>(ref: ServiceRef<T>, implementation: T): ProvidedService {
  return { ref, implementation };
}

/**
 * The implementation a running module provides for `ref` (from `app.modules`), or undefined when no module of the app
 * provides it. For the kernel, which may ask a module's service (the founder console counts people through the people
 * directory) but never the module's collections.
 */
export function providedService<T>(modules: readonly ModuleDefinition[], ref: ServiceRef<T>): T | undefined {
  for (const m of modules) for (const p of m.provides ?? []) if (p.ref.id === ref.id) return p.implementation as T;
  return undefined;
}

/**
 * A service of another module that this one uses when it can (`optionalNeeds`): the providing module may be absent
 * from the app, or switched off for a company (disabled, not on its plan, a dependency missing), and the consumer
 * then does without it (clock reads published shifts from scheduling, and people's schedules otherwise). Asked per
 * company, because a company's modules are known per request, job or seed, never at boot.
 */
export interface OptionalService<T> {
  /**
   * The service for the company of `ctx`, or undefined when no module of the app provides it, or the company does not
   * have the providing module (`ctx.tenant.enabledModules`). A context without a tenant summary, or with one lacking
   * its module list (made by hand in a test), gets the service whenever the app provides it.
   */
  forTenant(ctx: ServiceContext): T | undefined;
  /** Whether a module of this app provides it at all (a boot-time fact). */
  readonly provided: boolean;
}

/** The per-company accessor of an optional service (`implementation` undefined: no module of the app provides it). */
export function optionalService<T>(ref: ServiceRef<T>, implementation: T | undefined): OptionalService<T> {
  return {
    provided: implementation !== undefined,
    forTenant(ctx) {
      if (implementation === undefined) return undefined;
      // a summary without its module list (a partial context made by a job's caller or a test) counts as none
      const enabled = ctx.tenant?.enabledModules as readonly string[] | undefined;
      if (enabled && !enabled.includes(ref.module)) return undefined;
      return implementation;
    },
  };
}

/** How the realtime channel looks to a module: publish an event on a topic (fire and forget). */
export interface ModuleRealtime {
  publish(topic: string, event: string, data?: unknown): void;
  /** Declares the module's topics and the levels that may follow them (core/realtime README "Topics"); in setup. */
  declareTopics(rules: TopicRule | readonly TopicRule[]): void;
}

/**
 * What `setup` receives once at boot, before any route, job or subscriber exists (ARCHITECTURE "A module"): the app's
 * services and the services the module `needs` from other modules. Reading a piece the app does not have fails boot,
 * naming the module and the piece, so destructure what you use at the top of `setup`.
 */
export interface ModuleKit<Services = Record<string, never>> {
  /** The module's id. */
  moduleId: string;
  /** Domain events: `emit(ctx, contract.events.x, payload)` from the service that wrote. */
  events: ModuleEvents;
  /** Localized mail (core/mail); the module's own templates are merged at boot. */
  mailer: Mailer;
  /** Background jobs (core/jobs): `jobs.now(ctx, job, data)` enqueues a run. */
  jobs: JobsService;
  /** Stored files (core/files). */
  files: FilesService;
  /** Live updates to people's open apps (core/realtime). */
  realtime: ModuleRealtime;
  /** In-app, email and push notifications, one service per app (core/notifications). */
  notifications: NotificationsService;
  /** The audit log (core/audit). */
  audit: AuditService;
  /** The app's validated configuration (core/config.ts): `appUrl` for links, and the rest. */
  config: AppConfig;
  /** The app's clock (tests pass a controllable one); services read `ctx.now()`. */
  clock: { now(): Date };
  /** The kernel's tenants service: the company as the kernel keeps it (modules never query `companies`). */
  tenants: ModuleTenants;
  /** The module's own feature flags as the founder set them for a company (`flags.isOn(ctx, "leave.half-days")`). */
  flags: ModuleFlags;
  /** The app's logger, bound to the module. */
  log: FastifyBaseLogger;
  /**
   * The services of other modules this one `needs`, by the names it gave them, and those of `optionalNeeds` as
   * `OptionalService` accessors (`services.shifts.forTenant(ctx)`).
   */
  services: Services;
}

/**
 * The kernel's tenants service as a module sees it (`kit.tenants`): the company's summary and profile, the edit of the
 * profile the kernel owns, and the hand-over of what the module once kept on the company document. A module's own
 * per-company settings live in a tenant-scoped collection of its own (people: `people_settings`).
 */
export interface ModuleTenants {
  /**
   * The tenant summary of a company, for code outside a tenant request (global routes such as a feed reached by a
   * secret link): what `ctx.tenant` holds on tenant routes, or null for an unknown or removed company.
   */
  summary(companyId: string): Promise<TenantSummary | null>;
  /** The company profile the kernel owns (id, name, countryId, its own `gmt`, timeZone), as stored. NOT_FOUND if gone. */
  profile(companyId: string): Promise<CompanyProfileRecord>;
  /**
   * Edits that profile (name trimmed and required, a known country, a known zone or `null`): every field checked
   * before the one write. @throws {AppError} VALIDATION_REQUIRED, VALIDATION_INVALID (field named), NOT_FOUND.
   */
  updateProfile(companyId: string, patch: CompanyProfilePatch): Promise<CompanyProfileRecord>;
  /**
   * What this module kept on the company document before it had a collection of its own (tenants/company.model.ts
   * `FORMER_MODULE_FIELDS`; only the fields present): read it when the module's own record of the company does not
   * exist yet and copy it there with an upsert's `$setOnInsert`, so several instances doing it at once agree. Empty
   * for a module that kept nothing there. NOT_FOUND for an unknown or removed company.
   */
  formerFields(companyId: string): Promise<Record<string, unknown>>;
  /**
   * The plan's people limit (tenants/plans/people-limit.ts): runs `create`, which adds `adding` people (default 1),
   * only if the company's plan allows that many more than `count()` returns, else TENANT_PEOPLE_LIMIT_REACHED (why
   * and how to upgrade). No other add on the company runs meanwhile, on any instance, so two adds at the limit do not
   * both pass. The module that registers people calls it around every add.
   */
  admitPeople<T>(
    ctx: ServiceContext,
    count: () => Promise<number>,
    create: () => Promise<T>,
    adding?: number,
  ): Promise<T>;
  /**
   * The worker fields the founder set for the company (spec §3 Company `workerDisabledFields`; issue 18): people
   * hides the disabled ones. NOT_FOUND for an unknown or removed company. Takes the context so a request's check can
   * use the version read already made for it (`ctx.versionsSince`).
   */
  workerFields(ctx: Pick<ServiceContext, "companyId" | "versionsSince">): Promise<CompanyWorkerFields>;
  /** The company's branding (name, primary colour or null, logo file id or null): mails and widgets apply it. */
  branding(companyId: string): Promise<CompanyBranding>;
}

/**
 * A module's view of its feature flags (issue 18): the value the founder set for the company, else the flag's
 * declared default. Read per request from the tenant's summary (`ctx.tenant.flags`, which the module gate reads
 * through the company cache that every instance's writes expire), so a switch is in force at once everywhere.
 * Asking for a flag the module does not declare is a bug in the module: it throws.
 */
export interface ModuleFlags {
  isOn(ctx: ServiceContext, flagId: string): Promise<boolean>;
}

/** What a module's `setup` returns: the parts that need the kit. */
export interface ModuleParts {
  /**
   * Tenant routes, registered under `/api/companies/:companyId`; the core checks membership, module enablement and
   * plan before they run, and puts the tenant's summary on `request.ctx.tenant`.
   */
  routes?: FastifyPluginAsync;
  /** Routes outside a tenant path, registered under `/api` (they guard themselves). */
  globalRoutes?: FastifyPluginAsync<GlobalRoutesOptions>;
  /** Background jobs (core/jobs): `scope: "tenant"` runs once per company with its context. */
  jobs?: JobDefinition[];
  /** Handlers for other modules' (or its own) events: `[on(ref, handler)]`, or by event name. */
  subscribers?: Subscription[] | Record<string, EventHandler>;
  /** The services this module provides to others (their references are in its contract). */
  provides?: ProvidedService[];
  /**
   * Demo data for a freshly seeded demo tenant (`npm start` on an empty database, `npm run seed`). `people` lists the
   * tenant's members (logins first) so modules can attach their records to them.
   */
  seed?(ctx: ServiceContext, input: DemoSeedInput): Promise<void>;
  /**
   * A company was just created through the registration wizard (core/auth signup): the module sets up what a new
   * company needs from it (people: the creator's worker profile; leave: the country's pack). Runs in dependency
   * order, right after the signup and again from the `core.finish-tenant-setup` job until every hook has succeeded,
   * so it must be idempotent (a second run finds its work done and adds nothing).
   */
  onTenantCreated?(ctx: ServiceContext, input: TenantCreatedInput): Promise<void>;
}

/** What `onTenantCreated` is told about a new company. */
export interface TenantCreatedInput {
  /** The person who registered the company (every level there). */
  creator: { userId: string; email: string; name: string; locale: string };
}

/**
 * A server module (ARCHITECTURE "A module"). The core validates every definition at boot, runs each `setup` in
 * dependency order with its kit, and registers what they return once.
 */
export interface ModuleDefinition extends ModuleParts {
  /** Lowercase, kebab-case; prefixes every name the module declares. */
  id: string;
  /** The module's public contract: permissions, error codes, events (its `id` must be this module's). */
  contract?: ModuleContract;
  /** Modules this one needs; a tenant without them does not get this one either. `needs` adds its providers. */
  dependsOn?: string[];
  /** Services of other modules, by the name `setup` receives them under: `{ people: peopleDirectory }`. */
  needs?: Record<string, ServiceRef<unknown>>;
  /**
   * Services of other modules this one uses when a company has them, and does without otherwise: `{ shifts:
   * schedulingShifts }` hands `setup` an `OptionalService` under that name. The provider does not become a
   * dependency (the module stays available to companies without it, and in apps that do not register it); when it
   * is registered, its setup runs first.
   */
  optionalNeeds?: Record<string, ServiceRef<unknown>>;
  /** Permission id -> levels allowed; taken from the contract when it has them. */
  permissions?: Record<string, readonly Level[]>;
  /** Mongoose models the module owns; their indexes are built at boot. */
  models?: Array<{ modelName: string; init(): Promise<unknown> }>;
  /** Event names the module emits; taken from the contract when it has them. */
  events?: string[];
  /**
   * The notification kinds the module sends (type -> label in every language), listed on `/notifications-config`;
   * taken from the contract when it has them.
   */
  notifications?: Readonly<Record<string, NotificationKind>>;
  /** The module's per-tenant feature flags (id -> default and description); taken from the contract when it has them. */
  flags?: Readonly<Record<string, FeatureFlag>>;
  /**
   * The module's mail templates (register them with `registerMailTemplates` in the file that defines them); the core
   * checks at boot that each is registered under this module.
   */
  mails?: Readonly<Record<string, MailTemplateDefinition>>;
  /** Plans that include the module; absent means every plan. */
  plans?: Plan[];
  /** Core services every tenant has (notifications, audit): never switched off, on every plan. */
  alwaysOn?: boolean;
  /** Receives the kit once at boot and returns the parts that need it (routes, jobs, subscribers, services). */
  setup?(kit: ModuleKit<Record<string, unknown>>): ModuleParts | Promise<ModuleParts>;
}

export interface DemoSeedInput {
  people: Array<{ userId: string; email: string; name: string; role: "admin" | "manager" | "employee" | "worker" }>;
}

type NeedsServices<N> = { [K in keyof N]: ServiceOf<N[K]> };
type OptionalServices<O> = { [K in keyof O]: OptionalService<ServiceOf<O[K]>> };

/** The definition as written: `setup` sees the services of `needs` (and `optionalNeeds`) with their types. */
export type ModuleDefinitionInput<
  N extends Record<string, ServiceRef<unknown>>,
  O extends Record<string, ServiceRef<unknown>> = Record<string, never>,
> = Omit<ModuleDefinition, "setup" | "needs" | "optionalNeeds"> & {
  needs?: N;
  optionalNeeds?: O;
  setup?(kit: ModuleKit<NeedsServices<N> & OptionalServices<O>>): ModuleParts | Promise<ModuleParts>;
};

/**
 * Declares a server module: what it is (id, contract, models, plans), what it needs, and a `setup` that receives its
 * kit. Permissions and events come from the contract.
 *
 * @example
 * export const leaveModule = defineModule({
 *   id: "leave",
 *   contract: leaveContract,
 *   needs: { people: peopleDirectory },
 *   models: leaveModels,
 *   setup({ events, notifications, services }) {
 *     const requests = createRequestsService({ events, notifications, people: services.people });
 *     return { routes: requestsRoutes(requests), provides: [provide(leaveAbsences, absencesOf(requests))] };
 *   },
 * });
 */
export function defineModule<
  const N extends Record<string, ServiceRef<unknown>> = Record<string, never>,
  const O extends Record<string, ServiceRef<unknown>> = Record<string, never>,
>(definition: ModuleDefinitionInput<N, O>): ModuleDefinition {
  const { contract } = definition;
  return {
    ...definition,
    ...(contract?.permissions && !definition.permissions
      ? { permissions: Object.fromEntries(Object.entries(contract.permissions).map(([p, l]) => [p, [...l]])) }
      : {}),
    ...(contract?.events && !definition.events ? { events: Object.values(contract.events).map((e) => e.name) } : {}),
    ...(contract?.notifications && !definition.notifications ? { notifications: contract.notifications } : {}),
    ...(contract?.flags && !definition.flags ? { flags: contract.flags } : {}),
  } as ModuleDefinition;
}
