import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember } from "../users.service.js";
import { UserModel } from "../users.model.js";
import { addSignedInMember, buildTestApp, login, PASSWORD, signup, uniqueEmail, useTestDatabase } from "./helpers.js";

useTestDatabase("auth_levels");

let app: FastifyInstance;
beforeAll(async () => ({ app } = await buildTestApp()));
afterAll(async () => app.close());

const setLevel = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: "/api/auth/active-level", headers: { token, ...headers }, payload: body });
const getSession = (token: string) => app.inject({ method: "GET", url: "/api/auth/session", headers: { token } });
const listKeys = (token: string, companyId: string) =>
  app.inject({ method: "GET", url: `/api/companies/${companyId}/api-keys`, headers: { token } });

describe("POST /api/auth/active-level", () => {
  it("switches to any level held; level guards follow the active level; the default level is kept", async () => {
    const admin = await signup(app);
    expect((await listKeys(admin.token, admin.companyId)).statusCode).toBe(200);

    const switched = await setLevel(admin.token, { level: "requester" });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ activeLevel: "requester", activeCompanyId: admin.companyId });
    expect((await getSession(admin.token)).json().activeLevel).toBe("requester");
    // an admin acting as employee is refused admin routes
    const refused = await listKeys(admin.token, admin.companyId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("FORBIDDEN");

    // the switch belongs to this session: a new sign-in starts at the default level
    const fresh = await login(app, { email: admin.email, password: PASSWORD });
    expect(fresh.json().session.activeLevel).toBe("admin");
    expect(fresh.json().session.companies[0].defaultLevel).toBe("admin");

    expect((await setLevel(admin.token, { level: "admin" })).json().activeLevel).toBe("admin");
    expect((await listKeys(admin.token, admin.companyId)).statusCode).toBe(200);
  });

  it("refuses a level not held, with the catalogue message in the caller's language", async () => {
    const admin = await signup(app);
    const worker = await addSignedInMember(app, { admin, levels: ["requester"], locale: "es" });
    const response = await setLevel(worker.token, { level: "admin" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "AUTH_LEVEL_NOT_HELD", message: "No tienes este nivel de acceso." });
  });

  it("validates the level", async () => {
    const admin = await signup(app, { locale: "pt-BR" });
    const response = await setLevel(admin.token, { level: "boss" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_SELECTION", message: "Você deve fazer uma seleção!" });
    const unauthenticated = await app.inject({
      method: "POST",
      url: "/api/auth/active-level",
      payload: { level: "admin" },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it("switches between the companies a user belongs to; another tenant's id is not found", async () => {
    const first = await signup(app);
    const second = await signup(app, { companyName: "Second Co" });
    // the first admin also works in the second company, as a manager
    await addMember(
      { now: () => new Date(), log: app.log },
      {
        companyId: second.companyId,
        email: first.email,
        name: "Ana",
        levels: ["revisor"],
      },
    );
    const session = (await getSession(first.token)).json();
    expect(session.companies.map((c: { id: string; levels: string[] }) => [c.id, c.levels])).toEqual([
      [first.companyId, ["admin", "revisor", "requester"]],
      [second.companyId, ["revisor"]],
    ]);

    // in the second company they are a manager: not admin there, whatever the active level says
    expect((await listKeys(first.token, second.companyId)).statusCode).toBe(403);

    const moved = await setLevel(first.token, { level: "revisor", companyId: second.companyId });
    expect(moved.json()).toMatchObject({ activeCompanyId: second.companyId, activeLevel: "revisor" });
    const refused = await setLevel(first.token, { level: "admin", companyId: second.companyId });
    expect(refused.json().code).toBe("AUTH_LEVEL_NOT_HELD");

    // the last company is where new sessions start
    expect((await login(app, { email: first.email, password: PASSWORD })).json().session.activeCompanyId).toBe(
      second.companyId,
    );

    const stranger = await signup(app);
    const foreign = await setLevel(first.token, { level: "admin", companyId: stranger.companyId });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("first access", () => {
  const link = (token: string | undefined, userId: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: "GET",
      url: `/api/users/${userId}/generateAuthLink`,
      headers: { ...(token ? { token } : {}), ...headers },
    });
  const complete = (code: string, password = PASSWORD) =>
    app.inject({ method: "POST", url: "/api/auth/first-access", payload: { code, password } });

  it("an admin generates a one-time link; the person sets a password and is signed in", async () => {
    const admin = await signup(app, { locale: "es" });
    const email = uniqueEmail("newcomer");
    const { userId, created } = await addMember(
      { now: () => new Date(), log: app.log },
      {
        companyId: admin.companyId,
        email,
        name: "Nina Newcomer",
        levels: ["requester"],
      },
    );
    expect(created).toBe(true);
    expect(await UserModel.findById(userId).lean()).toMatchObject({ firstAccess: true, passwordHash: null });

    const response = await link(admin.token, userId);
    expect(response.statusCode).toBe(200);
    const { link: url, expiresAt } = response.json();
    expect(url).toMatch(/^http:\/\/localhost:\d+\/first-access\?code=[a-z2-7]{32}$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const code = new URL(url).searchParams.get("code")!;

    const done = await complete(code);
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body.session).toMatchObject({
      user: { id: userId, email, firstAccess: false },
      activeCompanyId: admin.companyId,
      activeLevel: "requester",
    });
    expect(done.cookies.find((c) => c.name === "session")?.value).toBe(body.token);
    expect((await login(app, { email, password: PASSWORD })).statusCode).toBe(200);

    const reused = await complete(code, "another password");
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("AUTH_LINK_INVALID");

    // done once: no more first-access links
    const late = await link(admin.token, userId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: "AUTH_FIRST_ACCESS_DONE",
      message: "Esta persona ya completó su primer acceso.",
    });
  });

  it("only an admin of one of the person's companies gets a link; others get 404", async () => {
    const admin = await signup(app);
    const { userId } = await addMember(
      { now: () => new Date(), log: app.log },
      {
        companyId: admin.companyId,
        email: uniqueEmail(),
        name: "Pat",
        levels: ["requester"],
      },
    );
    const manager = await addSignedInMember(app, { admin, levels: ["revisor"] });
    const otherAdmin = await signup(app);

    expect((await link(undefined, userId)).statusCode).toBe(401);
    expect((await link(manager.token, userId)).statusCode).toBe(404);
    const foreign = await link(otherAdmin.token, userId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("NOT_FOUND");
    expect((await link(admin.token, "not-an-id")).statusCode).toBe(404);
    expect((await link(admin.token, "0123456789abcdef01234567")).statusCode).toBe(404);

    // an admin acting as employee is not an admin for this
    await setLevel(admin.token, { level: "requester" });
    expect((await link(admin.token, userId)).statusCode).toBe(404);
  });

  it("validates the password and refuses unknown codes", async () => {
    const short = await app.inject({
      method: "POST",
      url: "/api/auth/first-access",
      headers: { "accept-language": "pt-BR" },
      payload: { code: "x", password: "1234" },
    });
    expect(short.json()).toMatchObject({ code: "VALIDATION_PASSWORD_MIN", message: "O tamanho mínimo é 8 caracteres" });
    expect((await complete("b".repeat(32))).json().code).toBe("AUTH_LINK_INVALID");
  });
});
