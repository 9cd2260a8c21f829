import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { AppError } from "../errors/app-error.js";
import { MailOutbox } from "./mail-outbox.model.js";

const OutboxQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
    to: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })),
  },
  { additionalProperties: false },
);

const OutboxMail = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  template: Type.String(),
  locale: Type.String(),
  createdAt: Type.String({ format: "date-time" }),
});

const OutboxList = Type.Object({ items: Type.Array(OutboxMail) });

/**
 * `GET /api/dev/outbox`: the newest outbox mails, so a developer without SMTP can follow verification and reset
 * links. Development only (the plugin registers it only then), and only for someone who is admin somewhere.
 *
 * Declared on the instance it is given rather than in a child plugin: the auth plugin registers later, and only
 * routes of the root context pick up the root hooks it adds then.
 */
export function registerDevOutboxRoute(app: FastifyInstance): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    "/api/dev/outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Mails kept in the outbox (development only, admins)",
        querystring: OutboxQuery,
        response: { 200: OutboxList },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw new AppError("UNAUTHENTICATED");
      if (!auth.memberships.some((membership) => membership.levels.includes("admin"))) throw new AppError("FORBIDDEN");
      const filter = request.query.to === undefined ? {} : { to: request.query.to };
      const mails = await MailOutbox.find(filter).sort({ createdAt: -1, _id: -1 }).limit(request.query.limit).lean();
      return {
        items: mails.map((mail) => ({
          id: String(mail._id),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          template: mail.template,
          locale: mail.locale,
          createdAt: mail.createdAt.toISOString(),
        })),
      };
    },
  );
}
