import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import mongoose from "mongoose";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { startEmbeddedServer } from "../db/embedded/index.js";

/** The parts of an OpenAPI 3.1 document this project reads; the rest passes through untouched. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: Array<{ url: string; description?: string }>;
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  security?: Array<Record<string, string[]>>;
  [extension: string]: unknown;
}

export interface BuildOpenApiDocumentOptions {
  /**
   * Environment the app is configured from; nothing is read from `process.env`, so the document is the same on
   * every machine. Production by default: the published document describes what production serves (routes that
   * exist only in development stay out of the SDK).
   * @default { NODE_ENV: "production", LOG_LEVEL: "silent" }
   * @example { NODE_ENV: "development", LOG_LEVEL: "silent" }
   */
  env?: Record<string, string>;
}

/**
 * The app's OpenAPI document, as `/api/docs/json` serves it, built without listening. Used by `npm run sdk:generate`
 * and by the SDK's staleness test.
 *
 * The app is built on a throwaway in-memory embedded engine and data directory: today buildApp needs no database,
 * but core plugins may touch it while they register (indexes, the job scheduler), and generation must never reach
 * a real database or `./data`. An already open mongoose connection (a test's) is used as it is.
 */
export async function buildOpenApiDocument(options: BuildOpenApiDocumentOptions = {}): Promise<OpenApiDocument> {
  const dataDir = await mkdtemp(join(tmpdir(), "openapi-document-"));
  const ownConnection = mongoose.connection.readyState === mongoose.ConnectionStates.disconnected;
  const engine = ownConnection ? await startEmbeddedServer({ port: 0 }) : undefined;
  try {
    if (engine) await mongoose.connect(engine.uri, { dbName: "openapi-document" });
    const config = loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      ...options.env,
      DATA_DIR: dataDir,
    });
    const app = await buildApp({ config, version: await packageVersion(), db: "embedded", logger: false });
    try {
      await app.ready();
      // A copy: the plugin caches the object it returns.
      return structuredClone(app.swagger()) as OpenApiDocument;
    } finally {
      await app.close();
    }
  } finally {
    if (engine) {
      await mongoose.disconnect();
      await engine.close();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function packageVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  return pkg.version;
}
