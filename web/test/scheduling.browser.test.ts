/**
 * Scheduling in Chromium (issue 14): a manager builds a week on /schedule-management (adds shifts from the "+" of a
 * cell, moves one by dragging it, and another with the keyboard through its dialog) and publishes it; an employee asks
 * to trade on /schedule-management-order, the colleague accepts, the manager approves, and both see their new shifts.
 * Both pages at 390 px without sideways scroll and with no serious or critical axe violation in light and dark. The
 * app and the browser run on one fixed clock (Tuesday 2030-01-15).
 */
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, PASSWORD, TestClock, uniqueEmail, type TestTenant } from "../../core/testing/kit.js";
import { en } from "../../modules/scheduling/web/messages/en.js";

const NOW = new Date("2030-01-15T12:00:00.000Z");
const THEMES = ["light", "dark"] as const;
const MON = "2030-01-21";

describeInBrowser("scheduling", () => {
  const clock = new TestClock(NOW);
  const browser = useBrowserApp("e2e_scheduling", { clock });
  let tenant: TestTenant;
  let kitchen: string;
  let manager: { userId: string; token: string };
  const cooks: Array<{ userId: string; token: string }> = [];

  const call = async (method: "GET" | "POST" | "PUT", path: string, payload?: object, token = tenant.admin.token) => {
    const r = await browser().app.inject({
      method,
      url: `/api/companies/${tenant.companyId}${path}`,
      headers: { token },
      ...(payload ? { payload } : {}),
    });
    if (r.statusCode >= 300) throw new Error(`${method} ${path}: ${r.statusCode} ${r.body}`);
    return r.json();
  };

  beforeAll(async () => {
    const { app, context } = browser();
    await context.clock.install({ time: NOW });
    tenant = await createTestTenant(app, { companyName: "Cozinha Ltda" });
    kitchen = (await call("POST", "/departments", { name: "Kitchen" })).id as string;
    for (const name of ["Ana", "Bia"]) {
      const w = await call("POST", "/workers", {
        name,
        lastName: "Cook",
        email: uniqueEmail(name),
        departmentId: kitchen,
      });
      const link = await app.inject({
        method: "GET",
        url: `/api/users/${w.userId}/generateAuthLink`,
        headers: { token: tenant.admin.token },
      });
      const code = new URL(link.json<{ link: string }>().link).searchParams.get("code");
      const done = await app.inject({
        method: "POST",
        url: "/api/auth/first-access",
        payload: { code, password: PASSWORD },
      });
      cooks.push({ userId: w.userId, token: done.json<{ token: string }>().token });
    }
    manager = await tenant.loginAs("revisor");
  });

  async function open(
    path: string,
    person: { token: string },
    theme: (typeof THEMES)[number] = "light",
  ): Promise<Page> {
    const { signIn, signOut, newPage, url } = browser();
    await signOut();
    await signIn(person);
    const page = await newPage();
    await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), theme);
    await page.goto(url(path));
    return page;
  }

  const day = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString("en", {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    });

  test("a manager builds a week (add, drag, keyboard move) and publishes it", async () => {
    const { screenshot, errorsOf } = browser();
    const page = await open("/schedule-management", manager);
    await page.getByRole("heading", { level: 1, name: en["scheduling.board.title"] }).waitFor();
    await page.getByRole("button", { name: en["scheduling.board.next"] }).click();
    await page.getByRole("region", { name: en["scheduling.board.gridLabel"] }).waitFor();

    const addShift = async (who: string, date: string, from: string, to: string) => {
      await page.getByRole("button", { name: `Add a shift for ${who} on ${day(date)}` }).click();
      const dialog = page.getByRole("dialog", { name: en["scheduling.board.addShift"] });
      await dialog.getByLabel(en["scheduling.board.start"]).fill(from);
      await dialog.getByLabel(en["scheduling.board.end"]).fill(to);
      await dialog.getByLabel(en["scheduling.board.break"]).fill("30");
      await dialog.getByRole("button", { name: en["scheduling.board.save"] }).click();
      await dialog.waitFor({ state: "detached" });
    };
    await addShift("Ana Cook", MON, "06:00", "14:00");
    await addShift("Bia Cook", "2030-01-22", "14:00", "22:00");
    await addShift("Ana Cook", "2030-01-23", "06:00", "14:00");
    const shiftButton = (who: string, date: string) =>
      page.getByRole("button", { name: new RegExp(`, ${who}, ${day(date)}\\.`) });
    await shiftButton("Ana Cook", "2030-01-23").waitFor();

    // pointer: drag Ana's Wednesday shift to Thursday
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Ana Cook" }) });
    await shiftButton("Ana Cook", "2030-01-23").dragTo(row.getByRole("cell").nth(3));
    await shiftButton("Ana Cook", "2030-01-24").waitFor();

    // keyboard: open the Thursday shift with Enter and move it to Friday through the dialog
    await shiftButton("Ana Cook", "2030-01-24").focus();
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: en["scheduling.board.editShift"] });
    await edit.getByRole("button", { name: new RegExp(en["scheduling.board.day"]) }).click();
    await page.getByRole("option", { name: /Fri, Jan 25/ }).click();
    await edit.getByRole("button", { name: en["scheduling.board.save"] }).click();
    await edit.waitFor({ state: "detached" });
    await shiftButton("Ana Cook", "2030-01-25").waitFor();

    // a conflicting shift is refused with the spec's message
    await page.getByRole("button", { name: `Add a shift for Ana Cook on ${day(MON)}` }).click();
    const dialog = page.getByRole("dialog", { name: en["scheduling.board.addShift"] });
    await dialog.getByLabel(en["scheduling.board.start"]).fill("10:00");
    await dialog.getByLabel(en["scheduling.board.end"]).fill("12:00");
    await dialog.getByRole("button", { name: en["scheduling.board.save"] }).click();
    await page.getByText("There is a conflict between the schedules.").first().waitFor();
    await dialog.getByRole("button", { name: en["scheduling.board.cancel"] }).click();

    await page.getByText("3 draft shifts").waitFor();
    await page.getByRole("button", { name: en["scheduling.board.publish"] }).click();
    await page.getByText("3 shifts published.").first().waitFor();
    const board = await call("GET", `/scheduling/board?departmentId=${kitchen}&from=${MON}`);
    expect(
      board.shifts.map((s: { userId: string; date: string; status: string }) => [s.userId, s.date, s.status]).sort(),
    ).toEqual(
      [
        [cooks[0]!.userId, MON, "published"],
        [cooks[0]!.userId, "2030-01-25", "published"],
        [cooks[1]!.userId, "2030-01-22", "published"],
      ].sort(),
    );
    await screenshot(page, "scheduling-board");
    // the refused conflicting shift is the one failed request
    expect(errorsOf(page).filter((e) => !e.includes("status of 409"))).toEqual([]);
    await page.close();
  });

  test("an employee asks to trade, the colleague accepts, the manager approves, both see their new shifts", async () => {
    const { screenshot } = browser();
    const ana = await open("/schedule-management-order", cooks[0]!);
    await ana.getByRole("heading", { level: 1, name: en["scheduling.orders.title"] }).waitFor();
    const monday = ana.locator(`[data-shift-date="${MON}"]`);
    await monday.getByRole("button", { name: en["scheduling.orders.askTrade"] }).click();
    const dialog = ana.getByRole("dialog", { name: en["scheduling.orders.askTrade"] });
    await dialog.getByRole("button", { name: new RegExp(en["scheduling.orders.theirShift"]) }).click();
    await ana.getByRole("option", { name: /Bia Cook/ }).click();
    await dialog.getByLabel(en["scheduling.orders.note"]).fill("Dentist");
    await dialog.getByRole("button", { name: en["scheduling.orders.send"] }).click();
    await ana.getByText(en["scheduling.orders.state.worker-must-approve"]).waitFor();
    await screenshot(ana, "scheduling-orders-asked");
    await ana.close();

    const bia = await open("/schedule-management-order", cooks[1]!);
    await bia.getByText(/Ana Cook asks Bia Cook to trade/).waitFor();
    await bia.getByRole("button", { name: en["scheduling.orders.action.accept"] }).click();
    await bia.getByText(en["scheduling.orders.state.waiting-admin-approval"]).first().waitFor();
    await bia.close();

    const lead = await open("/schedule-management", manager);
    await lead.getByRole("heading", { name: en["scheduling.board.pending"] }).waitFor();
    await lead.getByRole("button", { name: en["scheduling.board.approve"] }).click();
    await lead.getByText(en["scheduling.board.approvedOrder"]).first().waitFor();
    await lead.close();

    const anaAfter = await open("/schedule-management-order", cooks[0]!);
    await anaAfter.locator('[data-shift-date="2030-01-22"]').waitFor();
    expect(await anaAfter.locator(`[data-shift-date="${MON}"]`).count()).toBe(0);
    await anaAfter.getByText(en["scheduling.orders.state.approved"]).first().waitFor();
    await anaAfter.close();
    const biaAfter = await open("/schedule-management-order", cooks[1]!);
    await biaAfter.locator(`[data-shift-date="${MON}"]`).waitFor();
    expect(await biaAfter.locator('[data-shift-date="2030-01-22"]').count()).toBe(0);
    await biaAfter.close();
  });

  for (const theme of THEMES)
    test(`both pages at 390 px: no sideways scroll, no serious axe violation (${theme})`, async () => {
      const { axe, screenshot, errorsOf } = browser();
      for (const [path, person, heading] of [
        ["/schedule-management", manager, en["scheduling.board.title"]],
        ["/schedule-management-order", cooks[0]!, en["scheduling.orders.title"]],
      ] as const) {
        const page = await open(path, person, theme);
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        if (path === "/schedule-management") {
          await page.getByRole("button", { name: en["scheduling.board.next"] }).click();
          await page.getByRole("region", { name: en["scheduling.board.gridLabel"] }).waitFor();
        } else await page.locator("[data-shift-date]").first().waitFor();
        expect(describeViolations(await axe(page)), `${path} ${theme} desktop`).toEqual([]);
        await page.setViewportSize({ width: 390, height: 844 });
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
        expect(describeViolations(await axe(page)), `${path} ${theme} phone`).toEqual([]);
        await screenshot(page, `scheduling${path.replace(/\//g, "-")}-${theme}-phone`);
        expect(errorsOf(page)).toEqual([]);
        await page.close();
      }
    });
});
