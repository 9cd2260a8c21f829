import { describe, expect, it } from "vitest";
import kernelCollections from "../kernel-collections.js";
import { lintOne } from "./lint-one.js";

const lint = (file: string, code: string) => lintOne(kernelCollections, "kernel/no-kernel-collections", file, code);

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
