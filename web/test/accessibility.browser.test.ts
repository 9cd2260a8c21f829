/**
 * Issue 4 "Proof": axe-core finds no serious or critical accessibility violation on the login page, the home
 * page, the workers list and a worker's profile, in the light and the dark theme.
 */
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, uniqueEmail, type TestTenant } from "../../core/testing/kit.js";
import { en } from "../src/i18n/messages/en.js";

const THEMES = ["light", "dark"] as const;

describeInBrowser("accessibility (axe-core)", () => {
  const browser = useBrowserApp("e2e_axe");
  let tenant: TestTenant;
  let workerId: string;

  beforeAll(async () => {
    const { app } = browser();
    tenant = await createTestTenant(app, { companyName: "Axe Ltda" });
    const created = await app.inject({
      method: "POST",
      url: `/api/companies/${tenant.companyId}/workers`,
      headers: { token: tenant.admin.token },
      payload: { name: "Wanda", lastName: "Worker", email: uniqueEmail("wanda") },
    });
    if (created.statusCode !== 201) throw new Error(`worker: ${created.statusCode} ${created.body}`);
    workerId = created.json<{ id: string }>().id;
  });

  const pages: { name: string; signedIn: boolean; path: () => string; ready: (page: Page) => Promise<void> }[] = [
    {
      name: "login",
      signedIn: false,
      path: () => "/login",
      ready: (page) => page.getByRole("heading", { name: en["login.title"] }).waitFor(),
    },
    {
      name: "home",
      signedIn: true,
      path: () => "/",
      ready: (page) =>
        page.getByRole("heading", { name: en["home.greeting"].replace("{name}", "Ana Admin") }).waitFor(),
    },
    {
      name: "workers",
      signedIn: true,
      path: () => "/workers",
      ready: (page) => page.getByRole("row").filter({ hasText: "Wanda" }).first().waitFor(),
    },
    {
      name: "worker-profile",
      signedIn: true,
      path: () => `/workers/${workerId}`,
      ready: (page) => page.getByRole("heading", { name: /Wanda/ }).first().waitFor(),
    },
  ];

  test("the check itself finds violations (an image without alt text, a button without a name)", async () => {
    const { newPage, url, axe } = browser();
    const page = await newPage();
    await page.goto(url("/login"));
    await page.getByRole("heading", { name: en["login.title"] }).waitFor();
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      main.insertAdjacentHTML("beforeend", '<img src="/icons/icon-192.png"><button type="button"></button>');
    });
    const ids = (await axe(page)).map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(["image-alt", "button-name"]));
    await page.close();
  });

  for (const target of pages) {
    for (const theme of THEMES) {
      test(`${target.name}, ${theme}`, async () => {
        const { signIn, signOut, newPage, url, axe, screenshot } = browser();
        if (target.signedIn) await signIn(tenant.admin);
        else await signOut();
        const page = await newPage();
        await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), theme);
        await page.goto(url(target.path()));
        await target.ready(page);
        expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
        await screenshot(page, `axe-${target.name}-${theme}`);
        const violations = await axe(page);
        expect(describeViolations(violations)).toEqual([]);
        await page.close();
      });
    }
  }
});
