/**
 * `npm run bench:web`: what a first visit to /login downloads, then the embed runtime (issue 19): the gzipped size of
 * the widgets' loader and of each widget's bundle, and on a cold cache the time from the loader's script tag on an
 * intranet page (another origin) to the first widget painted. Builds the web app (dist/web), serves it with
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
import { ensureWidgetsBuilt } from "../core/testing/widgets-build.js";
import type { WidgetsManifest } from "../core/widgets/build-widgets.js";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const TARGET_JS_KB = 180;
const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

const started = Date.now();
const webDir = await ensureWebBuilt({ force: true });
const buildSeconds = ((Date.now() - started) / 1000).toFixed(1);
const widgetsStarted = Date.now();
const widgetsDir = await ensureWidgetsBuilt({ force: true });
const widgetsBuildSeconds = ((Date.now() - widgetsStarted) / 1000).toFixed(1);
const TARGET_LOADER_KB = 10;
const TARGET_WIDGET_KB = 60;
const TARGET_FIRST_WIDGET_MS = 1000;

const engine = await startEmbeddedServer({ port: 0 });
await mongoose.connect(engine.uri, { dbName: "bench_web" });
const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "production", PORT: "0" }),
  version,
  db: "embedded",
  webDir,
  widgetsDir,
});
const origin = await app.listen({ host: "127.0.0.1", port: 0 });

// an intranet on another origin, with the loader and the key of a new company bound to it
const intranet = createServer((request, response) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(intranetPage);
});
await new Promise<void>((resolve) => intranet.listen(0, "127.0.0.1", resolve));
const intranetOrigin = `http://127.0.0.1:${(intranet.address() as AddressInfo).port}`;
const signup = await app.inject({
  method: "POST",
  url: "/api/auth/signup",
  payload: {
    you: { name: "Bench Admin", email: `bench-${Date.now()}@example.com`, password: "correct horse battery" },
    company: { name: "Bench Ltda", countryId: "br", initNumWorkers: 12 },
    plan: "premium",
    pack: "moderate",
  },
});
const session = signup.json<{ token: string; session: { activeCompanyId: string } }>();
const created = await app.inject({
  method: "POST",
  url: `/api/companies/${session.session.activeCompanyId}/publishable-keys`,
  headers: { token: session.token },
  payload: { name: "Bench intranet", allowedOrigins: [intranetOrigin] },
});
if (created.statusCode !== 201) throw new Error(`publishable key: ${created.statusCode} ${created.body}`);
const intranetPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Intranet</title></head><body>
<script>performance.mark("loader-tag")</script>
<script src="${origin}/widgets/loader.js" data-key="${created.json<{ key: string }>().key}" async></script>
<workforce-widget name="whos-out"></workforce-widget><workforce-widget name="holidays"></workforce-widget>
</body></html>`;

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
}

// the first widget painted, on a cold cache: a fresh profile per run, the time from the script tag (a mark just before
// it) to the first frame where a widget shows its data (its list or its empty/refusal line, not "Loading…")
const firstWidgetMs: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const coldProfile = await mkdtemp(join(tmpdir(), "bench-widgets-"));
  const cold = await chromium.launchPersistentContext(coldProfile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = await cold.newPage();
    await page.goto(intranetOrigin, { waitUntil: "commit" });
    const painted = await page.waitForFunction(
      () => {
        const hosts = [...document.querySelectorAll("workforce-widget")];
        const done = hosts.some((host) =>
          host.shadowRoot?.querySelector(".wf ul, .wf h2 ~ .wf-status:not(.wf-loading)"),
        );
        if (!done) return false;
        return performance.now() - performance.getEntriesByName("loader-tag")[0]!.startTime;
      },
      undefined,
      { polling: "raf", timeout: 15_000 },
    );
    firstWidgetMs.push((await painted.jsonValue()) as number);
  } finally {
    await cold.close();
    await rm(coldProfile, { recursive: true, force: true });
  }
}
try {
  intranet.close();
} finally {
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

const manifest = JSON.parse(readFileSync(join(widgetsDir, "manifest.json"), "utf8")) as WidgetsManifest;
const loaderGzip = gzipSize(readFileSync(join(widgetsDir, manifest.loader)));
console.log(`\nWidgets (widgets build ${widgetsBuildSeconds} s, gzip -9)\n`);
console.log(`  ${"file".padEnd(48)} ${"raw kB".padStart(7)} ${"gzip kB".padStart(7)}  target`);
const loaderRaw = readFileSync(join(widgetsDir, manifest.loader)).length;
console.log(
  `  ${manifest.loader.padEnd(48)} ${kb(loaderRaw)} ${kb(loaderGzip)}  <= ${TARGET_LOADER_KB} kB: ${loaderGzip <= TARGET_LOADER_KB * 1000 ? "MET" : "NOT MET"}`,
);
for (const [name, widget] of Object.entries(manifest.widgets)) {
  const body = readFileSync(join(widgetsDir, widget.file));
  const gzip = gzipSize(body);
  console.log(
    `  ${`${name} (${widget.module})`.padEnd(48)} ${kb(body.length)} ${kb(gzip)}  <= ${TARGET_WIDGET_KB} kB: ${gzip <= TARGET_WIDGET_KB * 1000 ? "MET" : "NOT MET"}`,
  );
}
const sorted = [...firstWidgetMs].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
console.log(
  `\n  first widget painted on a cold cache, from the loader's script tag (5 runs, fresh profile each): ` +
    `median ${median.toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms; ` +
    `target < ${TARGET_FIRST_WIDGET_MS} ms: ${median < TARGET_FIRST_WIDGET_MS ? "MET" : "NOT MET"}`,
);
