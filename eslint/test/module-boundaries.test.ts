import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import boundaries, { KIT_ENTRIES } from "../module-boundaries.js";
import { lintOne, root } from "./lint-one.js";

/** Lints one import line as if it were written in `file` (relative to the repository root). */
const lint = (file: string, code: string) => lintOne(boundaries, "local/module-boundaries", file, code);

describe("the module-boundaries lint rule", () => {
  it("lets a module import its own parts, another module's contract and the core", () => {
    expect(lint("modules/leave/server/index.ts", 'import { x } from "./leave.service.js";')).toEqual([]);
    expect(lint("modules/leave/server/index.ts", 'import { Worker } from "../../people/contract/index.js";')).toEqual(
      [],
    );
    expect(lint("modules/leave/server/index.ts", 'import { scoped } from "../../../core/tenancy/scoped.js";')).toEqual(
      [],
    );
  });

  it("refuses a module importing another module's server, web or widget code, even for types", () => {
    expect(
      lint("modules/leave/server/index.ts", 'import { workersService } from "../../people/server/workers.service.js";'),
    ).toEqual([
      "modules/leave may not import modules/people/server/: use modules/people/contract, its events or a core service.",
    ]);
    expect(lint("modules/leave/web/index.ts", 'export * from "../../people/web/index.js";')).toHaveLength(1);
    expect(lint("modules/leave/server/a.ts", 'import type { W } from "../../people/server/w.js";')).toHaveLength(1);
    expect(lint("modules/leave/server/a.ts", 'const m = await import("../../people/widget/entry.js");')).toHaveLength(
      1,
    );
  });

  it("refuses browser code importing server code, but allows types and isomorphic files", () => {
    expect(lint("web/app.tsx", 'import { buildApp } from "../core/app.js";')).toEqual([
      "web/app.tsx runs in the browser and may not import server code (core/app.js).",
    ]);
    expect(
      lint("modules/leave/web/page.tsx", 'import { leaveService } from "../server/leave.service.js";'),
    ).toHaveLength(1);
    expect(
      lint("modules/leave/web/page.tsx", 'import { company } from "../../../tenants/company.model.js";'),
    ).toHaveLength(1);
    expect(lint("web/app.tsx", 'import type { AuthState } from "../core/auth/types.js";')).toEqual([]);
    expect(lint("web/app.tsx", 'import { LOCALES } from "../core/i18n/locale.js";')).toEqual([]);
    expect(lint("modules/leave/web/page.tsx", 'import { LeaveRequest } from "../contract/index.js";')).toEqual([]);
    // the browser end-to-end tests run in Node: they start the app
    expect(lint("web/test/home.browser.test.ts", 'import { buildApp } from "../../core/app.js";')).toEqual([]);
  });

  it("keeps widgets to contracts, the SDK and the widget runtime", () => {
    expect(lint("modules/leave/widget/balance.ts", 'import { Balance } from "../contract/index.js";')).toEqual([]);
    expect(
      lint("modules/leave/widget/balance.ts", 'import { createClient } from "../../../sdk/src/index.js";'),
    ).toEqual([]);
    expect(lint("modules/leave/widget/balance.ts", 'import { Page } from "../web/page.js";')).toHaveLength(1);
    expect(lint("widgets/loader.ts", 'import { theme } from "../web/theme.js";')).toHaveLength(1);
  });

  it("lets a module's web code use the web shell only through the kit", () => {
    expect(lint("modules/leave/web/page.tsx", 'import { Button, api } from "@web/kit";')).toEqual([]);
    expect(lint("modules/leave/web/leave.css.ts", 'import { vars } from "@web/kit/css";')).toEqual([]);
    expect(lint("modules/leave/web/test/page.test.tsx", 'import { renderPage } from "@web/kit/testing";')).toEqual([]);
    expect(
      lint("modules/leave/web/page.tsx", 'import { Button } from "../../../web/src/components/Button/index.js";'),
    ).toEqual([
      "modules/leave/web may use the web shell only through @web/kit (or @web/kit/define, /css, /testing), not web/src/components/Button/index.js.",
    ]);
    expect(lint("modules/leave/web/index.ts", 'import type { WebPage } from "../../../web/modules.js";')).toHaveLength(
      1,
    );
    expect(
      lint("modules/leave/web/page.tsx", 'import { messageFor } from "../../../core/errors/catalogue.js";'),
    ).toHaveLength(1);
    // the test helpers bring msw and testing-library: tests only
    expect(lint("modules/leave/web/page.tsx", 'import { renderPage } from "@web/kit/testing";')).toEqual([
      "@web/kit/testing is for tests (msw, testing-library), not app code such as modules/leave/web/page.tsx.",
    ]);
    // the shell itself and the registry are not modules' web code
    expect(lint("web/src/pages/Home/index.tsx", 'import { Page } from "../../components/Page/index.js";')).toEqual([]);
    expect(lint("modules/web.ts", 'import type { WebModuleDefinition } from "../web/modules.js";')).toEqual([]);
  });

  it("resolves the kit's entries through tsconfig.json's paths (the ones Vite and Vitest use)", () => {
    const tsconfig = JSON.parse(readFileSync(join(root, "tsconfig.json"), "utf8")) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const aliases = Object.keys(tsconfig.compilerOptions.paths);
    expect(aliases.filter((alias) => alias.startsWith("@web/")).sort()).toEqual([...KIT_ENTRIES].sort());
    // the SDK's package names, for its examples (sdk/examples), point into sdk/src only
    for (const alias of aliases.filter((a) => !a.startsWith("@web/"))) {
      expect(alias).toMatch(/^@workforce-platform\/sdk(\/|$)/);
      expect(tsconfig.compilerOptions.paths[alias]!.every((target) => target.startsWith("./sdk/src/"))).toBe(true);
    }
    // a widget may not reach the web shell through the alias either
    expect(lint("modules/leave/widget/balance.ts", 'import { Button } from "@web/kit";')).toHaveLength(1);
  });
});
