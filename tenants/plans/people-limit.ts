import { randomUUID } from "node:crypto";
import mongoose, { Schema } from "mongoose";
import type { ServiceContext } from "../../core/context.js";
import { AppError } from "../../core/errors/app-error.js";
import { CompanyModel, type CompanyRecord } from "../company.model.js";
import { toCompanyObjectId } from "../tenants.service.js";
import { planDefinition } from "./plans.service.js";

/**
 * A company's people limit (tenants/README.md "Plans"): the people module adds a person only through `admitPeople`,
 * which holds the company's lease while it counts and creates, so two adds at once on a company one short of its
 * limit cannot both pass (the engine has no transactions; the lease is a conditional write on one document).
 */
interface LeaseRecord {
  _id: string;
  holder: string;
  until: Date;
}

const leaseSchema = new Schema<LeaseRecord>(
  {
    _id: { type: String, required: true },
    holder: { type: String, required: true },
    until: { type: Date, required: true },
  },
  { collection: "people_limit_leases", versionKey: false },
);

export const PeopleLimitLeaseModel =
  (mongoose.models.PeopleLimitLease as mongoose.Model<LeaseRecord> | undefined) ??
  mongoose.model<LeaseRecord>("PeopleLimitLease", leaseSchema);

/** How long a lease holds if its holder dies mid-add (wall clock: leases are infrastructure, not business time). */
const LEASE_MS = 15_000;
/** How long an add waits for another add on the same company before answering TENANT_PEOPLE_LIMIT_BUSY. */
const WAIT_MS = 5_000;

async function acquire(companyId: string, holder: string): Promise<boolean> {
  const now = new Date();
  try {
    const taken = await PeopleLimitLeaseModel.findOneAndUpdate(
      { _id: companyId, until: { $lte: now } },
      { $set: { holder, until: new Date(now.getTime() + LEASE_MS) } },
      { upsert: true, returnDocument: "after" },
    )
      .lean<LeaseRecord>()
      .exec();
    return taken?.holder === holder;
  } catch (err) {
    if ((err as { code?: number }).code === 11000) return false; // held by another add
    throw err;
  }
}

/** The company's plan and its limit; NOT_FOUND for a removed company. */
export async function peopleLimitOf(companyId: string): Promise<{ plan: string; limit: number | null }> {
  const _id = toCompanyObjectId(companyId);
  const company = _id
    ? await CompanyModel.findOne({ _id, deletedAt: null }, { plan: 1 }).lean<Pick<CompanyRecord, "plan">>().exec()
    : null;
  if (!company) throw new AppError("NOT_FOUND");
  return { plan: company.plan, limit: (await planDefinition(company.plan)).maxPeople };
}

/**
 * Runs `create` (which adds `adding` people, default 1) only if the company's plan allows that many more than
 * `count()` says it has: else TENANT_PEOPLE_LIMIT_REACHED, telling why and how to upgrade. On a plan without a limit
 * it just runs `create`. While `count` and `create` run, no other add on the same company does (any instance).
 */
export async function admitPeople<T>(
  ctx: Pick<ServiceContext, "companyId">,
  count: () => Promise<number>,
  create: () => Promise<T>,
  adding = 1,
): Promise<T> {
  const { plan, limit } = await peopleLimitOf(ctx.companyId);
  if (limit === null) return create();
  const holder = randomUUID();
  const started = Date.now();
  for (let attempt = 1; !(await acquire(ctx.companyId, holder)); attempt++) {
    if (Date.now() - started > WAIT_MS) throw new AppError("TENANT_PEOPLE_LIMIT_BUSY");
    await new Promise((resolve) => setTimeout(resolve, Math.min(20 * attempt, 200)));
  }
  try {
    const has = await count();
    if (has + adding > limit)
      throw new AppError("TENANT_PEOPLE_LIMIT_REACHED", {
        params: { plan: planLabel(plan), limit: String(limit), count: String(has) },
      });
    return await create();
  } finally {
    await PeopleLimitLeaseModel.deleteOne({ _id: ctx.companyId, holder }).exec();
  }
}

/** The plan's display name in messages (the plans are proper names in every locale). */
export function planLabel(plan: string): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}
