/**
 * Issue 12 "Balances cannot be managed": an admin opens a worker's profile, the Time off tab (the leave module's
 * contribution to the slot `employee.profile.tabs`) shows the worker's balances from the real accrual run, the admin
 * adds an adjustment with its reason, and the balance and the ledger show it. At 390 px the page does not scroll
 * sideways (the ledger scrolls inside its own box); axe finds no serious or critical violation in light and dark.
 *
 * The app and the browser run on a fixed clock (Monday 4 March 2030): the worker started on 1 June 2027, so the br
 * vacation (30 days per 12 months of service) has granted its period of 1 June 2029.
 */
import { expect, test, beforeAll } from "vitest";
import { createIntl } from "react-intl";
import { describeInBrowser, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, TestClock, type TestTenant, uniqueEmail } from "../../core/testing/kit.js";
import { en as requestsEn } from "../../modules/leave/web/requests/messages/en.js";
import { en as timeOffEn } from "../../modules/leave/web/time-off/messages/en.js";
import { en as shellEn } from "../src/i18n/messages/en.js";
import { intlErrors, rawMessageIds } from "./support.js";

const NOW = new Date("2030-03-04T12:00:00.000Z");
const intl = createIntl({ locale: "en", messages: { ...shellEn, ...requestsEn, ...timeOffEn } });
const t = (id: keyof typeof timeOffEn | keyof typeof requestsEn, values?: Record<string, string | number>) =>
  intl.formatMessage({ id }, values);
const days = (n: number) => t("leave.requests.amount.days", { n });

describeInBrowser("the Time off tab of a worker's profile", () => {
  const clock = new TestClock(NOW);
  const browser = useBrowserApp("e2e_time_off", { clock });
  let tenant: TestTenant;
  let workerId = "";
  const workerEmail = uniqueEmail("wanda");
  let vacation = "";

  const call = (method: "GET" | "POST" | "PATCH", path: string, payload?: object) =>
    browser().app.inject({
      method,
      url: `/api/companies/${tenant.companyId}${path}`,
      headers: { token: tenant.admin.token },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    const { app, context } = browser();
    await context.clock.install({ time: NOW });
    tenant = await createTestTenant(app, { companyName: "Saldos Ltda" });
    expect((await call("PATCH", "/choose-pack/br", {})).statusCode).toBe(200);
    const types = (await call("GET", "/leave-types")).json<{ items: Array<{ id: string; packKey?: string }> }>();
    vacation = types.items.find((type) => type.packKey === "br.vacation")!.id;
    const created = await call("POST", "/workers", {
      name: "Wanda",
      lastName: "Lima",
      email: workerEmail,
      levels: ["requester"],
      startDateAtCompany: "2027-06-01",
    });
    expect(created.statusCode, created.body).toBe(201);
    workerId = created.json<{ id: string }>().id;
    // the daily job's work for the company: the vacation period of 1 June 2029
    const run = await call("POST", "/leave/accrual/run", {});
    expect(run.statusCode, run.body).toBe(200);
  });

  test("an admin sees the balances, adds an adjustment with a reason, and the balance and ledger update", async () => {
    const { signIn, newPage, url, screenshot, errorsOf } = browser();
    await signIn(tenant.admin);
    const page = await newPage();
    await page.goto(url(`/workers/${workerId}`));
    await page.getByRole("tab", { name: t("leave.timeOff.tab") }).click();
    const card = page.getByTestId(`balance-${vacation}`);
    await card.getByText(t("leave.timeOff.available", { amount: days(30) })).waitFor();
    // the ledger behind it: the accrual, written by the job
    const ledger = page.getByRole("grid", { name: t("leave.timeOff.ledger") });
    await ledger
      .getByRole("row")
      .filter({ hasText: t("leave.requests.kind.accrual") })
      .first()
      .waitFor();
    await screenshot(page, "time-off-tab");
    expect(await rawMessageIds(page)).toEqual([]);

    await page.getByRole("button", { name: t("leave.timeOff.adjust") }).click();
    const dialog = page.getByRole("dialog", { name: t("leave.timeOff.adjustTitle") });
    await dialog.waitFor();
    // the reason is required: refused on the form, nothing sent
    await dialog.getByLabel(t("leave.timeOff.amountDays")).fill("2");
    await dialog.getByRole("button", { name: t("leave.timeOff.save") }).click();
    await dialog.getByText(shellEn["validation.required"]).first().waitFor();
    await dialog.getByLabel(t("leave.timeOff.reason")).fill("Overtime compensation");
    await screenshot(page, "time-off-adjust");
    await dialog.getByRole("button", { name: t("leave.timeOff.save") }).click();
    await dialog.waitFor({ state: "detached" });

    await card.getByText(t("leave.timeOff.available", { amount: days(32) })).waitFor();
    const row = ledger.getByRole("row").filter({ hasText: "Overtime compensation" });
    await row.waitFor();
    expect(await row.innerText()).toContain(t("leave.requests.kind.adjustment"));
    expect(await row.innerText()).toContain(`+${days(2)}`);
    // the balance after the entry, and who wrote it
    expect(await row.innerText()).toContain(days(32));
    expect(await row.innerText()).toContain("Ana Admin");
    expect(intlErrors(errorsOf(page))).toEqual([]);

    // a phone: no sideways scroll of the page; the ledger scrolls inside its own box
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await screenshot(page, "time-off-390");
    await page.close();
  });

  test("an admin imports starting balances from a CSV: preview, then import, and the balance shows it", async () => {
    const { signIn, newPage, url, screenshot } = browser();
    await signIn(tenant.admin);
    const page = await newPage();
    await page.goto(url(`/workers/${workerId}`));
    await page.getByRole("tab", { name: t("leave.timeOff.tab") }).click();
    const card = page.getByTestId(`balance-${vacation}`);
    await card.getByText(t("leave.timeOff.available", { amount: days(32) })).waitFor();
    await page.getByRole("button", { name: t("leave.timeOff.import") }).click();
    const dialog = page.getByRole("dialog", { name: t("leave.timeOff.import.title") });
    await dialog.locator("input[type=file]").setInputFiles({
      name: "saldos.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`E-mail;Tipo;Saldo;Data;Motivo\n${workerEmail};Férias;5;15/01/2030;Sistema antigo\n`),
    });
    await dialog
      .getByRole("status")
      .filter({ hasText: t("leave.timeOff.import.ready", { total: 1, existing: 0 }) })
      .waitFor();
    await screenshot(page, "time-off-import-preview");
    await dialog.getByRole("button", { name: t("leave.timeOff.import.commit", { count: 1 }) }).click();
    await dialog
      .getByRole("status")
      .filter({ hasText: t("leave.timeOff.import.done", { written: 1, existing: 0 }) })
      .waitFor();
    await dialog.getByRole("button", { name: shellEn["common.close"] }).click();
    await card.getByText(t("leave.timeOff.available", { amount: days(37) })).waitFor();
    const row = page
      .getByRole("grid", { name: t("leave.timeOff.ledger") })
      .getByRole("row")
      .filter({ hasText: "Sistema antigo" });
    expect(await row.innerText()).toContain(t("leave.requests.kind.starting-balance"));
    await page.close();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`passes axe in the ${theme} theme, the tab and the adjust dialog`, async () => {
      const { signIn, newPage, url, axe, screenshot } = browser();
      await signIn(tenant.admin);
      const page = await newPage();
      await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), theme);
      await page.goto(url(`/workers/${workerId}`));
      await page.getByRole("tab", { name: t("leave.timeOff.tab") }).click();
      await page.getByTestId(`balance-${vacation}`).waitFor();
      await page
        .getByRole("grid", { name: t("leave.timeOff.ledger") })
        .getByRole("row")
        .nth(1)
        .waitFor();
      expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
      await screenshot(page, `time-off-${theme}`);
      const serious = (await axe(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await page.getByRole("button", { name: t("leave.timeOff.import") }).click();
      await page.getByRole("dialog", { name: t("leave.timeOff.import.title") }).waitFor();
      const inDialog = (await axe(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(inDialog.map((v) => v.id)).toEqual([]);
      await page.close();
    });
  }
});
