import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { authOf, requireFounder } from "../../core/auth/guards.js";
import { FounderPlanTableSchema, PlanTableSchema } from "../billing/billing.schemas.js";
import { planTable, planTableChanges, savePlanTable } from "./plans.service.js";
import type { PlanTable } from "./plans.types.js";

/** The founder's plan table answer, with the example of the OpenAPI document (the table after one price change). */
const PlanTableAnswer = Type.Object(FounderPlanTableSchema.properties, {
  examples: [
    {
      table: {
        trialDays: 30,
        plans: [
          { id: "starter", maxPeople: 10, prices: { USD: 100, BRL: 500 }, companyCurrency: true, features: [] },
          { id: "flash", maxPeople: 20, prices: { USD: 100, BRL: 500 }, companyCurrency: true, features: [] },
          {
            id: "enterprise",
            maxPeople: null,
            prices: { USD: 500 },
            companyCurrency: false,
            features: [],
          },
          {
            id: "premium",
            maxPeople: 100,
            prices: { USD: 500, BRL: 2700 },
            companyCurrency: true,
            features: ["vacation-planner", "clock.overtime"],
          },
        ],
        revision: 3,
      },
      changes: [
        {
          at: "2026-11-02T15:40:18.000Z",
          userId: "6650f1c2a9d3e4b5c6d7e800",
          revision: 3,
          summary: ['premium.prices: {"USD":500,"BRL":2500} → {"USD":500,"BRL":2700}'],
        },
      ],
    },
  ],
});

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
          description:
            "Founder only: anyone else, an API key included, gets 404 `NOT_FOUND` as for a route that does not exist. The plan table in force (each plan's people limit, monthly price per person in cents by currency, gated features; the trial days) with its `revision`, and its latest 20 changes, newest first.",
          response: { 200: PlanTableAnswer },
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
          description:
            "Founder only: anyone else, an API key included, gets 404 `NOT_FOUND` as for a route that does not exist. Saves the whole table (every plan once, whole cents, known currencies and features: `VALIDATION_INVALID` otherwise) if `revision` is still the one in force, else `TENANT_PLAN_TABLE_CHANGED_MEANWHILE`; the change is kept in its history and applies on every instance from the next request (plan gates, people limits, the next bills). Answers the table and history as the read does.",
          body: PlanTableSchema,
          response: { 200: PlanTableAnswer },
        },
      },
      async (request) => {
        const userId = authOf(request).user.id;
        await savePlanTable({ now: options.now, userId }, request.body as PlanTable & { revision: number });
        return answer();
      },
    );
  };
