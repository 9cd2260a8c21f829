import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { FieldGroup } from "../../../people/contract/field-access.js";

export interface SignatureEvidence {
  signedAt: Date;
  userId: string;
  name: string;
  email: string;
  ip: string;
  userAgent: string;
  /** SHA-256 of the generated terms the person read and signed. */
  originalSha256: string;
  /** The signed PDF (terms + evidence page) and its SHA-256 at signing. */
  signedFileKey: string;
  signedSha256: string;
  documentId: string;
}

export interface ContractDoc {
  workerId: string;
  fileKey: string;
  fileName: string;
  sha256: string;
  templateIds: string[];
  group: FieldGroup;
  generatedAt: Date;
  /** A newer generation replaced it before it was signed. */
  superseded: boolean;
  signature?: SignatureEvidence;
}

/** Contract terms generated for a person (spec §7 docs/contract-terms), and their signature evidence. */
export const ContractModel = defineTenantModel<ContractDoc>(
  "OnboardingContract",
  {
    workerId: { type: String, required: true },
    fileKey: { type: String, required: true },
    fileName: { type: String, required: true },
    sha256: { type: String, required: true },
    templateIds: { type: [String], default: [] },
    group: { type: String, required: true },
    generatedAt: { type: Date, required: true },
    superseded: { type: Boolean, default: false },
    signature: {
      type: new Schema(
        {
          signedAt: Date,
          userId: String,
          name: String,
          email: String,
          ip: String,
          userAgent: String,
          originalSha256: String,
          signedFileKey: String,
          signedSha256: String,
          documentId: String,
        },
        { _id: false },
      ),
      required: false,
    },
  },
  { collection: "onboarding_contracts", indexes: [{ fields: { workerId: 1, generatedAt: -1 } }] },
);
