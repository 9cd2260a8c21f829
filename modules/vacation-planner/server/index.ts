import type { FastifyPluginAsync } from "fastify";
import { defineModule } from "../../../core/modules/define-module.js";
import { plannerModuleInfo } from "./module-info.js";
import { plannerModels } from "./models.js";
import { createPlannerRoutes } from "./planner.routes.js";
import { createPlannerService } from "./planner.service.js";
import type { PlannerLeaves, PlannerPeople } from "./ports.js";
import { seedPlanner } from "./seed.js";

export type {
  PlannerLeave,
  PlannerLeaves,
  PlannerLeaveType,
  PlannerPeople,
  PlannerSchedule,
  PlannerWorker,
} from "./ports.js";

export interface VacationPlannerModuleOptions {
  /** Workers and departments from the people module, wired by modules/server.ts. */
  people: PlannerPeople;
  /** Leaves, leave types, holidays and request creation from the leave module, wired by modules/server.ts. */
  leaves: PlannerLeaves;
}

/**
 * The vacation planner (modules/vacation-planner/README.md; spec §2 /vacation-planner, issue 5): a department's year
 * with its coverage against a minimum staffing, warnings where coverage drops, plan entries, and plan entries turned
 * into leave requests. Premium only: the core answers other plans' tenants with PLAN_UPGRADE_REQUIRED.
 */
export function createVacationPlannerModule(options: VacationPlannerModuleOptions) {
  const planner = createPlannerService(options);
  const routes: FastifyPluginAsync = createPlannerRoutes(planner);
  return defineModule({
    ...plannerModuleInfo,
    dependsOn: ["people", "leave"],
    plans: ["premium"],
    permissions: Object.fromEntries(
      Object.entries(plannerModuleInfo.permissions).map(([id, levels]) => [id, [...levels]]),
    ),
    models: plannerModels,
    routes,
    events: [],
    seed: (ctx) => seedPlanner(ctx, { planner, ...options }),
  });
}
