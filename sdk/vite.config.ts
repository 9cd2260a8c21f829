import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { library } from "vite-plugin-lib";

const TYPES_DIR = "dist/types";

/**
 * `npm run build:sdk` (run from sdk/, where vite-plugin-lib resolves its paths): the ES module and its .d.ts in
 * sdk/dist. The SDK has no runtime dependencies: generated types and a small fetch wrapper.
 */
export default defineConfig({
  plugins: [
    library({
      entry: "src/index.ts",
      formats: ["es"],
      manifest: "package.json",
      tsconfig: "tsconfig.build.json",
    }),
    fixDeclarationSpecifiers(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
  },
});

/**
 * vite-plugin-lib renames the declarations to `.d.mts` and appends `.mjs` to every relative specifier, assuming
 * extensionless imports; NodeNext sources import `./x.js`, which becomes `./x.js.mjs`. Runs at `closeBundle`,
 * after the declarations are written.
 */
function fixDeclarationSpecifiers(): Plugin {
  return {
    name: "sdk:fix-declaration-specifiers",
    apply: "build",
    enforce: "post",
    async closeBundle() {
      const entries = await readdir(TYPES_DIR, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith(".d.mts")) continue;
        const file = join(entry.parentPath, entry.name);
        const text = await readFile(file, "utf8");
        const fixed = text.replace(/(["']\.{1,2}\/[^"']*?)\.js\.mjs(["'])/g, "$1.mjs$2");
        if (fixed !== text) await writeFile(file, fixed);
      }
    },
  };
}
