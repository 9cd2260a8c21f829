import type { WebModuleDefinition } from "../web/modules.js";
import { peopleWeb } from "./people/web/index.js";
import { leaveWeb } from "./leave/web/index.js";
import { vacationPlannerWeb } from "./vacation-planner/web/index.js";

/** The product's web modules, in one place; the web shell mounts their pages, navigation, slots and messages. */
export const webModules: readonly WebModuleDefinition[] = [peopleWeb, leaveWeb, vacationPlannerWeb];
