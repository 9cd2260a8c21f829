import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthCodeModel } from "../auth-codes.model.js";
import { hashSecret } from "../tokens.js";
import {
  buildTestApp,
  codeOf,
  login,
  PASSWORD,
  signup,
  TestClock,
  uniqueEmail,
  useTestDatabase,
  type Mailbox,
} from "./helpers.js";

useTestDatabase("auth_reset");

const clock = new TestClock();
let app: FastifyInstance;
let mailbox: Mailbox;
beforeAll(async () => {
  ({ app, mailbox } = await buildTestApp({ clock }));
});
afterAll(async () => app.close());

const forgot = (email: string, locale?: string, acceptLanguage = "en") =>
  app.inject({
    method: "POST",
    url: "/api/email/forgot-password",
    headers: { "accept-language": acceptLanguage },
    payload: { email, ...(locale ? { locale } : {}) },
  });

const reset = (code: string, password: string) =>
  app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { code, password } });

describe("POST /api/email/forgot-password", () => {
  it("answers the same whether or not the address has an account, and mails only an account", async () => {
    const account = await signup(app);
    const unknown = uniqueEmail("ghost");
    const known = await forgot(account.email, "es");
    const missing = await forgot(unknown, "es");
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({
      code: "AUTH_RESET_SENT",
      message: "If an account exists for this email, we sent a link to reset the password.",
    });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual(known.json());

    const mail = await mailbox.waitFor(account.email, "forgot-password");
    // in the language the request asked for
    expect(mail.locale).toBe("es");
    // the page opens in that language too
    expect(mail.link).toMatch(/^http:\/\/localhost:\d+\/es\/action\?mode=resetPassword&code=[a-z2-7]{32}$/);
    // only the code's hash is stored
    expect(await AuthCodeModel.findById(hashSecret(codeOf(mail.link)))).not.toBeNull();
    expect(await mailbox.to(unknown)).toEqual([]);
  });

  it("answers in the caller's language", async () => {
    const response = await forgot(uniqueEmail(), undefined, "pt-BR");
    expect(response.json().message).toBe(
      "Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.",
    );
  });

  it("validates the address and limits mails per recipient (5 an hour)", async () => {
    const bad = await app.inject({
      method: "POST",
      url: "/api/email/forgot-password",
      headers: { "accept-language": "pt-BR" },
      payload: { email: "nope" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_EMAIL", message: "E-mail inválido." });

    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1) expect((await forgot(email)).statusCode).toBe(200);
    const limited = await forgot(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("AUTH_TOO_MANY_ATTEMPTS");
    clock.advance(60 * 60 * 1000);
    expect((await forgot(email)).statusCode).toBe(200);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password once, confirms the address and signs out every session", async () => {
    const account = await signup(app);
    await forgot(account.email);
    const code = codeOf((await mailbox.waitFor(account.email, "forgot-password")).link);

    const done = await reset(code, "my new password");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });
    expect(
      (await app.inject({ method: "GET", url: "/api/auth/session", headers: { token: account.token } })).statusCode,
    ).toBe(401);
    expect((await login(app, { email: account.email, password: PASSWORD })).statusCode).toBe(401);
    const signedIn = await login(app, { email: account.email, password: "my new password" });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().session.user.emailVerified).toBe(true);

    // the link works once
    const again = await reset(code, "yet another password");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      code: "AUTH_LINK_INVALID",
      message: "The link is invalid or expired",
    });
  });

  it("refuses an expired link, and an older link once a newer one was sent", async () => {
    const account = await signup(app);
    await forgot(account.email);
    const first = codeOf((await mailbox.waitFor(account.email, "forgot-password")).link);
    await forgot(account.email);
    await expect
      .poll(async () => (await mailbox.to(account.email)).filter((m) => m.template === "forgot-password").length)
      .toBe(2);
    const second = codeOf((await mailbox.waitFor(account.email, "forgot-password")).link);
    expect(second).not.toBe(first);
    expect((await reset(first, "whatever password")).json().code).toBe("AUTH_LINK_INVALID");

    clock.advance(60 * 60 * 1000 + 1);
    const expired = await reset(second, "whatever password");
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe("AUTH_LINK_INVALID");
    expect((await login(app, { email: account.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("validates the new password and answers an unknown code in the caller's language", async () => {
    const short = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: { "accept-language": "es" },
      payload: { code: "whatever", password: "short" },
    });
    expect(short.json()).toMatchObject({
      code: "VALIDATION_PASSWORD_MIN",
      message: "El tamaño mínimo es 8 caracteres",
    });
    const unknown = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: { "accept-language": "pt-BR" },
      payload: { code: "a".repeat(32), password: "long enough" },
    });
    expect(unknown.json()).toMatchObject({ code: "AUTH_LINK_INVALID", message: "O link é inválido ou expirou" });
  });
});

describe("POST /api/email/verification", () => {
  it("answers 'Verification email sent.' for any address and mails only an unconfirmed account", async () => {
    const account = await signup(app, { locale: "pt-BR" });
    const ghost = uniqueEmail("ghost");
    for (const email of [account.email, ghost]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/email/verification",
        headers: { "accept-language": "pt-BR" },
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: "AUTH_VERIFICATION_SENT", message: "E-mail de verificação enviado." });
    }
    // signup sent one, the request another
    await expect.poll(async () => (await mailbox.to(account.email)).length).toBe(2);
    expect(await mailbox.to(ghost)).toEqual([]);

    // the newest link confirms; the signup one was replaced
    const mails = await mailbox.to(account.email);
    const [older, newer] = mails.map((mail) => codeOf(mail.link));
    const verify = (code: string) => app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { code } });
    expect((await verify(older!)).json().code).toBe("AUTH_LINK_INVALID");
    expect((await verify(newer!)).json()).toEqual({ ok: true });
  });
});
