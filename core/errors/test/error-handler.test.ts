import Fastify, { type FastifyInstance } from "fastify";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProductFormats, Schemas } from "../../validation/validators.js";
import { AppError } from "../app-error.js";
import { errorCatalogue } from "../catalogue.js";
import { errorHandler } from "../error-handler.js";
// a module code (LEAVE_OVERLAP) is in the catalogue once its contract is loaded, as the app loads it
import "../../../modules/leave/contract/index.js";

describe("the error catalogue", () => {
  it("has every message in English, Portuguese and Spanish, with the same placeholders", () => {
    for (const [code, { messages }] of Object.entries(errorCatalogue)) {
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      for (const locale of ["en", "pt-BR", "es"] as const) {
        expect(messages[locale], `${code} ${locale}`).toBeTruthy();
        expect(placeholders(messages[locale]), `${code} ${locale} placeholders`).toEqual(placeholders(messages.en));
      }
    }
  });
});

describe("error responses", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false, ajv: { plugins: [addProductFormats] } });
    await app.register(errorHandler);
    app.post(
      "/people",
      {
        schema: {
          body: Type.Object({
            email: Schemas.Email,
            password: Schemas.Password,
            cpf: Type.Optional(Schemas.Cpf),
            birthdate: Type.Optional(Schemas.Birthdate),
            age: Type.Optional(Type.Integer({ minimum: 18 })),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    app.get("/leave", async () => {
      throw new AppError("LEAVE_OVERLAP");
    });
    app.get("/crash", async () => {
      throw new Error("secret connection string mongodb://user:pw@db");
    });
    app.get("/user-locale", { onRequest: async (req) => void (req.userLocale = "es") }, async () => {
      throw new AppError("VALIDATION_MIN_LENGTH", { params: { min: 3 }, field: "name" });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (body: object, locale?: string) =>
    app.inject({ method: "POST", url: "/people", payload: body, headers: locale ? { "accept-language": locale } : {} });

  it("renders catalogue errors as { statusCode, code, message } in the caller's language", async () => {
    expect((await app.inject({ url: "/leave" })).json()).toEqual({
      statusCode: 409,
      code: "LEAVE_OVERLAP",
      message: "Not Allowed Overlapping",
    });
    expect((await app.inject({ url: "/leave", headers: { "accept-language": "pt-BR" } })).json().message).toBe(
      "Sobreposição não permitida",
    );
    expect(
      (await app.inject({ url: "/leave", headers: { "accept-language": "fr, es-419;q=0.8" } })).json().message,
    ).toBe("Superposición no permitida");
    expect((await app.inject({ url: "/leave", headers: { "accept-language": "de" } })).json().message).toBe(
      "Not Allowed Overlapping",
    );
  });

  it("prefers the user's saved language to Accept-Language", async () => {
    const r = await app.inject({ url: "/user-locale", headers: { "accept-language": "pt-BR" } });
    expect(r.json()).toEqual({
      statusCode: 400,
      code: "VALIDATION_MIN_LENGTH",
      message: "La longitud mínima es 3",
      field: "name",
    });
  });

  it("maps schema violations to the spec's validation messages", async () => {
    const valid = { email: "ana@example.com", password: "long enough" };
    expect((await post(valid)).statusCode).toBe(200);
    expect((await post({ password: "long enough" })).json()).toEqual({
      statusCode: 400,
      code: "VALIDATION_REQUIRED",
      message: "Please type something.",
      field: "email",
    });
    expect((await post({ ...valid, email: "nope" }, "pt-BR")).json()).toMatchObject({
      code: "VALIDATION_EMAIL",
      message: "E-mail inválido.",
      field: "email",
    });
    expect((await post({ ...valid, password: "short" })).json()).toMatchObject({
      code: "VALIDATION_PASSWORD_MIN",
      message: "Min size is 8 characters",
    });
    expect((await post({ ...valid, password: "x".repeat(129) }, "es")).json()).toMatchObject({
      code: "VALIDATION_PASSWORD_MAX",
      message: "El tamaño máximo es 128 caracteres",
    });
    expect((await post({ ...valid, cpf: "111.111.111-11" })).json()).toMatchObject({
      code: "VALIDATION_CPF",
      message: "invalid cpf",
    });
    expect((await post({ ...valid, birthdate: "2999-01-01" })).json()).toMatchObject({
      code: "VALIDATION_BIRTHDATE",
      message: "Invalid date",
    });
    expect((await post({ ...valid, age: 12 })).json()).toMatchObject({
      code: "VALIDATION_MIN_VALUE",
      message: "Min value is 18",
    });
    expect((await post({ ...valid, age: "old" })).json()).toMatchObject({ code: "VALIDATION_NUMERIC" });
  });

  it("answers malformed JSON and unknown routes from the catalogue", async () => {
    const bad = await app.inject({
      method: "POST",
      url: "/people",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("VALIDATION_INVALID");
    expect((await app.inject({ url: "/nowhere", headers: { "accept-language": "es" } })).json()).toEqual({
      statusCode: 404,
      code: "ROUTE_NOT_FOUND",
      message: "No encontrado.",
    });
  });

  it("never leaks internals of a server error", async () => {
    const r = await app.inject({ url: "/crash" });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({
      statusCode: 500,
      code: "INTERNAL",
      message: "Error not registered, contact our support.",
    });
    expect(r.body).not.toContain("mongodb://");
  });
});
