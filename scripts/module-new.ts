/**
 * `npm run module:new <id>`: a new module from the living template (modules/example), renamed to `<id>`, and wired
 * in with one line in modules/server.ts. The web side needs no line (modules/web.ts finds `modules/<id>/web/` by its
 * folder). Then `npm run sdk:generate` updates the SDK with the module's routes and error codes.
 *
 * Exit codes: 0 done, 2 a refused id (invalid, reserved or already there), 1 anything else.
 */
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The template's id, as its files spell it. */
const TEMPLATE = "example";
/** Where modules/server.ts takes new modules. */
export const SERVER_MARKER = "// module:new adds new modules above this line";
/** Kebab-case: lowercase letters and digits, words joined by single dashes, starting with a letter. */
const ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_ID_LENGTH = 40;
/** Ids the kernel's own modules use, and names that would read as something else in modules/. */
const RESERVED = new Set([TEMPLATE, "audit", "notifications", "core", "modules", "server", "web", "api", "sdk"]);

/** A refusal the person can fix (exit code 2). */
export class ModuleNewRefused extends Error {}

/** The spellings of a module id in code. @example namesOf("time-off").camel === "timeOff" */
export function namesOf(id: string) {
  const words = id.split("-");
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return {
    id,
    camel: words[0] + words.slice(1).map(cap).join(""),
    pascal: words.map(cap).join(""),
    upper: words.join("_").toUpperCase(),
    snake: words.join("_"),
    title: cap(words.join(" ")),
  };
}

/** Why `id` cannot be a new module's id, or null. */
export function refusalOf(id: string | undefined, root: string): string | null {
  if (!id) return "Give the new module's id: npm run module:new <id>   (e.g. npm run module:new time-off)";
  if (!ID.test(id) || id.length > MAX_ID_LENGTH)
    return (
      `"${id}" is not a module id: use lowercase letters and digits in words joined by single dashes, starting with ` +
      `a letter, at most ${MAX_ID_LENGTH} characters (e.g. time-off, expenses)`
    );
  if (RESERVED.has(id))
    return `"${id}" is reserved (the template, the kernel's modules or a folder name): choose another id`;
  if (existsSync(join(root, "modules", id))) return `modules/${id} already exists: choose another id`;
  return null;
}

/**
 * The template's text renamed: `EXAMPLE_` codes, `example_` collections, `Example` types, `example` + Capital names
 * (`exampleModule`, `exampleContract`, `exampleWeb`) and every other `example` (ids, permission, event and job
 * prefixes, routes, message ids, paths). Not JSDoc's `@example` nor `example.com` addresses.
 */
export function renamed(text: string, id: string): string {
  const n = namesOf(id);
  return text
    .replace(/EXAMPLE_/g, `${n.upper}_`)
    .replace(/(?<![@\w])Example(?=[A-Z]|\b)/g, n.pascal)
    .replace(/(?<![@\w])example_/g, `${n.snake}_`)
    .replace(/(?<![@\w])example(?=[A-Z])/g, n.camel)
    .replace(/(?<![@\w])example(?!\.com\b)(?![a-z])/g, n.id);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Adds the module to modules/server.ts: one line, above the marker. */
export function withServerLine(source: string, id: string): string {
  const at = source.indexOf(SERVER_MARKER);
  if (at < 0) throw new Error(`modules/server.ts has no "${SERVER_MARKER}" line`);
  const lineStart = source.lastIndexOf("\n", at) + 1;
  const indent = source.slice(lineStart, at);
  const line = `${indent}(await import("./${id}/server/index.js")).${namesOf(id).camel}Module,\n`;
  return source.slice(0, lineStart) + line + source.slice(lineStart);
}

/** The README's template paragraph becomes a reminder to say what the module is for. */
function readmeOf(text: string, id: string): string {
  const n = namesOf(id);
  return text
    .replace(/^# .*$/m, `# ${n.title} module (\`${id}\`)`)
    .replace(
      /<!-- template:start -->[\s\S]*?<!-- template:end -->/,
      "TODO: what this module is for, in two or three sentences, with the spec sections and the issue behind it.",
    );
}

async function formatted(path: string, text: string): Promise<string> {
  const prettier = await import("prettier");
  const info = await prettier.getFileInfo(path);
  if (info.ignored || !info.inferredParser) return text;
  const config = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(text, { ...config, filepath: path });
}

/**
 * Copies the template to modules/<id> renamed, then adds its line to modules/server.ts. Either both happen or
 * neither: the copy is made beside the target and renamed into place once complete.
 * @returns the files written, relative to `root`.
 */
export async function scaffoldModule(options: { root: string; id: string }): Promise<string[]> {
  const { root, id } = options;
  const refusal = refusalOf(id, root);
  if (refusal) throw new ModuleNewRefused(refusal);
  const template = join(root, "modules", TEMPLATE);
  const serverPath = join(root, "modules", "server.ts");
  const server = withServerLine(await readFile(serverPath, "utf8"), id);

  const staging = await mkdtemp(join(root, "modules", `.module-new-${id}-`));
  const target = join(root, "modules", id);
  try {
    await cp(template, staging, { recursive: true });
    for (const file of await filesUnder(staging)) {
      const rel = relative(staging, file);
      const text = await readFile(file, "utf8");
      const out = rel === "README.md" ? readmeOf(renamed(text, id), id) : renamed(text, id);
      const renamedRel = renamed(rel, id);
      // a longer id makes longer lines: the copy is formatted as the repository's prettier settings say
      await writeFile(file, await formatted(join(target, renamedRel), out));
      if (renamedRel !== rel) await rename(file, join(staging, renamedRel));
    }
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  try {
    await writeFile(serverPath, server);
  } catch (error) {
    await rm(target, { recursive: true, force: true });
    throw error;
  }
  return (await filesUnder(target)).map((f) => relative(root, f)).sort();
}

async function main(): Promise<void> {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const id = process.argv[2];
  try {
    const files = await scaffoldModule({ root, id: id ?? "" });
    const n = namesOf(id!);
    process.stdout.write(
      [
        `Created modules/${id} from modules/${TEMPLATE} (${files.length} files) and registered ${n.camel}Module in modules/server.ts.`,
        `Its web side (modules/${id}/web) is picked up by modules/web.ts without a line.`,
        "",
        "Next:",
        "  npm run sdk:generate      the SDK learns the module's routes and error codes (commit sdk/openapi.json and",
        "                            sdk/src/generated/api.d.ts)",
        `  npx vitest run modules/${id}`,
        `Then make it yours: rename the notes resource, write modules/${id}/README.md, and see modules/README.md.`,
        "",
      ].join("\n"),
    );
  } catch (error) {
    if (error instanceof ModuleNewRefused) {
      process.stderr.write(`module:new: ${error.message}\n`);
      process.exitCode = 2;
      return;
    }
    process.stderr.write(`module:new: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
