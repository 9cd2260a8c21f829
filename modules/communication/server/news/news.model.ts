import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { NewsStatus } from "../../contract/index.js";

export interface NewsDoc {
  title: string;
  /** Sanitised HTML (news-html.ts). */
  body: string;
  /** The text without markup, shortened, for cards, notifications and mails. */
  excerpt: string;
  audience: { everyone: boolean; departmentIds: string[]; officeIds: string[]; roleIds: string[] };
  /** Spec §3 "news (sendDate)": when the audience gets it. The feed shows a post from then on. */
  sendDate: Date;
  /** `scheduled` until the notifications went out; `sending` while one instance hands them out. */
  status: NewsStatus | "sending";
  /** When an instance claimed the delivery (a claim older than the lease is taken over). */
  claimedAt?: Date | null;
  pinned: boolean;
  authorId: string;
  recipients: number;
  reads: number;
}

/** A company's posts; `companyId`, timestamps and `deletedAt` come from defineTenantModel. */
export const NewsModel = defineTenantModel<NewsDoc>(
  "CommunicationNews",
  {
    title: { type: String, required: true, trim: true },
    body: { type: String, default: "" },
    excerpt: { type: String, default: "" },
    audience: {
      everyone: { type: Boolean, default: false },
      departmentIds: { type: [String], default: [] },
      officeIds: { type: [String], default: [] },
      roleIds: { type: [String], default: [] },
    },
    sendDate: { type: Date, required: true },
    status: { type: String, required: true },
    claimedAt: { type: Date, default: null },
    pinned: { type: Boolean, default: false },
    authorId: { type: String, required: true },
    recipients: { type: Number, default: 0 },
    reads: { type: Number, default: 0 },
  },
  {
    collection: "communication_news",
    indexes: [
      // the feed: pinned first, then newest, among those already due
      { fields: { pinned: -1, sendDate: -1 } },
      // the delivery job: scheduled posts that are due
      { fields: { status: 1, sendDate: 1 } },
    ],
  },
);

export interface NewsReadDoc {
  newsId: string;
  userId: string;
  readAt: Date;
}

/** Who opened which post (one record per person and post): the read counts and each person's unread marks. */
export const NewsReadModel = defineTenantModel<NewsReadDoc>(
  "CommunicationNewsRead",
  {
    newsId: { type: String, required: true },
    userId: { type: String, required: true },
    readAt: { type: Date, required: true },
  },
  {
    collection: "communication_news_reads",
    indexes: [{ fields: { newsId: 1, userId: 1 }, options: { unique: true } }, { fields: { userId: 1, newsId: 1 } }],
  },
);
