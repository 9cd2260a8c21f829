import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { requireUser } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { FilesService } from "../../../../core/files/types.js";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import {
  Conversation,
  ConversationDetail,
  ConversationList,
  Message,
  MessageInput,
  permissions,
  StartInput,
  StatusSchema,
  StatusInput,
  supportContract,
} from "../../contract/index.js";
import type { ConversationsService, Person } from "./conversations.service.js";

const tags = ["support"];
const Params = Type.Object({ companyId: Type.String() });
const ConversationParams = Type.Object({ companyId: Type.String(), conversationId: Type.String() });
const AttachmentParams = Type.Object({
  companyId: Type.String(),
  conversationId: Type.String(),
  messageId: Type.String(),
  attachmentId: Type.String(),
});
const ListQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  skip: Type.Integer({ minimum: 0, default: 0 }),
  status: Type.Optional(StatusSchema),
});
const PresenceInput = Type.Object({ here: Type.Boolean() }, { additionalProperties: false });
const Binary = Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "The file." });

/** The person behind a tenant request: a session's user (an API key has no person, so no support conversation). */
export function personOf(request: FastifyRequest): Person {
  const actor = requireUser(request.ctx);
  const user = request.auth?.user;
  if (!user) throw new AppError("UNAUTHENTICATED");
  return {
    userId: actor.userId,
    name: user.name || user.email,
    email: user.email,
    locale: user.locale ?? "en",
    level: actor.level,
  };
}

/** A person's own conversations with support (spec §2 /support, every level). Mounted at /api/companies/:companyId. */
export const conversationsRoutes =
  (service: ConversationsService, files: Pick<FilesService, "readUpload" | "send">): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const use = requirePermission(supportContract, permissions.use);

    app.get(
      "/support/conversations",
      {
        schema: {
          tags,
          summary: "My conversations with support",
          description: `The caller's own conversations with the platform's support team, newest activity first (\`limit\`, \`skip\`, optional \`status\`), with \`total\` and \`unread\`: support's answers not yet read over all of them. Every level (\`support.conversation.use\`), signed in as a person: an API key is 403 \`FORBIDDEN\`.`,
          params: Params,
          querystring: ListQuery,
          response: { 200: ConversationList },
        },
        onRequest: use,
      },
      async (request) => service.list(request.ctx, personOf(request), request.query),
    );

    app.post(
      "/support/conversations",
      {
        schema: {
          tags,
          summary: "Open a conversation with support",
          description: `Opens a conversation with its first message (\`subject\` and \`body\` required, trimmed, up to 120 and 4000 characters: \`VALIDATION_REQUIRED\`, \`VALIDATION_MAX_LENGTH\`); answers it with its messages. Every level (\`support.conversation.use\`) as a person. Emits \`support.message.created\`, tells the support team's open apps live, and mails the team members who are away.`,
          params: Params,
          body: StartInput,
          response: { 201: ConversationDetail },
        },
        onRequest: use,
      },
      async (request, reply) =>
        reply.status(201).send(await service.start(request.ctx, personOf(request), request.body)),
    );

    app.get(
      "/support/conversations/:conversationId",
      {
        schema: {
          tags,
          summary: "A conversation and its messages",
          description: `One of the caller's conversations and all its messages, oldest first. Every level (\`support.conversation.use\`); a colleague's conversation, another company's or an unknown id is 404 \`NOT_FOUND\`.`,
          params: ConversationParams,
          response: { 200: ConversationDetail },
        },
        onRequest: use,
      },
      async (request) => service.get(request.ctx, personOf(request), request.params.conversationId),
    );

    app.post(
      "/support/conversations/:conversationId/messages",
      {
        schema: {
          tags,
          summary: "Write in a conversation",
          description: `Adds the caller's message (\`body\` required, up to 4000 characters) to one of their conversations; a closed conversation is 409 \`SUPPORT_CONVERSATION_CLOSED\`, another person's 404 \`NOT_FOUND\`. Emits \`support.message.created\`, updates the inbox and the team's open apps live, and mails the team when the first unread message finds them away.`,
          params: ConversationParams,
          body: MessageInput,
          response: { 201: Message },
        },
        onRequest: use,
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.write(request.ctx, personOf(request), request.params.conversationId, request.body)),
    );

    app.post(
      "/support/conversations/:conversationId/attachments",
      {
        schema: {
          tags,
          summary: "Send a file in a conversation (multipart field `file`, up to 2 MB; optional text field `body`)",
          description: `Adds a message carrying a file (multipart field \`file\`, up to 2 MB, and an optional text field \`body\`) to one of the caller's conversations; its type is taken from its content, never from its name. No file is \`FILE_REQUIRED\`, a larger one \`FILE_TOO_LARGE\`, a closed conversation 409 \`SUPPORT_CONVERSATION_CLOSED\`. Same event, live update and mail as a written message.`,
          params: ConversationParams,
          response: { 201: Message },
        },
        onRequest: use,
      },
      async (request, reply) => {
        const person = personOf(request);
        // the conversation first: another person's or company's id is not found before the upload is read
        await service.get(request.ctx, person, request.params.conversationId);
        const upload = await files.readUpload(request, { field: "file" });
        const message = await service.write(request.ctx, person, request.params.conversationId, {
          body: upload.fields.body ?? "",
          upload,
        });
        return reply.status(201).send(message);
      },
    );

    app.get(
      "/support/conversations/:conversationId/messages/:messageId/attachments/:attachmentId",
      {
        schema: {
          tags,
          summary: "Download a file sent in a conversation",
          description: `Downloads a file sent by either side in one of the caller's conversations, as an attachment with its original name. Every level (\`support.conversation.use\`); a conversation, message or file that is not the caller's is 404 \`NOT_FOUND\`.`,
          params: AttachmentParams,
          response: { 200: Binary },
        },
        onRequest: use,
      },
      async (request, reply) => {
        const { conversationId, messageId, attachmentId } = request.params;
        const file = await service.attachment(request.ctx, personOf(request), conversationId, messageId, attachmentId);
        return files.send(reply, file.key, { filename: file.name });
      },
    );

    app.post(
      "/support/conversations/:conversationId/read",
      {
        schema: {
          tags,
          summary: "Mark support's answers as read",
          description: `Marks support's answers in one of the caller's conversations as read (\`unread\` goes to 0) and answers the conversation. Every level (\`support.conversation.use\`); another person's conversation is 404 \`NOT_FOUND\`.`,
          params: ConversationParams,
          response: { 200: Conversation },
        },
        onRequest: use,
      },
      async (request) => service.read(request.ctx, personOf(request), request.params.conversationId),
    );

    app.put(
      "/support/conversations/:conversationId/status",
      {
        schema: {
          tags,
          summary: "Close or reopen a conversation",
          description: `Closes (\`closed\`, with \`closedAt\`) or reopens (\`open\`) one of the caller's conversations; already in that state is 409 \`SUPPORT_CONVERSATION_ALREADY\`. Every level (\`support.conversation.use\`). Emits \`support.conversation.status-changed\` and updates the team's open apps live.`,
          params: ConversationParams,
          body: StatusInput,
          response: { 200: Conversation },
        },
        onRequest: use,
      },
      async (request) =>
        service.setStatus(request.ctx, personOf(request), request.params.conversationId, request.body.status),
    );

    app.put(
      "/support/presence",
      {
        schema: {
          tags,
          summary: "My support page is open with a live connection (or has closed)",
          description: `The caller's support page reports itself live (\`here: true\`, every 30 s while open) or closed (\`here: false\`); a person whose page has not reported for 75 s counts as away and is mailed support's next answer. Every level (\`support.conversation.use\`).`,
          params: Params,
          body: PresenceInput,
          response: { 204: Type.Null({ description: "Recorded." }) },
        },
        onRequest: use,
      },
      async (request, reply) => {
        await service.presence(request.ctx, personOf(request), request.body.here);
        return reply.status(204).send(null);
      },
    );
  };
