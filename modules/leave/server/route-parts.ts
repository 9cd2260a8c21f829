import { Type } from "typebox";
import { requirePermission } from "../../../core/modules/modules.plugin.js";
import { leaveContract } from "../contract/index.js";
import { TenantParams } from "../../../core/lists/schemas.js";

/** What every resource's routes share: the OpenAPI tag, the tenant path's params, the 204 body, the permission hook. */
export const tags = ["leave"];
export const Params = TenantParams;
export const Removed = Type.Null({ description: "Removed." });
export const can = (permission: keyof typeof leaveContract.permissions) => requirePermission(leaveContract, permission);
