import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { authOf, requireFounder } from "../../core/auth/guards.js";
import { FounderPlanTableSchema, PlanTableSchema } from "../billing/billing.schemas.js";
import { planTable, planTableChanges, savePlanTable } from "./plans.service.js";
import type { PlanTable } from "./plans.types.js";

/** What changed between two tables, one line per changed value (the founder's change history). */
export function describeChange(before: PlanTable, after: PlanTable): string[] {
  const out: string[] = [];
  if (before.trialDays !== after.trialDays) out.push(`trialDays: ${before.trialDays} → ${after.trialDays}`);
  for (const plan of after.plans) {
    const was = before.plans.find((p) => p.id === plan.id);
    for (const key of ["maxPeople", "prices", "companyCurrency", "features"] as const) {
      const a = JSON.stringify(was?.[key] ?? null);
      const b = JSON.stringify(plan[key]);
      if (a !== b) out.push(`${plan.id}.${key}: ${a} → ${b}`);
    }
  }
  return out;
}

/**
 * The founder's plan table (/change-plan; tenants/README.md "Plans"): read it with its change history, save it.
 * Founder only, like every /api/founder route (anyone else: 404).
 */
export const planTableRoutes =
  (options: { now: () => Date }): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const answer = async () => ({
      table: await planTable(),
      changes: (await planTableChanges()).map((c) => ({
        at: c.at.toISOString(),
        userId: c.userId,
        revision: c.revision,
        summary: describeChange(c.before, c.after),
      })),
    });

    app.get(
      "/api/founder/plans",
      {
        onRequest: requireFounder,
        schema: {
          operationId: "getPlanTable",
          tags: ["founder"],
          summary: "The plan table in force (limits, prices, gated features, trial) and its changes (founder only)",
          response: { 200: FounderPlanTableSchema },
        },
      },
      answer,
    );

    app.put(
      "/api/founder/plans",
      {
        onRequest: requireFounder,
        schema: {
          operationId: "savePlanTable",
          tags: ["founder"],
          summary: "Saves the plan table, in force on every instance at once; recorded in its history (founder only)",
          body: PlanTableSchema,
          response: { 200: FounderPlanTableSchema },
        },
      },
      async (request) => {
        const userId = authOf(request).user.id;
        await savePlanTable({ now: options.now, userId }, request.body as PlanTable & { revision: number });
        return answer();
      },
    );
  };
