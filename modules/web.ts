import type { WebModuleDefinition } from "../web/modules.js";

/** The product's web modules, in one place; the web shell (a later issue) mounts their pages and slots. */
export const webModules: readonly WebModuleDefinition[] = [];
