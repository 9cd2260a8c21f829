import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { NodeEnv } from "../config.js";
import { registerDevOutboxRoute } from "./dev-outbox.routes.js";
import { createMailer } from "./mailer.service.js";
import "./types.js";

export interface MailPluginOptions {
  /** `SMTP_URL`: set, mails go out over SMTP; unset, they are kept in the `mail_outbox` collection and logged. */
  smtpUrl?: string;
  /** `NODE_ENV`: the outbox route exists only in development, and only then do outbox log lines carry the text. */
  nodeEnv: NodeEnv;
  /**
   * The sender, a bare address or `Name <address>` (a `MAIL_FROM` setting when the lead adds one).
   * @default "no-reply@localhost"
   */
  from?: string;
  /**
   * The product name the templates sign with.
   * @default "Workforce"
   */
  productName?: string;
  /**
   * The outbox's clock, for tests.
   * @default () => new Date()
   */
  now?: () => Date;
}

/**
 * Decorates `app.mailer` (core/mail/types.ts) and, in development, adds `GET /api/dev/outbox`.
 * Infrastructure, so it breaks encapsulation: every module sees the same mailer.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const development = options.nodeEnv === "development";
    const mailer = createMailer({
      smtpUrl: options.smtpUrl,
      from: options.from,
      productName: options.productName,
      now: options.now,
      log: app.log.child({ component: "mail" }),
      logBodies: development,
    });
    app.decorate("mailer", mailer);
    app.addHook("onClose", async () => mailer.close());
    if (development) registerDevOutboxRoute(app);
    app.log.debug({ transport: mailer.kind }, "mail ready");
  },
  { name: "core.mail", fastify: "5.x", dependencies: ["core.errors"] },
);
