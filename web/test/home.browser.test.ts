/**
 * Issue 12: a company made through the wizard starts set up (the creator's worker profile, the country's leave
 * pack) and its admin's home shows the setup checklist with its progress; an employee's home shows their balance and
 * the request button; the people search opens with the keyboard from any page; home at 390 px and axe, light and dark.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, uniqueEmail, type TestTenant } from "../../core/testing/kit.js";
import { en as leaveHome } from "../../modules/leave/web/admin/home/messages.js";
import { en as peopleHome } from "../../modules/people/web/home/messages.js";
import { en as workers } from "../../modules/people/web/workers/messages/en.js";
import { intlErrors, rawMessageIds, signUpInUi } from "./support.js";

/** No sideways scroll: the page is as wide as the window. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describeInBrowser("home per level", () => {
  const browser = useBrowserApp("e2e_home");
  let tenant: TestTenant;

  test("a new company's creator lands on home with the setup checklist, a profile and the leave pack", async () => {
    const { newPage, url, errorsOf, screenshot } = browser();
    const email = uniqueEmail("creator");
    const page = await newPage();
    await signUpInUi(page, url, { name: "Paula Pioneer", email, companyName: "Pioneer Foods" });

    // home: the checklist, worked out from the company's data (leave types and holidays are there, nobody else yet)
    const checklist = page.getByRole("region", { name: peopleHome["people.setup.title"] });
    await checklist.waitFor();
    const progress = checklist.getByRole("progressbar", { name: peopleHome["people.setup.progress"] });
    await progress.waitFor();
    expect(await progress.getAttribute("aria-valuetext")).toBe("2 of 5 done");
    for (const step of ["people", "import", "leaveTypes", "holidays", "invite"])
      await checklist
        .getByRole("link", { name: peopleHome[`people.setup.${step}.label` as "people.setup.people.label"] })
        .waitFor();
    await checklist.getByText("Only you so far.").waitFor();
    await page.getByRole("region", { name: leaveHome["leave.home.mineTitle"] }).waitFor();
    await page.getByRole("region", { name: leaveHome["leave.home.holidaysTitle"] }).waitFor();
    await screenshot(page, "home-creator");
    expect(await rawMessageIds(page)).toEqual([]);

    // their own profile exists (no "ask your administrator")
    await page.goto(url("/employee-profile"));
    await page.getByRole("button", { name: workers["people.profile.edit"] }).waitFor();
    expect(await page.getByText(workers["people.profile.noRecord"]).count()).toBe(0);

    // the country's pack is installed
    await page.goto(url("/config-leave-type"));
    await page.getByText("Vacation", { exact: true }).first().waitFor();
    await screenshot(page, "home-creator-leave-types");

    // the checklist step opens the add dialog; the workers list invites to add the first worker or import
    await page.goto(url("/workers"));
    await page.getByRole("heading", { name: peopleHome["people.workers.empty.title"] }).waitFor();
    await page
      .getByRole("region", { name: peopleHome["people.workers.empty.title"] })
      .getByRole("link", { name: peopleHome["people.workers.empty.import"] })
      .waitFor();
    await screenshot(page, "workers-empty");
    expect(intlErrors(errorsOf(page))).toEqual([]);
    await page.close();
  });

  test("an employee's home shows the balance and the request button; the people search opens a profile", async () => {
    const { app, signIn, newPage, url, screenshot } = browser();
    tenant = await createTestTenant(app);
    const employee = await tenant.loginAs("requester");
    await signIn(employee);
    const page = await newPage();
    await page.goto(url("/"));
    const mine = page.getByRole("region", { name: leaveHome["leave.home.mineTitle"] });
    await mine.getByRole("heading", { name: leaveHome["leave.home.balanceTitle"] }).waitFor();
    await mine.getByText("Vacation").first().waitFor();
    await page.getByRole("region", { name: leaveHome["leave.home.awayTitle"] }).waitFor();
    // leaders' and admins' cards are not there
    expect(await page.getByRole("region", { name: peopleHome["people.setup.title"] }).count()).toBe(0);
    await screenshot(page, "home-employee");

    // "/" from anywhere focuses the search; choosing a person opens their card
    await page.locator("main").click();
    await page.keyboard.press("/");
    const search = page.getByRole("combobox", { name: peopleHome["people.search.label"] });
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type("Ana Ad");
    await page.getByRole("option", { name: "Ana Admin" }).waitFor();
    // not the harness's full-page screenshot: resizing the page closes the popover
    await page.screenshot({ path: "test-artifacts/screenshots/people-search.png" });
    expect(await search.inputValue()).toBe("Ana Ad");
    await page.getByRole("option", { name: "Ana Admin" }).click();
    await page.waitForURL(/\/employee-profile\/[0-9a-f]{24}$/);
    await page.getByText("Ana", { exact: false }).first().waitFor();

    // Ctrl+K works too, on another page
    await page.goto(url("/my-requests"));
    await page.getByRole("combobox", { name: peopleHome["people.search.label"] }).waitFor();
    await page.keyboard.press("Control+k");
    expect(
      await page
        .getByRole("combobox", { name: peopleHome["people.search.label"] })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);

    await page.goto(url("/"));
    await mine.getByRole("link", { name: leaveHome["leave.home.request"] }).click();
    await page.waitForURL(/\/create-leave$/);
    await page.close();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`home at 390 px is axe-clean for admin and employee, ${theme}`, async () => {
      const { app, signIn, newPage, url, axe, screenshot } = browser();
      tenant ??= await createTestTenant(app);
      for (const person of [tenant.admin, await tenant.loginAs("requester")]) {
        await signIn(person);
        const page = await newPage();
        await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), theme);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(url("/"));
        await page.getByRole("region", { name: leaveHome["leave.home.mineTitle"] }).waitFor();
        await page
          .getByRole("region", { name: leaveHome["leave.home.holidaysTitle"] })
          .getByRole("listitem")
          .first()
          .waitFor();
        const who = person === tenant.admin ? "admin" : "employee";
        if (who === "admin") await page.getByRole("progressbar").waitFor();
        await screenshot(page, `home-390-${who}-${theme}`);
        expect(await fitsWidth(page)).toBe(true);
        expect(describeViolations(await axe(page))).toEqual([]);
        await page.close();
      }
    });
  }
  test("at 390 px the header holds the menu, the name and the bell on one row; signing out is the menu's last entry", async () => {
    const { app, signIn, newPage, url, screenshot } = browser();
    tenant ??= await createTestTenant(app);
    await signIn(tenant.admin);
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url("/"));
    const header = page.getByRole("banner");
    const menu = header.getByRole("button", { name: "Open menu" });
    await menu.waitFor();
    // one row for the controls: the menu button, the product's name and the bell share a top edge
    const tops = await Promise.all(
      [
        menu,
        header.getByRole("link", { name: "Workforce" }),
        header.getByRole("button", { name: /Notifications/ }),
      ].map(async (l) => Math.round((await l.boundingBox())!.y)),
    );
    expect(new Set(tops).size, `tops ${tops.join(", ")}`).toBe(1);
    expect(await header.getByRole("button", { name: "Sign out" }).isVisible()).toBe(false);
    await menu.click();
    const signOut = page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "Sign out" });
    await signOut.scrollIntoViewIfNeeded();
    await screenshot(page, "home-390-menu-sign-out");
    await signOut.click();
    await page.waitForURL(/\/login/);
    await page.close();
  });
});
