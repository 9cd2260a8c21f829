/**
 * Issue 17 "Support chat": an employee asks support a question on /support (phone width); the founder, in a second
 * browser with no company of their own, finds it in the support inbox with the company's context and answers; the
 * employee's open page shows the answer live, without a reload. Both pages pass axe and show no raw message id.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { SESSION_COOKIE } from "../../core/auth/session-cookie.js";
import { UserModel } from "../../core/auth/users.model.js";
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  describeInBrowser,
  describeViolations,
  useBrowserApp,
} from "../../core/testing/browser.js";
import { createTestTenant, signup, type SignedUp, type TestPerson, type TestTenant } from "../../core/testing/kit.js";
import { en } from "../../modules/support/web/messages/en.js";
import { noSideScroll, openAs, PHONE, rawMessageIds } from "./support.js";

/** The messages of the open conversation (the list beside it shows the last one's preview too). */
const thread = (page: Page) => page.getByRole("list", { name: en["support.thread.messages"] });

describeInBrowser("support chat", () => {
  const browser = useBrowserApp("e2e_support");
  let tenant: TestTenant;
  let employee: TestPerson;
  let founder: SignedUp;
  let second: Browser | undefined;

  beforeAll(async () => {
    const { app } = browser();
    tenant = await createTestTenant(app, { companyName: "Gamma Foods" });
    employee = await tenant.loginAs("requester");
    founder = await signup(app, { companyName: "Founder Signup Co" });
    await UserModel.updateOne({ _id: founder.userId }, { $set: { isFounder: true, memberships: [] } });
  });

  afterAll(async () => {
    await second?.close();
  });

  test("an employee asks support; the founder answers from the inbox; the answer appears live", async () => {
    const b = browser();
    const subject = "Where is my payslip?";
    const answer = "It is in Payroll, under Receipts.";

    // --- the employee, on their phone, opens a conversation
    const person = await openAs(b, employee, "/support", { phone: true });
    await person.getByRole("heading", { level: 1, name: en["support.title"] }).waitFor();
    await person.getByRole("button", { name: en["support.new"] }).click();
    await person.getByRole("textbox", { name: en["support.subject"] }).fill(subject);
    await person.getByRole("textbox", { name: en["support.question"] }).fill("I cannot find March's payslip.");
    await person.getByRole("button", { name: en["support.send"], exact: true }).click();
    await person.getByRole("heading", { level: 2, name: subject }).waitFor();
    await noSideScroll(person);
    expect(await rawMessageIds(person)).toEqual([]);
    expect(describeViolations(await b.axe(person))).toEqual([]);
    // a mark that a reload would wipe out
    await person.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    // --- the founder, in a second browser, answers from the support inbox
    second = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    const context = await second.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    await context.addCookies([
      { name: SESSION_COOKIE, value: founder.token, url: b.origin, httpOnly: true, sameSite: "Lax" },
    ]);
    const platform = await context.newPage();
    const platformErrors: string[] = [];
    platform.on("pageerror", (e) => platformErrors.push(String(e)));
    await platform.goto(b.url("/support/inbox"));
    await platform.getByRole("heading", { level: 1, name: en["support.inbox.title"] }).waitFor();
    await platform.getByRole("button", { name: subject }).click();
    const contextList = platform.getByRole("definition");
    await expect.poll(() => contextList.allInnerTexts()).toContainEqual(expect.stringContaining("Gamma Foods"));
    await platform.getByRole("textbox", { name: en["support.thread.write"], exact: true }).fill(answer);
    await platform.getByRole("button", { name: en["support.thread.send"], exact: true }).click();
    await thread(platform).getByText(answer).waitFor();

    // --- the employee's page shows the answer without a reload
    await thread(person).getByText(answer).waitFor({ timeout: 10_000 });
    expect(await person.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    // read on arrival: the employee's unread count is back to 0 on the server
    await expect
      .poll(async () => {
        const r = await b.app.inject({
          url: `/api/companies/${tenant.companyId}/support/conversations`,
          headers: { token: employee.token },
        });
        return r.json<{ unread: number }>().unread;
      })
      .toBe(0);
    expect(describeViolations(await b.axe(platform))).toEqual([]);
    // the inbox on a phone, in the dark theme: no sideways scroll, no axe violation
    await platform.setViewportSize(PHONE);
    await platform.evaluate(() => localStorage.setItem("workforce.theme", "dark"));
    await platform.reload();
    await platform.getByRole("heading", { level: 1, name: en["support.inbox.title"] }).waitFor();
    await platform.getByRole("button", { name: subject }).click();
    await thread(platform).getByText(answer).waitFor();
    await expect.poll(() => platform.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    expect(await rawMessageIds(platform)).toEqual([]);
    expect(describeViolations(await b.axe(platform))).toEqual([]);
    expect(platformErrors).toEqual([]);
    expect(b.errorsOf(person).filter((line) => !line.includes("favicon"))).toEqual([]);
    await b.screenshot(person, "support-employee-answered-390");
  });
});
