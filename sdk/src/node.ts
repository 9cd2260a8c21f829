/// <reference types="node" />
/**
 * `@workforce-platform/sdk/node`: the webhook verifier on `node:crypto` (synchronous, constant-time comparison with
 * `timingSafeEqual`), for Express, Fastify or a plain `http` server. The package's main entry has the Web Crypto
 * one, which also works on Node.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import {
  checkTimestamp,
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  headerOf,
  parseEvent,
  parseSignatureHeader,
  signedPayload,
  WEBHOOK_HEADERS,
  WebhookVerificationError,
  type VerifiedWebhook,
  type VerifyWebhookInput,
} from "./webhooks.js";

export * from "./webhooks.js";

/**
 * Checks a delivery's signature and timestamp and returns its parsed body; throws `WebhookVerificationError` when it
 * is not authentic.
 *
 * @example
 * // Express: keep the raw body (express.raw), verify, then act
 * app.post("/hooks/workforce", express.raw({ type: "application/json" }), (req, res) => {
 *   try {
 *     const { event } = verifyWebhookSync({ body: req.body, headers: req.headers, secret: process.env.WHSEC! });
 *     handle(event);
 *     res.sendStatus(204);
 *   } catch (error) {
 *     res.sendStatus(400);
 *   }
 * });
 */
export function verifyWebhookSync<Data = unknown>(input: VerifyWebhookInput): VerifiedWebhook<Data> {
  const secrets = typeof input.secret === "string" ? [input.secret] : input.secret;
  if (secrets.length === 0 || secrets.some((s) => typeof s !== "string" || s === "")) {
    throw new TypeError("verifyWebhookSync: give the endpoint's secret (whsec_...)");
  }
  const { timestamp, signatures } = parseSignatureHeader(headerOf(input.headers, WEBHOOK_HEADERS.signature));
  checkTimestamp(timestamp, input.toleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS, (input.now ?? Date.now)());
  const payload = signedPayload(timestamp, input.body);
  let matched = false;
  for (const secret of secrets) {
    const expected = createHmac("sha256", secret).update(payload).digest();
    for (const signature of signatures) {
      if (timingSafeEqual(expected, Buffer.from(signature, "hex"))) matched = true;
    }
  }
  if (!matched) {
    throw new WebhookVerificationError("signature_mismatch", "No v1 signature matches the endpoint's secret.");
  }
  return {
    event: parseEvent<Data>(input.body),
    eventId: headerOf(input.headers, WEBHOOK_HEADERS.event),
    deliveryId: headerOf(input.headers, WEBHOOK_HEADERS.delivery),
    timestamp,
  };
}
