import cookie from "@fastify/cookie";
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { tokenFromRequest } from "../auth/session-cookie.js";
import type { AuthenticateToken, AuthState } from "../auth/types.js";
import { AppError } from "../errors/app-error.js";
import { InProcessRealtimeBus, type RealtimeBus } from "./realtime-bus.js";
import { RealtimeHub } from "./realtime-hub.js";
import { TopicRegistry, type TopicRule } from "./topic-access.js";
import { parseTopic } from "./topics.js";
import { REALTIME_CLOSE_CODES, REALTIME_PATH, type RealtimeVersionNote } from "./types.js";

/** What services and modules use: `app.realtime`. */
export interface Realtime {
  /**
   * Publishes a domain event to the subscribers of a topic, on every instance. Call it after the write it reports has
   * succeeded. Fire and forget: a failure is logged, never thrown into the write's code path. Keep `data` small and
   * fit for everyone allowed on the topic (ids and what changed); clients refetch the rest through the API.
   * @example app.realtime.publish(companyTopic(ctx.companyId, "leave.requests"), "leave.request.approved", { requestId })
   */
  publish(topic: string, event: string, data?: unknown): void;
  /**
   * Tells every connected client, on every instance, that a new version is live (the new-version banner); with the
   * founder's version note when there is one (shown in the banner).
   */
  publishVersion(version: string, note?: RealtimeVersionNote): void;
  /** Declares module topics and the levels that may follow them; at boot, like routes. */
  declareTopics(rules: TopicRule | readonly TopicRule[]): void;
  /** Open connections on this instance. */
  readonly connectionCount: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Registered by the realtime plugin (core/realtime). */
    realtime: Realtime;
  }
}

export interface RealtimePluginOptions {
  /** Resolves the session token a connection presents (the auth plugin's `app.authenticateToken`). */
  authenticate: AuthenticateToken;
  /** This instance's version (package.json), sent to every client on connect. */
  version: string;
  /**
   * How often the server sends a heartbeat (and pings, to find dead connections).
   * @default 25_000
   */
  heartbeatIntervalMs?: number;
  /**
   * How often a connection's session is checked again: an ended session closes the connection, a changed level or
   * membership drops the subscriptions no longer allowed.
   * @default 300_000
   */
  revalidateIntervalMs?: number;
  /**
   * Carries published events between instances: `MongoRealtimeBus` (mongo-realtime-bus.ts) on the app's database,
   * which `buildApp` passes when a database connection is open.
   * @default an in-process bus (one instance)
   */
  bus?: RealtimeBus;
  /**
   * Browser origins, besides the server's own, allowed to connect with the session cookie (a cross-site page must not
   * ride on the user's cookie). Connections authenticated with an explicit token are not limited.
   * @example ["https://app.example.com"]
   */
  allowedOrigins?: readonly string[];
  /** Module topics known from the start; more with `app.realtime.declareTopics()`. */
  topics?: readonly TopicRule[];
  /** @default 100 */
  maxSubscriptions?: number;
  /**
   * A client with more unsent bytes than this is closed (code 1013) instead of the server buffering without end.
   * @default 1_048_576
   */
  maxBufferedBytes?: number;
}

/** Client frames are a few dozen bytes; this bounds what one frame can make the server parse. */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024;

/**
 * The realtime channel (ARCHITECTURE "Realtime"): `GET /api/realtime`, a WebSocket authenticated before the upgrade
 * (401 with the catalogue body otherwise), topic subscriptions checked against the caller's companies and levels,
 * events published by services, the version and heartbeats. `app.close()` closes every connection (code 1001).
 */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app: FastifyInstance, options) => {
    const bus: RealtimeBus = options.bus ?? new InProcessRealtimeBus();
    const topics = new TopicRegistry();
    if (options.topics) topics.declare(options.topics);
    const log = app.log.child({ component: "realtime" });
    const hub = new RealtimeHub({
      bus,
      topics,
      version: options.version,
      authenticate: options.authenticate,
      log,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 25_000,
      revalidateIntervalMs: options.revalidateIntervalMs ?? 300_000,
      maxSubscriptions: options.maxSubscriptions ?? 100,
      maxBufferedBytes: options.maxBufferedBytes ?? 1_048_576,
    });
    const upgrades = new WeakMap<FastifyRequest, { token: string; auth: AuthState }>();

    // Added before @fastify/websocket registers its own preClose, so clients get "going away" (reconnect) rather than
    // a bare close.
    app.addHook("preClose", async () => hub.close());
    app.addHook("onClose", async () => bus.close());
    // the bus takes its starting point before the app serves: nothing published after `ready` is missed
    app.addHook("onReady", async () => bus.start?.());
    // Usually registered already (the auth plugin needs cookies too); registered here when realtime runs alone.
    if (!app.hasPlugin("@fastify/cookie")) await app.register(cookie);
    if (!app.hasPlugin("@fastify/websocket")) {
      await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
    }

    const realtime: Realtime = {
      publish(topic, event, data) {
        const parsed = parseTopic(topic);
        if (
          !parsed ||
          (parsed.kind === "company" && parsed.moduleTopic !== undefined && !topics.match(parsed.moduleTopic))
        ) {
          log.warn(
            { topic, event },
            "realtime: publishing on a topic no one can subscribe to (declare it with declareTopics)",
          );
        }
        bus
          .publish({ kind: "event", topic, event, data })
          .catch((error: unknown) => log.error({ err: error, topic, event }, "realtime: publish failed"));
      },
      publishVersion(version, note) {
        bus
          .publish({ kind: "version", version, ...(note ? { note } : {}) })
          .catch((error: unknown) => log.error({ err: error }, "realtime: version publish failed"));
      },
      declareTopics(rules) {
        topics.declare(rules);
      },
      get connectionCount() {
        return hub.connectionCount;
      },
    };
    app.decorate("realtime", realtime);

    app.get(
      REALTIME_PATH,
      {
        websocket: true,
        // OpenAPI cannot describe a WebSocket; the protocol is documented in core/realtime/README.md
        schema: { hide: true },
        // Runs before the upgrade: a refusal is a plain HTTP answer with the catalogue body.
        onRequest: async (request) => {
          const credential = credentialOf(request);
          if (!credential) throw new AppError("UNAUTHENTICATED");
          if (credential.from === "cookie" && !originAllowed(request, options.allowedOrigins)) {
            throw new AppError("FORBIDDEN");
          }
          const auth = await options.authenticate(credential.token);
          if (!auth) throw new AppError("UNAUTHENTICATED");
          upgrades.set(request, { token: credential.token, auth });
        },
      },
      (socket, request) => {
        const upgrade = upgrades.get(request);
        if (!upgrade) {
          socket.close(REALTIME_CLOSE_CODES.policyViolation, "UNAUTHENTICATED");
          return;
        }
        hub.accept(socket, { ...upgrade, acceptLanguage: request.headers["accept-language"], log: request.log });
      },
    );
  },
  { name: "core.realtime", fastify: "5.x" },
);

/**
 * The session token a connection presents: what the auth plugin reads from any request (`Authorization: Bearer`, the
 * `token` header, the session cookie), plus a `token` query parameter, since browsers cannot set headers on a
 * WebSocket and cross-origin clients (widgets, the SDK in a browser) have no cookie. An explicit token wins over the
 * cookie, which may be ambient.
 */
function credentialOf(request: FastifyRequest): { token: string; from: "header" | "query" | "cookie" } | undefined {
  const presented = tokenFromRequest(request);
  if (presented && presented.source !== "cookie") return { token: presented.token, from: "header" };
  const query = (request.query as Record<string, unknown> | undefined)?.token;
  if (typeof query === "string" && query !== "") return { token: query, from: "query" };
  return presented ? { token: presented.token, from: "cookie" } : undefined;
}

/** Cross-site WebSocket hijacking guard: a cookie-authenticated upgrade must come from the server's own origin (or an allowed one). */
function originAllowed(request: FastifyRequest, allowedOrigins: readonly string[] | undefined): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true; // not a browser: it could not have borrowed anyone's cookie
  if (allowedOrigins?.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
