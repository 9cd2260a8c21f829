import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { ContractField, ContractTemplate, Requirement } from "../../contract/index.js";

export interface OnboardingSettingsDoc {
  workersDocument: Requirement[];
  allowContracts: boolean;
  contractFields: ContractField[];
  contractTemplates: ContractTemplate[];
  templateWelcome: string;
}

/** One document per company: what onboarding asks of new hires (spec §3 company fields). */
export const OnboardingSettingsModel = defineTenantModel<OnboardingSettingsDoc>(
  "OnboardingSettings",
  {
    workersDocument: {
      type: [new Schema({ id: String, name: String, category: String }, { _id: false })],
      default: [],
    },
    allowContracts: { type: Boolean, default: false },
    contractFields: { type: [String], default: [] },
    contractTemplates: { type: [new Schema({ id: String, title: String, body: String }, { _id: false })], default: [] },
    templateWelcome: { type: String, default: "" },
  },
  { collection: "onboarding_settings", indexes: [{ fields: {}, options: { unique: true } }] },
);
