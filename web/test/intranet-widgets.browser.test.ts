/**
 * The clock, company news and small org chart widgets in Chromium (issue 19), and the admin's embed snippet page. An
 * intranet page on another origin, with aggressive CSS, embeds the three widgets with the company's publishable key:
 * the page's CSS does not reach them, the news widget shows only posts for everyone, the org chart opens and closes
 * with the keyboard, a widget's `primary-color` is drawn by the app's contrast rule, axe is clean inside the shadow
 * roots; a person signs in through the popup and clocks in from the widget, and the punch is in their log in the app.
 * The /embed-widgets page at 390 px builds and copies a snippet and passes axe in light and dark.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { addSignedInMember, createTestTenant, PASSWORD, TestClock, type TestTenant } from "../../core/testing/kit.js";
import { adjustForContrast } from "../../widgets/runtime/colors.js";

const NOW = new Date("2030-01-16T12:00:00.000Z");
const PHONE = { width: 390, height: 844 };

const AGGRESSIVE_CSS = `
  * { all: unset !important; }
  html { font-size: 40px !important; }
  body, body * { font: italic 48px/3 "Comic Sans MS", cursive !important; color: #c00 !important;
    background: #ff0 !important; letter-spacing: 6px !important; }
  details, summary, ul, li, p, a, button, img { display: inline !important; padding: 40px !important; }
`;

function hostPage(app: string, key: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Intranet</title><style>${AGGRESSIVE_CSS}</style>
<script src="${app}/widgets/loader.js" data-key="${key}" async></script></head>
<body><main><h1>Our intranet</h1>
<workforce-widget name="clock" id="clock"></workforce-widget>
<workforce-widget name="news" id="news" primary-color="#ffeb3b"></workforce-widget>
<workforce-widget name="org-chart" id="org" theme="dark"></workforce-widget>
</main></body></html>`;
}

/** The computed font size of a widget's heading, and its accent colour, read inside its shadow root. */
async function widgetLook(page: Page, id: string) {
  return page.evaluate((hostId) => {
    const root = document.getElementById(hostId)!.shadowRoot!;
    const body = getComputedStyle(root.querySelector(".wf")!);
    return {
      h2: getComputedStyle(root.querySelector("h2")!).fontSize,
      accent: body.borderTopColor,
      font: body.fontFamily,
    };
  }, id);
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

describeInBrowser("intranet widgets: clock, news, org chart; the embed snippet page", () => {
  const clock = new TestClock(NOW);
  const browser = useBrowserApp("e2e_intranet_widgets", { clock, widgets: true });
  let tenant: TestTenant;
  let ana: { email: string; token: string };
  let intranet: { origin: string; server: Server };
  let key = "";

  const call = async (person: { token: string }, method: "GET" | "POST", path: string, payload?: object) => {
    const r = await browser().app.inject({
      method,
      url: `/api/companies/${tenant.companyId}${path}`,
      headers: { token: person.token },
      ...(payload ? { payload } : {}),
    });
    if (r.statusCode >= 300) throw new Error(`${method} ${path}: ${r.statusCode} ${r.body}`);
    return r.json();
  };

  beforeAll(async () => {
    const { app, origin: appOrigin } = browser();
    const server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(hostPage(appOrigin, key));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    intranet = { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
    tenant = await createTestTenant(app, { companyName: "Café Ltda" });
    key = (
      await call(tenant.admin, "POST", "/publishable-keys", { name: "Intranet", allowedOrigins: [intranet.origin] })
    ).key;
    const ceo = await call(tenant.admin, "POST", "/roles", { name: "CEO", levelAccess: "admin" });
    const marina = await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"] });
    const boss = await call(tenant.admin, "POST", "/workers", {
      name: "Marina",
      lastName: "Costa",
      email: marina.email,
      levels: ["admin"],
      roleId: ceo.id,
    });
    ana = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"] });
    await call(tenant.admin, "POST", "/workers", {
      name: "Ana",
      lastName: "Souza",
      email: ana.email,
      levels: ["requester"],
      referenceWorkerId: boss.id,
    });
    const finance = await call(tenant.admin, "POST", "/departments", { name: "Finance" });
    await call(tenant.admin, "POST", "/news", {
      title: "New parking rules",
      body: "<p>Park on level 2 from Monday.</p>",
      audience: { everyone: true },
    });
    await call(tenant.admin, "POST", "/news", {
      title: "Finance closing dates",
      body: "<p>Only for finance.</p>",
      audience: { everyone: false, departmentIds: [finance.id] },
    });
  });
  afterAll(async () => new Promise((resolve) => intranet?.server.close(resolve)));

  test("three new widgets on another origin with aggressive CSS; keyboard org chart; a punch from the widget", async () => {
    const page = await browser().newPage();
    await page.goto(`${intranet.origin}/`);
    const news = page.locator("#news");
    await news.getByRole("link", { name: "New parking rules" }).waitFor();
    expect(await news.textContent()).not.toContain("Finance closing dates");
    expect(await news.getByRole("link", { name: "New parking rules" }).getAttribute("href")).toMatch(
      new RegExp(`^${browser().origin}/news/[0-9a-f]{24}$`),
    );
    const org = page.locator("#org");
    await org.getByText("Marina Costa").waitFor();
    await org.getByText("CEO · 1 below").waitFor();
    await page.locator("#clock").getByRole("button", { name: "Sign in" }).waitFor();

    // the page's CSS stops at the widgets; the news widget's yellow is drawn as the app draws it on white
    for (const id of ["clock", "news", "org"]) expect((await widgetLook(page, id)).h2, id).toBe("17px");
    expect((await widgetLook(page, "news")).accent).toBe(rgb(adjustForContrast("#ffeb3b", "#ffffff", 0)));
    expect((await widgetLook(page, "clock")).accent).toBe("rgb(36, 87, 197)");

    // the org chart is a disclosure per team: the keyboard closes and opens Marina's
    const team = org.locator("summary", { hasText: "Marina Costa" });
    const open = () => team.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
    expect(await open()).toBe(true);
    await team.focus();
    await page.keyboard.press("Enter");
    expect(await open()).toBe(false);
    await page.keyboard.press("Space");
    expect(await open()).toBe(true);
    await org.getByText("Ana Souza").waitFor();

    let violations = await browser().axe(page);
    expect(violations, describeViolations(violations).join("\n")).toEqual([]);

    // Ana signs in through the popup and clocks in from the widget
    const widget = page.locator("#clock");
    const popupOpened = page.waitForEvent("popup");
    await widget.getByRole("button", { name: "Sign in" }).click();
    const popup = await popupOpened;
    await popup.getByLabel("Email").fill(ana.email);
    await popup.getByLabel("Password").fill(PASSWORD);
    await popup.getByRole("button", { name: "Sign in" }).click();
    await popup.waitForEvent("close");
    await widget.getByText("You are not clocked in.").waitFor();
    await widget.getByRole("button", { name: "Clock in" }).click();
    await widget.getByText(/^Punched at .+\. Receipt code [0-9a-f]{8}\.$/).waitFor();
    await widget.getByText(/^Working since /).waitFor();
    await widget.getByRole("button", { name: "Start lunch" }).waitFor();
    violations = await browser().axe(page);
    expect(violations, describeViolations(violations).join("\n")).toEqual([]);
    // the punch is in Ana's log in the app: one start, by the widget through the clock's punch path
    const day = await call(ana, "GET", "/clock/me");
    expect(day.entries.map((e: { status: string }) => e.status)).toEqual(["start"]);
    expect(browser().errorsOf(page)).toEqual([]);
  });

  test("the embed snippet page at 390 px: build and copy a snippet; axe light and dark", async () => {
    const { signIn, newPage, url, axe } = browser();
    await signIn(tenant.admin);
    for (const theme of ["light", "dark"] as const) {
      const page = await newPage();
      await page.setViewportSize(PHONE);
      await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), theme);
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: browser().origin });
      await page.goto(url("/embed-widgets"));
      const snippet = page.getByTestId("embed-snippet");
      await snippet.waitFor();
      // the first built widget (by name) is picked at first
      expect(await snippet.textContent()).toMatch(/<workforce-widget name="[a-z-]+"><\/workforce-widget>$/);
      await page.getByRole("button", { name: /Widget/ }).click();
      await page.getByRole("option", { name: "Company news" }).click();
      await page.getByRole("button", { name: /Theme/ }).click();
      await page.getByRole("option", { name: "Dark" }).click();
      await page.getByRole("button", { name: /Language/ }).click();
      await page.getByRole("option", { name: "Español" }).click();
      const expected = `<script src="${browser().origin}/widgets/loader.js" data-key="${key}" async></script>\n<workforce-widget name="news" theme="dark" lang="es"></workforce-widget>`;
      expect(await snippet.textContent()).toBe(expected);
      await page.getByRole("button", { name: "Copy snippet" }).click();
      await page.getByText("Snippet copied.").waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      await page.getByRole("listitem", { name: "Intranet" }).getByText(intranet.origin).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, theme).toBeLessThanOrEqual(PHONE.width);
      const violations = await axe(page);
      expect(violations, `${theme}: ${describeViolations(violations).join("\n")}`).toEqual([]);
      await page.close();
    }
  });
});
