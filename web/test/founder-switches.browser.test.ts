/**
 * Issue 18, the founder's switches: on /platform-customization the founder switches a company's feature flag off
 * (`leave.half-days`) and hides a worker field (`phone`, workerDisabledFields); an admin of that company, with the
 * app already open, sees both without reloading: the half-day choices leave the leave form, and the phone field leaves
 * their open profile form. Switched back, both return, again live. The founder then adds a worker extra field (the
 * people module's list) from the same page. Every change is in the company's audit log.
 */
import { beforeAll, expect, test } from "vitest";
import { SESSION_COOKIE } from "../../core/auth/session-cookie.js";
import { UserModel } from "../../core/auth/users.model.js";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, signup, type SignedUp, type TestTenant } from "../../core/testing/kit.js";
import { leaveFlagDeclarations, leaveFlags } from "../../modules/leave/contract/flags.js";
import { en as requestsEn } from "../../modules/leave/web/requests/messages/en.js";
import { en as workersEn } from "../../modules/people/web/workers/messages/en.js";
import { CompanyModel } from "../../tenants/company.model.js";
import { en } from "../src/i18n/messages/en.js";
import { pickOption } from "./support.js";

describeInBrowser("founder console: feature flags and worker fields, live", () => {
  const browser = useBrowserApp("e2e_founder_switches");
  let founder: SignedUp;
  let delta: TestTenant;
  let hoursType: string;

  beforeAll(async () => {
    const { app } = browser();
    delta = await createTestTenant(app, { companyName: "Delta Foods" });
    founder = await signup(app, { companyName: "Switches Founder Co" });
    await UserModel.updateOne({ _id: founder.userId }, { $set: { isFounder: true, memberships: [] } });
    await CompanyModel.updateOne({ _id: founder.companyId }, { $set: { deletedAt: new Date() } });
    // a leave type counted in hours: its form offers half days while the flag is on
    const created = await app.inject({
      method: "POST",
      url: `/api/companies/${delta.companyId}/leave-types/many`,
      headers: { token: delta.admin.token },
      payload: {
        items: [
          {
            title: { en: "Time bank", "pt-BR": "Banco de horas", es: "Bolsa de horas" },
            color: "#1565c0",
            unit: "hours",
            totalTime: 0,
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    hoursType = created.json<{ items: Array<{ id: string }> }>().items[0]!.id;
  });

  test("the founder switches half days off and hides the phone; the company's admin sees both live", async () => {
    const { context, origin, signIn, newPage, url, screenshot, axe, app, errorsOf } = browser();
    // the admin on another host name of the same server (cookies are per host), the founder on the app's own
    const adminOrigin = origin.replace("127.0.0.1", "localhost");
    await context.addCookies([
      { name: SESSION_COOKIE, value: delta.admin.token, url: adminOrigin, httpOnly: true, sameSite: "Lax" },
    ]);
    await signIn(founder);

    // the admin's leave form, with the half-day choices
    const leave = await newPage();
    await leave.goto(`${adminOrigin}/create-leave?type=${hoursType}`);
    const span = leave.getByRole("radiogroup", { name: requestsEn["leave.requests.form.span"] });
    const morning = span.getByText(requestsEn["leave.requests.form.span.morning"], { exact: true });
    await morning.waitFor();
    // the admin's own profile form, open for editing, with the phone field
    const people = await newPage();
    await people.goto(`${adminOrigin}/employee-profile`);
    await people.getByRole("button", { name: workersEn["people.profile.edit"] }).click();
    const form = people.locator("main");
    const phone = form.getByRole("textbox", { name: new RegExp(`^${workersEn["people.profile.field.phone"]}\\b`) });
    await phone.waitFor();
    // markers a reload would lose
    for (const tab of [leave, people])
      await tab.evaluate(() => ((window as unknown as { stillHere?: boolean }).stillHere = true));

    const page = await newPage();
    await page.goto(url("/platform-customization"));
    await page.getByRole("heading", { level: 1, name: en["founder.customization.title"] }).waitFor();
    await page.getByRole("button", { name: new RegExp(en["founder.changePlan.company"]) }).click();
    await page.getByRole("listbox").getByRole("option", { name: "Delta Foods" }).click();
    const flag = page.getByRole("checkbox", { name: leaveFlagDeclarations[leaveFlags.halfDays]!.description.en });
    await flag.waitFor();
    expect(await flag.isChecked()).toBe(true);
    await flag.uncheck({ force: true });
    await page.getByRole("textbox", { name: en["founder.customization.workerFields"] }).fill("phone");
    const save = page.getByRole("button", { name: en["founder.customization.save"] });
    await save.click();
    await page.getByText(en["founder.customization.saved"].replace("{company}", "Delta Foods")).waitFor();
    await screenshot(page, "founder-switches-customization");
    expect(describeViolations(await axe(page))).toEqual([]);

    // both of the admin's open pages follow without a reload
    await morning.waitFor({ state: "detached" });
    expect(await span.getByText(requestsEn["leave.requests.form.span.times"], { exact: true }).count()).toBe(1);
    await phone.waitFor({ state: "detached" });
    expect(
      await form.getByRole("textbox", { name: new RegExp(`^${workersEn["people.profile.field.lastName"]}`) }).count(),
    ).toBe(1);
    for (const tab of [leave, people])
      expect(await tab.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await screenshot(people, "founder-switches-admin-form");

    // switched back: both return, live again
    await flag.check({ force: true });
    await page.getByRole("textbox", { name: en["founder.customization.workerFields"] }).fill("");
    await save.click();
    await morning.waitFor();
    await phone.waitFor();

    // the company's worker extra fields, the people module's list, from the same page
    const fields = page.getByRole("form", { name: en["founder.fields.formOf"].replace("{company}", "Delta Foods") });
    await fields.getByRole("button", { name: en["founder.fields.addWorker"] }).click();
    await fields.getByRole("textbox", { name: en["founder.fields.label"] }).fill("Locker number");
    await fields.getByRole("button", { name: en["founder.fields.save"] }).click();
    await page.getByText(en["founder.fields.saved"].replace("{company}", "Delta Foods")).waitFor();
    const company = await app.inject({
      method: "GET",
      url: `/api/companies/${delta.companyId}/company`,
      headers: { token: delta.admin.token },
    });
    expect(company.json()).toMatchObject({
      workerExtraFields: [{ id: "locker-number", type: "text", label: "Locker number", required: false }],
    });

    // the page with the fields section, at phone width: no sideways scroll, axe clean in light and in dark
    await page.setViewportSize({ width: 390, height: 844 });
    await fields.getByRole("listitem", { name: "Locker number" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "founder-switches-fields-390");
    expect(describeViolations(await axe(page))).toEqual([]);
    await page.evaluate(() => localStorage.setItem("workforce.theme", "dark"));
    await page.reload();
    await pickOption(page, en["founder.changePlan.company"], "Delta Foods");
    await fields.getByRole("listitem", { name: "Locker number" }).waitFor();
    expect(await page.locator("html").getAttribute("data-theme")).toBe("dark");
    expect(describeViolations(await axe(page))).toEqual([]);

    // recorded in the company's own audit log
    const audit = await app.inject({
      method: "GET",
      url: `/api/companies/${delta.companyId}/audit?action=tenants.customization`,
      headers: { token: delta.admin.token },
    });
    const entries = audit.json<{ items: Array<{ details: Record<string, unknown> }> }>().items;
    // newest first
    expect(entries.map((e) => Object.keys(e.details).sort())).toEqual([
      ["workerExtraFields"],
      ["flags", "workerDisabledFields"],
      ["flags", "workerDisabledFields"],
    ]);
    expect(entries[2]!.details.workerDisabledFields).toEqual({ from: [], to: ["phone"] });
    for (const tab of [leave, people]) expect(errorsOf(tab)).toEqual([]);
    await page.close();
    await leave.close();
    await people.close();
  });
});
