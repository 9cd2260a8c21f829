import { Schema } from "mongoose";
import type { LocalizedText } from "../i18n/localized-text.js";
import { defineTenantModel } from "../tenancy/tenant-model.js";

/** A text in every product language (spec §1): the recipient's language is chosen when it is shown or mailed. */
export type { LocalizedText };

const localizedText = new Schema<LocalizedText>(
  {
    en: { type: String, required: true },
    "pt-BR": { type: String, required: true },
    es: { type: String, required: true },
  },
  { _id: false },
);

/** One in-app notification of one person (issue 3, "Notifications"). */
export interface NotificationDoc {
  userId: string;
  type: string;
  title: LocalizedText;
  body: LocalizedText;
  link: string | null;
  data: Record<string, unknown>;
  readAt: Date | null;
}

export const NotificationModel = defineTenantModel<NotificationDoc>(
  "Notification",
  {
    userId: { type: String, required: true, immutable: true },
    type: { type: String, required: true, immutable: true },
    title: { type: localizedText, required: true },
    body: { type: localizedText, required: true },
    link: { type: String, default: null },
    data: { type: Schema.Types.Mixed, default: () => ({}) },
    readAt: { type: Date, default: null },
  },
  {
    collection: "notifications",
    // the person's list, newest first; the unread badge
    indexes: [{ fields: { userId: 1, createdAt: -1 } }, { fields: { userId: 1, readAt: 1 } }],
  },
);

/** A person's choice for the notification types matching `prefix`. */
export interface PreferenceRuleDoc {
  prefix: string;
  inApp: boolean;
  email: boolean;
  push: boolean;
}

/** A person's notification preferences in one company (the /notifications-config page). */
export interface NotificationPreferencesDoc {
  userId: string;
  rules: PreferenceRuleDoc[];
}

export const NotificationPreferencesModel = defineTenantModel<NotificationPreferencesDoc>(
  "NotificationPreferences",
  {
    userId: { type: String, required: true, immutable: true },
    rules: {
      type: [
        new Schema<PreferenceRuleDoc>(
          {
            prefix: { type: String, required: true },
            inApp: { type: Boolean, required: true },
            email: { type: Boolean, required: true },
            push: { type: Boolean, required: true },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
  },
  {
    collection: "notification_preferences",
    indexes: [{ fields: { userId: 1 }, options: { unique: true } }],
  },
);
