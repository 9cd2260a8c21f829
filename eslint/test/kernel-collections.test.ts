import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import kernelCollections from "../kernel-collections.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const linter = new Linter({ configType: "flat" });

function lint(file: string, code: string): string[] {
  return linter
    .verify(
      code,
      [
        {
          files: ["**/*.ts", "**/*.tsx"],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { kernel: kernelCollections },
          rules: { "kernel/no-kernel-collections": ["error", { root }] },
        },
      ],
      { filename: join(root, file) },
    )
    .map((m) => m.message);
}

describe("the no-kernel-collections lint rule", () => {
  it("refuses a module importing the users or companies models", () => {
    expect(lint("modules/leave/server/x.ts", 'import { UserModel } from "../../../core/auth/users.model.js";')).toEqual(
      [
        "modules/leave may not query the kernel's collections (core/auth/users.model.js): use ctx.tenant, a kernel service, or a collection of the module's own.",
      ],
    );
    expect(
      lint("modules/people/server/a/b.ts", 'import { CompanyModel } from "../../../../tenants/company.model.js";'),
    ).toHaveLength(1);
  });

  it("allows kernel services, type-only imports, and the kernel itself", () => {
    expect(
      lint("modules/leave/server/x.ts", 'import { findMember } from "../../../core/auth/users.service.js";'),
    ).toEqual([]);
    expect(
      lint("modules/people/server/x.ts", 'import type { CompanyRecord } from "../../../tenants/company.model.js";'),
    ).toEqual([]);
    expect(lint("core/auth/users.service.ts", 'import { UserModel } from "./users.model.js";')).toEqual([]);
  });
});
