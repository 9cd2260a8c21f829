import type { Locale } from "../i18n/locale.js";

/** The localized mails the platform sends (issue 3, "Mail"). Modules add templates here. */
export type MailTemplate =
  | "verification"
  | "forgot-password"
  | "welcome-worker"
  | "pending-document"
  // core/notifications: the email channel of a notification
  | "notification"
  // modules/people: the exit survey sent when a worker is terminated (spec §2 /termination-survey)
  | "termination-survey";

/**
 * The values each template reads from `MailMessage.data` (optional keys may be left out). Links must be
 * absolute http(s) URLs. A missing required value or an unsafe link makes `send` throw: it is a bug, not a user error.
 */
export interface MailTemplateData {
  verification: { link: string; name?: string };
  "forgot-password": { link: string; name?: string };
  /** `link` is the first-access link (GET /api/users/{id}/generateAuthLink). */
  "welcome-worker": { link: string; companyName: string; name?: string };
  /** spec §7 /email/pending-document: `message` is the free text the sender wrote (bodyEmail). */
  "pending-document": { documentName: string; companyName?: string; message?: string; link?: string; name?: string };
  /** core/notifications: the notification's texts in the recipient's language, where it leads, and the settings page. */
  notification: { title: string; body: string; link?: string; settingsLink?: string; name?: string };
  /** modules/people: `link` is the public /termination-survey?token=... page (one-time, expiring). */
  "termination-survey": { link: string; companyName: string; name?: string };
}

export interface MailMessage {
  to: string;
  template: MailTemplate;
  locale: Locale;
  /** Values for the template: links, names, company (see {@link MailTemplateData}). */
  data: Record<string, string>;
}

/** A template rendered in one locale: what goes out over SMTP or into the outbox. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
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
