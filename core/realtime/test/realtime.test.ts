/**
 * The realtime channel through @fastify/websocket's injectWS (no listening port): authentication at connect time,
 * topic permissions (tenant, level, own user), delivery, version, heartbeats, session re-checks and shutdown.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import type { AuthState } from "../../auth/types.js";
import type { Level } from "../../context.js";
import { errorHandler } from "../../errors/error-handler.js";
import { realtimePlugin, type RealtimePluginOptions } from "../realtime.plugin.js";
import { companyTopic, userTopic } from "../topics.js";
import { REALTIME_PATH, type RealtimeClientMessage, type RealtimeServerMessage } from "../types.js";

const C1 = "665f1c2ab3e4d5f6a7b8c9d0";
const C2 = "665f1c2ab3e4d5f6a7b8c9d1";

function person(options: {
  id: string;
  memberships?: Array<{ companyId: string; levels: Level[] }>;
  active?: { companyId: string; level: Level };
  locale?: string;
  isFounder?: boolean;
}): AuthState {
  return {
    user: {
      id: options.id,
      email: `${options.id}@example.com`,
      name: options.id,
      locale: options.locale,
      isFounder: options.isFounder ?? false,
      firstAccess: false,
    },
    via: { kind: "session", sessionId: `session-${options.id}`, expiresAt: new Date(Date.now() + 86_400_000) },
    memberships: options.memberships ?? [],
    activeLevel: options.active?.level,
    activeCompanyId: options.active?.companyId,
  };
}

/** Tokens the fake `authenticate` knows; tests change them to end or alter a session. */
let sessions: Map<string, AuthState>;

function resetSessions(): void {
  sessions = new Map([
    [
      "admin-token",
      person({
        id: "admin1",
        memberships: [{ companyId: C1, levels: ["admin", "revisor", "requester"] }],
        active: { companyId: C1, level: "admin" },
      }),
    ],
    [
      "employee-token",
      person({
        id: "employee1",
        locale: "es",
        memberships: [{ companyId: C1, levels: ["requester"] }],
        active: { companyId: C1, level: "requester" },
      }),
    ],
    ["founder-token", person({ id: "founder1", isFounder: true })],
  ]);
}

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function build(options: Partial<RealtimePluginOptions> = {}): Promise<FastifyInstance> {
  resetSessions();
  app = Fastify({ logger: false });
  await app.register(errorHandler);
  await app.register(realtimePlugin, {
    version: "1.2.3",
    authenticate: async (token) => sessions.get(token) ?? null,
    topics: [
      { pattern: "leave.requests" },
      { pattern: "payroll.runs", levels: ["admin"] },
      { pattern: "leave.requests:*", levels: ["admin", "revisor"] },
    ],
    ...options,
  });
  await app.ready();
  return app;
}

interface Client {
  ws: WebSocket;
  messages: RealtimeServerMessage[];
  send(message: RealtimeClientMessage | Record<string, unknown>): void;
  next<T extends RealtimeServerMessage["type"]>(
    type: T,
    match?: (message: Extract<RealtimeServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<RealtimeServerMessage, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
}

interface Upgrade {
  headers?: Record<string, string>;
  path?: string;
  /** Browsers answer pings by protocol; injectWS's client does not unless told. */
  answerPings?: boolean;
}

async function connect(target: FastifyInstance, upgrade: Upgrade = {}): Promise<Client> {
  const messages: RealtimeServerMessage[] = [];
  let closedResolve!: (value: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (closedResolve = resolve));
  const ws = await target.injectWS(
    upgrade.path ?? REALTIME_PATH,
    { headers: upgrade.headers ?? { authorization: "Bearer admin-token" } },
    {
      // Listening before the upgrade completes: the server greets at once.
      onInit(socket) {
        socket.on("message", (raw: Buffer) => messages.push(JSON.parse(raw.toString()) as RealtimeServerMessage));
        socket.on("close", (code: number, reason: Buffer) => closedResolve({ code, reason: reason.toString() }));
        if (upgrade.answerPings !== false) socket.on("ping", () => socket.pong());
      },
    },
  );
  let seen = 0;
  return {
    ws,
    messages,
    closed,
    send: (message) => ws.send(JSON.stringify(message)),
    // Messages are consumed in order, so "the next event" means after everything already awaited.
    async next(type, match) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const index = messages.findIndex(
          (message, i) => i >= seen && message.type === type && (!match || match(message as never)),
        );
        if (index >= 0) {
          seen = index + 1;
          return messages[index] as never;
        }
        if (Date.now() > deadline) throw new Error(`no "${type}" message; got ${JSON.stringify(messages.slice(seen))}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

const events = (client: Client) => client.messages.filter((message) => message.type === "event");

describe("realtime: connecting", () => {
  it("greets an authenticated connection with the heartbeat interval and the version", async () => {
    const client = await connect(await build({ heartbeatIntervalMs: 60_000 }));
    expect(await client.next("welcome")).toEqual({ type: "welcome", heartbeatIntervalMs: 60_000 });
    expect(await client.next("version")).toEqual({ type: "version", version: "1.2.3" });
    expect(app!.realtime.connectionCount).toBe(1);
  });

  it("accepts the session token as a bearer, a token header, a token query parameter or the session cookie", async () => {
    const target = await build();
    const upgrades: Upgrade[] = [
      { headers: { authorization: "Bearer admin-token" } },
      { headers: { token: "admin-token" } },
      { headers: {}, path: `${REALTIME_PATH}?token=admin-token` },
      { headers: { cookie: "theme=dark; session=admin-token", origin: "http://app.test", host: "app.test" } },
    ];
    for (const upgrade of upgrades) {
      const client = await connect(target, upgrade);
      await client.next("version");
      client.ws.close();
    }
  });

  it("refuses a missing or invalid token before the upgrade, with the catalogue error", async () => {
    const target = await build();
    await expect(connect(target, { headers: { authorization: "Bearer nope" } })).rejects.toThrow(/401/);
    await expect(connect(target, { headers: {} })).rejects.toThrow(/401/);
    const plain = await target.inject({
      method: "GET",
      url: REALTIME_PATH,
      headers: { token: "nope", "accept-language": "pt-BR" },
    });
    expect(plain.statusCode).toBe(401);
    expect(plain.json()).toEqual({ statusCode: 401, code: "UNAUTHENTICATED", message: "Faça login novamente." });
  });

  it("refuses the session cookie from another site's page (cross-site WebSocket hijacking)", async () => {
    const target = await build({ allowedOrigins: ["https://intranet.example.com"] });
    const cookie = "session=admin-token";
    await expect(
      connect(target, { headers: { cookie, origin: "https://evil.example", host: "app.test" } }),
    ).rejects.toThrow(/403/);
    const allowed = await connect(target, {
      headers: { cookie, origin: "https://intranet.example.com", host: "app.test" },
    });
    await allowed.next("version");
    // An explicit token cannot have been borrowed by the other site, so its origin does not matter.
    const widget = await connect(target, {
      headers: { token: "admin-token", origin: "https://evil.example", host: "app.test" },
    });
    await widget.next("version");
  });
});

describe("realtime: topics", () => {
  it("delivers events published on the company's topic to its subscribers", async () => {
    const target = await build();
    const client = await connect(target);
    const topic = companyTopic(C1, "leave.requests");
    client.send({ type: "subscribe", topic });
    expect(await client.next("subscribed")).toEqual({ type: "subscribed", topic });

    target.realtime.publish(topic, "leave.request.created", { requestId: "r1" });
    expect(await client.next("event")).toEqual({
      type: "event",
      topic,
      event: "leave.request.created",
      data: { requestId: "r1" },
    });
  });

  it("refuses another company's topic with the catalogue error and delivers nothing from it", async () => {
    const target = await build();
    const client = await connect(target, { headers: { authorization: "Bearer employee-token" } });
    const foreign = companyTopic(C2, "leave.requests");
    client.send({ type: "subscribe", topic: foreign });
    // In the user's saved language (es).
    expect(await client.next("error")).toEqual({
      type: "error",
      code: "REALTIME_TOPIC_FORBIDDEN",
      message: "No tienes acceso a este tema.",
      topic: foreign,
    });
    client.send({ type: "subscribe", topic: companyTopic(C2) });
    expect(await client.next("error")).toMatchObject({ code: "REALTIME_TOPIC_FORBIDDEN", topic: companyTopic(C2) });

    const own = companyTopic(C1, "leave.requests");
    client.send({ type: "subscribe", topic: own });
    await client.next("subscribed");
    target.realtime.publish(foreign, "leave.request.created", { requestId: "secret" });
    target.realtime.publish(own, "leave.request.created", { requestId: "mine" });
    // Delivery keeps publication order, so the foreign event would have arrived first.
    await client.next("event");
    expect(events(client)).toEqual([
      { type: "event", topic: own, event: "leave.request.created", data: { requestId: "mine" } },
    ]);
  });

  it("limits a topic to the levels its module declared, judged by the level the user acts with", async () => {
    const target = await build();
    const payroll = companyTopic(C1, "payroll.runs");
    const employee = await connect(target, { headers: { authorization: "Bearer employee-token" } });
    employee.send({ type: "subscribe", topic: payroll });
    expect(await employee.next("error")).toMatchObject({ code: "REALTIME_TOPIC_FORBIDDEN", topic: payroll });

    const admin = await connect(target);
    admin.send({ type: "subscribe", topic: payroll });
    await admin.next("subscribed");

    // The admin switched down to employee: the topic follows the active level, not the highest one held.
    sessions.set("admin-as-employee", { ...sessions.get("admin-token")!, activeLevel: "requester" });
    const switched = await connect(target, { headers: { authorization: "Bearer admin-as-employee" } });
    switched.send({ type: "subscribe", topic: payroll });
    expect(await switched.next("error")).toMatchObject({ code: "REALTIME_TOPIC_FORBIDDEN" });

    // The most specific declaration applies: `leave.requests:*` is for admins and managers only.
    const detail = companyTopic(C1, "leave.requests:r1");
    employee.send({ type: "subscribe", topic: detail });
    expect(await employee.next("error")).toMatchObject({ code: "REALTIME_TOPIC_FORBIDDEN", topic: detail });
    admin.send({ type: "subscribe", topic: detail });
    await admin.next("subscribed", (message) => message.topic === detail);
  });

  it("lets a person follow their own user topic only", async () => {
    const target = await build();
    const client = await connect(target);
    client.send({ type: "subscribe", topic: userTopic("admin1") });
    await client.next("subscribed");
    client.send({ type: "subscribe", topic: userTopic("employee1") });
    expect(await client.next("error")).toMatchObject({
      code: "REALTIME_TOPIC_FORBIDDEN",
      topic: userTopic("employee1"),
    });

    target.realtime.publish(userTopic("employee1"), "notifications.created", { id: "n0" });
    target.realtime.publish(userTopic("admin1"), "notifications.created", { id: "n1" });
    await client.next("event");
    expect(events(client)).toEqual([
      { type: "event", topic: userTopic("admin1"), event: "notifications.created", data: { id: "n1" } },
    ]);
  });

  it("lets the founder follow any company's topics", async () => {
    const client = await connect(await build(), { headers: { authorization: "Bearer founder-token" } });
    client.send({ type: "subscribe", topic: companyTopic(C2, "payroll.runs") });
    await client.next("subscribed");
  });

  it("refuses undeclared topics and malformed messages", async () => {
    const client = await connect(await build());
    client.send({ type: "subscribe", topic: companyTopic(C1, "leave.unheard-of") });
    expect(await client.next("error")).toMatchObject({ code: "REALTIME_TOPIC_UNKNOWN", message: "Unknown topic." });
    client.send({ type: "subscribe", topic: "everything" });
    expect(await client.next("error")).toMatchObject({ code: "REALTIME_TOPIC_UNKNOWN" });
    client.ws.send("not json");
    expect(await client.next("error")).toEqual({
      type: "error",
      code: "REALTIME_MESSAGE_INVALID",
      message: "Invalid message.",
    });
    client.send({ type: "subscribe" });
    expect(await client.next("error")).toMatchObject({ code: "REALTIME_MESSAGE_INVALID" });
    client.send({ type: "ping" });
    expect(await client.next("pong")).toMatchObject({ type: "pong" });
  });

  it("stops delivering a topic after unsubscribe", async () => {
    const target = await build();
    const client = await connect(target);
    const leave = companyTopic(C1, "leave.requests");
    const company = companyTopic(C1);
    client.send({ type: "subscribe", topic: leave });
    client.send({ type: "subscribe", topic: company });
    await client.next("subscribed", (message) => message.topic === company);
    target.realtime.publish(leave, "leave.request.created", { n: 1 });
    await client.next("event");

    client.send({ type: "unsubscribe", topic: leave });
    expect(await client.next("unsubscribed")).toEqual({ type: "unsubscribed", topic: leave });
    target.realtime.publish(leave, "leave.request.created", { n: 2 });
    target.realtime.publish(company, "tenants.branding.changed", {});
    await client.next("event");
    expect(events(client).map((message) => (message as { event: string }).event)).toEqual([
      "leave.request.created",
      "tenants.branding.changed",
    ]);
  });

  it("caps the subscriptions of one connection", async () => {
    const client = await connect(await build({ maxSubscriptions: 1 }));
    client.send({ type: "subscribe", topic: companyTopic(C1) });
    await client.next("subscribed");
    client.send({ type: "subscribe", topic: userTopic("admin1") });
    expect(await client.next("error")).toMatchObject({ code: "REALTIME_TOO_MANY_SUBSCRIPTIONS" });
  });
});

describe("realtime: version, heartbeat, sessions, shutdown", () => {
  it("sends a published new version to every connection", async () => {
    const target = await build();
    const first = await connect(target);
    const second = await connect(target, { headers: { authorization: "Bearer employee-token" } });
    await first.next("version");
    await second.next("version");
    target.realtime.publishVersion("1.3.0");
    expect(await first.next("version")).toEqual({ type: "version", version: "1.3.0" });
    expect(await second.next("version")).toEqual({ type: "version", version: "1.3.0" });
  });

  it("sends heartbeats at the configured interval", async () => {
    const client = await connect(await build({ heartbeatIntervalMs: 40 }));
    const first = await client.next("heartbeat");
    const second = await client.next("heartbeat");
    expect(Number.isNaN(Date.parse(first.at))).toBe(false);
    expect(Date.parse(second.at)).toBeGreaterThanOrEqual(Date.parse(first.at));
    // The client answers the pings that go with them, so it stays connected.
    expect(app!.realtime.connectionCount).toBe(1);
  });

  it("cuts a connection that stops answering pings (a peer gone without a goodbye)", async () => {
    const target = await build({ heartbeatIntervalMs: 30 });
    const client = await connect(target, { answerPings: false });
    expect((await client.closed).code).toBe(1006);
    expect(target.realtime.connectionCount).toBe(0);
  });

  it("re-checks the session: a changed level drops what is no longer allowed, an ended session closes (1008)", async () => {
    const target = await build({ heartbeatIntervalMs: 30, revalidateIntervalMs: 60 });
    const client = await connect(target);
    const payroll = companyTopic(C1, "payroll.runs");
    client.send({ type: "subscribe", topic: payroll });
    client.send({ type: "subscribe", topic: companyTopic(C1) });
    await client.next("subscribed", (message) => message.topic === companyTopic(C1));

    sessions.set("admin-token", { ...sessions.get("admin-token")!, activeLevel: "requester" });
    expect(await client.next("error")).toMatchObject({ code: "REALTIME_TOPIC_FORBIDDEN", topic: payroll });
    target.realtime.publish(payroll, "payroll.run.closed", {});
    target.realtime.publish(companyTopic(C1), "tenants.branding.changed", {});
    await client.next("event");
    expect(events(client)).toEqual([
      { type: "event", topic: companyTopic(C1), event: "tenants.branding.changed", data: {} },
    ]);

    sessions.delete("admin-token");
    expect(await client.next("error")).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(await client.closed).toEqual({ code: 1008, reason: "UNAUTHENTICATED" });
    expect(target.realtime.connectionCount).toBe(0);
  });

  it("closes every connection with 'going away' on app.close()", async () => {
    const target = await build();
    const clients = [
      await connect(target),
      await connect(target, { headers: { authorization: "Bearer employee-token" } }),
    ];
    for (const client of clients) await client.next("version");
    await target.close();
    app = undefined;
    for (const client of clients) expect(await client.closed).toEqual({ code: 1001, reason: "server shutting down" });
  });
});
