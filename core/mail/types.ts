import type { Locale } from "../i18n/locale.js";

/** The localized mails the platform sends (issue 3, "Mail"). Modules add templates here. */
export type MailTemplate = "verification" | "forgot-password" | "welcome-worker" | "pending-document";

export interface MailMessage {
  to: string;
  template: MailTemplate;
  locale: Locale;
  /** Values for the template: links, names, company. */
  data: Record<string, string>;
}

/** Sends mail: SMTP when SMTP_URL is set, otherwise the outbox collection plus a log line. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Registered by the mail plugin (core/mail). */
    mailer: Mailer;
  }
}
