/**
 * Issue 18, impersonation for support: the founder opens a company on the founder home (modules and last activity
 * columns), views it as its admin, sees the read-only banner and the company's data, a save is refused with the
 * server's message, and ending the view returns to the founder home; the company's admin reads both entries in the
 * company's audit log. The new parts at 390 px and through axe in light and dark.
 */
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { FOUNDER_COOKIE, SESSION_COOKIE } from "../../core/auth/session-cookie.js";
import { UserModel } from "../../core/auth/users.model.js";
import { messageFor } from "../../core/errors/catalogue.js";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, signup, type SignedUp, type TestTenant } from "../../core/testing/kit.js";
import { en as structureEn } from "../../modules/people/web/structure/messages/en.js";
import { CompanyModel } from "../../tenants/company.model.js";
import { en } from "../src/i18n/messages/en.js";
import { noSideScroll, PHONE } from "./support.js";

describeInBrowser("impersonation for support", () => {
  const browser = useBrowserApp("e2e_impersonation");
  let founder: SignedUp;
  let alpha: TestTenant;

  beforeAll(async () => {
    const { app } = browser();
    alpha = await createTestTenant(app, { companyName: "Impersonated Foods" });
    // the admin used the app: the company's last activity
    await app.inject({ method: "GET", url: "/api/auth/session", headers: { token: alpha.admin.token } });
    founder = await signup(app, { companyName: "Founder Own Co" });
    await UserModel.updateOne({ _id: founder.userId }, { $set: { isFounder: true, memberships: [] } });
    await CompanyModel.updateOne({ _id: founder.companyId }, { $set: { deletedAt: new Date() } });
  });

  const banner = (page: Page, admin: string) =>
    page.getByRole("status").filter({
      hasText: en["impersonation.banner"].replace("{company}", "Impersonated Foods").replace("{admin}", admin),
    });

  async function axeClean(page: Page, what: string) {
    const { axe } = browser();
    for (const theme of ["light", "dark"] as const) {
      // the theme follows the system's until the person chooses one (web/src/theme/theme.ts)
      await page.emulateMedia({ colorScheme: theme });
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      expect(describeViolations(await axe(page)), `${what} ${theme}`).toEqual([]);
    }
  }

  test("the founder views a company as its admin, read-only, and comes back; its admin reads the audit entries", async () => {
    const { app, signIn, newPage, url, screenshot, errorsOf } = browser();
    await signIn(founder);
    const page = await newPage();
    await page.setViewportSize(PHONE);
    await page.goto(url("/"));
    await page.getByRole("heading", { level: 1, name: en["founder.home.title"] }).waitFor();
    const row = page.getByRole("row").filter({ hasText: "Impersonated Foods" });
    await row.waitFor();
    // the modules and last activity columns
    await expect.poll(() => row.innerText()).toMatch(/\d+ of \d+ on/);
    expect(await row.innerText()).not.toContain(en["founder.company.noActivity"]);
    await noSideScroll(page);
    await axeClean(page, "founder home (phone)");

    await row
      .getByRole("button", { name: en["founder.viewAs.open"].replace("{company}", "Impersonated Foods") })
      .click();
    const dialog = page.getByRole("dialog");
    const viewAs = dialog.getByRole("button", { name: en["founder.viewAs.as"].replace("{name}", "Ana Admin") });
    await viewAs.waitFor();
    await axeClean(page, "view-as dialog (phone)");
    await screenshot(page, "impersonation-pick-admin");
    await viewAs.click();

    // the whole app as the admin, with the banner on every page
    await banner(page, "Ana Admin").waitFor();
    await noSideScroll(page);
    await page.goto(url("/company-edit"));
    await banner(page, "Ana Admin").waitFor();
    const name = page.getByRole("textbox", { name: structureEn["people.company.edit.name"] });
    await expect.poll(() => name.inputValue()).toBe("Impersonated Foods");
    await noSideScroll(page);
    await axeClean(page, "company settings with the banner (phone)");
    await name.fill("Renamed By Support");
    await page.getByRole("button", { name: en["common.save"] }).click();
    await page.getByText(messageFor("AUTH_IMPERSONATION_READ_ONLY", "en")).first().waitFor();
    await screenshot(page, "impersonation-refused");
    expect((await CompanyModel.findById(alpha.companyId).lean())!.name).toBe("Impersonated Foods");

    // End: back on the founder home with the founder's own session
    await banner(page, "Ana Admin").getByRole("button", { name: en["impersonation.end"] }).click();
    await page.getByRole("heading", { level: 1, name: en["founder.home.title"] }).waitFor();
    expect(await banner(page, "Ana Admin").count()).toBe(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe(founder.token);
    expect(cookies.some((c) => c.name === FOUNDER_COOKIE)).toBe(false);

    // the company's admin reads who viewed the company and when it ended
    const audit = await app.inject({
      method: "GET",
      url: `/api/companies/${alpha.companyId}/audit?action=auth.impersonation`,
      headers: { token: alpha.admin.token },
    });
    expect(audit.json<{ items: Array<{ action: string }> }>().items.map((e) => e.action)).toEqual([
      "auth.impersonation.ended",
      "auth.impersonation.started",
    ]);
    // the refused save is the only failed request
    expect(errorsOf(page).filter((line) => !/403/.test(line))).toEqual([]);
    await page.close();
  });
});
