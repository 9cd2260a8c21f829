import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Type } from "typebox";
import { actorFor, isMemberOf } from "../auth/guards.js";
import { withAllowedLevels } from "../auth/route-levels.js";
import type { ServiceContext } from "../context.js";
import { AppError } from "../errors/app-error.js";
import type { GlobalRoutesOptions, ModuleDefinition } from "./define-module.js";
import { EventBus } from "./events.js";
import { availability, validateModules } from "./registry.js";

/** What the module gate needs to know about a company. */
export interface TenantInfo {
  plan: string;
  disabledModules: readonly string[];
  /** The company's IANA time zone, handed to services as `ctx.timeZone`. */
  timeZone?: string;
}

export interface ModulesPluginOptions {
  modules: readonly ModuleDefinition[];
  /** The company behind a path's `companyId`, or null when it does not exist (then: 404). */
  resolveTenant(companyId: string): Promise<TenantInfo | null>;
  /** The clock services see through `ctx.now()`. @default () => new Date() */
  now?: () => Date;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Domain events between modules. */
    events: EventBus;
    /** The validated modules, in dependency order. */
    modules: readonly ModuleDefinition[];
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
 * @example app.post("/notes", { onRequest: requirePermission(exampleModule, "example.note.create") }, handler)
 */
export function requirePermission(module: ModuleDefinition, permission: string) {
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

const ModuleListSchema = Type.Object({
  modules: Type.Array(
    Type.Object({
      id: Type.String(),
      enabled: Type.Boolean(),
      reason: Type.Optional(Type.Union([Type.Literal("disabled"), Type.Literal("plan"), Type.Literal("dependency")])),
      plans: Type.Optional(Type.Array(Type.String())),
    }),
  ),
});

/**
 * Registers every module once at boot (ARCHITECTURE "A module"): tenant
 * routes under `/api/companies/:companyId` behind one gate (membership,
 * module enabled for the tenant, plan), global routes under `/api`, and
 * `GET /api/companies/:companyId/modules` for the web app.
 */
export const modulesPlugin = fp<ModulesPluginOptions>(
  async (app: FastifyInstance, options) => {
    const modules = validateModules(options.modules);
    const now = options.now ?? (() => new Date());
    app.decorate("modules", modules);
    app.decorate("events", new EventBus(modules, app.log));
    app.decorateRequest("ctx", null as unknown as ServiceContext);

    for (const m of modules) for (const model of m.models ?? []) await model.init();
    // module jobs go to the jobs service (core/jobs) when the app has one; it schedules them on start
    const jobs = modules.flatMap((m) => m.jobs ?? []);
    if (jobs.length > 0 && app.hasDecorator("jobs")) app.jobs.define(jobs);

    /** Membership and tenant existence; leaves the tenant info on the request for the module gate. */
    const enterCompany = async (request: FastifyRequest): Promise<TenantInfo> => {
      const { companyId } = request.params as { companyId: string };
      if (!request.auth) throw new AppError("UNAUTHENTICATED");
      // other tenants' ids answer exactly like ids that do not exist
      if (!isMemberOf(request.auth, companyId)) throw new AppError("NOT_FOUND");
      const tenant = await options.resolveTenant(companyId);
      if (!tenant) throw new AppError("NOT_FOUND");
      request.ctx = {
        companyId,
        actor: actorFor(request.auth, companyId),
        now,
        log: request.log,
        ...(tenant.timeZone ? { timeZone: tenant.timeZone } : {}),
      };
      return tenant;
    };

    await app.register(
      async (tenantScope) => {
        tenantScope.get(
          "/modules",
          {
            schema: {
              tags: ["modules"],
              summary: "The modules this company has, for the web app to show their pages and slots",
              params: Type.Object({ companyId: Type.String() }),
              response: { 200: ModuleListSchema },
            },
          },
          async (request) => {
            const tenant = await enterCompany(request);
            const available = availability(modules, tenant);
            return { modules: modules.map((m) => ({ id: m.id, ...available.get(m.id)! })) };
          },
        );

        for (const m of modules) {
          if (!m.routes) continue;
          const routes = m.routes;
          await tenantScope.register(async (moduleScope) => {
            moduleScope.addHook("onRequest", async (request: FastifyRequest, _reply: FastifyReply) => {
              const tenant = await enterCompany(request);
              const state = availability(modules, tenant).get(m.id);
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
