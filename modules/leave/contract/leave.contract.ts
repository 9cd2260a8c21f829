import { defineContract } from "../../../core/modules/contract.js";
import { leaveErrors } from "./errors.js";
import { leaveFlagDeclarations } from "./flags.js";
import { leaveNotifications } from "./notifications.js";
import { events, permissions } from "./permissions.js";

const ALL = ["admin", "revisor", "requester"] as const;

/** The leave module's contract: its permissions with their levels (spec §2), its error codes and its events. */
export const leaveContract = defineContract({
  id: "leave",
  permissions: {
    [permissions.typeRead]: [...ALL],
    [permissions.typeManage]: ["admin"],
    [permissions.requestCreate]: [...ALL],
    [permissions.requestApprove]: ["admin", "revisor"],
    [permissions.requestPayroll]: ["admin"],
    [permissions.balanceRead]: [...ALL],
    [permissions.balanceManage]: ["admin"],
    [permissions.lockedManage]: ["admin"],
  },
  errors: leaveErrors,
  // spec §8 names these without the module's prefix: the locked-dates refusals
  codePrefixes: ["LEAVE_", "LOCKED_DATE_", "DATE_BLOCKED"],
  events,
  notifications: leaveNotifications,
  flags: leaveFlagDeclarations,
});
