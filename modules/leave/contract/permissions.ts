/** The leave module's permission and event ids. */
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

export const events = {
  typesChanged: "leave.type.changed",
  requestCreated: "leave.request.created",
  requestApproved: "leave.request.approved",
  requestDenied: "leave.request.denied",
  requestCanceled: "leave.request.canceled",
  requestPayroll: "leave.request.approved-payroll",
  stepApproved: "leave.request.step-approved",
} as const;
