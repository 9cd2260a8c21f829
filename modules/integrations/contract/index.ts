import { Type, type Static } from "typebox";
import { defineContract, defineEvent } from "../../../core/modules/contract.js";
import { listOf, pageQuery } from "../../../core/lists/schemas.js";
import { integrationsErrors } from "./errors.js";

export { integrationsErrors } from "./errors.js";
export {
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
  type WebhookEventName,
} from "./webhook-events.js";

/**
 * The integrations module's public contract (issue 17 "Integrations"): a person's Google Calendar connection, the
 * company's outbound webhooks and their deliveries. Isomorphic: web code may import it.
 */

/** A person's calendar connection as they see it. */
export const CalendarConnection = Type.Object({
  provider: Type.Literal("google"),
  /** Whether this server has a Google OAuth client (GOOGLE_CLIENT_ID): without it nobody can connect. */
  configured: Type.Boolean(),
  connected: Type.Boolean(),
  /** The Google account's address, once connected. */
  email: Type.Optional(Type.String()),
  connectedAt: Type.Optional(Type.String({ format: "date-time" })),
  lastSyncAt: Type.Optional(Type.String({ format: "date-time" })),
  /** The last sync's failure, cleared by the next success. */
  lastError: Type.Optional(Type.String()),
  /** Events this app keeps in the person's calendar (leaves, shifts). */
  syncedEvents: Type.Integer(),
});
export type CalendarConnection = Static<typeof CalendarConnection>;

/** The answer to disconnecting: the tokens are always forgotten; whether Google confirmed the revocation too. */
export const CalendarDisconnected = Type.Object(
  {
    /** false: Google could not be reached or refused; the person should remove the access in their Google account. */
    revokedAtGoogle: Type.Boolean(),
  },
  { examples: [{ revokedAtGoogle: true }] },
);
export type CalendarDisconnected = Static<typeof CalendarDisconnected>;

export const CalendarConnectStart = Type.Object({ url: Type.String() });
export type CalendarConnectStart = Static<typeof CalendarConnectStart>;

export const CalendarCallbackInput = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 2000 }), state: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type CalendarCallbackInput = Static<typeof CalendarCallbackInput>;

/** A webhook endpoint: where the company's chosen events are posted, signed with its secret. */
export const WebhookEndpoint = Type.Object({
  id: Type.String(),
  url: Type.String(),
  description: Type.String(),
  events: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  /** The secret's first characters (`whsec_ab12…`), to tell endpoints apart; the whole secret is shown once. */
  secretHint: Type.String(),
  createdAt: Type.String({ format: "date-time" }),
  /** The newest delivery's outcome, if any. */
  lastDelivery: Type.Optional(
    Type.Object({ status: Type.String(), at: Type.String({ format: "date-time" }), event: Type.String() }),
  ),
});
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

/** The answer to creating an endpoint or rotating its secret: the whole secret, shown this once. */
export const WebhookEndpointWithSecret = Type.Object({ ...WebhookEndpoint.properties, secret: Type.String() });
export type WebhookEndpointWithSecret = Static<typeof WebhookEndpointWithSecret>;

export const WebhookEndpointList = Type.Object({ items: Type.Array(WebhookEndpoint) });
export type WebhookEndpointList = Static<typeof WebhookEndpointList>;

export const WebhookEndpointInput = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    description: Type.Optional(Type.String({ maxLength: 200 })),
    events: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type WebhookEndpointInput = Static<typeof WebhookEndpointInput>;

export const WebhookEndpointPatch = Type.Partial(WebhookEndpointInput, { additionalProperties: false });
export type WebhookEndpointPatch = Static<typeof WebhookEndpointPatch>;

/**
 * One delivery of one event to one endpoint, with its attempts: `pending` (waiting or retrying), `delivered` (a 2xx
 * answer), `failed` (no retry left), `skipped` (not sent: a documentation domain such as example.com).
 */
export const WebhookDelivery = Type.Object({
  id: Type.String(),
  endpointId: Type.String(),
  eventId: Type.String(),
  event: Type.String(),
  status: Type.Union([
    Type.Literal("pending"),
    Type.Literal("delivered"),
    Type.Literal("failed"),
    Type.Literal("skipped"),
  ]),
  attempts: Type.Integer(),
  responseStatus: Type.Optional(Type.Integer()),
  error: Type.Optional(Type.String()),
  durationMs: Type.Optional(Type.Integer()),
  test: Type.Boolean(),
  createdAt: Type.String({ format: "date-time" }),
  lastAttemptAt: Type.Optional(Type.String({ format: "date-time" })),
  /** The body that was (or will be) posted, as sent. */
  body: Type.String(),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const WebhookDeliveryQuery = Type.Object({ ...pageQuery() }, { additionalProperties: false });
export const WebhookDeliveryList = listOf(WebhookDelivery);
export type WebhookDeliveryList = Static<typeof WebhookDeliveryList>;

export const permissions = {
  /** Connect one's own calendar (every level). */
  calendar: "integrations.calendar.connect",
  /** Manage the company's webhooks (admins). */
  webhooks: "integrations.webhook.manage",
} as const;

export const events = {
  calendarConnected: defineEvent<{ userId: string; provider: string }>("integrations.calendar.connected"),
  calendarDisconnected: defineEvent<{ userId: string; provider: string }>("integrations.calendar.disconnected"),
  endpointSaved: defineEvent<{ endpointId: string; url: string }>("integrations.webhook.saved"),
  endpointRemoved: defineEvent<{ endpointId: string }>("integrations.webhook.removed"),
};

/** The integrations module's contract: who may do what, its error codes, and what it tells other modules. */
export const integrationsContract = defineContract({
  id: "integrations",
  permissions: {
    [permissions.calendar]: ["admin", "revisor", "requester"],
    [permissions.webhooks]: ["admin"],
  },
  errors: integrationsErrors,
  events,
});
