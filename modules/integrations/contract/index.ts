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

/** Realistic records for the OpenAPI examples. */
const endpointExample = {
  id: "6764a0009b1e4a0012af0001",
  url: "https://hooks.lumenstudio.com.br/workforce",
  description: "Payroll provider: leaves and terminations",
  events: ["leave.request.approved", "leave.request.canceled", "people.worker.terminated"],
  enabled: true,
  secretHint: "whsec_Q3vN…",
  createdAt: "2026-09-14T11:20:03.000Z",
  lastDelivery: { status: "delivered", at: "2026-11-26T16:05:41.000Z", event: "leave.request.approved" },
};
const deliveryExample = {
  id: "6764b0009b1e4a0012af1001",
  endpointId: "6764a0009b1e4a0012af0001",
  eventId: "evt_9c2e5a0b7d1f4e3a8b6c0d2e",
  event: "leave.request.approved",
  status: "delivered",
  attempts: 1,
  responseStatus: 200,
  durationMs: 184,
  test: false,
  createdAt: "2026-11-26T16:05:41.000Z",
  lastAttemptAt: "2026-11-26T16:05:41.000Z",
  body: JSON.stringify({
    id: "evt_9c2e5a0b7d1f4e3a8b6c0d2e",
    event: "leave.request.approved",
    createdAt: "2026-11-26T16:05:41.000Z",
    companyId: "6760a0009b1e4a0012aa0001",
    data: { requestId: "6761f1009b1e4a0012ab7001", userId: "6761b1009b1e4a0012ab1001", status: "approved" },
  }),
};

/** A person's calendar connection as they see it. */
export const CalendarConnection = Type.Object(
  {
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
  },
  {
    examples: [
      {
        provider: "google",
        configured: true,
        connected: true,
        email: "mariana.costa@lumenstudio.com.br",
        connectedAt: "2026-10-02T09:12:44.000Z",
        lastSyncAt: "2026-11-26T08:30:12.000Z",
        syncedEvents: 23,
      },
    ],
  },
);
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

export const CalendarConnectStart = Type.Object(
  { url: Type.String() },
  {
    examples: [
      {
        url:
          "https://accounts.google.com/o/oauth2/v2/auth?response_type=code&client_id=481736205911-7q2kc0v9d1lq3n6f8e5hbm4r2t7s9p0a.apps.googleusercontent.com" +
          "&redirect_uri=https%3A%2F%2Fapp.lumenstudio.com.br%2Fintegrations%2Fgoogle%2Fcallback&state=Zt8qkR0w3mX1yVb6nQe2Jc9LpA4sHd7fGu5iKo0rTz" +
          "&code_challenge_method=S256&code_challenge=0wY8w6FGwEBfKHAHFuFwNaxprff-iuhqf9BX6LMe5dU" +
          "&scope=openid+email+profile+https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fcalendar.events&access_type=offline&prompt=consent",
      },
    ],
  },
);
export type CalendarConnectStart = Static<typeof CalendarConnectStart>;

export const CalendarCallbackInput = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 2000 }), state: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type CalendarCallbackInput = Static<typeof CalendarCallbackInput>;

/** A webhook endpoint: where the company's chosen events are posted, signed with its secret. */
export const WebhookEndpoint = Type.Object(
  {
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
  },
  { examples: [endpointExample] },
);
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

/** The answer to creating an endpoint or rotating its secret: the whole secret, shown this once. */
export const WebhookEndpointWithSecret = Type.Object(
  { ...WebhookEndpoint.properties, secret: Type.String() },
  { examples: [{ ...endpointExample, secret: "whsec_Q3vN8kT2xR7mW1pL5yB9cF4hD6gS0aE3uJ8iZ2oVqXk" }] },
);
export type WebhookEndpointWithSecret = Static<typeof WebhookEndpointWithSecret>;

export const WebhookEndpointList = Type.Object(
  { items: Type.Array(WebhookEndpoint) },
  {
    examples: [
      {
        items: [
          endpointExample,
          {
            id: "6764a0009b1e4a0012af0002",
            url: "https://automation.lumenstudio.com.br/hooks/spaces",
            description: "Meeting room screens",
            events: ["spaces.reservation.created", "spaces.reservation.canceled"],
            enabled: false,
            secretHint: "whsec_h7Lc…",
            createdAt: "2026-10-20T15:48:37.000Z",
          },
        ],
      },
    ],
  },
);
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
export const WebhookDelivery = Type.Object(
  {
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
  },
  { examples: [deliveryExample] },
);
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
