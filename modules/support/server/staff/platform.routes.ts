import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { type ServiceContext, systemContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { FilesService } from "../../../../core/files/types.js";
import { authOf, requireFounder } from "../../../../core/auth/guards.js";
import type { GlobalRoutesOptions, ModuleTenants } from "../../../../core/modules/define-module.js";
import {
  Agent,
  AgentInput,
  AgentList,
  InboxConversation,
  InboxDetail,
  InboxList,
  Message,
  MessageInput,
  StatusSchema,
  StatusInput,
  SupportMe,
} from "../../contract/index.js";
import type { ConversationsService } from "../conversations/conversations.service.js";
import type { StaffMember, StaffService } from "./staff.service.js";

const tags = ["support"];
const ConversationParams = Type.Object({ companyId: Type.String(), conversationId: Type.String() });
const AttachmentParams = Type.Object({
  companyId: Type.String(),
  conversationId: Type.String(),
  messageId: Type.String(),
  attachmentId: Type.String(),
});
const InboxQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  skip: Type.Integer({ minimum: 0, default: 0 }),
  status: Type.Optional(StatusSchema),
  q: Type.Optional(Type.String({ maxLength: 100 })),
});
const AgentParams = Type.Object({ email: Type.String({ maxLength: 254 }) });
const PresenceInput = Type.Object({ here: Type.Boolean() }, { additionalProperties: false });
const Binary = Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "The file." });

declare module "fastify" {
  interface FastifyRequest {
    /** The support team member behind a platform support route (set by its guard). */
    supportStaff?: StaffMember;
  }
}

/**
 * The platform side of support (README "Platform side"): the founder and the agents the founder names answer every
 * company's conversations. Mounted under /api; every route guards itself: a person who is not on the team gets 404
 * (the routes stay unlisted, like the founder console), nobody signed in gets 401, API keys get 404.
 *
 * A company's conversation is reached through an explicit platform path: the route asks the kernel for the company's
 * summary and builds a context of that company, so every read and write still goes through the tenant guard.
 */
export function platformRoutes(deps: {
  conversations: ConversationsService;
  staff: StaffService;
  tenants: ModuleTenants;
  files: Pick<FilesService, "readUpload" | "send">;
  log: FastifyBaseLogger;
}): FastifyPluginAsync<GlobalRoutesOptions> {
  const { conversations, staff, tenants, files } = deps;
  return async (plain, options) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const now = options.now;

    const caller = (request: FastifyRequest) => {
      const auth = authOf(request);
      if (auth.via.kind !== "session") return null;
      return {
        userId: auth.user.id,
        email: auth.user.email,
        name: auth.user.name,
        locale: auth.user.locale ?? "en",
        isFounder: auth.user.isFounder,
      };
    };

    const requireStaff = async (request: FastifyRequest) => {
      const who = caller(request);
      const member = who ? await staff.identify(who, now()) : null;
      if (!member) throw new AppError("NOT_FOUND");
      request.supportStaff = member;
    };

    /** A context of the conversation's company, for the platform side: NOT_FOUND for an unknown or removed company. */
    const companyContext = async (request: FastifyRequest, companyId: string): Promise<ServiceContext> => {
      const summary = /^[0-9a-f]{24}$/i.test(companyId) ? await tenants.summary(companyId) : null;
      if (!summary) throw new AppError("NOT_FOUND");
      return systemContext({
        companyId,
        name: `support:${request.supportStaff!.email}`,
        log: request.log,
        now,
        timeZone: summary.timeZone,
        tenant: summary,
      });
    };

    app.get(
      "/support/me",
      {
        schema: {
          tags,
          summary: "Whether I answer on the platform's support team",
          description: `Whether the caller answers on the platform's support team (\`staff\`: the founder or an agent the founder named) and is the founder; the web app uses it to show the support inbox. Anyone signed in; a founder is recorded on the team the first time they ask, an agent's name and user id are learned from their session.`,
          response: { 200: SupportMe },
        },
      },
      async (request) => {
        const who = caller(request);
        const member = who ? await staff.identify(who, now()) : null;
        return { staff: Boolean(member), founder: Boolean(who?.isFounder) };
      },
    );

    app.get(
      "/support/inbox",
      {
        schema: {
          tags,
          summary: "Every company's support conversations",
          description: `Every company's support conversations, newest activity first, with the company, its plan, the person and the assignee (\`status\`, \`q\` over subject, person and company name, \`limit\`, \`skip\`); \`unread\` counts the people's messages the team has not read. The founder and the support agents only: anyone else signed in, and an API key, is 404 \`NOT_FOUND\` (the route stays unlisted).`,
          querystring: InboxQuery,
          response: { 200: InboxList },
        },
        onRequest: requireStaff,
      },
      async (request) => conversations.staff.list(request.query),
    );

    app.get(
      "/support/inbox/:companyId/:conversationId",
      {
        schema: {
          tags,
          summary: "A company's support conversation",
          description: `A company's conversation and all its messages, read through a context of that company. The founder and the support agents only: anyone else signed in, and an API key, is 404 \`NOT_FOUND\` (the route stays unlisted); an unknown company, or a conversation id under another company, is 404 \`NOT_FOUND\` too.`,
          params: ConversationParams,
          response: { 200: InboxDetail },
        },
        onRequest: requireStaff,
      },
      async (request) =>
        conversations.staff.get(await companyContext(request, request.params.companyId), request.params.conversationId),
    );

    app.post(
      "/support/inbox/:companyId/:conversationId/messages",
      {
        schema: {
          tags,
          summary: "Answer a conversation",
          description: `Answers a company's conversation as the calling team member (\`body\` required, up to 4000 characters), who becomes its assignee; a closed conversation is 409 \`SUPPORT_CONVERSATION_CLOSED\`. The founder and the support agents only: anyone else signed in, and an API key, is 404 \`NOT_FOUND\` (the route stays unlisted). Emits \`support.message.created\`, updates the person's open app live, and mails the person (\`support-answer\`) when the first unread answer finds them away.`,
          params: ConversationParams,
          body: MessageInput,
          response: { 201: Message },
        },
        onRequest: requireStaff,
      },
      async (request, reply) => {
        const ctx = await companyContext(request, request.params.companyId);
        const message = await conversations.staff.write(
          ctx,
          request.supportStaff!,
          request.params.conversationId,
          request.body,
        );
        return reply.status(201).send(message);
      },
    );

    app.post(
      "/support/inbox/:companyId/:conversationId/attachments",
      {
        schema: {
          tags,
          summary: "Send a file in a conversation (multipart field `file`, up to 2 MB; optional text field `body`)",
          description: `Answers a company's conversation with a file (multipart field \`file\`, up to 2 MB, and an optional text field \`body\`); its type is taken from its content. No file is \`FILE_REQUIRED\`, a larger one \`FILE_TOO_LARGE\`, a closed conversation 409 \`SUPPORT_CONVERSATION_CLOSED\`. The founder and the support agents only: anyone else signed in, and an API key, is 404 \`NOT_FOUND\` (the route stays unlisted). Same event, live update and mail as a written answer.`,
          params: ConversationParams,
          response: { 201: Message },
        },
        onRequest: requireStaff,
      },
      async (request, reply) => {
        const ctx = await companyContext(request, request.params.companyId);
        await conversations.staff.get(ctx, request.params.conversationId);
        const upload = await files.readUpload(request, { field: "file" });
        const message = await conversations.staff.write(ctx, request.supportStaff!, request.params.conversationId, {
          body: upload.fields.body ?? "",
          upload,
        });
        return reply.status(201).send(message);
      },
    );

    app.get(
      "/support/inbox/:companyId/:conversationId/messages/:messageId/attachments/:attachmentId",
      {
        schema: {
          tags,
          summary: "Download a file sent in a conversation",
          description: `Downloads a file sent by either side in a company's conversation, as an attachment with its original name. The founder and the support agents only: anyone else signed in, and an API key, is 404 \`NOT_FOUND\` (the route stays unlisted); an unknown company, conversation, message or file is 404 \`NOT_FOUND\`.`,
          params: AttachmentParams,
          response: { 200: Binary },
        },
        onRequest: requireStaff,
      },
      async (request, reply) => {
        const { companyId, conversationId, messageId, attachmentId } = request.params;
        const ctx = await companyContext(request, companyId);
        const file = await conversations.staff.attachment(ctx, conversationId, messageId, attachmentId);
        return files.send(reply, file.key, { filename: file.name });
      },
    );

    app.post(
      "/support/inbox/:companyId/:conversationId/read",
      {
        schema: {
          tags,
          summary: "Mark a conversation as read by support",
          description: `Marks the person's messages in a company's conversation as read by the team (\`unread\` goes to 0) and answers the conversation. The founder and the support agents only: anyone else signed in, and an API key, is 404 \`NOT_FOUND\` (the route stays unlisted).`,
          params: ConversationParams,
          response: { 200: InboxConversation },
        },
        onRequest: requireStaff,
      },
      async (request) =>
        conversations.staff.read(
          await companyContext(request, request.params.companyId),
          request.params.conversationId,
        ),
    );

    app.put(
      "/support/inbox/:companyId/:conversationId/status",
      {
        schema: {
          tags,
          summary: "Close or reopen a conversation",
          description: `Closes or reopens a company's conversation; already in that state is 409 \`SUPPORT_CONVERSATION_ALREADY\`. The founder and the support agents only: anyone else signed in, and an API key, is 404 \`NOT_FOUND\` (the route stays unlisted). Emits \`support.conversation.status-changed\` and updates the person's and the team's open apps live.`,
          params: ConversationParams,
          body: StatusInput,
          response: { 200: InboxConversation },
        },
        onRequest: requireStaff,
      },
      async (request) =>
        conversations.staff.setStatus(
          await companyContext(request, request.params.companyId),
          request.params.conversationId,
          request.body.status,
        ),
    );

    app.put(
      "/support/inbox/presence",
      {
        schema: {
          tags,
          summary: "My inbox is open with a live connection (or has closed)",
          description: `The caller's support inbox reports itself live (\`here: true\`, every 30 s while open) or closed (\`here: false\`); a team member whose inbox has not reported for 75 s counts as away and is mailed new questions. The founder and the support agents only: anyone else signed in, and an API key, is 404 \`NOT_FOUND\` (the route stays unlisted).`,
          body: PresenceInput,
          response: { 204: Type.Null({ description: "Recorded." }) },
        },
        onRequest: requireStaff,
      },
      async (request, reply) => {
        await staff.presence(request.supportStaff!, request.body.here, now());
        return reply.status(204).send(null);
      },
    );

    // the founder names the agents (issue 17 "the founder and support agents the founder names")
    app.get(
      "/support/agents",
      {
        schema: {
          tags,
          summary: "The support agents",
          description: `The support agents the founder named, oldest first. The founder only: anyone else, and an API key, is 404 \`NOT_FOUND\`.`,
          response: { 200: AgentList },
        },
        onRequest: requireFounder,
      },
      async () => ({ items: await staff.agents() }),
    );

    app.post(
      "/support/agents",
      {
        schema: {
          tags,
          summary: "Name a support agent by their sign-in email",
          description: `Names a support agent by the email they sign in with (\`name\` optional; learned from their session otherwise). An invalid email is \`VALIDATION_INVALID\`, an existing agent 409 \`SUPPORT_AGENT_EXISTS\`. The founder only: anyone else, and an API key, is 404 \`NOT_FOUND\`.`,
          body: AgentInput,
          response: { 201: Agent },
        },
        onRequest: requireFounder,
      },
      async (request, reply) =>
        reply.status(201).send(await staff.addAgent(request.body, authOf(request).user.id, now())),
    );

    app.delete(
      "/support/agents/:email",
      {
        schema: {
          tags,
          summary: "Remove a support agent",
          description: `Removes an agent from the support team: they no longer reach the inbox. An email that is not an agent's is 404 \`NOT_FOUND\`. The founder only: anyone else, and an API key, is 404 \`NOT_FOUND\`.`,
          params: AgentParams,
          response: { 204: Type.Null({ description: "Removed." }) },
        },
        onRequest: requireFounder,
      },
      async (request, reply) => {
        await staff.removeAgent(request.params.email);
        return reply.status(204).send(null);
      },
    );
  };
}
