import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addSignedInMember,
  buildTestApp,
  createTestTenant,
  DAY_MS,
  tenantCaller,
  TestClock,
  type TestPerson,
  type TestTenant,
  useTestDatabase,
} from "../../testing/kit.js";
import { modulesFor } from "../../../modules/server.js";
import { AttemptModel } from "../../auth/attempts.model.js";
import { DEFAULT_WIDGET_LIMIT } from "../widget-gate.js";
import { startDemoIntranet } from "../demo-intranet.js";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Publishable keys, the widget gate (key, origin, CORS, rate limit) and the leave module's anonymous widget routes. */
useTestDatabase("widgets");

const INTRANET = "https://intranet.alpha.example";
const OTHER = "https://evil.example";

describe("widgets: publishable keys and the anonymous routes", () => {
  let app: FastifyInstance;
  // Wednesday 16 January 2030, 09:00 in São Paulo
  const clock = new TestClock(new Date("2030-01-16T12:00:00.000Z"));
  let a: TestTenant;
  let b: TestTenant;
  let key: string;
  let keyId: string;
  let leaveTypeId: string;
  let people: TestPerson[];
  const call = tenantCaller(() => ({ app, companyId: a.companyId }));
  const callB = tenantCaller(() => ({ app, companyId: b.companyId }));
  const widget = (path: string, options: { key?: string; origin?: string; method?: "GET" | "OPTIONS" } = {}) =>
    app.inject({
      method: options.method ?? "GET",
      url: `/api/widgets/${path}?key=${encodeURIComponent(options.key ?? key)}`,
      headers: options.origin === undefined ? {} : { origin: options.origin },
    });

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: modulesFor("leave") }));
    a = await createTestTenant(app, { companyName: "Alpha" });
    b = await createTestTenant(app, { companyName: "Beta" });
    const created = await call(a.admin, "POST", "/publishable-keys", {
      name: "Intranet",
      allowedOrigins: [`${INTRANET}/`, "http://localhost:8080"],
    });
    expect(created.statusCode, created.body).toBe(201);
    ({ key, id: keyId } = created.json<{ key: string; id: string }>());

    // Ana is out Tuesday to Thursday (approved), Bia asked for Friday (pending: not shown)
    const type = await call(a.admin, "POST", "/leave-types/many", {
      items: [
        {
          title: { en: "Medical leave", "pt-BR": "Licença médica", es: "Licencia médica" },
          color: "#2e7d32",
          unit: "days",
          totalTime: 10 * DAY_MS,
          tracked: false,
        },
      ],
    });
    leaveTypeId = type.json<{ items: { id: string }[] }>().items[0]!.id;
    people = [];
    for (const name of ["Ana", "Bia"]) {
      const person = await addSignedInMember(app, { admin: a.admin, levels: ["requester"] });
      const worker = await call(a.admin, "POST", "/workers", { name, email: person.email, levels: ["requester"] });
      expect(worker.statusCode, worker.body).toBe(201);
      people.push(person);
    }
    const approved = await call(a.admin, "POST", "/leave/payroll-requests", {
      userId: people[0]!.userId,
      leaveTypeId,
      startDate: "2030-01-15",
      endDate: "2030-01-17",
    });
    expect(approved.statusCode, approved.body).toBe(201);
    const pending = await call(people[1]!, "POST", "/leave/requests", { leaveTypeId, startDate: "2030-01-18" });
    expect(pending.statusCode, pending.body).toBe(201);
  });
  afterAll(async () => app?.close());

  it("lets admins create, list and revoke keys; other levels get 403, other tenants 404", async () => {
    const list = await call(a.admin, "GET", "/publishable-keys");
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: keyId, key, allowedOrigins: [INTRANET, "http://localhost:8080"], revokedAt: null }),
    ]);
    expect(key).toMatch(/^wpk_[0-9a-f]{24}_[a-z2-7]{16}$/);
    for (const level of ["revisor", "requester"] as const) {
      const person = await a.loginAs(level);
      expect((await call(person, "GET", "/publishable-keys")).statusCode).toBe(403);
      expect(
        (await call(person, "POST", "/publishable-keys", { name: "x", allowedOrigins: [INTRANET] })).statusCode,
      ).toBe(403);
    }
    expect((await callB(a.admin, "GET", "/publishable-keys")).statusCode).toBe(404);
    expect((await callB(b.admin, "DELETE", `/publishable-keys/${keyId}`)).statusCode).toBe(404);
    expect((await callB(b.admin, "GET", "/publishable-keys")).json().items).toEqual([]);
  });

  it("refuses an origin that is not a bare https address (http only for localhost), in the caller's language", async () => {
    for (const origin of ["intranet.example", "http://intranet.example", "https://*.example.com", `${INTRANET}/news`]) {
      const refused = await call(a.admin, "POST", "/publishable-keys", { name: "Bad", allowedOrigins: [origin] });
      expect(refused.statusCode, origin).toBe(400);
      expect(refused.json()).toMatchObject({ code: "WIDGET_ORIGIN_INVALID", field: "allowedOrigins" });
    }
    const ptAdmin = await addSignedInMember(app, { admin: a.admin, levels: ["admin"], locale: "pt-BR" });
    const esAdmin = await addSignedInMember(app, { admin: a.admin, levels: ["admin"], locale: "es" });
    const pt = await call(ptAdmin, "POST", "/publishable-keys", { name: "Bad", allowedOrigins: ["ftp://x"] });
    expect(pt.json().message).toBe(
      "Escreva cada site permitido como seu endereço, por exemplo https://intranet.example.com.",
    );
    const es = await call(esAdmin, "POST", "/publishable-keys", { name: "Bad", allowedOrigins: ["ftp://x"] });
    expect(es.json().message).toContain("Escribe cada sitio permitido");
    const empty = await call(a.admin, "POST", "/publishable-keys", { name: "Bad", allowedOrigins: [] });
    expect(empty.statusCode).toBe(400);
    expect((await call(a.admin, "GET", "/publishable-keys")).json().items).toHaveLength(1);
  });

  it("shows who is out this week from an allowed origin: approved leaves, names and dates, no leave type", async () => {
    const answer = await widget("leave/whos-out", { origin: INTRANET });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["access-control-allow-origin"]).toBe(INTRANET);
    expect(answer.headers["access-control-allow-credentials"]).toBeUndefined();
    const body = answer.json();
    expect(body).toMatchObject({ today: "2030-01-16", weekStart: "2030-01-14", weekEnd: "2030-01-20" });
    expect(body.items).toEqual([
      { name: expect.stringContaining("Ana"), startDate: "2030-01-15", endDate: "2030-01-17" },
    ]);
    expect(answer.body).not.toMatch(/Medical|leaveType|pending|userId/);
    const config = await widget("config", { origin: INTRANET });
    expect(config.json()).toEqual({ company: "Alpha", primaryColor: null, logoUrl: null, defaultLocale: null });
  });

  it("lists the company's upcoming holidays", async () => {
    const answer = await widget("leave/holidays", { origin: "http://localhost:8080" });
    expect(answer.statusCode, answer.body).toBe(200);
    const items = answer.json<{ items: { date: string; name: string }[] }>().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(8);
    expect(items.every((h) => h.date >= "2030-01-16")).toBe(true);
    expect(items.map((h) => h.date)).toEqual([...items.map((h) => h.date)].sort());
  });

  it("refuses another origin, no origin, a wrong key; answers preflights only for allowed origins", async () => {
    const other = await widget("leave/whos-out", { origin: OTHER });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: "WIDGET_ORIGIN_REFUSED" });
    expect(other.body).not.toContain("Ana");
    expect((await widget("leave/whos-out")).statusCode).toBe(403);
    expect((await widget("leave/whos-out", { origin: "null" })).statusCode).toBe(403);
    const bad = await widget("leave/whos-out", { origin: INTRANET, key: `${key.slice(0, -2)}aa` });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: "WIDGET_KEY_INVALID" });
    expect((await widget("leave/whos-out", { origin: INTRANET, key: "" })).statusCode).toBe(401);

    const preflight = await widget("leave/whos-out", { origin: INTRANET, method: "OPTIONS" });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(INTRANET);
    expect(preflight.headers["access-control-allow-methods"]).toBe("GET, POST");
    expect((await widget("leave/whos-out", { origin: OTHER, method: "OPTIONS" })).statusCode).toBe(403);
  });

  it("limits requests per key and visitor, then refuses with WIDGET_RATE_LIMITED", async () => {
    const limited = await call(a.admin, "POST", "/publishable-keys", { name: "Busy", allowedOrigins: [INTRANET] });
    const { key: busy, id: busyId } = limited.json<{ key: string; id: string }>();
    expect((await widget("config", { origin: INTRANET, key: busy })).statusCode).toBe(200);
    // the visitor's window as if they had already made all but one of their requests
    const counted = await AttemptModel.updateOne(
      { _id: `widget:${busyId}:127.0.0.1` },
      { $set: { count: DEFAULT_WIDGET_LIMIT.max - 1 } },
    ).exec();
    expect(counted.matchedCount).toBe(1);
    expect((await widget("config", { origin: INTRANET, key: busy })).statusCode).toBe(200);
    const refused = await widget("config", { origin: INTRANET, key: busy });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "WIDGET_RATE_LIMITED" });
    clock.advance(DEFAULT_WIDGET_LIMIT.windowMs + 1);
    expect((await widget("config", { origin: INTRANET, key: busy })).statusCode).toBe(200);
  });

  it("issues a widget token to a person of the company for an allowed origin, and to no one else", async () => {
    const tokens = (person: { token: string } | null, body: object, headers: Record<string, string> = {}) =>
      app.inject({
        method: "POST",
        url: "/api/widget-tokens",
        headers: { ...(person ? { token: person.token } : {}), ...headers },
        payload: body,
      });
    const issued = await tokens(people[1]!, { key, origin: INTRANET });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().token).toMatch(/^wwt_[a-z2-7]{32}$/);
    expect(new Date(issued.json().expiresAt).getTime() - clock.now().getTime()).toBe(15 * 60_000);
    expect((await tokens(people[1]!, { key, origin: OTHER })).json()).toMatchObject({ code: "WIDGET_ORIGIN_REFUSED" });
    expect((await tokens(people[1]!, { key, origin: "nonsense" })).statusCode).toBe(403);
    expect((await tokens(people[1]!, { key: "wpk_x", origin: INTRANET })).json()).toMatchObject({
      code: "WIDGET_KEY_INVALID",
    });
    // a person of another company, and no one
    expect((await tokens(b.admin, { key, origin: INTRANET })).statusCode).toBe(403);
    expect((await tokens(null, { key, origin: INTRANET })).statusCode).toBe(401);
    // an API key is no person
    const apiKey = await call(a.admin, "POST", "/api-keys", { name: "Robot", scopes: ["*"] });
    const byKey = await tokens(null, { key, origin: INTRANET }, { authorization: `Bearer ${apiKey.json().key}` });
    expect(byKey.statusCode).toBe(403);
  });

  it("my balance and a leave request need the person's token, for this key and origin; the request is pending", async () => {
    const bia = people[1]!;
    const token = (
      await app.inject({
        method: "POST",
        url: "/api/widget-tokens",
        headers: { token: bia.token },
        payload: { key, origin: INTRANET },
      })
    ).json<{ token: string }>().token;
    const me = (headers: Record<string, string>) =>
      app.inject({ method: "GET", url: `/api/widgets/leave/me?key=${key}`, headers: { origin: INTRANET, ...headers } });
    const anonymous = await me({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "WIDGET_SIGNIN_REQUIRED" });
    expect((await me({ authorization: "Bearer wwt_notatoken" })).statusCode).toBe(401);
    const mine = await me({ authorization: `Bearer ${token}` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      name: expect.stringContaining("Bia"),
      types: expect.arrayContaining([
        expect.objectContaining({ id: leaveTypeId, title: expect.objectContaining({ en: "Medical leave" }) }),
      ]),
    });
    // the same token from the other allowed origin is refused: it is bound to the one it was issued for
    const elsewhere = await app.inject({
      method: "GET",
      url: `/api/widgets/leave/me?key=${key}`,
      headers: { origin: "http://localhost:8080", authorization: `Bearer ${token}` },
    });
    expect(elsewhere.json()).toMatchObject({ code: "WIDGET_SIGNIN_REQUIRED" });

    const request = (payload: object, locale = "en") =>
      app.inject({
        method: "POST",
        url: `/api/widgets/leave/requests?key=${key}`,
        headers: { origin: INTRANET, authorization: `Bearer ${token}`, "accept-language": locale },
        payload,
      });
    const bad = await request({ leaveTypeId, startDate: "2030-02-08", endDate: "2030-02-04" }, "es");
    expect(bad.statusCode).toBe(400);
    const created = await request({ leaveTypeId, startDate: "2030-02-04", endDate: "2030-02-05" });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: "pending", startDate: "2030-02-04", endDate: "2030-02-05" });
    const mineInApp = await call(bia, "GET", "/leave/requests/mine");
    expect(mineInApp.body).toContain(created.json().id);
    // without a token nothing is written
    const anonymousRequest = await app.inject({
      method: "POST",
      url: `/api/widgets/leave/requests?key=${key}`,
      headers: { origin: INTRANET },
      payload: { leaveTypeId, startDate: "2030-02-11" },
    });
    expect(anonymousRequest.statusCode).toBe(401);

    // the token lives 15 minutes
    clock.advance(15 * 60_000 + 1);
    expect((await me({ authorization: `Bearer ${token}` })).json()).toMatchObject({ code: "WIDGET_SIGNIN_REQUIRED" });
  });

  it("stops a revoked key at once", async () => {
    expect((await call(a.admin, "DELETE", `/publishable-keys/${keyId}`)).statusCode).toBe(204);
    const after = await widget("leave/whos-out", { origin: INTRANET });
    expect(after.statusCode).toBe(401);
    expect((await call(a.admin, "DELETE", `/publishable-keys/${keyId}`)).statusCode).toBe(404);
    expect((await call(a.admin, "GET", "/publishable-keys")).json().items[1]).toMatchObject({ id: keyId });
  });

  it("development's demo intranet: a page on its own origin with every widget and a key bound to it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "widgets-demo-"));
    const manifest = { loader: "loader.js", widgets: { "whos-out": { file: "w.js", module: "leave" } } };
    await writeFile(join(dir, "manifest.json"), JSON.stringify(manifest));
    const intranet = await startDemoIntranet({
      appOrigin: "http://127.0.0.1:3000",
      widgetsDir: dir,
      port: 0,
      log: app.log,
    });
    try {
      expect(intranet).not.toBeNull();
      const html = await (await fetch(intranet!.origin)).text();
      expect(html).toContain('<script src="http://127.0.0.1:3000/widgets/loader.js" data-key="wpk_');
      expect(html).toContain('<workforce-widget name="whos-out"></workforce-widget>');
      const demoKey = /data-key="(wpk_[^"]+)"/.exec(html)![1]!;
      // the key answers from the page's origin only
      expect((await widget("config", { key: demoKey, origin: intranet!.origin })).statusCode).toBe(200);
      expect((await widget("config", { key: demoKey, origin: INTRANET })).statusCode).toBe(403);
    } finally {
      await intranet?.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
