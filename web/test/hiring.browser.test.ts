/**
 * Hiring pages in Chromium (issue 15 "Proof"): /hiring (the request form, the list, the admin's settings with the
 * extra fields), a position's page with a candidate (files, stages, notes) and the public application form pass axe
 * (no serious or critical violation) in the light and the dark theme, at desktop width and at 390 px, where they do
 * not scroll sideways. The journey itself (request, approval, application, hire, onboarding) is
 * hiring-journey.browser.test.ts.
 */
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { addSignedInMember, createTestTenant, type TestPerson, type TestTenant } from "../../core/testing/kit.js";
import type { Position } from "../../modules/hiring/contract/index.js";
import { en } from "../../modules/hiring/web/messages/en.js";
import { noSideScroll, openAs, PHONE } from "./support.js";

const THEMES = ["light", "dark"] as const;

describeInBrowser("hiring pages", () => {
  const browser = useBrowserApp("e2e_hiring");
  let tenant: TestTenant;
  let revisor: TestPerson;

  const call = async (person: { token: string }, method: "GET" | "POST" | "PUT", path: string, payload?: object) => {
    const r = await browser().app.inject({
      method,
      url: `/api/companies/${tenant.companyId}${path}`,
      headers: { token: person.token },
      ...(payload ? { payload } : {}),
    });
    if (r.statusCode >= 300) throw new Error(`${method} ${path}: ${r.statusCode} ${r.body}`);
    return r.json();
  };

  beforeAll(async () => {
    const { app } = browser();
    tenant = await createTestTenant(app, { companyName: "Café Ltda" });
    revisor = await addSignedInMember(app, { admin: tenant.admin, levels: ["revisor"] });
    await call(tenant.admin, "PUT", "/hiring/settings", {
      hiringRevisors: [revisor.userId],
      approvalRule: "all",
      extraFieldHiring: [{ type: "select", label: "Work model", options: ["Remote", "On site"] }],
    });
  });

  for (const theme of THEMES)
    test(`the hiring pages and the public form pass axe in the ${theme} theme, at desktop and 390 px`, async () => {
      const { axe, errorsOf } = browser();
      const position = (await call(tenant.admin, "POST", "/positions", {
        name: `Cook ${theme}`,
        reason: "staffIncrease",
        extraFields: { "work-model": "Remote" },
      })) as Position;
      await call(revisor, "POST", `/positions/${position.id}/decision`, { action: "approve" });
      const { publicPath } = await call(tenant.admin, "POST", `/positions/${position.id}/application-form`);
      await call(tenant.admin, "POST", `/positions/${position.id}/candidates`, {
        firstName: "Ana",
        lastName: "Axe",
        email: `ana.${theme}@example.com`,
      });
      for (const [person, path, heading] of [
        [tenant.admin, "/hiring", en["hiring.page.title"]],
        [tenant.admin, `/hiring/positions/${position.id}`, `Cook ${theme}`],
        [null, publicPath as string, `Cook ${theme}`],
      ] as const) {
        const page = await openAs(browser(), person, path, { theme });
        await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
        if (path.startsWith("/hiring/positions")) await page.getByRole("listitem", { name: "Ana Axe" }).waitFor();
        expect(describeViolations(await axe(page)), path).toEqual([]);
        await page.setViewportSize(PHONE);
        await noSideScroll(page);
        expect(describeViolations(await axe(page)), `${path} phone`).toEqual([]);
        if (path.startsWith("/hiring/positions")) {
          // the edit dialog, too
          await page.getByRole("button", { name: en["hiring.position.edit"] }).click();
          await page.getByRole("dialog").waitFor();
          expect(describeViolations(await axe(page)), `${path} edit dialog`).toEqual([]);
        }
        expect(errorsOf(page)).toEqual([]);
        await page.close();
      }
    });
});
