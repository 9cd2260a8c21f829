import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // the web app's component tests (*.test.tsx, happy-dom) need JSX and vanilla-extract's .css.ts files
  plugins: [react(), vanillaExtractPlugin()],
  // `@web/kit` and its sibling entries, from tsconfig.json's paths (one list for tsc, Vite, Vitest and eslint)
  resolve: { tsconfigPaths: true },
  define: { __APP_VERSION__: JSON.stringify("0.0.0-test") },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "dist/**", "data/**"],
    pool: "forks",
    testTimeout: 120_000,
    // set-ups seed whole demo companies (every module's year of history): on a busy machine that took 110 s; a hook
    // that truly hangs still fails, later
    hookTimeout: 240_000,
    // `expect.poll` waits for what a page or a job shows eventually: 1 s (vitest's default) is too short on a busy
    // machine (a loaded CI run failed on home headings that came after 1 s); a real failure still fails, later
    expect: { poll: { timeout: 15_000 } },
  },
});
