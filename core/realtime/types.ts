/**
 * The realtime protocol (core/realtime/README.md): JSON text frames over one WebSocket at `GET /api/realtime`.
 * Isomorphic and free of runtime dependencies: the web app, widgets and the SDK import these types.
 */

/** The endpoint's path. */
export const REALTIME_PATH = "/api/realtime";

/** What a client sends. */
export type RealtimeClientMessage =
  | { type: "subscribe"; topic: string }
  | { type: "unsubscribe"; topic: string }
  /** Answered with `pong`; the server's heartbeats already keep the connection observed, this is for clients that want a round trip. */
  | { type: "ping" };

/**
 * A version note the founder published (tenants/README.md "Version notes"): sent live with a `version` message, so
 * open sessions show it in the new-version banner.
 */
export interface RealtimeVersionNote {
  label: string;
  notes: string;
  publishedAt: string;
}

/** What the server sends. */
export type RealtimeServerMessage =
  /** First frame of every connection: how often heartbeats come, so the client can tell when the connection is lost. */
  | { type: "welcome"; heartbeatIntervalMs: number }
  /** The server's version: right after `welcome`, and again whenever a new version is published (new-version banner). */
  | { type: "version"; version: string; note?: RealtimeVersionNote }
  /** Every `heartbeatIntervalMs`; none for about two intervals means the connection is lost (connection-lost banner). */
  | { type: "heartbeat"; at: string }
  | { type: "pong"; at: string }
  | { type: "subscribed"; topic: string }
  | { type: "unsubscribed"; topic: string }
  /** A domain event published on a topic the client subscribed to; `event` is namespaced, e.g. `leave.request.approved`. */
  | { type: "event"; topic: string; event: string; data: unknown }
  /** A refused message or subscription: a catalogue code and its message in the user's language. */
  | { type: "error"; code: string; message: string; topic?: string };

/** Close codes the server uses (RFC 6455 §7.4.1). */
export const REALTIME_CLOSE_CODES = {
  /** The server is shutting down or restarting: reconnect (with backoff). */
  goingAway: 1001,
  /** The session ended (expired, revoked, signed out) or a message broke the protocol: sign in again before reconnecting. */
  policyViolation: 1008,
  /** The client fell too far behind reading events: reconnect and refetch. */
  tryAgainLater: 1013,
} as const;
