import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SessionModel } from "../sessions.model.js";
import { hashSecret } from "../tokens.js";
import { UserModel } from "../users.model.js";
import {
  addSignedInMember,
  bearer,
  buildTestApp,
  DAY_MS,
  login,
  PASSWORD,
  signup,
  TestClock,
  useTestDatabase,
} from "./helpers.js";

useTestDatabase("auth_sessions");

const session = (headers: Record<string, string> = {}, cookies?: Record<string, string>) => ({
  method: "GET" as const,
  url: "/api/auth/session",
  headers,
  ...(cookies ? { cookies } : {}),
});

describe("credentials", () => {
  let app: FastifyInstance;
  beforeAll(async () => ({ app } = await buildTestApp()));
  afterAll(async () => app.close());

  it("accepts the session token as cookie, `token` header and Bearer", async () => {
    const account = await signup(app);
    for (const request of [
      session({}, { session: account.token }),
      session({ token: account.token }),
      session(bearer(account.token)),
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        user: { id: account.userId, email: account.email, firstAccess: false },
        activeCompanyId: account.companyId,
        activeLevel: "admin",
      });
    }
    // exposed for realtime
    const state = await app.authenticateToken(account.token);
    expect(state?.user.id).toBe(account.userId);
    expect(state?.via.kind).toBe("session");
    expect(await app.authenticateToken("nope")).toBeNull();
  });

  it("answers 401 without credentials or with a bad one, in the caller's language", async () => {
    const none = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { "accept-language": "pt-BR" } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ statusCode: 401, code: "UNAUTHENTICATED", message: "Faça login novamente." });
    // the session probe answers a visitor with null instead (session-probe.test.ts)
    expect((await app.inject(session({ "accept-language": "pt-BR" }))).json()).toBeNull();

    const garbage = await app.inject(session({ token: "a".repeat(32) }));
    expect(garbage.statusCode).toBe(401);

    // a dead cookie is cleared (the session probe answers it null: nobody is signed in)
    const deadCookie = await app.inject(session({}, { session: "b".repeat(32) }));
    expect(deadCookie.statusCode).toBe(200);
    expect(deadCookie.json()).toBeNull();
    const cleared = deadCookie.cookies.find((c) => c.name === "session");
    expect(cleared?.value).toBe("");
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
  });

  it("messages follow the user's saved language over Accept-Language", async () => {
    const account = await signup(app, { locale: "es" });
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { token: account.token, "accept-language": "pt-BR" },
      payload: { currentPassword: "not my password", newPassword: "another good one" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "AUTH_INVALID_PASSWORD", message: "La contraseña no es válida." });
  });

  it("logout revokes the session and clears the cookie", async () => {
    const account = await signup(app);
    const out = await app.inject({ method: "POST", url: "/api/auth/logout", cookies: { session: account.token } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect(out.cookies.find((c) => c.name === "session")?.value).toBe("");
    expect(await SessionModel.findById(hashSecret(account.token))).toBeNull();
    expect((await app.inject(session({ token: account.token }))).statusCode).toBe(401);

    expect((await app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(401);
  });

  it("change-password checks the current password and signs out the other sessions only", async () => {
    const account = await signup(app);
    const otherDevice = (await login(app, { email: account.email, password: PASSWORD })).json<{ token: string }>()
      .token;

    const changed = await app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { token: account.token },
      payload: { currentPassword: PASSWORD, newPassword: "a brand new secret" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ revokedSessions: 1 });

    expect((await app.inject(session({ token: account.token }))).statusCode).toBe(200);
    expect((await app.inject(session({ token: otherDevice }))).statusCode).toBe(401);
    expect((await login(app, { email: account.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await login(app, { email: account.email, password: "a brand new secret" })).statusCode).toBe(200);
  });

  it("change-password validates the new password", async () => {
    // signed up in Spanish (the saved language decides, whatever the browser says)
    const account = await signup(app, { locale: "es" });
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { token: account.token, "accept-language": "en" },
      payload: { currentPassword: PASSWORD, newPassword: "short" },
    });
    expect(response.json()).toMatchObject({
      code: "VALIDATION_PASSWORD_MIN",
      message: "El tamaño mínimo es 8 caracteres",
      field: "newPassword",
    });
    const unauthenticated = await app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      payload: { currentPassword: PASSWORD, newPassword: "long enough now" },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it("a removed user's sessions stop working", async () => {
    const account = await signup(app);
    await UserModel.updateOne({ _id: account.userId }, { $set: { deletedAt: new Date() } });
    expect((await app.inject(session({ token: account.token }))).statusCode).toBe(401);
    expect(await SessionModel.findById(hashSecret(account.token))).toBeNull();
  });
});

describe("sliding expiry", () => {
  const clock = new TestClock();
  let app: FastifyInstance;
  beforeAll(async () => ({ app } = await buildTestApp({ clock })));
  afterAll(async () => app.close());

  it("renews a session used past half its life, re-sending the cookie, and ends an unused one after 30 days", async () => {
    const account = await signup(app);
    const id = hashSecret(account.token);
    const firstExpiry = (await SessionModel.findById(id).lean())!.expiresAt;
    expect(firstExpiry.getTime()).toBe(clock.now().getTime() + 30 * DAY_MS);

    // day 10: more than half left, nothing changes
    clock.advance(10 * DAY_MS);
    const early = await app.inject(session({}, { session: account.token }));
    expect(early.statusCode).toBe(200);
    expect(early.cookies).toEqual([]);
    expect((await SessionModel.findById(id).lean())!.expiresAt).toEqual(firstExpiry);

    // day 16: less than half left, renewed for 30 days from now
    clock.advance(6 * DAY_MS);
    const renewed = await app.inject(session({}, { session: account.token }));
    expect(renewed.statusCode).toBe(200);
    const newExpiry = new Date(clock.now().getTime() + 30 * DAY_MS);
    expect((await SessionModel.findById(id).lean())!.expiresAt).toEqual(newExpiry);
    expect(renewed.json().expiresAt).toBe(newExpiry.toISOString());
    const cookie = renewed.cookies.find((c) => c.name === "session");
    expect(cookie?.value).toBe(account.token);
    expect(new Date(cookie!.expires!).getTime()).toBe(Math.floor(newExpiry.getTime() / 1000) * 1000);

    // header clients are renewed too, without a cookie
    clock.advance(16 * DAY_MS);
    const viaHeader = await app.inject(session({ token: account.token }));
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.cookies).toEqual([]);
    const lastExpiry = (await SessionModel.findById(id).lean())!.expiresAt;
    expect(lastExpiry.getTime()).toBe(clock.now().getTime() + 30 * DAY_MS);

    // unused for 30 days: gone
    clock.advance(30 * DAY_MS);
    expect((await app.inject(session({ token: account.token }))).statusCode).toBe(401);
    expect(await SessionModel.findById(id)).toBeNull();
  });

  it("stores sessions with a TTL index on expiresAt", async () => {
    await SessionModel.init();
    const indexes = await SessionModel.collection.indexes();
    expect(indexes.find((index) => index.key.expiresAt === 1)?.expireAfterSeconds).toBe(0);
  });
});

describe("a person on first access", () => {
  let app: FastifyInstance;
  beforeAll(async () => ({ app } = await buildTestApp()));
  afterAll(async () => app.close());

  it("sees firstAccess false once the first-access flow is done", async () => {
    const admin = await signup(app);
    const worker = await addSignedInMember(app, { admin, levels: ["requester"] });
    const response = await app.inject(session({ token: worker.token }));
    expect(response.json()).toMatchObject({ user: { firstAccess: false }, activeLevel: "requester" });
  });
});
