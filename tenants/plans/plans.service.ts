import { AppError } from "../../core/errors/app-error.js";
import { PLANS, type Plan } from "../company.types.js";
import {
  PlanTableChangeModel,
  planTableCache,
  PlanTableModel,
  type PlanTableChangeRecord,
  type PlanTableRecord,
} from "./plans.model.js";
import {
  CURRENCIES,
  DEFAULT_PLAN_TABLE,
  PLAN_FEATURES,
  planIn,
  type PlanDefinition,
  type PlanTable,
} from "./plans.types.js";

export interface PlanTableAnswer extends PlanTable {
  /** The revision a save must name (0: the defaults, never saved). */
  revision: number;
}

/** The stored table completed with the defaults: every plan of `PLANS` has exactly one definition, in that order. */
function completed(stored: Pick<PlanTableRecord, "trialDays" | "plans"> | null): PlanTable {
  const plans = PLANS.map((id) => (stored && planIn(stored, id)) ?? planIn(DEFAULT_PLAN_TABLE, id)!).map(copyPlan);
  return { trialDays: stored?.trialDays ?? DEFAULT_PLAN_TABLE.trialDays, plans };
}

function copyPlan(p: PlanDefinition): PlanDefinition {
  return {
    id: p.id,
    maxPeople: p.maxPeople,
    prices: { ...p.prices },
    companyCurrency: p.companyCurrency,
    features: [...p.features],
  };
}

/**
 * The plan table in force (tenants/README.md "Plans"): the founder's saved table, or the defaults. Served from
 * memory only while no instance has saved the table since it was read (the `plans` version scope), so a founder's
 * edit is in force on every instance for the next request.
 */
export async function planTable(since?: number): Promise<PlanTableAnswer> {
  const version = await planTableCache.freshVersion(since);
  const cached = planTableCache.getAt("table", version);
  if (cached) return Object.assign({}, completed(cached), { revision: cached.revision });
  const generation = planTableCache.generation;
  const stored = await PlanTableModel.findById("table").lean<PlanTableRecord>().exec();
  const record: PlanTableRecord = stored ?? {
    _id: "table",
    ...DEFAULT_PLAN_TABLE,
    revision: 0,
    updatedAt: new Date(0),
  };
  planTableCache.setAt("table", record, generation, version);
  return { ...completed(record), revision: record.revision };
}

/** One plan's definition in force. */
export async function planDefinition(plan: string): Promise<PlanDefinition> {
  const table = await planTable();
  return planIn(table, plan) ?? planIn(completed(null), plan) ?? completed(null).plans[0]!;
}

/** Checks a table sent by the founder: every plan once, whole numbers, known currencies and features. */
function checkTable(input: PlanTable): PlanTable {
  const invalid = (field: string): never => {
    throw new AppError("VALIDATION_INVALID", { field });
  };
  if (!Number.isInteger(input.trialDays) || input.trialDays < 0 || input.trialDays > 365) invalid("trialDays");
  const seen = new Set<string>();
  input.plans.forEach((p, i) => {
    if (!(PLANS as readonly string[]).includes(p.id) || seen.has(p.id)) invalid(`plans.${i}.id`);
    seen.add(p.id);
    if (p.maxPeople !== null && (!Number.isInteger(p.maxPeople) || p.maxPeople < 1)) invalid(`plans.${i}.maxPeople`);
    for (const [currency, cents] of Object.entries(p.prices)) {
      if (!(CURRENCIES as readonly string[]).includes(currency)) invalid(`plans.${i}.prices`);
      if (!Number.isInteger(cents) || (cents as number) < 0) invalid(`plans.${i}.prices.${currency}`);
    }
    if (p.prices.USD === undefined) invalid(`plans.${i}.prices.USD`);
    if (p.features.some((f) => !(PLAN_FEATURES as readonly string[]).includes(f))) invalid(`plans.${i}.features`);
  });
  if (seen.size !== PLANS.length) invalid("plans");
  return completed(input);
}

/**
 * Saves the founder's plan table (spec §2 /change-plan): a conditional write on the revision they read (another
 * founder's save meanwhile: TENANT_PLAN_TABLE_CHANGED_MEANWHILE), recorded with the table before and after in
 * `plan_changes`. In force on every instance for the next request (plan gates, people limits, the next bills).
 */
export async function savePlanTable(
  ctx: { now(): Date; userId: string },
  input: PlanTable & { revision: number },
): Promise<PlanTableAnswer> {
  const after = checkTable(input);
  const before = await planTable();
  if (before.revision !== input.revision) throw new AppError("TENANT_PLAN_TABLE_CHANGED_MEANWHILE");
  const revision = input.revision + 1;
  try {
    const saved = await PlanTableModel.findOneAndUpdate(
      { _id: "table", revision: input.revision },
      { $set: { trialDays: after.trialDays, plans: after.plans, revision } },
      { upsert: input.revision === 0, returnDocument: "after" },
    )
      .lean<PlanTableRecord>()
      .exec();
    if (!saved) throw new AppError("TENANT_PLAN_TABLE_CHANGED_MEANWHILE");
  } catch (err) {
    // two first saves at once: the second upsert meets the first's document
    if ((err as { code?: number }).code === 11000) throw new AppError("TENANT_PLAN_TABLE_CHANGED_MEANWHILE");
    throw err;
  }
  const { revision: _r, ...beforeTable } = before;
  await PlanTableChangeModel.create({ at: ctx.now(), userId: ctx.userId, revision, before: beforeTable, after });
  return { ...after, revision };
}

/** The latest founder changes to the table, newest first. */
export async function planTableChanges(limit = 20): Promise<PlanTableChangeRecord[]> {
  return PlanTableChangeModel.find().sort({ at: -1, _id: -1 }).limit(limit).lean<PlanTableChangeRecord[]>().exec();
}

/** The gated features a company on `plan` has, by the table in force. */
export async function planFeatures(plan: Plan | string): Promise<string[]> {
  return [...(await planDefinition(plan)).features];
}
