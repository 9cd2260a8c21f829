import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { AppError } from "../errors/app-error.js";
import { MailOutbox } from "./mail-outbox.model.js";
import { renderMail } from "./mail-templates.js";
import type { Mailer, MailMessage } from "./types.js";

/** A mailer the plugin owns: it says which path it takes and releases its connections on close. */
export interface ManagedMailer extends Mailer {
  readonly kind: "smtp" | "outbox";
  close(): Promise<void>;
}

export interface CreateMailerOptions {
  /** `SMTP_URL`; unset means the outbox collection. */
  smtpUrl?: string;
  /**
   * The sender, a bare address or `Name <address>`.
   * @default "no-reply@localhost"
   */
  from?: string;
  /**
   * The product name the templates sign with.
   * @default "Workforce"
   */
  productName?: string;
  log: FastifyBaseLogger;
  /**
   * The outbox's clock.
   * @default () => new Date()
   */
  now?: () => Date;
  /**
   * Whether outbox log lines carry the mail's text. Only for development: the text holds one-time links.
   * @default false
   */
  logBodies?: boolean;
}

export const DEFAULT_MAIL_FROM = "no-reply@localhost";

/** SMTP when a server is configured, otherwise the outbox: a mail is either delivered or kept, never dropped. */
export function createMailer(options: CreateMailerOptions): ManagedMailer {
  return options.smtpUrl ? createSmtpMailer({ ...options, smtpUrl: options.smtpUrl }) : createOutboxMailer(options);
}

/**
 * Sends through nodemailer's SMTP transport. A refusal or an unreachable server rejects with `MAIL_NOT_SENT`
 * (the cause attached), so a caller never reports success for a mail that did not leave.
 */
export function createSmtpMailer(options: CreateMailerOptions & { smtpUrl: string }): ManagedMailer {
  const { log } = options;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // Mail is sent inside requests (forgot password): a stuck server must fail the request, not hang it for minutes.
    // Query parameters of SMTP_URL (e.g. ?connectionTimeout=30000) override these.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Messages are built from templates only; nothing may make nodemailer read files or fetch URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return {
    kind: "smtp",
    async send(message: MailMessage): Promise<void> {
      const rendered = renderMail(message, options);
      try {
        const info = await transport.sendMail({
          from,
          to: message.to,
          ...rendered,
          ...(message.attachments?.length ? { attachments: message.attachments } : {}),
        });
        log.info({ template: message.template, messageId: info.messageId }, "mail sent");
      } catch (err) {
        log.error({ err, template: message.template }, "mail not sent");
        throw new AppError("MAIL_NOT_SENT", { cause: err });
      }
    },
    async close(): Promise<void> {
      transport.close();
    },
  };
}

/** Keeps mails in the `mail_outbox` collection (30-day TTL) and logs each one, for setups without SMTP. */
export function createOutboxMailer(options: CreateMailerOptions): ManagedMailer {
  const { log } = options;
  const now = options.now ?? (() => new Date());
  return {
    kind: "outbox",
    async send(message: MailMessage): Promise<void> {
      const rendered = renderMail(message, options);
      const stored = await MailOutbox.create({
        to: message.to,
        template: message.template,
        locale: message.locale,
        ...rendered,
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
        createdAt: now(),
      });
      log.info(
        {
          mailId: String(stored._id),
          to: message.to,
          template: message.template,
          subject: rendered.subject,
          ...(options.logBodies ? { text: rendered.text } : {}),
        },
        "mail kept in the outbox (SMTP_URL is not set)",
      );
    },
    async close(): Promise<void> {},
  };
}
