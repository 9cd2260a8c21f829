import { localized } from "../../../core/i18n/localized-text.js";
import { defineContract, defineEvent } from "../../../core/modules/contract.js";
import { communicationErrors } from "./errors.js";

export { communicationErrors } from "./errors.js";
export { communicationFeed, type CommunicationFeed, type FeedEntry } from "./feed-service.js";
export * from "./news.js";
export * from "./widgets.js";

/**
 * The communication module's public contract (company news, issue 17): payload schemas, permission and event ids,
 * error codes, notification kinds and the feed it provides. Isomorphic, so web code, widgets and other modules may
 * import it.
 */
export const permissions = {
  /** Read the feed (home, /news) and mark posts read: every level. */
  read: "communication.news.read",
  /** Write, schedule, pin and remove posts, see audiences and read counts (spec §2 "/communication admin"). */
  manage: "communication.news.manage",
} as const;

export const events = {
  /** A post was written (sent now or scheduled). */
  created: defineEvent<{ newsId: string; title: string; sendDate: string }>("communication.news.created"),
  /** A post reached its audience (notifications handed out). */
  sent: defineEvent<{ newsId: string; recipients: number }>("communication.news.sent"),
  /** A post was removed (soft: it stays in the collection with `deletedAt`). */
  removed: defineEvent<{ newsId: string }>("communication.news.removed"),
};

/** The notification a post's audience receives (in the app, by mail and by push, as each person's settings say). */
export const NEWS_PUBLISHED = "communication.news.published";

/** The communication module's contract: who may do what, its error codes, and what it tells other modules. */
export const communicationContract = defineContract({
  id: "communication",
  permissions: {
    [permissions.read]: ["admin", "revisor", "requester"],
    [permissions.manage]: ["admin"],
  },
  errors: communicationErrors,
  events,
  notifications: {
    [NEWS_PUBLISHED]: {
      label: localized(
        "Company news was published",
        "Uma notícia da empresa foi publicada",
        "Se publicó una noticia de la empresa",
      ),
    },
  },
});
