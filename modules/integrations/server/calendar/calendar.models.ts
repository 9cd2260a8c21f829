import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";

export interface CalendarAccountDoc {
  userId: string;
  provider: "google";
  email: string;
  /** The person's language when they connected: the titles of the events written for them. */
  locale?: string;
  /** OAuth tokens, sealed with the integrations key (secrets.ts); never answered by a route. */
  accessTokenSealed: string;
  refreshTokenSealed?: string;
  accessTokenExpiresAt: Date;
  connectedAt: Date;
  lastSyncAt?: Date;
  lastError?: string;
}

/** A person's connected calendar account (one per person and provider). */
export const CalendarAccountModel = defineTenantModel<CalendarAccountDoc>(
  "IntegrationsCalendarAccount",
  {
    userId: { type: String, required: true },
    provider: { type: String, required: true },
    email: { type: String, default: "" },
    locale: { type: String },
    accessTokenSealed: { type: String, required: true },
    refreshTokenSealed: { type: String },
    accessTokenExpiresAt: { type: Date, required: true },
    connectedAt: { type: Date, required: true },
    lastSyncAt: { type: Date },
    lastError: { type: String },
  },
  {
    collection: "integrations_calendar_accounts",
    indexes: [
      { fields: { userId: 1, provider: 1 }, options: { unique: true, partialFilterExpression: { deletedAt: null } } },
    ],
  },
);

export type CalendarSource = "leave" | "shift" | "reservation";

export interface CalendarEventDoc {
  userId: string;
  source: CalendarSource;
  /** The leave request's, the shift's or the room reservation's id. */
  sourceId: string;
  /** The company day the item starts on (shifts are reconciled by range). */
  day: string;
  googleEventId: string;
}

/** Which of the app's items sit in a person's Google Calendar, and as which Google event. */
export const CalendarEventModel = defineTenantModel<CalendarEventDoc>(
  "IntegrationsCalendarEvent",
  {
    userId: { type: String, required: true },
    source: { type: String, required: true },
    sourceId: { type: String, required: true },
    day: { type: String, required: true },
    googleEventId: { type: String, required: true },
  },
  {
    collection: "integrations_calendar_events",
    indexes: [
      { fields: { userId: 1, source: 1, sourceId: 1 }, options: { unique: true } },
      { fields: { userId: 1, source: 1, day: 1 } },
    ],
  },
);

export interface OAuthStateDoc {
  /** SHA-256 of the `state` sent to Google (the state itself is never stored). */
  stateHash: string;
  userId: string;
  codeVerifierSealed: string;
  redirectUri: string;
  expiresAt: Date;
}

/** A connection in progress: single use, ten minutes, bound to the person who started it. */
export const OAuthStateModel = defineTenantModel<OAuthStateDoc>(
  "IntegrationsOAuthState",
  {
    stateHash: { type: String, required: true },
    userId: { type: String, required: true },
    codeVerifierSealed: { type: String, required: true },
    redirectUri: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: "integrations_oauth_states", indexes: [{ fields: { stateHash: 1 } }] },
);
