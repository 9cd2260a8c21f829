/**
 * The leave status state machine (spec §4 "Leave statuses"; issue 5). The one table every transition is checked
 * against (server/requests/transitions.ts applies it with a conditional write); the web app reads it to show only
 * the actions that can succeed.
 *
 * pending ──approve (last step)──▶ approved ──payroll──▶ approved-payroll
 *    │  └─approve (earlier step)─▶ pending (next step)
 *    ├──deny──▶ denied
 *    └──cancel─▶ canceled ◀──cancel── approved (before it starts; an admin at any time)
 *
 * denied, canceled and approved-payroll are final.
 */
export const LEAVE_STATUSES = ["pending", "approved", "approved-payroll", "denied", "canceled"] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

export const LEAVE_ACTIONS = ["approve", "deny", "cancel", "payroll"] as const;
export type LeaveAction = (typeof LEAVE_ACTIONS)[number];

/** Who may take an action: the requester, an approver of the current step, or an admin. */
export type LeaveActor = "requester" | "approver" | "admin";

export interface LeaveTransition {
  action: LeaveAction;
  from: LeaveStatus;
  /** For `approve` from pending, `approved` only when the last step is decided; otherwise the request stays pending. */
  to: LeaveStatus;
  by: readonly LeaveActor[];
}

export const LEAVE_TRANSITIONS: readonly LeaveTransition[] = [
  { action: "approve", from: "pending", to: "approved", by: ["approver", "admin"] },
  { action: "deny", from: "pending", to: "denied", by: ["approver", "admin"] },
  { action: "cancel", from: "pending", to: "canceled", by: ["requester", "admin"] },
  { action: "cancel", from: "approved", to: "canceled", by: ["requester", "admin"] },
  { action: "payroll", from: "approved", to: "approved-payroll", by: ["admin"] },
];

/** Statuses whose leaves hold their balance and block overlapping leaves (and show on calendars, spec §4). */
export const ACTIVE_STATUSES: readonly LeaveStatus[] = ["pending", "approved", "approved-payroll"];

export function transitionFor(action: LeaveAction, from: string): LeaveTransition | undefined {
  return LEAVE_TRANSITIONS.find((t) => t.action === action && t.from === from);
}
