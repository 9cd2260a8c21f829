import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type ESLint, Linter } from "eslint";
import tseslint from "typescript-eslint";

/** The repository root the rules are given (`{ root }`), as eslint.config.js gives it. */
export const root = fileURLToPath(new URL("../..", import.meta.url));
const linter = new Linter({ configType: "flat" });

/**
 * Lints some code as if it were written in `file` (relative to the repository root) with one rule of a local
 * plugin, and returns the messages.
 */
export function lintOne(plugin: ESLint.Plugin, rule: string, file: string, code: string): string[] {
  const [prefix] = rule.split("/");
  return linter
    .verify(
      code,
      [
        {
          files: ["**/*.ts", "**/*.tsx"],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { [prefix!]: plugin },
          rules: { [rule]: ["error", { root }] },
        },
      ],
      { filename: join(root, file) },
    )
    .map((m) => m.message);
}
