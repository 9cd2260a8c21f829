import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { AppError } from "../../../../core/errors/app-error.js";
import type { GlobalRoutesOptions, ModuleTenants } from "../../../../core/modules/define-module.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { widgetContext } from "../../../../core/widgets/widget-gate.js";
import { variantKey } from "../../../../core/files/image-variants.js";
import {
  ORG_CHART_WIDGET_DEPTH,
  ORG_CHART_WIDGET_MAX,
  OrgChartAvatarParams,
  OrgChartWidget,
  OrgChartWidgetKeyQuery,
} from "../../contract/org-chart-widget.js";
import { WorkerModel } from "../workers/workers.model.js";
import { orgChartService } from "./org-chart.service.js";

const Binary = Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "The picture (JPEG or PNG)." });

/**
 * The small org chart widget's routes (`/api/widgets/people/...`, behind the core's widget gate: a publishable key
 * called from one of its origins). Anonymous, so only what a colleague's public card shows: name, role and picture of
 * active people, the top levels of the chart.
 */
export function createOrgChartWidgetRoutes(deps: {
  tenants: Pick<ModuleTenants, "summary">;
}): FastifyPluginAsync<GlobalRoutesOptions> {
  return async (plain, options) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const contextOf = (request: Parameters<typeof widgetContext>[0]) =>
      widgetContext(request, { module: "people", tenants: deps.tenants, now: options.now });

    app.get(
      "/widgets/people/org-chart",
      {
        schema: {
          tags: ["widgets"],
          summary: "The top of the company's org chart, for the org chart widget",
          description:
            "Anonymous (publishable key): active people of the top three levels of the chart (at most 150), depth-first, with their name, role, how many people are below them and whether they have a picture. Nothing else of their record.",
          querystring: OrgChartWidgetKeyQuery,
          response: { 200: OrgChartWidget },
        },
      },
      async (request) => {
        const ctx = await contextOf(request);
        const chart = await orgChartService.chart(ctx, {});
        const nodes = chart.nodes
          .filter((node) => node.depth < ORG_CHART_WIDGET_DEPTH)
          .slice(0, ORG_CHART_WIDGET_MAX)
          .map((node) => ({
            id: node.id,
            name: [node.name, node.lastName].filter(Boolean).join(" "),
            ...(node.role ? { role: node.role } : {}),
            parentId: node.parentId,
            depth: node.depth,
            totalReports: node.totalReports,
            photo: Boolean(node.avatar?.path),
          }));
        return { total: chart.total, nodes };
      },
    );

    app.get(
      "/widgets/people/avatars/:workerId",
      {
        schema: {
          tags: ["widgets"],
          summary: "An active person's small picture (50x50), for the org chart widget",
          description:
            "Anonymous (publishable key; loaded with `crossorigin=anonymous`, so the gate sees the page's origin): the small version of an active person's profile picture. A person without one, not active, or of another company: 404.",
          params: OrgChartAvatarParams,
          querystring: OrgChartWidgetKeyQuery,
          response: {
            200: {
              description: "The picture (JPEG or PNG), 50x50.",
              content: { "image/jpeg": { schema: Binary }, "image/png": { schema: Binary } },
            },
          },
        },
      },
      async (request, reply) => {
        const ctx = await contextOf(request);
        const worker = (await scoped(ctx, WorkerModel).findById(request.params.workerId, {
          projection: { avatar: 1, status: 1 },
        })) as { status?: string; avatar?: { path?: string } } | null;
        if (worker?.status !== "active" || !worker.avatar?.path) throw new AppError("NOT_FOUND");
        return app.files.send(reply, variantKey(worker.avatar.path, "50x50"), { cacheControl: "public, max-age=3600" });
      },
    );
  };
}
