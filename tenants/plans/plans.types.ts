import type { CountryId, Plan } from "../company.types.js";

/**
 * The plan table (tenants/README.md "Plans"): runtime-free, shared by the server, the SDK and the web app. The
 * defaults below are what a platform starts with; the founder edits them on /change-plan and the edit is data
 * (`plans` collection), effective on every instance at once.
 */

/** Currencies an invoice can be in: the platform's (USD) and the countries' own. */
export const CURRENCIES = ["USD", "ARS", "BRL", "CLP", "COP", "MXN", "PEN", "PYG"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Each country's currency, for plans billed in the company's currency. */
export const COUNTRY_CURRENCY: Record<CountryId, Currency> = {
  ar: "ARS",
  br: "BRL",
  cl: "CLP",
  co: "COP",
  mx: "MXN",
  pe: "PEN",
  py: "PYG",
  us: "USD",
};

/** Plan-gated features: a gated module's id, or a gated part of a module (`clock.overtime`). */
export const PLAN_FEATURES = ["vacation-planner", "clock.overtime"] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface PlanDefinition {
  id: Plan;
  /** Registered people the company may have at most; null: no limit. */
  maxPeople: number | null;
  /** The monthly price of one registered person, in cents of each currency it is sold in (USD always). */
  prices: Partial<Record<Currency, number>> & { USD: number };
  /** Bill companies in their country's currency when `prices` has it (else USD). */
  companyCurrency: boolean;
  /** The gated features the plan includes. */
  features: PlanFeature[];
}

export interface PlanTable {
  /** Days a new company uses its chosen plan free; then read-only until a plan is chosen. */
  trialDays: number;
  plans: PlanDefinition[];
}

/** The table a platform starts with (reasons: tenants/README.md "Plans"). */
export const DEFAULT_PLAN_TABLE: PlanTable = {
  trialDays: 30,
  plans: [
    { id: "starter", maxPeople: 10, prices: { USD: 100, BRL: 500 }, companyCurrency: true, features: [] },
    { id: "flash", maxPeople: 20, prices: { USD: 100, BRL: 500 }, companyCurrency: true, features: [] },
    {
      id: "premium",
      maxPeople: 100,
      prices: { USD: 500, BRL: 2500 },
      companyCurrency: true,
      features: ["vacation-planner", "clock.overtime"],
    },
    { id: "enterprise", maxPeople: null, prices: { USD: 500 }, companyCurrency: false, features: [] },
  ],
};

/** A plan's definition in a table (every plan has one: the table is completed with the defaults). */
export function planIn(table: PlanTable, plan: string): PlanDefinition | undefined {
  return table.plans.find((p) => p.id === plan);
}

/** The currency and unit price a company on `plan` in `countryId` is billed in. */
export function priceFor(plan: PlanDefinition, countryId: string): { currency: Currency; unitCents: number } {
  const local = COUNTRY_CURRENCY[countryId as CountryId];
  if (plan.companyCurrency && local && plan.prices[local] !== undefined)
    return { currency: local, unitCents: plan.prices[local]! };
  return { currency: "USD", unitCents: plan.prices.USD };
}
