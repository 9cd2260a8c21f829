/**
 * Company news in Chromium (issue 17 "Proof"): an admin writes a post on /communication and schedules it; before its
 * sendDate an employee's home does not show it, at the sendDate (the app's test clock and the browser's clock moved
 * together) it is in the home page's news card on a phone; opening it shows the post and counts one read for the
 * admin. Home, the post and /communication fit 390 px and pass axe (no serious or critical violation) in light and
 * dark.
 */
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { addSignedInMember, createTestTenant, TestClock, type TestTenant } from "../../core/testing/kit.js";
import type { NewsList } from "../../modules/communication/contract/index.js";
import { en } from "../../modules/communication/web/messages/en.js";
import { typeDate } from "./support.js";

const NOW = new Date("2030-01-15T12:00:00.000Z");
const PHONE = { width: 390, height: 844 };
const TITLE = "Quarterly all-hands";

describeInBrowser("company news", () => {
  const clock = new TestClock(NOW);
  const browser = useBrowserApp("e2e_news", { clock });
  let tenant: TestTenant;

  beforeAll(async () => {
    await browser().context.clock.install({ time: NOW });
    tenant = await createTestTenant(browser().app, { companyName: "Jornal Ltda" });
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

  async function checkPage(page: Page, name: string) {
    const { axe, screenshot } = browser();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(describeViolations(await axe(page)), name).toEqual([]);
    await screenshot(page, name);
  }

  test("an admin schedules a post; an employee sees it on home at its sendDate and reads it", async () => {
    const { app, errorsOf } = browser();
    const employee = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"] });

    // the admin writes and schedules it (on a phone: the form works at 390 px)
    const admin = await open(tenant.admin, "/communication", { phone: true });
    await admin.getByRole("heading", { name: en["communication.form.heading"] }).waitFor();
    await admin.getByRole("textbox", { name: en["communication.form.title"] }).fill(TITLE);
    await admin.getByRole("textbox", { name: en["communication.form.body"] }).click();
    await admin.keyboard.type("Agenda: ");
    await admin.getByRole("button", { name: en["communication.form.bold"] }).click();
    await admin.keyboard.type("results and plans");
    await admin
      .getByRole("radiogroup", { name: en["communication.form.when"] })
      .getByText(en["communication.form.later"], { exact: true })
      .click();
    await typeDate(admin, en["communication.form.date"], "2030-01-16");
    await admin.getByLabel(en["communication.form.time"]).fill("09:30");
    await admin.getByRole("button", { name: en["communication.form.schedule"] }).click();
    await admin.getByText(en["communication.form.scheduled"]).waitFor();
    const row = admin.getByRole("row").filter({ hasText: TITLE });
    await row.getByText(en["communication.status.scheduled"]).waitFor();
    await checkPage(admin, "news-admin-scheduled-phone");
    expect(errorsOf(admin)).toEqual([]);
    await admin.close();

    const list = (
      await app.inject({
        url: `/api/companies/${tenant.companyId}/news`,
        headers: { token: tenant.admin.token },
      })
    ).json<NewsList>();
    const scheduled = list.items.find((p) => p.title === TITLE)!;
    expect(scheduled).toMatchObject({ status: "scheduled" });
    expect(scheduled.body).toBe("Agenda: <b>results and plans</b>");
    const sendDate = new Date(scheduled.sendDate);
    expect(sendDate.getTime()).toBeGreaterThan(NOW.getTime());

    // before the date: not on the employee's home
    const before = await open(employee, "/", { phone: true });
    const card = before.getByRole("region", { name: en["communication.home.title"] });
    await card.getByText(en["communication.feed.none"]).waitFor();
    expect(await before.getByText(TITLE).count()).toBe(0);
    await before.close();

    // at the sendDate: on home, marked new
    const at = new Date(sendDate.getTime() + 60_000);
    clock.current = at;
    await browser().context.clock.setSystemTime(at);
    for (const theme of ["light", "dark"] as const) {
      const home = await open(employee, "/", { phone: true, theme });
      const news = home.getByRole("region", { name: en["communication.home.title"] });
      await news.getByRole("link", { name: TITLE }).waitFor();
      await news.getByText(en["communication.feed.unread"], { exact: true }).waitFor();
      await checkPage(home, `news-home-${theme}-phone`);
      if (theme === "dark") {
        await news.getByRole("link", { name: TITLE }).click();
        await home.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
        await home.getByRole("article").getByText("results and plans").waitFor();
        await checkPage(home, "news-post-dark-phone");
      }
      expect(errorsOf(home)).toEqual([]);
      await home.close();
    }

    // the admin sees one read
    await expect
      .poll(async () => {
        const r = await app.inject({
          url: `/api/companies/${tenant.companyId}/news/${scheduled.id}`,
          headers: { token: tenant.admin.token },
        });
        return r.json<{ reads: number }>().reads;
      })
      .toBe(1);
  });
});
