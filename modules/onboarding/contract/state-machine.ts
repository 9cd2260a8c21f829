/**
 * The onboarding stages (spec §4 "Onboarding stages": registration pending, pending documentation, pending contract
 * signature, documentation in analysis, completed), in one place: the server applies them, the web shows them, the
 * README documents them. Nobody moves a stage by hand: the stage is a function of FACTS, recomputed after every fact
 * changes (a document uploaded, accepted or returned, the contract signed, the profile completed, the company's
 * requirements changed).
 *
 * ```
 *                      profile complete          every required document sent        contract signed (or the
 *  registration-pending ───────────────► pending-documentation ───────────► pending-contract-signature ──┐ company
 *        ▲   profile emptied again           ▲   a document returned                                      │ uses none)
 *        └───────────────────────────────────┴──────────────── documentation-in-analysis ◄────────────────┘
 *                                                                       │ every required document accepted
 *                                                                       ▼
 *                                                                   completed (final)
 * ```
 *
 * The first stage whose condition is not met yet wins, in this order:
 * - `registration-pending`: the profile lacks one of {@link PROFILE_FIELDS};
 * - `pending-documentation`: a required document (company setting `workersDocument`) is missing or was returned;
 * - `pending-contract-signature`: the company uses contracts (`allowContracts` and a template) and they are unsigned;
 * - `documentation-in-analysis`: a document waits for the admin's review;
 * - `completed`: all of it done. Final: later changes to the company's requirements do not reopen it.
 *
 * A person leaves onboarding only by `POST .../workers/{workerId}/removeonboarding` (not a stage: the record is
 * closed and the person's checklist disappears).
 */
export const STAGES = [
  "registration-pending",
  "pending-documentation",
  "pending-contract-signature",
  "documentation-in-analysis",
  "completed",
] as const;
export type Stage = (typeof STAGES)[number];

/** The profile fields a new hire completes (people's worker fields, as people's /complete-profile asks for them). */
export const PROFILE_FIELDS = ["birthdate", "phone", "address"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Where a required document stands: never sent, waiting for review, accepted, or returned with a reason. */
export const DOCUMENT_STATES = ["missing", "in-review", "accepted", "returned"] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** The facts a stage is computed from. */
export interface OnboardingFacts {
  /** The profile fields still empty. */
  missingProfile: readonly ProfileField[];
  /** The state of each required document, by requirement id. */
  documents: Readonly<Record<string, DocumentState>>;
  /** The company asks for contract terms (allowContracts and at least one template). */
  contractRequired: boolean;
  contractSigned: boolean;
}

/** The stage the facts put a person in (see the diagram). `current` completed stays completed. */
export function stageOf(facts: OnboardingFacts, current?: Stage): Stage {
  if (current === "completed") return "completed";
  if (facts.missingProfile.length > 0) return "registration-pending";
  const states = Object.values(facts.documents);
  if (states.some((s) => s === "missing" || s === "returned")) return "pending-documentation";
  if (facts.contractRequired && !facts.contractSigned) return "pending-contract-signature";
  if (states.some((s) => s === "in-review")) return "documentation-in-analysis";
  return "completed";
}

export const isFinal = (stage: Stage): boolean => stage === "completed";

/** A document may be (re)sent while it is missing or returned, and replaced while in review; never once accepted. */
export function canSend(state: DocumentState): boolean {
  return state !== "accepted";
}

/** The admin reviews only a document that waits for review. */
export function canReview(state: DocumentState): boolean {
  return state === "in-review";
}
