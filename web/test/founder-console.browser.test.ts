/**
 * Issue 18, the founder console: the founder customises a company on /platform-customization (an unreadable colour
 * is refused before it is sent), changes its colour and switches a module off, and an admin of that company, with
 * the app already open, sees both without reloading: the theme takes the colour, the module's pages leave the
 * navigation. The change is in the company's audit log.
 */
import { beforeAll, expect, test } from "vitest";
import { SESSION_COOKIE } from "../../core/auth/session-cookie.js";
import { UserModel } from "../../core/auth/users.model.js";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, signup, type SignedUp, type TestTenant } from "../../core/testing/kit.js";
import { en as spacesEn } from "../../modules/spaces/web/messages/en.js";
import { CompanyModel } from "../../tenants/company.model.js";
import { en } from "../src/i18n/messages/en.js";
import { pickOption } from "./support.js";

describeInBrowser("founder console: live customisation", () => {
  const browser = useBrowserApp("e2e_founder_console");
  let founder: SignedUp;
  let gamma: TestTenant;

  beforeAll(async () => {
    const { app } = browser();
    gamma = await createTestTenant(app, { companyName: "Gamma Crafts" });
    founder = await signup(app, { companyName: "Console Founder Co" });
    await UserModel.updateOne({ _id: founder.userId }, { $set: { isFounder: true, memberships: [] } });
    await CompanyModel.updateOne({ _id: founder.companyId }, { $set: { deletedAt: new Date() } });
  });

  test("the founder changes a company's colour and switches a module off; its admin sees both live", async () => {
    const { context, origin, signIn, newPage, url, screenshot, axe, app, errorsOf } = browser();
    // one browser profile, two people: the admin's tab on another host name of the same server (cookies are per
    // host), the founder's on the app's own
    const adminOrigin = origin.replace("127.0.0.1", "localhost");
    await context.addCookies([
      { name: SESSION_COOKIE, value: gamma.admin.token, url: adminOrigin, httpOnly: true, sameSite: "Lax" },
    ]);
    await signIn(founder);

    const admin = await newPage();
    await admin.goto(`${adminOrigin}/`);
    const nav = admin.getByRole("navigation", { name: en["nav.main"] });
    await nav.getByRole("link", { name: spacesEn["spaces.nav"] }).waitFor();
    const skipLink = admin.getByRole("link", { name: en["app.skipToContent"] });
    const productPrimary = await skipLink.evaluate((el) => getComputedStyle(el).backgroundColor);
    // a marker that a reload would lose
    await admin.evaluate(() => ((window as unknown as { stillHere?: boolean }).stillHere = true));

    const page = await newPage();
    await page.goto(url("/platform-customization"));
    await page.getByRole("heading", { level: 1, name: en["founder.customization.title"] }).waitFor();
    await pickOption(page, en["founder.changePlan.company"], "Gamma Crafts");
    const color = page.getByRole("textbox", { name: en["founder.customization.color"] });
    await color.waitFor();
    // mid grey: no text reads on it; refused before anything is sent
    await color.fill("#777777");
    await page.getByText(en["founder.customization.colorUnreadable"]).waitFor();
    const save = page.getByRole("button", { name: en["founder.customization.save"] });
    expect(await save.isDisabled()).toBe(true);

    await color.fill("#0a5c36");
    await page.getByTestId("brand-preview").waitFor();
    const modules = page.getByRole("list", {
      name: en["founder.customization.modulesOf"].replace("{company}", "Gamma Crafts"),
    });
    const spaces = modules.getByRole("checkbox", { name: en["founder.module.spaces"] });
    expect(await spaces.isChecked()).toBe(true);
    await spaces.uncheck({ force: true });
    expect(await spaces.isChecked()).toBe(false);
    await screenshot(page, "founder-console-customization");
    expect(describeViolations(await axe(page))).toEqual([]);
    await save.click();
    await page.getByText(en["founder.customization.saved"].replace("{company}", "Gamma Crafts")).waitFor();
    await modules
      .getByRole("listitem")
      .filter({ hasText: en["founder.module.spaces"] })
      .filter({ hasText: en["founder.customization.offDisabled"] })
      .waitFor();

    // the admin's open tab follows without a reload
    await nav.getByRole("link", { name: spacesEn["spaces.nav"] }).waitFor({ state: "detached" });
    await admin.waitForFunction(
      () => getComputedStyle(document.querySelector('a[href="#main"]')!).backgroundColor === "rgb(10, 92, 54)",
    );
    expect(productPrimary).not.toBe("rgb(10, 92, 54)");
    expect(await admin.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await screenshot(admin, "founder-console-admin-live");
    expect(describeViolations(await axe(admin))).toEqual([]);

    // recorded in the company's own audit log, which its admins read
    const audit = await app.inject({
      method: "GET",
      url: `/api/companies/${gamma.companyId}/audit?action=tenants.customization`,
      headers: { token: gamma.admin.token },
    });
    expect(audit.json()).toMatchObject({
      total: 1,
      items: [
        {
          details: {
            primaryColor: { from: null, to: "#0a5c36" },
            disabledModules: { from: [], to: ["spaces"] },
          },
        },
      ],
    });
    expect(errorsOf(admin)).toEqual([]);
    await page.close();
    await admin.close();
  });
});
