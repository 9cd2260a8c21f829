import mongoose, { Schema, type Types } from "mongoose";
import { invalidateOnWrite } from "../core/db/local-cache.js";
import { LOCALES, type Locale } from "../core/i18n/locale.js";
import { companyCache, companyFieldsCache } from "./company-cache.js";
import { COUNTRY_IDS, isTimeZone, PACKS, PLANS, type CountryId, type Pack, type Plan } from "./company.types.js";

export { COUNTRY_IDS, PACKS, PLANS, type CountryId, type Pack, type Plan } from "./company.types.js";

/**
 * Fields modules kept on the company document before they had collections of their own (issue 11: a module's
 * per-company settings live in a tenant-scoped collection it owns). The kernel no longer declares or writes them; a
 * company stored before the move still has them, and `formerModuleFields` hands them to their module once, when the
 * module first reads that company's settings and finds none (people: `people_settings`). Leave never kept any.
 */
export const FORMER_MODULE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  people: [
    "foundationDate",
    "identityCard",
    "lunchTime",
    "settings",
    "logo",
    "photo",
    "customFields",
    "workerExtraFields",
    "customFieldValues",
  ],
};

/**
 * A company is the tenant (spec §3 "Company"): what the platform itself needs (name, country, time zone, plan, culture
 * package, modules). A module's per-company settings live in a tenant-scoped collection of the module's own (people:
 * `people_settings`), never here.
 */
export interface CompanyRecord {
  _id: Types.ObjectId;
  name: string;
  countryId: CountryId;
  plan: Plan;
  /** The culture package (spec §1): traditional, moderate or flexible. */
  pack: Pack;
  /** The head count the registration wizard was given; billing and limits read it until workers are counted. */
  initNumWorkers: number;
  /** Per-tenant module switch-off, read by the module gate. */
  modules: { disabled: string[] };
  /** When the free trial ends (tenants/billing): then read-only until a plan is chosen, which clears it. */
  trialEndsAt?: Date | null;
  /** Spec §3 `notAllowChangePlan`: its admins cannot choose a plan themselves (only the founder moves it). */
  notAllowChangePlan?: boolean;
  /** Branding set by the founder console (`companyBranding` reads it; absent: the product's own). */
  branding?: { primaryColor?: string | null; logoFileId?: string | null } | null;
  /** Founder customisation (tenants/founder/customisation.service.ts): worker fields the company does not use. */
  workerDisabledFields?: string[];
  /** Spec §3 Company: the company's admins may not change the culture package themselves. */
  notAllowChangePack?: boolean;
  /**
   * The founder's feature flags for the company (issue 18): the flags set, each once; a flag not here takes its
   * module's default. A list, not a map: flag ids hold dots, which field names must not.
   */
  featureFlags?: Array<{ id: string; on: boolean }> | null;
  /** Spec §3 "Company" `gmt`: the company's IANA time zone (absent: its country's, `COUNTRY_TIME_ZONES`). */
  gmt?: string | null;
  /**
   * The company's default language (issue 18, set by the founder): new people added without one get it, mails to a
   * person without a saved language use it, the sign-in the company's widgets open starts in it. Absent: English.
   */
  defaultLocale?: Locale | null;
  /**
   * Set while the modules' `onTenantCreated` hooks (core/modules) have not all succeeded for a company made by the
   * registration wizard; cleared when they have. The `core.finish-tenant-setup` job retries the ones still set.
   */
  setupPending?: {
    creator: { userId: string; email: string; name: string; locale: string };
    since: Date;
    attempts: number;
  } | null;
  /**
   * When a member last used the app (tenants/activity.ts): moved at most once per `ACTIVITY_INTERVAL_MS`, by a
   * conditional write that bypasses the cache versions. Null: nobody has since it was recorded.
   */
  lastActivityAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Soft removal (spec §4): a deleted company is hidden everywhere, its members can no longer act in it. */
  deletedAt: Date | null;
}

const companySchema = new Schema<CompanyRecord>(
  {
    name: { type: String, required: true, trim: true },
    countryId: { type: String, required: true, enum: COUNTRY_IDS },
    plan: { type: String, required: true, enum: PLANS },
    pack: { type: String, required: true, enum: PACKS },
    initNumWorkers: { type: Number, required: true, min: 1 },
    gmt: {
      type: String,
      default: undefined,
      validate: { validator: (v: unknown) => v == null || isTimeZone(String(v)) },
    },
    modules: {
      disabled: { type: [String], default: [] },
    },
    trialEndsAt: { type: Date, default: null },
    lastActivityAt: { type: Date, default: null },
    notAllowChangePlan: { type: Boolean, default: false },
    branding: {
      type: new Schema(
        {
          primaryColor: { type: String, default: null, match: /^#[0-9a-f]{6}$/i },
          logoFileId: { type: String, default: null },
        },
        { _id: false },
      ),
      default: undefined,
    },
    workerDisabledFields: { type: [String], default: undefined },
    notAllowChangePack: { type: Boolean, default: undefined },
    defaultLocale: { type: String, enum: [...LOCALES, null], default: undefined },
    featureFlags: {
      type: [
        new Schema({ id: { type: String, required: true }, on: { type: Boolean, required: true } }, { _id: false }),
      ],
      default: undefined,
    },
    setupPending: { type: Schema.Types.Mixed, default: undefined },
    deletedAt: { type: Date, default: null },
  },
  { collection: "companies", timestamps: true },
);

// a changed company (plan, modules, removal, fields) must not be served from the company caches (company-cache.ts)
invalidateOnWrite(companySchema, companyCache, companyFieldsCache);

/** The `companies` collection (not tenant-scoped itself: it is the tenant registry). */
/** The stored flag list as a map (flag id -> on). */
export function flagMapOf(list: CompanyRecord["featureFlags"]): Record<string, boolean> {
  return Object.fromEntries((list ?? []).map((flag) => [flag.id, flag.on]));
}

/** A flag map as stored (sorted by id, so two equal maps store alike). */
export function flagListOf(map: Readonly<Record<string, boolean>>): Array<{ id: string; on: boolean }> {
  return Object.entries(map)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, on]) => ({ id, on }));
}

export const CompanyModel =
  (mongoose.models.Company as mongoose.Model<CompanyRecord> | undefined) ??
  mongoose.model<CompanyRecord>("Company", companySchema);
