/**
 * `npm run bench:web`: what a first visit to /login downloads. Builds the web app (dist/web), serves it with
 * the real app on 127.0.0.1, opens /login in Chromium with an empty profile and gzips (zlib level 9) the body
 * of every JavaScript and CSS file the page loads. Target: the JavaScript at most 180 kB gzipped (1 kB = 1000
 * bytes, as vite reports). Also lists the largest chunks of the whole build. Figures, not assertions.
 */
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import mongoose from "mongoose";
import { chromium } from "playwright-core";
import { buildApp } from "../core/app.js";
import { loadConfig } from "../core/config.js";
import { startEmbeddedServer } from "../core/db/embedded/index.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../core/testing/browser.js";
import { ensureWebBuilt, ROOT } from "../core/testing/web-build.js";

const TARGET_JS_KB = 180;
const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

const started = Date.now();
const webDir = await ensureWebBuilt({ force: true });
const buildSeconds = ((Date.now() - started) / 1000).toFixed(1);

const engine = await startEmbeddedServer({ port: 0 });
await mongoose.connect(engine.uri, { dbName: "bench_web" });
const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "production", PORT: "0" }),
  version,
  db: "embedded",
  webDir,
});
const origin = await app.listen({ host: "127.0.0.1", port: 0 });

interface Loaded {
  path: string;
  kind: "js" | "css";
  raw: number;
  gzip: number;
}
const loaded: Loaded[] = [];
const profile = await mkdtemp(join(tmpdir(), "bench-web-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  headless: true,
});
try {
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    const kind = path.endsWith(".js") ? "js" : path.endsWith(".css") ? "css" : undefined;
    if (!kind || response.status() !== 200) return;
    pending.push(
      response.body().then((body) => void loaded.push({ path, kind, raw: body.length, gzip: gzipSize(body) })),
    );
  });
  await page.goto(`${origin}/login`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { name: "Login" }).waitFor();
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
  await app.close();
  await mongoose.disconnect();
  await engine.close();
}

const sum = (files: Loaded[], key: "raw" | "gzip") => files.reduce((total, file) => total + file[key], 0);
const js = loaded.filter((file) => file.kind === "js").sort((a, b) => b.gzip - a.gzip);
const css = loaded.filter((file) => file.kind === "css").sort((a, b) => b.gzip - a.gzip);
const jsGzip = sum(js, "gzip");

console.log(`Web bundle benchmark — first visit to /login (vite build ${buildSeconds} s, Chromium, gzip -9)\n`);
console.log(`  ${"file".padEnd(48)} ${"raw kB".padStart(7)} ${"gzip kB".padStart(7)}`);
for (const file of [...js, ...css]) console.log(`  ${file.path.padEnd(48)} ${kb(file.raw)} ${kb(file.gzip)}`);
console.log(`\n  JavaScript: ${js.length} files, ${kb(sum(js, "raw")).trim()} kB raw, ${kb(jsGzip).trim()} kB gzipped`);
console.log(
  `  CSS:        ${css.length} files, ${kb(sum(css, "raw")).trim()} kB raw, ${kb(sum(css, "gzip")).trim()} kB gzipped`,
);
console.log(
  `  target: JavaScript <= ${TARGET_JS_KB} kB gzipped: ${jsGzip <= TARGET_JS_KB * 1000 ? "MET" : "NOT MET"} (${((jsGzip / (TARGET_JS_KB * 1000)) * 100).toFixed(0)}% of the budget)`,
);

const assets = join(webDir, "assets");
const chunks = readdirSync(assets)
  .filter((name) => name.endsWith(".js"))
  .map((name) => {
    const body = readFileSync(join(assets, name));
    return { name, raw: body.length, gzip: gzipSize(body) };
  })
  .sort((a, b) => b.gzip - a.gzip);
console.log(
  `\n  largest chunks of the build (${chunks.length} JavaScript files, ${kb(chunks.reduce((t, c) => t + c.gzip, 0)).trim()} kB gzipped in all):`,
);
for (const chunk of chunks.slice(0, 10)) {
  const onLogin = js.some((file) => file.path.endsWith(`/${chunk.name}`)) ? "  (loaded by /login)" : "";
  console.log(`  ${chunk.name.padEnd(48)} ${kb(chunk.raw)} ${kb(chunk.gzip)}${onLogin}`);
}
