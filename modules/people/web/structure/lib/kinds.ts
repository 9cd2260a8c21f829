import type {
  Department,
  DepartmentInput,
  GeneralRole,
  GeneralRoleInput,
  Office,
  OfficeInput,
  Role,
  RoleInput,
} from "../../../contract/structure.js";
import { api } from "@web/kit";

/** Search and paging of a structure list (spec §9: pages of 5, 20 or 50). */
export interface ListQuery {
  q?: string;
  limit: number;
  skip: number;
}

/**
 * One collection of the company's structure as the pages see it: where it lives, its message ids and its calls.
 * `update` takes the whole form and sends a patch (a cleared optional field is sent as `null`).
 */
export interface StructureKind<T extends { id: string; name: string }, I> {
  id: "departments" | "offices" | "roles" | "generalRoles";
  /** The list page's path; items live at `${path}/:id`. */
  path: string;
  /** Message id prefix: `${messages}.title`, `.create`, `.edit`, ... */
  messages: string;
  /** The workers filter that lists the people of one item (`GET /workers?departmentId=`), if any. */
  workerFilter?: "departmentId" | "officeId" | "roleId";
  list(companyId: string, query: ListQuery): Promise<{ items: T[]; total: number }>;
  get(companyId: string, id: string): Promise<T>;
  create(companyId: string, input: I): Promise<T>;
  update(companyId: string, id: string, input: I): Promise<T>;
  remove(companyId: string, id: string): Promise<void>;
}

const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export const departmentsKind: StructureKind<Department, DepartmentInput> = {
  id: "departments",
  path: "/company/departments",
  messages: "people.structure.departments",
  workerFilter: "departmentId",
  list: (companyId, query) => api.get("/api/companies/{companyId}/departments", { params: { companyId }, query }),
  get: (companyId, id) => api.get("/api/companies/{companyId}/departments/{id}", { params: { companyId, id } }),
  create: (companyId, body) => api.post("/api/companies/{companyId}/departments", { params: { companyId }, body }),
  update: (companyId, id, input) =>
    api.patch("/api/companies/{companyId}/departments/{id}", {
      params: { companyId, id },
      body: {
        name: input.name,
        description: orNull(input.description),
        managerWorkerId: input.managerWorkerId ?? null,
      },
    }),
  remove: async (companyId, id) => {
    await api.delete("/api/companies/{companyId}/departments/{id}", { params: { companyId, id } });
  },
};

export const officesKind: StructureKind<Office, OfficeInput> = {
  id: "offices",
  path: "/company/offices",
  messages: "people.structure.offices",
  workerFilter: "officeId",
  list: (companyId, query) => api.get("/api/companies/{companyId}/offices", { params: { companyId }, query }),
  get: (companyId, id) => api.get("/api/companies/{companyId}/offices/{id}", { params: { companyId, id } }),
  create: (companyId, body) => api.post("/api/companies/{companyId}/offices", { params: { companyId }, body }),
  update: (companyId, id, input) =>
    api.patch("/api/companies/{companyId}/offices/{id}", {
      params: { companyId, id },
      body: { name: input.name, address: input.address ?? null },
    }),
  remove: async (companyId, id) => {
    await api.delete("/api/companies/{companyId}/offices/{id}", { params: { companyId, id } });
  },
};

export const rolesKind: StructureKind<Role, RoleInput> = {
  id: "roles",
  path: "/company/roles",
  messages: "people.structure.roles",
  workerFilter: "roleId",
  list: (companyId, query) => api.get("/api/companies/{companyId}/roles", { params: { companyId }, query }),
  get: (companyId, id) => api.get("/api/companies/{companyId}/roles/{id}", { params: { companyId, id } }),
  create: (companyId, body) => api.post("/api/companies/{companyId}/roles", { params: { companyId }, body }),
  update: (companyId, id, body) =>
    api.patch("/api/companies/{companyId}/roles/{id}", { params: { companyId, id }, body }),
  remove: async (companyId, id) => {
    await api.delete("/api/companies/{companyId}/roles/{id}", { params: { companyId, id } });
  },
};

export const generalRolesKind: StructureKind<GeneralRole, GeneralRoleInput> = {
  id: "generalRoles",
  path: "/general-roles",
  messages: "people.structure.generalRoles",
  list: (companyId, query) => api.get("/api/companies/{companyId}/general-roles", { params: { companyId }, query }),
  get: (companyId, id) => api.get("/api/companies/{companyId}/general-roles/{id}", { params: { companyId, id } }),
  create: (companyId, body) => api.post("/api/companies/{companyId}/general-roles", { params: { companyId }, body }),
  update: (companyId, id, input) =>
    api.patch("/api/companies/{companyId}/general-roles/{id}", {
      params: { companyId, id },
      body: { name: input.name, description: orNull(input.description) },
    }),
  remove: async (companyId, id) => {
    await api.delete("/api/companies/{companyId}/general-roles/{id}", { params: { companyId, id } });
  },
};

/** The cache key of a kind's answers (lists and items), invalidated after every write. */
export const kindKey = (companyId: string, kind: { id: string }) =>
  ["companies", companyId, "people", kind.id] as const;
