import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserModel } from "../users.model.js";
import { bearer, buildTestApp, signup, useTestDatabase } from "./helpers.js";

useTestDatabase("auth_preferences");

let app: FastifyInstance;
beforeAll(async () => ({ app } = await buildTestApp()));
afterAll(async () => app.close());

const setPreferences = (headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: "PATCH", url: "/api/auth/preferences", headers, payload: payload as Record<string, unknown> });
// a wrong current password: a catalogue error the route reports in the user's language
const wrongPassword = (token: string, language: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/change-password",
    headers: { token, "accept-language": language },
    payload: { currentPassword: "not my password", newPassword: "another good one" },
  });

describe("PATCH /api/auth/preferences", () => {
  it("saves the language; the session shows it and later errors come back in it, whatever the browser asks", async () => {
    const account = await signup(app, { locale: "en" });
    expect((await wrongPassword(account.token, "en")).json().message).toBe("The password is invalid.");

    const saved = await setPreferences({ token: account.token }, { locale: "pt-BR" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      user: { id: account.userId, locale: "pt-BR" },
      activeCompanyId: account.companyId,
      activeLevel: "admin",
    });
    expect((await UserModel.findById(account.userId).lean())?.locale).toBe("pt-BR");
    const session = await app.inject({ method: "GET", url: "/api/auth/session", headers: { token: account.token } });
    expect(session.json().user.locale).toBe("pt-BR");

    const inPortuguese = await wrongPassword(account.token, "en");
    expect(inPortuguese.statusCode).toBe(400);
    expect(inPortuguese.json()).toMatchObject({ code: "AUTH_INVALID_PASSWORD", message: "A senha é inválida." });

    await setPreferences({ token: account.token }, { locale: "es" });
    expect((await wrongPassword(account.token, "pt-BR")).json().message).toBe("La contraseña no es válida.");
  });

  it("answers 401 without a session, in the browser's language", async () => {
    const response = await setPreferences({ "accept-language": "es" }, { locale: "es" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(response.json().message).toBe(
      (await app.inject({ method: "POST", url: "/api/auth/logout", headers: { "accept-language": "es" } })).json()
        .message,
    );
  });

  it("refuses a language the app does not have, or anything else, with the catalogue message", async () => {
    const account = await signup(app, { locale: "en" });
    const french = await setPreferences({ token: account.token }, { locale: "fr" });
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({
      statusCode: 400,
      code: "VALIDATION_SELECTION",
      message: "You must make a selection!",
      field: "locale",
    });
    // in the saved language, not the browser's
    const missing = await setPreferences({ token: account.token, "accept-language": "es" }, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "VALIDATION_REQUIRED", message: "Please type something." });
    // nothing was saved
    expect((await UserModel.findById(account.userId).lean())?.locale).toBe("en");
  });

  it("is for people, not API keys", async () => {
    const admin = await signup(app);
    const created = await app.inject({
      method: "POST",
      url: `/api/companies/${admin.companyId}/api-keys`,
      headers: { token: admin.token },
      payload: { name: "integration", scopes: ["*"] },
    });
    expect(created.statusCode).toBe(201);
    const response = await setPreferences(bearer(created.json().key), { locale: "es" });
    expect(response.statusCode).toBe(403);
  });
});
