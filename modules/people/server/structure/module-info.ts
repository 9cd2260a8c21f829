import { structurePermissions } from "../../contract/structure.js";

/**
 * The structure part's permissions, for the people module definition (the lead merges them into
 * `server/index.ts`) and for `requirePermission` in the routes.
 */
export const structurePermissionLevels = {
  [structurePermissions.read]: ["admin", "revisor", "requester"],
  [structurePermissions.write]: ["admin", "revisor"],
} as const satisfies Record<string, ReadonlyArray<"admin" | "revisor" | "requester">>;

/** What `requirePermission` needs: the module id and these permissions. */
export const structureModuleInfo = {
  id: "people",
  permissions: {
    [structurePermissions.read]: [...structurePermissionLevels[structurePermissions.read]],
    [structurePermissions.write]: [...structurePermissionLevels[structurePermissions.write]],
  },
};
