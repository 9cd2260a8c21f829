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
  {
    additionalProperties: false,
    examples: [
      {
        workersDocument: [
          { id: "rg", name: "RG (identity card)", category: "id" },
          { id: "cpf", name: "CPF", category: "id" },
          { id: "diploma", name: "Diploma", category: "certificate" },
        ],
        allowContracts: true,
        contractFields: ["name", "lastName", "email", "startDateAtCompany", "contractType", "salary"],
        contractTemplates: [
          {
            id: "employment",
            title: "Employment contract",
            body: "{{companyName}} hires {{name}} {{lastName}} from {{startDateAtCompany}} under a {{contractType}} contract.",
          },
        ],
        templateWelcome: "Welcome to Acme! Send your documents and sign your contract before your first day.",
      },
    ],
  },
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

const CONTRACT_EXAMPLE = {
  id: "6652c1d2e3f4a5b6c7d8e911",
  fileName: "contract-terms-ana-lima.pdf",
  sha256: "9f2c4d1e8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d",
  generatedAt: "2026-03-02T13:05:00.000Z",
  signed: true,
  signedAt: "2026-03-03T09:41:00.000Z",
  signedSha256: "1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809",
};

export const ContractInfo = Type.Object(
  {
    id: Type.String(),
    fileName: Type.String(),
    sha256: Type.String({ description: "SHA-256 (hex) of the generated contract terms: what the person signs." }),
    generatedAt: Type.String({ format: "date-time" }),
    signed: Type.Boolean(),
    signedAt: Type.Optional(Type.String({ format: "date-time" })),
    signedSha256: Type.Optional(Type.String({ description: "SHA-256 of the signed PDF with its evidence page." })),
  },
  { examples: [CONTRACT_EXAMPLE] },
);
export type ContractInfo = Static<typeof ContractInfo>;

export const Onboarding = Type.Object(
  {
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
  },
  {
    examples: [
      {
        workerId: "6650f1c2a9d3e4b5c6d7e901",
        userId: "6650f1c2a9d3e4b5c6d7e8f9",
        name: "Ana Lima",
        email: "ana.lima@acme.com.br",
        stage: "documentation-in-analysis",
        startedAt: "2026-02-27T10:00:00.000Z",
        missingProfile: [],
        documents: [
          {
            requirementId: "rg",
            name: "RG (identity card)",
            category: "id",
            state: "accepted",
            documentId: "6652c0a1e3f4a5b6c7d8e901",
            fileName: "rg.pdf",
          },
          {
            requirementId: "cpf",
            name: "CPF",
            category: "id",
            state: "in-review",
            documentId: "6652c0a1e3f4a5b6c7d8e902",
            fileName: "cpf.jpg",
          },
          {
            requirementId: "diploma",
            name: "Diploma",
            category: "certificate",
            state: "returned",
            documentId: "6652c0a1e3f4a5b6c7d8e903",
            fileName: "diploma.png",
            reason: "The photo is blurred; please send a scan.",
          },
        ],
        contractRequired: true,
        contract: CONTRACT_EXAMPLE,
      },
    ],
  },
);
export type Onboarding = Static<typeof Onboarding>;

export const OnboardingSummary = Type.Object(
  {
    workerId: Type.String(),
    name: Type.String(),
    email: Type.String(),
    stage: oneOf(STAGES),
    startedAt: Type.String({ format: "date-time" }),
    completedAt: Type.Optional(Type.String({ format: "date-time" })),
  },
  {
    examples: [
      {
        workerId: "6650f1c2a9d3e4b5c6d7e901",
        name: "Ana Lima",
        email: "ana.lima@acme.com.br",
        stage: "pending-documentation",
        startedAt: "2026-02-27T10:00:00.000Z",
      },
    ],
  },
);
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

const WORKER_DOCUMENT_EXAMPLE = {
  id: "6652c0a1e3f4a5b6c7d8e901",
  workerId: "6650f1c2a9d3e4b5c6d7e901",
  category: "id",
  name: "RG (identity card)",
  fileName: "rg.pdf",
  contentType: "application/pdf",
  size: 248612,
  sha256: "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8",
  status: "accepted",
  createdAt: "2026-02-28T08:30:00.000Z",
};

export const WorkerDocument = Type.Object(
  {
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
  },
  { examples: [WORKER_DOCUMENT_EXAMPLE] },
);
export type WorkerDocument = Static<typeof WorkerDocument>;

export const WorkerDocumentList = Type.Object(
  { items: Type.Array(WorkerDocument) },
  { examples: [{ items: [WORKER_DOCUMENT_EXAMPLE] }] },
);
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

export const VerifyResult = Type.Object(
  {
    contractId: Type.String(),
    intact: Type.Boolean({ description: "The stored signed PDF is byte for byte the one produced at signing." }),
    signedSha256: Type.String(),
    actualSha256: Type.String(),
    originalSha256: Type.String(),
    signedAt: Type.String({ format: "date-time" }),
    ip: Type.String(),
    userAgent: Type.String(),
  },
  {
    examples: [
      {
        contractId: "6652c1d2e3f4a5b6c7d8e911",
        intact: true,
        signedSha256: "1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809",
        actualSha256: "1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809",
        originalSha256: "9f2c4d1e8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d",
        signedAt: "2026-03-03T09:41:00.000Z",
        ip: "189.40.72.15",
        userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
      },
    ],
  },
);
export type VerifyResult = Static<typeof VerifyResult>;

/** spec §7 `POST /companies/{companyId}/documents/{id}/zip` (type: onboarding). */
export const ZipInput = Type.Object({ type: Type.Literal("onboarding") }, { additionalProperties: false });
export type ZipInput = Static<typeof ZipInput>;

export const ZipJob = Type.Object(
  {
    id: Type.String(),
    workerId: Type.String(),
    status: oneOf(["queued", "running", "done", "failed"] as const),
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    files: Type.Integer(),
    fileName: Type.Optional(Type.String()),
    error: Type.Optional(Type.String()),
  },
  {
    examples: [
      {
        id: "6652c3e4f5a6b7c8d9e0f121",
        workerId: "6650f1c2a9d3e4b5c6d7e901",
        status: "running",
        progress: 40,
        files: 5,
      },
    ],
  },
);
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
