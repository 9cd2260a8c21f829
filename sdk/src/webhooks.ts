/**
 * Verifying the platform's outbound webhooks. Every delivery is a POST with a JSON body
 * `{ id, event, createdAt, companyId, data }` and these headers:
 *
 * - `Workforce-Event: <event id>`
 * - `Workforce-Delivery: <delivery id>` (a retry of the same delivery repeats it: use it to drop duplicates)
 * - `Workforce-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(endpoint secret, "<t>.<raw body>")>`; while a secret is
 *   being rotated several `v1=` entries are sent, one per live secret.
 *
 * The signature covers the raw body: verify the bytes as received, before any JSON parsing re-serialises them.
 * This file uses Web Crypto (browsers, Deno, Bun, Cloudflare Workers, Node ≥ 18); `@workforce-platform/sdk/node`
 * has a synchronous twin on `node:crypto`.
 */

/** Header names of a delivery (lowercase, as Node and `Headers` give them). */
export const WEBHOOK_HEADERS = {
  event: "workforce-event",
  delivery: "workforce-delivery",
  signature: "workforce-signature",
} as const;

/** Deliveries older or newer than this (seconds) are refused, against replays. */
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

/** Endpoint secrets start with this. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

/** The body of a delivery. `data` depends on `event`. */
export interface WebhookEvent<Data = unknown> {
  /** The event's id (also in `Workforce-Event`). */
  id: string;
  /** What happened, e.g. `"people.worker.created"`. */
  event: string;
  /** When it happened (ISO 8601). */
  createdAt: string;
  companyId: string;
  data: Data;
}

/** Why a delivery was refused. */
export type WebhookVerificationReason =
  "missing_signature" | "malformed_signature" | "timestamp_out_of_tolerance" | "signature_mismatch" | "invalid_body";

/** Thrown by the verifiers when a delivery is not authentic (answer it with 400 and do not act on it). */
export class WebhookVerificationError extends Error {
  readonly reason: WebhookVerificationReason;
  constructor(reason: WebhookVerificationReason, message: string) {
    super(message);
    this.name = "WebhookVerificationError";
    this.reason = reason;
  }
}

/** Headers as a `Headers` object (fetch, Workers) or a plain object (Node's `IncomingMessage.headers`, Express). */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookInput {
  /** The raw body, exactly as received (a string or its bytes). */
  body: string | Uint8Array | ArrayBuffer;
  headers: WebhookHeaders;
  /** The endpoint's secret (`whsec_...`), or several while rotating: any one matching is enough. */
  secret: string | readonly string[];
  /**
   * Largest accepted gap between the signature's `t` and now, in seconds.
   * @default 300
   */
  toleranceSeconds?: number;
  /**
   * The current time, for tests.
   * @default Date.now
   */
  now?: () => number;
}

/** A verified delivery: its parsed body and its ids. */
export interface VerifiedWebhook<Data = unknown> {
  event: WebhookEvent<Data>;
  /** `Workforce-Event`. */
  eventId: string | undefined;
  /** `Workforce-Delivery`. */
  deliveryId: string | undefined;
  /** The signature's timestamp (unix seconds). */
  timestamp: number;
}

export interface ParsedSignature {
  timestamp: number;
  /** Every `v1=` value, lowercase hex. */
  signatures: string[];
}

/** Reads one header from either header shape (case-insensitive; the first value of a repeated header). */
export function headerOf(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof Headers !== "undefined" && headers instanceof Headers) return headers.get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

/** Parses `t=<seconds>,v1=<hex>[,v1=<hex>...]`; unknown schemes (a future `v2=`) are ignored. */
export function parseSignatureHeader(header: string | undefined): ParsedSignature {
  if (header === undefined || header.trim() === "") {
    throw new WebhookVerificationError("missing_signature", "The Workforce-Signature header is missing.");
  }
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === "t" && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === "v1" && /^[0-9a-fA-F]{64}$/.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw new WebhookVerificationError(
      "malformed_signature",
      "The Workforce-Signature header has no t= timestamp or no v1= signature.",
    );
  }
  return { timestamp, signatures };
}

/** The payload the signature covers: `"<t>." + raw body`, as bytes. */
export function signedPayload(timestamp: number, body: string | Uint8Array | ArrayBuffer): Uint8Array {
  const head = new TextEncoder().encode(`${timestamp}.`);
  const rest = typeof body === "string" ? new TextEncoder().encode(body) : new Uint8Array(body);
  const payload = new Uint8Array(head.length + rest.length);
  payload.set(head, 0);
  payload.set(rest, head.length);
  return payload;
}

/** Refuses a timestamp further than the tolerance from now. */
export function checkTimestamp(timestamp: number, toleranceSeconds: number, nowMs: number): void {
  if (Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) {
    throw new WebhookVerificationError(
      "timestamp_out_of_tolerance",
      `The delivery's timestamp is more than ${toleranceSeconds} s away from now (a replay, or a wrong clock).`,
    );
  }
}

/** Compares two lowercase hex strings in time independent of where they differ. */
export function timingSafeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Parses the verified body; a body that is not the event JSON is refused. */
export function parseEvent<Data>(body: string | Uint8Array | ArrayBuffer): WebhookEvent<Data> {
  const text = typeof body === "string" ? body : new TextDecoder().decode(body);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new WebhookVerificationError("invalid_body", "The delivery's body is not JSON.");
  }
  const event = value as Partial<WebhookEvent<Data>> | null;
  if (!event || typeof event.id !== "string" || typeof event.event !== "string") {
    throw new WebhookVerificationError("invalid_body", "The delivery's body is not a webhook event.");
  }
  return event as WebhookEvent<Data>;
}

function secretsOf(secret: string | readonly string[]): readonly string[] {
  const secrets = typeof secret === "string" ? [secret] : secret;
  if (secrets.length === 0 || secrets.some((s) => typeof s !== "string" || s === "")) {
    throw new TypeError("verifyWebhook: give the endpoint's secret (whsec_...)");
  }
  return secrets;
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Hex HMAC-SHA256 of `payload` with `secret`, on Web Crypto. */
export async function hmacSha256Hex(secret: string, payload: Uint8Array): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle)
    throw new Error("verifyWebhook needs Web Crypto (crypto.subtle); on Node use @workforce-platform/sdk/node");
  const key = await subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  // copied into a fresh ArrayBuffer: the DOM typings refuse a view over a SharedArrayBuffer-capable buffer
  return toHex(await subtle.sign("HMAC", key, payload.slice().buffer));
}

/**
 * Checks a delivery's signature and timestamp and returns its parsed body; throws {@link WebhookVerificationError}
 * when it is not authentic. Web Crypto, so it is async; `verifyWebhookSync` in `@workforce-platform/sdk/node` is the
 * Node twin.
 *
 * @example
 * // a fetch-style handler (Workers, Next.js route handlers, Hono...)
 * const { event } = await verifyWebhook({
 *   body: await request.text(),
 *   headers: request.headers,
 *   secret: env.WORKFORCE_WEBHOOK_SECRET,
 * });
 */
export async function verifyWebhook<Data = unknown>(input: VerifyWebhookInput): Promise<VerifiedWebhook<Data>> {
  const secrets = secretsOf(input.secret);
  const { timestamp, signatures } = parseSignatureHeader(headerOf(input.headers, WEBHOOK_HEADERS.signature));
  checkTimestamp(timestamp, input.toleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS, (input.now ?? Date.now)());
  const payload = signedPayload(timestamp, input.body);
  let matched = false;
  for (const secret of secrets) {
    const expected = await hmacSha256Hex(secret, payload);
    // every candidate is compared, so the time taken does not tell which one matched
    for (const signature of signatures) if (timingSafeEqualHex(expected, signature)) matched = true;
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

/**
 * The `Workforce-Signature` header for a body, as the platform computes it: to test one's own endpoint.
 * @example const header = await signWebhook({ body, secret: "whsec_test", timestamp: Math.floor(Date.now() / 1000) });
 */
export async function signWebhook(input: {
  body: string | Uint8Array | ArrayBuffer;
  secret: string;
  timestamp: number;
}): Promise<string> {
  return `t=${input.timestamp},v1=${await hmacSha256Hex(input.secret, signedPayload(input.timestamp, input.body))}`;
}
