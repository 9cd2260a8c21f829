import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { availableParallelism } from "node:os";
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
    // two test files at a time even on two cores (vitest's default there is one): most of a browser or seed test's time
    // is spent waiting on Chromium, the engine or a poll, so the whole suite takes about 60% of the time it took one
    // by one (a loaded two-core run: 23 min for 210 files, against 26 min for 191 one at a time)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 120_000,
    // set-ups seed whole demo companies (every module's year of history): on a busy machine that took 110 s; a hook
    // that truly hangs still fails, later
    hookTimeout: 240_000,
    // `expect.poll` waits for what a page or a job shows eventually: 1 s (vitest's default) is too short on a busy
    // machine (a loaded CI run failed on home headings that came after 1 s); a real failure still fails, later
    expect: { poll: { timeout: 15_000 } },
  },
});
