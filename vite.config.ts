import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "dist/**", "data/**"],
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
