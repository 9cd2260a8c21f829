/**
 * The life of a position (spec §4 "Position statuses": pending, open, hired, closed) and of a candidate (issue 15:
 * applied, screening, interview, offer, hired, rejected), in one place: the server applies them, the web shows which
 * actions a state offers, the README documents them. Every transition is audited (`hiring.position.<action>`,
 * `hiring.candidate.<stage>`) and notified.
 *
 * ```
 *            approve (the hiring revisors: all or any, a company setting)         hire (a candidate is hired)
 *   pending ───────────────────────────────────────────────────────────► open ─────────────────────────────► hired
 *      │  └─ reject (a hiring revisor) ──► closed ◄── close (a leader) ──┘
 *      └─ cancel (a leader) ─────────────► closed
 * ```
 *
 * - `pending`: requested (by an admin or a manager); the hiring revisors are alerted by mail and notification. With
 *   the rule `all`, each revisor's approval is recorded and the position opens with the last one; with `any`, the
 *   first approval opens it. One rejection closes it. A company without hiring revisors: its admins decide (any).
 * - `open`: candidates apply (the public application form) or are added; they move through their stages.
 * - `hired`: a candidate was hired (the worker was created through people); final.
 * - `closed`: rejected, canceled or closed without a hire; final.
 */
export const POSITION_STATES = ["pending", "open", "hired", "closed"] as const;
export type PositionState = (typeof POSITION_STATES)[number];

export const POSITION_ACTIONS = ["approve", "reject", "cancel", "close", "hire"] as const;
export type PositionAction = (typeof POSITION_ACTIONS)[number];

/** Who may take an action: a hiring revisor, a leader (admin or manager), or the hire itself (a candidate hired). */
export type PositionActor = "hiringRevisor" | "leader" | "hire";

export const POSITION_TRANSITIONS: Readonly<
  Record<PositionState, Partial<Record<PositionAction, { by: PositionActor; to: PositionState }>>>
> = {
  pending: {
    approve: { by: "hiringRevisor", to: "open" },
    reject: { by: "hiringRevisor", to: "closed" },
    cancel: { by: "leader", to: "closed" },
  },
  open: {
    close: { by: "leader", to: "closed" },
    hire: { by: "hire", to: "hired" },
  },
  hired: {},
  closed: {},
};

export const APPROVAL_RULES = ["all", "any"] as const;
export type ApprovalRule = (typeof APPROVAL_RULES)[number];

/** The transition an action leads to from a state, or null when the state does not offer it. */
export function positionTransition(
  state: PositionState,
  action: PositionAction,
): { by: PositionActor; to: PositionState } | null {
  return POSITION_TRANSITIONS[state][action] ?? null;
}

/**
 * Whether the approvals so far open the position: `any` with one approval, `all` when every current revisor approved
 * (approvals of people no longer revisors do not count). No revisors (admins decide): one approval.
 */
export function approvalsOpen(options: {
  approvedBy: readonly string[];
  revisors: readonly string[];
  rule: ApprovalRule;
}): boolean {
  const { approvedBy, revisors, rule } = options;
  if (approvedBy.length === 0) return false;
  if (revisors.length === 0 || rule === "any") return true;
  return revisors.every((id) => approvedBy.includes(id));
}

export const CANDIDATE_STAGES = ["applied", "screening", "interview", "offer", "hired", "rejected"] as const;
export type CandidateStage = (typeof CANDIDATE_STAGES)[number];

/**
 * The moves between stages: forward one step, or rejected from any stage before hired; a rejected candidate may be
 * reconsidered (back to applied). `hired` is reached only through the hire (which creates the worker).
 */
export const CANDIDATE_MOVES: Readonly<Record<CandidateStage, readonly CandidateStage[]>> = {
  applied: ["screening", "rejected"],
  screening: ["interview", "rejected"],
  interview: ["offer", "rejected"],
  offer: ["rejected"],
  hired: [],
  rejected: ["applied"],
};

/** Whether a candidate may be hired from a stage (an offer was made). */
export const canHireFrom = (stage: CandidateStage): boolean => stage === "offer";
