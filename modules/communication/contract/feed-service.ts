import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";

/** A published post as other modules (and widgets built on them) show it: plain text, no markup. */
export interface FeedEntry {
  id: string;
  title: string;
  /** The post's text without markup, at most 280 characters. */
  excerpt: string;
  /** When it was (or is due to be) sent: ISO date-time, always in the past for a feed entry. */
  sendDate: string;
  pinned: boolean;
}

/**
 * The company news other modules read (`needs: { news: communicationFeed }`), e.g. a "company news" widget. Only
 * posts whose send date has come, pinned first, then newest first. Every call reads the context's company only.
 */
export interface CommunicationFeed {
  /** The posts a person may read: those addressed to everyone and to their department, office or role. */
  latestFor(ctx: ServiceContext, options: { userId: string; limit: number }): Promise<FeedEntry[]>;
  /** The posts addressed to everyone: what an anonymous reader (a public widget) may be shown. */
  companyWide(ctx: ServiceContext, options: { limit: number }): Promise<FeedEntry[]>;
}

/** The company news feed: `needs: { news: communicationFeed }`. */
export const communicationFeed = defineService<CommunicationFeed>("communication.feed");
