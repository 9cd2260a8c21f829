import { Type, type Static } from "typebox";
import { defineContract, defineEvent } from "../../../core/modules/contract.js";
import { supportErrors } from "./errors.js";

export { supportErrors } from "./errors.js";

/**
 * The support module's public contract (issue 17 "Support chat", spec §1 "support chat", §2 /support, §3 the
 * `supports` collection): a person's conversations with the platform's support team, and the platform side (the
 * founder and the support agents the founder names). Isomorphic.
 */

export const MESSAGE_MAX = 4000;
export const SUBJECT_MAX = 120;

/** Which side wrote a message: the company's person, or the platform's support team. */
export const SIDES = ["person", "staff"] as const;
export type Side = (typeof SIDES)[number];

export const STATUSES = ["open", "closed"] as const;
export type ConversationStatus = (typeof STATUSES)[number];

export const SideSchema = Type.Union([Type.Literal("person"), Type.Literal("staff")]);
export const StatusSchema = Type.Union([Type.Literal("open"), Type.Literal("closed")]);

export const Attachment = Type.Object({
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
});
export type Attachment = Static<typeof Attachment>;

export const Message = Type.Object({
  id: Type.String(),
  side: SideSchema,
  authorName: Type.String(),
  body: Type.String(),
  attachments: Type.Array(Attachment),
  createdAt: Type.String({ format: "date-time" }),
});
export type Message = Static<typeof Message>;

export const Conversation = Type.Object({
  id: Type.String(),
  subject: Type.String(),
  status: StatusSchema,
  personName: Type.String(),
  lastMessageAt: Type.String({ format: "date-time" }),
  lastMessagePreview: Type.String(),
  lastSide: SideSchema,
  /** Messages of the other side the viewer has not read yet. */
  unread: Type.Integer(),
  createdAt: Type.String({ format: "date-time" }),
  closedAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
});
export type Conversation = Static<typeof Conversation>;

export const ConversationList = Type.Object({
  items: Type.Array(Conversation),
  total: Type.Integer(),
  /** Unread messages over all the viewer's conversations. */
  unread: Type.Integer(),
});
export type ConversationList = Static<typeof ConversationList>;

export const ConversationDetail = Type.Object({
  conversation: Conversation,
  messages: Type.Array(Message),
});
export type ConversationDetail = Static<typeof ConversationDetail>;

export const StartInput = Type.Object(
  {
    subject: Type.String({ maxLength: SUBJECT_MAX }),
    body: Type.String({ maxLength: MESSAGE_MAX }),
  },
  { additionalProperties: false },
);
export type StartInput = Static<typeof StartInput>;

export const MessageInput = Type.Object(
  { body: Type.String({ maxLength: MESSAGE_MAX }) },
  { additionalProperties: false },
);
export type MessageInput = Static<typeof MessageInput>;

export const StatusInput = Type.Object({ status: StatusSchema }, { additionalProperties: false });
export type StatusInput = Static<typeof StatusInput>;

/** The platform side's view of a conversation: the company and the person it came from. */
export const InboxConversation = Type.Object({
  ...Conversation.properties,
  companyId: Type.String(),
  companyName: Type.String(),
  companyPlan: Type.String(),
  personEmail: Type.String(),
  personLevel: Type.String(),
  assigneeName: Type.Union([Type.String(), Type.Null()]),
});
export type InboxConversation = Static<typeof InboxConversation>;

export const InboxList = Type.Object({
  items: Type.Array(InboxConversation),
  total: Type.Integer(),
  unread: Type.Integer(),
});
export type InboxList = Static<typeof InboxList>;

export const InboxDetail = Type.Object({ conversation: InboxConversation, messages: Type.Array(Message) });
export type InboxDetail = Static<typeof InboxDetail>;

/** Who the caller is to support: `staff` when they answer on the platform side (the founder or an agent). */
export const SupportMe = Type.Object({ staff: Type.Boolean(), founder: Type.Boolean() });
export type SupportMe = Static<typeof SupportMe>;

export const Agent = Type.Object({
  email: Type.String(),
  name: Type.String(),
  addedAt: Type.String({ format: "date-time" }),
});
export type Agent = Static<typeof Agent>;
export const AgentList = Type.Object({ items: Type.Array(Agent) });
export type AgentList = Static<typeof AgentList>;
export const AgentInput = Type.Object(
  { email: Type.String({ maxLength: 254 }), name: Type.Optional(Type.String({ maxLength: 120 })) },
  { additionalProperties: false },
);
export type AgentInput = Static<typeof AgentInput>;

export const permissions = {
  /** A person's own conversations with support: every level (spec §2 /support "all"). */
  use: "support.conversation.use",
} as const;

/** The realtime event announcing a change of a conversation (on the person's and each staff member's user topic). */
export const REALTIME_EVENT = "support.conversation.changed";

export const events = {
  /** A message was written in a conversation (by either side). */
  messageCreated: defineEvent<{ conversationId: string; messageId: string; side: Side }>("support.message.created"),
  /** A conversation was closed or reopened. */
  statusChanged: defineEvent<{ conversationId: string; status: ConversationStatus }>(
    "support.conversation.status-changed",
  ),
};

export const supportContract = defineContract({
  id: "support",
  permissions: { [permissions.use]: ["admin", "revisor", "requester"] },
  errors: supportErrors,
  events,
});
