import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { exampleWeb } from "../../../modules/example/web/index.js";
import { webModules } from "../../../modules/web.js";
import { LOCALES, type Locale } from "./locales.js";
import { en } from "./messages/en.js";
import { es } from "./messages/es.js";
import { ptBR } from "./messages/pt-BR.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SHELL: Record<Locale, Record<string, string>> = { en, "pt-BR": ptBR, es };

/** The placeholders of an ICU message (`{name}`, `{count, plural, ...}`): translations must keep them. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

/** Each locale against English: the same keys, nothing empty, the same placeholders. */
function compare(english: Record<string, string>, other: Record<string, string>) {
  const englishKeys = Object.keys(english).sort();
  const keys = Object.keys(other).sort();
  return {
    missing: englishKeys.filter((k) => !(k in other)),
    extra: keys.filter((k) => !(k in english)),
    empty: keys.filter((k) => !other[k]?.trim()),
    placeholders: englishKeys
      .filter((k) => k in other && placeholders(english[k]!).join() !== placeholders(other[k]!).join())
      .map((k) => `${k}: ${english[k]} / ${other[k]}`),
  };
}
const clean = { missing: [], extra: [], empty: [], placeholders: [] };

// the template (modules/example) is not in the registry, but its web part is checked like the product's
const MODULES = [...webModules, exampleWeb];

describe("shell messages", () => {
  for (const locale of LOCALES) {
    it(`${locale} has exactly the English keys, none empty, with the same placeholders`, () => {
      expect(compare(en, SHELL[locale])).toEqual(clean);
    });
  }
});

describe("web module messages", () => {
  for (const mod of MODULES) {
    it(`${mod.id}: every locale has exactly the English keys, none empty, namespaced by the module id`, async () => {
      if (!mod.messages) return;
      const english = await mod.messages("en");
      expect(Object.keys(english).filter((k) => !k.startsWith(`${mod.id}.`))).toEqual([]);
      for (const locale of LOCALES) expect(compare(english, await mod.messages(locale)), locale).toEqual(clean);
    });
  }
});

/** The app's source files that may show messages: the shell and every module's web part (tests excluded). */
function sourceFiles(): string[] {
  const dirs = [join(ROOT, "web/src")];
  for (const entry of readdirSync(join(ROOT, "modules"), { withFileTypes: true })) {
    if (entry.isDirectory()) dirs.push(join(ROOT, "modules", entry.name, "web"));
  }
  return dirs.flatMap((dir) => {
    try {
      return readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(".css.ts"))
        .map((f) => join(dir, f));
    } catch {
      return []; // a module without a web part
    }
  });
}

/**
 * The message ids a source file names: `formatMessage({ id: ... })`, `<FormattedMessage id=... />`, calls of a
 * file's `t` shorthand for formatMessage (`const t = (id) => intl.formatMessage({ id: \`people.workers.${id}\` })`,
 * resolved through its template), and navigation labels (`label: "nav.home"`). A plain string is an id; a template
 * literal (`level.${level}`) is a pattern some id must match; a conditional names both its strings.
 */
function idsIn(source: string): { ids: string[]; patterns: string[] } {
  const expressions = [
    ...[...source.matchAll(/formatMessage\(\s*\{\s*id:\s*(`[^`]*`|[^,}]+)/g)].map((m) => m[1]!),
    ...[...source.matchAll(/<FormattedMessage[^>]*?\bid=(\{`[^`]*`\}|\{[^}]+\}|"[^"]*")/g)].map((m) => m[1]!),
    ...[...source.matchAll(/\blabel:\s*"([a-z][\w-]*(?:\.[\w-]+)+)"/g)].map((m) => `"${m[1]!}"`),
  ];
  // the shorthand: its first parameter goes into the id template (`${id}` alone when the id is passed through)
  const shorthand =
    /const t = \(\s*(\w+)[^)]*\)(?:\s*:\s*\w+)?\s*=>\s*intl\.formatMessage\(\s*\{\s*id(?:\s*:\s*(`[^`]*`|\w+))?\s*\}/.exec(
      source,
    );
  if (shorthand) {
    const param = shorthand[1]!;
    const template = (shorthand[2] ?? param).startsWith("`")
      ? shorthand[2]!.slice(1, -1)
      : `\${${shorthand[2] ?? param}}`;
    for (const call of source.matchAll(/(?<![\w.])t\(\s*(`[^`]*`|[^(),`]+)/g)) {
      const argument = call[1]!.trim();
      const parts = argument.startsWith("`") ? [argument.slice(1, -1)] : literalsOf(argument);
      for (const part of parts) expressions.push("`" + template.replace(`\${${param}}`, part) + "`");
    }
  } else {
    // the kit's helper: `const t = useT("people.workers")` formats `people.workers.${id}`; a file may declare several
    // (`const common = useT("analytics")` beside `t`), and each call belongs to the nearest declaration of its name
    // before it (the component it is in)
    const declarations = [...source.matchAll(/const (\w+) = useT\(\s*"([^"]+)"\s*\)/g)].map((m) => ({
      name: m[1]!,
      prefix: m[2]!,
      at: m.index,
    }));
    for (const name of new Set(declarations.map((d) => d.name))) {
      const calls = new RegExp(`(?<![\\w.])${name}\\(\\s*(\`[^\`]*\`|[^(),\`]+)`, "g");
      for (const call of source.matchAll(calls)) {
        const declared = declarations.filter((d) => d.name === name && d.at < call.index).pop();
        if (!declared) continue;
        const argument = call[1]!.trim();
        const parts = argument.startsWith("`") ? [argument.slice(1, -1)] : literalsOf(argument);
        for (const part of parts) expressions.push("`" + `${declared.prefix}.${part}` + "`");
      }
    }
  }
  const ids: string[] = [];
  const patterns: string[] = [];
  for (const expression of expressions) {
    const template = /`([^`]*)`/.exec(expression);
    if (template) {
      if (template[1]!.includes("${")) patterns.push(template[1]!);
      else ids.push(template[1]!);
      continue;
    }
    ids.push(...literalsOf(expression));
  }
  return { ids, patterns };
}

/** The strings an id expression can give: a literal, or the branches of a conditional (not what it compares). */
function literalsOf(expression: string): string[] {
  const branches = expression.includes("?") ? expression.slice(expression.indexOf("?") + 1) : expression;
  return [...branches.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

const asRegExp = (pattern: string) =>
  new RegExp(
    "^" +
      pattern
        .split(/\$\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join(".+") +
      "$",
  );

describe("message ids used in the source", () => {
  it("every id the shell and the modules' web parts use exists in English", async () => {
    const english = new Set(Object.keys(en));
    for (const mod of MODULES) for (const key of Object.keys((await mod.messages?.("en")) ?? {})) english.add(key);
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(10);
    const unknown: string[] = [];
    let seen = 0;
    for (const file of files) {
      const { ids, patterns } = idsIn(readFileSync(file, "utf8"));
      seen += ids.length + patterns.length;
      const where = relative(ROOT, file);
      for (const id of ids) if (!english.has(id)) unknown.push(`${where}: ${id}`);
      for (const pattern of patterns) {
        const re = asRegExp(pattern);
        if (![...english].some((k) => re.test(k))) unknown.push(`${where}: \`${pattern}\``);
      }
    }
    // the scan does find ids (a regex gone wrong would pass trivially)
    expect(seen).toBeGreaterThan(100);
    expect(unknown).toEqual([]);
  });

  it("the scan recognises each way of naming a message", () => {
    const found = idsIn(`
      intl.formatMessage({ id: "a.one" });
      intl.formatMessage({ id: open ? "a.two" : "a.three" }, { n: 1 });
      intl.formatMessage({ id: \`level.\${level}\` });
      <FormattedMessage id="a.four" />
      <FormattedMessage id={"a.five"} values={{}} />
      const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
      t("a.six"); t(\`signup.culture.\${id}Hint\`); format("not.this");
      intl.formatMessage({ id: mode === "edit" ? "a.seven" : "a.eight" }); t(done ? "a.nine" : "a.ten");
      { path: "/", label: "nav.home", order: 0 }
    `);
    expect(found.ids.sort()).toEqual([
      "a.eight",
      "a.five",
      "a.four",
      "a.nine",
      "a.one",
      "a.seven",
      "a.six",
      "a.ten",
      "a.three",
      "a.two",
      "nav.home",
    ]);
    expect(found.patterns).toEqual(["level.${level}", "signup.culture.${id}Hint"]);
    const prefixed = idsIn(`
      const t = (key: string) =>
        intl.formatMessage({ id: \`people.workers.\${key}\` });
      t("column.name"); t(\`status.\${s}\`);
    `);
    expect(prefixed.ids).toEqual(["people.workers.column.name"]);
    expect(prefixed.patterns).toEqual(["people.workers.${key}", "people.workers.status.${s}"]);
    expect(asRegExp("signup.culture.${id}Hint").test("signup.culture.flexibleHint")).toBe(true);
    expect(asRegExp("signup.culture.${id}Hint").test("signup.culture.flexible")).toBe(false);
  });

  it("the scan reads the kit's useT(prefix) shorthand", () => {
    const found = idsIn(`
      const t = useT("leave.types");
      t("general"); t(\`title.\${lang}\`); t(open ? "a" : "b");
    `);
    expect(found.ids.sort()).toEqual(["leave.types.a", "leave.types.b", "leave.types.general"]);
    expect(found.patterns).toEqual(["leave.types.title.${lang}"]);
  });

  it("the scan gives each useT call the prefix of the nearest declaration of its name", () => {
    const found = idsIn(`
      function A() { const t = useT("analytics.growth"); const common = useT("analytics"); t("headcount"); common("export"); }
      function B() { const t = useT("analytics.diversity"); t("title"); }
    `);
    expect(found.ids.sort()).toEqual(["analytics.diversity.title", "analytics.export", "analytics.growth.headcount"]);
  });
});
