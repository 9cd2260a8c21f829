import { defineModule, on, provide } from "../../../core/modules/define-module.js";
import { peopleDirectory } from "../../people/contract/directory.js";
import { communicationContract, communicationFeed, events } from "../contract/index.js";
import { NewsModel, NewsReadModel } from "./news/news.model.js";
import { newsRoutes } from "./news/news.routes.js";
import { seedNews } from "./news/news.seed.js";
import { createNewsService, feedForOtherModules } from "./news/news.service.js";
import { createNewsWidgetRoutes } from "./widgets/widgets.routes.js";

/** The communication module (modules/communication/README.md): company news, its feed and its delivery (issue 17). */
export const communicationModule = defineModule({
  id: "communication",
  contract: communicationContract,
  models: [NewsModel, NewsReadModel],
  needs: { people: peopleDirectory },
  setup({ events: bus, audit, notifications, files, tenants, services: { people } }) {
    const news = createNewsService({ events: bus, people, notifications, files });
    const feed = feedForOtherModules(news);
    const record = (action: string, newsId: string, details?: Record<string, unknown>) =>
      ({ action, target: { type: "communication.news", id: newsId }, ...(details ? { details } : {}) }) as const;
    return {
      routes: newsRoutes(news),
      // the intranet's company news widget (issue 19): /api/widgets/communication/news
      globalRoutes: async (app, options) => {
        await app.register(createNewsWidgetRoutes({ feed, tenants }), { prefix: "", now: options.now });
      },
      jobs: [
        {
          // posts whose send date has come reach their audience; each post is claimed once (news.service sendDue)
          name: "communication.send-due",
          scope: "tenant",
          every: "1 minute",
          async handler(ctx) {
            const sent = await news.sendDue(ctx);
            if (sent > 0) ctx.log.info({ sent }, "communication: scheduled news sent");
          },
        },
      ],
      subscribers: [
        on(events.created, async (ctx, p) => {
          await audit.record(ctx, record(events.created.name, p.newsId, { title: p.title, sendDate: p.sendDate }));
        }),
        on(events.removed, async (ctx, p) => {
          await audit.record(ctx, record(events.removed.name, p.newsId));
        }),
      ],
      provides: [provide(communicationFeed, feed)],
      seed: (ctx, input) => seedNews(ctx, { news, people }, input),
    };
  },
});
