import type { Level } from "../../../../core/context.js";
import { workerPermissions } from "../../contract/workers.js";

/** Levels per workers permission; the people module's definition spreads these into its `permissions`. */
export const workersPermissionLevels = {
  [workerPermissions.read]: ["admin", "revisor"],
  [workerPermissions.write]: ["admin", "revisor"],
  [workerPermissions.manage]: ["admin"],
  [workerPermissions.terminate]: ["admin"],
} as const satisfies Record<string, Level[]>;

/** What the workers routes need of the definition (kept apart so routes and index do not import each other). */
export const workersModuleInfo = {
  id: "people",
  permissions: {
    [workerPermissions.read]: [...workersPermissionLevels[workerPermissions.read]],
    [workerPermissions.write]: [...workersPermissionLevels[workerPermissions.write]],
    [workerPermissions.manage]: [...workersPermissionLevels[workerPermissions.manage]],
    [workerPermissions.terminate]: [...workersPermissionLevels[workerPermissions.terminate]],
  } as Record<string, Level[]>,
};
