import mongoose, { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { ConversationStatus, Side } from "../../contract/index.js";

/**
 * A person's conversation with the platform's support team (spec §3 `supports`): the company's data, so a tenant
 * model. The counters are the read receipts: `unreadByPerson` / `unreadByStaff` count the other side's messages since
 * that side last read (reset by `read`), `version` orders the writes for the platform inbox's copy.
 */
export interface ConversationDoc {
  userId: string;
  personName: string;
  personEmail: string;
  personLocale: string;
  personLevel: string;
  subject: string;
  status: ConversationStatus;
  lastMessageAt: Date;
  lastMessagePreview: string;
  lastSide: Side;
  unreadByPerson: number;
  unreadByStaff: number;
  /** When a mail about an unread answer last went to the person / the staff (one mail until they read). */
  personMailedAt: Date | null;
  staffMailedAt: Date | null;
  assigneeId: string | null;
  assigneeName: string | null;
  closedAt: Date | null;
  version: number;
}

export const ConversationModel = defineTenantModel<ConversationDoc>(
  "SupportConversation",
  {
    userId: { type: String, required: true },
    personName: { type: String, required: true },
    personEmail: { type: String, default: "" },
    personLocale: { type: String, default: "en" },
    personLevel: { type: String, default: "requester" },
    subject: { type: String, required: true },
    status: { type: String, enum: ["open", "closed"], default: "open" },
    lastMessageAt: { type: Date, required: true },
    lastMessagePreview: { type: String, default: "" },
    lastSide: { type: String, enum: ["person", "staff"], default: "person" },
    unreadByPerson: { type: Number, default: 0 },
    unreadByStaff: { type: Number, default: 0 },
    personMailedAt: { type: Date, default: null },
    staffMailedAt: { type: Date, default: null },
    assigneeId: { type: String, default: null },
    assigneeName: { type: String, default: null },
    closedAt: { type: Date, default: null },
    version: { type: Number, default: 1 },
  },
  { collection: "support_conversations", indexes: [{ fields: { userId: 1, lastMessageAt: -1 } }] },
);

export interface MessageDoc {
  conversationId: string;
  side: Side;
  authorId: string;
  authorName: string;
  body: string;
  attachments: Array<{ id: string; name: string; size: number; contentType: string; key: string }>;
}

/** The messages of a conversation, oldest first. */
export const MessageModel = defineTenantModel<MessageDoc>(
  "SupportMessage",
  {
    conversationId: { type: String, required: true },
    side: { type: String, enum: ["person", "staff"], required: true },
    authorId: { type: String, required: true },
    authorName: { type: String, required: true },
    body: { type: String, default: "" },
    attachments: {
      type: [{ _id: false, id: String, name: String, size: Number, contentType: String, key: String }],
      default: [],
    },
  },
  { collection: "support_messages", indexes: [{ fields: { conversationId: 1, createdAt: 1 } }] },
);

/**
 * When a person last had the support page open with a live connection (heartbeat, README "Away"): one record per
 * person and company, in the database so every instance agrees.
 */
export interface PresenceDoc {
  userId: string;
  seenAt: Date;
}

export const PresenceModel = defineTenantModel<PresenceDoc>(
  "SupportPresence",
  { userId: { type: String, required: true }, seenAt: { type: Date, required: true } },
  { collection: "support_presence", indexes: [{ fields: { userId: 1 }, options: { unique: true } }] },
);

/**
 * The platform inbox's copy of each conversation (not a tenant model: the platform side reads across companies,
 * README "Platform side"). Written only after the company's own record, conditionally on its `version`, so a late
 * write never replaces a newer one; it holds what the list shows, never the messages.
 */
export interface InboxDoc {
  _id: string;
  companyId: string;
  companyName: string;
  companyPlan: string;
  version: number;
  status: ConversationStatus;
  subject: string;
  personName: string;
  personEmail: string;
  personLevel: string;
  lastMessageAt: Date;
  lastMessagePreview: string;
  lastSide: Side;
  unreadByStaff: number;
  assigneeName: string | null;
  openedAt: Date;
  closedAt: Date | null;
}

const inboxSchema = new Schema<InboxDoc>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    companyName: { type: String, default: "" },
    companyPlan: { type: String, default: "" },
    version: { type: Number, required: true },
    status: { type: String, required: true },
    subject: { type: String, default: "" },
    personName: { type: String, default: "" },
    personEmail: { type: String, default: "" },
    personLevel: { type: String, default: "" },
    lastMessageAt: { type: Date, required: true },
    lastMessagePreview: { type: String, default: "" },
    lastSide: { type: String, default: "person" },
    unreadByStaff: { type: Number, default: 0 },
    assigneeName: { type: String, default: null },
    openedAt: { type: Date, required: true },
    closedAt: { type: Date, default: null },
  },
  { collection: "support_inbox", versionKey: false },
);
inboxSchema.index({ status: 1, lastMessageAt: -1 });
inboxSchema.index({ lastMessageAt: -1 });

export const InboxModel =
  (mongoose.models.SupportInbox as mongoose.Model<InboxDoc> | undefined) ??
  mongoose.model<InboxDoc>("SupportInbox", inboxSchema);
