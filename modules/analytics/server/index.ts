import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { defineModule } from "../../../core/modules/define-module.js";
import { requirePermission } from "../../../core/modules/modules.plugin.js";
import { peopleRecords } from "../../people/contract/records.js";
import { analyticsContract, Diversity, DiversityQuery, Growth, GrowthQuery, permissions } from "../contract/index.js";
import { createAnalyticsService } from "./analytics.service.js";

const Params = Type.Object({ companyId: Type.String() });

/**
 * People analytics (modules/analytics/README.md, issue 16): growth for everyone (employees: company level only) and
 * diversity for admins and managers, over people.records, with the minimum-group rule of core/reports.
 */
export const analyticsModule = defineModule({
  id: "analytics",
  contract: analyticsContract,
  needs: { records: peopleRecords },
  setup({ services: { records } }) {
    const analytics = createAnalyticsService({ records });
    return {
      routes: async (plain) => {
        const app = plain.withTypeProvider<TypeBoxTypeProvider>();
        app.get(
          "/analytics/growth",
          {
            schema: {
              summary: "Headcount, hires, terminations, turnover and tenure over months (6 people or more)",
              params: Params,
              querystring: GrowthQuery,
              response: { 200: Growth },
            },
            onRequest: requirePermission(analyticsContract, permissions.growth),
          },
          async (r) => analytics.growth(r.ctx, r.query),
        );
        app.get(
          "/analytics/diversity",
          {
            schema: {
              summary: "Diversity of the active people who answered (groups under 6 merged or hidden)",
              params: Params,
              querystring: DiversityQuery,
              response: { 200: Diversity },
            },
            onRequest: requirePermission(analyticsContract, permissions.diversity),
          },
          async (r) => analytics.diversity(r.ctx, r.query),
        );
      },
    };
  },
});
