/**
 * The vacation planner in Chromium (issue 5): an admin of a premium company opens /vacation-planner and sees the
 * department's coverage with its warning in words, with no serious or critical axe violation in the light and the
 * dark theme; turns a plan entry into a leave request (refused first for lack of balance, with the leave module's
 * message, then made), in English and Portuguese. The app and the browser run on one fixed clock (2030-01-15).
 */
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, DAY_MS, TestClock, uniqueEmail, type TestTenant } from "../../core/testing/kit.js";
import { en } from "../../modules/vacation-planner/web/messages/en.js";
import { ptBR } from "../../modules/vacation-planner/web/messages/pt-BR.js";

const NOW = new Date("2030-01-15T12:00:00.000Z");
const THEMES = ["light", "dark"] as const;

describeInBrowser("vacation planner", () => {
  const clock = new TestClock(NOW);
  const browser = useBrowserApp("e2e_planner", { clock });
  let tenant: TestTenant;
  let vacationId: string;
  const cooks: Array<{ userId: string }> = [];

  const call = async (method: "GET" | "POST" | "PUT", path: string, payload?: object) => {
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
    tenant = await createTestTenant(app, { companyName: "Cozinha Ltda" });
    const kitchen = (await call("POST", "/departments", { name: "Kitchen" })).id as string;
    for (const name of ["Ana", "Bia", "Caio", "Duda"])
      cooks.push(
        await call("POST", "/workers", { name, lastName: "Cook", email: uniqueEmail(name), departmentId: kitchen }),
      );
    const types = await call("POST", "/leave-types/many", {
      items: [
        {
          title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
          color: "#2e7d32",
          unit: "days",
          totalTime: 30 * DAY_MS,
        },
      ],
    });
    vacationId = types.items[0].id;
    await call("PUT", `/vacation-planner/departments/${kitchen}/minimum-staffing`, { minimumPresent: 3 });
    await call("POST", "/vacation-planner/entries", {
      userId: cooks[0]!.userId,
      leaveTypeId: vacationId,
      startDate: "2030-02-04",
      endDate: "2030-02-08",
    });
    await call("POST", "/vacation-planner/entries", {
      userId: cooks[1]!.userId,
      leaveTypeId: vacationId,
      startDate: "2030-02-07",
      endDate: "2030-02-12",
    });
  });

  async function open(path: string, theme: (typeof THEMES)[number] = "light"): Promise<Page> {
    const { signIn, newPage, url } = browser();
    await signIn(tenant.admin);
    const page = await newPage();
    await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), theme);
    await page.goto(url(path));
    return page;
  }

  for (const theme of THEMES)
    test(`shows the coverage and its warning in words, accessible in the ${theme} theme`, async () => {
      const { axe, screenshot, errorsOf } = browser();
      const page = await open("/vacation-planner", theme);
      await page.getByRole("heading", { name: en["vacation-planner.warnings.title"] }).waitFor();
      expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
      await expect
        .poll(() => page.getByText(/2 working days below the minimum \(as few as 2 present, minimum 3\)/).count())
        .toBe(1);
      const february = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "February" }) });
      expect(await february.getByRole("cell").nth(6).textContent()).toBe("2!below the minimum");
      expect(await february.getByRole("cell").nth(8).textContent()).toBe("·closed");
      await screenshot(page, `vacation-planner-${theme}`);
      expect(describeViolations(await axe(page))).toEqual([]);
      expect(errorsOf(page)).toEqual([]);
      await page.close();
    });

  test("turns a plan entry into a leave request: the leave module's refusal first, in Portuguese, then the request", async () => {
    const page = await open("/pt/vacation-planner");
    const ana = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Ana Cook" }) });
    const button = ana.getByRole("button", { name: /Criar solicitação para Ana Cook/ });
    await button.click();
    // no balance yet: the leave module's catalogue message, in the page's language
    await expect.poll(() => ana.getByRole("alert").textContent()).toBe("Não há dias suficientes!");

    await call("POST", "/leave/ledger", {
      userId: cooks[0]!.userId,
      leaveTypeId: vacationId,
      kind: "grant",
      amount: 30 * DAY_MS,
      reason: "initial",
    });
    await button.click();
    await ana
      .getByText(ptBR["vacation-planner.people.request"].replace("{status}", ptBR["vacation-planner.status.pending"]))
      .waitFor();
    expect(await ana.getByRole("button", { name: /Criar solicitação/ }).count()).toBe(0);
    const year = await call("GET", "/vacation-planner?year=2030");
    const entry = year.department.people[0].absences[0];
    expect(entry.request.status).toBe("pending");
    expect((await call("GET", `/leave/requests/${entry.request.id}`)).userId).toBe(cooks[0]!.userId);
    await page.close();
  });
});
