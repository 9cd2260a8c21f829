import mongoose, { Schema, type Types } from "mongoose";
import { invalidateOnWrite } from "../core/db/local-cache.js";
import { companyCache } from "./company-cache.js";
import { COUNTRY_IDS, isTimeZone, PACKS, PLANS, type CountryId, type Pack, type Plan } from "./company.types.js";

export { COUNTRY_IDS, PACKS, PLANS, type CountryId, type Pack, type Plan } from "./company.types.js";

/** A picture stored through core/files (spec §3 "Avatar" shape). */
export interface CompanyImageRecord {
  src: string;
  path: string;
  size: number;
  name: string;
}

/** Spec §3 "Custom form field". */
export interface CustomFieldRecord {
  id: string;
  type: "date" | "select" | "text" | "file";
  label: string;
  required: boolean;
  mask?: string;
  options?: string[];
}

/**
 * A company is the tenant (spec §3 "Company"). Only the fields the platform needs now are declared; later issues
 * add settings, branding, schedules and the rest of the spec's list to this model rather than beside it.
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
  /** Company edit (people module): ISO date of foundation. */
  foundationDate?: string | null;
  /** The company's registration number (a CNPJ, digits only, in br). */
  identityCard?: string | null;
  /** Minutes of lunch break. */
  lunchTime?: number | null;
  /** Spec §3 "Company" `gmt`: the company's IANA time zone (absent: its country's, `COUNTRY_TIME_ZONES`). */
  gmt?: string | null;
  /** Free-form settings the company edit keeps (plain JSON, size-limited there). */
  settings?: Record<string, unknown> | null;
  /** People module: the company's logo and photo (spec §3 "Company" logo, photo), stored through core/files. */
  logo?: CompanyImageRecord | null;
  photo?: CompanyImageRecord | null;
  /** People module: fields of the company profile the company defined (spec §3 "Custom form field"). */
  customFields?: CustomFieldRecord[];
  /** People module: extra fields of every worker profile. */
  workerExtraFields?: CustomFieldRecord[];
  /** People module: the values of `customFields`, by field id. */
  customFieldValues?: Record<string, unknown> | null;
  /**
   * Set while the modules' `onTenantCreated` hooks (core/modules) have not all succeeded for a company made by the
   * registration wizard; cleared when they have. The `core.finish-tenant-setup` job retries the ones still set.
   */
  setupPending?: {
    creator: { userId: string; email: string; name: string; locale: string };
    since: Date;
    attempts: number;
  } | null;
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
    foundationDate: { type: String, default: undefined },
    identityCard: { type: String, default: undefined },
    lunchTime: { type: Number, default: undefined },
    settings: { type: Schema.Types.Mixed, default: undefined },
    logo: { type: Schema.Types.Mixed, default: undefined },
    photo: { type: Schema.Types.Mixed, default: undefined },
    customFields: { type: [Schema.Types.Mixed], default: undefined },
    workerExtraFields: { type: [Schema.Types.Mixed], default: undefined },
    customFieldValues: { type: Schema.Types.Mixed, default: undefined },
    setupPending: { type: Schema.Types.Mixed, default: undefined },
    deletedAt: { type: Date, default: null },
  },
  { collection: "companies", timestamps: true },
);

// a changed company (plan, modules, removal) must not be served from findCompany's cache (company-cache.ts)
invalidateOnWrite(companySchema, companyCache);

/** The `companies` collection (not tenant-scoped itself: it is the tenant registry). */
export const CompanyModel =
  (mongoose.models.Company as mongoose.Model<CompanyRecord> | undefined) ??
  mongoose.model<CompanyRecord>("Company", companySchema);
