import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { Type, type Static, type TSchema } from "typebox";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import {
  CompanyPatch,
  CompanyProfile,
  Department,
  DepartmentInput,
  DepartmentList,
  DepartmentPatch,
  GeneralRole,
  GeneralRoleInput,
  GeneralRoleList,
  GeneralRolePatch,
  Office,
  OfficeInput,
  OfficeList,
  OfficePatch,
  Role,
  RoleInput,
  RoleList,
  RolePatch,
  StructureListQuery,
  structurePermissions,
} from "../../contract/structure.js";
import type { CompanyService } from "./company.service.js";
import type { NamedService } from "./named.service.js";
import { departmentsService, generalRolesService, officesService, rolesService } from "./structure.service.js";
import { peopleContract } from "../../contract/people.contract.js";

const Params = Type.Object({ companyId: Type.String() });
const ItemParams = Type.Object({ companyId: Type.String(), id: Type.String() });

const canRead = requirePermission(peopleContract, structurePermissions.read);
const canWrite = requirePermission(peopleContract, structurePermissions.write);

interface Collection<I extends TSchema, P extends TSchema, D extends TSchema, L extends TSchema> {
  path: string;
  tag: string;
  input: I;
  patch: P;
  item: D;
  list: L;
  service: NamedService<Static<I>, Static<P>, Static<D>>;
}

/** The five routes of one structure collection: list, get, create, update, soft removal. */
function collectionRoutes<I extends TSchema, P extends TSchema, D extends TSchema, L extends TSchema>(
  plain: FastifyInstance,
  c: Collection<I, P, D, L>,
): void {
  // generic over the collection's schemas, so typed by hand (the schemas still validate and serialize)
  const app = plain;
  const tags = ["people"];
  type ItemParams = Static<typeof ItemParams>;

  app.get<{ Querystring: StructureListQuery }>(
    c.path,
    {
      schema: {
        tags,
        summary: `List the company's ${c.tag} (name search, paging, by name)`,
        description: `A page of the company's live ${c.tag}, sorted by name; \`q\` matches part of the name, any case. Every level may read the structure (\`people.structure.read\`).`,
        params: Params,
        querystring: StructureListQuery,
        response: { 200: c.list },
      },
      onRequest: canRead,
    },
    async (request) => c.service.list(request.ctx, request.query),
  );

  app.get<{ Params: ItemParams }>(
    `${c.path}/:id`,
    {
      schema: {
        tags,
        summary: `One of the company's ${c.tag}`,
        description: `Any level may read it (\`people.structure.read\`). An id of another company, or of a removed one, is 404 \`NOT_FOUND\`.`,
        params: ItemParams,
        response: { 200: c.item },
      },
      onRequest: canRead,
    },
    async (request) => c.service.get(request.ctx, request.params.id),
  );

  app.post<{ Body: Static<I> }>(
    c.path,
    {
      schema: {
        tags,
        summary: `Create one of the ${c.tag}`,
        description: `For admins and managers (\`people.structure.write\`). The name is trimmed and must be unique among the company's live ${c.tag}: a taken one is 409 \`PEOPLE_NAME_TAKEN\` on \`name\`.`,
        params: Params,
        body: c.input,
        response: { 201: c.item },
      },
      onRequest: canWrite,
    },
    async (request, reply) => reply.status(201).send(await c.service.create(request.ctx, request.body as Static<I>)),
  );

  app.patch<{ Params: ItemParams; Body: Static<P> }>(
    `${c.path}/:id`,
    {
      schema: {
        tags,
        summary: `Update one of the ${c.tag}`,
        description: `A partial update for admins and managers (\`people.structure.write\`): only the fields sent change, \`null\` clears an optional one. A name taken by another live record is 409 \`PEOPLE_NAME_TAKEN\`; an unknown id 404 \`NOT_FOUND\`.`,
        params: ItemParams,
        body: c.patch,
        response: { 200: c.item },
      },
      onRequest: canWrite,
    },
    async (request) => c.service.update(request.ctx, request.params.id, request.body as Static<P>),
  );

  app.delete<{ Params: ItemParams }>(
    `${c.path}/:id`,
    {
      schema: {
        tags,
        summary: `Remove one of the ${c.tag} (soft removal)`,
        description: `For admins and managers (\`people.structure.write\`). The record leaves the lists and its name may be used again; an unknown id is 404 \`NOT_FOUND\`.`,
        params: ItemParams,
        response: { 204: Type.Null({ description: "Removed." }) },
      },
      onRequest: canWrite,
    },
    async (request, reply) => {
      await c.service.remove(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/**
 * The company structure routes (spec §2 "/company", "/company-edit", "general-roles"), mounted at
 * /api/companies/:companyId: departments, offices, roles, general roles, and the caller's company.
 */
export function createStructureRoutes(companyService: CompanyService): FastifyPluginAsync {
  return async (plain) => {
    collectionRoutes(plain, {
      path: "/departments",
      tag: "departments",
      input: DepartmentInput,
      patch: DepartmentPatch,
      item: Department,
      list: DepartmentList,
      service: departmentsService,
    });
    collectionRoutes(plain, {
      path: "/offices",
      tag: "offices",
      input: OfficeInput,
      patch: OfficePatch,
      item: Office,
      list: OfficeList,
      service: officesService,
    });
    collectionRoutes(plain, {
      path: "/roles",
      tag: "roles",
      input: RoleInput,
      patch: RolePatch,
      item: Role,
      list: RoleList,
      service: rolesService,
    });
    collectionRoutes(plain, {
      path: "/general-roles",
      tag: "general roles",
      input: GeneralRoleInput,
      patch: GeneralRolePatch,
      item: GeneralRole,
      list: GeneralRoleList,
      service: generalRolesService,
    });

    const app = plain.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/company",
      {
        schema: {
          tags: ["people"],
          summary: "The caller's company",
          description:
            "The company's profile as the people module keeps it: name, country, time zone, foundation date, national number, lunch time, logo and photo, its custom fields and the extra fields of every worker profile. Every level may read it.",
          params: Params,
          response: { 200: CompanyProfile },
        },
        onRequest: canRead,
      },
      async (request) => companyService.get(request.ctx),
    );

    app.patch(
      "/company",
      {
        schema: {
          tags: ["people"],
          summary: "Edit the caller's company (CNPJ checked for br)",
          description:
            "A partial update for admins and managers (`people.structure.write`); everything is checked before anything is written. A Brazilian company's `identityCard` must be a valid CNPJ (400 `VALIDATION_CNPJ`), `foundationDate` not in the future (`VALIDATION_DATE`), `gmt` an IANA time zone; `null` clears an optional field. Answers the updated profile.",
          params: Params,
          body: CompanyPatch,
          response: { 200: CompanyProfile },
        },
        onRequest: canWrite,
      },
      async (request) => companyService.update(request.ctx, request.body),
    );
  };
}
