import { permissions } from "../contract/index.js";

/** The parts of the definition routes need (kept apart so routes and index do not import each other). */
export const leaveModuleInfo = {
  id: "leave",
  permissions: {
    [permissions.typeRead]: ["admin", "revisor", "requester"],
    [permissions.typeManage]: ["admin"],
    [permissions.requestCreate]: ["admin", "revisor", "requester"],
    [permissions.requestApprove]: ["admin", "revisor"],
    [permissions.requestPayroll]: ["admin"],
    [permissions.balanceRead]: ["admin", "revisor", "requester"],
    [permissions.balanceManage]: ["admin"],
    [permissions.lockedManage]: ["admin"],
  },
} as const satisfies { id: string; permissions: Record<string, Array<"admin" | "revisor" | "requester">> };
