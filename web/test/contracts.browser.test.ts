/**
 * Issue 18, contracts and version notes: the founder publishes new terms on /contract and a company admin entering the
 * app is asked to accept them (a modal dialog; "Later" lets them work and the dialog comes back on the next visit; a
 * requester is never asked), accepts, and /contract shows who and when; the founder publishes a version note on
 * /app-versions and an admin page already open shows it live in the new-version banner, whose Update reloads.
 * Phone width and axe in light and dark on the dialog.
 */
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { UserModel } from "../../core/auth/users.model.js";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, signup, type SignedUp, type TestTenant } from "../../core/testing/kit.js";
import { CompanyModel } from "../../tenants/company.model.js";
import { en } from "../src/i18n/messages/en.js";
import { noSideScroll, openAs } from "./support.js";

describeInBrowser("contracts and version notes", () => {
  const browser = useBrowserApp("e2e_contracts");
  let founder: SignedUp;
  let tenant: TestTenant;

  beforeAll(async () => {
    const { app } = browser();
    tenant = await createTestTenant(app, { companyName: "Terms Bakery" });
    founder = await signup(app, { companyName: "Founder Signup Co" });
    await UserModel.updateOne({ _id: founder.userId }, { $set: { isFounder: true, memberships: [] } });
    await CompanyModel.updateOne({ _id: founder.companyId }, { $set: { deletedAt: new Date() } });
  });

  const promptOf = (page: Page) => page.getByRole("dialog", { name: en["contract.prompt.title"] });
  const homeLink = (page: Page) =>
    page.getByRole("navigation", { name: en["nav.main"] }).getByRole("link", { name: en["nav.home"] });

  test("new terms: the admin is asked on entering, may put it off, accepts; /contract shows who and when", async () => {
    const harness = browser();
    const founderPage = await openAs(harness, founder, "/contract");
    await founderPage.getByRole("heading", { level: 1, name: en["founder.contract.title"] }).waitFor();
    const english = founderPage.getByRole("textbox", { name: "Terms in English" });
    await english.fill(
      `${await english.inputValue()}\n\n6. Support\nThe platform answers support requests within two business days.`,
    );
    await founderPage.getByRole("button", { name: "Publish version 2" }).click();
    await founderPage.getByText(/^Version 2, published on/).waitFor();
    await founderPage.getByRole("heading", { name: "6. Support" }).waitFor();
    const row = founderPage.getByRole("row").filter({ hasText: "Terms Bakery" });
    await expect.poll(() => row.innerText()).toContain("Must accept version 2");
    await founderPage.close();

    // a requester is never asked
    const requester = await openAs(harness, await tenant.loginAs("requester"), "/");
    await homeLink(requester).waitFor();
    await requester.waitForLoadState("networkidle");
    expect(await promptOf(requester).count()).toBe(0);
    await requester.close();

    // the admin, on a phone in the dark: the dialog fits, passes axe, and "Later" lets them work
    const phone = await openAs(harness, tenant.admin, "/", { phone: true, theme: "dark" });
    await promptOf(phone).waitFor();
    await promptOf(phone).getByRole("heading", { name: "6. Support" }).waitFor();
    await noSideScroll(phone);
    expect(describeViolations(await harness.axe(phone)), "dialog, dark, 390 px").toEqual([]);
    await harness.screenshot(phone, "contract-prompt-390-dark");
    await phone.getByRole("button", { name: en["contract.prompt.later"] }).click();
    await expect.poll(() => promptOf(phone).count()).toBe(0);
    // the next visit asks again
    await phone.reload();
    await promptOf(phone).waitFor();
    await phone.close();

    const page = await openAs(harness, tenant.admin, "/", { theme: "light" });
    await promptOf(page).waitFor();
    expect(describeViolations(await harness.axe(page)), "dialog, light").toEqual([]);
    await page.getByRole("button", { name: en["contract.prompt.accept"] }).click();
    await expect.poll(() => promptOf(page).count()).toBe(0);
    await page
      .getByRole("navigation", { name: en["nav.main"] })
      .getByRole("link", { name: en["nav.contract"] })
      .click();
    await page.getByRole("heading", { level: 1, name: en["contract.title"] }).waitFor();
    await page.getByText(/accepted version 2 on .*; Ana Admin accepted it\./).waitFor();
    const history = page.getByRole("grid", { name: en["contract.history"] });
    await history.getByRole("row").filter({ hasText: "Ana Admin" }).waitFor();
    await history.getByRole("row").filter({ hasText: en["contract.signup"] }).waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: en["contract.title"] }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await promptOf(page).count()).toBe(0);
    await page.close();
  });

  test("a version note reaches an open admin page live, and Update reloads it", async () => {
    const harness = browser();
    const admin = await openAs(harness, tenant.admin, "/");
    await homeLink(admin).waitFor();
    const banner = admin.getByRole("status").filter({ hasText: "Version 2026.12 is out:" });
    expect(await banner.count()).toBe(0);

    const founderPage = await openAs(harness, founder, "/app-versions");
    await founderPage.getByRole("heading", { level: 1, name: en["founder.versions.title"] }).waitFor();
    await founderPage.getByRole("textbox", { name: en["founder.versions.label"] }).fill("2026.12");
    await founderPage.getByRole("textbox", { name: en["founder.versions.notes"] }).fill("Terms to accept in the app.");
    await founderPage.getByRole("button", { name: en["founder.versions.publish"] }).click();
    await founderPage.getByRole("heading", { level: 3, name: "2026.12" }).waitFor();
    await founderPage.close();

    await banner.waitFor();
    await harness.signIn(tenant.admin);
    expect(await banner.innerText()).toContain("Terms to accept in the app.");
    // Update reloads the page: a mark left on the old document is gone on the new one
    await admin.evaluate(() => ((window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true));
    await banner.getByRole("button", { name: en["banner.update"] }).click();
    await admin.waitForFunction(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate !== true);
    await homeLink(admin).waitFor();
    expect(await banner.count()).toBe(0);
    await admin.close();
  });
});
