/**
 * The company (tenant) vocabulary, without runtime dependencies so the web app, the SDK and the server share it.
 */

/** Spec §3 "Country": the countries the product serves. */
export const COUNTRY_IDS = ["ar", "br", "cl", "co", "mx", "pe", "py", "us"] as const;
export type CountryId = (typeof COUNTRY_IDS)[number];

/** Spec §1: plans charged monthly by registered employees. */
export const PLANS = ["starter", "flash", "enterprise", "premium"] as const;
export type Plan = (typeof PLANS)[number];

/** Spec §1: the culture package decides whether requests need approval ("flexible" is the autopilot). */
export const PACKS = ["traditional", "moderate", "flexible"] as const;
export type Pack = (typeof PACKS)[number];

/** What the module gate and the session read about a company (see `findCompany`). */
export interface CompanySummary {
  id: string;
  name: string;
  plan: Plan;
  countryId: string;
  /** Module ids switched off for this tenant (`modules.disabled`). */
  disabledModules: string[];
}
