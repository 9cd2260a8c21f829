import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

/**
 * The web app's build (`npm run build:web` -> dist/web, served by the API server in production) and dev server
 * (`npm run dev`: HMR here, /api proxied to the API server). Pages are split per route by the lazy imports in
 * web/src/app/routes.ts and the modules' web registries.
 */
const root = fileURLToPath(new URL(".", import.meta.url));
const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

export default defineConfig({
  root,
  plugins: [react(), vanillaExtractPlugin()],
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
