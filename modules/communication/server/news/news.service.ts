import { randomUUID } from "node:crypto";
import { actorId, requireUser, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { FilesService } from "../../../../core/files/types.js";
import { localized } from "../../../../core/i18n/localized-text.js";
import { listPage } from "../../../../core/lists/index.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import type { NotificationsService } from "../../../../core/notifications/notifications.service.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { PeopleDirectory } from "../../../people/contract/directory.js";
import {
  events,
  NEWS_PUBLISHED,
  newsImagePath,
  type AudienceOptions,
  type CommunicationFeed,
  type Feed,
  type FeedEntry,
  type FeedPost,
  type FeedQuery,
  type NewsAudience,
  type NewsInput,
  type NewsList,
  type NewsListQuery,
  type NewsPatch,
  type NewsPost,
} from "../../contract/index.js";
import { excerptOf, hasContent, sanitizeNewsHtml } from "./news-html.js";
import { NewsModel, NewsReadModel, type NewsDoc } from "./news.model.js";

/** How long one instance may hold a post's delivery before another takes it over (a crash mid-delivery). */
const DELIVERY_LEASE_MS = 10 * 60_000;

type NewsRecord = NewsDoc & { _id: unknown; createdAt: Date };

function toPost(doc: NewsRecord): NewsPost {
  return {
    id: String(doc._id),
    title: doc.title,
    body: doc.body,
    audience: {
      everyone: doc.audience.everyone,
      departmentIds: [...(doc.audience.departmentIds ?? [])],
      officeIds: [...(doc.audience.officeIds ?? [])],
      roleIds: [...(doc.audience.roleIds ?? [])],
    },
    sendDate: doc.sendDate.toISOString(),
    // a delivery in progress is still scheduled for its admins: the audience has not been told yet
    status: doc.status === "sent" ? "sent" : "scheduled",
    pinned: doc.pinned,
    authorId: doc.authorId,
    recipients: doc.recipients,
    reads: doc.reads,
    createdAt: doc.createdAt.toISOString(),
  };
}

const toEntry = (doc: NewsRecord): FeedEntry => ({
  id: String(doc._id),
  title: doc.title,
  excerpt: doc.excerpt,
  sendDate: doc.sendDate.toISOString(),
  pinned: doc.pinned,
});

/** Pinned first, then newest first (a total order: `_id` last). */
const FEED_SORT = { pinned: -1, sendDate: -1, _id: -1 } as const;

function isDuplicateKey(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === 11000;
}

/**
 * Company news (issue 17): admins write posts for an audience, sent now or at their `sendDate`; people read the posts
 * addressed to them in their feed. `ctx` first; data only through `scoped`; the service that writes emits the event.
 */
export function createNewsService(deps: {
  events: ModuleEvents;
  people: PeopleDirectory;
  notifications: NotificationsService;
  files: FilesService;
}) {
  const { people, notifications, files } = deps;
  const news = (ctx: ServiceContext) => scoped(ctx, NewsModel);

  /** The audience as stored: everyone, or the chosen ids, each checked against people's structure. */
  async function checkedAudience(ctx: ServiceContext, input: NewsAudience): Promise<NewsDoc["audience"]> {
    if (input.everyone) return { everyone: true, departmentIds: [], officeIds: [], roleIds: [] };
    const audience = {
      everyone: false,
      departmentIds: input.departmentIds ?? [],
      officeIds: input.officeIds ?? [],
      roleIds: input.roleIds ?? [],
    };
    if (audience.departmentIds.length + audience.officeIds.length + audience.roleIds.length === 0)
      throw new AppError("COMMUNICATION_AUDIENCE_EMPTY", { field: "audience" });
    const options = await audienceOptions(ctx);
    const known = (list: Array<{ id: string }>, ids: string[]) => ids.every((id) => list.some((x) => x.id === id));
    if (
      !known(options.departments, audience.departmentIds) ||
      !known(options.offices, audience.officeIds) ||
      !known(options.roles, audience.roleIds)
    )
      throw new AppError("COMMUNICATION_AUDIENCE_UNKNOWN", { field: "audience" });
    return audience;
  }

  async function audienceOptions(ctx: ServiceContext): Promise<AudienceOptions> {
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    const [departments, offices, roles] = await Promise.all([
      people.departments(ctx),
      people.offices(ctx),
      people.roles(ctx),
    ]);
    return { departments: departments.sort(byName), offices: offices.sort(byName), roles: roles.sort(byName) };
  }

  /** The user ids a post goes to: the active workers of the company, or of its departments, offices and roles. */
  async function recipientsOf(ctx: ServiceContext, audience: NewsDoc["audience"]): Promise<string[]> {
    if (audience.everyone) return (await people.listActive(ctx)).map((w) => w.userId).filter(Boolean);
    const groups = await Promise.all([
      ...audience.departmentIds.map((departmentId) => people.members(ctx, { departmentId })),
      ...audience.officeIds.map((officeId) => people.members(ctx, { officeId })),
      ...audience.roleIds.map((roleId) => people.members(ctx, { roleId })),
    ]);
    return [...new Set(groups.flat())];
  }

  /**
   * The posts a person may read, due at `ctx.now()`: addressed to everyone, or to their department, office or role
   * (people's directory). Someone without a worker profile (a company's first admin) reads the company-wide ones.
   */
  async function visibleTo(ctx: ServiceContext, userId: string) {
    const worker = await people.byUserId(ctx, userId);
    const reach: object[] = [{ "audience.everyone": true }];
    if (worker?.departmentId) reach.push({ "audience.departmentIds": worker.departmentId });
    if (worker?.officeId) reach.push({ "audience.officeIds": worker.officeId });
    if (worker?.roleId) reach.push({ "audience.roleIds": worker.roleId });
    return { sendDate: { $lte: ctx.now() }, $or: reach };
  }

  const companyWideFilter = (ctx: ServiceContext) => ({ sendDate: { $lte: ctx.now() }, "audience.everyone": true });

  async function feedPosts(ctx: ServiceContext, userId: string, docs: NewsRecord[]): Promise<FeedPost[]> {
    const ids = docs.map((d) => String(d._id));
    const reads = ids.length
      ? await scoped(ctx, NewsReadModel).find({ userId, newsId: { $in: ids } }, { projection: { newsId: 1 } })
      : [];
    const read = new Set(reads.map((r) => r.newsId));
    return docs.map((d) => ({
      id: String(d._id),
      title: d.title,
      body: d.body,
      excerpt: d.excerpt,
      sendDate: d.sendDate.toISOString(),
      pinned: d.pinned,
      read: read.has(String(d._id)),
    }));
  }

  /** Hands a claimed post to its audience (in the app, by mail and by push, as each person's settings say). */
  async function deliver(ctx: ServiceContext, doc: NewsRecord): Promise<void> {
    const userIds = await recipientsOf(ctx, doc.audience);
    const newsId = String(doc._id);
    const result = userIds.length
      ? await notifications.notify(ctx, {
          userIds,
          type: NEWS_PUBLISHED,
          title: localized(`News: ${doc.title}`, `Notícia: ${doc.title}`, `Noticia: ${doc.title}`),
          body: localized(doc.excerpt || doc.title, doc.excerpt || doc.title, doc.excerpt || doc.title),
          link: `/news/${newsId}`,
          data: { newsId },
        })
      : { delivered: [] };
    await news(ctx).updateOne(
      { _id: newsId, status: "sending" },
      { $set: { status: "sent", claimedAt: null, recipients: result.delivered.length } },
    );
    await deps.events.emit(ctx, events.sent, { newsId, recipients: result.delivered.length });
  }

  const service = {
    async create(ctx: ServiceContext, input: NewsInput): Promise<NewsPost> {
      const title = input.title.trim();
      if (!title) throw new AppError("VALIDATION_REQUIRED", { field: "title" });
      const body = sanitizeNewsHtml(input.body, ctx.companyId);
      if (!hasContent(body)) throw new AppError("COMMUNICATION_NEWS_EMPTY", { field: "body" });
      const now = ctx.now();
      const sendDate = input.sendDate ? new Date(input.sendDate) : now;
      if (input.sendDate && sendDate.getTime() <= now.getTime())
        throw new AppError("COMMUNICATION_SEND_DATE_PAST", { field: "sendDate" });
      const audience = await checkedAudience(ctx, input.audience);
      const created = (await news(ctx).create({
        title,
        body,
        excerpt: excerptOf(body),
        audience,
        sendDate,
        status: "scheduled",
        pinned: input.pinned ?? false,
        authorId: actorId(ctx),
        recipients: 0,
        reads: 0,
      })) as NewsRecord;
      const newsId = String(created._id);
      await deps.events.emit(ctx, events.created, { newsId, title, sendDate: sendDate.toISOString() });
      // sent now: delivered in this request; scheduled: by the `communication.send-due` job at its date
      if (!input.sendDate) await service.sendDue(ctx);
      return service.get(ctx, newsId);
    },

    async get(ctx: ServiceContext, newsId: string): Promise<NewsPost> {
      const doc = (await news(ctx).findById(newsId)) as NewsRecord | null;
      if (!doc) throw new AppError("NOT_FOUND");
      return toPost(doc);
    },

    /** Every post, scheduled ones too, newest send date first: the admins' list. */
    list(ctx: ServiceContext, query: NewsListQuery): Promise<NewsList> {
      return listPage(ctx, NewsModel, {
        filter: {},
        sort: { sendDate: -1, _id: -1 },
        page: query,
        toItem: (doc) => toPost(doc as unknown as NewsRecord),
      });
    },

    async update(ctx: ServiceContext, newsId: string, patch: NewsPatch): Promise<NewsPost> {
      const current = await service.get(ctx, newsId);
      const set: Partial<NewsDoc> = {};
      if (patch.pinned !== undefined) set.pinned = patch.pinned;
      if (patch.sendDate !== undefined) {
        if (current.status === "sent") throw new AppError("COMMUNICATION_NEWS_SENT", { field: "sendDate" });
        const sendDate = new Date(patch.sendDate);
        if (sendDate.getTime() <= ctx.now().getTime())
          throw new AppError("COMMUNICATION_SEND_DATE_PAST", { field: "sendDate" });
        set.sendDate = sendDate;
      }
      // a reschedule only while nobody has started delivering it (a conditional write, not a read then a write)
      const filter = patch.sendDate !== undefined ? { _id: newsId, status: "scheduled" } : { _id: newsId };
      const updated = (await news(ctx).findOneAndUpdate(filter, { $set: set }, { new: true })) as NewsRecord | null;
      if (!updated) throw new AppError("COMMUNICATION_NEWS_SENT", { field: "sendDate" });
      return toPost(updated);
    },

    async remove(ctx: ServiceContext, newsId: string): Promise<void> {
      await service.get(ctx, newsId);
      await news(ctx).softDelete({ _id: newsId });
      await deps.events.emit(ctx, events.removed, { newsId });
    },

    /**
     * Delivers every post whose send date has come, each claimed by one conditional write so that two instances (or
     * the job and a "send now") never deliver the same post twice; a claim older than the lease (a crash) is taken
     * over. Returns how many posts were delivered.
     */
    async sendDue(ctx: ServiceContext): Promise<number> {
      let count = 0;
      for (;;) {
        const now = ctx.now();
        const claimed = (await news(ctx).findOneAndUpdate(
          {
            $or: [
              { status: "scheduled", sendDate: { $lte: now } },
              { status: "sending", claimedAt: { $lt: new Date(now.getTime() - DELIVERY_LEASE_MS) } },
            ],
          },
          { $set: { status: "sending", claimedAt: now } },
          { new: true },
        )) as NewsRecord | null;
        if (!claimed) return count;
        await deliver(ctx, claimed);
        count += 1;
      }
    },

    /** The caller's feed: the posts addressed to them whose send date has come, pinned first. */
    async feed(ctx: ServiceContext, query: FeedQuery): Promise<Feed> {
      const { userId } = requireUser(ctx);
      const filter = await visibleTo(ctx, userId);
      const [page, visible] = await Promise.all([
        news(ctx).page(filter, { sort: FEED_SORT, skip: query.skip, limit: query.limit }),
        news(ctx).find(filter, { projection: { _id: 1 } }),
      ]);
      const read = visible.length
        ? await scoped(ctx, NewsReadModel).count({ userId, newsId: { $in: visible.map((v) => String(v._id)) } })
        : 0;
      return {
        items: await feedPosts(ctx, userId, page.items as unknown as NewsRecord[]),
        total: page.total,
        unread: visible.length - read,
      };
    },

    /** One post of the caller's feed; another person's post, a scheduled one or another tenant's is not found. */
    async feedPost(ctx: ServiceContext, newsId: string): Promise<FeedPost> {
      const { userId } = requireUser(ctx);
      if (!/^[0-9a-f]{24}$/i.test(newsId)) throw new AppError("NOT_FOUND");
      const doc = (await news(ctx).findOne({ _id: newsId, ...(await visibleTo(ctx, userId)) })) as NewsRecord | null;
      if (!doc) throw new AppError("NOT_FOUND");
      return (await feedPosts(ctx, userId, [doc]))[0]!;
    },

    /** The caller opened a post: recorded once per person; the post's read count follows. */
    async markRead(ctx: ServiceContext, newsId: string): Promise<FeedPost> {
      const { userId } = requireUser(ctx);
      const post = await service.feedPost(ctx, newsId);
      if (post.read) return post;
      try {
        await scoped(ctx, NewsReadModel).create({ newsId, userId, readAt: ctx.now() });
      } catch (error) {
        // the same person on two devices at once: the unique index kept one record, and that one counted
        if (isDuplicateKey(error)) return { ...post, read: true };
        throw error;
      }
      await news(ctx).updateOne({ _id: newsId }, { $inc: { reads: 1 } });
      return { ...post, read: true };
    },

    audienceOptions,

    /** Stores an image for a post through core/files (re-encoded, without metadata); its address for `<img src>`. */
    async saveImage(ctx: ServiceContext, body: Uint8Array): Promise<{ src: string }> {
      const image = await files.saveImage({ baseKey: `${imageFolder(ctx)}/${randomUUID()}`, body });
      return { src: newsImagePath(ctx.companyId, image.key.slice(image.key.lastIndexOf("/") + 1)) };
    },

    /** The stored key of one of the company's news images (the name is checked by the route's schema). */
    imageKey: (ctx: ServiceContext, name: string) => `${imageFolder(ctx)}/${name}`,

    /** The feed other modules read (`communication.feed`). */
    async latestFor(ctx: ServiceContext, options: { userId: string; limit: number }): Promise<FeedEntry[]> {
      const docs = await news(ctx).find(await visibleTo(ctx, options.userId), {
        sort: FEED_SORT,
        limit: clampLimit(options.limit),
      });
      return (docs as unknown as NewsRecord[]).map(toEntry);
    },

    async companyWide(ctx: ServiceContext, options: { limit: number }): Promise<FeedEntry[]> {
      const docs = await news(ctx).find(companyWideFilter(ctx), { sort: FEED_SORT, limit: clampLimit(options.limit) });
      return (docs as unknown as NewsRecord[]).map(toEntry);
    },
  };
  return service;
}

const imageFolder = (ctx: ServiceContext) => `companies/${ctx.companyId}/communication/news`;
const clampLimit = (limit: number) => Math.min(Math.max(Math.trunc(limit) || 1, 1), 50);

export type NewsService = ReturnType<typeof createNewsService>;

/** The narrow read service other modules receive (`communication.feed`, its type in the contract). */
export function feedForOtherModules(service: NewsService): CommunicationFeed {
  return { latestFor: service.latestFor, companyWide: service.companyWide };
}
