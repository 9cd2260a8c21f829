import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { requirePermission } from "../../../core/modules/modules.plugin.js";
import {
  MinimumStaffing,
  MinimumStaffingInput,
  PlanEntry,
  PlanEntryInput,
  PlanEntryPatch,
  PlanEntryRequestResult,
  PlannerQuery,
  PlannerYear,
  permissions,
} from "../contract/index.js";
import { vacationPlannerContract as info } from "../contract/index.js";
import type { PlannerService } from "./planner.service.js";

const Params = Type.Object({ companyId: Type.String() });
const DepartmentParams = Type.Object({ companyId: Type.String(), departmentId: Type.String() });
const EntryParams = Type.Object({ companyId: Type.String(), entryId: Type.String() });
const tags = ["vacation-planner"];

/** The planner's tenant routes (spec §2 /vacation-planner: admin, revisor; premium, gated by the core per module). */
export function createPlannerRoutes(planner: PlannerService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const can = (permission: keyof typeof info.permissions) => requirePermission(info, permission);

    app.get(
      "/vacation-planner",
      {
        schema: {
          tags,
          summary: "A year's plan: departments' coverage against their minimum staffing, warnings, who is out",
          params: Params,
          querystring: PlannerQuery,
          response: { 200: PlannerYear },
        },
        onRequest: can(permissions.read),
      },
      async (r) => planner.year(r.ctx, r.query),
    );
    app.put(
      "/vacation-planner/departments/:departmentId/minimum-staffing",
      {
        schema: {
          tags,
          summary: "Sets how many people a department needs present on a working day (0: no minimum)",
          params: DepartmentParams,
          body: MinimumStaffingInput,
          response: { 200: MinimumStaffing },
        },
        onRequest: can(permissions.staffing),
      },
      async (r) => planner.setMinimum(r.ctx, r.params.departmentId, r.body),
    );
    app.post(
      "/vacation-planner/entries",
      {
        schema: {
          tags,
          summary: "Plans a person's absence",
          params: Params,
          body: PlanEntryInput,
          response: { 201: PlanEntry },
        },
        onRequest: can(permissions.manage),
      },
      async (r, reply) => reply.status(201).send(await planner.createEntry(r.ctx, r.body)),
    );
    app.patch(
      "/vacation-planner/entries/:entryId",
      {
        schema: { tags, params: EntryParams, body: PlanEntryPatch, response: { 200: PlanEntry } },
        onRequest: can(permissions.manage),
      },
      async (r) => planner.updateEntry(r.ctx, r.params.entryId, r.body),
    );
    app.delete(
      "/vacation-planner/entries/:entryId",
      {
        schema: { tags, params: EntryParams, response: { 204: Type.Null({ description: "Removed." }) } },
        onRequest: can(permissions.manage),
      },
      async (r, reply) => {
        await planner.removeEntry(r.ctx, r.params.entryId);
        return reply.status(204).send(null);
      },
    );
    app.post(
      "/vacation-planner/entries/:entryId/request",
      {
        schema: {
          tags,
          summary: "Turns a plan entry into a leave request for its person (201; 200 with the same request again)",
          params: EntryParams,
          response: { 200: PlanEntryRequestResult, 201: PlanEntryRequestResult },
        },
        onRequest: can(permissions.manage),
      },
      async (r, reply) => {
        const result = await planner.request(r.ctx, r.params.entryId);
        return reply.status(result.created ? 201 : 200).send(result);
      },
    );
  };
}
