import { defineContract } from "../../../core/modules/contract.js";
import { vacationPlannerErrors } from "./errors.js";
import { vacationPlannerNotifications } from "./notifications.js";

/**
 * The vacation planner's contract. Spec §2: /vacation-planner is for admins and revisors (leaders), on the premium
 * plan.
 */
export const vacationPlannerContract = defineContract({
  id: "vacation-planner",
  permissions: {
    "vacation-planner.plan.read": ["admin", "revisor"],
    "vacation-planner.plan.manage": ["admin", "revisor"],
    "vacation-planner.staffing.manage": ["admin", "revisor"],
  },
  errors: vacationPlannerErrors,
  notifications: vacationPlannerNotifications,
  codePrefixes: ["VACATION_PLAN_"],
});
