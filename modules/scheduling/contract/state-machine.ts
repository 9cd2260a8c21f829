/**
 * The approval states of a schedule order (spec §4 "Schedule approval states": unapproved, waiting admin approval,
 * worker must approve), in one place: the server applies them, the web shows which actions a state offers, the
 * README documents them.
 *
 * ```
 *                      accept (colleague)                    approve (leader)
 *   worker-must-approve ───────────────► waiting-admin-approval ──────────────► approved
 *        │   │      └─ accept, company does not manage orders ─────────────────► approved
 *        │   └─ decline (colleague) ──► unapproved ◄── reject (leader) ──┘
 *        └─ cancel (requester) ──► canceled ◄── cancel (requester) ──────┘
 * ```
 *
 * - `worker-must-approve`: a trade or cover waits for the colleague it names (a cover without a colleague: any
 *   qualified colleague of the same team may accept it and becomes that colleague).
 * - `waiting-admin-approval`: a leader (admin or revisor) must approve; availability orders start here when the
 *   company manages schedule orders (`manageScheduleOrder`), trades and covers after the colleague accepts.
 * - `unapproved`: declined by the colleague or rejected by a leader (final).
 * - `approved`: in force (final): a trade swapped the shifts, a cover moved the shift, an open shift was claimed.
 * - `canceled`: withdrawn by the requester before it was decided (final).
 */
export const ORDER_STATES = [
  "worker-must-approve",
  "waiting-admin-approval",
  "unapproved",
  "approved",
  "canceled",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_ACTIONS = ["accept", "decline", "approve", "reject", "cancel"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Who may take an action: the colleague the order is addressed to, a leader, or the person who asked. */
export type OrderActor = "colleague" | "leader" | "requester";

interface Transition {
  by: OrderActor;
  /** The next state; for `accept`, the state when the company manages orders (else approved at once). */
  to: OrderState;
}

export const ORDER_TRANSITIONS: Readonly<Record<OrderState, Partial<Record<OrderAction, Transition>>>> = {
  "worker-must-approve": {
    accept: { by: "colleague", to: "waiting-admin-approval" },
    decline: { by: "colleague", to: "unapproved" },
    cancel: { by: "requester", to: "canceled" },
  },
  "waiting-admin-approval": {
    approve: { by: "leader", to: "approved" },
    reject: { by: "leader", to: "unapproved" },
    cancel: { by: "requester", to: "canceled" },
  },
  unapproved: {},
  approved: {},
  canceled: {},
};

/** Final states: nothing changes them. */
export const isFinal = (state: OrderState): boolean => Object.keys(ORDER_TRANSITIONS[state]).length === 0;

/**
 * The state an action leads to, or null when the state does not offer it. `manageScheduleOrder` false: a colleague's
 * acceptance approves at once (no leader step).
 */
export function nextState(
  state: OrderState,
  action: OrderAction,
  options: { manageScheduleOrder: boolean },
): { to: OrderState; by: OrderActor } | null {
  const t = ORDER_TRANSITIONS[state][action];
  if (!t) return null;
  if (action === "accept" && !options.manageScheduleOrder) return { to: "approved", by: t.by };
  return { to: t.to, by: t.by };
}

/** The state a new order starts in, by its type. */
export function initialState(
  type: "available" | "unavailable" | "trade" | "cover" | "openshift",
  options: { manageScheduleOrder: boolean },
): OrderState {
  if (type === "trade" || type === "cover") return "worker-must-approve";
  if (type === "openshift") return "approved";
  return options.manageScheduleOrder ? "waiting-admin-approval" : "approved";
}
