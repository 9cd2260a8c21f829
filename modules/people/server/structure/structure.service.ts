import type {
  Department,
  DepartmentInput,
  DepartmentPatch,
  GeneralRole,
  GeneralRoleInput,
  GeneralRolePatch,
  Office,
  OfficeInput,
  OfficePatch,
  Role,
  RoleInput,
  RolePatch,
} from "../../contract/structure.js";
import { namedService } from "./named.service.js";
import {
  DepartmentModel,
  type DepartmentDoc,
  GeneralRoleModel,
  type GeneralRoleDoc,
  OfficeModel,
  type OfficeDoc,
  RoleModel,
  type RoleDoc,
} from "./structure.models.js";

interface Stored {
  _id: unknown;
  createdAt: Date;
  updatedAt: Date;
}

const base = (doc: Stored & { name: string }) => ({
  id: String(doc._id),
  name: doc.name,
  createdAt: doc.createdAt.toISOString(),
  updatedAt: doc.updatedAt.toISOString(),
});

/** Omits empty optional values, so the DTO has only what is set. */
function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined && v !== null && v !== ""),
  ) as Partial<T>;
}

export const departmentsService = namedService<DepartmentDoc, DepartmentInput, DepartmentPatch, Department>(
  DepartmentModel,
  (doc) => ({ ...base(doc), ...present({ description: doc.description, managerWorkerId: doc.managerWorkerId }) }),
);

export const officesService = namedService<OfficeDoc, OfficeInput, OfficePatch, Office>(OfficeModel, (doc) => {
  const address = doc.address ? present({ ...doc.address }) : undefined;
  return { ...base(doc), ...(address && Object.keys(address).length > 0 ? { address } : {}) };
});

export const rolesService = namedService<RoleDoc, RoleInput, RolePatch, Role>(RoleModel, (doc) => ({
  ...base(doc),
  levelAccess: doc.levelAccess,
}));

export const generalRolesService = namedService<GeneralRoleDoc, GeneralRoleInput, GeneralRolePatch, GeneralRole>(
  GeneralRoleModel,
  (doc) => ({ ...base(doc), ...present({ description: doc.description }) }),
);
