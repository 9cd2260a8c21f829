import { defineModule } from "../../../core/modules/define-module.js";
import { leaveAbsences } from "../../leave/contract/absences.js";
import { peopleDirectory } from "../../people/contract/directory.js";
import { vacationPlannerContract } from "../contract/index.js";
import { plannerModels } from "./models.js";
import { createPlannerRoutes } from "./planner.routes.js";
import { createPlannerService } from "./planner.service.js";
import { seedPlanner } from "./seed.js";

/**
 * The vacation planner (modules/vacation-planner/README.md; spec §2 /vacation-planner, issue 5): a department's year
 * with its coverage against a minimum staffing, warnings where coverage drops, plan entries, and plan entries turned
 * into leave requests. Premium only: the core answers other plans' tenants with PLAN_UPGRADE_REQUIRED.
 */
export const vacationPlannerModule = defineModule({
  id: "vacation-planner",
  contract: vacationPlannerContract,
  needs: { people: peopleDirectory, leaves: leaveAbsences },
  plans: ["premium"],
  models: plannerModels,
  setup({ notifications, services: { people, leaves } }) {
    const planner = createPlannerService({ people, leaves, notifications });
    return {
      routes: createPlannerRoutes(planner),
      seed: (ctx) => seedPlanner(ctx, { planner, people, leaves }),
    };
  },
});
