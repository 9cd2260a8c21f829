/**
 * Issue 16 in the browser: an admin reviews and approves December's payroll on /payroll and the month's payroll leave
 * becomes approved-payroll; the employee downloads their payslip on /receipts and confirms reading it. Both pages in
 * en, pt-BR and es without a raw message id, at 390 px without sideways scroll, axe clean in light and dark.
 *
 * The app and the browser run on a fixed clock (15 January 2030): December has ended.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Page } from "playwright-core";
import { createIntl } from "react-intl";
import { beforeAll, expect, test } from "vitest";
import { multipartBody } from "../../core/files/test/images.js";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, DAY_MS, type TestPerson, TestClock, type TestTenant } from "../../core/testing/kit.js";
import { en as payrollEn } from "../../modules/payroll/web/messages/en.js";
import { es as payrollEs } from "../../modules/payroll/web/messages/es.js";
import { ptBR as payrollPtBR } from "../../modules/payroll/web/messages/pt-BR.js";
import { rawMessageIds } from "./support.js";

const NOW = new Date("2030-01-15T12:00:00.000Z");
const PHONE = { width: 390, height: 844 };
const intl = createIntl({ locale: "en", messages: payrollEn });
const t = (id: keyof typeof payrollEn, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

describeInBrowser("payroll: review and approval, payslips", () => {
  const clock = new TestClock(NOW);
  const browser = useBrowserApp("e2e_payroll", { clock });
  let tenant: TestTenant;
  let employee: TestPerson;
  let leaveId = "";

  const call = (method: "GET" | "POST", path: string, payload?: object) =>
    browser().app.inject({
      method,
      url: `/api/companies/${tenant.companyId}${path}`,
      headers: { token: tenant.admin.token },
      ...(payload ? { payload } : {}),
    });

  async function open(person: { token: string }, path: string, options: { theme?: string; phone?: boolean } = {}) {
    const { signIn, newPage, url } = browser();
    await signIn(person);
    const page = await newPage();
    if (options.phone) await page.setViewportSize(PHONE);
    await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), options.theme ?? "light");
    await page.goto(url(path));
    return page;
  }

  beforeAll(async () => {
    const { app, context } = browser();
    await context.clock.install({ time: NOW });
    tenant = await createTestTenant(app, { companyName: "Folha Ltda" });
    employee = await tenant.loginAs("requester");
    const worker = await call("POST", "/workers", {
      name: "Ana",
      lastName: "Lima",
      email: employee.email,
      startDateAtCompany: "2029-06-01",
      salary: 4200,
    });
    expect(worker.statusCode, worker.body).toBe(201);
    const type = await call("POST", "/leave-types/many", {
      items: [
        {
          title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
          color: "#2e7d32",
          unit: "days",
          totalTime: 30 * DAY_MS,
          paid: true,
          payroll: true,
        },
      ],
    });
    expect(type.statusCode, type.body).toBe(201);
    const leaveTypeId = type.json<{ items: Array<{ id: string }> }>().items[0]!.id;
    const grant = await call("POST", "/leave/ledger", {
      userId: employee.userId,
      leaveTypeId,
      kind: "grant",
      amount: 20 * DAY_MS,
      effectiveDate: "2029-06-01",
      reason: "initial",
    });
    expect(grant.statusCode, grant.body).toBe(201);
    const leave = await call("POST", "/leave/payroll-requests", {
      userId: employee.userId,
      leaveTypeId,
      startDate: "2029-12-10",
      endDate: "2029-12-12",
    });
    expect(leave.statusCode, leave.body).toBe(201);
    leaveId = leave.json<{ id: string }>().id;
  });

  test("an admin reviews and approves December; its payroll leave becomes approved-payroll", async () => {
    const { screenshot, errorsOf } = browser();
    const page = await open(tenant.admin, "/payroll");
    await page.getByRole("heading", { name: t("payroll.period.summaryTitle", { month: "2029-12" }) }).waitFor();
    const table = page.getByRole("grid", { name: t("payroll.period.tableLabel") });
    const row = table.getByRole("row").filter({ hasText: "Ana Lima" });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain("4,200.00");
    expect(await rawMessageIds(page)).toEqual([]);
    const approve = page.getByRole("button", { name: t("payroll.period.approve") });
    expect(await approve.isDisabled()).toBe(true);
    await page.getByRole("button", { name: t("payroll.period.reviewAll") }).click();
    await expect.poll(() => approve.isDisabled()).toBe(false);
    await approve.click();
    await page.getByText(t("payroll.period.approved")).waitFor();
    await row.getByText(t("payroll.period.leaveSent"), { exact: false }).waitFor();
    await screenshot(page, "payroll-approved");
    const request = await call("GET", `/leave/requests/${leaveId}`);
    expect(request.json<{ status: string }>().status).toBe("approved-payroll");
    expect(errorsOf(page)).toEqual([]);
    await page.close();
  });

  test("the employee downloads their payslip and confirms reading it", async () => {
    const { screenshot, errorsOf } = browser();
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage([300, 200]).drawText("Payslip 2029-12 Ana Lima", { x: 10, y: 100, size: 10, font });
    const { payload, headers } = await multipartBody([
      { name: "file", filename: "payslips.pdf", type: "application/pdf", body: await pdf.save() },
    ]);
    const uploaded = await browser().app.inject({
      method: "POST",
      url: `/api/companies/${tenant.companyId}/payroll/receipts/2029-12`,
      payload,
      headers: { ...headers, token: tenant.admin.token },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const page = await open(employee, "/receipts", { phone: true });
    const link = page.getByRole("link", { name: t("payroll.receipts.download", { month: "2029-12" }) });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    expect((await readFile(path)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await page.getByRole("button", { name: t("payroll.receipts.confirm", { month: "2029-12" }) }).click();
    await page.getByText(t("payroll.receipts.confirmed")).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await screenshot(page, "payroll-receipts-phone");
    expect(errorsOf(page)).toEqual([]);
    await page.close();
  });

  for (const [prefix, messages] of [
    ["/pt", payrollPtBR],
    ["/es", payrollEs],
  ] as const)
    test(`both pages speak ${prefix}`, async () => {
      for (const [person, path, title] of [
        [tenant.admin, "/payroll", messages["payroll.period.title"]],
        [employee, "/receipts", messages["payroll.receipts.title"]],
      ] as const) {
        const page: Page = await open(person, `${prefix}${path}`);
        await page.getByRole("heading", { name: title, level: 1 }).waitFor();
        await page.getByRole("grid").waitFor();
        expect(await rawMessageIds(page), path).toEqual([]);
        await page.close();
      }
    });

  for (const theme of ["light", "dark"])
    test(`/payroll and /receipts pass axe in the ${theme} theme, at desktop and 390 px`, async () => {
      const { axe } = browser();
      for (const [person, path, title] of [
        [tenant.admin, "/payroll", t("payroll.period.title")],
        [employee, "/receipts", t("payroll.receipts.title")],
      ] as const) {
        const page = await open(person, path, { theme });
        await page.getByRole("heading", { name: title, level: 1 }).waitFor();
        await page.getByRole("grid").getByRole("row").nth(1).waitFor();
        expect(describeViolations(await axe(page)), `${path} ${theme}`).toEqual([]);
        await page.setViewportSize(PHONE);
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
        expect(describeViolations(await axe(page)), `${path} ${theme} phone`).toEqual([]);
        await page.close();
      }
    });
});
