/**
 * Issue 12 in the browser: employees get the people directory on /workers (public cards, no pay), admins the table,
 * which scrolls inside its own box at 390 px (the page never scrolls sideways); axe finds no serious or critical
 * violation, light and dark.
 */
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../../core/testing/browser.js";
import { addSignedInMember, createTestTenant, type TestTenant } from "../../../core/testing/kit.js";
import { en } from "../web/workers/messages/en.js";

describeInBrowser("people directory and workers list (field access)", () => {
  const browser = useBrowserApp("e2e_people_directory");
  let tenant: TestTenant;
  let employee: { token: string };

  beforeAll(async () => {
    const { app } = browser();
    tenant = await createTestTenant(app, { companyName: "Directory Ltda" });
    const person = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"] });
    employee = person;
    for (const [i, name] of ["Wanda", "Xavier", "Yara"].entries()) {
      const created = await app.inject({
        method: "POST",
        url: `/api/companies/${tenant.companyId}/workers`,
        headers: { token: tenant.admin.token },
        payload: {
          name,
          lastName: "Longsurname-Directory",
          email: i === 0 ? person.email : `${name.toLowerCase()}.directory.person@example.com`,
          phone: "+55 41 99999-0000",
          salary: 987654,
          contractType: "CLT",
        },
      });
      if (created.statusCode !== 201) throw new Error(`worker: ${created.statusCode} ${created.body}`);
    }
  });

  for (const theme of ["light", "dark"] as const)
    test(`an employee sees cards without pay at 390 px (${theme})`, async () => {
      const { signIn, newPage, url, axe, screenshot } = browser();
      await signIn(employee);
      const page = await newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), theme);
      await page.goto(url("/workers"));
      const directory = page.getByRole("list", { name: en["people.workers.directory.label"] });
      await directory.getByText("Xavier Longsurname-Directory").waitFor();
      // the three made here and the company's creator (signup gives them a worker profile: issue 12)
      expect(await directory.getByRole("listitem").count()).toBe(4);
      expect(await page.getByRole("grid").count()).toBe(0);
      const text = await page.locator("main").innerText();
      expect(text).not.toContain("987");
      expect(text).not.toContain("CLT");
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await screenshot(page, `people-directory-390-${theme}`);
      expect(describeViolations(await axe(page))).toEqual([]);
      await page.close();
    });

  test("an admin's table scrolls inside its box at 390 px", async () => {
    const { signIn, newPage, url, axe, screenshot } = browser();
    await signIn(tenant.admin);
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url("/workers"));
    await page.getByRole("row").filter({ hasText: "Xavier" }).first().waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const box = page.getByRole("region", { name: en["people.workers.tableLabel"] });
    const sizes = await box.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
    expect(sizes.client).toBeLessThanOrEqual(390);
    await screenshot(page, "people-workers-table-390");
    expect(describeViolations(await axe(page))).toEqual([]);
    await page.close();
  });
});
