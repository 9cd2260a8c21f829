import type { FastifyPluginAsync } from "fastify";
import type { Level, ServiceContext } from "../context.js";

import type { Plan } from "../../tenants/company.types.js";
import type { JobDefinition } from "../jobs/types.js";

export { PLANS, type Plan } from "../../tenants/company.types.js";

/** What a module's `globalRoutes` plugin is registered with. */
export interface GlobalRoutesOptions {
  prefix: string;
  /** The clock services see as `ctx.now()` (tests pass a controllable one). */
  now: () => Date;
}

/** A domain event handler; events are named `<module>.<entity>.<what happened>`. */
export type EventHandler = (ctx: ServiceContext, payload: Record<string, unknown>) => Promise<void>;

/**
 * A server module (ARCHITECTURE "A module"). `defineModule` only returns its
 * input, typed; the core validates every definition at boot.
 */
export interface ModuleDefinition {
  /** Lowercase, kebab-case; prefixes every name the module declares. */
  id: string;
  /** Modules this one needs; a tenant without them does not get this one either. */
  dependsOn?: string[];
  /** Permission id -> levels allowed, e.g. `{ "leave.request.approve": ["admin", "revisor"] }`. */
  permissions?: Record<string, Level[]>;
  /** Mongoose models the module owns; their indexes are built at boot. */
  models?: Array<{ modelName: string; init(): Promise<unknown> }>;
  /**
   * Tenant routes, registered under `/api/companies/:companyId`; the core
   * checks membership, module enablement and plan before they run.
   */
  routes?: FastifyPluginAsync;
  /**
   * Routes outside a tenant path, registered under `/api` (they guard themselves). Their plugin options carry the
   * app's clock (`GlobalRoutesOptions.now`) for the contexts they build.
   */
  globalRoutes?: FastifyPluginAsync<GlobalRoutesOptions>;
  /** Background jobs (core/jobs): `scope: "tenant"` runs once per company with its context. */
  jobs?: JobDefinition[];
  /** Events the module emits. */
  events?: string[];
  /** Handlers for other modules' (or its own) events. */
  subscribers?: Record<string, EventHandler>;
  /** Plans that include the module; absent means every plan. */
  plans?: Plan[];
  /** Core services every tenant has (notifications, audit): never switched off, on every plan. */
  alwaysOn?: boolean;
  /**
   * Demo data for a freshly seeded demo tenant (`npm start` on an empty database, `npm run seed`). `people`
   * lists the tenant's members (logins first) so modules can attach their records to them.
   */
  seed?(ctx: ServiceContext, input: DemoSeedInput): Promise<void>;
}

export interface DemoSeedInput {
  people: Array<{ userId: string; email: string; name: string; role: "admin" | "manager" | "employee" | "worker" }>;
}

/** Declares a server module. @example export const leaveModule = defineModule({ id: "leave", ... }) */
export function defineModule<T extends ModuleDefinition>(definition: T): T {
  return definition;
}
