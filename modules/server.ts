import type { ModuleDefinition } from "../core/modules/define-module.js";

/**
 * The product's server modules, in one place (STYLE "Cal.com app-store").
 * The core validates them at boot (unique ids, dependencies, namespaced
 * names) and registers their routes, jobs and subscribers once. Feature
 * modules (people, leave, clock, ...) are added here as they land.
 * modules/example is not listed: it is the documentation's and the tests' module.
 */
export const serverModules: readonly ModuleDefinition[] = [];
