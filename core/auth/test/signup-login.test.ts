import type { FastifyInstance } from "fastify";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompanyModel } from "../../../tenants/company.model.js";
import { SessionModel } from "../sessions.model.js";
import { hashSecret } from "../tokens.js";
import { UserModel } from "../users.model.js";
import {
  buildClockedApp,
  buildTestApp,
  codeOf,
  login,
  PASSWORD,
  signup,
  signupBody,
  TestClock,
  uniqueAddress,
  uniqueEmail,
  useTestDatabase,
  type Mailbox,
} from "./helpers.js";

useTestDatabase("auth_signup_login");

describe("POST /api/auth/signup", () => {
  let app: FastifyInstance;
  let mailbox: Mailbox;
  beforeAll(async () => ({ app, mailbox } = await buildTestApp()));
  afterAll(async () => app.close());

  it("creates the company and its admin, signs in with a cookie and mails the address confirmation", async () => {
    const email = uniqueEmail("founder");
    const created = await signup(app, { email: email.toUpperCase(), locale: "pt-BR" });
    const body = created.response.json();

    expect(body.session.user).toMatchObject({
      email,
      name: "Ana Admin",
      locale: "pt-BR",
      emailVerified: false,
      isFounder: false,
      firstAccess: false,
    });
    expect(body.session.companies).toEqual([
      {
        id: created.companyId,
        name: "Acme Ltda",
        plan: "premium",
        countryId: "br",
        timeZone: "America/Sao_Paulo",
        // the wizard's company starts its free trial; its plan's gated features by the plan table
        trialEndsAt: expect.any(String),
        planFeatures: ["vacation-planner", "clock.overtime"],
        levels: ["admin", "revisor", "requester"],
        defaultLevel: "admin",
      },
    ]);
    expect(body.session.activeLevel).toBe("admin");
    expect(body.token).toMatch(/^[a-z2-7]{32}$/);

    const company = await CompanyModel.findById(created.companyId).lean();
    expect(company).toMatchObject({ plan: "premium", pack: "moderate", countryId: "br", initNumWorkers: 12 });
    expect(company?.modules.disabled).toEqual([]);

    const cookie = created.response.cookies.find((c) => c.name === "session");
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    expect(new Date(cookie!.expires!).toISOString()).toBe(
      new Date(body.expiresAt).toISOString().replace(/\.\d+Z$/, ".000Z"),
    );

    // argon2id, and only the token's hash is stored
    const user = await UserModel.findById(created.userId).lean();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const sessions = await SessionModel.find({ userId: user!._id }).lean();
    expect(sessions.map((s) => s._id)).toEqual([hashSecret(body.token)]);
    expect(JSON.stringify(sessions)).not.toContain(body.token);

    const mail = await mailbox.waitFor(email, "verification");
    expect(mail.locale).toBe("pt-BR");
    expect(mail.link).toMatch(/^http:\/\/localhost:\d+\/pt\/action\?mode=verifyEmail&code=[a-z2-7]{32}$/);

    // the link confirms the address, once
    const verify = { method: "POST" as const, url: "/api/auth/verify-email", payload: { code: codeOf(mail.link) } };
    expect((await app.inject(verify)).json()).toEqual({ ok: true });
    expect((await UserModel.findById(created.userId).lean())?.emailVerified).toBe(true);
    const again = await app.inject(verify);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("AUTH_LINK_INVALID");
  });

  it("refuses an address already in use", async () => {
    const first = await signup(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: signupBody({ email: first.email }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "AUTH_EMAIL_IN_USE",
      message: "The email address is already in use by another account.",
    });
    // the second company was not created
    expect(await CompanyModel.countDocuments({ name: "Other" })).toBe(0);
  });

  it("validates the wizard's data with catalogue messages in the caller's language", async () => {
    const short = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "accept-language": "pt-BR,pt;q=0.9" },
      payload: signupBody({ password: "short" }),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      statusCode: 400,
      code: "VALIDATION_PASSWORD_MIN",
      message: "O tamanho mínimo é 8 caracteres",
      field: "you.password",
    });

    const long = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "accept-language": "es-419" },
      payload: signupBody({ password: "x".repeat(129) }),
    });
    expect(long.json()).toMatchObject({
      code: "VALIDATION_PASSWORD_MAX",
      message: "El tamaño máximo es 128 caracteres",
    });

    // 64 characters are accepted (ARCHITECTURE: the spec's 15-character ceiling is a defect)
    await signup(app, { password: "p".repeat(64) });

    const badEmail = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "accept-language": "es" },
      payload: signupBody({ email: "not-an-email" }),
    });
    expect(badEmail.json()).toMatchObject({ code: "VALIDATION_EMAIL", message: "Correo electrónico inválido." });

    const badPlan = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { ...signupBody(), plan: "gold" },
    });
    expect(badPlan.json()).toMatchObject({ code: "VALIDATION_SELECTION", field: "plan" });

    const missing = await app.inject({ method: "POST", url: "/api/auth/signup", payload: { plan: "starter" } });
    expect(missing.json()).toMatchObject({ code: "VALIDATION_REQUIRED", message: "Please type something." });
  });
});

describe("POST /api/auth/login", () => {
  let app: FastifyInstance;
  beforeAll(async () => ({ app } = await buildTestApp()));
  afterAll(async () => app.close());

  it("signs in with the cookie and the token in the body; the email is case-insensitive", async () => {
    const account = await signup(app);
    const response = await login(app, { email: account.email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.session.user.id).toBe(account.userId);
    expect(body.session.activeCompanyId).toBe(account.companyId);
    expect(response.cookies.find((c) => c.name === "session")?.value).toBe(body.token);
  });

  it("answers the same for a wrong password and an unknown email", async () => {
    const account = await signup(app);
    const wrongPassword = await login(app, { email: account.email, password: "not the password" });
    const unknownEmail = await login(app, { email: uniqueEmail("nobody"), password: PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      statusCode: 401,
      code: "AUTH_WRONG_CREDENTIALS",
      message: "Wrong email or password.",
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toEqual([]);

    const inPortuguese = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "accept-language": "pt-BR" },
      payload: { email: account.email, password: "nope" },
      remoteAddress: uniqueAddress(),
    });
    expect(inPortuguese.json().message).toBe("E-mail ou senha incorretos.");
  });

  it("answers a person who has not set a password yet like any wrong password", async () => {
    const admin = await signup(app);
    const { addMember } = await import("../users.service.js");
    const email = uniqueEmail("pending");
    await addMember(
      { now: () => new Date(), log: app.log },
      { companyId: admin.companyId, email, name: "P", levels: ["requester"] },
    );
    const response = await login(app, { email, password: PASSWORD });
    expect(response.json().code).toBe("AUTH_WRONG_CREDENTIALS");
  });

  it("validates the body", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "accept-language": "es" },
      payload: { email: "ana@example.com" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_REQUIRED",
      message: "Por favor, escribe algo.",
      field: "password",
    });
  });
});

describe("login rate limit", () => {
  const clock = new TestClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildClockedApp({
      clock,
      limits: { loginPerAccount: { max: 3, windowMs: 60_000 }, loginPerAddress: { max: 5, windowMs: 60_000 } },
    }));
  });
  afterAll(async () => app.close());

  it("limits failures per account, from any address, until the window ends", async () => {
    const account = await signup(app);
    for (let i = 0; i < 3; i += 1) {
      expect((await login(app, { email: account.email, password: "wrong password" })).statusCode).toBe(401);
    }
    // the right password from a new address is refused too while the account's budget is spent
    const limited = await login(app, { email: account.email, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      code: "AUTH_TOO_MANY_ATTEMPTS",
      message: "Too many attempts try later",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    const inSpanish = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "accept-language": "es" },
      payload: { email: account.email, password: PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    expect(inSpanish.json().message).toBe("Demasiados intentos, inténtalo más tarde");

    clock.advance(61_000);
    expect((await login(app, { email: account.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("limits failures per client address, across accounts", async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(app, { email: uniqueEmail("guess"), password: "guess", address })).statusCode).toBe(401);
    }
    const victim = await signup(app);
    expect((await login(app, { email: victim.email, password: PASSWORD, address })).statusCode).toBe(429);
    // the same account from elsewhere is fine
    expect((await login(app, { email: victim.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("forgets an account's failures after a successful sign-in", async () => {
    const account = await signup(app);
    for (let i = 0; i < 2; i += 1) await login(app, { email: account.email, password: "wrong password" });
    expect((await login(app, { email: account.email, password: PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      expect((await login(app, { email: account.email, password: "wrong password" })).statusCode).toBe(401);
    }
    expect((await login(app, { email: account.email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe("email verification requirement", () => {
  const clock = new TestClock();
  let app: FastifyInstance;
  let mailbox: Mailbox;
  beforeAll(async () => ({ app, mailbox } = await buildClockedApp({ clock, requireEmailVerification: true })));
  afterAll(async () => app.close());

  it("answers 'Unverified email.' to the right password until the address is confirmed", async () => {
    const account = await signup(app);
    const refused = await login(app, { email: account.email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "AUTH_UNVERIFIED_EMAIL", message: "Unverified email." });
    // a wrong password still says only that
    expect((await login(app, { email: account.email, password: "wrong password" })).json().code).toBe(
      "AUTH_WRONG_CREDENTIALS",
    );

    const mail = await mailbox.waitFor(account.email, "verification");
    await app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { code: codeOf(mail.link) } });
    expect((await login(app, { email: account.email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe("stored data", () => {
  it("keeps emails unique", async () => {
    await UserModel.init();
    const indexes = await mongoose.connection.collection("users").indexes();
    expect(indexes.find((index) => index.key.email === 1)?.unique).toBe(true);
  });
});
