import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modulesFor } from "../../../modules/server.js";
import { CompanyModel } from "../../../tenants/company.model.js";
import {
  addSignedInMember,
  buildTestApp,
  createTestTenant,
  signup,
  type SignedUp,
  TestClock,
  type TestTenant,
  useTestDatabase,
} from "../../testing/kit.js";
import { IMPERSONATION_DURATION_MS } from "../impersonation.service.js";
import { SessionModel } from "../sessions.model.js";
import { hashSecret } from "../tokens.js";
import { UserModel } from "../users.model.js";

/**
 * The founder's support view of a company (issue 18), read-only by default, changes only when allowed with a reason:
 * who may open it, what it may do, its audit trail.
 */
useTestDatabase("impersonation");

interface AuditList {
  items: Array<{ action: string; actor: { id: string; founder?: boolean }; target: { id: string }; details: object }>;
  total: number;
}

describe("impersonation for support", () => {
  const clock = new TestClock(new Date());
  let app: FastifyInstance;
  let founder: SignedUp;
  let alpha: TestTenant;
  let beta: TestTenant;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: modulesFor("people") }));
    alpha = await createTestTenant(app, { companyName: "Imp Alpha" });
    beta = await createTestTenant(app, { companyName: "Imp Beta" });
    founder = await signup(app, { companyName: "Imp Founder's own" });
    await UserModel.updateOne({ _id: founder.userId }, { $set: { isFounder: true, memberships: [] } });
    await CompanyModel.updateOne({ _id: founder.companyId }, { $set: { deletedAt: new Date() } });
  });
  afterAll(async () => app.close());

  const call = (method: string, url: string, token: string | undefined, payload?: object, extra = {}) =>
    app.inject({
      method: method as never,
      url,
      headers: { ...(token ? { token } : {}), ...extra },
      ...(payload ? { payload } : {}),
    });
  const start = (token: string, companyId: string, userId: string, extra: object = {}, headers = {}) =>
    call("POST", `/api/founder/companies/${companyId}/impersonation`, token, { userId, ...extra }, headers);
  const auditOf = async (tenant: TestTenant, action = "auth.impersonation") => {
    const r = await call("GET", `/api/companies/${tenant.companyId}/audit?action=${action}`, tenant.admin.token);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<AuditList>();
  };

  it("lists a company's admins to the founder alone", async () => {
    const listed = await call("GET", `/api/founder/companies/${alpha.companyId}/admins`, founder.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toEqual([expect.objectContaining({ id: alpha.admin.userId })]);
    for (const token of [alpha.admin.token, (await alpha.loginAs("requester")).token]) {
      const r = await call("GET", `/api/founder/companies/${alpha.companyId}/admins`, token);
      expect(r.statusCode).toBe(404);
    }
  });

  it("refuses to start to anyone but the founder: company admins (even of that company) and nobody signed in", async () => {
    for (const token of [alpha.admin.token, beta.admin.token, (await alpha.loginAs("revisor")).token, undefined]) {
      const r = await start(token as string, alpha.companyId, alpha.admin.userId);
      expect(r.statusCode).toBe(token ? 404 : 401);
    }
    expect(await SessionModel.countDocuments({ impersonation: { $ne: null } })).toBe(0);
    expect((await auditOf(alpha)).total).toBe(0);
  });

  it("refuses a person who is not an admin of that company: another tenant's admin, a requester, an unknown id", async () => {
    const requester = await alpha.loginAs("requester");
    for (const [companyId, userId] of [
      [alpha.companyId, beta.admin.userId],
      [beta.companyId, alpha.admin.userId],
      [alpha.companyId, requester.userId],
      [alpha.companyId, "not-an-id"],
      [founder.companyId, founder.userId],
      ["0123456789abcdef01234567", alpha.admin.userId],
    ]) {
      const r = await start(founder.token, companyId!, userId!);
      expect(r.statusCode, `${companyId} ${userId}`).toBe(404);
      expect(r.json().code).toBe("NOT_FOUND");
    }
  });

  it("views the company as its admin: reads work, every change is refused in the caller's language, ending gives the founder back", async () => {
    const started = await start(founder.token, alpha.companyId, alpha.admin.userId);
    expect(started.statusCode, started.body).toBe(201);
    const support: string = started.json().token;
    expect(support).not.toBe(founder.token);
    // its own session record, linked to the founder and their session; short-lived
    const record = await SessionModel.findById(hashSecret(support)).lean().exec();
    expect(String(record!.userId)).toBe(alpha.admin.userId);
    expect(String(record!.impersonation!.founderId)).toBe(founder.userId);
    expect(record!.impersonation!.founderSessionId).toBe(hashSecret(founder.token));
    expect(record!.expiresAt.getTime() - clock.now().getTime()).toBe(IMPERSONATION_DURATION_MS);

    const session = await call("GET", "/api/auth/session", support);
    expect(session.json()).toMatchObject({
      user: { id: alpha.admin.userId, isFounder: false },
      companies: [{ id: alpha.companyId, name: "Imp Alpha" }],
      activeCompanyId: alpha.companyId,
      activeLevel: "admin",
      impersonation: { companyName: "Imp Alpha", readOnly: true, companyId: alpha.companyId },
    });

    const workers = await call("GET", `/api/companies/${alpha.companyId}/workers`, support);
    expect(workers.statusCode, workers.body).toBe(200);
    const before = await call("GET", `/api/companies/${alpha.companyId}/workers`, alpha.admin.token);
    expect(workers.json().total).toBe(before.json().total);

    const add = await call(
      "POST",
      `/api/companies/${alpha.companyId}/workers`,
      support,
      { name: "Nope", email: "nope.imp@example.com" },
      { "accept-language": "pt-BR" },
    );
    expect(add.statusCode).toBe(403);
    expect(add.json().code).toBe("AUTH_IMPERSONATION_READ_ONLY");
    expect(add.json().message).toMatch(/somente leitura/);
    const after = await call("GET", `/api/companies/${alpha.companyId}/workers`, alpha.admin.token);
    expect(after.json().total).toBe(before.json().total);
    // the session's own changes too: password, level, API keys, a first-access link (a read that hands out a link)
    for (const [method, url, payload] of [
      ["POST", "/api/auth/change-password", { currentPassword: "x", newPassword: "another secret here" }],
      ["POST", "/api/auth/active-level", { level: "requester" }],
      ["POST", `/api/companies/${alpha.companyId}/api-keys`, { name: "k", scopes: ["*"] }],
      ["GET", `/api/users/${alpha.admin.userId}/generateAuthLink`, undefined],
      ["PUT", `/api/founder/companies/${alpha.companyId}/plan`, { plan: "flash" }],
    ] as const) {
      const r = await call(method, url, support, payload);
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(r.json().code).toBe("AUTH_IMPERSONATION_READ_ONLY");
    }
    // reads of another tenant stay closed, and founder routes are not the founder's while viewing
    expect((await call("GET", `/api/companies/${beta.companyId}/workers`, support)).statusCode).toBe(404);
    expect((await call("GET", "/api/founder/companies", support)).statusCode).toBe(404);

    const ended = await call("DELETE", "/api/auth/impersonation", support);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await call("GET", "/api/auth/session", support)).statusCode).toBe(401);
    expect((await call("GET", "/api/founder/companies", founder.token)).statusCode).toBe(200);
    // the admin's own session was never touched
    expect((await call("GET", `/api/companies/${alpha.companyId}/workers`, alpha.admin.token)).statusCode).toBe(200);
  });

  it("refuses every change on every route of the app while viewing (a sweep of the route table), and changes nothing", async () => {
    const support = (await start(founder.token, alpha.companyId, alpha.admin.userId)).json().token as string;
    const allowed = new Set(["DELETE /api/auth/impersonation", "POST /api/auth/logout"]);
    const changes: string[] = [];
    for (const route of app.routeTable) {
      for (const method of [route.method].flat()) {
        if (["GET", "HEAD", "OPTIONS"].includes(method) || allowed.has(`${method} ${route.url}`)) continue;
        if (route.url === "/api/realtime") continue;
        const url = route.url
          .replace(/:companyId/g, alpha.companyId)
          .replace(/:[A-Za-z]+/g, "0123456789abcdef01234567")
          .replace(/\*$/, "x");
        changes.push(`${method} ${url}`);
      }
    }
    expect(changes.length).toBeGreaterThan(20);
    const auditBefore = (await auditOf(alpha)).total;
    const failures: string[] = [];
    for (const change of changes) {
      const [method, url] = change.split(" ") as [string, string];
      const r = await call(method, url, support, {});
      if (r.statusCode !== 403 || r.json().code !== "AUTH_IMPERSONATION_READ_ONLY")
        failures.push(`${change}: ${r.statusCode} ${r.body.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
    expect((await auditOf(alpha)).total).toBe(auditBefore);
    expect((await call("DELETE", "/api/auth/impersonation", support)).statusCode).toBe(200);
  });

  it("records start and end in that company's audit log, seen by its admins and not by another company's", async () => {
    const alphaLog = await auditOf(alpha);
    expect(alphaLog.items.map((e) => e.action)).toEqual([
      "auth.impersonation.ended",
      "auth.impersonation.started",
      "auth.impersonation.ended",
      "auth.impersonation.started",
    ]);
    for (const entry of alphaLog.items) {
      expect(entry.actor).toMatchObject({ id: founder.userId, founder: true });
      expect(entry.target.id).toBe(alpha.admin.userId);
    }
    expect(alphaLog.items[1]!.details).toMatchObject({ readOnly: true, admin: expect.any(String) });
    expect((await auditOf(beta)).total).toBe(0);
    // another company's admin cannot read alpha's log
    const other = await call("GET", `/api/companies/${alpha.companyId}/audit`, beta.admin.token);
    expect(other.statusCode).toBe(404);
  });

  it("moves the cookies: the support session becomes the cookie and ending it gives the founder's back", async () => {
    const started = await call(
      "POST",
      `/api/founder/companies/${alpha.companyId}/impersonation`,
      undefined,
      { userId: alpha.admin.userId },
      { cookie: `session=${founder.token}` },
    );
    expect(started.statusCode, started.body).toBe(201);
    const cookies = Object.fromEntries(started.cookies.map((c) => [c.name, c]));
    expect(cookies.session!.value).toBe(started.json().token);
    expect(cookies.founder_session).toMatchObject({ value: founder.token, httpOnly: true, sameSite: "Strict" });
    const ended = await call("DELETE", "/api/auth/impersonation", undefined, undefined, {
      cookie: `session=${started.json().token}; founder_session=${founder.token}`,
    });
    expect(ended.json()).toEqual({ restored: true });
    const after = Object.fromEntries(ended.cookies.map((c) => [c.name, c.value]));
    expect(after.session).toBe(founder.token);
    expect(after.founder_session).toBe("");
  });

  it("ends by itself after 30 minutes, and at once when the admin stops being one (no cache serves it)", async () => {
    const first = (await start(founder.token, alpha.companyId, alpha.admin.userId)).json().token as string;
    expect((await call("GET", "/api/auth/session", first)).statusCode).toBe(200);
    clock.advance(IMPERSONATION_DURATION_MS - 1000);
    // never renewed by use
    expect((await call("GET", "/api/auth/session", first)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await call("GET", "/api/auth/session", first)).statusCode).toBe(401);

    const second = await addSignedInMember(app, { admin: alpha.admin, levels: ["admin"] });
    const token = (await start(founder.token, alpha.companyId, second.userId)).json().token as string;
    expect((await call("GET", "/api/auth/session", token)).statusCode).toBe(200);
    // a write behind mongoose's back (as another program would): still honoured on the next request
    await UserModel.collection.updateOne(
      { _id: new (await import("mongoose")).Types.ObjectId(second.userId) } as never,
      { $set: { "memberships.0.levels": ["requester"] } },
    );
    expect((await call("GET", "/api/auth/session", token)).statusCode).toBe(401);
  });

  it("refuses to allow changes without a reason of 3-200 characters, in the caller's language, and opens nothing", async () => {
    const sessions = await SessionModel.countDocuments({ impersonation: { $ne: null } });
    const auditBefore = (await auditOf(beta)).total;
    for (const [lang, text] of [
      ["en", /say why in 3 to 200 characters/],
      ["pt-BR", /diga o motivo em 3 a 200 caracteres/],
      ["es", /indica el motivo en 3 a 200 caracteres/],
    ] as const) {
      // the founder's saved language is the one the messages come in
      const saved = await call("PATCH", "/api/auth/preferences", founder.token, { locale: lang });
      expect(saved.statusCode, saved.body).toBeLessThan(300);
      for (const extra of [
        { allowChanges: true },
        { allowChanges: true, reason: "  ab  " },
        { allowChanges: true, reason: "x".repeat(201) },
      ]) {
        const r = await start(founder.token, beta.companyId, beta.admin.userId, extra);
        expect(r.statusCode, `${lang} ${JSON.stringify(extra)}`).toBe(400);
        expect(r.json().code).toBe("AUTH_IMPERSONATION_REASON_REQUIRED");
        expect(r.json().message).toMatch(text);
      }
    }
    await call("PATCH", "/api/auth/preferences", founder.token, { locale: "en" });
    expect(await SessionModel.countDocuments({ impersonation: { $ne: null } })).toBe(sessions);
    expect((await auditOf(beta)).total).toBe(auditBefore);
  });

  it("with changes allowed: a write goes through and is audited for that company's admins, deny routes stay refused", async () => {
    const reason = "Fixing a wrong leave balance at the admin's request";
    const started = await start(founder.token, beta.companyId, beta.admin.userId, { allowChanges: true, reason });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().readOnly).toBe(false);
    const support: string = started.json().token;
    const record = await SessionModel.findById(hashSecret(support)).lean().exec();
    expect(record!.impersonation).toMatchObject({ allowChanges: true, reason });
    expect((await call("GET", "/api/auth/session", support)).json().impersonation).toMatchObject({ readOnly: false });

    const before = (await call("GET", `/api/companies/${beta.companyId}/workers`, beta.admin.token)).json().total;
    const add = await call("POST", `/api/companies/${beta.companyId}/workers`, support, {
      name: "Allowed Change",
      email: "allowed.change.imp@example.com",
    });
    expect(add.statusCode, add.body).toBeLessThan(300);
    const after = (await call("GET", `/api/companies/${beta.companyId}/workers`, beta.admin.token)).json().total;
    expect(after).toBe(before + 1);

    // routes that never allow changes from the support view: the admin's account and keys, a person's sign-in link
    for (const [method, url, payload] of [
      ["POST", "/api/auth/change-password", { currentPassword: "x", newPassword: "another secret here" }],
      ["POST", "/api/auth/active-level", { level: "requester" }],
      ["POST", `/api/companies/${beta.companyId}/api-keys`, { name: "k", scopes: ["*"] }],
      ["GET", `/api/users/${beta.admin.userId}/generateAuthLink`, undefined],
    ] as const) {
      const r = await call(method, url, support, payload);
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(r.json().code).toBe("AUTH_IMPERSONATION_READ_ONLY");
    }
    // still only that company, and no founder routes
    expect((await call("POST", `/api/companies/${alpha.companyId}/workers`, support, { name: "X" })).statusCode).toBe(
      404,
    );
    expect(
      (await call("PUT", `/api/founder/companies/${beta.companyId}/plan`, support, { plan: "flash" })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", "/api/auth/impersonation", support)).statusCode).toBe(200);

    const log = await auditOf(beta);
    const startedEntry = log.items.find((e) => e.action === "auth.impersonation.started")!;
    expect(startedEntry.details).toMatchObject({ allowChanges: true, readOnly: false, reason });
    const changes = (await auditOf(beta, "auth.impersonation.change")).items;
    for (const entry of changes) {
      expect(entry.actor).toMatchObject({ id: founder.userId, founder: true });
      expect(entry.target.id).toBe(beta.admin.userId);
    }
    const summary = changes.map((e) => {
      const d = e.details as { method: string; route: string; statusCode: number; reason: string };
      expect(d.reason).toBe(reason);
      return `${d.method} ${d.route} ${d.statusCode}`;
    });
    expect(summary).toEqual(
      expect.arrayContaining([
        `POST /api/companies/:companyId/workers ${add.statusCode}`,
        "POST /api/auth/change-password 403",
        "POST /api/companies/:companyId/workers 404",
        "PUT /api/founder/companies/:companyId/plan 404",
      ]),
    );
    // every write made in that mode, and nothing else (reads, the end of the view)
    expect(summary).toHaveLength(6);
    // another company's admin sees none of it
    expect((await call("GET", `/api/companies/${beta.companyId}/audit`, alpha.admin.token)).statusCode).toBe(404);
    expect((await auditOf(alpha, "auth.impersonation.change")).total).toBe(0);
  });
});
