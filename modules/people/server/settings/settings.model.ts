import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { CustomField, CustomValues } from "../../contract/custom-fields.js";
import type { CompanyImage } from "../../contract/images.js";

/**
 * The people module's settings of a company (spec §3 "Company": the company edit's extras, logo and photo, custom
 * fields): one document per company, owned by the module (issue 11: never on the kernel's company document). Made on
 * first read from what an older version kept on the company document (settings.service.ts).
 */
export interface PeopleSettingsDoc {
  /** ISO date of foundation. */
  foundationDate?: string;
  /** The company's registration number (a CNPJ, digits only, in br). */
  identityCard?: string;
  /** Minutes of lunch break. */
  lunchTime?: number;
  /** Free-form settings the company edit keeps (plain JSON, size-limited by the company service). */
  settings?: Record<string, unknown>;
  logo?: CompanyImage;
  photo?: CompanyImage;
  /** Fields of the company profile the company defined (spec §3 "Custom form field"). */
  customFields?: CustomField[];
  /** Extra fields of every worker profile. */
  workerExtraFields?: CustomField[];
  /** The values of `customFields`, by field id. */
  customFieldValues?: CustomValues;
  /** Moves on every change of `customFields` or `workerExtraFields` (contract/company-fields.ts); absent: 0. */
  fieldsRevision?: number;
}

/** The fields of the settings document, as the company document once held them (tenants `FORMER_MODULE_FIELDS`). */
export const PEOPLE_SETTINGS_FIELDS = [
  "foundationDate",
  "identityCard",
  "lunchTime",
  "settings",
  "logo",
  "photo",
  "customFields",
  "workerExtraFields",
  "customFieldValues",
] as const satisfies ReadonlyArray<keyof PeopleSettingsDoc>;

export const PeopleSettingsModel = defineTenantModel<PeopleSettingsDoc>(
  "PeopleSettings",
  {
    foundationDate: { type: String, default: undefined },
    identityCard: { type: String, default: undefined },
    lunchTime: { type: Number, default: undefined },
    settings: { type: Schema.Types.Mixed, default: undefined },
    logo: { type: Schema.Types.Mixed, default: undefined },
    photo: { type: Schema.Types.Mixed, default: undefined },
    customFields: { type: [Schema.Types.Mixed], default: undefined },
    workerExtraFields: { type: [Schema.Types.Mixed], default: undefined },
    customFieldValues: { type: Schema.Types.Mixed, default: undefined },
    fieldsRevision: { type: Number, default: undefined },
  },
  // one document per company: two instances making it at once cannot both insert
  { collection: "people_settings", indexes: [{ fields: {}, options: { unique: true } }] },
);
