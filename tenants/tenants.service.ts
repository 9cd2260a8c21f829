import { Types } from "mongoose";
import { AppError } from "../core/errors/app-error.js";
import { matchLocale, type Locale } from "../core/i18n/locale.js";
import { companyCache, companyFieldsCache } from "./company-cache.js";
import { planTable } from "./plans/plans.service.js";
import { planIn } from "./plans/plans.types.js";
import { CompanyModel, flagMapOf, FORMER_MODULE_FIELDS, type CompanyRecord } from "./company.model.js";
import {
  COUNTRY_IDS,
  companyTimeZone,
  isTimeZone,
  type CompanyBranding,
  type CompanyWorkerFields,
  type CompanyProfilePatch,
  type CompanyProfileRecord,
  type CompanySummary,
  type CountryId,
  type Pack,
  type Plan,
  type TenantRecord,
} from "./company.types.js";

export type {
  CompanyBranding,
  CompanyWorkerFields,
  CompanyProfilePatch,
  CompanyProfileRecord,
  CompanySummary,
  TenantRecord,
} from "./company.types.js";

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** A company id from outside (a path, a token) as an ObjectId, or undefined when it cannot be one. */
export function toCompanyObjectId(companyId: string): Types.ObjectId | undefined {
  return OBJECT_ID.test(companyId) ? new Types.ObjectId(companyId) : undefined;
}

function summaryOf(
  company: Pick<CompanyRecord, "_id" | "name" | "plan" | "countryId" | "modules" | "gmt" | "trialEndsAt">,
): CompanySummary {
  return {
    trialEndsAt: company.trialEndsAt ? company.trialEndsAt.toISOString() : null,
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
  const {
    pack: _pack,
    planFeatures: _features,
    featurePlans: _plans,
    featureFlags: _flags,
    packLocked: _packLocked,
    ...summary
  } = tenant;
  return summary;
}

/**
 * `findCompany` with the culture package: what the module gate puts on `ctx.tenant`. `since`: the request's
 * `versionsSince` (core/db/cache-versions.ts), so the cache check can use a version read already made for it.
 */
export async function findTenant(companyId: string, since?: number): Promise<TenantRecord | null> {
  // served from memory only while no instance has written companies since (company-cache.ts)
  const version = await companyCache.freshVersion(since);
  const cached = companyCache.getAt(companyId, version);
  if (cached) return withPlanTable(Object.assign({}, cached, { disabledModules: [...cached.disabledModules] }), since);
  const _id = toCompanyObjectId(companyId);
  if (!_id) return null;
  const generation = companyCache.generation;
  const company = await CompanyModel.findOne(
    { _id, deletedAt: null },
    {
      name: 1,
      plan: 1,
      pack: 1,
      countryId: 1,
      modules: 1,
      gmt: 1,
      trialEndsAt: 1,
      featureFlags: 1,
      notAllowChangePack: 1,
    },
  )
    .lean<CompanyRecord>()
    .exec();
  if (!company) return null;
  const tenant: TenantRecord = {
    ...summaryOf(company),
    pack: company.pack,
    trialEndsAt: company.trialEndsAt ? company.trialEndsAt.toISOString() : null,
    featureFlags: flagMapOf(company.featureFlags),
    ...(company.notAllowChangePack ? { packLocked: true } : {}),
  };
  companyCache.setAt(
    companyId,
    Object.assign({}, tenant, { disabledModules: [...tenant.disabledModules] }),
    generation,
    version,
  );
  return withPlanTable(tenant, since);
}

/** The tenant with its plan's gated features by the plan table in force (tenants/plans; cached across instances). */
async function withPlanTable(tenant: TenantRecord, since: number | undefined): Promise<TenantRecord> {
  const table = await planTable(since);
  const featurePlans: Record<string, string[]> = {};
  for (const p of table.plans) for (const f of p.features) (featurePlans[f] ??= []).push(p.id);
  return Object.assign({}, tenant, { planFeatures: planIn(table, tenant.plan)?.features ?? [], featurePlans });
}

/** Several companies at once (the session lists the caller's); unknown and deleted ids are left out. */
export async function findCompanies(companyIds: readonly string[]): Promise<CompanySummary[]> {
  const ids = companyIds.map(toCompanyObjectId).filter((id): id is Types.ObjectId => id !== undefined);
  if (ids.length === 0) return [];
  const companies = await CompanyModel.find(
    { _id: { $in: ids }, deletedAt: null },
    { name: 1, plan: 1, countryId: 1, modules: 1, gmt: 1, trialEndsAt: 1 },
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

const PROFILE_FIELDS = { name: 1, countryId: 1, gmt: 1 } as const;

function profileOf(company: Pick<CompanyRecord, "_id" | "name" | "countryId" | "gmt">): CompanyProfileRecord {
  return {
    id: String(company._id),
    name: company.name,
    countryId: company.countryId,
    ...(company.gmt ? { gmt: company.gmt } : {}),
    timeZone: companyTimeZone(company),
  };
}

/** The live company's filter, or NOT_FOUND for a malformed id. */
function liveCompany(companyId: string) {
  const _id = toCompanyObjectId(companyId);
  if (!_id) throw new AppError("NOT_FOUND");
  return { _id, deletedAt: null };
}

/**
 * The company profile the kernel owns (name, country, chosen zone), read from the database (the company edit shows
 * what is stored, not a cached summary). NOT_FOUND for an unknown, malformed or removed company.
 */
export async function companyProfile(companyId: string): Promise<CompanyProfileRecord> {
  const company = await CompanyModel.findOne(liveCompany(companyId), PROFILE_FIELDS).lean<CompanyRecord>().exec();
  if (!company) throw new AppError("NOT_FOUND");
  return profileOf(company);
}

/**
 * A live company's branding (name, primary colour, logo file), read from the database: the app, mails and widgets
 * apply it. NOT_FOUND for an unknown, malformed or removed company.
 */
export async function companyBranding(companyId: string): Promise<CompanyBranding> {
  const company = await CompanyModel.findOne(liveCompany(companyId), { name: 1, branding: 1 })
    .lean<CompanyRecord>()
    .exec();
  if (!company) throw new AppError("NOT_FOUND");
  return {
    name: company.name,
    primaryColor: company.branding?.primaryColor ?? null,
    logoFileId: company.branding?.logoFileId ?? null,
  };
}

/**
 * The company's default language (issue 18, `defaultLocale`; the founder sets it): what a person added without a
 * language gets, and what mails use for a person without a saved one. Read from the database on each use (a change is
 * in force at once on every instance); undefined for a company without one, or an unknown or removed company.
 */
export async function companyDefaultLocale(companyId: string): Promise<Locale | undefined> {
  const _id = toCompanyObjectId(companyId);
  if (!_id) return undefined;
  const company = await CompanyModel.findOne({ _id, deletedAt: null }, { defaultLocale: 1 })
    .lean<Pick<CompanyRecord, "defaultLocale">>()
    .exec();
  return matchLocale(company?.defaultLocale);
}

/**
 * The worker fields the founder set for a live company (issue 18, `workerDisabledFields`): people reads them through
 * `kit.tenants.workerFields`. NOT_FOUND for an unknown, malformed or removed company.
 */
export async function companyWorkerFields(companyId: string, since?: number): Promise<CompanyWorkerFields> {
  // served from memory only while no instance has written companies since (company-cache.ts): the version read is
  // usually the one the module gate's company check made for this request (`since`), so a hit costs no round trip
  const version = await companyFieldsCache.freshVersion(since);
  const cached = companyFieldsCache.getAt(companyId, version);
  if (cached) return { disabled: [...cached.disabled] };
  const generation = companyFieldsCache.generation;
  const company = await CompanyModel.findOne(liveCompany(companyId), { workerDisabledFields: 1 })
    .lean<CompanyRecord>()
    .exec();
  if (!company) throw new AppError("NOT_FOUND");
  const fields = { disabled: [...(company.workerDisabledFields ?? [])] };
  companyFieldsCache.setAt(companyId, { disabled: [...fields.disabled] }, generation, version);
  return fields;
}

/**
 * Edits the company profile the kernel owns (spec §3 "Company": the company edit's name, country and `gmt`): the name
 * is trimmed and required, the country one of the product's, `gmt` a zone the runtime knows (`null` goes back to the
 * country's). Everything is checked before the one write; the company cache is emptied by it (company-cache.ts).
 * @throws {AppError} VALIDATION_REQUIRED (name), VALIDATION_INVALID (countryId, gmt), NOT_FOUND.
 */
export async function updateCompanyProfile(
  companyId: string,
  patch: CompanyProfilePatch,
): Promise<CompanyProfileRecord> {
  const filter = liveCompany(companyId);
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, 1> = {};
  if (patch.name !== undefined) {
    const name = typeof patch.name === "string" ? patch.name.trim() : "";
    if (!name) throw new AppError("VALIDATION_REQUIRED", { field: "name" });
    $set.name = name;
  }
  if (patch.countryId !== undefined) {
    if (!(COUNTRY_IDS as readonly string[]).includes(patch.countryId))
      throw new AppError("VALIDATION_INVALID", { field: "countryId" });
    $set.countryId = patch.countryId;
  }
  if (patch.gmt === null) $unset.gmt = 1;
  else if (patch.gmt !== undefined) {
    if (typeof patch.gmt !== "string" || !isTimeZone(patch.gmt))
      throw new AppError("VALIDATION_INVALID", { field: "gmt" });
    $set.gmt = patch.gmt;
  }
  const update: Record<string, unknown> = {};
  if (Object.keys($set).length > 0) update.$set = $set;
  if (Object.keys($unset).length > 0) update.$unset = $unset;
  if (Object.keys(update).length === 0) return companyProfile(companyId);
  const company = await CompanyModel.findOneAndUpdate(filter, update, {
    returnDocument: "after",
    projection: PROFILE_FIELDS,
  })
    .lean<CompanyRecord>()
    .exec();
  if (!company) throw new AppError("NOT_FOUND");
  return profileOf(company);
}

/**
 * What a module kept on this company's document before it had a collection of its own (`FORMER_MODULE_FIELDS`):
 * only that module's fields, those present. The module copies them into its own record the first time it finds none
 * (idempotently: an upsert with `$setOnInsert`); the kernel never writes them again. NOT_FOUND for an unknown,
 * malformed or removed company.
 */
export async function formerModuleFields(moduleId: string, companyId: string): Promise<Record<string, unknown>> {
  const fields = FORMER_MODULE_FIELDS[moduleId] ?? [];
  const filter = liveCompany(companyId);
  // the raw collection: the schema no longer declares these fields, so mongoose must not be asked to project them
  const company = await CompanyModel.collection.findOne(filter, {
    projection: Object.fromEntries([["_id", 1], ...fields.map((field) => [field, 1])]),
  });
  if (!company) throw new AppError("NOT_FOUND");
  const out: Record<string, unknown> = {};
  for (const field of fields) if (company[field] !== undefined && company[field] !== null) out[field] = company[field];
  return out;
}

/** The registration wizard's "company info", "plan" and "culture package" steps (spec §2). */
export interface ProvisionCompanyInput {
  name: string;
  countryId: CountryId;
  plan: Plan;
  pack: Pack;
  initNumWorkers: number;
  /** Days of free trial; absent: the plan table's (0: none, the company has chosen its plan). */
  trialDays?: number;
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
async function trialEnd(now: Date, days: number | undefined): Promise<Date | null> {
  const trialDays = days ?? (await planTable()).trialDays;
  return trialDays > 0 ? new Date(now.getTime() + trialDays * 86_400_000) : null;
}

export async function provisionCompany(ctx: { now(): Date }, input: ProvisionCompanyInput): Promise<CompanySummary> {
  const now = ctx.now();
  const company = await CompanyModel.create({
    name: input.name,
    countryId: input.countryId,
    plan: input.plan,
    pack: input.pack,
    initNumWorkers: input.initNumWorkers,
    modules: { disabled: [] },
    // the free trial of the plan table in force (tenants/README.md "Plans"); seeds pass `trialDays: 0` for none
    trialEndsAt: await trialEnd(now, input.trialDays),
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
