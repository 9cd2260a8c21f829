import mongoose, { type Model, Schema } from "mongoose";
import { type Locale, LOCALES } from "../i18n/locale.js";
import type { MailAttachment, MailTemplate } from "./types.js";

/** Outbox mails are kept this long, then the TTL index removes them (they hold reset links and personal data). */
export const MAIL_OUTBOX_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface MailOutboxFields {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: MailTemplate;
  locale: Locale;
  /** What an SMTP mail would carry as attachments (an `.ics` invitation). */
  attachments?: MailAttachment[];
  createdAt: Date;
}

/**
 * Mails written instead of sent when no SMTP server is configured, so none is silently lost (issue 3, "Mail").
 * Platform-wide, not tenant-scoped: verification and password mails belong to a person, not to a company.
 */
const mailOutboxSchema = new Schema<MailOutboxFields>(
  {
    to: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    template: { type: String, required: true },
    locale: { type: String, required: true, enum: LOCALES },
    attachments: {
      type: [{ _id: false, filename: String, contentType: String, content: String }],
      default: undefined,
    },
    createdAt: { type: Date, required: true },
  },
  { collection: "mail_outbox", versionKey: false },
);
// Also serves the newest-first listing of the dev route.
mailOutboxSchema.index({ createdAt: 1 }, { expireAfterSeconds: MAIL_OUTBOX_TTL_SECONDS });

// Reused when the module is evaluated twice (test runners, hot reload): mongoose refuses to compile a model twice.
export const MailOutbox: Model<MailOutboxFields> =
  (mongoose.models.MailOutbox as Model<MailOutboxFields> | undefined) ??
  mongoose.model<MailOutboxFields>("MailOutbox", mailOutboxSchema);
