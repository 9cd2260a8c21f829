import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type {
  CompanyProfilePatch,
  CompanyProfileRecord,
  ModuleTenants,
} from "../../../../core/modules/define-module.js";
import { dayOf } from "../../../../core/dates/calendar-days.js";
import { isCnpj, parseIsoDate } from "../../../../core/validation/validators.js";
import { isTimeZone } from "../../../../tenants/company.types.js";
import type { CustomValues } from "../../contract/custom-fields.js";
import { COMPANY_SETTINGS_MAX_CHARS, type CompanyPatch, type CompanyProfile } from "../../contract/structure.js";
import { checkValues } from "../custom-fields/custom-fields.service.js";
import type { PeopleSettings, PeopleSettingsService } from "../settings/settings.service.js";

/**
 * The edit of the caller's own company (spec §3 "Company", route /company-edit). The answer joins two owners: the
 * profile the kernel keeps on the company (name, country, `gmt`: `kit.tenants.profile`/`updateProfile`) and the
 * people settings of the company (foundation date, identity card, lunch time, settings, logo and photo, custom fields:
 * `people_settings`, settings.service.ts). People never queries the kernel's `companies` collection.
 */
const MAX_SETTINGS_DEPTH = 8;

function toProfile(
  company: CompanyProfileRecord,
  doc: PeopleSettings,
  disabledWorkerFields: readonly string[],
): CompanyProfile {
  return {
    id: company.id,
    name: company.name,
    countryId: company.countryId,
    ...(doc.foundationDate ? { foundationDate: doc.foundationDate } : {}),
    ...(doc.identityCard ? { identityCard: doc.identityCard } : {}),
    ...(typeof doc.lunchTime === "number" ? { lunchTime: doc.lunchTime } : {}),
    ...(company.gmt ? { gmt: company.gmt } : {}),
    timeZone: company.timeZone,
    settings: doc.settings ?? {},
    ...(doc.logo ? { logo: doc.logo } : {}),
    ...(doc.photo ? { photo: doc.photo } : {}),
    customFields: doc.customFields ?? [],
    workerExtraFields: doc.workerExtraFields ?? [],
    customFieldValues: (doc.customFieldValues ?? {}) as CustomValues,
    disabledWorkerFields: [...disabledWorkerFields],
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

export function createCompanyService(options: {
  settings: PeopleSettingsService;
  tenants: Pick<ModuleTenants, "profile" | "updateProfile">;
  /** The worker fields the company does not use (the founder's, hideable ones only). */
  hiddenFields(ctx: ServiceContext): Promise<ReadonlySet<string>>;
}) {
  const { settings, tenants } = options;
  const hidden = async (ctx: ServiceContext) => [...(await options.hiddenFields(ctx))].sort();
  return {
    async get(ctx: ServiceContext): Promise<CompanyProfile> {
      const [company, doc, fields] = await Promise.all([
        tenants.profile(ctx.companyId),
        settings.get(ctx),
        hidden(ctx),
      ]);
      return toProfile(company, doc, fields);
    },

    /**
     * Everything the patch sends is checked before anything is written; then the kernel's profile (name, country,
     * zone: checked again by the kernel) and the people settings are written, one document each.
     */
    async update(ctx: ServiceContext, patch: CompanyPatch): Promise<CompanyProfile> {
      const [before, current] = await Promise.all([tenants.profile(ctx.companyId), settings.get(ctx)]);

      const profile: CompanyProfilePatch = {};
      const $set: Record<string, unknown> = {};
      const $unset: Record<string, 1> = {};

      if (patch.name !== undefined) {
        const name = patch.name.trim();
        if (!name) throw new AppError("VALIDATION_REQUIRED", { field: "name" });
        profile.name = name;
      }
      if (patch.countryId !== undefined) profile.countryId = patch.countryId;
      const countryId = patch.countryId ?? before.countryId;

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
        const card = patch.identityCard === undefined ? current.identityCard : patch.identityCard;
        if (countryId === "br" && card) {
          if (!isCnpj(digitsOf(card))) throw new AppError("VALIDATION_CNPJ", { field: "identityCard" });
          if (patch.identityCard) $set.identityCard = digitsOf(card);
        }
      }

      if (patch.lunchTime === null) $unset.lunchTime = 1;
      else if (patch.lunchTime !== undefined) $set.lunchTime = patch.lunchTime;

      if (patch.gmt !== undefined) {
        if (patch.gmt !== null && !isTimeZone(patch.gmt)) throw new AppError("VALIDATION_INVALID", { field: "gmt" });
        profile.gmt = patch.gmt;
      }

      if (patch.settings !== undefined) {
        assertStorableSettings(patch.settings);
        if (JSON.stringify(patch.settings).length > COMPANY_SETTINGS_MAX_CHARS)
          throw new AppError("VALIDATION_MAX_LENGTH", {
            field: "settings",
            params: { max: COMPANY_SETTINGS_MAX_CHARS },
          });
        $set.settings = patch.settings;
      }

      if (patch.customFieldValues !== undefined) {
        $set.customFieldValues = checkValues(current.customFields ?? [], {
          current: (current.customFieldValues ?? {}) as CustomValues,
          patch: patch.customFieldValues,
          countryId,
          prefix: "customFieldValues",
        });
      }

      const company = Object.keys(profile).length > 0 ? await tenants.updateProfile(ctx.companyId, profile) : before;
      const update: Record<string, unknown> = {};
      if (Object.keys($set).length > 0) update.$set = $set;
      if (Object.keys($unset).length > 0) update.$unset = $unset;
      const doc = Object.keys(update).length > 0 ? await settings.update(ctx, update) : current;
      return toProfile(company, doc, await hidden(ctx));
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
