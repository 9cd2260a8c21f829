import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { OfficeAddress } from "../../contract/structure.js";
import { AddressSchema } from "../address.schema.js";

/** Names are unique per company among live records (a removed name may be used again). */
const uniqueLiveName = [
  { fields: { name: 1 as const }, options: { unique: true, partialFilterExpression: { deletedAt: null } } },
];

export interface DepartmentDoc {
  name: string;
  description?: string;
  /** The worker who manages the department (a people worker id). */
  managerWorkerId?: string;
}

export const DepartmentModel = defineTenantModel<DepartmentDoc>(
  "PeopleDepartment",
  {
    name: { type: String, required: true, trim: true },
    description: { type: String },
    managerWorkerId: { type: String },
  },
  { collection: "people_departments", indexes: uniqueLiveName },
);

export interface OfficeDoc {
  name: string;
  address?: OfficeAddress;
}

export const OfficeModel = defineTenantModel<OfficeDoc>(
  "PeopleOffice",
  {
    name: { type: String, required: true, trim: true },
    address: { type: AddressSchema, default: undefined },
  },
  { collection: "people_offices", indexes: uniqueLiveName },
);

export interface RoleDoc {
  name: string;
  /** Spec §3 "Role": the access level a worker with this role gets. */
  levelAccess: "admin" | "revisor" | "requester";
}

export const RoleModel = defineTenantModel<RoleDoc>(
  "PeopleRole",
  {
    name: { type: String, required: true, trim: true },
    levelAccess: { type: String, required: true, enum: ["admin", "revisor", "requester"] },
  },
  { collection: "people_roles", indexes: uniqueLiveName },
);

export interface GeneralRoleDoc {
  name: string;
  description?: string;
}

export const GeneralRoleModel = defineTenantModel<GeneralRoleDoc>(
  "PeopleGeneralRole",
  {
    name: { type: String, required: true, trim: true },
    description: { type: String },
  },
  { collection: "people_general_roles", indexes: uniqueLiveName },
);

/** Every model of the structure part, for the module definition. */
export const structureModels = [DepartmentModel, OfficeModel, RoleModel, GeneralRoleModel];
