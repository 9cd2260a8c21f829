import type { Locale } from "../i18n/locale.js";

/** The kernel's localized mails (issue 3, "Mail"). */
export type KernelMailTemplate = "verification" | "forgot-password" | "pending-document" | "notification";

/** Every mail template: the kernel's and those modules add to {@link MailTemplateData}. */
export type MailTemplate = keyof MailTemplateData & string;

/**
 * The values each template reads from `MailMessage.data` (optional keys may be left out). Links must be
 * absolute http(s) URLs. A missing required value or an unsafe link makes `send` throw: it is a bug, not a user error.
 * Modules add their templates' entries with `declare module` (see modules/people/server/mails.ts).
 */
export interface MailTemplateData {
  verification: { link: string; name?: string };
  "forgot-password": { link: string; name?: string };
  /** spec §7 /email/pending-document: `message` is the free text the sender wrote (bodyEmail). */
  "pending-document": { documentName: string; companyName?: string; message?: string; link?: string; name?: string };
  /** core/notifications: the notification's texts in the recipient's language, where it leads, and the settings page. */
  notification: { title: string; body: string; link?: string; settingsLink?: string; name?: string };
}

export interface MailMessage {
  to: string;
  template: MailTemplate;
  locale: Locale;
  /** Values for the template: links, names, company (see {@link MailTemplateData}). */
  data: Record<string, string>;
  /** Files sent with the mail (for example an iCalendar invitation, `text/calendar`); small text content only. */
  attachments?: MailAttachment[];
  /** The company's brand (issue 18): its colour on the mail's button and links, with the text colour that reads on it; its logo on top. */
  brand?: MailBrand;
}

/**
 * A company's brand as mails apply it: its colour (`#rrggbb` and white or near-black text on it, tenants/brand-colors.ts;
 * absent: the product's) and its logo (issue 18).
 */
export interface MailBrand {
  color?: string;
  onColor?: string;
  /** The company's logo: an absolute http(s) URL (tenants' public logo route), shown at the top of the mail. */
  logoUrl?: string;
  /** The company's name: the logo's alternative text. */
  name?: string;
}

/** A small text file attached to a mail (an `.ics` invitation): kept in the outbox as it would be sent. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
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
