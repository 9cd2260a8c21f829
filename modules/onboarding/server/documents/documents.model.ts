import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { FieldGroup } from "../../../people/contract/field-access.js";
import type { DocumentCategory } from "../../contract/index.js";

export type StoredDocumentStatus = "in-review" | "accepted" | "returned" | "signed";

export interface WorkerDocumentDoc {
  workerId: string;
  category: DocumentCategory;
  /** The company requirement it answers (`workersDocument[].id`); absent for contracts. */
  requirementId?: string;
  /** The contract record it belongs to (category contract). */
  contractId?: string;
  name: string;
  fileName: string;
  fileKey: string;
  contentType: string;
  size: number;
  sha256: string;
  status: StoredDocumentStatus;
  reason?: string;
  /** The people field group whose readers may see it (people's field-access table). */
  group: FieldGroup;
  uploadedBy: string;
  reviewedBy?: string;
  reviewedAt?: Date;
}

/**
 * A person's documents (IDs, certificates, signed contracts). A re-sent document replaces the returned one, which is
 * soft-removed (its file stays for the audit trail).
 */
export const WorkerDocumentModel = defineTenantModel<WorkerDocumentDoc>(
  "OnboardingDocument",
  {
    workerId: { type: String, required: true },
    category: { type: String, required: true },
    requirementId: { type: String },
    contractId: { type: String },
    name: { type: String, required: true },
    fileName: { type: String, required: true },
    fileKey: { type: String, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
    sha256: { type: String, required: true },
    status: { type: String, required: true },
    reason: { type: String },
    group: { type: String, required: true },
    uploadedBy: { type: String, required: true },
    reviewedBy: { type: String },
    reviewedAt: { type: Date },
  },
  {
    collection: "onboarding_documents",
    indexes: [
      { fields: { workerId: 1, createdAt: -1 } },
      {
        fields: { workerId: 1, requirementId: 1 },
        options: { unique: true, partialFilterExpression: { deletedAt: null, requirementId: { $type: "string" } } },
      },
    ],
  },
);
