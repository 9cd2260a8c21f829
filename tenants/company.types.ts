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
/** What the module gate puts on `ctx.tenant`: the summary and the culture package (spec §1). */
export interface TenantRecord extends CompanySummary {
  pack: Pack;
  /** When its free trial ends (ISO), or null once a plan was chosen (tenants/billing). */
  trialEndsAt: string | null;
  /** The plan table's gated features of its plan, and the plans of each feature (tenants/plans). */
  planFeatures?: readonly string[];
  featurePlans?: Readonly<Record<string, readonly string[]>>;
  /** The founder's feature-flag values (issue 18; only those set: the rest take the modules' declared defaults). */
  featureFlags?: Readonly<Record<string, boolean>>;
  /** The founder locked the culture package: the company's admins may not choose another (`notAllowChangePack`). */
  packLocked?: boolean;
}

export interface CompanySummary {
  id: string;
  name: string;
  plan: Plan;
  countryId: string;
  /** Module ids switched off for this tenant (`modules.disabled`). */
  disabledModules: string[];
  /** The IANA time zone the company's days are counted in (its `gmt`, else its country's main one). */
  timeZone: string;
  /** When its free trial ends (ISO), or null once a plan was chosen (tenants/billing: then read-only until one is). */
  trialEndsAt?: string | null;
}

/**
 * The company profile the kernel owns (spec §3 "Company": name, country, `gmt`), as modules read it through
 * `kit.tenants.profile` and edit it through `kit.tenants.updateProfile`. A module's own per-company settings live in a
 * collection of its own (ARCHITECTURE "A module").
 */
export interface CompanyProfileRecord {
  id: string;
  name: string;
  countryId: CountryId;
  /** The IANA zone the company chose; absent: its country's main one. */
  gmt?: string;
  /** The zone its days are counted in: `gmt`, else its country's main zone. */
  timeZone: string;
}

/**
 * A company's branding (issue 18): the primary colour applied to the app, mails and widgets, and its logo (a file in
 * the files service). Absent fields fall back to the product's own; the founder console edits them.
 */
export interface CompanyBranding {
  /** The company's display name. */
  name: string;
  /** `#rrggbb`, or null for the product's colour. */
  primaryColor: string | null;
  /** The logo's file id in the files service, or null. */
  logoFileId: string | null;
}

/** The worker fields the founder set for a company (issue 18): `disabled` ones the company does not use. */
export interface CompanyWorkerFields {
  disabled: string[];
}

/** A partial edit of the kernel's company profile; `gmt: null` goes back to the country's zone. */
export interface CompanyProfilePatch {
  name?: string;
  countryId?: CountryId;
  gmt?: string | null;
}

/**
 * Each country's main time zone (IANA), the company's until it sets its own `gmt`: a company's "today" (a leave's
 * "Date before now", quick ranges, accruals) is its local date, not the UTC one (at 22:00 in São Paulo it is already
 * tomorrow in UTC).
 */
export const COUNTRY_TIME_ZONES: Record<CountryId, string> = {
  ar: "America/Argentina/Buenos_Aires",
  br: "America/Sao_Paulo",
  cl: "America/Santiago",
  co: "America/Bogota",
  mx: "America/Mexico_City",
  pe: "America/Lima",
  py: "America/Asuncion",
  us: "America/New_York",
};

/** The zone a company's days are counted in: its own `gmt` when the runtime knows it, else its country's. */
export function companyTimeZone(company: { gmt?: string | null; countryId: CountryId }): string {
  return company.gmt && isTimeZone(company.gmt) ? company.gmt : (COUNTRY_TIME_ZONES[company.countryId] ?? "UTC");
}

/** Whether the runtime knows an IANA time zone name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
