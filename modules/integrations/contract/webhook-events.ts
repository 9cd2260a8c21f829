/**
 * The domain events a company may subscribe a webhook to (isomorphic: the web page lists them). Each is another
 * module's typed event; the body's `data` is that event's payload. Keep in sync with the subscriptions in
 * server/webhooks/webhook-subscriptions.ts (a test checks both lists match).
 */
export const WEBHOOK_EVENTS = [
  "leave.request.created",
  "leave.request.approved",
  "leave.request.denied",
  "leave.request.canceled",
  "people.worker.created",
  "people.worker.terminated",
  "clock.entry.punched",
  "scheduling.shift.published",
  "scheduling.shift.changed",
  "spaces.reservation.created",
  "spaces.reservation.canceled",
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

/** The event of a "send test" delivery (never a domain event). */
export const WEBHOOK_TEST_EVENT = "integrations.webhook.test";

/** Receivers refuse a signature whose timestamp is further than this from their clock (replay protection). */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;
