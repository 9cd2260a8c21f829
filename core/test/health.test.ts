import type { FastifyInstance } from "fastify";
import mongoose from "mongoose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestDatabase, type TestDatabase } from "../testing/db.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import type { DbKind } from "../db/connection.js";

const config = loadConfig({ LOG_LEVEL: "silent" });

describe("GET /api/health", () => {
  let app: FastifyInstance | undefined;
  let database: TestDatabase;
  // buildApp builds the modules' indexes at boot, so it needs a database like the real entry point
  beforeAll(async () => {
    database = await startTestDatabase();
    await mongoose.connect(database.uri, { dbName: `health_${Date.now()}` });
  });
  afterAll(async () => {
    await mongoose.disconnect();
    await database.stop();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function build(db: DbKind): Promise<FastifyInstance> {
    app = await buildApp({ config, version: "1.2.3", db });
    return app;
  }

  it.each<DbKind>(["embedded", "mongodb"])("answers ok with the version and the %s database kind", async (db) => {
    const response = await (await build(db)).inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: "ok", version: "1.2.3", db });
  });

  it("gives every response a request id, keeping a well-formed one from the caller", async () => {
    const built = await build("embedded");
    const generated = await built.inject({ method: "GET", url: "/api/health" });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

    const kept = await built.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "lb-42" } });
    expect(kept.headers["x-request-id"]).toBe("lb-42");

    const replaced = await built.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "forged\nlog line" },
    });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 404 for unknown routes", async () => {
    const response = await (await build("embedded")).inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
  });
});

describe("request logs", () => {
  it("never write a session token or a one-time code from the URL", async () => {
    const database = await startTestDatabase();
    await mongoose.connect(database.uri, { dbName: `logs_${Date.now()}` });
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = await buildApp({
      config,
      version: "1.2.3",
      db: "embedded",
      logger: { level: "info", stream, serializers: {} },
    });
    try {
      await app.inject({ url: "/api/health?token=s3cr3t-token&x=1" });
      await app.inject({ url: "/action?mode=resetPassword&code=one-time-c0de" });
    } finally {
      await app.close();
      await mongoose.disconnect();
      await database.stop();
    }
    const all = lines.join("");
    expect(all).toContain("/api/health?token=[redacted]&x=1");
    expect(all).not.toContain("s3cr3t-token");
    expect(all).not.toContain("one-time-c0de");
  });
});
