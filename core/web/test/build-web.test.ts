import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { isProductionBuild, readBuildInfo } from "../build-web.js";

/**
 * `npm run build:web` (what `npm start`'s prestart runs) gives a production bundle whatever NODE_ENV the command runs
 * with, and records it; a plain `vite build` under NODE_ENV=development is recorded as what it is, so the browser
 * tests' harness rebuilds it (issue 12).
 */
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "web-build-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 240_000,
  });
  expect(result.status, result.stderr.slice(-2000)).toBe(0);
}

/** web/src/main.tsx registers the service worker only in a production bundle (`import.meta.env.PROD`). */
const SW_REGISTRATION = /serviceWorker\.register\(["'`]\/sw\.js["'`]\)/;

/** The entry script of a build, from its index.html. */
function entryOf(dir: string): string {
  const html = readFileSync(join(dir, "index.html"), "utf8");
  const src = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)">/.exec(html)?.[1];
  expect(src).toBeDefined();
  // no inline script for the Content-Security-Policy to allow
  expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
  return readFileSync(join(dir, src!), "utf8");
}

describe("the web build", () => {
  it(
    "is a production build with the service worker under NODE_ENV=development, and says so",
    { timeout: 250_000 },
    () => {
      const out = join(scratch, "build-web");
      run(["--import", "tsx", "core/web/build-web.ts", out], {
        NODE_ENV: "development",
        WEB_BUILD_LOG_LEVEL: "silent",
      });
      expect(readBuildInfo(out)).toEqual({ mode: "production", production: true });
      expect(isProductionBuild(out)).toBe(true);
      expect(SW_REGISTRATION.test(entryOf(out))).toBe(true);
      expect(readdirSync(out)).toContain("sw.js");
    },
  );

  it(
    "records a development bundle made by vite directly, which the harness does not take",
    { timeout: 250_000 },
    () => {
      const out = join(scratch, "vite-dev");
      run(
        [
          join(ROOT, "node_modules", "vite", "bin", "vite.js"),
          "build",
          "--config",
          "web/vite.config.ts",
          "--outDir",
          out,
          "--logLevel",
          "silent",
        ],
        {
          NODE_ENV: "development",
        },
      );
      expect(readBuildInfo(out)?.production).toBe(false);
      expect(isProductionBuild(out)).toBe(false);
      expect(SW_REGISTRATION.test(entryOf(out))).toBe(false);
    },
  );
});
