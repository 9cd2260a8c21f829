/**
 * The web app's production build (`npm run build:web`, run by `npm start`'s prestart, the Dockerfile and the browser
 * tests' harness): `dist/web`, always a production bundle (minified React, the service worker registered), whatever
 * NODE_ENV the command runs with. Vite gives a development bundle when NODE_ENV=development is in the environment
 * (`NODE_ENV=development npm start` did), so the build sets NODE_ENV=production for its own process.
 *
 * The build records how it was made in `build-info.json` (web/vite.config.ts writes it): the harness rebuilds a
 * `dist/web` that is not a production build, and the server warns when it serves one.
 *
 * Run directly: `tsx core/web/build-web.ts [outDir]`.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const WEB_DIST = join(ROOT, "dist", "web");
/** Written next to index.html by the vite config's `buildInfo` plugin. */
export const BUILD_INFO_FILE = "build-info.json";

/** What `build-info.json` says about a build. */
export interface WebBuildInfo {
  /** Vite's mode (`production`). */
  mode: string;
  /** Whether vite made a production bundle (NODE_ENV was production). */
  production: boolean;
}

/** How the build in `dir` was made; undefined when it has no (readable) record, as builds before it did not. */
export function readBuildInfo(dir: string): WebBuildInfo | undefined {
  const path = join(dir, BUILD_INFO_FILE);
  if (!existsSync(path)) return undefined;
  try {
    const info = JSON.parse(readFileSync(path, "utf8")) as Partial<WebBuildInfo>;
    return typeof info.mode === "string" && typeof info.production === "boolean"
      ? { mode: info.mode, production: info.production }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `dir` holds a production build of the web app. */
export function isProductionBuild(dir: string): boolean {
  return readBuildInfo(dir)?.production === true;
}

/**
 * Builds the web app into `outDir` in production mode. It sets this process's NODE_ENV to production, so call it in
 * a process of its own (the CLI below, or a child process as core/testing/web-build.ts does).
 */
export async function buildWeb(outDir = WEB_DIST): Promise<void> {
  process.env.NODE_ENV = "production";
  const { build } = await import("vite");
  await build({
    configFile: join(ROOT, "web", "vite.config.ts"),
    mode: "production",
    logLevel: process.env.WEB_BUILD_LOG_LEVEL === "silent" ? "silent" : "info",
    build: { outDir, emptyOutDir: true },
  });
  if (!isProductionBuild(outDir)) throw new Error(`web build in ${outDir} is not a production build`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildWeb(process.argv[2] ?? WEB_DIST);
}
