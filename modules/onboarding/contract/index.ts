import { Type, type Static } from "typebox";
import { listOf, pageQuery } from "../../../core/lists/schemas.js";
import { defineContract, defineEvent } from "../../../core/modules/contract.js";
import { onboardingErrors } from "./errors.js";
import { DOCUMENT_STATES, PROFILE_FIELDS, STAGES, type Stage } from "./state-machine.js";

export { onboardingErrors } from "./errors.js";
export * from "./state-machine.js";

/**
 * The onboarding module's public contract (issue 15 "Onboarding"): the company's requirements and contract templates,
 * a new hire's checklist and stage, documents, contract signing with evidence, zips. Isomorphic (TypeBox only).
 */
const oneOf = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>(Type.String({ enum: [...values] }));

/** What a required document is: an ID, a certificate, or anything else. Contracts come from contract terms. */
export const REQUIREMENT_CATEGORIES = ["id", "certificate", "other"] as const;
export const DOCUMENT_CATEGORIES = ["id", "certificate", "contract", "other"] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** The worker fields a company may put in its contract terms (the "contract term fields" of spec §3). */
export const CONTRACT_FIELDS = [
  "name",
  "lastName",
  "email",
  "birthdate",
  "nationality",
  "address",
  "startDateAtCompany",
  "contractType",
  "salary",
] as const;
export type ContractField = (typeof CONTRACT_FIELDS)[number];

export const MAX_REQUIREMENTS = 30;
export const MAX_TEMPLATES = 10;

export const Requirement = Type.Object(
  {
    id: Type.String({ pattern: "^[a-z0-9][a-z0-9-]{0,39}$", description: "Stable id, e.g. `cpf`." }),
    name: Type.String({ minLength: 1, maxLength: 80 }),
    category: oneOf(REQUIREMENT_CATEGORIES),
  },
  { additionalProperties: false },
);
export type Requirement = Static<typeof Requirement>;

export const ContractTemplate = Type.Object(
  {
    id: Type.String({ pattern: "^[a-z0-9][a-z0-9-]{0,39}$" }),
    title: Type.String({ minLength: 1, maxLength: 120 }),
    body: Type.String({
      minLength: 1,
      maxLength: 10000,
      description: "Text with placeholders such as {{name}}, {{startDateAtCompany}}, {{companyName}}.",
    }),
  },
  { additionalProperties: false },
);
export type ContractTemplate = Static<typeof ContractTemplate>;

/** The company's onboarding settings (spec §3 company: workersDocument, allowContracts, contract fields and docs, templateWelcome). */
export const OnboardingSettings = Type.Object(
  {
    workersDocument: Type.Array(Requirement, { maxItems: MAX_REQUIREMENTS }),
    allowContracts: Type.Boolean(),
    contractFields: Type.Array(oneOf(CONTRACT_FIELDS), { maxItems: CONTRACT_FIELDS.length }),
    contractTemplates: Type.Array(ContractTemplate, { maxItems: MAX_TEMPLATES }),
    templateWelcome: Type.String({ maxLength: 4000 }),
  },
  { additionalProperties: false },
);
export type OnboardingSettings = Static<typeof OnboardingSettings>;

export const ChecklistItem = Type.Object({
  requirementId: Type.String(),
  name: Type.String(),
  category: Type.String(),
  state: oneOf(DOCUMENT_STATES),
  documentId: Type.Optional(Type.String()),
  fileName: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
});
export type ChecklistItem = Static<typeof ChecklistItem>;

export const ContractInfo = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  sha256: Type.String({ description: "SHA-256 (hex) of the generated contract terms: what the person signs." }),
  generatedAt: Type.String({ format: "date-time" }),
  signed: Type.Boolean(),
  signedAt: Type.Optional(Type.String({ format: "date-time" })),
  signedSha256: Type.Optional(Type.String({ description: "SHA-256 of the signed PDF with its evidence page." })),
});
export type ContractInfo = Static<typeof ContractInfo>;

export const Onboarding = Type.Object({
  workerId: Type.String(),
  userId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  stage: oneOf(STAGES),
  startedAt: Type.String({ format: "date-time" }),
  completedAt: Type.Optional(Type.String({ format: "date-time" })),
  missingProfile: Type.Array(oneOf(PROFILE_FIELDS)),
  documents: Type.Array(ChecklistItem),
  contractRequired: Type.Boolean(),
  contract: Type.Union([ContractInfo, Type.Null()]),
});
export type Onboarding = Static<typeof Onboarding>;

export const OnboardingSummary = Type.Object({
  workerId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  stage: oneOf(STAGES),
  startedAt: Type.String({ format: "date-time" }),
  completedAt: Type.Optional(Type.String({ format: "date-time" })),
});
export type OnboardingSummary = Static<typeof OnboardingSummary>;

export const OnboardingList = listOf(OnboardingSummary);
export type OnboardingList = Static<typeof OnboardingList>;

export const OnboardingListQuery = Type.Object(
  {
    stage: Type.Optional(oneOf(STAGES)),
    ...pageQuery(),
  },
  { additionalProperties: false },
);
export type OnboardingListQuery = Static<typeof OnboardingListQuery>;

export const WorkerDocument = Type.Object({
  id: Type.String(),
  workerId: Type.String(),
  category: oneOf(DOCUMENT_CATEGORIES),
  name: Type.String(),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  status: oneOf(["in-review", "accepted", "returned", "signed"] as const),
  reason: Type.Optional(Type.String()),
  createdAt: Type.String({ format: "date-time" }),
});
export type WorkerDocument = Static<typeof WorkerDocument>;

export const WorkerDocumentList = Type.Object({ items: Type.Array(WorkerDocument) });
export type WorkerDocumentList = Static<typeof WorkerDocumentList>;

export const ReturnInput = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type ReturnInput = Static<typeof ReturnInput>;

export const SignInput = Type.Object(
  {
    sha256: Type.String({
      pattern: "^[0-9a-f]{64}$",
      description: "The SHA-256 of the contract the person read (ContractInfo.sha256).",
    }),
    agree: Type.Literal(true, { description: "The person ticked that they read and agree." }),
  },
  { additionalProperties: false },
);
export type SignInput = Static<typeof SignInput>;

/** spec §7 `POST companies/{companyId}/docs/contract-terms` (worker, documents). */
export const ContractTermsInput = Type.Object(
  {
    worker: Type.String({ minLength: 1, description: "The worker id." }),
    documents: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        maxItems: MAX_TEMPLATES,
        description: "Template ids to include (default: all of the company's).",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ContractTermsInput = Static<typeof ContractTermsInput>;

export const VerifyResult = Type.Object({
  contractId: Type.String(),
  intact: Type.Boolean({ description: "The stored signed PDF is byte for byte the one produced at signing." }),
  signedSha256: Type.String(),
  actualSha256: Type.String(),
  originalSha256: Type.String(),
  signedAt: Type.String({ format: "date-time" }),
  ip: Type.String(),
  userAgent: Type.String(),
});
export type VerifyResult = Static<typeof VerifyResult>;

/** spec §7 `POST /companies/{companyId}/documents/{id}/zip` (type: onboarding). */
export const ZipInput = Type.Object({ type: Type.Literal("onboarding") }, { additionalProperties: false });
export type ZipInput = Static<typeof ZipInput>;

export const ZipJob = Type.Object({
  id: Type.String(),
  workerId: Type.String(),
  status: oneOf(["queued", "running", "done", "failed"] as const),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  files: Type.Integer(),
  fileName: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
});
export type ZipJob = Static<typeof ZipJob>;

export const permissions = {
  /** The admin's onboarding: settings, everyone's checklists, reviews, contracts, zips, removal. */
  manage: "onboarding.manage",
  /** A person's own checklist (every level: a new hire may be a manager). */
  self: "onboarding.self",
  /** The documents area of a person; field access then decides per document. */
  documents: "onboarding.documents.read",
} as const;

export const events = {
  started: defineEvent<{ workerId: string }>("onboarding.started"),
  stageChanged: defineEvent<{ workerId: string; from: Stage; to: Stage }>("onboarding.stage.changed"),
  documentSent: defineEvent<{ workerId: string; documentId: string; requirementId: string }>(
    "onboarding.document.sent",
  ),
  documentReviewed: defineEvent<{ workerId: string; documentId: string; outcome: "accepted" | "returned" }>(
    "onboarding.document.reviewed",
  ),
  contractSigned: defineEvent<{ workerId: string; contractId: string; signedSha256: string }>(
    "onboarding.contract.signed",
  ),
  removed: defineEvent<{ workerId: string }>("onboarding.removed"),
};

export const onboardingContract = defineContract({
  id: "onboarding",
  permissions: {
    [permissions.manage]: ["admin"],
    [permissions.self]: ["admin", "revisor", "requester"],
    [permissions.documents]: ["admin", "revisor", "requester"],
  },
  errors: onboardingErrors,
  events,
});
