import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { isValidObjectId } from "mongoose";
import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { Upload } from "../../../../core/files/types.js";
import type { Mailer } from "../../../../core/mail/types.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import type { ModuleRealtime } from "../../../../core/modules/define-module.js";
import { userTopic } from "../../../../core/realtime/topics.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { Locale } from "../../../../core/i18n/locale.js";
import {
  type Conversation,
  type ConversationDetail,
  type ConversationList,
  type ConversationStatus,
  events,
  type InboxConversation,
  type InboxList,
  type Message,
  MESSAGE_MAX,
  REALTIME_EVENT,
  type Side,
  SUBJECT_MAX,
} from "../../contract/index.js";
import type { StaffMember, StaffService } from "../staff/staff.service.js";
import {
  type ConversationDoc,
  ConversationModel,
  type InboxDoc,
  InboxModel,
  type MessageDoc,
  MessageModel,
  PresenceModel,
} from "./conversations.model.js";

/** The person on the company side, as the route knows them (the session). */
export interface Person {
  userId: string;
  name: string;
  email: string;
  locale: string;
  level: string;
}

/** Who writes: the company's person, or a member of the platform's support team. */
export type Author = { side: "person"; person: Person } | { side: "staff"; staff: StaffMember };

/**
 * A person (or staff member) counts as away when their support page has not reported itself live for this long
 * (README "Away"): the page reports every 30 s while its realtime subscription holds.
 */
export const AWAY_AFTER_MS = 75_000;
export const PRESENCE_EVERY_MS = 30_000;

const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;
const PREVIEW = 140;

type Stored<T> = T & { _id: unknown; createdAt: Date; updatedAt: Date; companyId: unknown };

export interface ConversationsDeps {
  events: ModuleEvents;
  realtime: ModuleRealtime;
  mailer: Mailer;
  files: { storage: { put(key: string, body: Uint8Array, options: { contentType: string }): Promise<void> } };
  staff: StaffService;
  appUrl: string;
  log: FastifyBaseLogger;
}

const locales: readonly string[] = ["en", "pt-BR", "es"];
const asLocale = (value: string | undefined): Locale => (locales.includes(value ?? "") ? value : "en") as Locale;

function toMessage(doc: Stored<MessageDoc>): Message {
  return {
    id: String(doc._id),
    side: doc.side,
    authorName: doc.authorName,
    body: doc.body,
    attachments: doc.attachments.map((a) => ({ id: a.id, name: a.name, size: a.size, contentType: a.contentType })),
    createdAt: doc.createdAt.toISOString(),
  };
}

function toConversation(doc: Stored<ConversationDoc>, viewer: Side): Conversation {
  return {
    id: String(doc._id),
    subject: doc.subject,
    status: doc.status,
    personName: doc.personName,
    lastMessageAt: doc.lastMessageAt.toISOString(),
    lastMessagePreview: doc.lastMessagePreview,
    lastSide: doc.lastSide,
    unread: viewer === "person" ? doc.unreadByPerson : doc.unreadByStaff,
    createdAt: doc.createdAt.toISOString(),
    closedAt: doc.closedAt ? doc.closedAt.toISOString() : null,
  };
}

/** A kind of file by its first bytes: only what the content proves, never the name or the client's claim. */
function contentTypeOf(body: Buffer): string {
  const starts = (...bytes: number[]) => bytes.every((b, i) => body[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x25, 0x50, 0x44, 0x46)) return "application/pdf";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "image/gif";
  return "application/octet-stream";
}

function inboxRow(row: InboxDoc): InboxConversation {
  return {
    id: row._id,
    subject: row.subject,
    status: row.status,
    personName: row.personName,
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessagePreview: row.lastMessagePreview,
    lastSide: row.lastSide,
    unread: row.unreadByStaff,
    createdAt: row.openedAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    companyId: row.companyId,
    companyName: row.companyName,
    companyPlan: row.companyPlan,
    personEmail: row.personEmail,
    personLevel: row.personLevel,
    assigneeName: row.assigneeName,
  };
}

function clean(text: string | undefined, field: string, max: number): string {
  const value = (text ?? "").trim();
  if (!value) throw new AppError("VALIDATION_REQUIRED", { field });
  if (value.length > max) throw new AppError("VALIDATION_MAX_LENGTH", { field });
  return value;
}

/**
 * The conversations of a company with the platform's support team, for both sides. Every read and write goes through
 * the tenant guard (`scoped(ctx, ...)`); the platform side reaches a company's conversation with a context of that
 * company built by the platform routes (README "Platform side"), never by an unscoped query.
 */
export function createConversationsService(deps: ConversationsDeps) {
  /** The company's conversation, limited to the person's own when a person asks; 404 otherwise. */
  async function load(ctx: ServiceContext, id: string, person?: Person): Promise<Stored<ConversationDoc>> {
    if (!isValidObjectId(id)) throw new AppError("NOT_FOUND");
    const doc = await scoped(ctx, ConversationModel).findOne({ _id: id, ...(person ? { userId: person.userId } : {}) });
    if (!doc) throw new AppError("NOT_FOUND");
    return doc as Stored<ConversationDoc>;
  }

  async function messagesOf(ctx: ServiceContext, conversationId: string): Promise<Message[]> {
    const rows = await scoped(ctx, MessageModel).find({ conversationId }, { sort: { createdAt: 1, _id: 1 } });
    return (rows as Array<Stored<MessageDoc>>).map(toMessage);
  }

  /** Copies the conversation's list fields to the platform inbox, unless a newer write got there first. */
  async function syncInbox(ctx: ServiceContext, doc: Stored<ConversationDoc>): Promise<void> {
    const id = String(doc._id);
    try {
      await InboxModel.updateOne(
        { _id: id, version: { $lt: doc.version } },
        {
          $set: {
            companyId: ctx.companyId,
            companyName: ctx.tenant?.name ?? "",
            companyPlan: ctx.tenant?.plan ?? "",
            version: doc.version,
            status: doc.status,
            subject: doc.subject,
            personName: doc.personName,
            personEmail: doc.personEmail,
            personLevel: doc.personLevel,
            lastMessageAt: doc.lastMessageAt,
            lastMessagePreview: doc.lastMessagePreview,
            lastSide: doc.lastSide,
            unreadByStaff: doc.unreadByStaff,
            assigneeName: doc.assigneeName,
            openedAt: doc.createdAt,
            closedAt: doc.closedAt,
          },
        },
        { upsert: true },
      ).exec();
    } catch (err) {
      // a duplicate key: the inbox already holds a newer version of this conversation (another write, another instance)
      if ((err as { code?: number }).code !== 11000) throw err;
    }
  }

  /** Tells the person's and every staff member's open apps that the conversation changed (ids only). */
  async function announce(ctx: ServiceContext, doc: Stored<ConversationDoc>): Promise<void> {
    const data = { companyId: ctx.companyId, conversationId: String(doc._id) };
    deps.realtime.publish(userTopic(doc.userId), REALTIME_EVENT, data);
    for (const member of await deps.staff.team()) {
      if (member.userId) deps.realtime.publish(userTopic(member.userId), REALTIME_EVENT, data);
    }
  }

  async function personAway(ctx: ServiceContext, userId: string): Promise<boolean> {
    const presence = await scoped(ctx, PresenceModel).findOne({ userId });
    return !presence || ctx.now().getTime() - presence.seenAt.getTime() > AWAY_AFTER_MS;
  }

  /**
   * Mails the other side about a message they have not read while away (README "Away"): only for the first message
   * they have not read (the counter just became 1: one writer sees it, on whichever instance), and only when their
   * support page has not reported itself live lately.
   */
  async function mailIfAway(ctx: ServiceContext, doc: Stored<ConversationDoc>, author: Author): Promise<void> {
    const company = ctx.tenant?.name ?? "";
    if (author.side === "staff") {
      if (doc.unreadByPerson !== 1 || !doc.personEmail || !(await personAway(ctx, doc.userId))) return;
      await deps.mailer.send({
        to: doc.personEmail,
        template: "support-answer",
        locale: asLocale(doc.personLocale),
        data: { name: doc.personName, subject: doc.subject, link: `${deps.appUrl}/support?c=${String(doc._id)}` },
      });
      await scoped(ctx, ConversationModel).updateOne({ _id: doc._id }, { $set: { personMailedAt: ctx.now() } });
      return;
    }
    if (doc.unreadByStaff !== 1) return;
    const team = await deps.staff.team();
    const assigned = doc.assigneeId ? team.filter((m) => m.userId === doc.assigneeId) : [];
    const recipients = (assigned.length > 0 ? assigned : team).filter((m) => deps.staff.away(ctx.now(), m));
    for (const member of recipients) {
      await deps.mailer.send({
        to: member.email,
        template: "support-question",
        locale: asLocale(member.locale),
        data: {
          name: member.name,
          personName: doc.personName,
          companyName: company,
          subject: doc.subject,
          link: `${deps.appUrl}/support/inbox?c=${ctx.companyId}.${String(doc._id)}`,
        },
      });
    }
    if (recipients.length > 0) {
      await scoped(ctx, ConversationModel).updateOne({ _id: doc._id }, { $set: { staffMailedAt: ctx.now() } });
    }
  }

  /** Stores a message, then moves the conversation's counters (one conditional update), the inbox copy, the apps. */
  async function addMessage(
    ctx: ServiceContext,
    conversation: Stored<ConversationDoc>,
    author: Author,
    input: { body: string; upload?: Upload },
    options: { quiet?: boolean } = {},
  ): Promise<Message> {
    const body = input.upload ? input.body.trim().slice(0, MESSAGE_MAX) : clean(input.body, "body", MESSAGE_MAX);
    if (input.body.trim().length > MESSAGE_MAX) throw new AppError("VALIDATION_MAX_LENGTH", { field: "body" });
    if (conversation.status === "closed") throw new AppError("SUPPORT_CONVERSATION_CLOSED");
    const attachments: MessageDoc["attachments"] = [];
    if (input.upload) {
      if (input.upload.body.length > MAX_ATTACHMENT_BYTES) throw new AppError("FILE_TOO_LARGE");
      const id = randomBytes(12).toString("hex");
      const key = `companies/${ctx.companyId}/support/${String(conversation._id)}/${id}`;
      const contentType = contentTypeOf(input.upload.body);
      await deps.files.storage.put(key, input.upload.body, { contentType });
      const name = (input.upload.filename.split(/[\\/]/).pop() ?? "").slice(0, 200) || "file";
      attachments.push({ id, name, size: input.upload.body.length, contentType, key });
    }
    const authorId = author.side === "person" ? author.person.userId : (author.staff.userId ?? author.staff.email);
    const authorName = author.side === "person" ? author.person.name : author.staff.name || author.staff.email;
    const created = (await scoped(ctx, MessageModel).create({
      conversationId: String(conversation._id),
      side: author.side,
      authorId,
      authorName,
      body,
      attachments,
      createdAt: ctx.now(),
    } as Partial<MessageDoc>)) as unknown as Stored<MessageDoc>;
    const at = ctx.now();
    const preview = (body || attachments[0]?.name || "").slice(0, PREVIEW);
    const updated = (await scoped(ctx, ConversationModel).findOneAndUpdate(
      { _id: conversation._id },
      {
        $set: {
          lastMessageAt: at,
          lastMessagePreview: preview,
          lastSide: author.side,
          ...(author.side === "staff" ? { assigneeId: authorId, assigneeName: authorName } : {}),
        },
        $inc: { version: 1, ...(author.side === "person" ? { unreadByStaff: 1 } : { unreadByPerson: 1 }) },
      },
    )) as Stored<ConversationDoc> | null;
    if (!updated) throw new AppError("NOT_FOUND");
    await syncInbox(ctx, updated);
    await deps.events.emit(ctx, events.messageCreated, {
      conversationId: String(updated._id),
      messageId: String(created._id),
      side: author.side,
    });
    await announce(ctx, updated);
    if (options.quiet) return toMessage(created);
    try {
      await mailIfAway(ctx, updated, author);
    } catch (err) {
      // the message is stored and announced; a mail that failed is logged, not the writer's error
      ctx.log.error({ err, conversationId: String(updated._id) }, "support mail failed");
    }
    return toMessage(created);
  }

  async function setStatus(
    ctx: ServiceContext,
    conversation: Stored<ConversationDoc>,
    status: ConversationStatus,
  ): Promise<Stored<ConversationDoc>> {
    if (conversation.status === status) throw new AppError("SUPPORT_CONVERSATION_ALREADY");
    const updated = (await scoped(ctx, ConversationModel).findOneAndUpdate(
      { _id: conversation._id, status: conversation.status },
      { $set: { status, closedAt: status === "closed" ? ctx.now() : null }, $inc: { version: 1 } },
    )) as Stored<ConversationDoc> | null;
    if (!updated) throw new AppError("SUPPORT_CONVERSATION_ALREADY");
    await syncInbox(ctx, updated);
    await deps.events.emit(ctx, events.statusChanged, { conversationId: String(updated._id), status });
    await announce(ctx, updated);
    return updated;
  }

  async function markRead(ctx: ServiceContext, conversation: Stored<ConversationDoc>, side: Side) {
    const field = side === "person" ? "unreadByPerson" : "unreadByStaff";
    if (conversation[field] === 0) return conversation;
    const updated = (await scoped(ctx, ConversationModel).findOneAndUpdate(
      { _id: conversation._id },
      { $set: { [field]: 0 }, $inc: { version: 1 } },
    )) as Stored<ConversationDoc> | null;
    if (!updated) throw new AppError("NOT_FOUND");
    await syncInbox(ctx, updated);
    return updated;
  }

  function attachmentOf(ctx: ServiceContext, conversationId: string, messageId: string, attachmentId: string) {
    return (async () => {
      if (!isValidObjectId(messageId)) throw new AppError("NOT_FOUND");
      const message = (await scoped(ctx, MessageModel).findOne({
        _id: messageId,
        conversationId,
      })) as Stored<MessageDoc> | null;
      const file = message?.attachments.find((a) => a.id === attachmentId);
      if (!file) throw new AppError("NOT_FOUND");
      return { key: file.key, name: file.name };
    })();
  }

  function inboxView(ctx: ServiceContext, doc: Stored<ConversationDoc>): InboxConversation {
    return {
      ...toConversation(doc, "staff"),
      companyId: ctx.companyId,
      companyName: ctx.tenant?.name ?? "",
      companyPlan: ctx.tenant?.plan ?? "",
      personEmail: doc.personEmail,
      personLevel: doc.personLevel,
      assigneeName: doc.assigneeName,
    };
  }

  return {
    /** The person's own conversations, newest activity first, with their unread total. */
    async list(
      ctx: ServiceContext,
      person: Person,
      page: { limit: number; skip: number; status?: ConversationStatus },
    ): Promise<ConversationList> {
      const filter = { userId: person.userId, ...(page.status ? { status: page.status } : {}) };
      const conversations = scoped(ctx, ConversationModel);
      const [rows, total, all] = await Promise.all([
        conversations.find(filter, { sort: { lastMessageAt: -1, _id: -1 }, skip: page.skip, limit: page.limit }),
        conversations.count(filter),
        conversations.find(
          { userId: person.userId, unreadByPerson: { $gt: 0 } },
          { projection: { unreadByPerson: 1 } },
        ),
      ]);
      return {
        items: (rows as Array<Stored<ConversationDoc>>).map((d) => toConversation(d, "person")),
        total,
        unread: all.reduce((sum, d) => sum + (d.unreadByPerson ?? 0), 0),
      };
    },

    /** Opens a conversation with its first message. */
    async start(
      ctx: ServiceContext,
      person: Person,
      input: { subject: string; body: string },
      options: { quiet?: boolean } = {},
    ): Promise<ConversationDetail> {
      const subject = clean(input.subject, "subject", SUBJECT_MAX);
      const body = clean(input.body, "body", MESSAGE_MAX);
      const created = (await scoped(ctx, ConversationModel).create({
        userId: person.userId,
        personName: person.name,
        personEmail: person.email,
        personLocale: person.locale,
        personLevel: person.level,
        subject,
        status: "open",
        lastMessageAt: ctx.now(),
        lastMessagePreview: "",
        lastSide: "person",
        createdAt: ctx.now(),
      } as Partial<ConversationDoc>)) as unknown as Stored<ConversationDoc>;
      await addMessage(ctx, created, { side: "person", person }, { body }, options);
      const doc = await load(ctx, String(created._id), person);
      return { conversation: toConversation(doc, "person"), messages: await messagesOf(ctx, String(doc._id)) };
    },

    async get(ctx: ServiceContext, person: Person, id: string): Promise<ConversationDetail> {
      const doc = await load(ctx, id, person);
      return { conversation: toConversation(doc, "person"), messages: await messagesOf(ctx, id) };
    },

    /** `quiet`: the demo seed records history and mails nobody. */
    async write(
      ctx: ServiceContext,
      person: Person,
      id: string,
      input: { body: string; upload?: Upload },
      options: { quiet?: boolean } = {},
    ) {
      const doc = await load(ctx, id, person);
      return addMessage(ctx, doc, { side: "person", person }, input, options);
    },

    /** The person has read the answers: their unread count goes to 0. */
    async read(ctx: ServiceContext, person: Person, id: string): Promise<Conversation> {
      return toConversation(await markRead(ctx, await load(ctx, id, person), "person"), "person");
    },

    async setStatus(
      ctx: ServiceContext,
      person: Person,
      id: string,
      status: ConversationStatus,
    ): Promise<Conversation> {
      return toConversation(await setStatus(ctx, await load(ctx, id, person), status), "person");
    },

    /** The person's support page is open with a live subscription (README "Away"); `here: false` when it closes. */
    async presence(ctx: ServiceContext, person: Person, here: boolean): Promise<void> {
      const seenAt = here ? ctx.now() : new Date(0);
      await scoped(ctx, PresenceModel).updateOne({ userId: person.userId }, { $set: { seenAt } }, { upsert: true });
    },

    async attachment(ctx: ServiceContext, person: Person, id: string, messageId: string, attachmentId: string) {
      await load(ctx, id, person);
      return attachmentOf(ctx, id, messageId, attachmentId);
    },

    /** The platform side, in a context of the conversation's company (built by the platform routes). */
    staff: {
      async get(ctx: ServiceContext, id: string) {
        const doc = await load(ctx, id);
        return { conversation: inboxView(ctx, doc), messages: await messagesOf(ctx, id) };
      },
      async write(
        ctx: ServiceContext,
        member: StaffMember,
        id: string,
        input: { body: string; upload?: Upload },
        options: { quiet?: boolean } = {},
      ) {
        return addMessage(ctx, await load(ctx, id), { side: "staff", staff: member }, input, options);
      },
      async read(ctx: ServiceContext, id: string) {
        return inboxView(ctx, await markRead(ctx, await load(ctx, id), "staff"));
      },
      async setStatus(ctx: ServiceContext, id: string, status: ConversationStatus) {
        return inboxView(ctx, await setStatus(ctx, await load(ctx, id), status));
      },
      async attachment(ctx: ServiceContext, id: string, messageId: string, attachmentId: string) {
        await load(ctx, id);
        return attachmentOf(ctx, id, messageId, attachmentId);
      },
      /** Every company's conversations from the inbox copy, open first by default, newest activity first. */
      async list(page: { limit: number; skip: number; status?: ConversationStatus; q?: string }): Promise<InboxList> {
        const filter: Record<string, unknown> = page.status ? { status: page.status } : {};
        if (page.q) {
          const pattern = new RegExp(page.q.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i");
          filter.$or = [{ subject: pattern }, { personName: pattern }, { companyName: pattern }];
        }
        const [rows, total, unreadRows] = await Promise.all([
          InboxModel.find(filter).sort({ lastMessageAt: -1, _id: -1 }).skip(page.skip).limit(page.limit).lean().exec(),
          InboxModel.countDocuments(filter).exec(),
          InboxModel.find({ unreadByStaff: { $gt: 0 } }, { unreadByStaff: 1 })
            .lean()
            .exec(),
        ]);
        return {
          items: rows.map(inboxRow),
          total,
          unread: unreadRows.reduce((sum, r) => sum + r.unreadByStaff, 0),
        };
      },
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
