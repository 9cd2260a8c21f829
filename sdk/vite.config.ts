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
    entries(),
    fixDeclarationSpecifiers(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
  },
});

/** The package's entries (`exports` in package.json): vite-plugin-lib builds one; the React hooks and the Node
 * webhook verifier are entries of their own, so the main one stays free of React and `node:*`. */
const ENTRIES = { index: "src/index.ts", react: "src/react.ts", node: "src/node.ts" };

function entries(): Plugin {
  return {
    name: "sdk:entries",
    apply: "build",
    config(config) {
      const lib = config.build?.lib;
      if (!lib) throw new Error("sdk:entries runs after vite-plugin-lib's config");
      lib.entry = ENTRIES;
      lib.fileName = (_format, name) => `${name}.mjs`;
      const rollup = (config.build!.rollupOptions ??= {});
      const external = rollup.external;
      // react is the hooks' peer dependency; node:crypto is Node's own
      rollup.external = (id, ...rest) =>
        id === "react" ||
        id.startsWith("react/") ||
        id.startsWith("node:") ||
        (typeof external === "function" ? Boolean(external(id, ...rest)) : false);
    },
  };
}

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
