import { Type, type Static } from "typebox";
import { defineContract, defineEvent } from "../../../core/modules/contract.js";
import { localized } from "../../../core/i18n/localized-text.js";
import { listOf, pageQuery } from "../../../core/lists/schemas.js";
import { FIELD_ID_PATTERN, MAX_SELECT_OPTIONS } from "../../people/contract/custom-fields.js";
import { hiringErrors } from "./errors.js";
import {
  APPROVAL_RULES,
  CANDIDATE_STAGES,
  type ApprovalRule,
  type CandidateStage,
  type PositionState,
  POSITION_STATES,
} from "./state-machine.js";

export { hiringErrors } from "./errors.js";
export * from "./state-machine.js";

/**
 * Hiring (issue 15; spec §3 "Position": status, reason staffIncrease|replacement, startDate, createdAt, name,
 * description, requirements, justification, opening and close date; company fields hiringRevisors and
 * extraFieldHiring; §7 POST /companies/{companyId}/positions/sendAlertToApprove). Isomorphic.
 */
export const POSITION_REASONS = ["staffIncrease", "replacement"] as const;
export type PositionReason = (typeof POSITION_REASONS)[number];
const Day = Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" });
const Id = Type.String({ minLength: 1, maxLength: 64 });

/** A company's extra position field (extraFieldHiring): text, select or date, as people's custom fields. */
export const ExtraFieldInput = Type.Object(
  {
    id: Type.Optional(Type.String({ pattern: FIELD_ID_PATTERN })),
    type: Type.String({ enum: ["text", "select", "date"] }),
    label: Type.String({ minLength: 1, maxLength: 120 }),
    required: Type.Optional(Type.Boolean()),
    options: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 120 }), { maxItems: MAX_SELECT_OPTIONS })),
  },
  { additionalProperties: false },
);
export type ExtraFieldInput = Static<typeof ExtraFieldInput>;
export const ExtraField = Type.Object({
  id: Type.String(),
  type: Type.String({ enum: ["text", "select", "date"] }),
  label: Type.String(),
  required: Type.Boolean(),
  options: Type.Optional(Type.Array(Type.String())),
});
export interface ExtraField {
  id: string;
  type: "text" | "select" | "date";
  label: string;
  required: boolean;
  options?: string[];
}

export const HiringSettings = Type.Object(
  {
    /** hiringRevisors: the user ids of the people who approve positions (admins or managers). */
    hiringRevisors: Type.Array(Type.String()),
    /** Whether every revisor (`all`) or one of them (`any`) must approve. */
    approvalRule: Type.String({ enum: [...APPROVAL_RULES] }),
    /** extraFieldHiring: the company's own fields on every position. */
    extraFieldHiring: Type.Array(ExtraField),
  },
  {
    examples: [
      {
        hiringRevisors: ["6650f1c2a9d3e4b5c6d7e8f9", "6650f1c2a9d3e4b5c6d7e8fa"],
        approvalRule: "all",
        extraFieldHiring: [
          { id: "seniority", type: "select", label: "Seniority", required: true, options: ["Junior", "Mid", "Senior"] },
          { id: "budget_code", type: "text", label: "Budget code", required: false },
        ],
      },
    ],
  },
);
export interface HiringSettings {
  hiringRevisors: string[];
  approvalRule: ApprovalRule;
  extraFieldHiring: ExtraField[];
}
export const HiringSettingsInput = Type.Object(
  {
    hiringRevisors: Type.Array(Type.String({ pattern: "^[0-9a-f]{24}$" }), { maxItems: 20, uniqueItems: true }),
    approvalRule: Type.String({ enum: [...APPROVAL_RULES] }),
    extraFieldHiring: Type.Array(ExtraFieldInput, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type HiringSettingsInput = Static<typeof HiringSettingsInput>;

const positionFields = {
  name: Type.String({ minLength: 1, maxLength: 120 }),
  description: Type.Optional(Type.String({ maxLength: 4000 })),
  requirements: Type.Optional(Type.String({ maxLength: 4000 })),
  justification: Type.Optional(Type.String({ maxLength: 2000 })),
  reason: Type.String({ enum: [...POSITION_REASONS] }),
  /** replacement: the worker who left (people's worker id). */
  replacedWorkerId: Type.Optional(Type.Union([Id, Type.Null()])),
  /** The wished first day of the person hired. */
  startDate: Type.Optional(Day),
  openingDate: Type.Optional(Day),
  closeDate: Type.Optional(Day),
  departmentId: Type.Optional(Type.Union([Id, Type.Null()])),
  officeId: Type.Optional(Type.Union([Id, Type.Null()])),
  /** Values of the company's extraFieldHiring, by field id. */
  extraFields: Type.Optional(
    Type.Record(Type.String({ pattern: FIELD_ID_PATTERN }), Type.String({ maxLength: 500 }), { maxProperties: 20 }),
  ),
};
export const PositionInput = Type.Object(positionFields, { additionalProperties: false });
export type PositionInput = Static<typeof PositionInput>;
export const PositionUpdate = Type.Partial(Type.Object(positionFields), { additionalProperties: false });
export type PositionUpdate = Static<typeof PositionUpdate>;

export const Approval = Type.Object({ userId: Type.String(), at: Type.String({ format: "date-time" }) });
export const Position = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    description: Type.String(),
    requirements: Type.String(),
    justification: Type.String(),
    reason: Type.String({ enum: [...POSITION_REASONS] }),
    replacedWorkerId: Type.Union([Type.String(), Type.Null()]),
    startDate: Type.Union([Type.String(), Type.Null()]),
    openingDate: Type.Union([Type.String(), Type.Null()]),
    closeDate: Type.Union([Type.String(), Type.Null()]),
    departmentId: Type.Union([Type.String(), Type.Null()]),
    officeId: Type.Union([Type.String(), Type.Null()]),
    extraFields: Type.Record(Type.String(), Type.String()),
    status: Type.String({ enum: [...POSITION_STATES] }),
    requestedBy: Type.String(),
    approvals: Type.Array(Approval),
    /** The public application form (forms module), once made: its link. */
    applicationPath: Type.Union([Type.String(), Type.Null()]),
    hiredCandidateId: Type.Union([Type.String(), Type.Null()]),
    candidateCount: Type.Integer(),
    createdAt: Type.String({ format: "date-time" }),
  },
  {
    examples: [
      {
        id: "6651a0b2c3d4e5f6a7b8c901",
        name: "Backend developer",
        description: "Builds and runs the payroll services.",
        requirements: "3+ years of TypeScript and Node.js; SQL or MongoDB.",
        justification: "The payroll team takes on two new clients in the second half.",
        reason: "staffIncrease",
        replacedWorkerId: null,
        startDate: "2026-08-03",
        openingDate: "2026-06-15",
        closeDate: null,
        departmentId: "6650f1c2a9d3e4b5c6d7e810",
        officeId: "6650f1c2a9d3e4b5c6d7e820",
        extraFields: { seniority: "Mid" },
        status: "open",
        requestedBy: "6650f1c2a9d3e4b5c6d7e8f9",
        approvals: [{ userId: "6650f1c2a9d3e4b5c6d7e8fa", at: "2026-06-12T14:03:00.000Z" }],
        applicationPath: "/f/4kq9zt2m8w",
        hiredCandidateId: null,
        candidateCount: 7,
        createdAt: "2026-06-10T11:20:00.000Z",
      },
    ],
  },
);
/** A position as the API answers it: the schema above, with its reason and status typed by their lists. */
export type Position = Omit<Static<typeof Position>, "reason" | "status"> & {
  reason: PositionReason;
  status: PositionState;
};
export const PositionListQuery = Type.Object(
  { status: Type.Optional(Type.String({ enum: [...POSITION_STATES] })), ...pageQuery() },
  { additionalProperties: false },
);
export type PositionListQuery = Static<typeof PositionListQuery>;
export const PositionList = listOf(Position);
export type PositionList = { items: Position[]; total: number };

export const DecisionInput = Type.Object(
  {
    action: Type.String({ enum: ["approve", "reject", "cancel", "close"] }),
    comment: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type DecisionInput = Static<typeof DecisionInput>;

export const AlertInput = Type.Object({ positionId: Type.String({ maxLength: 64 }) }, { additionalProperties: false });
export const AlertAnswer = Type.Object({ alerted: Type.Integer() }, { examples: [{ alerted: 2 }] });

const CANDIDATE_EXAMPLE = {
  id: "6651b3c4d5e6f7a8b9c0d101",
  positionId: "6651a0b2c3d4e5f6a7b8c901",
  firstName: "Bruno",
  lastName: "Carvalho",
  email: "bruno.carvalho@gmail.com",
  phone: "+55 21 99876-5432",
  stage: "interview",
  source: "form",
  formResponseId: "6651b3c4d5e6f7a8b9c0d0f1",
  notes: [
    {
      id: "6651b9a0d5e6f7a8b9c0d1a2",
      authorId: "6650f1c2a9d3e4b5c6d7e8f9",
      text: "Strong on Node.js; second interview with the team lead on Thursday.",
      at: "2026-06-20T16:45:00.000Z",
    },
  ],
  files: [
    {
      id: "6651b3c4d5e6f7a8b9c0d0f2",
      name: "bruno-carvalho-cv.pdf",
      size: 184320,
      contentType: "application/pdf",
      source: "form",
    },
  ],
  workerId: null,
  createdAt: "2026-06-17T09:12:00.000Z",
};

export const CandidateNote = Type.Object({
  id: Type.String(),
  authorId: Type.String(),
  text: Type.String(),
  at: Type.String({ format: "date-time" }),
});
export const CandidateFile = Type.Object({
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
  /** `form`: sent with the application (read from the form's responses); `upload`: attached by the team. */
  source: Type.String({ enum: ["form", "upload"] }),
});
export const Candidate = Type.Object(
  {
    id: Type.String(),
    positionId: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    stage: Type.String({ enum: [...CANDIDATE_STAGES] }),
    source: Type.String({ enum: ["form", "manual"] }),
    formResponseId: Type.Union([Type.String(), Type.Null()]),
    notes: Type.Array(CandidateNote),
    files: Type.Array(CandidateFile),
    workerId: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: "date-time" }),
  },
  { examples: [CANDIDATE_EXAMPLE] },
);
export interface Candidate {
  id: string;
  positionId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  stage: CandidateStage;
  source: "form" | "manual";
  formResponseId: string | null;
  notes: Array<{ id: string; authorId: string; text: string; at: string }>;
  files: Array<{ id: string; name: string; size: number; contentType: string; source: "form" | "upload" }>;
  workerId: string | null;
  createdAt: string;
}
export const CandidateList = listOf(Candidate);
export type CandidateList = { items: Candidate[]; total: number };
export const CandidateListQuery = Type.Object(
  { ...pageQuery({ sizes: { max: 100 } }) },
  { additionalProperties: false },
);

export const CandidateInput = Type.Object(
  {
    firstName: Type.String({ minLength: 1, maxLength: 120 }),
    lastName: Type.Optional(Type.String({ maxLength: 120 })),
    email: Type.String({ format: "email", maxLength: 254 }),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type CandidateInput = Static<typeof CandidateInput>;
export const StageInput = Type.Object(
  { stage: Type.String({ enum: [...CANDIDATE_STAGES] }) },
  { additionalProperties: false },
);
export const NoteInput = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export const HireInput = Type.Object(
  {
    startDate: Day,
    departmentId: Type.Optional(Id),
    officeId: Type.Optional(Id),
    locale: Type.Optional(Type.String({ enum: ["en", "pt-BR", "es"] })),
  },
  { additionalProperties: false },
);
export type HireInput = Static<typeof HireInput>;
export const HireAnswer = Type.Object(
  { candidate: Candidate, workerId: Type.String() },
  {
    examples: [
      {
        candidate: { ...CANDIDATE_EXAMPLE, stage: "hired", workerId: "6651c0d1e2f3a4b5c6d7e903" },
        workerId: "6651c0d1e2f3a4b5c6d7e903",
      },
    ],
  },
);
export const ApplicationForm = Type.Object(
  { formId: Type.String(), publicPath: Type.String() },
  { examples: [{ formId: "6651a8e0c3d4e5f6a7b8c9a1", publicPath: "/f/4kq9zt2m8w" }] },
);

export const permissions = {
  read: "hiring.position.read",
  request: "hiring.position.request",
  decide: "hiring.position.decide",
  candidates: "hiring.candidate.manage",
  settings: "hiring.settings.write",
} as const;

export const events = {
  requested: defineEvent<{ positionId: string }>("hiring.position.requested"),
  /** Every position transition (approve: `to` is still pending until all revisors approved under `all`). */
  transitioned: defineEvent<{ positionId: string; action: string; from: string; to: string }>(
    "hiring.position.transitioned",
  ),
  candidateAdded: defineEvent<{ candidateId: string; positionId: string; source: "form" | "manual" }>(
    "hiring.candidate.added",
  ),
  candidateMoved: defineEvent<{ candidateId: string; positionId: string; from: string; to: string }>(
    "hiring.candidate.moved",
  ),
  /** A candidate was hired: the worker exists (people emitted `people.worker.created`). */
  candidateHired: defineEvent<{ candidateId: string; positionId: string; workerId: string; userId: string }>(
    "hiring.candidate.hired",
  ),
};

export const hiringNotifications = {
  "hiring.position.pending": {
    label: localized(
      "A position waits for my approval",
      "Uma vaga aguarda minha aprovação",
      "Una vacante espera mi aprobación",
    ),
  },
  "hiring.position.decided": {
    label: localized(
      "A position I requested was decided",
      "Uma vaga que solicitei foi decidida",
      "Una vacante que solicité fue decidida",
    ),
  },
  "hiring.candidate.applied": {
    label: localized(
      "Someone applied to a position",
      "Alguém se candidatou a uma vaga",
      "Alguien se postuló a una vacante",
    ),
  },
};

export const hiringContract = defineContract({
  id: "hiring",
  permissions: {
    [permissions.read]: ["admin", "revisor"],
    [permissions.request]: ["admin", "revisor"],
    [permissions.decide]: ["admin", "revisor"],
    [permissions.candidates]: ["admin", "revisor"],
    [permissions.settings]: ["admin"],
  },
  errors: hiringErrors,
  notifications: hiringNotifications,
  events,
});
