import { defineEvent } from "../../../core/modules/contract.js";

/** The leave module's permission ids (their levels are in leave.contract.ts) and its typed events. */
export const permissions = {
  typeRead: "leave.type.read",
  typeManage: "leave.type.manage",
  requestCreate: "leave.request.create",
  requestApprove: "leave.request.approve",
  requestPayroll: "leave.request.payroll",
  balanceRead: "leave.balance.read",
  balanceManage: "leave.balance.manage",
  lockedManage: "leave.locked-date.manage",
} as const;

/** A leave request's event: which request, whose, and the status it reached. */
export interface LeaveRequestEvent {
  requestId: string;
  userId: string;
  status: string;
}

/** A hand-made balance change (issue 12): the entry written, whose and of which type. */
export interface LeaveBalanceEvent {
  entryId: string;
  userId: string;
  leaveTypeId: string;
  kind: string;
  amount: number;
}

export const events = {
  balanceAdjusted: defineEvent<LeaveBalanceEvent>("leave.balance.adjusted"),
  typesChanged: defineEvent<{ ids: string[] }>("leave.type.changed"),
  requestCreated: defineEvent<LeaveRequestEvent>("leave.request.created"),
  requestApproved: defineEvent<LeaveRequestEvent>("leave.request.approved"),
  requestDenied: defineEvent<LeaveRequestEvent>("leave.request.denied"),
  requestCanceled: defineEvent<LeaveRequestEvent>("leave.request.canceled"),
  requestPayroll: defineEvent<LeaveRequestEvent>("leave.request.approved-payroll"),
  stepApproved: defineEvent<LeaveRequestEvent>("leave.request.step-approved"),
};
