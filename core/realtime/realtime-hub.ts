import type { FastifyBaseLogger } from "fastify";
import type { RawData, WebSocket } from "ws";
import type { AuthenticateToken, AuthState } from "../auth/types.js";
import { type ErrorCode, messageFor } from "../errors/catalogue.js";
import { resolveLocale, type Locale } from "../i18n/locale.js";
import type { RealtimeBus, RealtimeBusMessage } from "./realtime-bus.js";
import { MAX_TOPIC_LENGTH } from "./topics.js";
import { type TopicRegistry, topicRefusal } from "./topic-access.js";
import { REALTIME_CLOSE_CODES, type RealtimeClientMessage, type RealtimeServerMessage } from "./types.js";

export interface RealtimeHubOptions {
  bus: RealtimeBus;
  topics: TopicRegistry;
  /** This instance's version, told to every client on connect. */
  version: string;
  /** Re-checks a connection's session now and then, so a revoked or expired one does not keep receiving events. */
  authenticate: AuthenticateToken;
  log: FastifyBaseLogger;
  heartbeatIntervalMs: number;
  revalidateIntervalMs: number;
  maxSubscriptions: number;
  maxBufferedBytes: number;
}

/** One open connection and what it follows. */
interface Connection {
  socket: WebSocket;
  token: string;
  auth: AuthState;
  acceptLanguage: string | undefined;
  locale: Locale;
  log: FastifyBaseLogger;
  topics: Set<string>;
  /** Heartbeat rounds since the last pong; two in a row without one means the peer is gone. */
  missedPongs: number;
  revalidateAt: number;
  revalidating: boolean;
}

/** After this many heartbeats without a pong a connection is cut (a half-open TCP connection never says goodbye). */
const MAX_MISSED_PONGS = 2;

/**
 * This instance's side of realtime: its open connections, who follows which topic, heartbeats, and delivery of what
 * the bus carries. Subscriptions are checked when made and again whenever the session is re-checked.
 */
export class RealtimeHub {
  private readonly connections = new Set<Connection>();
  private readonly subscribers = new Map<string, Set<Connection>>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly stopListening: () => void;
  private closed = false;

  constructor(private readonly options: RealtimeHubOptions) {
    this.stopListening = options.bus.subscribe((message) => this.deliver(message));
    this.heartbeat = setInterval(() => this.tick(), options.heartbeatIntervalMs);
    this.heartbeat.unref();
  }

  /** Open connections on this instance. */
  get connectionCount(): number {
    return this.connections.size;
  }

  /** Takes an authenticated socket: greets it and starts reading its messages. */
  accept(
    socket: WebSocket,
    connection: { token: string; auth: AuthState; acceptLanguage: string | undefined; log: FastifyBaseLogger },
  ): void {
    if (this.closed) {
      socket.close(REALTIME_CLOSE_CODES.goingAway, "server shutting down");
      return;
    }
    const conn: Connection = {
      socket,
      ...connection,
      locale: resolveLocale({ userLocale: connection.auth.user.locale, acceptLanguage: connection.acceptLanguage }),
      topics: new Set(),
      missedPongs: 0,
      revalidateAt: Date.now() + this.options.revalidateIntervalMs,
      revalidating: false,
    };
    this.connections.add(conn);
    socket.on("message", (raw, isBinary) => this.onMessage(conn, raw, isBinary));
    socket.on("pong", () => {
      conn.missedPongs = 0;
    });
    socket.on("close", () => this.drop(conn));
    this.send(conn, { type: "welcome", heartbeatIntervalMs: this.options.heartbeatIntervalMs });
    this.send(conn, { type: "version", version: this.options.version });
    conn.log.debug({ userId: conn.auth.user.id }, "realtime: connected");
  }

  /** Closes every connection (clients reconnect to another instance) and stops the heartbeat. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.stopListening();
    for (const conn of this.connections) conn.socket.close(REALTIME_CLOSE_CODES.goingAway, "server shutting down");
    this.connections.clear();
    this.subscribers.clear();
  }

  private onMessage(conn: Connection, raw: RawData, isBinary: boolean): void {
    const message = isBinary ? undefined : parseClientMessage(raw);
    if (!message) {
      this.sendError(conn, "REALTIME_MESSAGE_INVALID");
      return;
    }
    switch (message.type) {
      case "ping":
        this.send(conn, { type: "pong", at: new Date().toISOString() });
        return;
      case "unsubscribe":
        this.unsubscribe(conn, message.topic);
        this.send(conn, { type: "unsubscribed", topic: message.topic });
        return;
      case "subscribe":
        this.subscribe(conn, message.topic);
        return;
    }
  }

  private subscribe(conn: Connection, topic: string): void {
    if (!conn.topics.has(topic)) {
      if (conn.topics.size >= this.options.maxSubscriptions) {
        this.sendError(conn, "REALTIME_TOO_MANY_SUBSCRIPTIONS", topic);
        return;
      }
      const refusal = topicRefusal(conn.auth, topic, this.options.topics);
      if (refusal) {
        conn.log.info({ topic, code: refusal }, "realtime: subscription refused");
        this.sendError(conn, refusal, topic);
        return;
      }
      conn.topics.add(topic);
      let set = this.subscribers.get(topic);
      if (!set) this.subscribers.set(topic, (set = new Set()));
      set.add(conn);
    }
    this.send(conn, { type: "subscribed", topic });
  }

  private unsubscribe(conn: Connection, topic: string): void {
    conn.topics.delete(topic);
    const set = this.subscribers.get(topic);
    set?.delete(conn);
    if (set?.size === 0) this.subscribers.delete(topic);
  }

  private drop(conn: Connection): void {
    if (!this.connections.delete(conn)) return;
    for (const topic of conn.topics) this.unsubscribe(conn, topic);
    conn.log.debug("realtime: disconnected");
  }

  private deliver(message: RealtimeBusMessage): void {
    if (message.kind === "version") {
      const frame = JSON.stringify({
        type: "version",
        version: message.version,
        ...(message.note ? { note: message.note } : {}),
      } satisfies RealtimeServerMessage);
      for (const conn of this.connections) this.sendFrame(conn, frame);
      return;
    }
    const subscribers = this.subscribers.get(message.topic);
    if (!subscribers) return;
    let frame: string;
    try {
      frame = JSON.stringify({
        type: "event",
        topic: message.topic,
        event: message.event,
        data: message.data,
      } satisfies RealtimeServerMessage);
    } catch (error) {
      this.options.log.error(
        { err: error, topic: message.topic, event: message.event },
        "realtime: event data is not JSON",
      );
      return;
    }
    for (const conn of subscribers) this.sendFrame(conn, frame);
  }

  private tick(): void {
    const now = Date.now();
    const frame = JSON.stringify({
      type: "heartbeat",
      at: new Date(now).toISOString(),
    } satisfies RealtimeServerMessage);
    for (const conn of this.connections) {
      if (conn.missedPongs >= MAX_MISSED_PONGS) {
        conn.log.info("realtime: no pong, closing");
        conn.socket.terminate();
        this.drop(conn);
        continue;
      }
      if (conn.socket.readyState === conn.socket.OPEN) {
        conn.missedPongs++;
        conn.socket.ping();
      }
      this.sendFrame(conn, frame);
      if (now >= conn.revalidateAt && !conn.revalidating) void this.revalidate(conn);
    }
  }

  /** Re-checks the session: ended means the connection closes; changed levels or memberships drop what is no longer allowed. */
  private async revalidate(conn: Connection): Promise<void> {
    conn.revalidating = true;
    try {
      const auth = await this.options.authenticate(conn.token);
      if (!this.connections.has(conn)) return;
      if (!auth) {
        this.sendError(conn, "UNAUTHENTICATED");
        conn.socket.close(REALTIME_CLOSE_CODES.policyViolation, "UNAUTHENTICATED");
        this.drop(conn);
        return;
      }
      conn.auth = auth;
      conn.locale = resolveLocale({ userLocale: auth.user.locale, acceptLanguage: conn.acceptLanguage });
      for (const topic of [...conn.topics]) {
        const refusal = topicRefusal(auth, topic, this.options.topics);
        if (!refusal) continue;
        this.unsubscribe(conn, topic);
        this.sendError(conn, refusal, topic);
      }
    } catch (error) {
      // The auth store being unreachable is not the user's fault: keep the connection and try again next round.
      conn.log.warn({ err: error }, "realtime: could not re-check the session");
    } finally {
      conn.revalidating = false;
      conn.revalidateAt = Date.now() + this.options.revalidateIntervalMs;
    }
  }

  private sendError(conn: Connection, code: ErrorCode, topic?: string): void {
    this.send(conn, {
      type: "error",
      code,
      message: messageFor(code, conn.locale),
      ...(topic === undefined ? {} : { topic }),
    });
  }

  private send(conn: Connection, message: RealtimeServerMessage): void {
    this.sendFrame(conn, JSON.stringify(message));
  }

  private sendFrame(conn: Connection, frame: string): void {
    const { socket } = conn;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.options.maxBufferedBytes) {
      // A client that stopped reading would otherwise make the server buffer its events without end.
      conn.log.warn({ bufferedBytes: socket.bufferedAmount }, "realtime: client too slow, closing");
      socket.close(REALTIME_CLOSE_CODES.tryAgainLater, "too slow");
      this.drop(conn);
      return;
    }
    socket.send(frame);
  }
}

/** A client frame, if it is one: JSON, a known type, a topic where one is needed. */
function parseClientMessage(raw: RawData): RealtimeClientMessage | undefined {
  const text = Buffer.isBuffer(raw)
    ? raw.toString("utf8")
    : Array.isArray(raw)
      ? Buffer.concat(raw).toString("utf8")
      : Buffer.from(raw).toString("utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { type, topic } = value as { type?: unknown; topic?: unknown };
  if (type === "ping") return { type };
  if (
    (type === "subscribe" || type === "unsubscribe") &&
    typeof topic === "string" &&
    topic.length <= MAX_TOPIC_LENGTH
  ) {
    return { type, topic };
  }
  return undefined;
}
