import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { Stage } from "../../contract/index.js";

export interface StageChange {
  from: Stage | null;
  to: Stage;
  at: Date;
}

export interface OnboardingDoc {
  workerId: string;
  userId: string;
  /** Display name and address, kept for the admin's list (refreshed when the record is recomputed). */
  name: string;
  email: string;
  stage: Stage;
  startedAt: Date;
  completedAt?: Date;
  /** Set by removeonboarding: the person is out of onboarding (the record stays for the history). */
  removedAt?: Date;
  history: StageChange[];
}

/** A person's onboarding: one live record per worker, its stage computed from facts (contract/state-machine.ts). */
export const OnboardingModel = defineTenantModel<OnboardingDoc>(
  "Onboarding",
  {
    workerId: { type: String, required: true },
    userId: { type: String, required: true },
    name: { type: String, default: "" },
    email: { type: String, default: "" },
    stage: { type: String, required: true },
    startedAt: { type: Date, required: true },
    completedAt: { type: Date },
    removedAt: { type: Date },
    history: {
      type: [new Schema({ from: String, to: String, at: Date }, { _id: false })],
      default: [],
    },
  },
  {
    collection: "onboarding_records",
    indexes: [
      { fields: { workerId: 1 }, options: { unique: true, partialFilterExpression: { deletedAt: null } } },
      { fields: { stage: 1, startedAt: -1 } },
      { fields: { userId: 1 } },
    ],
  },
);
