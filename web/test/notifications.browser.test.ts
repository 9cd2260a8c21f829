/**
 * Issue 12 "Notifications": an employee's page is open when their manager approves their leave (through the API):
 * the bell's unread count goes up without a reload; the inbox lists the notice and opens /my-requests; the
 * /notifications-config page lists the kinds the modules declare and saves a channel choice; it fits a 390 px phone
 * (the table becomes a list) and axe finds nothing serious, light and dark.
 */
import type { LightMyRequestResponse } from "fastify";
import type { Page } from "playwright-core";
import { createIntl } from "react-intl";
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { DAY_MS, TestClock } from "../../core/testing/kit.js";
import { en } from "../src/i18n/messages/en.js";
import { addWorkerByApi, signUpByApi } from "./support.js";

const NOW = new Date("2030-03-04T12:00:00.000Z");
const intl = createIntl({ locale: "en", messages: en });
const t = (id: keyof typeof en, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

describeInBrowser("notifications: the live bell, the inbox and /notifications-config", () => {
  const clock = new TestClock(NOW);
  const browser = useBrowserApp("e2e_notifications", { clock });
  let companyId: string;
  let admin: { token: string };
  let manager: { token: string; workerId: string; userId: string };
  let requester: { token: string; workerId: string; userId: string };
  let vacationId: string;

  const expectStatus = (response: LightMyRequestResponse, status: number) =>
    expect(response.statusCode, response.body).toBe(status);
  const call = (person: { token: string }, method: "GET" | "POST" | "PATCH" | "PUT", path: string, payload?: object) =>
    browser().app.inject({
      method,
      url: path.startsWith("/api/") ? path : `/api/companies/${companyId}${path}`,
      headers: { token: person.token },
      ...(payload ? { payload } : {}),
    });

  async function requestLeave(startDate: string, endDate: string) {
    const r = await call(requester, "POST", "/leave/requests", { leaveTypeId: vacationId, startDate, endDate });
    expectStatus(r, 201);
    return r.json<{ id: string }>().id;
  }

  /** The page's realtime frames and notification reads, timed, for the message of a failed live update. */
  function traceLiveUpdates(page: Page) {
    const started = Date.now();
    const lines: string[] = [];
    const mark = (text: string) => lines.push(`${Date.now() - started} ms ${text}`);
    page.on("websocket", (socket) => {
      mark(`socket ${socket.url()}`);
      socket.on("framereceived", (frame) => mark(`<- ${String(frame.payload).slice(0, 160)}`));
      socket.on("framesent", (frame) => mark(`-> ${String(frame.payload).slice(0, 160)}`));
      socket.on("close", () => mark("socket closed"));
    });
    page.on("response", (response) => {
      if (response.url().includes("/notifications") || response.url().includes("/auth/session"))
        mark(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    return { lines, mark };
  }

  /** The bell as a person sees it: a button named with the unread count. */
  const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });

  beforeAll(async () => {
    const { app, context } = browser();
    await context.clock.install({ time: NOW });
    const company = await signUpByApi(app, { companyName: "Avisos Ltda", pack: "traditional" });
    companyId = company.companyId;
    admin = company.admin;
    vacationId = (await company.leaveType("br.vacation")).id;
    const addWorker = (body: Parameters<typeof addWorkerByApi>[2]) => addWorkerByApi(app, company, body);
    manager = await addWorker({ name: "Marta", levels: ["revisor"] });
    requester = await addWorker({ name: "Rui", levels: ["requester"], referenceWorkerId: manager.workerId });
    expectStatus(
      await call(admin, "POST", "/leave/ledger", {
        userId: requester.userId,
        leaveTypeId: vacationId,
        kind: "grant",
        amount: 30 * DAY_MS,
        reason: "granted for the test",
      }),
      201,
    );
  });

  test("the bell counts a decision made elsewhere without a reload, and the inbox opens its page", async () => {
    const { signIn, newPage, url, screenshot, axe } = browser();
    const leaveId = await requestLeave("2030-03-18", "2030-03-22");
    await signIn(requester);
    const page = await newPage();
    const trace = traceLiveUpdates(page);
    await page.goto(url("/"));
    await expect.poll(() => bell(page).getAttribute("aria-label")).toBe(t("notifications.bell"));

    // the manager approves through the API while the employee's page stays open
    expectStatus(await call(manager, "POST", `/leave/requests/${leaveId}/approve`, {}), 200);
    trace.mark("approved");
    try {
      await expect
        .poll(() => bell(page).getAttribute("aria-label"), { timeout: 30_000 })
        .toBe(t("notifications.bellUnread", { count: 1 }));
    } catch (error) {
      // a run that failed here under load could not say why: the socket's frames and the count's reads tell
      throw new Error(`${String(error)}\nwhat the page saw:\n${trace.lines.join("\n")}`);
    }
    expect(await page.getByTestId("notifications-badge").innerText()).toBe("1");

    await bell(page).click();
    const inbox = page.getByRole("dialog", { name: t("notifications.inbox") });
    const item = inbox.getByRole("button", { name: /Leave request approved/ });
    await item.waitFor();
    expect(await item.innerText()).toContain("18/03/2030");
    await screenshot(page, "notifications-inbox");
    expect(describeViolations(await axe(page))).toEqual([]);
    await item.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/my-requests");
    // opening it read it
    await expect.poll(() => bell(page).getAttribute("aria-label")).toBe(t("notifications.bell"));
    const unread = await call(requester, "GET", "/notifications/unread");
    expect(unread.json()).toEqual({ unread: 0 });
    await page.close();
  });

  test("mark all read clears the badge", async () => {
    const { signIn, newPage, url } = browser();
    const first = await requestLeave("2030-04-08", "2030-04-08");
    const second = await requestLeave("2030-04-15", "2030-04-15");
    expectStatus(await call(manager, "POST", `/leave/requests/${first}/approve`, {}), 200);
    expectStatus(await call(manager, "POST", `/leave/requests/${second}/deny`, { reason: "Busy" }), 200);
    await signIn(requester);
    const page = await newPage();
    await page.goto(url("/"));
    await expect.poll(() => bell(page).getAttribute("aria-label")).toBe(t("notifications.bellUnread", { count: 2 }));
    await bell(page).click();
    await page.getByRole("button", { name: t("notifications.markAllRead") }).click();
    await expect.poll(() => bell(page).getAttribute("aria-label")).toBe(t("notifications.bell"));
    await page.close();
  });

  test("/notifications-config saves a choice, becomes a list at 390 px and passes axe in light and dark", async () => {
    const { signIn, newPage, url, screenshot, axe } = browser();
    await signIn(requester);
    const page = await newPage();
    await page.goto(url("/notifications-config"));
    await page.getByRole("heading", { level: 1, name: t("notifications.config.title") }).waitFor();
    const email = page.getByRole("checkbox", {
      name: `${t("notifications.channel.email")}: My leave request was approved`,
    });
    await email.waitFor();
    expect(await email.isChecked()).toBe(true);
    await email.uncheck();
    await page.getByRole("button", { name: t("notifications.config.save") }).click();
    await page
      .getByRole("status")
      .filter({ hasText: t("notifications.config.saved") })
      .waitFor();
    const saved = await call(requester, "GET", "/notifications/config");
    expect(saved.json().rules).toContainEqual({
      prefix: "leave.request.approved",
      inApp: true,
      email: false,
      push: true,
    });
    // the push section offers this device (the server has a development key pair)
    await page.getByRole("button", { name: t("notifications.push.enable") }).waitFor();
    await screenshot(page, "notifications-config");

    // after a reload the choice is still there
    await page.reload();
    const again = page.getByRole("checkbox", {
      name: `${t("notifications.channel.email")}: My leave request was approved`,
    });
    await again.waitFor();
    expect(await again.isChecked()).toBe(false);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth))
      .toBe(true);
    // the channels are named beside each box where the column headers are hidden
    await page.getByText(t("notifications.channel.inApp"), { exact: true }).filter({ visible: true }).first().waitFor();
    expect(await page.getByRole("columnheader", { name: t("notifications.channel.email") }).isVisible()).toBe(false);
    await screenshot(page, "notifications-config-390");
    await page.close();

    for (const theme of ["light", "dark"] as const) {
      const themed = await newPage();
      await themed.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), theme);
      await themed.goto(url("/notifications-config"));
      await themed.getByRole("checkbox").first().waitFor();
      expect(await themed.locator("html").getAttribute("data-theme")).toBe(theme);
      await screenshot(themed, `notifications-config-${theme}`);
      expect(describeViolations(await axe(themed)), theme).toEqual([]);
      await themed.close();
    }
  });
});
