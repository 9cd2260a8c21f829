import { isValidObjectId } from "mongoose";
import { requireUser, type ServiceContext } from "../context.js";
import { AppError } from "../errors/app-error.js";
import { listPage } from "../lists/list-page.js";
import { projectionOf } from "../lists/projection.js";
import { LOCALES, type Locale } from "../i18n/locale.js";
import { textIn } from "../i18n/localized-text.js";
import type { MailAttachment, MailBrand, Mailer } from "../mail/types.js";
import { userTopic } from "../realtime/topics.js";
import { scoped } from "../tenancy/scoped.js";
import { channelsFor, DEFAULT_CHANNELS } from "./notification-preferences.js";
import { type LocalizedText, NotificationModel, NotificationPreferencesModel } from "./notifications.model.js";
import {
  NOTIFICATION_LINK_PATTERN,
  NOTIFICATION_TYPE_PATTERN,
  type NotificationDto,
  NotificationSchema,
  type NotificationList,
  type Preferences,
  type PreferencesInput,
} from "./notifications.schemas.js";
import { membersDirectory, type Recipient, type RecipientDirectory } from "./recipients.js";
import type { WebPush } from "./push/web-push.service.js";

export type { LocalizedText } from "./notifications.model.js";

/** Realtime events on a person's topic `user:{userId}` (core/realtime/topics.ts). */
export const NOTIFICATION_EVENTS = {
  /**
   * A new in-app notification: `{ id, type, title, link, createdAt, unread }`, the title in the recipient's language,
   * `unread` the person's unread count after it (the bell's badge).
   */
  created: "notifications.created",
  /** Notifications marked read (on another device too): `{ ids, unread }` or `{ all: true, unread: 0 }`. */
  read: "notifications.read",
} as const;

/** `app.realtime.publish`, or a stand-in that records (tests). Fire and forget: it never throws into a write. */
export type PublishFn = (topic: string, event: string, data?: unknown) => void;

/** How notifications leave the service. Every channel is optional: a missing one is skipped. */
export interface NotificationDelivery {
  /** Live delivery to the person's open apps (`app.realtime.publish`). */
  publish?: PublishFn;
  /** Email (`app.mailer`), for people whose preferences allow it. */
  mailer?: Mailer;
  /** Web push to the devices people subscribed (core/notifications/push), when their preferences allow it. */
  push?: WebPush;
  /**
   * The web app's origin, to turn a notification's app path into an absolute link in the mail. Without it mails go
   * out without a button.
   * @example "https://app.example.com"
   */
  publicUrl?: string;
  /** The company's brand for its mails (issue 18; tenants/ answers it); absent or undefined: the product's colours. */
  brandOf?: (companyId: string) => Promise<MailBrand | undefined>;
}

export interface NotificationsServiceOptions extends NotificationDelivery {
  /**
   * Finds recipients' address and language, members of the context's company only.
   * @default membersDirectory (core/auth users)
   */
  directory?: RecipientDirectory;
}

/** What a module sends: one notification per recipient, in every language. */
export interface NotifyInput {
  /** Members of `ctx.companyId`; anyone else (or an unknown id) is skipped and reported in `skipped`. */
  userIds: readonly string[];
  /** Namespaced by the emitting module: `leave.request.approved`. Preferences match on it. */
  type: string;
  /** In en, pt-BR and es; each recipient gets their own language. */
  title: LocalizedText;
  body: LocalizedText;
  /** An app path (`/my-requests`) the notification opens. */
  link?: string;
  /** Small JSON for the web app (ids, not documents); at most 8 KB. */
  data?: Record<string, unknown>;
  /** Files the email channel attaches (an `.ics` invitation); in-app and push ignore them. */
  attachments?: MailAttachment[];
}

export interface NotifyResult {
  /**
   * One entry per member reached. `notificationId` is null when the person turned in-app off for this type; `pushed`
   * counts the devices a push message reached.
   */
  delivered: Array<{ userId: string; notificationId: string | null; emailed: boolean; pushed: number }>;
  /** Ids that are not members of the company (or do not exist): nothing was stored or sent for them. */
  skipped: string[];
}

/** What a page of the inbox reads: the stored fields of a notification's answer (core/lists). */
const LIST_PROJECTION = projectionOf(NotificationSchema);
const TITLE_MAX = 200;
const BODY_MAX = 2000;
const DATA_MAX_BYTES = 8 * 1024;
// Recipients handled at once: bounds the database and SMTP load of a company-wide notification.
const BATCH = 50;
const TYPE = new RegExp(NOTIFICATION_TYPE_PATTERN);
const LINK = new RegExp(NOTIFICATION_LINK_PATTERN);

/** A mistake in a `notify` call: a bug in the calling module, not a user error (answered as a 500). */
export class NotifyInputError extends Error {
  constructor(message: string) {
    super(`notify: ${message}`);
    this.name = "NotifyInputError";
  }
}

function checkText(name: string, text: LocalizedText | undefined, max: number): void {
  for (const locale of LOCALES) {
    const value = text?.[locale];
    if (typeof value !== "string" || value.trim() === "")
      throw new NotifyInputError(`${name}.${locale} is required (a text in every language)`);
    if (value.length > max) throw new NotifyInputError(`${name}.${locale} is longer than ${max} characters`);
  }
}

function checkInput(input: NotifyInput): void {
  if (!Array.isArray(input.userIds)) throw new NotifyInputError("userIds must be an array");
  if (typeof input.type !== "string" || !TYPE.test(input.type))
    throw new NotifyInputError(
      `type "${String(input.type)}" must be namespaced by the module, e.g. leave.request.approved`,
    );
  checkText("title", input.title, TITLE_MAX);
  checkText("body", input.body, BODY_MAX);
  if (input.link !== undefined && (typeof input.link !== "string" || !LINK.test(input.link)))
    throw new NotifyInputError(`link "${String(input.link)}" must be an app path such as /my-requests`);
  if (input.data !== undefined) {
    if (typeof input.data !== "object" || input.data === null || Array.isArray(input.data))
      throw new NotifyInputError("data must be an object");
    if (Buffer.byteLength(JSON.stringify(input.data)) > DATA_MAX_BYTES)
      throw new NotifyInputError(`data is larger than ${DATA_MAX_BYTES} bytes: send ids, not documents`);
  }
}

/** The person a notifications route acts for; API keys and jobs have no inbox. */
function ownerOf(ctx: ServiceContext): string {
  return requireUser(ctx).userId;
}

interface StoredNotification {
  _id: unknown;
  type: string;
  title: LocalizedText;
  body: LocalizedText;
  link?: string | null;
  data?: Record<string, unknown> | null;
  readAt?: Date | null;
  createdAt: Date;
}

function toDto(doc: StoredNotification, locale: Locale): NotificationDto {
  return {
    id: String(doc._id),
    type: doc.type,
    title: textIn(doc.title, locale),
    body: textIn(doc.body, locale),
    link: doc.link ?? null,
    data: doc.data ?? {},
    readAt: doc.readAt ? doc.readAt.toISOString() : null,
    createdAt: doc.createdAt.toISOString(),
  };
}

function absolute(path: string | undefined, publicUrl: string | undefined): string | undefined {
  if (!path || !publicUrl) return undefined;
  try {
    return new URL(path, publicUrl).toString();
  } catch {
    return undefined;
  }
}

/**
 * Creates a notifications service: one per app (notifications.plugin.ts), which modules receive in their setup kit;
 * tests create their own with
 * recording channels.
 *
 * @example
 * const service = createNotificationsService({ publish: (topic, event, data) => seen.push({ topic, event, data }) });
 */
export function createNotificationsService(options: NotificationsServiceOptions = {}) {
  const delivery: NotificationDelivery = {
    publish: options.publish,
    mailer: options.mailer,
    push: options.push,
    publicUrl: options.publicUrl,
    brandOf: options.brandOf,
  };
  const directory = options.directory ?? membersDirectory;

  const publish = (ctx: ServiceContext, userId: string, event: string, data: unknown): void => {
    try {
      delivery.publish?.(userTopic(userId), event, data);
    } catch (err) {
      ctx.log.error({ err, event }, "notifications: realtime publish failed");
    }
  };

  async function emailOne(ctx: ServiceContext, recipient: Recipient, input: NotifyInput): Promise<boolean> {
    const mailer = delivery.mailer;
    if (!mailer) return false;
    const link = absolute(input.link, delivery.publicUrl);
    const settingsLink = absolute("/notifications-config", delivery.publicUrl);
    try {
      // a brand that cannot be read leaves the mail in the product's colours rather than unsent
      const brand = delivery.brandOf ? await delivery.brandOf(ctx.companyId).catch(() => undefined) : undefined;
      await mailer.send({
        to: recipient.email,
        template: "notification",
        locale: recipient.locale,
        data: {
          title: textIn(input.title, recipient.locale),
          body: textIn(input.body, recipient.locale),
          name: recipient.name,
          ...(link ? { link } : {}),
          ...(settingsLink ? { settingsLink } : {}),
        },
        ...(input.attachments?.length ? { attachments: input.attachments } : {}),
        ...(brand ? { brand } : {}),
      });
      return true;
    } catch (err) {
      // The in-app notification is already stored: a mail that did not leave is logged, not thrown at the caller.
      ctx.log.error({ err, type: input.type, userId: recipient.userId }, "notifications: email not sent");
      return false;
    }
  }

  async function deliverOne(
    ctx: ServiceContext,
    recipient: Recipient,
    rules: Preferences["rules"],
    input: NotifyInput,
  ): Promise<NotifyResult["delivered"][number]> {
    const channels = channelsFor(rules, input.type);
    let notificationId: string | null = null;
    if (channels.inApp) {
      const stored = await scoped(ctx, NotificationModel).create({
        userId: recipient.userId,
        type: input.type,
        title: input.title,
        body: input.body,
        link: input.link ?? null,
        data: input.data ?? {},
        readAt: null,
        createdAt: ctx.now(),
      });
      notificationId = String(stored._id);
      const unread = await scoped(ctx, NotificationModel).count({ userId: recipient.userId, readAt: null });
      // after the write (ARCHITECTURE "Realtime"): the client may refetch at once and find it
      publish(ctx, recipient.userId, NOTIFICATION_EVENTS.created, {
        id: notificationId,
        type: input.type,
        title: textIn(input.title, recipient.locale),
        link: input.link ?? null,
        createdAt: stored.createdAt.toISOString(),
        unread,
      });
    }
    const [emailed, pushed] = await Promise.all([
      channels.email ? emailOne(ctx, recipient, input) : false,
      channels.push && delivery.push
        ? delivery.push.send(ctx, recipient.userId, {
            title: textIn(input.title, recipient.locale),
            body: textIn(input.body, recipient.locale),
            url: input.link ?? "/",
            type: input.type,
            ...(notificationId ? { tag: notificationId } : {}),
          })
        : 0,
    ]);
    return { userId: recipient.userId, notificationId, emailed, pushed };
  }

  return {
    /** The app's web push (keys, device subscriptions), when it has one: the push routes use it. */
    push: delivery.push,

    /**
     * Notifies people of the context's company: an in-app notification each (pushed live on `user:{userId}`) and an
     * email, as each person's preferences allow. Call it after the write it reports.
     * @throws {NotifyInputError} for a malformed call (a bug in the caller).
     * @example
     * await notifications.notify(ctx, {
     *   userIds: [request.userId],
     *   type: "leave.request.approved",
     *   title: { en: "Leave approved", "pt-BR": "Ausência aprovada", es: "Ausencia aprobada" },
     *   body: { en: "Your leave was approved.", "pt-BR": "Sua ausência foi aprovada.", es: "Tu ausencia fue aprobada." },
     *   link: "/my-requests",
     *   data: { requestId },
     * });
     */
    async notify(ctx: ServiceContext, input: NotifyInput): Promise<NotifyResult> {
      checkInput(input);
      const wanted = [...new Set(input.userIds)];
      const recipients = await directory(ctx, wanted);
      const known = new Set(recipients.map((r) => r.userId));
      const skipped = wanted.filter((id) => !known.has(id));
      if (skipped.length > 0)
        ctx.log.warn({ type: input.type, skipped }, "notifications: recipients not in the company");

      const delivered: NotifyResult["delivered"] = [];
      for (let i = 0; i < recipients.length; i += BATCH) {
        const batch = recipients.slice(i, i + BATCH);
        const prefs = await scoped(ctx, NotificationPreferencesModel).find({
          userId: { $in: batch.map((r) => r.userId) },
        });
        const rulesOf = new Map(prefs.map((p) => [p.userId, p.rules]));
        delivered.push(
          ...(await Promise.all(batch.map((r) => deliverOne(ctx, r, rulesOf.get(r.userId) ?? [], input)))),
        );
      }
      return { delivered, skipped };
    },

    /** The caller's notifications, newest first, in `locale`, with the unread count. */
    async list(
      ctx: ServiceContext,
      options: { locale: Locale; limit: number; skip: number; unread?: boolean },
    ): Promise<NotificationList> {
      const userId = ownerOf(ctx);
      const filter = options.unread ? { userId, readAt: null } : { userId };
      const [{ items, total }, unread] = await Promise.all([
        listPage(ctx, NotificationModel, {
          filter,
          sort: { createdAt: -1, _id: -1 },
          page: options,
          projection: LIST_PROJECTION,
          toItem: (doc) => toDto(doc, options.locale),
        }),
        options.unread ? undefined : scoped(ctx, NotificationModel).count({ userId, readAt: null }),
      ]);
      return { items, total, unread: unread ?? total };
    },

    /** The caller's unread count (the bell's badge). */
    async unreadCount(ctx: ServiceContext): Promise<{ unread: number }> {
      return { unread: await scoped(ctx, NotificationModel).count({ userId: ownerOf(ctx), readAt: null }) };
    },

    /** Marks one of the caller's notifications read (the first time counts). Another person's id is not found. */
    async markRead(ctx: ServiceContext, id: string, options: { locale: Locale }): Promise<NotificationDto> {
      const userId = ownerOf(ctx);
      if (!isValidObjectId(id)) throw new AppError("NOT_FOUND");
      const notifications = scoped(ctx, NotificationModel);
      const updated = await notifications.findOneAndUpdate(
        { _id: id, userId, readAt: null },
        { $set: { readAt: ctx.now() } },
      );
      if (updated) {
        const unread = await notifications.count({ userId, readAt: null });
        publish(ctx, userId, NOTIFICATION_EVENTS.read, { ids: [id], unread });
        return toDto(updated, options.locale);
      }
      const existing = await notifications.findOne({ _id: id, userId });
      if (!existing) throw new AppError("NOT_FOUND");
      return toDto(existing, options.locale);
    },

    /** Marks every unread notification of the caller read. */
    async markAllRead(ctx: ServiceContext): Promise<{ updated: number }> {
      const userId = ownerOf(ctx);
      const result = await scoped(ctx, NotificationModel).updateMany(
        { userId, readAt: null },
        { $set: { readAt: ctx.now() } },
      );
      if (result.modifiedCount > 0) publish(ctx, userId, NOTIFICATION_EVENTS.read, { all: true, unread: 0 });
      return { updated: result.modifiedCount };
    },

    /** The caller's preferences (/notifications-config). */
    async getPreferences(ctx: ServiceContext): Promise<Preferences> {
      const userId = ownerOf(ctx);
      const stored = await scoped(ctx, NotificationPreferencesModel).findOne({ userId });
      return { defaults: { ...DEFAULT_CHANNELS }, rules: (stored?.rules ?? []).map(toRule) };
    },

    /** Replaces the caller's preference rules. */
    async setPreferences(ctx: ServiceContext, input: PreferencesInput): Promise<Preferences> {
      const userId = ownerOf(ctx);
      const seen = new Set<string>();
      for (const rule of input.rules) {
        if (seen.has(rule.prefix))
          throw new AppError("NOTIFICATIONS_DUPLICATE_RULE", { field: "rules", params: { prefix: rule.prefix } });
        seen.add(rule.prefix);
      }
      const rules = input.rules.map(toRule);
      await scoped(ctx, NotificationPreferencesModel).updateOne({ userId }, { $set: { rules } }, { upsert: true });
      return { defaults: { ...DEFAULT_CHANNELS }, rules };
    },
  };
}

function toRule(rule: { prefix: string; inApp: boolean; email: boolean; push: boolean }) {
  return { prefix: rule.prefix, inApp: rule.inApp, email: rule.email, push: rule.push };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
