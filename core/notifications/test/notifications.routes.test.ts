import Fastify, { type FastifyInstance } from "fastify";
import mongoose, { Types } from "mongoose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuthState } from "../../auth/types.js";
import { UserModel } from "../../auth/users.model.js";
import { type Level, type ServiceContext, systemContext } from "../../context.js";
import { errorHandler } from "../../errors/error-handler.js";
import type { Locale } from "../../i18n/locale.js";
import { MailOutbox } from "../../mail/mail-outbox.model.js";
import { mailPlugin } from "../../mail/mail.plugin.js";
import { modulesPlugin, type TenantInfo } from "../../modules/modules.plugin.js";
import type { Realtime } from "../../realtime/realtime.plugin.js";
import { scoped } from "../../tenancy/scoped.js";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import { notificationsModule, notificationsPlugin, type NotificationsService, type NotifyInput } from "../index.js";
import { NotificationModel } from "../notifications.model.js";
import { installTestIdentities } from "../../testing/identities.js";

/**
 * The notifications module as the app registers it: the real module gate, the real mail plugin (outbox, no
 * SMTP_URL), and a realtime stand-in that records what is published. Identities stand in for auth's sessions
 * (core/auth has its own tests); the users exist in core/auth's collection, since recipients are looked up there.
 */

const PUBLIC_URL = "https://app.example.test";
const companyA = new Types.ObjectId().toHexString();
const companyB = new Types.ObjectId().toHexString();
const tenants = new Map<string, TenantInfo>([
  [companyA, { plan: "starter", disabledModules: [] }],
  [companyB, { plan: "starter", disabledModules: [] }],
]);

interface Person {
  id: string;
  email: string;
  locale: Locale;
  companyId: string;
  levels: Level[];
}
const person = (name: string, companyId: string, locale: Locale, levels: Level[] = ["requester"]): Person => ({
  id: new Types.ObjectId().toHexString(),
  email: `${name}.${Date.now()}@example.test`,
  locale,
  companyId,
  levels,
});
const people = {
  ana: person("ana", companyA, "pt-BR"),
  bruno: person("bruno", companyA, "es"),
  carla: person("carla", companyA, "en", ["admin", "requester"]),
  diego: person("diego", companyB, "en", ["admin"]),
};

const identity = (p: Person): AuthState => ({
  user: { id: p.id, email: p.email, name: p.email.split(".")[0]!, isFounder: false, firstAccess: false },
  via: { kind: "session", sessionId: `s-${p.id}`, expiresAt: new Date(Date.now() + 3_600_000) },
  memberships: [{ companyId: p.companyId, levels: p.levels }],
  activeLevel: p.levels[0],
  activeCompanyId: p.companyId,
});
const identities: Record<string, AuthState> = {
  ...Object.fromEntries(Object.entries(people).map(([name, p]) => [name, identity(p)])),
  keyA: {
    ...identity(people.carla),
    via: { kind: "apiKey", keyId: "k1", companyId: companyA, scopes: ["notifications.inbox.read"] },
  },
};

let clock = new Date("2030-03-01T12:00:00.000Z");
const tick = (): Date => (clock = new Date(clock.getTime() + 1000));

const published: Array<{ topic: string; event: string; data: unknown; stored?: Promise<unknown> }> = [];

let db: TestDatabase;
let app: FastifyInstance;
/** The app's own notifications service (one per app). */
let notificationsService: NotificationsService;
let ctxA: ServiceContext;
let ctxB: ServiceContext;

beforeAll(async () => {
  db = await startTestDatabase();
  await mongoose.connect(db.uri, { dbName: `notifications_routes_${Date.now()}` });
  for (const p of Object.values(people)) {
    await UserModel.create({
      _id: new Types.ObjectId(p.id),
      email: p.email,
      name: p.email.split(".")[0],
      locale: p.locale,
      memberships: [{ companyId: new Types.ObjectId(p.companyId), levels: p.levels, defaultLevel: p.levels[0] }],
    });
  }
  app = Fastify({ logger: false });
  await app.register(errorHandler);
  await app.register(mailPlugin, { nodeEnv: "test" });
  app.decorate("realtime", {
    publish(topic: string, event: string, data?: unknown) {
      // what the database holds at the moment of publishing: the notification must already be there
      const id = (data as { id?: string } | undefined)?.id;
      const stored =
        event === "notifications.created" && id
          ? scoped({ companyId: companyA, now: () => clock }, NotificationModel).findById(id)
          : undefined;
      published.push({ topic, event, data, stored });
    },
  } as unknown as Realtime);
  installTestIdentities(app, identities);
  await app.register(notificationsPlugin, { publicUrl: PUBLIC_URL });
  await app.register(modulesPlugin, {
    modules: [notificationsModule],
    resolveTenant: async (id) => tenants.get(id) ?? null,
    now: () => clock,
  });
  await app.ready();
  notificationsService = app.notifications;
  ctxA = systemContext({ companyId: companyA, name: "test", log: app.log, now: () => clock });
  ctxB = systemContext({ companyId: companyB, name: "test", log: app.log, now: () => clock });
});

afterAll(async () => {
  await app?.close();
  await mongoose.disconnect();
  await db?.stop();
});

beforeEach(() => {
  published.length = 0;
});

const call = (
  who: string | undefined,
  method: "GET" | "POST" | "PUT",
  url: string,
  options: { body?: object; locale?: string; companyId?: string } = {},
) =>
  app.inject({
    method,
    url: `/api/companies/${options.companyId ?? companyA}${url}`,
    payload: options.body,
    headers: { ...(who ? { "x-test-identity": who } : {}), "accept-language": options.locale ?? "en" },
  });

const leaveApproved = (userIds: string[], extra: Partial<NotifyInput> = {}): NotifyInput => ({
  userIds,
  type: "leave.request.approved",
  title: { en: "Leave approved", "pt-BR": "Ausência aprovada", es: "Ausencia aprobada" },
  body: {
    en: "Your leave was approved.",
    "pt-BR": "Sua ausência foi aprovada.",
    es: "Tu ausencia fue aprobada.",
  },
  link: "/my-requests",
  data: { requestId: "r1" },
  ...extra,
});

const clockMissing = (userIds: string[]): NotifyInput => ({
  userIds,
  type: "clock.entry.missing",
  title: { en: "Clock in missing", "pt-BR": "Ponto em falta", es: "Falta el fichaje" },
  body: { en: "You did not clock in.", "pt-BR": "Você não bateu o ponto.", es: "No fichaste." },
});

const mailsTo = (p: Person) => MailOutbox.find({ to: p.email }).sort({ createdAt: 1, _id: 1 }).lean();

describe("notify", () => {
  it("stores one notification per member, pushes it live after the write, and mails it in their language", async () => {
    tick();
    const result = await notificationsService.notify(
      ctxA,
      leaveApproved([people.ana.id, people.bruno.id, people.ana.id]),
    );
    expect(result.skipped).toEqual([]);
    expect(result.delivered).toHaveLength(2);
    expect(result.delivered.every((d) => d.notificationId && d.emailed)).toBe(true);

    // realtime: one event per person on their own topic, title in their language, after the document exists
    const on = (p: Person) => published.filter((e) => e.topic === `user:${p.id}`);
    expect(published).toHaveLength(2);
    expect(on(people.ana)).toMatchObject([
      {
        event: "notifications.created",
        data: {
          id: expect.any(String),
          type: "leave.request.approved",
          title: "Ausência aprovada",
          link: "/my-requests",
        },
      },
    ]);
    expect(on(people.bruno)).toMatchObject([{ event: "notifications.created", data: { title: "Ausencia aprobada" } }]);
    for (const p of published) expect(await p.stored).not.toBeNull();

    // email, through the real mail plugin's outbox, in the recipient's saved language with an absolute link
    const [mailToAna] = await mailsTo(people.ana);
    expect(mailToAna).toMatchObject({
      template: "notification",
      locale: "pt-BR",
      subject: "Notificação: Ausência aprovada",
    });
    expect(mailToAna!.text).toContain("Sua ausência foi aprovada.");
    expect(mailToAna!.text).toContain(`${PUBLIC_URL}/my-requests`);
    expect(mailToAna!.text).toContain(`${PUBLIC_URL}/notifications-config`);
    expect((await mailsTo(people.bruno))[0]).toMatchObject({
      locale: "es",
      subject: "Notificación: Ausencia aprobada",
    });

    // the list, in the caller's language
    const list = await call("ana", "GET", "/notifications", { locale: "pt-BR,pt;q=0.9" });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      unread: 1,
      items: [
        {
          id: result.delivered.find((d) => d.userId === people.ana.id)!.notificationId,
          type: "leave.request.approved",
          title: "Ausência aprovada",
          body: "Sua ausência foi aprovada.",
          link: "/my-requests",
          data: { requestId: "r1" },
          readAt: null,
          createdAt: clock.toISOString(),
        },
      ],
    });
  });

  it("skips people who are not members of the company, whatever their id", async () => {
    const before = await scoped(ctxB, NotificationModel).count();
    const result = await notificationsService.notify(
      ctxA,
      clockMissing([people.diego.id, "not-an-id", people.carla.id]),
    );
    expect(result.skipped).toEqual([people.diego.id, "not-an-id"]);
    expect(result.delivered.map((d) => d.userId)).toEqual([people.carla.id]);
    expect(await scoped(ctxB, NotificationModel).count()).toBe(before);
    expect(await mailsTo(people.diego)).toEqual([]);
    // diego's own company sees nothing either
    expect((await call("diego", "GET", "/notifications", { companyId: companyB })).json()).toMatchObject({ total: 0 });
  });

  it("refuses a malformed call: a bug in the calling module, not a user error", async () => {
    await expect(
      notificationsService.notify(ctxA, { ...leaveApproved([people.ana.id]), type: "approved" }),
    ).rejects.toThrow(/must be namespaced/);
    await expect(
      notificationsService.notify(
        ctxA,
        leaveApproved([people.ana.id], { title: { en: "Hi" } as NotifyInput["title"] }),
      ),
    ).rejects.toThrow("title.pt-BR is required");
    await expect(
      notificationsService.notify(ctxA, leaveApproved([people.ana.id], { link: "https://evil.example" })),
    ).rejects.toThrow(/must be an app path/);
    await expect(
      notificationsService.notify(ctxA, leaveApproved([people.ana.id], { data: { blob: "x".repeat(9000) } })),
    ).rejects.toThrow(/larger than/);
  });
});

describe("the caller's notifications", () => {
  it("lists newest first, pages, and filters unread", async () => {
    const bruno = people.bruno.id;
    for (let i = 0; i < 3; i++) {
      tick();
      await notificationsService.notify(ctxA, clockMissing([bruno]));
    }
    const all = (await call("bruno", "GET", "/notifications?limit=2")).json();
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const dates = all.items.map((n: { createdAt: string }) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.items[0].title).toBe("Clock in missing");
    const page2 = (await call("bruno", "GET", "/notifications?limit=2&skip=2")).json();
    expect(page2.items.map((n: { id: string }) => n.id)).not.toContain(all.items[0].id);
    const unread = (await call("bruno", "GET", "/notifications?unread=true")).json();
    expect(unread.total).toBe(unread.unread);
  });

  it("marks one read once, and all read, telling the person's other devices", async () => {
    tick();
    const { delivered } = await notificationsService.notify(ctxA, leaveApproved([people.carla.id]));
    const id = delivered[0]!.notificationId!;
    published.length = 0;
    const readAt = tick().toISOString();
    const read = await call("carla", "POST", `/notifications/${id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, readAt });
    const unreadNow = (await call("carla", "GET", "/notifications")).json().unread;
    expect(published).toEqual([
      { topic: `user:${people.carla.id}`, event: "notifications.read", data: { ids: [id], unread: unreadNow } },
    ]);
    tick();
    expect((await call("carla", "POST", `/notifications/${id}/read`)).json().readAt).toBe(readAt);

    await notificationsService.notify(ctxA, clockMissing([people.carla.id]));
    published.length = 0;
    const all = await call("carla", "POST", "/notifications/read-all");
    expect(all.json().updated).toBeGreaterThanOrEqual(1);
    expect(published).toEqual([
      { topic: `user:${people.carla.id}`, event: "notifications.read", data: { all: true, unread: 0 } },
    ]);
    expect((await call("carla", "GET", "/notifications")).json().unread).toBe(0);
    expect((await call("carla", "POST", "/notifications/read-all")).json()).toEqual({ updated: 0 });
  });

  it("never shows or changes another person's notification: 404, like an id that does not exist", async () => {
    const { delivered } = await notificationsService.notify(ctxA, leaveApproved([people.ana.id]));
    const anasId = delivered[0]!.notificationId!;
    const other = await call("bruno", "POST", `/notifications/${anasId}/read`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ statusCode: 404, code: "NOT_FOUND", message: "Not found." });
    expect(
      (await call("bruno", "GET", "/notifications?limit=50")).json().items.map((n: { id: string }) => n.id),
    ).not.toContain(anasId);
    for (const id of [new Types.ObjectId().toHexString(), "nope"])
      expect((await call("bruno", "POST", `/notifications/${id}/read`)).statusCode).toBe(404);
    // bruno's read-all leaves ana's unread
    await call("bruno", "POST", "/notifications/read-all");
    expect((await scoped(ctxA, NotificationModel).findById(anasId))?.readAt).toBeNull();
  });

  it("answers another tenant's company and ids with 404", async () => {
    const { delivered } = await notificationsService.notify(ctxA, leaveApproved([people.ana.id]));
    const anasId = delivered[0]!.notificationId!;
    for (const [method, url] of [
      ["GET", "/notifications"],
      ["POST", `/notifications/${anasId}/read`],
      ["POST", "/notifications/read-all"],
      ["GET", "/notifications/config"],
    ] as const) {
      const r = await call("diego", method, url);
      expect(r.statusCode, `${method} ${url}`).toBe(404);
    }
    // diego in his own company, with ana's id
    expect((await call("diego", "POST", `/notifications/${anasId}/read`, { companyId: companyB })).statusCode).toBe(
      404,
    );
    expect((await scoped(ctxA, NotificationModel).findById(anasId))?.readAt).toBeNull();
  });

  it("needs a session, and a person: an API key has no inbox", async () => {
    expect((await call(undefined, "GET", "/notifications")).json()).toMatchObject({ statusCode: 401 });
    const key = await call("keyA", "GET", "/notifications", { locale: "es" });
    expect(key.json()).toEqual({ statusCode: 403, code: "FORBIDDEN", message: "No tienes acceso a esto." });
  });

  it("answers bad input with the catalogue message in the caller's language", async () => {
    const r = await call("ana", "GET", "/notifications?limit=0", { locale: "pt-BR" });
    expect(r.json()).toEqual({
      statusCode: 400,
      code: "VALIDATION_MIN_VALUE",
      message: "O valor mínimo é 1",
      field: "limit",
    });
    expect((await call("ana", "GET", "/notifications?limit=500", { locale: "es" })).json()).toMatchObject({
      statusCode: 400,
      message: "El valor máximo es 50",
    });
  });
});

describe("preferences (/notifications-config)", () => {
  it("start from the defaults, and are the caller's own", async () => {
    const r = await call("bruno", "GET", "/notifications/config");
    expect(r.json()).toEqual({ defaults: { inApp: true, email: true, push: true }, rules: [] });
    const rules = [{ prefix: "*", inApp: true, email: false, push: false }];
    expect((await call("carla", "PUT", "/notifications/config", { body: { rules } })).json().rules).toEqual(rules);
    expect((await call("carla", "GET", "/notifications/config")).json().rules).toEqual(rules);
    expect((await call("bruno", "GET", "/notifications/config")).json().rules).toEqual([]);
    expect((await call("carla", "PUT", "/notifications/config", { body: { rules: [] } })).json().rules).toEqual([]);
  });

  it("decide per type prefix and channel: the most specific rule wins", async () => {
    const ana = people.ana;
    const put = await call("ana", "PUT", "/notifications/config", {
      body: {
        rules: [
          { prefix: "leave", inApp: true, email: false, push: false },
          { prefix: "leave.request.cancelled", inApp: false, email: true, push: true },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const mailsBefore = (await mailsTo(ana)).length;

    // leave.*: in the app only
    published.length = 0;
    const approved = await notificationsService.notify(ctxA, leaveApproved([ana.id]));
    expect(approved.delivered).toEqual([
      { userId: ana.id, notificationId: expect.any(String), emailed: false, pushed: 0 },
    ]);
    expect(published).toHaveLength(1);
    expect(await mailsTo(ana)).toHaveLength(mailsBefore);

    // a more specific rule: by email only, nothing stored or pushed
    published.length = 0;
    const cancelled = await notificationsService.notify(
      ctxA,
      leaveApproved([ana.id], { type: "leave.request.cancelled" }),
    );
    expect(cancelled.delivered).toEqual([{ userId: ana.id, notificationId: null, emailed: true, pushed: 0 }]);
    expect(published).toEqual([]);
    expect(await mailsTo(ana)).toHaveLength(mailsBefore + 1);

    // another module's type: the defaults (app and email)
    const clock = await notificationsService.notify(ctxA, clockMissing([ana.id]));
    expect(clock.delivered[0]).toMatchObject({ emailed: true, notificationId: expect.any(String) });
    expect(await mailsTo(ana)).toHaveLength(mailsBefore + 2);
  });

  it("refuse bad rules with the catalogue message", async () => {
    const bad = await call("ana", "PUT", "/notifications/config", {
      body: { rules: [{ prefix: "Leave!", inApp: true, email: true, push: false }] },
      locale: "pt-BR",
    });
    expect(bad.json()).toMatchObject({
      statusCode: 400,
      code: "VALIDATION_INVALID",
      message: "Busca não realizada, verifique os dados.",
    });
    const missing = await call("ana", "PUT", "/notifications/config", {
      body: { rules: [{ prefix: "leave", inApp: true }] },
      locale: "es",
    });
    expect(missing.json()).toMatchObject({
      statusCode: 400,
      code: "VALIDATION_REQUIRED",
      message: "Por favor, escribe algo.",
    });
    const twice = await call("ana", "PUT", "/notifications/config", {
      body: {
        rules: [
          { prefix: "leave", inApp: true, email: true, push: false },
          { prefix: "leave", inApp: false, email: false, push: false },
        ],
      },
      locale: "es",
    });
    expect(twice.json()).toEqual({
      statusCode: 400,
      code: "NOTIFICATIONS_DUPLICATE_RULE",
      message: "Ya existe una regla para leave.",
      field: "rules",
    });
  });
});
