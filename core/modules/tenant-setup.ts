import type { FastifyBaseLogger } from "fastify";
import { systemContext } from "../context.js";
import { defineJob, type JobDefinition } from "../jobs/types.js";
import type { ModuleDefinition, TenantCreatedInput } from "./define-module.js";
import type { TenantSummary } from "../context.js";
import type { TenantInfo } from "./modules.plugin.js";
import { availability } from "./registry.js";

/** Where the kernel keeps which companies still wait for their modules' setup (tenants/tenants.service.ts). */
export interface TenantSetupStore {
  pending(before: Date): Promise<Array<{ companyId: string; creator: TenantCreatedInput["creator"] }>>;
  record(companyId: string, result: { done: boolean }): Promise<void>;
}

/** `app.tenantSetup`: runs the modules' `onTenantCreated` hooks for a new company. */
export interface TenantSetup {
  /**
   * Runs every hook of the modules the company has, in dependency order; a failing hook is logged and does not stop
   * the others. When all succeed the company's pending mark is cleared; otherwise it stays for the retry job.
   * Resolves with the ids of the modules whose hook failed (never rejects).
   */
  run(companyId: string, input: TenantCreatedInput): Promise<{ failed: string[] }>;
  /** Runs the hooks again for companies still marked since before a while ago (the `core.finish-tenant-setup` job). */
  retryPending(at: Date): Promise<Array<{ companyId: string; failed: string[] }>>;
}

/** How long a mark must have stood before the job retries it (the signup that set it may still be running). */
const RETRY_AFTER_MS = 2 * 60_000;

export function createTenantSetup(options: {
  modules: () => readonly ModuleDefinition[];
  resolveTenant(companyId: string): Promise<TenantInfo | null>;
  store: TenantSetupStore;
  summary(companyId: string, tenant: TenantInfo, modules: readonly ModuleDefinition[]): TenantSummary;
  now: () => Date;
  log: FastifyBaseLogger;
}): { setup: TenantSetup; job: JobDefinition } {
  const setup: TenantSetup = {
    retryPending: async () => [],
    async run(companyId, input) {
      const tenant = await options.resolveTenant(companyId);
      if (!tenant) return { failed: [] };
      const modules = options.modules();
      const available = availability(modules, tenant);
      const ctx = systemContext({
        companyId,
        name: "tenant-setup",
        log: options.log,
        now: options.now,
        ...(tenant.timeZone ? { timeZone: tenant.timeZone } : {}),
        tenant: options.summary(companyId, tenant, modules),
      });
      const failed: string[] = [];
      for (const m of modules) {
        if (!m.onTenantCreated || !available.get(m.id)?.enabled) continue;
        try {
          await m.onTenantCreated(ctx, input);
        } catch (err) {
          failed.push(m.id);
          options.log.error(
            { err, companyId, module: m.id },
            "tenant setup hook failed; the retry job will run it again",
          );
        }
      }
      await options.store.record(companyId, { done: failed.length === 0 });
      return { failed };
    },
  };
  setup.retryPending = async (at) => {
    const results: Array<{ companyId: string; failed: string[] }> = [];
    for (const { companyId, creator } of await options.store.pending(new Date(at.getTime() - RETRY_AFTER_MS))) {
      results.push({ companyId, ...(await setup.run(companyId, { creator })) });
    }
    return results;
  };
  const job = defineJob({
    name: "core.finish-tenant-setup",
    scope: "global",
    every: "*/10 * * * *",
    async handler(ctx) {
      const results = await setup.retryPending(ctx.now());
      if (results.length > 0) ctx.log.info({ results }, "tenant setups retried");
    },
  });
  return { setup, job };
}
