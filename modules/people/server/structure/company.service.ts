import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { companyObjectId } from "../../../../core/tenancy/scoped.js";
import { dayOf } from "../../../../core/dates/calendar-days.js";
import { isCnpj, parseIsoDate } from "../../../../core/validation/validators.js";
// issue 11, not done yet: people's company settings still live on the company document; they move to a people settings
// collection of the module's own, and the company profile's edit to a tenants service.
// eslint-disable-next-line kernel/no-kernel-collections
import {
  CompanyModel,
  type CompanyImageRecord,
  type CountryId,
  type CustomFieldRecord,
} from "../../../../tenants/company.model.js";
import { companyTimeZone, isTimeZone } from "../../../../tenants/company.types.js";
import type { CustomValues } from "../../contract/custom-fields.js";
import { COMPANY_SETTINGS_MAX_CHARS, type CompanyPatch, type CompanyProfile } from "../../contract/structure.js";
import { checkValues } from "../custom-fields/custom-fields.service.js";

/**
 * The edit of the caller's own company (spec §3 "Company", route /company-edit). The companies collection is
 * the tenant registry, not a tenant-scoped model, so every query names `_id = ctx.companyId` and
 * `deletedAt: null` itself. The fields it edits (foundationDate, identityCard, lunchTime, settings) are declared on
 * `CompanyModel` (tenants/company.model.ts).
 */
interface StoredCompany {
  _id: unknown;
  name: string;
  countryId: CountryId;
  foundationDate?: string | null;
  identityCard?: string | null;
  lunchTime?: number | null;
  gmt?: string | null;
  settings?: Record<string, unknown> | null;
  logo?: CompanyImageRecord | null;
  photo?: CompanyImageRecord | null;
  customFields?: CustomFieldRecord[];
  workerExtraFields?: CustomFieldRecord[];
  customFieldValues?: Record<string, unknown> | null;
}

const MAX_SETTINGS_DEPTH = 8;

function toProfile(doc: StoredCompany): CompanyProfile {
  return {
    id: String(doc._id),
    name: doc.name,
    countryId: doc.countryId,
    ...(doc.foundationDate ? { foundationDate: doc.foundationDate } : {}),
    ...(doc.identityCard ? { identityCard: doc.identityCard } : {}),
    ...(typeof doc.lunchTime === "number" ? { lunchTime: doc.lunchTime } : {}),
    ...(doc.gmt ? { gmt: doc.gmt } : {}),
    timeZone: companyTimeZone(doc),
    settings: doc.settings ?? {},
    ...(doc.logo ? { logo: doc.logo } : {}),
    ...(doc.photo ? { photo: doc.photo } : {}),
    customFields: doc.customFields ?? [],
    workerExtraFields: doc.workerExtraFields ?? [],
    customFieldValues: (doc.customFieldValues ?? {}) as CustomValues,
  };
}

/** Settings are stored as given: keys must be safe for the database ($-prefixed or dotted keys are refused). */
function assertStorableSettings(value: unknown, depth = 0): void {
  if (depth > MAX_SETTINGS_DEPTH) throw new AppError("VALIDATION_INVALID", { field: "settings" });
  if (Array.isArray(value)) {
    for (const item of value) assertStorableSettings(item, depth + 1);
    return;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.startsWith("$") || key.includes(".") || key === "__proto__")
        throw new AppError("VALIDATION_INVALID", { field: "settings" });
      assertStorableSettings(item, depth + 1);
    }
  }
}

/** Only digits count in a CNPJ as typed ("12.345.678/0001-95" and "12345678000195" are the same). */
const digitsOf = (value: string): string => value.replace(/\D/g, "");

export const companyService = {
  async get(ctx: ServiceContext): Promise<CompanyProfile> {
    const doc = await CompanyModel.findOne({ _id: companyObjectId(ctx.companyId), deletedAt: null })
      .lean<StoredCompany>()
      .exec();
    if (!doc) throw new AppError("NOT_FOUND");
    return toProfile(doc);
  },

  async update(ctx: ServiceContext, patch: CompanyPatch): Promise<CompanyProfile> {
    const filter = { _id: companyObjectId(ctx.companyId), deletedAt: null };
    const current = await CompanyModel.findOne(filter).lean<StoredCompany>().exec();
    if (!current) throw new AppError("NOT_FOUND");

    const $set: Record<string, unknown> = {};
    const $unset: Record<string, 1> = {};

    if (patch.name !== undefined) {
      const name = patch.name.trim();
      if (!name) throw new AppError("VALIDATION_REQUIRED", { field: "name" });
      $set.name = name;
    }
    if (patch.countryId !== undefined) $set.countryId = patch.countryId;

    if (patch.foundationDate === null) $unset.foundationDate = 1;
    else if (patch.foundationDate !== undefined) {
      if (!parseIsoDate(patch.foundationDate)) throw new AppError("VALIDATION_DATE", { field: "foundationDate" });
      // a company cannot be founded after today (the tenant's clock)
      if (patch.foundationDate > dayOf(ctx.now())) throw new AppError("VALIDATION_DATE", { field: "foundationDate" });
      $set.foundationDate = patch.foundationDate;
    }

    if (patch.identityCard === null) $unset.identityCard = 1;
    else if (patch.identityCard !== undefined) $set.identityCard = patch.identityCard.trim();

    // the identity card is judged against the country the company has after the edit
    if (patch.identityCard !== undefined || patch.countryId !== undefined) {
      const country = patch.countryId ?? current.countryId;
      const card = patch.identityCard === undefined ? current.identityCard : patch.identityCard;
      if (country === "br" && card) {
        if (!isCnpj(digitsOf(card))) throw new AppError("VALIDATION_CNPJ", { field: "identityCard" });
        if (patch.identityCard) $set.identityCard = digitsOf(card);
      }
    }

    if (patch.lunchTime === null) $unset.lunchTime = 1;
    else if (patch.lunchTime !== undefined) $set.lunchTime = patch.lunchTime;

    if (patch.gmt === null) $unset.gmt = 1;
    else if (patch.gmt !== undefined) {
      if (!isTimeZone(patch.gmt)) throw new AppError("VALIDATION_INVALID", { field: "gmt" });
      $set.gmt = patch.gmt;
    }

    if (patch.settings !== undefined) {
      assertStorableSettings(patch.settings);
      if (JSON.stringify(patch.settings).length > COMPANY_SETTINGS_MAX_CHARS)
        throw new AppError("VALIDATION_MAX_LENGTH", { field: "settings", params: { max: COMPANY_SETTINGS_MAX_CHARS } });
      $set.settings = patch.settings;
    }

    if (patch.customFieldValues !== undefined) {
      $set.customFieldValues = checkValues(current.customFields ?? [], {
        current: (current.customFieldValues ?? {}) as CustomValues,
        patch: patch.customFieldValues,
        countryId: patch.countryId ?? current.countryId,
        prefix: "customFieldValues",
      });
    }

    const update: Record<string, unknown> = {};
    if (Object.keys($set).length > 0) update.$set = $set;
    if (Object.keys($unset).length > 0) update.$unset = $unset;
    if (Object.keys(update).length === 0) return toProfile(current);

    const doc = await CompanyModel.findOneAndUpdate(filter, update, { returnDocument: "after" })
      .lean<StoredCompany>()
      .exec();
    if (!doc) throw new AppError("NOT_FOUND");
    return toProfile(doc);
  },
};
