import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin } from "vite";

/**
 * The web app's build (`npm run build:web` -> dist/web, served by the API server in production) and dev server
 * (`npm run dev`: HMR here, /api proxied to the API server). Pages are split per route by the lazy imports in
 * web/src/app/routes.ts and the modules' web registries.
 */
const root = fileURLToPath(new URL(".", import.meta.url));
const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

/**
 * Names the service worker's caches after the build (web/public/sw.js: `const BUILD = "dev"`): an id of the
 * build's file names, which carry content hashes. A deploy that changes any file changes sw.js, so browsers
 * install the new worker, which drops the caches of the old build.
 */
function serviceWorkerBuildId(): Plugin {
  let outDir = "";
  let id = "";
  return {
    name: "workforce:service-worker-build-id",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      id = createHash("sha256").update(Object.keys(bundle).sort().join("\n")).digest("hex").slice(0, 12);
    },
    closeBundle() {
      const sw = resolve(outDir, "sw.js");
      if (!id || !existsSync(sw)) return;
      const source = readFileSync(sw, "utf8");
      if (!source.includes('const BUILD = "dev";')) throw new Error('sw.js: no `const BUILD = "dev";` to replace');
      writeFileSync(sw, source.replace('const BUILD = "dev";', `const BUILD = "${id}";`));
    },
  };
}

/**
 * Records how the build was made (`build-info.json`, read by core/web/build-web.ts): the browser tests' harness
 * rebuilds a dist/web that is not a production build, and the server warns when it would serve one.
 */
function buildInfo(): Plugin {
  let production = false;
  let mode = "";
  return {
    name: "workforce:build-info",
    apply: "build",
    configResolved(config) {
      production = config.isProduction;
      mode = config.mode;
    },
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "build-info.json",
        source: `${JSON.stringify({ mode, production, version }, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), vanillaExtractPlugin(), serviceWorkerBuildId(), buildInfo()],
  // `@web/kit` and its sibling entries, from tsconfig.json's paths (one list for tsc, Vite, Vitest and eslint)
  resolve: { tsconfigPaths: true },
  // the new-version banner compares it with the version the server announces
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      "/api": { target: process.env.API_URL ?? "http://127.0.0.1:3000", ws: true },
    },
  },
});
