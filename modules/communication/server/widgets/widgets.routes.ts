import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import type { GlobalRoutesOptions, ModuleTenants } from "../../../../core/modules/define-module.js";
import { widgetContext } from "../../../../core/widgets/widget-gate.js";
import { NEWS_WIDGET_COUNT, NewsWidget, NewsWidgetKeyQuery, type CommunicationFeed } from "../../contract/index.js";

/**
 * The company news widget's route (`/api/widgets/communication/news`, behind the core's widget gate: a publishable key
 * called from one of its origins). Anonymous: only posts addressed to everyone whose send date has come, never a post
 * for a department, office or role.
 */
export function createNewsWidgetRoutes(deps: {
  feed: Pick<CommunicationFeed, "companyWide">;
  tenants: Pick<ModuleTenants, "summary">;
}): FastifyPluginAsync<GlobalRoutesOptions> {
  return async (plain, options) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      "/widgets/communication/news",
      {
        schema: {
          tags: ["widgets"],
          summary: "The company's latest news addressed to everyone, for the news widget",
          description:
            "Anonymous (publishable key): the latest posts whose audience is everyone and whose send date has come, newest first, as plain-text excerpts. Posts for departments, offices or roles are never shown.",
          querystring: NewsWidgetKeyQuery,
          response: { 200: NewsWidget },
        },
      },
      async (request) => {
        const ctx = await widgetContext(request, { module: "communication", tenants: deps.tenants, now: options.now });
        const items = await deps.feed.companyWide(ctx, { limit: NEWS_WIDGET_COUNT });
        return { items: [...items].sort((a, b) => b.sendDate.localeCompare(a.sendDate)) };
      },
    );
  };
}
