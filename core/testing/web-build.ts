/**
 * The built web app for the browser tests and `npm run bench:web`: `dist/web`, rebuilt only when it is missing or
 * older than the sources it is made of. Test files run in parallel processes, and other people's runs may share
 * the checkout, so a build takes a lock (`dist/.web-build.lock`), writes to a directory of its own and is swapped
 * in with renames: a reader sees the old build or the new one, never half of one.
 *
 * The build is core/web/build-web.ts's (production whatever NODE_ENV says), run in a child process because it sets
 * its process's NODE_ENV (vitest's is `test`). A dist/web made in another mode (a `vite build` with
 * NODE_ENV=development, or an older build without `build-info.json`) is not fresh: it is rebuilt.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { rename, rm, utimes } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { isProductionBuild } from "../web/build-web.js";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const WEB_DIST = join(ROOT, "dist", "web");
const LOCK = join(ROOT, "dist", ".web-build.lock");
/** A lock older than this belongs to a build that died; it is broken. */
const STALE_LOCK_MS = 5 * 60_000;

const BUILD_SCRIPT = fileURLToPath(new URL("../web/build-web.ts", import.meta.url));

/** What the bundle is made of: the web app and what it imports from modules, the SDK and the realtime protocol. */
function isWebSource(path: string): boolean {
  const rel = relative(ROOT, path).split(sep).join("/");
  if (/(^|\/)(node_modules|test|dist)\//.test(rel) || /\.test\.tsx?$/.test(rel)) return false;
  if (rel.startsWith("web/")) return true;
  if (rel === "modules/web.ts" || rel === "package.json") return true;
  if (/^modules\/[^/]+\/(web|contract)\//.test(rel)) return true;
  return rel.startsWith("sdk/src/") || rel.startsWith("core/");
}

/**
 * The newest modification time (ms) of the files under `dirs` (relative to the checkout) that `isSource` accepts,
 * skipping node_modules and test folders; `from` when there are none. dist/web's and dist/widgets' freshness.
 */
export function newestMtime(dirs: readonly string[], isSource: (path: string) => boolean, from = 0): number {
  let newest = from;
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "test") walk(path);
      } else if (isSource(path)) newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const dir of dirs) walk(join(ROOT, dir));
  return newest;
}

function newestSourceMs(): number {
  return newestMtime(
    // all of core: the web imports its isomorphic parts (dates, errors, i18n, lists, modules, realtime, context), so a
    // change there must rebuild (a stale build hid a date-arithmetic change from the browser tests once)
    ["web", "modules", "sdk/src", "core"],
    isWebSource,
    statSync(join(ROOT, "package.json")).mtimeMs,
  );
}

/**
 * Builds into a directory of its own under dist/ (`build(dir)`) and swaps it in for `target` with two renames, so a
 * reader sees the old build or the new one, never half of one. Run it under the build's lock.
 */
export async function buildAndSwap(target: string, name: string, build: (dir: string) => Promise<void>): Promise<void> {
  const suffix = randomBytes(4).toString("hex");
  const fresh = join(ROOT, "dist", `.${name}-build-${suffix}`);
  const old = join(ROOT, "dist", `.${name}-old-${suffix}`);
  try {
    await build(fresh);
    if (existsSync(target)) await rename(target, old);
    await rename(fresh, target);
  } finally {
    await rm(fresh, { recursive: true, force: true });
    await rm(old, { recursive: true, force: true });
  }
}

/** Whether `dist/web` exists, is a production build and was built after every source file last changed. */
export function webBuildIsFresh(): boolean {
  const index = join(WEB_DIST, "index.html");
  return existsSync(index) && isProductionBuild(WEB_DIST) && statSync(index).mtimeMs >= newestSourceMs();
}

/** Runs `work` holding a lock directory (`dist/.web-build.lock` by default), shared by the builds of the checkout. */
export async function withLock<T>(work: () => Promise<T>, lock = LOCK): Promise<T> {
  mkdirSync(join(ROOT, "dist"), { recursive: true });
  const deadline = Date.now() + 2 * STALE_LOCK_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, "owner"), `${process.pid}\n`);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      if (Date.now() > deadline) throw new Error(`web build lock ${lock} still held`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds in a child process (see the file comment). */
function buildInChild(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", BUILD_SCRIPT, outDir], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", WEB_BUILD_LOG_LEVEL: "silent" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-20_000);
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code === 0) return resolve();
      // vite's message without the stack frames
      const message = stderr
        .split("\n")
        .filter((line) => !/^\s+at /.test(line))
        .join("\n")
        .trim();
      reject(new Error(`web build failed (exit ${code}):\n${message.slice(-4000)}`));
    });
  });
}

/**
 * Makes sure `dist/web` is a build of the current sources (building once if not, or always with `force`;
 * concurrent callers wait for that build) and returns its path.
 */
export async function ensureWebBuilt(options: { force?: boolean } = {}): Promise<string> {
  if (!options.force && webBuildIsFresh()) return WEB_DIST;
  await withLock(async () => {
    if (!options.force && webBuildIsFresh()) return;
    await buildAndSwap(WEB_DIST, "web", async (fresh) => {
      // stamped with the time the build started: a source edited during the build makes it stale at once
      const started = new Date();
      await buildInChild(fresh);
      await utimes(join(fresh, "index.html"), started, started);
    });
  });
  return WEB_DIST;
}
