/**
 * Issue 18, plans and billing: the founder moves a company to Premium on /change-plan and the company's vacation
 * planner appears; an admin whose company is at its plan's people limit is told why and how to upgrade when adding a
 * person, and upgrades on Plan Billing (axe in light and dark, phone width).
 */
import { beforeAll, expect, test } from "vitest";
import { UserModel } from "../../core/auth/users.model.js";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, signup, uniqueEmail, type SignedUp, type TestTenant } from "../../core/testing/kit.js";
import { en as plannerEn } from "../../modules/vacation-planner/web/messages/en.js";
import { en as workersEn } from "../../modules/people/web/workers/messages/en.js";
import { CompanyModel } from "../../tenants/company.model.js";
import { en } from "../src/i18n/messages/en.js";
import { noSideScroll, openAs, PHONE, pickOption } from "./support.js";

describeInBrowser("plans and billing", () => {
  const browser = useBrowserApp("e2e_billing");
  let founder: SignedUp;
  let moving: TestTenant;
  let limited: TestTenant;

  const addPeople = async (tenant: TestTenant, count: number) => {
    const { app } = browser();
    for (let i = 0; i < count; i++) {
      const created = await app.inject({
        method: "POST",
        url: `/api/companies/${tenant.companyId}/workers`,
        headers: { token: tenant.admin.token },
        payload: { name: `Pessoa ${i + 1}`, email: uniqueEmail(`p${i}`) },
      });
      if (created.statusCode !== 201) throw new Error(`worker: ${created.statusCode} ${created.body}`);
    }
  };

  beforeAll(async () => {
    const { app } = browser();
    moving = await createTestTenant(app, { companyName: "Moving Foods" });
    await CompanyModel.updateOne({ _id: moving.companyId }, { $set: { plan: "flash" } }).exec();
    limited = await createTestTenant(app, { companyName: "Limited Works" });
    await CompanyModel.updateOne({ _id: limited.companyId }, { $set: { plan: "starter" } }).exec();
    // the creator's own profile and nine more: the Starter plan's 10
    await addPeople(limited, 9);
    founder = await signup(app, { companyName: "Founder Signup Co" });
    await UserModel.updateOne({ _id: founder.userId }, { $set: { isFounder: true, memberships: [] } });
    await CompanyModel.updateOne({ _id: founder.companyId }, { $set: { deletedAt: new Date() } });
  });

  test("the founder moves a company to Premium and its vacation planner appears", async () => {
    const harness = browser();
    const plannerLink = (page: Awaited<ReturnType<typeof openAs>>) =>
      page
        .getByRole("navigation", { name: en["nav.main"] })
        .getByRole("link", { name: plannerEn["vacation-planner.nav"] });

    const before = await openAs(harness, moving.admin, "/");
    await before
      .getByRole("navigation", { name: en["nav.main"] })
      .getByRole("link", { name: en["nav.home"] })
      .waitFor();
    expect(await plannerLink(before).count()).toBe(0);
    await before.close();

    const page = await openAs(harness, founder, "/change-plan");
    await page.getByRole("heading", { level: 1, name: en["founder.changePlan.title"] }).waitFor();
    // the plan table is on the page, as data the founder edits
    await page.getByRole("heading", { name: en["founder.plans.title"] }).waitFor();
    await pickOption(page, en["founder.changePlan.company"], "Moving Foods");
    await page.getByRole("radio", { name: en["signup.plan.premium"] }).check({ force: true });
    await page.getByRole("button", { name: en["founder.changePlan.submit"] }).click();
    await page
      .getByText(en["founder.changePlan.done"].replace("{company}", "Moving Foods").replace("{plan}", "Premium"))
      .first()
      .waitFor();
    await page.close();

    const after = await openAs(harness, moving.admin, "/");
    await plannerLink(after).click();
    await after.getByRole("heading", { level: 1, name: plannerEn["vacation-planner.title"] }).waitFor();
    expect(new URL(after.url()).pathname).toBe("/vacation-planner");
    expect(harness.errorsOf(after)).toEqual([]);
    await after.close();
  });

  test("an admin at the people limit is told why and how to upgrade, and upgrades on Plan Billing", async () => {
    const harness = browser();
    const page = await openAs(harness, limited.admin, "/workers");
    await page.getByRole("button", { name: workersEn["people.workers.add"] }).first().click();
    const dialog = page.getByRole("dialog", { name: workersEn["people.add.title"] });
    await dialog.getByRole("textbox", { name: workersEn["people.profile.field.name"] }).fill("Eleven");
    await dialog.getByRole("textbox", { name: workersEn["people.profile.field.lastName"] }).fill("Person");
    await dialog.getByRole("textbox", { name: workersEn["people.profile.field.email"] }).fill(uniqueEmail("eleven"));
    await dialog.getByRole("button", { name: workersEn["people.add.submit"] }).click();
    const told = page.getByText("Your Starter plan allows up to 10 people and the company has 10.", { exact: false });
    await told.first().waitFor();
    expect(await told.first().innerText()).toContain("move to a larger plan under Plan Billing");
    await page.close();

    // Plan Billing says the same and offers the larger plans, at phone width, light and dark
    for (const theme of ["light", "dark"] as const) {
      const billing = await openAs(harness, limited.admin, "/plan-billing", { theme, phone: true });
      await billing.getByRole("heading", { level: 1, name: en["billing.title"] }).waitFor();
      await billing.getByText(en["billing.people"].replace("{people}", "10").replace("{limit}", "10")).waitFor();
      await billing.getByText(en["billing.atLimit"]).waitFor();
      await noSideScroll(billing);
      expect(billing.viewportSize()).toEqual(PHONE);
      expect(describeViolations(await harness.axe(billing))).toEqual([]);
      if (theme === "dark") {
        await billing.getByRole("radio", { name: new RegExp(`^${en["signup.plan.flash"]}`) }).check({ force: true });
        await billing.getByRole("button", { name: en["billing.submit"] }).click();
        await billing.getByText(en["billing.chosen"].replace("{plan}", "Flash")).first().waitFor();
        await billing.getByText(en["billing.people"].replace("{people}", "10").replace("{limit}", "20")).waitFor();
      }
      await billing.close();
    }
    await expect.poll(async () => (await CompanyModel.findById(limited.companyId).lean())!.plan).toBe("flash");
  });
});
