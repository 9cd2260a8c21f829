import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addSignedInMember,
  buildTestApp,
  createTestTenant,
  tenantCaller,
  TestClock,
  type TestPerson,
  type TestTenant,
  useTestDatabase,
} from "../../testing/kit.js";
import { modulesFor } from "../../../modules/server.js";

/**
 * The widget routes of the clock (a person's status and punch), communication (company news) and people (the small org
 * chart) modules, behind the core's widget gate: the key's company only, its allowed origins only, the person's widget
 * token for the clock, the company's QR rule for widget punches (issue 19).
 */
useTestDatabase("module_widgets");

const INTRANET = "https://intranet.alpha.example";
const OTHER = "https://evil.example";

describe("widgets of the clock, communication and people modules", () => {
  let app: FastifyInstance;
  // Wednesday 16 January 2030, 09:00 in São Paulo
  const clock = new TestClock(new Date("2030-01-16T12:00:00.000Z"));
  let a: TestTenant;
  let b: TestTenant;
  let key: string;
  let keyB: string;
  let ana: TestPerson;
  let boss: { id: string };
  let bWorker: { id: string };
  const call = tenantCaller(() => ({ app, companyId: a.companyId }));
  const callB = tenantCaller(() => ({ app, companyId: b.companyId }));
  const widget = (
    method: "GET" | "POST",
    path: string,
    options: { key?: string; origin?: string | null; token?: string; body?: object; locale?: string } = {},
  ) =>
    app.inject({
      method,
      url: `/api/widgets/${path}?key=${encodeURIComponent(options.key ?? key)}`,
      headers: {
        ...(options.origin === null ? {} : { origin: options.origin ?? INTRANET }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.locale ? { "accept-language": options.locale } : {}),
      },
      ...(options.body ? { payload: options.body } : {}),
    });
  const widgetToken = async (person: TestPerson, forKey = key) => {
    const issued = await app.inject({
      method: "POST",
      url: "/api/widget-tokens",
      headers: { token: person.token },
      payload: { key: forKey, origin: INTRANET },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    return issued.json<{ token: string }>().token;
  };
  const ok = async <T = Record<string, unknown>>(
    caller: typeof call,
    person: TestPerson,
    method: string,
    path: string,
    payload?: object,
  ) => {
    const r = await caller(person, method, path, payload);
    expect(r.statusCode, `${method} ${path}: ${r.body}`).toBeLessThan(300);
    return r.json<T>();
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: modulesFor("clock", "communication") }));
    a = await createTestTenant(app, { companyName: "Alpha" });
    b = await createTestTenant(app, { companyName: "Beta" });
    key = (
      await ok<{ key: string }>(call, a.admin, "POST", "/publishable-keys", {
        name: "Intranet",
        allowedOrigins: [INTRANET],
      })
    ).key;
    keyB = (
      await ok<{ key: string }>(callB, b.admin, "POST", "/publishable-keys", {
        name: "Intranet B",
        allowedOrigins: [INTRANET],
      })
    ).key;

    // Alpha: Marina (CEO) and Ana, who reports to her; Beta: Bruno
    const ceo = await ok<{ id: string }>(call, a.admin, "POST", "/roles", { name: "CEO", levelAccess: "admin" });
    const marina = await addSignedInMember(app, { admin: a.admin, levels: ["admin"] });
    boss = await ok<{ id: string }>(call, a.admin, "POST", "/workers", {
      name: "Marina",
      lastName: "Costa",
      email: marina.email,
      levels: ["admin"],
      roleId: ceo.id,
    });
    ana = await addSignedInMember(app, { admin: a.admin, levels: ["requester"] });
    await ok(call, a.admin, "POST", "/workers", {
      name: "Ana",
      lastName: "Souza",
      email: ana.email,
      levels: ["requester"],
      referenceWorkerId: boss.id,
    });
    const bruno = await addSignedInMember(app, { admin: b.admin, levels: ["requester"] });
    bWorker = await ok<{ id: string }>(callB, b.admin, "POST", "/workers", {
      name: "Bruno",
      email: bruno.email,
      levels: ["requester"],
    });

    // news: one for everyone and one for a department in Alpha, one for everyone in Beta
    const department = await ok<{ id: string }>(call, a.admin, "POST", "/departments", { name: "Finance" });
    const post = (caller: typeof call, admin: TestPerson, title: string, audience: object) =>
      ok(caller, admin, "POST", "/news", { title, body: `<p>${title} <b>today</b></p>`, audience });
    await post(call, a.admin, "Office party on Friday", { everyone: true });
    clock.advance(60_000);
    await post(call, a.admin, "Finance closing dates", { everyone: false, departmentIds: [department.id] });
    await post(call, a.admin, "New parking rules", { everyone: true });
    await post(callB, b.admin, "Beta's own news", { everyone: true });
  });
  afterAll(async () => app?.close());

  it("news: the key's company only, posts for everyone only, newest first, as plain text", async () => {
    const news = await widget("GET", "communication/news");
    expect(news.statusCode, news.body).toBe(200);
    expect(news.headers["access-control-allow-origin"]).toBe(INTRANET);
    const items = news.json<{ items: { title: string; excerpt: string }[] }>().items;
    expect(items.map((i) => i.title)).toEqual(["New parking rules", "Office party on Friday"]);
    expect(items[0]!.excerpt).toBe("New parking rules today");
    const beta = await widget("GET", "communication/news", { key: keyB });
    expect(beta.json<{ items: { title: string }[] }>().items.map((i) => i.title)).toEqual(["Beta's own news"]);
  });

  it("org chart: names, roles and the tree of the key's company, nothing else of the record", async () => {
    const chart = await widget("GET", "people/org-chart");
    expect(chart.statusCode, chart.body).toBe(200);
    const { total, nodes } = chart.json<{ total: number; nodes: Record<string, unknown>[] }>();
    // the tenant's own admin (a root of their own), Marina and Ana under her
    expect(total).toBe(3);
    expect(nodes).toHaveLength(3);
    const marina = nodes.findIndex((n) => n.id === boss.id);
    expect(nodes[marina]).toEqual({
      id: boss.id,
      name: "Marina Costa",
      role: "CEO",
      parentId: null,
      depth: 0,
      totalReports: 1,
      photo: false,
    });
    // depth-first: Ana right after her supervisor
    expect(nodes[marina + 1]).toEqual(
      expect.objectContaining({ name: "Ana Souza", parentId: boss.id, depth: 1, totalReports: 0, photo: false }),
    );
    expect(JSON.stringify(nodes)).not.toContain("@");
    // pictures: another company's person, a person without one, a malformed id: 404
    for (const id of [bWorker.id, boss.id, "not-an-id"]) {
      const avatar = await widget("GET", `people/avatars/${id}`);
      expect(avatar.statusCode, id).toBe(404);
    }
    const beta = await widget("GET", "people/org-chart", { key: keyB });
    expect(beta.json<{ nodes: { name: string }[] }>().nodes.map((n) => n.name)).toEqual(["Ana Admin", "Bruno"]);
  });

  it("refuses every new route from another origin, without an origin, and with an unknown key", async () => {
    const token = await widgetToken(ana);
    const routes = [
      ["GET", "communication/news"],
      ["GET", "people/org-chart"],
      ["GET", `people/avatars/${boss.id}`],
      ["GET", "clock/me"],
      ["POST", "clock/punches"],
    ] as const;
    for (const [method, path] of routes) {
      const body = method === "POST" ? { idempotencyKey: "refused-0001" } : undefined;
      const other = await widget(method, path, { origin: OTHER, token, ...(body ? { body } : {}) });
      expect(other.statusCode, path).toBe(403);
      expect(other.json().code).toBe("WIDGET_ORIGIN_REFUSED");
      expect(other.headers["access-control-allow-origin"]).toBe(OTHER);
      expect((await widget(method, path, { origin: null, token })).json().code).toBe("WIDGET_ORIGIN_REFUSED");
      expect((await widget(method, path, { key: "wpk_nothing", token })).json().code).toBe("WIDGET_KEY_INVALID");
    }
    // nothing was punched by the refused calls
    expect((await widget("GET", "clock/me", { token })).json()).toMatchObject({ state: "out", last: null });
  });

  it("clock: needs the person's token of this key; punches through the clock's path, once per key", async () => {
    const anon = await widget("GET", "clock/me");
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe("WIDGET_SIGNIN_REQUIRED");
    expect((await widget("POST", "clock/punches", { body: { idempotencyKey: "anon-00001" } })).statusCode).toBe(401);
    // a token issued for Beta's key is no token for Alpha's
    const bruno = await addSignedInMember(app, { admin: b.admin, levels: ["requester"] });
    expect((await widget("GET", "clock/me", { token: await widgetToken(bruno, keyB) })).json().code).toBe(
      "WIDGET_SIGNIN_REQUIRED",
    );

    const token = await widgetToken(ana);
    const me = await widget("GET", "clock/me", { token });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      name: "Ana Souza",
      day: "2030-01-16",
      hasWorkerProfile: true,
      state: "out",
      next: { status: "start", kind: "start" },
      blockedBy: null,
    });
    const tap = { idempotencyKey: "widget-tap-0001", deviceTime: clock.now().toISOString() };
    const first = await widget("POST", "clock/punches", { token, body: tap });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: "start", method: "web", seq: 1, duplicate: false });
    const again = await widget("POST", "clock/punches", { token, body: tap });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ hash: first.json().hash, duplicate: true });
    // the app sees the punch in Ana's log
    const day = await ok<{ entries: { status: string }[] }>(call, ana, "GET", "/clock/me");
    expect(day.entries.map((e) => e.status)).toEqual(["start"]);

    clock.advance(10 * 60_000);
    expect((await widget("GET", "clock/me", { token })).json()).toMatchObject({
      state: "working",
      last: { status: "start", statusDate: first.json().statusDate },
      workedMs: 10 * 60_000,
    });
    // a start while at work is out of sequence (the clock's own rule and message)
    const twice = await widget("POST", "clock/punches", {
      token,
      locale: "pt-BR",
      body: { idempotencyKey: "widget-tap-0002", status: "start" },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("CLOCK_OUT_OF_SEQUENCE");

    // a tap that got no answer, sent again later as offline: it counts at its device time
    const tapped = new Date(clock.now().getTime() - 2 * 60_000).toISOString();
    const offline = await widget("POST", "clock/punches", {
      token,
      body: { idempotencyKey: "widget-tap-0003", status: "middle", deviceTime: tapped, offline: true },
    });
    expect(offline.statusCode, offline.body).toBe(201);
    expect(offline.json()).toMatchObject({ status: "middle", method: "offline", statusDate: tapped });
    expect((await widget("GET", "clock/me", { token })).json()).toMatchObject({ state: "lunch" });
  });

  it("clock: while the company asks for the office QR, the widget punches only if the company allows it", async () => {
    const settings = await ok<{ clockConfig: Record<string, unknown> } & Record<string, unknown>>(
      call,
      a.admin,
      "GET",
      "/clock/settings",
    );
    expect(settings.clockConfig.widgetWithoutQr).toBe(false);
    const put = (person: TestPerson, widgetWithoutQr: boolean) =>
      call(person, "PUT", "/clock/settings", {
        ...settings,
        qrcode: { required: true },
        clockConfig: { ...settings.clockConfig, widgetWithoutQr },
      });
    // only admins change it
    expect((await put(ana, true)).statusCode).toBe(403);
    expect((await put(a.admin, false)).statusCode).toBe(200);

    const token = await widgetToken(ana);
    expect((await widget("GET", "clock/me", { token })).json().blockedBy).toBe("qr");
    clock.advance(10 * 60_000);
    for (const [locale, message] of [
      ["en", "Your company asks for the office QR code: punch in the app by scanning it."],
      ["pt-BR", "Sua empresa pede o QR code do escritório: marque o ponto no app lendo o código."],
      ["es", "Tu empresa pide el código QR de la oficina: marca en la app escaneándolo."],
    ] as const) {
      const refused = await widget("POST", "clock/punches", {
        token,
        locale,
        body: { idempotencyKey: `qr-refused-${locale}` },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: "CLOCK_WIDGET_QR_REQUIRED", message });
    }
    // the app's own punch without a QR is still refused: the waiver is the widget's only
    const app = await call(ana, "POST", "/clock/punches", { idempotencyKey: "app-no-qr-01" });
    expect(app.json().code).toBe("CLOCK_QR_REQUIRED");

    expect((await put(a.admin, true)).statusCode).toBe(200);
    expect((await widget("GET", "clock/me", { token })).json().blockedBy).toBe(null);
    const allowed = await widget("POST", "clock/punches", { token, body: { idempotencyKey: "qr-waived-0001" } });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json()).toMatchObject({ status: "middle", duplicate: false });
    // Beta's settings are untouched
    const beta = await ok<{ qrcode: { required: boolean } }>(callB, b.admin, "GET", "/clock/settings");
    expect(beta.qrcode.required).toBe(false);
  });
});
