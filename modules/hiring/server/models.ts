import { Schema } from "mongoose";
import { defineTenantModel } from "../../../core/tenancy/tenant-model.js";
import type { ApprovalRule, CandidateStage, ExtraField, Position } from "../contract/index.js";

export interface HiringSettingsDoc {
  /** Always "settings": with the unique index, one document per company even when two instances create it at once. */
  key: "settings";
  hiringRevisors: string[];
  approvalRule: ApprovalRule;
  extraFieldHiring: ExtraField[];
}

/** A company's hiring settings (spec §3 company fields hiringRevisors, extraFieldHiring), one per company. */
export const HiringSettingsModel = defineTenantModel<HiringSettingsDoc>(
  "HiringSettings",
  {
    key: { type: String, required: true, default: "settings" },
    hiringRevisors: { type: [String], default: [] },
    approvalRule: { type: String, default: "any" },
    extraFieldHiring: { type: [Schema.Types.Mixed], default: [] },
  },
  { collection: "hiring_settings", indexes: [{ fields: { key: 1 }, options: { unique: true } }] },
);

/** A stored position: the API's fields (without its id and times), approvals dated, and the form behind its link. */
export type PositionDoc = Omit<Position, "id" | "approvals" | "createdAt"> & {
  approvals: Array<{ userId: string; at: Date }>;
  applicationFormId: string | null;
};

/** Positions (spec §3 "Position"). */
export const PositionModel = defineTenantModel<PositionDoc>(
  "HiringPosition",
  {
    name: { type: String, required: true },
    description: { type: String, default: "" },
    requirements: { type: String, default: "" },
    justification: { type: String, default: "" },
    reason: { type: String, required: true },
    replacedWorkerId: { type: String, default: null },
    startDate: { type: String, default: null },
    openingDate: { type: String, default: null },
    closeDate: { type: String, default: null },
    departmentId: { type: String, default: null },
    officeId: { type: String, default: null },
    extraFields: { type: Schema.Types.Mixed, default: {} },
    status: { type: String, required: true },
    requestedBy: { type: String, required: true },
    approvals: { type: [{ _id: false, userId: String, at: Date }], default: [] },
    applicationFormId: { type: String, default: null },
    applicationPath: { type: String, default: null },
    hiredCandidateId: { type: String, default: null },
    candidateCount: { type: Number, default: 0 },
  },
  {
    collection: "hiring_positions",
    indexes: [{ fields: { status: 1, createdAt: -1 } }, { fields: { applicationFormId: 1 } }],
  },
);

export interface CandidateFileDoc {
  id: string;
  name: string;
  size: number;
  contentType: string;
  source: "form" | "upload";
  /** upload: the key in core/files. */
  key?: string;
}

export interface CandidateDoc {
  positionId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  stage: CandidateStage;
  source: "form" | "manual";
  formResponseId: string | null;
  notes: Array<{ id: string; authorId: string; text: string; at: Date }>;
  files: CandidateFileDoc[];
  workerId: string | null;
}

/** The candidates of a position and where they are in the process. */
export const CandidateModel = defineTenantModel<CandidateDoc>(
  "HiringCandidate",
  {
    positionId: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, default: "" },
    email: { type: String, required: true },
    phone: { type: String, default: "" },
    stage: { type: String, required: true },
    source: { type: String, required: true },
    formResponseId: { type: String, default: null },
    notes: { type: [Schema.Types.Mixed], default: [] },
    files: { type: [Schema.Types.Mixed], default: [] },
    workerId: { type: String, default: null },
  },
  {
    collection: "hiring_candidates",
    // one live application per address and position (a second send of the form is the same candidate)
    indexes: [
      { fields: { positionId: 1, createdAt: -1 } },
      { fields: { positionId: 1, email: 1 }, options: { unique: true, partialFilterExpression: { deletedAt: null } } },
    ],
  },
);
