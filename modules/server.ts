import type { ModuleDefinition } from "../core/modules/define-module.js";
import { leaveModule } from "./leave/server/index.js";
import { peopleModule } from "./people/server/index.js";
import { vacationPlannerModule } from "./vacation-planner/server/index.js";

/**
 * The product's server modules, one line each (STYLE "Cal.com app-store"). `npm run module:new <id>` adds
 * `(await import("./<id>/server/index.js")).<camelId>Module,` above the marker: a line that needs no import at the
 * top, so a new module touches one line here (order does not matter: the core sorts by dependency). The core
 * validates them at boot (ids, contracts, dependencies and the services they need), runs each `setup` once in
 * dependency order with its kit, and registers what they return. modules/example is not listed: it is the template,
 * the documentation's and the tests' module.
 */
export const productModules: readonly ModuleDefinition[] = [
  peopleModule,
  leaveModule,
  vacationPlannerModule,
  (await import("./clock/server/index.js")).clockModule,
  (await import("./scheduling/server/index.js")).schedulingModule,
  (await import("./spaces/server/index.js")).spacesModule,
  // module:new adds new modules above this line
];

/**
 * The product's modules as a fresh list. Modules read their configuration from the kit (`config`) in their setup,
 * so the argument older callers pass is not needed.
 */
export function serverModules(..._legacy: unknown[]): ModuleDefinition[] {
  return [...productModules];
}
