import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { namesOf, refusalOf, renamed, SERVER_MARKER, withServerLine } from "../module-new.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const run = promisify(execFile);

describe("module:new names", () => {
  it("spells an id the ways code needs it", () => {
    expect(namesOf("time-off")).toEqual({
      id: "time-off",
      camel: "timeOff",
      pascal: "TimeOff",
      upper: "TIME_OFF",
      snake: "time_off",
      title: "Time off",
    });
  });

  it("renames the template's ids, names, codes, prefixes, collections and message ids, and nothing else", () => {
    const source = [
      'export const exampleModule = defineModule({ id: "example", contract: exampleContract });',
      'throw new AppError("EXAMPLE_NOTE_TITLE_TAKEN"); defineTenantModel("ExampleNote", {}, { collection: "example_notes" });',
      'permission "example.note.read", route "/example/notes", message "example.notes.title", modules/example/README.md',
      "/** @example defineModule(...) */ ana@example.com",
    ].join("\n");
    expect(renamed(source, "time-off")).toBe(
      [
        'export const timeOffModule = defineModule({ id: "time-off", contract: timeOffContract });',
        'throw new AppError("TIME_OFF_NOTE_TITLE_TAKEN"); defineTenantModel("TimeOffNote", {}, { collection: "time_off_notes" });',
        'permission "time-off.note.read", route "/time-off/notes", message "time-off.notes.title", modules/time-off/README.md',
        "/** @example defineModule(...) */ ana@example.com",
      ].join("\n"),
    );
  });

  it("refuses ids that are not kebab-case, reserved or taken, saying why", () => {
    expect(refusalOf(undefined, ROOT)).toMatch(/npm run module:new <id>/);
    for (const bad of ["Time-Off", "time_off", "1st", "-x", "x-", "a--b", "x".repeat(41)])
      expect(refusalOf(bad, ROOT), bad).toMatch(/is not a module id: use lowercase letters/);
    expect(refusalOf("example", ROOT)).toMatch(/reserved/);
    expect(refusalOf("audit", ROOT)).toMatch(/reserved/);
    expect(refusalOf("people", ROOT)).toBe("modules/people already exists: choose another id");
    expect(refusalOf("time-off", ROOT)).toBeNull();
  });

  it("adds exactly one line to the server registry, above the marker", () => {
    const source = `export const productModules = [\n  peopleModule,\n  ${SERVER_MARKER}\n];\n`;
    const out = withServerLine(source, "time-off");
    expect(out.split("\n")).toHaveLength(source.split("\n").length + 1);
    expect(out).toContain(`  (await import("./time-off/server/index.js")).timeOffModule,\n  ${SERVER_MARKER}`);
    expect(() => withServerLine("export const productModules = [];\n", "x")).toThrow(/no "\/\/ module:new/);
  });
});

/**
 * The whole path a newcomer takes, in a temporary copy of the repository (what the app and the tests need, with
 * node_modules linked): `npm run module:new`, then the app booted with the product's registry, now holding the new
 * module, and the route sweeps over its routes.
 */
describe("module:new in a copy of the repository", () => {
  const ID = "expense-notes";
  let copy: string;

  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), "module-new-"));
    const skip = /(^|\/)(node_modules|dist|data|test-artifacts|\.git)(\/|$)/;
    for (const entry of [
      "core",
      "modules",
      "tenants",
      "sdk",
      "web",
      "scripts",
      "package.json",
      "tsconfig.json",
      "vite.config.ts",
      ".prettierrc.json",
      ".prettierignore",
    ])
      await cp(join(ROOT, entry), join(copy, entry), {
        recursive: true,
        filter: (source) => !skip.test(source.slice(ROOT.length)),
      });
    await symlink(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
  });
  afterAll(async () => {
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  const moduleNew = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "scripts/module-new.ts", ...args], { cwd: copy }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it("scaffolds a module that boots with the app and passes the route sweeps", async () => {
    const serverBefore = await readFile(join(copy, "modules", "server.ts"), "utf8");

    // refused: exit code 2, a message, nothing written
    for (const [id, message] of [
      ["Expense Notes", /"Expense Notes" is not a module id/],
      ["people", /modules\/people already exists/],
      ["example", /reserved/],
    ] as const) {
      const refused = await moduleNew(id);
      expect(refused.code, id).toBe(2);
      expect(refused.stderr).toMatch(message);
    }
    expect(await readFile(join(copy, "modules", "server.ts"), "utf8")).toBe(serverBefore);

    const done = await moduleNew(ID);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/npm run sdk:generate/);

    // one line outside the module's folder
    const serverAfter = await readFile(join(copy, "modules", "server.ts"), "utf8");
    const added = serverAfter.split("\n").filter((line) => !serverBefore.split("\n").includes(line));
    expect(added).toEqual([`  (await import("./${ID}/server/index.js")).expenseNotesModule,`]);
    expect(serverAfter.split("\n")).toHaveLength(serverBefore.split("\n").length + 1);
    expect(await readFile(join(copy, "modules", "web.ts"), "utf8")).toBe(
      await readFile(join(ROOT, "modules", "web.ts"), "utf8"),
    );

    // the template's names are all gone from the copy, and no staging folder is left behind
    const files = (await readdir(join(copy, "modules", ID), { recursive: true, withFileTypes: true })).filter((f) =>
      f.isFile(),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = await readFile(join(file.parentPath, file.name), "utf8");
      expect(text.match(/(?<!@)\bexample(?!\.com)|EXAMPLE|Example/gi), file.name).toBeNull();
    }
    expect((await readdir(join(copy, "modules"))).filter((name) => name.startsWith("."))).toEqual([]);
    expect(await readFile(join(copy, "modules", ID, "README.md"), "utf8")).toMatch(/^# Expense notes module/);

    const sweep = await run(process.execPath, ["--import", "tsx", "scripts/test/sweep-module.ts", ID], {
      cwd: copy,
      env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent" },
    });
    const result = JSON.parse(sweep.stdout.trim().split("\n").at(-1)!) as {
      routes: string[];
      checks: number;
      failures: string[];
      openapi: { paths: string[]; codes: string[] };
    };
    expect(result.routes).toEqual([
      `GET /api/companies/:companyId/${ID}/notes`,
      `POST /api/companies/:companyId/${ID}/notes`,
      `GET /api/companies/:companyId/${ID}/notes/:noteId`,
      `DELETE /api/companies/:companyId/${ID}/notes/:noteId`,
    ]);
    expect(result.failures).toEqual([]);
    expect(result.checks).toBeGreaterThan(20);
    // `npm run sdk:generate` will give the SDK the module's routes and its own error code
    expect(result.openapi).toEqual({
      paths: [`/api/companies/{companyId}/${ID}/notes`, `/api/companies/{companyId}/${ID}/notes/{noteId}`],
      codes: expect.arrayContaining(["EXPENSE_NOTES_NOTE_TITLE_TAKEN", "EXPENSE_NOTES_NOTE_BODIES_OFF"]),
    });
    expect(result.openapi.codes).toHaveLength(2);
    // two child processes (the scaffold with its formatting, then an app booting the copy): over a minute when busy
  }, 240_000);
});
