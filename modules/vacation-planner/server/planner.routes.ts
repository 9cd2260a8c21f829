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
          description: `A year's vacation plan (\`year\`, default the current one): every department's headcount, minimum staffing and working days short of it, and for the chosen department (\`departmentId\`, default the first by name) per day of the year how many members are scheduled, present and away, the ranges below the minimum, and every member's leaves and plan entries; plus the company's holidays and leave types. Admins and leaders (\`vacation-planner.plan.read\`), premium plan only (else 403 \`PLAN_UPGRADE_REQUIRED\`); an unknown department is 404 \`NOT_FOUND\`.`,
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
          description: `Sets how many people a department needs present on a working day (0: no minimum, so no warnings) and answers it. Admins and leaders (\`vacation-planner.staffing.manage\`), premium plan only; an unknown department is 404 \`NOT_FOUND\`. Audited (\`vacation-planner.staffing.changed\`).`,
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
          description: `Plans an absence of an active worker (by user id) with a leave type counted in days; nothing is requested yet. Admins and leaders (\`vacation-planner.plan.manage\`), premium plan only. The range must be real days (\`DATE_INVALID\`), end not before start and at most 366 days (\`DATES_CHOOSE_CORRECT\`), not in the past (\`DATE_BEFORE_NOW\`), of a type counted in days (\`VACATION_PLAN_DAYS_ONLY\`) that allows ranges (\`LEAVE_RANGE_NOT_ALLOWED\`), and clear of the person's other plan entries and active leaves (\`VACATION_PLAN_OVERLAP\`); an unknown person or type is 404 \`NOT_FOUND\`. Audited (\`vacation-planner.entry.created\`).`,
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
        schema: {
          description: `Changes a plan entry's leave type, dates or note (an empty note removes it); the person is fixed. Admins and leaders (\`vacation-planner.plan.manage\`), premium plan only. New dates or type are checked as on creation; once the entry's leave request is active they are the request's business (\`VACATION_PLAN_REQUESTED\`), and while a request is being made from it the change is \`VACATION_PLAN_BUSY\`. Audited (\`vacation-planner.entry.changed\`).`,
          tags,
          params: EntryParams,
          body: PlanEntryPatch,
          response: { 200: PlanEntry },
        },
        onRequest: can(permissions.manage),
      },
      async (r) => planner.updateEntry(r.ctx, r.params.entryId, r.body),
    );
    app.delete(
      "/vacation-planner/entries/:entryId",
      {
        schema: {
          description: `Removes a plan entry; a leave request already made from it stays, as a leave of its own. Admins and leaders (\`vacation-planner.plan.manage\`), premium plan only; an unknown entry is 404 \`NOT_FOUND\`, one a request is being made from right now \`VACATION_PLAN_BUSY\`. Audited (\`vacation-planner.entry.removed\`).`,
          tags,
          params: EntryParams,
          response: { 204: Type.Null({ description: "Removed." }) },
        },
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
          description: `Turns a plan entry into a leave request for its person through the leave module (every leave rule applies and its errors are answered as they are): 201 with \`created: true\`, or 200 with the same request while the entry's request is active (once denied or canceled, a new one is made). Admins and leaders (\`vacation-planner.plan.manage\`), premium plan only; a concurrent call still at it is \`VACATION_PLAN_BUSY\`. Audited (\`vacation-planner.entry.requested\`); the person is notified when someone else asked.`,
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
