import { Types } from "mongoose";
import { companyCache } from "./company-cache.js";
import { CompanyModel, type CompanyRecord } from "./company.model.js";
import {
  companyTimeZone,
  type CompanySummary,
  type CountryId,
  type Pack,
  type Plan,
  type TenantRecord,
} from "./company.types.js";

export type { CompanySummary, TenantRecord } from "./company.types.js";

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** A company id from outside (a path, a token) as an ObjectId, or undefined when it cannot be one. */
export function toCompanyObjectId(companyId: string): Types.ObjectId | undefined {
  return OBJECT_ID.test(companyId) ? new Types.ObjectId(companyId) : undefined;
}

function summaryOf(
  company: Pick<CompanyRecord, "_id" | "name" | "plan" | "countryId" | "modules" | "gmt">,
): CompanySummary {
  return {
    id: String(company._id),
    name: company.name,
    plan: company.plan,
    countryId: company.countryId,
    disabledModules: [...(company.modules?.disabled ?? [])],
    timeZone: companyTimeZone(company),
  };
}

/**
 * The company behind an id, for the module gate and the session: null for an unknown, malformed or soft-deleted id,
 * so callers answer 404 without telling those cases apart.
 */
export async function findCompany(companyId: string): Promise<CompanySummary | null> {
  const tenant = await findTenant(companyId);
  if (!tenant) return null;
  const { pack: _pack, ...summary } = tenant;
  return summary;
}

/** `findCompany` with the culture package: what the module gate puts on `ctx.tenant`. */
export async function findTenant(companyId: string): Promise<TenantRecord | null> {
  // served from memory only while no instance has written companies since (company-cache.ts)
  const version = await companyCache.freshVersion();
  const cached = companyCache.getAt(companyId, version);
  if (cached) return { ...cached, disabledModules: [...cached.disabledModules] };
  const _id = toCompanyObjectId(companyId);
  if (!_id) return null;
  const generation = companyCache.generation;
  const company = await CompanyModel.findOne(
    { _id, deletedAt: null },
    { name: 1, plan: 1, pack: 1, countryId: 1, modules: 1, gmt: 1 },
  )
    .lean<CompanyRecord>()
    .exec();
  if (!company) return null;
  const tenant: TenantRecord = { ...summaryOf(company), pack: company.pack };
  companyCache.setAt(companyId, { ...tenant, disabledModules: [...tenant.disabledModules] }, generation, version);
  return tenant;
}

/** Several companies at once (the session lists the caller's); unknown and deleted ids are left out. */
export async function findCompanies(companyIds: readonly string[]): Promise<CompanySummary[]> {
  const ids = companyIds.map(toCompanyObjectId).filter((id): id is Types.ObjectId => id !== undefined);
  if (ids.length === 0) return [];
  const companies = await CompanyModel.find(
    { _id: { $in: ids }, deletedAt: null },
    { name: 1, plan: 1, countryId: 1, modules: 1, gmt: 1 },
  )
    .lean<CompanyRecord[]>()
    .exec();
  return companies.map(summaryOf);
}

/** Every live tenant's id, for per-tenant jobs and sweeps. */
export async function listCompanyIds(): Promise<string[]> {
  const companies = await CompanyModel.find({ deletedAt: null }, { _id: 1 })
    .lean<Array<{ _id: Types.ObjectId }>>()
    .exec();
  return companies.map((company) => String(company._id));
}

/** The registration wizard's "company info", "plan" and "culture package" steps (spec §2). */
export interface ProvisionCompanyInput {
  name: string;
  countryId: CountryId;
  plan: Plan;
  pack: Pack;
  initNumWorkers: number;
  /** The registration wizard's creator: the company is marked as waiting for its modules' setup (core/modules). */
  creator?: TenantCreator;
}

/** The person who registered a company, as its modules' setup hooks are told. */
export interface TenantCreator {
  userId: string;
  email: string;
  name: string;
  locale: string;
}

/**
 * Creates a tenant. Signup calls it before creating the admin user; the user's membership is what ties them, so
 * provisioning writes only the company document (single-document writes: the engine has no transactions).
 */
export async function provisionCompany(ctx: { now(): Date }, input: ProvisionCompanyInput): Promise<CompanySummary> {
  const now = ctx.now();
  const company = await CompanyModel.create({
    name: input.name,
    countryId: input.countryId,
    plan: input.plan,
    pack: input.pack,
    initNumWorkers: input.initNumWorkers,
    modules: { disabled: [] },
    ...(input.creator ? { setupPending: { creator: input.creator, since: now, attempts: 0 } } : {}),
    // the context's clock, so seeds and tests can date a tenant
    createdAt: now,
  });
  return summaryOf(company);
}

/**
 * Undoes `provisionCompany` when the rest of a signup failed: the company was never used, so it is removed outright
 * rather than soft-deleted (a half-made tenant would otherwise show up in `listCompanyIds`).
 */
export async function discardProvisionedCompany(companyId: string): Promise<void> {
  const _id = toCompanyObjectId(companyId);
  if (_id) await CompanyModel.deleteOne({ _id }).exec();
}

/** A company whose modules' setup has not finished (`setupPending`), for the retry job. */
export interface PendingTenantSetup {
  companyId: string;
  creator: TenantCreator;
  attempts: number;
}

/** Companies still waiting for their modules' setup since before `before` (the signup itself may still be running). */
export async function findPendingTenantSetups(before: Date, limit = 50): Promise<PendingTenantSetup[]> {
  const rows = await CompanyModel.find({ deletedAt: null, "setupPending.since": { $lt: before } }, { setupPending: 1 })
    .limit(limit)
    .lean<CompanyRecord[]>()
    .exec();
  return rows.flatMap((row) =>
    row.setupPending
      ? [{ companyId: String(row._id), creator: row.setupPending.creator, attempts: row.setupPending.attempts }]
      : [],
  );
}

/** Records how a setup run ended: done clears the mark, a failure counts the attempt (and keeps the mark). */
export async function recordTenantSetup(companyId: string, result: { done: boolean }): Promise<void> {
  const _id = toCompanyObjectId(companyId);
  if (!_id) return;
  if (result.done) await CompanyModel.updateOne({ _id }, { $unset: { setupPending: 1 } }).exec();
  else
    await CompanyModel.updateOne({ _id, setupPending: { $ne: null } }, { $inc: { "setupPending.attempts": 1 } }).exec();
}
