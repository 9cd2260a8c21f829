import type { FastifyInstance } from "fastify";
import mongoose from "mongoose";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { buildApp } from "../../core/app.js";
import { loadConfig } from "../../core/config.js";
import { AppError } from "../../core/errors/app-error.js";
import { startTestDatabase, type TestDatabase } from "../../core/testing/db.js";
import { ApiError, type ErrorCode } from "../src/index.js";
import { createInjectClient, injectFetch } from "../testing/inject-fetch.js";

/**
 * The app driven through the SDK over `app.inject`: no port, the real routes, the real error handler. The
 * `/api/sdk-test/...` route is added here, so its type is written out in the shape openapi-typescript gives it.
 */
interface SdkTestPaths {
  "/api/sdk-test/things/{id}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: { n?: number }; header?: never; path: { id: string }; cookie?: never };
      requestBody: { content: { "application/json": { name: string } } };
      responses: {
        200: {
          headers: Record<string, unknown>;
          content: { "application/json": { id: string; name: string; n: number } };
        };
      };
    };
  };
}

const config = loadConfig({ LOG_LEVEL: "silent" });

describe("the SDK on app.inject", () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    // The whole app is built: core plugins may use the database while they register.
    database = await startTestDatabase();
    await mongoose.connect(database.uri, { dbName: "sdk-on-inject-test" });
    app = await buildApp({ config, version: "1.2.3", db: "embedded" });
    app.post(
      "/api/sdk-test/things/:id",
      {
        schema: {
          params: Type.Object({ id: Type.String() }),
          querystring: Type.Object({ n: Type.Optional(Type.Integer()) }),
          body: Type.Object({ name: Type.String({ minLength: 3 }) }),
          response: { 200: Type.Object({ id: Type.String(), name: Type.String(), n: Type.Integer() }) },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        const { name } = request.body as { name: string };
        if (name === "overlap") throw new AppError("LEAVE_OVERLAP");
        return { id, name, n: (request.query as { n?: number }).n ?? 0 };
      },
    );
  });

  afterAll(async () => {
    await app.close();
    await mongoose.disconnect();
    await database.stop();
  });

  it("reads GET /api/health, typed from the generated paths", async () => {
    const api = createInjectClient(app);
    const health = await api.get("/api/health");
    expectTypeOf(health).toEqualTypeOf<{ status: "ok"; version: string; db: "embedded" | "mongodb" }>();
    expect(health).toEqual({ status: "ok", version: "1.2.3", db: "embedded" });
  });

  it("sends params, query and body, and reads the answer", async () => {
    const api = createInjectClient<SdkTestPaths>(app);
    const thing = await api.post("/api/sdk-test/things/{id}", {
      params: { id: "a b" },
      query: { n: 4 },
      body: { name: "Desk" },
    });
    expect(thing).toEqual({ id: "a b", name: "Desk", n: 4 });
  });

  it("throws ApiError with the catalogue code and the message in the Accept-Language it sent", async () => {
    const api = createInjectClient<SdkTestPaths>(app, { locale: "pt-BR" });
    const error = await api
      .post("/api/sdk-test/things/{id}", { params: { id: "x" }, body: { name: "overlap" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 409, code: "LEAVE_OVERLAP", message: "Sobreposição não permitida" });
    expect((error as ApiError).requestId).toMatch(/^[0-9a-f-]{36}$/);
    expectTypeOf<ApiError["code"]>().toExtend<ErrorCode | "UNEXPECTED_RESPONSE">();
  });

  it("reports a validation error with its field, localized per call", async () => {
    const api = createInjectClient<SdkTestPaths>(app);
    const error = await api
      .post("/api/sdk-test/things/{id}", {
        params: { id: "x" },
        body: { name: "ab" },
        headers: { "accept-language": "es-419,es;q=0.9" },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, code: "VALIDATION_MIN_LENGTH", field: "name" });
    expect((error as ApiError).message).toBe("La longitud mínima es 3");
  });

  it("answers unknown routes with ROUTE_NOT_FOUND, in English by default", async () => {
    const fetch = injectFetch(app);
    const response = await fetch("http://app.test/api/nope");
    expect(response.status).toBe(404);
    const error = await ApiError.fromResponse(response, { method: "GET", path: "/api/nope" });
    expect(error).toMatchObject({ statusCode: 404, code: "ROUTE_NOT_FOUND", message: "Not found." });
  });
});
