/**
 * The widgets build (`npm run build:widgets`, run by `npm start`'s prestart, the browser tests and bench:web):
 * `dist/widgets/` with
 * - `loader.js`: widgets/runtime/loader.ts as one IIFE (a classic `<script>` on the intranet's page), with the
 *   manifest of the widgets inlined;
 * - `<name>-<hash>.js`: each widget entry `modules/<m>/widget/<name>.ts` as one self-contained ES module (the runtime
 *   helpers and the SDK's client bundled in), named by its content's hash so it is cached for good;
 * - `signin.js`: the script of the sign-in popup (`/widgets/signin`, widgets/runtime/signin.ts);
 * - `manifest.json`: widget name -> file, and each file's module.
 * Widget names are the entries' file names and must be unique across modules.
 *
 * Run directly: `tsx core/widgets/build-widgets.ts [outDir]`.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const WIDGETS_DIST = join(ROOT, "dist", "widgets");
export const WIDGETS_MANIFEST = "manifest.json";

export interface WidgetEntry {
  name: string;
  module: string;
  entry: string;
}

export interface WidgetsManifest {
  loader: string;
  widgets: Record<string, { file: string; module: string }>;
}

/** Every widget entry of every module: `modules/<m>/widget/<name>.ts`. */
export function widgetEntries(): WidgetEntry[] {
  const entries: WidgetEntry[] = [];
  const seen = new Map<string, string>();
  const modulesDir = join(ROOT, "modules");
  for (const module of readdirSync(modulesDir).sort()) {
    const dir = join(modulesDir, module, "widget");
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      if (!/^[a-z][a-z0-9-]*\.ts$/.test(file) || file.endsWith(".test.ts")) continue;
      const name = file.replace(/\.ts$/, "");
      const other = seen.get(name);
      if (other) throw new Error(`widget "${name}" is in both modules/${other}/widget and modules/${module}/widget`);
      seen.set(name, module);
      entries.push({ name, module, entry: join(dir, file) });
    }
  }
  return entries;
}

async function bundle(entry: string, format: "es" | "iife", define: Record<string, string> = {}): Promise<string> {
  const { build } = await import("vite");
  const result = await build({
    configFile: false,
    root: ROOT,
    mode: "production",
    logLevel: "silent",
    publicDir: false,
    define: { "process.env.NODE_ENV": JSON.stringify("production"), ...define },
    build: {
      write: false,
      minify: true,
      target: "es2022",
      sourcemap: false,
      emptyOutDir: false,
      reportCompressedSize: false,
      lib: { entry, formats: [format], name: "WorkforceWidgets", fileName: "bundle" },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!("output" in output)) continue;
    const chunks = output.output.filter((o) => o.type === "chunk");
    if (chunks.length !== 1) throw new Error(`${entry}: expected one chunk, got ${chunks.length}`);
    return chunks[0]!.code;
  }
  throw new Error(`${entry}: no output`);
}

/** Builds the loader and every widget into `outDir` (emptied first). */
export async function buildWidgets(outDir = WIDGETS_DIST): Promise<WidgetsManifest> {
  const manifest: WidgetsManifest = { loader: "loader.js", widgets: {} };
  const files = new Map<string, string>();
  for (const widget of widgetEntries()) {
    const code = await bundle(widget.entry, "es");
    const hash = createHash("sha256").update(code).digest("hex").slice(0, 10);
    const file = `${widget.name}-${hash}.js`;
    files.set(file, code);
    manifest.widgets[widget.name] = { file, module: widget.module };
  }
  const names = Object.fromEntries(Object.entries(manifest.widgets).map(([name, w]) => [name, w.file]));
  const loader = await bundle(join(ROOT, "widgets", "runtime", "loader.ts"), "iife", {
    __WIDGET_MANIFEST__: JSON.stringify(names),
  });
  files.set(manifest.loader, loader);
  files.set("signin.js", await bundle(join(ROOT, "widgets", "runtime", "signin.ts"), "iife"));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [file, code] of files) writeFileSync(join(outDir, file), code);
  writeFileSync(join(outDir, WIDGETS_MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const manifest = await buildWidgets(process.argv[2] ?? WIDGETS_DIST);
  console.log(`widgets built: loader.js, ${Object.keys(manifest.widgets).join(", ")}`);
}
