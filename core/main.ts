/**
 * The entry point (`npm start`), and the only place that listens: read the configuration, reach the database
 * (the embedded engine unless `MONGODB_URI` is set), serve HTTP, and close everything in reverse on SIGINT/SIGTERM.
 */
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import mongoose from "mongoose";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig, type AppConfig } from "./config.js";
import { connectDatabase, type DbKind } from "./db/connection.js";
import { describeLogins, seedDemo } from "./seed/demo-seed.js";
import { isProductionBuild } from "./web/build-web.js";
import { hasWebApp } from "./web/web.plugin.js";
import { startDemoIntranet } from "./widgets/demo-intranet.js";

/** After this long a shutdown gives up waiting and exits with 1. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

type Closer = () => Promise<void>;

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const version = await readPackageVersion();
  // Opened resources, closed last-opened first: HTTP, then mongoose, then the engine.
  const closers: Closer[] = [];
  const closeAll = async (): Promise<void> => {
    for (const close of closers.splice(0).reverse()) await close();
  };

  try {
    const { uri, db } = await openDatabaseServer(config, closers);
    await connectDatabase({ uri });
    closers.push(() => mongoose.disconnect());

    const webDir = fileURLToPath(new URL("../dist/web", import.meta.url));
    const widgetsDir = fileURLToPath(new URL("../dist/widgets", import.meta.url));
    const app = await buildApp({ config, version, db, webDir, widgetsDir });
    closers.push(() => app.close());
    // `npm start` builds a production bundle first (core/web/build-web.ts); a dist/web made otherwise is flagged
    if (hasWebApp(webDir) && !isProductionBuild(webDir))
      app.log.warn({ webDir }, "dist/web is not a production build (no service worker); run `npm run build:web`");
    // A newcomer's first start: an empty database gets the demo company, and its logins are printed.
    if (config.nodeEnv !== "production") {
      const logins = await seedDemo({ log: app.log, modules: app.modules, files: app.files });
      if (logins) process.stdout.write(`${describeLogins(logins)}\n`);
    }
    const address = await app.listen({ port: config.port, host: config.host });
    // Jobs start once the server is up; app.close() lets running jobs finish on shutdown.
    await app.jobs.start();
    // A plain line on purpose: people and the start test look for the address here, whatever LOG_LEVEL says.
    process.stdout.write(`Workforce platform ${version} listening on ${address} (database: ${db})\n`);
    // development: a plain intranet page on the next port with every widget (widgets/README.md)
    if (config.nodeEnv === "development") {
      const appPort = new URL(address).port;
      const intranet = await startDemoIntranet({
        // the address people open (APP_URL), unless the port was chosen at random
        appOrigin: config.port === 0 ? address : new URL(config.appUrl).origin,
        widgetsDir,
        port: config.port === 0 ? 0 : Number(appPort) + 1,
        log: app.log,
      }).catch((err: unknown) => {
        app.log.warn({ err }, "demo intranet not started");
        return null;
      });
      if (intranet) {
        closers.push(intranet.close);
        process.stdout.write(`Demo intranet with every widget: ${intranet.origin}\n`);
      }
    }

    handleShutdownSignals(app.log, closeAll);
  } catch (error) {
    process.stderr.write(`Startup failed: ${describe(error)}\n`);
    await closeAll().catch(() => {});
    process.exit(1);
  }
}

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nSee "Configuration" in README.md.\n`);
    process.exit(1);
  }
}

async function openDatabaseServer(config: AppConfig, closers: Closer[]): Promise<{ uri: string; db: DbKind }> {
  if (config.mongodbUri) return { uri: config.mongodbUri, db: "mongodb" };
  // Loaded only when used, so a deployment on a real MongoDB never loads the engine. It runs in a thread of its own:
  // its documents stay out of the app's heap (the app's garbage collections do not walk the database) and its work
  // runs beside the app's, as a MongoDB server would (core/db/embedded/README.md "In a thread").
  const { startEmbeddedServerThread } = await import("./db/embedded/thread.js");
  const dbPath = join(config.dataDir, "db");
  await mkdir(dbPath, { recursive: true });
  const engine = await startEmbeddedServerThread({
    dbPath,
    port: 0,
    onExit: (error) => {
      process.stderr.write(`The embedded database stopped: ${error.message}\n`);
      process.exit(1);
    },
  });
  closers.push(() => engine.close());
  return { uri: engine.uri, db: "embedded" };
}

function handleShutdownSignals(log: FastifyBaseLogger, closeAll: () => Promise<void>): void {
  let shuttingDown = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (shuttingDown) {
      log.error({ signal }, "second signal during shutdown, exiting now");
      process.exit(1);
    }
    shuttingDown = true;
    log.info({ signal }, "shutting down");
    setTimeout(() => {
      log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, "shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    closeAll().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}

async function readPackageVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  return pkg.version;
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

await main();
