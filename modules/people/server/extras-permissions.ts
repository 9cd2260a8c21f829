import type { Level } from "../../../core/context.js";
import { peoplePermissions } from "../contract/permissions.js";

const ALL: Level[] = ["admin", "revisor", "requester"];

/** Levels per permission of the people module's extras (contract/permissions.ts); spread into the definition. */
export const extrasPermissionLevels: Record<string, Level[]> = {
  [peoplePermissions.basicRead]: ALL,
  [peoplePermissions.selfWrite]: ALL,
  [peoplePermissions.fieldsManage]: ["admin"],
  // spec §2: the org chart route is for admin and revisor
  [peoplePermissions.reportsRead]: ["admin", "revisor"],
  [peoplePermissions.surveysWrite]: ["admin"],
  [peoplePermissions.workersImport]: ["admin"],
};

/** What `requirePermission` needs for the extras' routes. */
export const extrasModuleInfo = { id: "people", permissions: extrasPermissionLevels };
