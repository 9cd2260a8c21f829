/**
 * Issue 16 in the browser: the people-analytics pages on the demo company (a year of hires, departures and exit
 * surveys). /growth for an admin (charts, table views, the diversity tab) and an employee (company level only, no
 * break-down, no diversity); /dash-questions for a manager; the Excel export downloads a workbook. Every page in en,
 * pt-BR and es without a raw message id, charts drawn; axe clean in light and dark, at desktop and 390 px without
 * sideways scroll.
 *
 * The app and the browser run on a fixed clock (12 March 2030).
 */
import type { Page } from "playwright-core";
import { createIntl } from "react-intl";
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { DEMO_PASSWORD, seedDemo } from "../../core/seed/demo-seed.js";
import { TestClock } from "../../core/testing/kit.js";
import { en as analyticsEn } from "../../modules/analytics/web/messages/en.js";
import { es as analyticsEs } from "../../modules/analytics/web/messages/es.js";
import { ptBR as analyticsPtBR } from "../../modules/analytics/web/messages/pt-BR.js";
import { rawMessageIds } from "./support.js";

const NOW = new Date("2030-03-12T12:00:00.000Z");
const PHONE = { width: 390, height: 844 };
const intl = createIntl({ locale: "en", messages: analyticsEn });
const t = (id: keyof typeof analyticsEn, values?: Record<string, string | number>) =>
  intl.formatMessage({ id }, values);

describeInBrowser("people analytics: growth, diversity and exit-survey dashboards", () => {
  const clock = new TestClock(NOW);
  const browser = useBrowserApp("e2e_analytics", { clock });
  const tokens = new Map<"admin" | "manager" | "employee", string>();

  async function open(role: "admin" | "manager" | "employee", path: string, options: { theme?: string } = {}) {
    const { signIn, newPage, url } = browser();
    await signIn({ token: tokens.get(role)! });
    const page = await newPage();
    await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), options.theme ?? "light");
    await page.goto(url(path));
    return page;
  }

  /** The page's charts are drawn: `count` charts (recharts wrappers; legend icons are SVGs too), with marks. */
  async function chartsDrawn(page: Page, count: number) {
    await expect.poll(() => page.locator('[role="img"] .recharts-wrapper').count(), { timeout: 15_000 }).toBe(count);
    await expect
      .poll(() =>
        page.locator('[role="img"] svg .recharts-bar-rectangle, [role="img"] svg .recharts-line-curve').count(),
      )
      .toBeGreaterThan(0);
  }

  beforeAll(async () => {
    const { app, context } = browser();
    await context.clock.install({ time: NOW });
    const logins = (await seedDemo({ log: app.log, now: clock.now, workers: 9, modules: app.modules, force: true }))!;
    for (const role of ["admin", "manager", "employee"] as const) {
      const login = logins.find((l) => l.role === role)!;
      const answer = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: login.email, password: DEMO_PASSWORD },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      tokens.set(role, answer.json<{ token: string }>().token);
    }
  }, 240_000);

  test("an admin reads growth as charts and as tables, breaks it down, and opens the diversity tab", async () => {
    const { screenshot, errorsOf } = browser();
    const page = await open("admin", "/growth");
    await page.getByRole("heading", { name: t("analytics.growth.title"), level: 1 }).waitFor();
    for (const title of ["headcount", "flow", "turnover", "seniority"] as const)
      await page.getByRole("heading", { name: t(`analytics.growth.${title}`), level: 2 }).waitFor();
    await chartsDrawn(page, 4);
    // 14 people left over the year: the text summary says so
    await page.getByText(/and 14 terminations/).waitFor();
    // the headcount chart as a table: one row per month, twelve months
    await page.getByRole("button", { name: `${t("analytics.showTable")}: ${t("analytics.growth.headcount")}` }).click();
    const table = page.getByRole("table", { name: t("analytics.growth.headcount") });
    await table.waitFor();
    expect(await table.getByRole("row").count()).toBe(13);
    await screenshot(page, "analytics-growth");

    // by department: a fifth card with the departments' names (the headcount card still shows its table)
    await page.getByRole("button", { name: new RegExp(t("analytics.growth.by")) }).click();
    await page.getByRole("option", { name: t("analytics.growth.by.department") }).click();
    await page.getByRole("heading", { name: t("analytics.growth.groups", { by: "department" }), level: 2 }).waitFor();
    await chartsDrawn(page, 4);

    await page.getByRole("tab", { name: t("analytics.growth.tabDiversity") }).click();
    await page
      .getByRole("heading", {
        name: t("analytics.diversity.chart", { dimension: t("analytics.diversity.dimension.gender") }),
      })
      .waitFor();
    await chartsDrawn(page, 1);
    await page.getByRole("button", { name: new RegExp(t("analytics.diversity.dimension")) }).click();
    await page.getByRole("option", { name: t("analytics.diversity.dimension.sexualOrientation") }).click();
    // some answers are in groups under 6: the summary says they are not shown
    await page.getByText(/in groups under 6 are not shown/).waitFor();
    await screenshot(page, "analytics-diversity");
    expect(await rawMessageIds(page)).toEqual([]);
    expect(errorsOf(page)).toEqual([]);
    await page.close();
  });

  test("an employee sees company-level growth only", async () => {
    const { errorsOf } = browser();
    const page = await open("employee", "/growth");
    await page.getByText(t("analytics.growth.employeeHint")).waitFor();
    await chartsDrawn(page, 4);
    expect(await page.getByRole("tab").count()).toBe(0);
    expect(await page.getByRole("button", { name: new RegExp(t("analytics.growth.by")) }).count()).toBe(0);
    // the exit-survey dashboard is not theirs
    await page.goto(browser().url("/dash-questions"));
    await page.getByRole("heading", { name: t("analytics.surveys.title") }).waitFor({ state: "detached" });
    expect(await page.locator('[role="img"] .recharts-wrapper').count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
    await page.close();
  });

  test("a manager reads the exit surveys: totals, eNPS over time, scores, yes/no, by type; exports to Excel", async () => {
    const { screenshot, errorsOf } = browser();
    const page = await open("manager", "/dash-questions");
    await page.getByRole("heading", { name: t("analytics.surveys.title"), level: 1 }).waitFor();
    await page.getByText(/13 of 14 people answered/).waitFor();
    for (const title of ["overTime", "scores", "yesNo", "byType"] as const)
      await page.getByRole("heading", { name: t(`analytics.surveys.${title}`), level: 2 }).waitFor();
    await chartsDrawn(page, 4);
    await page.getByRole("button", { name: `${t("analytics.showTable")}: ${t("analytics.surveys.byType")}` }).click();
    await page.getByRole("table", { name: t("analytics.surveys.byType") }).waitFor();
    await screenshot(page, "analytics-surveys");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: t("analytics.export") }).click(),
    ]);
    const { readFile } = await import("node:fs/promises");
    // an .xlsx is a zip: it starts with "PK"
    expect((await readFile(await download.path())).subarray(0, 2).toString("latin1")).toBe("PK");
    expect(download.suggestedFilename()).toBe("surveys-2029-04-2030-03.xlsx");
    expect(errorsOf(page)).toEqual([]);
    await page.close();
  });

  for (const [prefix, messages] of [
    ["/pt", analyticsPtBR],
    ["/es", analyticsEs],
  ] as const)
    test(`both pages speak ${prefix}`, async () => {
      for (const [path, title, charts] of [
        ["/growth", messages["analytics.growth.title"], 4],
        ["/dash-questions", messages["analytics.surveys.title"], 4],
      ] as const) {
        const page = await open("admin", `${prefix}${path}`);
        await page.getByRole("heading", { name: title, level: 1 }).waitFor();
        await chartsDrawn(page, charts);
        expect(await rawMessageIds(page), path).toEqual([]);
        await page.close();
      }
    });

  for (const theme of ["light", "dark"])
    test(`/growth (both tabs) and /dash-questions pass axe in the ${theme} theme, at desktop and 390 px`, async () => {
      const { axe } = browser();
      for (const [path, title] of [
        ["/growth", t("analytics.growth.title")],
        ["/dash-questions", t("analytics.surveys.title")],
      ] as const) {
        const page = await open("admin", path, { theme });
        await page.getByRole("heading", { name: title, level: 1 }).waitFor();
        await chartsDrawn(page, 4);
        // a table view open too
        await page
          .getByRole("button", { name: new RegExp(`^${t("analytics.showTable")}`) })
          .first()
          .click();
        await page.getByRole("table").first().waitFor();
        expect(describeViolations(await axe(page)), `${path} ${theme}`).toEqual([]);
        await page.setViewportSize(PHONE);
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
        expect(describeViolations(await axe(page)), `${path} ${theme} phone`).toEqual([]);
        if (path === "/growth") {
          await page.getByRole("tab", { name: t("analytics.growth.tabDiversity") }).click();
          await chartsDrawn(page, 1);
          await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
          expect(describeViolations(await axe(page)), `${path} diversity ${theme} phone`).toEqual([]);
        }
        await page.close();
      }
    });
});
