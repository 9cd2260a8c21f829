import type { Types } from "mongoose";
import type { ServiceContext } from "../../core/context.js";
import { AppError } from "../../core/errors/app-error.js";
import { escapeRegExp } from "../../core/lists/search.js";
import { auditService } from "../../core/audit/audit.service.js";
import { CompanyModel, type CompanyRecord } from "../company.model.js";
import type { Plan } from "../company.types.js";
import { toCompanyObjectId } from "../tenants.service.js";
import type { FounderCompany, FounderCompanyList, FounderCompanyQuery } from "./founder.schemas.js";

/** The active workers of one company, asked of the module that owns workers (people); null: no such module. */
export type Headcount = (companyId: string) => Promise<number | null>;

export interface FounderServiceOptions {
  headcount: Headcount;
  /** The module ids a company may have switched off (the running modules less the always-on ones). */
  switchableModules?: () => readonly string[];
}

type CompanyRow = Pick<
  CompanyRecord,
  "_id" | "name" | "plan" | "countryId" | "createdAt" | "deletedAt" | "trialEndsAt" | "modules" | "lastActivityAt"
>;

const FIELDS = {
  name: 1,
  plan: 1,
  countryId: 1,
  createdAt: 1,
  deletedAt: 1,
  trialEndsAt: 1,
  modules: 1,
  lastActivityAt: 1,
} as const;

/**
 * The founder console (spec §2 "Founder-only routes"; tenants/README.md): the platform's companies across tenants.
 * The companies collection is the tenant registry itself, so these reads are not tenant-scoped; only the founder
 * reaches them (`requireFounder` on every route).
 */
export function createFounderService(options: FounderServiceOptions) {
  /** The switchable modules the company has on, of all there are (the always-on core modules are not counted). */
  function modulesOf(row: CompanyRow): FounderCompany["modules"] {
    const all = options.switchableModules?.() ?? [];
    const disabled = new Set(row.modules?.disabled ?? []);
    return { enabled: all.filter((id) => !disabled.has(id)).length, total: all.length, disabled: [...disabled].sort() };
  }

  async function toItem(row: CompanyRow): Promise<FounderCompany> {
    return {
      id: String(row._id),
      name: row.name,
      plan: row.plan,
      countryId: row.countryId,
      people: await options.headcount(String(row._id)),
      status: row.deletedAt ? "deleted" : "active",
      modules: modulesOf(row),
      lastActivityAt: row.lastActivityAt ? row.lastActivityAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    /** Newest first, searchable by name, filtered by status; each with its active workers. */
    async listCompanies(_ctx: Pick<ServiceContext, "now">, query: FounderCompanyQuery): Promise<FounderCompanyList> {
      const filter: Record<string, unknown> = {};
      const q = query.q?.trim();
      if (q) filter.name = { $regex: escapeRegExp(q), $options: "i" };
      if (query.status === "active") filter.deletedAt = null;
      if (query.status === "deleted") filter.deletedAt = { $ne: null };
      const [rows, total] = await Promise.all([
        CompanyModel.find(filter, FIELDS)
          .sort({ createdAt: -1, _id: -1 })
          .skip(query.skip)
          .limit(query.limit)
          .lean<CompanyRow[]>()
          .exec(),
        CompanyModel.countDocuments(filter).exec(),
      ]);
      return { items: await Promise.all(rows.map(toItem)), total };
    },

    /**
     * Moves a live company to another plan (spec §1 plans; the founder's /change-plan). Recorded in that company's
     * audit log, so its admins see who changed it and from what. Unknown or deleted company: 404.
     */
    async changePlan(ctx: ServiceContext, input: { companyId: string; plan: Plan }): Promise<FounderCompany> {
      const _id: Types.ObjectId | undefined = toCompanyObjectId(input.companyId);
      const before = _id
        ? await CompanyModel.findOne({ _id, deletedAt: null }, FIELDS).lean<CompanyRow>().exec()
        : null;
      if (!_id || !before) throw new AppError("NOT_FOUND");
      // choosing a plan also ends a free trial (tenants/billing), even the plan the trial was on
      if (before.plan === input.plan && !before.trialEndsAt) return toItem(before);
      // conditional on the plan read, so two founders changing it at once do not record a "from" that was not there
      const after = await CompanyModel.findOneAndUpdate(
        { _id, deletedAt: null, plan: before.plan },
        { $set: { plan: input.plan, trialEndsAt: null } },
        { returnDocument: "after", projection: FIELDS },
      )
        .lean<CompanyRow>()
        .exec();
      if (!after) throw new AppError("TENANT_PLAN_CHANGED_MEANWHILE");
      await auditService.record(ctx, {
        action: "tenants.plan.changed",
        target: { type: "company", id: input.companyId },
        details: { from: before.plan, to: input.plan, ...(before.trialEndsAt ? { endedTrial: true } : {}) },
      });
      return toItem(after);
    },
  };
}

export type FounderService = ReturnType<typeof createFounderService>;
