import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";

export interface WebhookEndpointDoc {
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  /** The signing secret, sealed (secrets.ts): the whole secret is shown once, at creation and rotation. */
  secretSealed: string;
  secretHint: string;
  createdBy: string;
}

/** A company's webhook endpoints (admins manage them). */
export const WebhookEndpointModel = defineTenantModel<WebhookEndpointDoc>(
  "IntegrationsWebhookEndpoint",
  {
    url: { type: String, required: true },
    description: { type: String, default: "" },
    events: { type: [String], default: [] },
    enabled: { type: Boolean, default: true },
    secretSealed: { type: String, required: true },
    secretHint: { type: String, required: true },
    createdBy: { type: String, required: true },
  },
  { collection: "integrations_webhook_endpoints", indexes: [{ fields: { events: 1 } }] },
);

export type DeliveryStatus = "pending" | "delivered" | "failed" | "skipped";

export interface WebhookDeliveryDoc {
  endpointId: string;
  eventId: string;
  event: string;
  /** The exact body posted (the signature covers these bytes). */
  body: string;
  status: DeliveryStatus;
  attempts: number;
  responseStatus?: number;
  error?: string;
  durationMs?: number;
  test: boolean;
  lastAttemptAt?: Date;
}

/** Every delivery of an event to an endpoint, with the outcome of its last attempt (the delivery log). */
export const WebhookDeliveryModel = defineTenantModel<WebhookDeliveryDoc>(
  "IntegrationsWebhookDelivery",
  {
    endpointId: { type: String, required: true },
    eventId: { type: String, required: true },
    event: { type: String, required: true },
    body: { type: String, required: true },
    status: { type: String, required: true },
    attempts: { type: Number, default: 0 },
    responseStatus: { type: Number },
    error: { type: String },
    durationMs: { type: Number },
    test: { type: Boolean, default: false },
    lastAttemptAt: { type: Date },
  },
  {
    collection: "integrations_webhook_deliveries",
    indexes: [
      { fields: { endpointId: 1, createdAt: -1, _id: -1 } },
      // one delivery per event and endpoint: an event handled twice does not post twice
      { fields: { endpointId: 1, eventId: 1 }, options: { unique: true } },
    ],
  },
);
