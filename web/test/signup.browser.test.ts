/**
 * Issue 4 "Proof": a company signs up through the registration wizard (spec §2: tell us about you, company info,
 * plan, culture package, done) and its admin lands on the home page, signed in.
 */
import { expect, test } from "vitest";
import { describeInBrowser, useBrowserApp } from "../../core/testing/browser.js";
import { PASSWORD, uniqueEmail } from "../../core/testing/kit.js";
import { en } from "../src/i18n/messages/en.js";
import { intlErrors, rawMessageIds } from "./support.js";

describeInBrowser("sign up through the wizard", () => {
  const browser = useBrowserApp("e2e_signup");

  test("five steps, then home as the company's admin", async () => {
    const { newPage, url, mailbox, errorsOf, screenshot } = browser();
    const email = uniqueEmail("founder");
    const page = await newPage();
    await page.goto(url("/login"));
    await page.getByRole("link", { name: en["login.signup"] }).click();
    await page.getByRole("heading", { level: 1, name: en["signup.title"] }).waitFor();
    const steps = page.getByRole("list", { name: en["signup.stepsLabel"] }).getByRole("listitem");
    expect(await steps.allInnerTexts()).toEqual([
      expect.stringContaining(en["signup.step.you"]),
      expect.stringContaining(en["signup.step.company"]),
      expect.stringContaining(en["signup.step.plan"]),
      expect.stringContaining(en["signup.step.culture"]),
      expect.stringContaining(en["signup.step.done"]),
    ]);
    const stepHeading = (name: string) => page.getByRole("heading", { level: 2, name }).waitFor();
    const next = page.getByRole("button", { name: en["common.next"] });

    // 1. tell us about you (an empty step does not go on)
    await stepHeading(en["signup.step.you"]);
    await next.click();
    await stepHeading(en["signup.step.you"]);
    await page.getByRole("textbox", { name: en["signup.name"] }).fill("Paula Pioneer");
    await page.getByRole("textbox", { name: en["signup.email"] }).fill(email);
    await page.getByLabel(en["signup.password"], { exact: true }).fill(PASSWORD);
    await screenshot(page, "signup-1-you");
    await next.click();

    // 2. company info
    await stepHeading(en["signup.step.company"]);
    await page.getByRole("textbox", { name: en["signup.companyName"] }).fill("Pioneer Foods");
    await page.getByRole("button", { name: new RegExp(en["signup.country"]) }).click();
    await page.getByRole("option", { name: en["country.br"] }).click();
    await page.getByRole("textbox", { name: en["signup.workers"] }).fill("25");
    await next.click();

    // 3. plan
    await stepHeading(en["signup.step.plan"]);
    await page.getByRole("radiogroup", { name: en["signup.planLabel"] }).waitFor();
    await page.getByRole("radio", { name: en["signup.plan.premium"] }).check({ force: true });
    await next.click();

    // 4. culture package
    await stepHeading(en["signup.step.culture"]);
    await page.getByRole("radio", { name: en["signup.culture.moderate"] }).check({ force: true });
    await screenshot(page, "signup-4-culture");
    await page.getByRole("button", { name: en["signup.submit"] }).click();

    // 5. done
    await stepHeading(en["signup.doneTitle"]);
    await page.getByText(en["signup.doneBody"].replace("{email}", email)).waitFor();
    await screenshot(page, "signup-5-done");
    expect(await rawMessageIds(page)).toEqual([]);
    await mailbox.waitFor(email, "verification");
    await page.getByRole("button", { name: en["signup.start"] }).click();

    await page.getByRole("heading", { name: en["home.greeting"].replace("{name}", "Paula Pioneer") }).waitFor();
    await page
      .getByText(en["home.company"].replace("{company}", "Pioneer Foods").replace("{level}", en["level.admin"]))
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(intlErrors(errorsOf(page))).toEqual([]);
    await page.close();
  });
});
