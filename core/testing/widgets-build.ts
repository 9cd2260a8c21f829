/**
 * The built widgets for the browser tests and `npm run bench:web`: `dist/widgets`, rebuilt only when missing or older
 * than the sources it is made of (the widget runtime, modules' widget/ and contract/ folders, the SDK). As for
 * dist/web (web-build.ts), a build takes a lock, writes to a directory of its own and is swapped in with renames, so
 * parallel test files share one build.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { buildWidgets, WIDGETS_DIST, WIDGETS_MANIFEST } from "../widgets/build-widgets.js";
import { ROOT, withLock } from "./web-build.js";

const LOCK = join(ROOT, "dist", ".widgets-build.lock");

function isWidgetSource(path: string): boolean {
  const rel = relative(ROOT, path).split(sep).join("/");
  // code only: a README edit does not make the build stale
  if (/(^|\/)(node_modules|test|dist)\//.test(rel) || /\.test\.tsx?$/.test(rel) || !/\.tsx?$/.test(rel)) return false;
  if (rel.startsWith("widgets/") || rel.startsWith("sdk/src/") || rel === "core/widgets/build-widgets.ts") return true;
  return /^modules\/[^/]+\/(widget|contract)\//.test(rel);
}

function newestSourceMs(): number {
  let newest = 0;
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "test") walk(path);
      } else if (isWidgetSource(path)) newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const dir of ["widgets", "modules", "sdk/src", "core/widgets"]) walk(join(ROOT, dir));
  return newest;
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
    const suffix = randomBytes(4).toString("hex");
    const fresh = join(ROOT, "dist", `.widgets-build-${suffix}`);
    const old = join(ROOT, "dist", `.widgets-old-${suffix}`);
    try {
      await buildWidgets(fresh);
      if (existsSync(WIDGETS_DIST)) await rename(WIDGETS_DIST, old);
      await rename(fresh, WIDGETS_DIST);
    } finally {
      await rm(fresh, { recursive: true, force: true });
      await rm(old, { recursive: true, force: true });
    }
  }, LOCK);
  return WIDGETS_DIST;
}
