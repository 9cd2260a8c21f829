// @ts-check
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import boundaries from "./eslint/module-boundaries.js";
import kernelCollections from "./eslint/kernel-collections.js";

export default tseslint.config(
  // scratch/ is a git-excluded local playground.
  { ignores: ["node_modules/", "dist/", "sdk/dist/", "build/", "coverage/", "data/", "scratch/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
    },
  },
  {
    // Type-aware rules for the mistakes that cost most in async server code, without the whole type-checked preset.
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The service worker is plain JavaScript served as is.
    files: ["web/public/sw.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Module boundaries: see eslint/module-boundaries.js.
    files: ["modules/**/*.{ts,tsx}", "web/**/*.{ts,tsx}", "widgets/**/*.{ts,tsx}"],
    plugins: { local: boundaries },
    rules: { "local/module-boundaries": ["error", { root: import.meta.dirname }] },
  },
  {
    // Modules never query the kernel's collections: see eslint/kernel-collections.js.
    files: ["modules/**/*.{ts,tsx}"],
    plugins: { kernel: kernelCollections },
    rules: { "kernel/no-kernel-collections": ["error", { root: import.meta.dirname }] },
  },
);
