// @ts-check
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Module boundaries (ARCHITECTURE "A module", STYLE "Avoid" 1 and 4):
 * - a module imports another module only through its `contract/` (or events,
 *   or a service the core exposes), never its `server/`, `web/` or `widget/`;
 * - code that runs in the browser (web/ but its end-to-end tests in web/test/,
 *   widgets/, modules/<m>/web/, modules/<m>/widget/) never imports server code (core/, tenants/,
 *   modules/<m>/server/); type-only imports are allowed, they leave no code;
 * - widgets import only contracts, the SDK and the widget runtime;
 * - a module's web code uses the web shell only through the kit (`@web/kit`; `@web/kit/define` for its definition,
 *   `@web/kit/css` for vanilla-extract files, `@web/kit/testing` for tests), never a deep path into web/, and reaches the isomorphic core (the error
 *   catalogue) through the kit too, so it can move without touching modules.
 * The registries modules/server.ts and modules/web.ts are where modules are
 * assembled, so they may import module entry points.
 */

/** Isomorphic files of core that browser code may import. */
const ISOMORPHIC_CORE = [
  "core/i18n/",
  "core/dates/",
  "core/errors/catalogue.",
  "core/modules/contract.",
  "core/realtime/types.",
  "core/realtime/topics.",
  "core/lists/schemas.",
];

/** The kit's entries (ARCHITECTURE "A module"; web/README "The kit"). */
export const KIT_ENTRIES = ["@web/kit", "@web/kit/css", "@web/kit/define", "@web/kit/testing"];

/**
 * The path aliases of tsconfig.json (`compilerOptions.paths`, also what Vite and Vitest resolve): alias -> file,
 * relative to the root. Read once per root.
 * @type {Map<string, Record<string, string>>}
 */
const aliasCache = new Map();
/** @param {string} root */
function aliasesOf(root) {
  let aliases = aliasCache.get(root);
  if (!aliases) {
    aliases = {};
    try {
      const tsconfig = JSON.parse(readFileSync(path.join(root, "tsconfig.json"), "utf8"));
      const paths = /** @type {Record<string, string[]>} */ (tsconfig.compilerOptions?.paths ?? {});
      for (const [alias, targets] of Object.entries(paths)) if (targets[0]) aliases[alias] = targets[0];
    } catch {
      // no tsconfig: no aliases
    }
    aliasCache.set(root, aliases);
  }
  return aliases;
}

/**
 * @param {string} root
 * @param {string} file absolute path
 */
function classify(root, file) {
  const rel = path.relative(root, file).split(path.sep).join("/");
  if (rel.startsWith("..")) return { rel, area: "outside" };
  const m = /^modules\/([^/]+)\/([^/]+)/.exec(rel);
  if (m) {
    const part = m[2].replace(/\.[cm]?[jt]sx?$/, "");
    return { rel, area: "module", module: m[1], part };
  }
  if (rel === "modules/server.ts" || rel === "modules/web.ts") return { rel, area: "registry" };
  const top = rel.split("/")[0];
  return { rel, area: top };
}

/**
 * web/test/ holds the browser end-to-end tests: they run in Node (the app, a database and Chromium), not in the
 * browser.
 * @param {{ area: string; part?: string; rel: string }} c
 */
const isBrowserCode = (c) =>
  (c.area === "web" && !c.rel.startsWith("web/test/")) ||
  c.area === "widgets" ||
  (c.area === "module" && (c.part === "web" || c.part === "widget"));
/** @param {{ area: string; part?: string; rel: string }} c */
const isServerCode = (c) =>
  (c.area === "core" && !ISOMORPHIC_CORE.some((p) => c.rel.startsWith(p))) ||
  c.area === "tenants" ||
  (c.area === "module" && c.part === "server") ||
  c.rel === "modules/server.ts";

/** @type {import("eslint").Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Modules talk through contracts; browser code never imports server code." },
    messages: {
      otherModule:
        "modules/{{from}} may not import modules/{{to}}/{{part}}/: use modules/{{to}}/contract, its events or a core service.",
      serverInBrowser: "{{file}} runs in the browser and may not import server code ({{target}}).",
      deepWebImport:
        "modules/{{from}}/web may use the web shell only through @web/kit (or @web/kit/define, /css, /testing), not {{target}}.",
      testingInApp: "@web/kit/testing is for tests (msw, testing-library), not app code such as {{file}}.",
      widgetImport: "Widgets import only contracts, the SDK and the widget runtime, not {{target}}.",
    },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
  },
  create(context) {
    const root = /** @type {{ root?: string }} */ (context.options[0] ?? {}).root ?? context.cwd;
    const filename = context.filename;
    const from = classify(root, filename);

    /** @param {import("estree").Node & { source?: any; importKind?: string; exportKind?: string }} node */
    function check(node) {
      const source = node.source;
      if (!source || typeof source.value !== "string") return;
      const alias = aliasesOf(root)[source.value];
      if (!source.value.startsWith(".") && !alias) return;
      const typeOnly = node.importKind === "type" || node.exportKind === "type";
      const to = classify(root, alias ? path.resolve(root, alias) : path.resolve(path.dirname(filename), source.value));
      if (source.value === "@web/kit/testing" && !/(^|\/)test\/|\.test\.tsx?$/.test(from.rel)) {
        context.report({ node, messageId: "testingInApp", data: { file: from.rel } });
        return;
      }
      // the kit is the shell's public face for modules; anything else in web/, or the catalogue, goes through it
      if (
        from.area === "module" &&
        from.part === "web" &&
        !alias &&
        (to.area === "web" || to.rel.startsWith("core/errors/catalogue."))
      ) {
        context.report({
          node,
          messageId: "deepWebImport",
          data: { from: /** @type {string} */ (from.module), target: to.rel },
        });
        return;
      }
      if (
        from.area === "module" &&
        to.area === "module" &&
        to.module !== from.module &&
        ["server", "web", "widget", "test"].includes(/** @type {string} */ (to.part))
      ) {
        context.report({
          node,
          messageId: "otherModule",
          data: {
            from: /** @type {string} */ (from.module),
            to: /** @type {string} */ (to.module),
            part: /** @type {string} */ (to.part),
          },
        });
        return;
      }
      if (typeOnly) return;
      const widget = from.area === "widgets" || (from.area === "module" && from.part === "widget");
      if (
        widget &&
        !(
          to.area === "sdk" ||
          to.area === "widgets" ||
          (to.area === "module" && (to.part === "contract" || to.part === "widget"))
        )
      ) {
        context.report({ node, messageId: "widgetImport", data: { target: to.rel } });
        return;
      }
      if (isBrowserCode(from) && isServerCode(to))
        context.report({ node, messageId: "serverInBrowser", data: { file: from.rel, target: to.rel } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { "module-boundaries": moduleBoundaries } };
