import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";

export interface ZipDoc {
  workerId: string;
  requestedBy: string;
  status: "queued" | "running" | "done" | "failed";
  progress: number;
  files: number;
  fileKey?: string;
  fileName?: string;
  error?: string;
}

/** A zip of a person's onboarding documents being built by the job (progress written as files are streamed in). */
export const ZipModel = defineTenantModel<ZipDoc>(
  "OnboardingZip",
  {
    workerId: { type: String, required: true },
    requestedBy: { type: String, required: true },
    status: { type: String, required: true },
    progress: { type: Number, default: 0 },
    files: { type: Number, default: 0 },
    fileKey: { type: String },
    fileName: { type: String },
    error: { type: String },
  },
  { collection: "onboarding_zips", indexes: [{ fields: { requestedBy: 1, createdAt: -1 } }] },
);
