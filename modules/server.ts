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
  (await import("./payroll/server/index.js")).payrollModule,
  (await import("./analytics/server/index.js")).analyticsModule,
  (await import("./forms/server/index.js")).formsModule,
  (await import("./hiring/server/index.js")).hiringModule,
  (await import("./onboarding/server/index.js")).onboardingModule,
  (await import("./communication/server/index.js")).communicationModule,
  (await import("./support/server/index.js")).supportModule,
  (await import("./integrations/server/index.js")).integrationsModule,
  // module:new adds new modules above this line
];

/**
 * The product's modules as a fresh list. Modules read their configuration from the kit (`config`) in their setup,
 * so the argument older callers pass is not needed.
 */
export function serverModules(..._legacy: unknown[]): ModuleDefinition[] {
  return [...productModules];
}

/**
 * The named modules and, transitively, the modules they depend on (`dependsOn`, and the providers of the services
 * they need): what a module's tests boot instead of the whole product (`buildTestApp({ modules: modulesFor("leave") })`
 * boots people and leave).
 */
export function modulesFor(...ids: string[]): ModuleDefinition[] {
  const byId = new Map(productModules.map((module) => [module.id, module]));
  const wanted = new Set<string>();
  const visit = (id: string) => {
    if (wanted.has(id)) return;
    const module = byId.get(id);
    if (!module) throw new Error(`modulesFor: no product module "${id}"`);
    wanted.add(id);
    for (const dependency of module.dependsOn ?? []) visit(dependency);
    for (const ref of Object.values(module.needs ?? {})) visit(ref.module);
  };
  for (const id of ids) visit(id);
  return productModules.filter((module) => wanted.has(module.id));
}
