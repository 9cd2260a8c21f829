import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { SurveyAnswers } from "../../contract/termination-survey.js";

/** One exit survey per terminated worker (spec §3 "Other collections": termination surveys). */
export interface TerminationSurveyDoc {
  workerId: string;
  /** The worker's termination type when asked (or the `type` an admin recorded). */
  terminationType: string;
  status: "pending" | "answered";
  /** When the worker was asked (link mailed) or the interview recorded, by the service's clock: results filter on it. */
  askedAt: Date;
  /** SHA-256 of the mailed link's token (the token itself is never stored); absent once answered. */
  tokenHash?: string;
  expiresAt?: Date;
  source?: "worker" | "admin";
  answers?: SurveyAnswers;
  answeredAt?: Date;
  /** The admin who recorded an exit interview. */
  recordedBy?: string;
}

export const TerminationSurveyModel = defineTenantModel<TerminationSurveyDoc>(
  "PeopleTerminationSurvey",
  {
    workerId: { type: String, required: true },
    terminationType: { type: String, required: true },
    status: { type: String, enum: ["pending", "answered"], required: true },
    askedAt: { type: Date, required: true },
    tokenHash: String,
    expiresAt: Date,
    source: { type: String, enum: ["worker", "admin"] },
    answers: { type: Schema.Types.Mixed, default: undefined },
    answeredAt: Date,
    recordedBy: String,
  },
  {
    collection: "people_termination_surveys",
    indexes: [
      { fields: { workerId: 1 }, options: { unique: true, partialFilterExpression: { deletedAt: null } } },
      { fields: { tokenHash: 1 } },
      { fields: { askedAt: 1 } },
    ],
  },
);
