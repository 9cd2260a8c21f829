import { permissions } from "../contract/index.js";

/**
 * The parts of the definition routes need (kept apart so routes and index do not import each other). Spec §2:
 * /vacation-planner is for admins and revisors (leaders), on the premium plan.
 */
export const plannerModuleInfo = {
  id: "vacation-planner",
  permissions: {
    [permissions.read]: ["admin", "revisor"],
    [permissions.manage]: ["admin", "revisor"],
    [permissions.staffing]: ["admin", "revisor"],
  },
} as const satisfies { id: string; permissions: Record<string, Array<"admin" | "revisor" | "requester">> };
