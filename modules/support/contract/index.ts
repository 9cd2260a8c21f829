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

/** Realistic records for the OpenAPI examples (one conversation of Lumen Studio with support). */
const attachmentExample = {
  id: "a3f19c0e7b2d4e8f9a1b6c2d",
  name: "payslip-october.pdf",
  size: 184320,
  contentType: "application/pdf",
};
const messageExample = {
  id: "6762c1009b1e4a0012ac1002",
  side: "staff",
  authorName: "Rafael Lima",
  body: "Thanks, Mariana. The October payslip now shows the overtime; could you check the attached copy?",
  attachments: [attachmentExample],
  createdAt: "2026-11-12T14:08:31.000Z",
};
const conversationExample = {
  id: "6762c0009b1e4a0012ac1001",
  subject: "Overtime missing from my October payslip",
  status: "open",
  personName: "Mariana Costa",
  lastMessageAt: "2026-11-12T14:08:31.000Z",
  lastMessagePreview: "Thanks, Mariana. The October payslip now shows the overtime; could you check the attached copy?",
  lastSide: "staff",
  unread: 1,
  createdAt: "2026-11-12T13:41:05.000Z",
  closedAt: null,
};
const firstMessageExample = {
  id: "6762c1009b1e4a0012ac1001",
  side: "person",
  authorName: "Mariana Costa",
  body: "My October payslip shows no overtime, but the clock has 6 hours approved. Can you check?",
  attachments: [],
  createdAt: "2026-11-12T13:41:05.000Z",
};
const inboxConversationExample = {
  ...conversationExample,
  unread: 0,
  companyId: "6760a0009b1e4a0012aa0001",
  companyName: "Lumen Studio",
  companyPlan: "premium",
  personEmail: "mariana.costa@lumenstudio.com.br",
  personLevel: "requester",
  assigneeName: "Rafael Lima",
};

export const Attachment = Type.Object({
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
});
export type Attachment = Static<typeof Attachment>;

export const Message = Type.Object(
  {
    id: Type.String(),
    side: SideSchema,
    authorName: Type.String(),
    body: Type.String(),
    attachments: Type.Array(Attachment),
    createdAt: Type.String({ format: "date-time" }),
  },
  { examples: [messageExample] },
);
export type Message = Static<typeof Message>;

export const Conversation = Type.Object(
  {
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
  },
  { examples: [conversationExample] },
);
export type Conversation = Static<typeof Conversation>;

export const ConversationList = Type.Object(
  {
    items: Type.Array(Conversation),
    total: Type.Integer(),
    /** Unread messages over all the viewer's conversations. */
    unread: Type.Integer(),
  },
  { examples: [{ items: [conversationExample], total: 1, unread: 1 }] },
);
export type ConversationList = Static<typeof ConversationList>;

export const ConversationDetail = Type.Object(
  { conversation: Conversation, messages: Type.Array(Message) },
  { examples: [{ conversation: conversationExample, messages: [firstMessageExample, messageExample] }] },
);
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
export const InboxConversation = Type.Object(
  {
    ...Conversation.properties,
    companyId: Type.String(),
    companyName: Type.String(),
    companyPlan: Type.String(),
    personEmail: Type.String(),
    personLevel: Type.String(),
    assigneeName: Type.Union([Type.String(), Type.Null()]),
  },
  { examples: [inboxConversationExample] },
);
export type InboxConversation = Static<typeof InboxConversation>;

export const InboxList = Type.Object(
  { items: Type.Array(InboxConversation), total: Type.Integer(), unread: Type.Integer() },
  { examples: [{ items: [inboxConversationExample], total: 1, unread: 0 }] },
);
export type InboxList = Static<typeof InboxList>;

export const InboxDetail = Type.Object(
  { conversation: InboxConversation, messages: Type.Array(Message) },
  { examples: [{ conversation: inboxConversationExample, messages: [firstMessageExample, messageExample] }] },
);
export type InboxDetail = Static<typeof InboxDetail>;

/** Who the caller is to support: `staff` when they answer on the platform side (the founder or an agent). */
export const SupportMe = Type.Object(
  { staff: Type.Boolean(), founder: Type.Boolean() },
  { examples: [{ staff: true, founder: false }] },
);
export type SupportMe = Static<typeof SupportMe>;

const agentExample = { email: "rafael.lima@hrplatform.io", name: "Rafael Lima", addedAt: "2026-03-02T10:15:00.000Z" };
export const Agent = Type.Object(
  { email: Type.String(), name: Type.String(), addedAt: Type.String({ format: "date-time" }) },
  { examples: [agentExample] },
);
export type Agent = Static<typeof Agent>;
export const AgentList = Type.Object(
  { items: Type.Array(Agent) },
  {
    examples: [
      {
        items: [
          agentExample,
          { email: "camila.rocha@hrplatform.io", name: "Camila Rocha", addedAt: "2026-06-18T09:00:00.000Z" },
        ],
      },
    ],
  },
);
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
