/**
 * The built widgets for the browser tests and `npm run bench:web`: `dist/widgets`, rebuilt only when missing or older
 * than the sources it is made of (the widget runtime, modules' widget/ and contract/ folders, the SDK). As for
 * dist/web (web-build.ts), a build takes a lock, writes to a directory of its own and is swapped in with renames, so
 * parallel test files share one build.
 */
import { existsSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { buildWidgets, WIDGETS_DIST, WIDGETS_MANIFEST } from "../widgets/build-widgets.js";
import { buildAndSwap, newestMtime, ROOT, withLock } from "./web-build.js";

const LOCK = join(ROOT, "dist", ".widgets-build.lock");

function isWidgetSource(path: string): boolean {
  const rel = relative(ROOT, path).split(sep).join("/");
  // code only: a README edit does not make the build stale
  if (/(^|\/)(node_modules|test|dist)\//.test(rel) || /\.test\.tsx?$/.test(rel) || !/\.tsx?$/.test(rel)) return false;
  if (rel.startsWith("widgets/") || rel.startsWith("sdk/src/") || rel === "core/widgets/build-widgets.ts") return true;
  return /^modules\/[^/]+\/(widget|contract)\//.test(rel);
}

function newestSourceMs(): number {
  return newestMtime(["widgets", "modules", "sdk/src", "core/widgets"], isWidgetSource);
}

/** Whether `dist/widgets` was built after every source file last changed. */
export function widgetsBuildIsFresh(): boolean {
  const manifest = join(WIDGETS_DIST, WIDGETS_MANIFEST);
  return existsSync(manifest) && statSync(manifest).mtimeMs >= newestSourceMs();
}

/** Makes sure `dist/widgets` is a build of the current sources (building once if not, or with `force`); its path. */
export async function ensureWidgetsBuilt(options: { force?: boolean } = {}): Promise<string> {
  if (!options.force && widgetsBuildIsFresh()) return WIDGETS_DIST;
  await withLock(async () => {
    if (!options.force && widgetsBuildIsFresh()) return;
    await buildAndSwap(WIDGETS_DIST, "widgets", async (fresh) => void (await buildWidgets(fresh)));
  }, LOCK);
  return WIDGETS_DIST;
}
