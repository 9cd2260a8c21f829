/**
 * Overtime and the time sheet in Chromium (issue 13): an admin of a premium company opens /overtime at 390 px (no
 * sideways scroll, no serious or critical axe violation in light and dark), approves a day's overtime and sees the
 * time bank move; the page in pt-BR and es shows no message id and no English left; the time sheet's Excel export runs
 * as a job with a progress bar and the file downloads (read back with exceljs). The app and the browser share a clock.
 */
import ExcelJS from "exceljs";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { systemContext } from "../../core/context.js";
import { createTestTenant, PASSWORD, TestClock, uniqueEmail, type TestTenant } from "../../core/testing/kit.js";
import { scoped } from "../../core/tenancy/scoped.js";
import { en } from "../../modules/clock/web/messages/en.js";
import { es } from "../../modules/clock/web/messages/es.js";
import { ptBR } from "../../modules/clock/web/messages/pt-BR.js";
import { ReportExportModel } from "../../modules/clock/server/reports/exports.model.js";
import { instantOf } from "../../modules/clock/server/overtime/zone-time.js";
import { englishTexts, rawMessageIds } from "./support.js";

const NOW = new Date("2030-03-11T15:00:00.000Z");
const THEMES = ["light", "dark"] as const;
const SP = "America/Sao_Paulo";

describeInBrowser("overtime and time sheet", () => {
  const clock = new TestClock(NOW);
  const browser = useBrowserApp("e2e_overtime", { clock });
  let tenant: TestTenant;
  let anaId: string;

  const call = async (method: "GET" | "POST" | "PATCH", path: string, payload?: object) => {
    const r = await browser().app.inject({
      method,
      url: `/api/companies/${tenant.companyId}${path}`,
      headers: { token: tenant.admin.token },
      ...(payload ? { payload } : {}),
    });
    if (r.statusCode >= 300) throw new Error(`${method} ${path}: ${r.statusCode} ${r.body}`);
    return r.json();
  };

  beforeAll(async () => {
    const { app, context } = browser();
    await context.clock.install({ time: NOW });
    tenant = await createTestTenant(app, { companyName: "Horas Ltda" });
    const kitchen = (await call("POST", "/departments", { name: "Kitchen" })).id as string;
    const cooks: Array<{ userId: string }> = [];
    for (const name of ["Ana", "Bia", "Caio", "Duda", "Edu", "Fabi"])
      cooks.push(
        await call("POST", "/workers", {
          name,
          lastName: "Cook",
          email: uniqueEmail(name),
          departmentId: kitchen,
          schedule: { type: "regular", minHour: 9, maxHour: 18 },
        }),
      );
    // Ana signs in (her first access) and punches Monday 09:00-19:30 with an hour's lunch: 1.5 h over her 9-18
    const link = await app.inject({
      method: "GET",
      url: `/api/users/${cooks[0]!.userId}/generateAuthLink`,
      headers: { token: tenant.admin.token },
    });
    const code = new URL(link.json<{ link: string }>().link).searchParams.get("code");
    const first = await app.inject({
      method: "POST",
      url: "/api/auth/first-access",
      payload: { code, password: PASSWORD },
    });
    const ana = first.json<{ token: string }>().token;
    anaId = cooks[0]!.userId;
    let n = 0;
    for (const [hhmm, status] of [
      ["09:00", "start"],
      ["12:00", "middle"],
      ["13:00", "middle"],
      ["19:30", "end"],
    ] as const) {
      const [h, m] = hhmm.split(":").map(Number);
      clock.current = instantOf("2030-03-04", h! * 60 + m!, SP);
      const r = await app.inject({
        method: "POST",
        url: `/api/companies/${tenant.companyId}/clock/punches`,
        headers: { token: ana },
        payload: { idempotencyKey: `browser-${++n}`, status },
      });
      if (r.statusCode >= 300) throw new Error(r.body);
    }
    clock.current = NOW;
    await call("POST", "/clock/overtime/close", { from: "2030-03-04", to: "2030-03-10" });
  });

  async function open(path: string, theme: (typeof THEMES)[number] = "light", width = 1280): Promise<Page> {
    const { signIn, newPage, url } = browser();
    await signIn(tenant.admin);
    const page = await newPage();
    await page.setViewportSize({ width, height: 844 });
    await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), theme);
    await page.goto(url(path));
    return page;
  }

  for (const theme of THEMES)
    test(`/overtime at 390 px in the ${theme} theme: no sideways scroll, accessible`, async () => {
      const { axe, screenshot, errorsOf } = browser();
      const page = await open("/overtime", theme, 390);
      await page.getByRole("heading", { name: en["clock.overtime.bank.title"] }).waitFor();
      await page.getByRole("button", { name: /Approve the overtime of/ }).waitFor();
      expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await screenshot(page, `overtime-390-${theme}`);
      expect(describeViolations(await axe(page))).toEqual([]);
      expect(errorsOf(page)).toEqual([]);
      await page.close();
    });

  test("in Portuguese and Spanish: no message id, no English left", async () => {
    for (const [prefix, messages] of [
      ["/pt", ptBR],
      ["/es", es],
    ] as const) {
      const page = await open(`${prefix}/overtime`);
      await page.getByRole("heading", { name: messages["clock.overtime.bank.title"] }).waitFor();
      expect(await rawMessageIds(page)).toEqual([]);
      expect(await englishTexts(page, [en])).toEqual([]);
      await page.close();
    }
  });

  test("a leader approves a day's overtime and it reaches the person's time bank", async () => {
    const page = await open("/overtime");
    const approve = page.getByRole("button", { name: /Approve the overtime of Ana Cook/ });
    await approve.click();
    await page.getByText(en["clock.overtime.decided.approved"]).first().waitFor();
    // the day leaves the pending list; Ana's bank has the credit
    await expect.poll(() => approve.count()).toBe(0);
    const bank = await call("GET", `/clock/time-bank?asOf=2030-03-10&userId=${anaId}`);
    expect(
      bank.movements.some((m: { kind: string; minutes: number }) => m.kind === "overtime" && m.minutes === 90),
    ).toBe(true);
    await page.close();
  });

  test("the time sheet exports to Excel with a progress bar, and the file downloads", async () => {
    const { app, screenshot } = browser();
    const page = await open("/time-sheet");
    await page.getByRole("heading", { name: en["clock.timeSheet.title"] }).waitFor();
    await page.getByRole("button", { name: en["clock.timeSheet.excel"] }).click();
    await page.getByRole("progressbar", { name: en["clock.timeSheet.export.label"] }).waitFor();
    // a worker instance runs the export job (the test app runs no scheduler): the same handler, once queued
    const ctx = systemContext({
      companyId: tenant.companyId,
      name: "test",
      log: app.log,
      timeZone: SP,
      now: clock.now,
    });
    await expect.poll(() => scoped(ctx, ReportExportModel).count({ status: "queued" })).toBe(1);
    const queued = (await scoped(ctx, ReportExportModel).findOne({ status: "queued" }))!;
    const job = app.modules.find((m) => m.id === "clock")!.jobs!.find((j) => j.name === "clock.time-sheet-export")!;
    await (job.handler as (c: typeof ctx, data: { exportId: string }) => Promise<void>)(
      { ...ctx, tenant: { name: "Horas Ltda" } as never },
      { exportId: String(queued._id) },
    );
    const link = page.getByRole("link", { name: /Download time-sheet-/ });
    await link.waitFor();
    await screenshot(page, "time-sheet-export");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^time-sheet-2030-02-01-2030-02-28\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain("Person");
    // every person of the report: a row per day (none before they joined) and a totals row, and the titles
    const report = await call("POST", "/clock/time-sheet-report", { from: "2030-02-01", to: "2030-02-28" });
    expect(report.people.length).toBeGreaterThanOrEqual(6);
    const days = report.people.reduce((n: number, p: { days: unknown[] }) => n + p.days.length, 0);
    expect(days).toBeGreaterThanOrEqual(6 * 28);
    expect(sheet.rowCount).toBe(days + report.people.length + 1);
    await page.close();
  });
});
