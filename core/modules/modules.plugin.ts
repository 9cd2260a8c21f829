import { initTenantModel } from "../tenancy/tenant-model.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Type } from "typebox";
import { actorFor, authOf, isMemberOf } from "../auth/guards.js";
import { withAllowedLevels } from "../auth/route-levels.js";
import { auditService } from "../audit/audit.service.js";
import type { AppConfig } from "../config.js";
import type { ServiceContext, TenantSummary } from "../context.js";
import { AppError } from "../errors/app-error.js";
import type { CompanyBranding, CompanyWorkerFields } from "../../tenants/company.types.js";
import type {
  CompanyProfilePatch,
  CompanyProfileRecord,
  GlobalRoutesOptions,
  ModuleDefinition,
  ModuleFlags,
  ModuleKit,
  ModuleParts,
  ModuleTenants,
} from "./define-module.js";
import { optionalService } from "./define-module.js";
import type { ModuleContract } from "./contract.js";
import { NotifyInputError, type NotificationsService } from "../notifications/notifications.service.js";
import { EventBus } from "./events.js";
import { availability, ModuleDefinitionError, validateModules } from "./registry.js";
import { createTenantSetup, type TenantSetup, type TenantSetupStore } from "./tenant-setup.js";

/** What the module gate needs to know about a company. */
export interface TenantInfo {
  plan: string;
  disabledModules: readonly string[];
  /** The company's IANA time zone, handed to services as `ctx.timeZone`. */
  timeZone?: string;
  /** What else the tenant's summary on `ctx.tenant` shows (tenants/ fills them; tests may leave them out). */
  id?: string;
  name?: string;
  pack?: string;
  countryId?: string;
  /** The plan table's gated features of its plan and the plans of each (tenants/plans); absent: modules' `plans`. */
  planFeatures?: readonly string[];
  featurePlans?: Readonly<Record<string, readonly string[]>>;
  /** The founder's feature-flag values for the company (only those set; the rest take their declared default). */
  featureFlags?: Readonly<Record<string, boolean>>;
  /** The founder locked the culture package (`notAllowChangePack`). */
  packLocked?: boolean;
  /**
   * When its free trial ends (ISO; tenants/billing). Once passed, and until a plan is chosen (null), the tenant is
   * read-only: its mutating requests get TENANT_TRIAL_ENDED, except on routes marked `allowReadOnlyTenant`.
   */
  trialEndsAt?: string | null;
}

/** The kernel's company profile as the modules plugin hands it to kits (tenants/tenants.service.ts implements it). */
export interface TenantProfiles {
  profile(companyId: string): Promise<CompanyProfileRecord>;
  update(companyId: string, patch: CompanyProfilePatch): Promise<CompanyProfileRecord>;
  formerFields(moduleId: string, companyId: string): Promise<Record<string, unknown>>;
  /** The plan's people limit (tenants/plans/people-limit.ts), behind `kit.tenants.admitPeople`. */
  admitPeople?: ModuleTenants["admitPeople"];
  /** The founder's worker-field settings and the branding (tenants/tenants.service.ts); absent in bare test apps. */
  workerFields?(companyId: string, since?: number): Promise<CompanyWorkerFields>;
  branding?(companyId: string): Promise<CompanyBranding>;
}

export interface ModulesPluginOptions {
  modules: readonly ModuleDefinition[];
  /**
   * The company behind a path's `companyId`, or null when it does not exist (then: 404). `since`: the request's
   * `versionsSince` (core/db/cache-versions.ts).
   */
  resolveTenant(companyId: string, since?: number): Promise<TenantInfo | null>;
  /**
   * The kernel's company profile (tenants/tenants.service.ts), behind `kit.tenants.profile`, `updateProfile` and
   * `formerFields`. Absent (a bare test app): a module calling them fails, naming the piece.
   */
  profiles?: TenantProfiles;
  /** The clock services see through `ctx.now()`. @default () => new Date() */
  now?: () => Date;
  /** The app's configuration, handed to setups as `kit.config` (absent: a setup that reads it fails boot). */
  config?: AppConfig;
  /**
   * Where companies waiting for their modules' `onTenantCreated` hooks are marked (tenants/); without it
   * `app.tenantSetup` runs the hooks once and nothing retries them.
   */
  setupStore?: TenantSetupStore;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Domain events between modules. */
    events: EventBus;
    /** The validated modules, in dependency order. */
    modules: readonly ModuleDefinition[];
    /** Runs the modules' `onTenantCreated` hooks for a company the registration wizard created (core/auth). */
    tenantSetup: TenantSetup;
  }
  interface FastifyRequest {
    /** Set on tenant routes once the gate has let the request in: the service context. */
    ctx: ServiceContext;
  }
}

/**
 * Checks that the active level (or the API key's scopes) allows a module
 * permission; an onRequest hook for tenant routes, so the level is judged
 * before the body is (a forbidden caller learns nothing about the payload).
 *
 * @example app.post("/notes", { onRequest: requirePermission(exampleContract, "example.note.create") }, handler)
 */
export function requirePermission<M extends Pick<ModuleContract, "id" | "permissions">>(
  module: M,
  permission: keyof NonNullable<M["permissions"]> & string,
) {
  const levels = module.permissions?.[permission];
  if (!levels) throw new Error(`module "${module.id}" declares no permission "${permission}"`);
  return withAllowedLevels(async (request: FastifyRequest): Promise<void> => {
    const actor = request.ctx?.actor;
    const allowed =
      actor?.kind === "system" ||
      (actor?.kind === "user" && levels.includes(actor.level)) ||
      (actor?.kind === "apiKey" && (actor.scopes.includes(permission) || actor.scopes.includes(`${module.id}.*`)));
    if (!allowed) throw new AppError("FORBIDDEN");
  }, levels);
}

const ModuleListSchema = Type.Object(
  {
    modules: Type.Array(
      Type.Object({
        id: Type.String(),
        enabled: Type.Boolean(),
        reason: Type.Optional(Type.Union([Type.Literal("disabled"), Type.Literal("plan"), Type.Literal("dependency")])),
        plans: Type.Optional(Type.Array(Type.String())),
      }),
    ),
    /** Every declared feature flag as in force for the company (`useFeatureFlag` in the web kit reads it). */
    flags: Type.Record(Type.String(), Type.Boolean()),
  },
  {
    examples: [
      {
        modules: [
          { id: "people", enabled: true },
          { id: "leave", enabled: true },
          { id: "clock", enabled: true },
          { id: "payroll", enabled: false, reason: "plan", plans: ["premium"] },
          { id: "hiring", enabled: false, reason: "disabled" },
        ],
        flags: { "leave.half-days": true, "clock.offline-punches": true },
      },
    ],
  },
);

/**
 * Registers every module once at boot (ARCHITECTURE "A module"): tenant
 * routes under `/api/companies/:companyId` behind one gate (membership,
 * module enabled for the tenant, plan), global routes under `/api`, and
 * `GET /api/companies/:companyId/modules` for the web app.
 */
export const modulesPlugin = fp<ModulesPluginOptions>(
  async (app: FastifyInstance, options) => {
    const declared = validateModules(options.modules);
    const now = options.now ?? (() => new Date());
    const events = new EventBus([], app.log);
    app.decorate("events", events);
    app.decorateRequest("ctx", null as unknown as ServiceContext);

    // each setup runs once, in dependency order, with its kit; what it returns is the module as the app runs it
    const provided = new Map<string, unknown>();
    const resolved: ModuleDefinition[] = [];
    // the modules as they run, once every setup has returned (read by `kit.tenants` at request time only)
    let running: readonly ModuleDefinition[] = [];
    const summary = async (companyId: string): Promise<TenantSummary | null> => {
      const info = await options.resolveTenant(companyId);
      return info ? tenantSummary(companyId, info, running) : null;
    };
    for (const m of declared) {
      const parts: ModuleParts = m.setup
        ? await m.setup(
            kitFor(app, m, {
              events,
              provided,
              registered: new Set(declared.map((d) => d.id)),
              now,
              summary,
              profiles: options.profiles,
              config: options.config,
            }),
          )
        : {};
      for (const { ref, implementation } of parts.provides ?? []) {
        if (ref.module !== m.id)
          throw new ModuleDefinitionError(m.id, `provides ${ref.id}, which belongs to module "${ref.module}"`);
        provided.set(ref.id, implementation);
      }
      const module: ModuleDefinition = { ...m, ...parts };
      delete module.setup;
      events.subscribe(module);
      resolved.push(module);
    }
    const modules = validateModules(resolved);
    running = modules;
    app.decorate("modules", modules);

    for (const m of modules) for (const model of m.models ?? []) await initTenantModel(model);
    // module jobs go to the jobs service (core/jobs) when the app has one; it schedules them on start
    const tenantSetup = createTenantSetup({
      modules: () => modules,
      resolveTenant: options.resolveTenant,
      store: options.setupStore ?? { pending: async () => [], record: async () => {} },
      summary: (companyId, tenant, list) => tenantSummary(companyId, tenant, list),
      now,
      log: app.log,
    });
    app.decorate("tenantSetup", tenantSetup.setup);
    const jobs = [...modules.flatMap((m) => m.jobs ?? []), ...(options.setupStore ? [tenantSetup.job] : [])];
    if (jobs.length > 0 && app.hasDecorator("jobs")) app.jobs.define(jobs);

    /**
     * Membership and tenant existence; sets `request.ctx` and answers which modules the tenant has (worked out once
     * per request: the summary and the gate read the same answer).
     */
    const enterCompany = async (request: FastifyRequest): Promise<Availability> => {
      const { companyId } = request.params as { companyId: string };
      // 401: UNAUTHENTICATED, or AUTH_API_KEY_INVALID for a revoked or expired key
      const auth = authOf(request);
      // other tenants' ids answer exactly like ids that do not exist
      if (!isMemberOf(auth, companyId)) throw new AppError("NOT_FOUND");
      const tenant = await options.resolveTenant(companyId, request.versionsSince);
      if (!tenant) throw new AppError("NOT_FOUND");
      // a trial that ended keeps the data read-only until a plan is chosen (tenants/billing); reads go on
      if (
        tenant.trialEndsAt &&
        tenant.trialEndsAt <= now().toISOString() &&
        !SAFE_METHODS.has(request.method) &&
        !request.routeOptions.config?.allowReadOnlyTenant
      )
        throw new AppError("TENANT_TRIAL_ENDED", { params: { date: tenant.trialEndsAt.slice(0, 10) } });
      const available = availability(modules, tenant);
      // built property by property: a literal with a conditional spread in it takes V8 11.3's slow path (scoped.ts)
      const ctx: ServiceContext = {
        companyId,
        actor: actorFor(auth, companyId),
        now,
        log: request.log,
        tenant: tenantSummary(companyId, tenant, modules, available),
        versionsSince: request.versionsSince,
      };
      if (tenant.timeZone) ctx.timeZone = tenant.timeZone;
      request.ctx = ctx;
      return available;
    };

    await app.register(
      async (tenantScope) => {
        tenantScope.get(
          "/modules",
          {
            schema: {
              tags: ["modules"],
              summary: "The modules this company has, for the web app to show their pages and slots",
              description:
                "Any member of the company: every module of the platform with whether it is on for this company and, when off, why (`disabled` by an admin, `plan` with the plans that include it, `dependency` when a module it needs is off). A route of a module that is off answers 403 `MODULE_NOT_ENABLED` or `PLAN_UPGRADE_REQUIRED`.",
              params: Type.Object({ companyId: Type.String() }),
              response: { 200: ModuleListSchema },
            },
          },
          async (request) => {
            const available = await enterCompany(request);
            return {
              modules: modules.map((m) => ({ id: m.id, ...available.get(m.id)! })),
              flags: { ...request.ctx.tenant?.flags },
            };
          },
        );

        for (const m of modules) {
          if (!m.routes) continue;
          const routes = m.routes;
          await tenantScope.register(async (moduleScope) => {
            moduleScope.addHook("onRequest", async (request: FastifyRequest, _reply: FastifyReply) => {
              const state = (await enterCompany(request)).get(m.id);
              if (!state?.enabled) {
                if (state?.reason === "plan")
                  throw new AppError("PLAN_UPGRADE_REQUIRED", { params: { plan: (state.plans ?? []).join(", ") } });
                throw new AppError("MODULE_NOT_ENABLED");
              }
            });
            await moduleScope.register(routes);
          });
        }
      },
      { prefix: "/api/companies/:companyId" },
    );

    // global routes build their own context (no tenant from the path), so they are handed the app's clock
    const globalOptions: GlobalRoutesOptions = { prefix: "/api", now };
    for (const m of modules) if (m.globalRoutes) await app.register(m.globalRoutes, globalOptions);
  },
  { name: "core.modules" },
);

type Availability = ReturnType<typeof availability>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** A tenant route a read-only tenant may still call (choosing a plan, paying): tenants/billing. */
    allowReadOnlyTenant?: boolean;
  }
}

/** The tenant's summary for `ctx.tenant`: plan, pack, country, time zone and the modules it has. */
export function tenantSummary(
  companyId: string,
  info: TenantInfo,
  modules: readonly ModuleDefinition[],
  available: Availability = availability(modules, info),
): TenantSummary {
  const summary: TenantSummary = {
    id: info.id ?? companyId,
    name: info.name ?? "",
    plan: info.plan,
    pack: info.pack ?? "",
    countryId: info.countryId ?? "",
    timeZone: info.timeZone ?? "UTC",
    disabledModules: info.disabledModules,
    enabledModules: modules.filter((m) => available.get(m.id)?.enabled).map((m) => m.id),
    flags: flagsOf(modules, info.featureFlags),
  };
  if (info.planFeatures) summary.planFeatures = info.planFeatures;
  if (info.featurePlans) summary.featurePlans = info.featurePlans;
  if (info.packLocked) summary.packLocked = true;
  return summary;
}

/** Every flag the modules declare, as in force: the founder's value when set, else the declared default. */
export function flagsOf(
  modules: readonly ModuleDefinition[],
  values: Readonly<Record<string, boolean>> | undefined,
): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const m of modules)
    for (const [id, flag] of Object.entries(m.flags ?? {}))
      out[id] = typeof values?.[id] === "boolean" ? values[id] : flag.default;
  return out;
}

/**
 * The notifications service as a module sees it: `notify` refuses a kind the module does not declare in its contract
 * (`notifications`), so every kind it sends is listed on /notifications-config where people choose its channels. A
 * bug in the module, answered as a 500 and caught by the module's own tests.
 */
function declaredOnly(m: ModuleDefinition, service: NotificationsService): NotificationsService {
  const declared = new Set(Object.keys(m.notifications ?? {}));
  return {
    ...service,
    notify: async (ctx, input) => {
      if (!declared.has(input.type))
        throw new NotifyInputError(
          `module "${m.id}" sends notification kind "${input.type}", which its contract does not declare`,
        );
      return service.notify(ctx, input);
    },
  };
}

/**
 * The kit a module's setup receives. Pieces the app does not have (a bare app in a test without mail, say) are
 * getters that fail boot naming the module and the piece, when the setup reads them.
 */
function kitFor(
  app: FastifyInstance,
  m: ModuleDefinition,
  shared: {
    events: EventBus;
    provided: Map<string, unknown>;
    /** The ids of the app's modules (an optional service's provider may be absent). */
    registered: ReadonlySet<string>;
    now: () => Date;
    summary: ModuleTenants["summary"];
    profiles?: TenantProfiles;
    config?: AppConfig;
  },
): ModuleKit<Record<string, unknown>> {
  const missing = (piece: string): never => {
    throw new ModuleDefinitionError(m.id, `needs the app's ${piece}, which this app does not have`);
  };
  const services: Record<string, unknown> = {};
  for (const [name, ref] of Object.entries(m.needs ?? {})) {
    if (!shared.provided.has(ref.id))
      throw new ModuleDefinitionError(m.id, `needs ${ref.id}, which module "${ref.module}" does not provide`);
    services[name] = shared.provided.get(ref.id);
  }
  for (const [name, ref] of Object.entries(m.optionalNeeds ?? {})) {
    // a registered provider set up first (dependency order) and not providing it: its contract and setup disagree
    if (shared.registered.has(ref.module) && !shared.provided.has(ref.id))
      throw new ModuleDefinitionError(
        m.id,
        `optionally needs ${ref.id}, which module "${ref.module}" does not provide`,
      );
    services[name] = optionalService(ref, shared.provided.get(ref.id));
  }
  const log = app.log.child({ module: m.id });
  const profiles = (): TenantProfiles => shared.profiles ?? missing("company profiles (tenants/tenants.service.ts)");
  // the module's own view: `formerFields` answers only what this module kept on the company document
  const tenants: ModuleTenants = {
    summary: shared.summary,
    profile: async (companyId) => profiles().profile(companyId),
    updateProfile: async (companyId, patch) => profiles().update(companyId, patch),
    formerFields: async (companyId) => profiles().formerFields(m.id, companyId),
    admitPeople: async (ctx, count, create, adding) =>
      (profiles().admitPeople ?? missing("people limit (tenants/plans/people-limit.ts)"))(ctx, count, create, adding),
    workerFields: async (ctx) =>
      (profiles().workerFields ?? missing("worker fields (tenants/tenants.service.ts)"))(
        ctx.companyId,
        ctx.versionsSince,
      ),
    branding: async (companyId) => (profiles().branding ?? missing("branding (tenants/tenants.service.ts)"))(companyId),
  };
  const flags: ModuleFlags = {
    async isOn(ctx, flagId) {
      const flag = m.flags?.[flagId];
      if (!flag) throw new Error(`module "${m.id}" reads feature flag "${flagId}", which it does not declare`);
      // the request's summary (read by the gate through the company cache), else the company's as it is now (jobs)
      const tenant = ctx.tenant?.id === ctx.companyId ? ctx.tenant : await shared.summary(ctx.companyId);
      const value = tenant?.flags?.[flagId];
      return typeof value === "boolean" ? value : flag.default;
    },
  };
  return {
    moduleId: m.id,
    events: shared.events,
    flags,
    get mailer() {
      return app.hasDecorator("mailer") ? app.mailer : missing("mailer (core/mail)");
    },
    get jobs() {
      return app.hasDecorator("jobs") ? app.jobs : missing("jobs service (core/jobs)");
    },
    get files() {
      return app.hasDecorator("files") ? app.files : missing("files service (core/files)");
    },
    get realtime() {
      return app.hasDecorator("realtime") ? app.realtime : missing("realtime channel (core/realtime)");
    },
    get notifications() {
      return app.hasDecorator("notifications")
        ? declaredOnly(m, app.notifications)
        : missing("notifications service (core/notifications)");
    },
    audit: auditService,
    get config() {
      return shared.config ?? missing("configuration");
    },
    clock: { now: shared.now },
    tenants,
    log,
    services,
  };
}
