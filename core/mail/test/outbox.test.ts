import { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import mongoose from "mongoose";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuthState } from "../../auth/types.js";
import type { NodeEnv } from "../../config.js";
import type { Level } from "../../context.js";
import { errorHandler } from "../../errors/error-handler.js";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import { MAIL_OUTBOX_TTL_SECONDS, MailOutbox } from "../mail-outbox.model.js";
import { mailPlugin } from "../mail.plugin.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
  await mongoose.connect(db.uri, { dbName: "core-mail-outbox-test" });
  await MailOutbox.init();
});
afterAll(async () => {
  await mongoose.disconnect();
  await db.stop();
});

let app: FastifyInstance | undefined;
let logLines: Array<Record<string, unknown>>;
let clock: Date;
beforeEach(async () => {
  await MailOutbox.deleteMany({});
  logLines = [];
  clock = new Date("2026-03-02T10:00:00.000Z");
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * The app with the mail plugin and no SMTP_URL. The auth plugin is not part of this area, so a stand-in sets
 * `request.auth` from an `x-test-levels` header; it is added after the mail plugin, as the real one is in core/app.ts.
 */
async function build(nodeEnv: NodeEnv): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(JSON.parse(chunk.toString("utf8")) as Record<string, unknown>);
      callback();
    },
  });
  app = Fastify({ logger: { level: "info", stream } });
  await app.register(errorHandler);
  await app.register(mailPlugin, { nodeEnv, now: () => clock });
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    const header = request.headers["x-test-levels"];
    if (typeof header === "string") request.auth = authWith(header.split(",").filter(Boolean) as Level[]);
  });
  await app.ready();
  return app;
}

function authWith(levels: Level[]): AuthState {
  return {
    user: { id: "u1", email: "dev@example.test", name: "Dev", isFounder: false, firstAccess: false },
    via: { kind: "session", sessionId: "s1", expiresAt: new Date("2030-01-01") },
    // Admin in the second company only: "admin in some company" is enough for a development tool.
    memberships: [
      { companyId: "c1", levels: ["requester"] },
      { companyId: "c2", levels },
    ],
    activeLevel: "requester",
  };
}

describe("mail without SMTP_URL: the outbox", () => {
  it("stores each mail with its rendered content and logs it", async () => {
    const built = await build("development");
    await built.mailer.send({
      to: "ana@example.test",
      template: "verification",
      locale: "pt-BR",
      data: { link: "https://app.example.test/verify?code=1" },
    });

    const stored = await MailOutbox.find({}).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      to: "ana@example.test",
      template: "verification",
      locale: "pt-BR",
      subject: "Confirme seu endereço de e-mail",
      createdAt: clock,
    });
    expect(stored[0]!.text).toContain("https://app.example.test/verify?code=1");
    expect(stored[0]!.html).toContain('href="https://app.example.test/verify?code=1"');

    const line = logLines.find((entry) => entry.msg === "mail kept in the outbox (SMTP_URL is not set)");
    expect(line).toMatchObject({
      level: 30,
      to: "ana@example.test",
      template: "verification",
      mailId: String(stored[0]!._id),
    });
    // In development the line carries the text, so the link can be followed from the console.
    expect(line?.text).toContain("https://app.example.test/verify?code=1");
  });

  it("keeps one-time links out of the log outside development", async () => {
    const built = await build("production");
    await built.mailer.send({
      to: "ana@example.test",
      template: "forgot-password",
      locale: "en",
      data: { link: "https://app.example.test/action?oobCode=secret" },
    });
    expect(await MailOutbox.countDocuments({})).toBe(1);
    expect(JSON.stringify(logLines)).not.toContain("oobCode=secret");
  });

  it("expires outbox mails with a TTL index on createdAt", async () => {
    const indexes = await MailOutbox.collection.indexes();
    expect(indexes).toContainEqual(
      expect.objectContaining({ key: { createdAt: 1 }, expireAfterSeconds: MAIL_OUTBOX_TTL_SECONDS }),
    );
    expect(MAIL_OUTBOX_TTL_SECONDS).toBe(30 * 24 * 3600);
  });
});

describe("GET /api/dev/outbox", () => {
  async function sendTwo(built: FastifyInstance): Promise<void> {
    await built.mailer.send({
      to: "a@example.test",
      template: "verification",
      locale: "en",
      data: { link: "https://x.test/1" },
    });
    clock = new Date(clock.getTime() + 60_000);
    await built.mailer.send({
      to: "b@example.test",
      template: "pending-document",
      locale: "es",
      data: { documentName: "RG" },
    });
  }

  it("lists the outbox, newest first, to someone who is admin in some company", async () => {
    const built = await build("development");
    await sendTwo(built);

    const response = await built.inject({
      method: "GET",
      url: "/api/dev/outbox",
      headers: { "x-test-levels": "admin" },
    });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: Array<Record<string, string>> }>();
    expect(items.map((item) => item.to)).toEqual(["b@example.test", "a@example.test"]);
    expect(items[0]).toMatchObject({
      template: "pending-document",
      locale: "es",
      subject: "Documento pendiente: RG",
      createdAt: "2026-03-02T10:01:00.000Z",
    });

    const filtered = await built.inject({
      method: "GET",
      url: "/api/dev/outbox?to=a@example.test&limit=5",
      headers: { "x-test-levels": "revisor,admin" },
    });
    expect(filtered.json<{ items: unknown[] }>().items).toHaveLength(1);
  });

  it("refuses a caller who is not admin anywhere (403) and an anonymous one (401), in their language", async () => {
    const built = await build("development");
    const manager = await built.inject({
      method: "GET",
      url: "/api/dev/outbox",
      headers: { "x-test-levels": "revisor,requester", "accept-language": "pt-BR" },
    });
    expect(manager.statusCode).toBe(403);
    expect(manager.json()).toEqual({ statusCode: 403, code: "FORBIDDEN", message: "Você não tem acesso a isto." });

    const anonymous = await built.inject({ method: "GET", url: "/api/dev/outbox" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("validates the query", async () => {
    const built = await build("development");
    const response = await built.inject({
      method: "GET",
      url: "/api/dev/outbox?limit=1000",
      headers: { "x-test-levels": "admin" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_MAX_VALUE", message: "Max value is 200" });
  });

  it.each<NodeEnv>(["production", "test"])("does not exist when NODE_ENV is %s", async (nodeEnv) => {
    const built = await build(nodeEnv);
    await sendTwo(built);
    const response = await built.inject({
      method: "GET",
      url: "/api/dev/outbox",
      headers: { "x-test-levels": "admin" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "ROUTE_NOT_FOUND" });
    expect(built.hasRoute({ method: "GET", url: "/api/dev/outbox" })).toBe(false);
  });
});
