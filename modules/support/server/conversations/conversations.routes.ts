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
