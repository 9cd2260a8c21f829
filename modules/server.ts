import type { ModuleDefinition } from "../core/modules/define-module.js";
import { createPeopleModule } from "./people/server/index.js";

/**
 * The product's server modules, in one place (STYLE "Cal.com app-store").
 * The core validates them at boot (unique ids, dependencies, namespaced
 * names) and registers their routes, jobs and subscribers once. Modules
 * that need configuration are factories given the part they need.
 * modules/example is not listed: it is the documentation's and the tests' module.
 */
export function serverModules(config: { appUrl: string; postalCodeUrl?: string }): ModuleDefinition[] {
  return [createPeopleModule({ publicUrl: config.appUrl, postalCodeUrl: config.postalCodeUrl })];
}
