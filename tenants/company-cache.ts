import { LocalCache } from "../core/db/local-cache.js";
import type { CompanyWorkerFields, TenantRecord } from "./company.types.js";

/**
 * How long a company's summary (name, plan, country, disabled modules) is served from memory. Company writes
 * through the model, on any instance, stop it serving them at once (the `companies` version scope in the database,
 * core/db/cache-versions.ts); writes that bypass mongoose are seen within this time.
 */
export const COMPANY_CACHE_TTL_MS = 5_000;

/**
 * Live companies' summaries by id, for `findCompany`: the module gate asks on every tenant request. Unknown and
 * deleted ids are not kept (a company created elsewhere is seen at once). Emptied by any write to `companies`
 * made through mongoose (`invalidateOnWrite` in company.model.ts).
 */
export const companyCache = new LocalCache<TenantRecord>({ ttlMs: COMPANY_CACHE_TTL_MS, versionScope: "companies" });

/**
 * The worker fields the founder switched off per live company (`companyWorkerFields`): people asks on every profile
 * read and list page. Same rules as `companyCache` (the `companies` version scope, emptied by every company write
 * through mongoose on any instance), so a switch is in force at once everywhere.
 */
export const companyFieldsCache = new LocalCache<CompanyWorkerFields>({
  ttlMs: COMPANY_CACHE_TTL_MS,
  versionScope: "companies",
});
