/**
 * The embed runtime in Chromium (issue 19 "Proof"): an intranet page on another origin (a plain HTTP server on its own
 * port) adds the loader with the company's publishable key and three widgets. The widgets render inside shadow roots:
 * the page's aggressive CSS (`* { all: unset }`, huge fonts, loud colours) changes none of their computed styles; the
 * anonymous who's-out widget shows who is out today; a widget speaks the language set on it, another takes the page's;
 * `theme="dark"` is dark. The same key on a page of a non-allowed origin shows the catalogue's refusal and no data.
 * axe finds no serious or critical violation inside the shadow roots. Only the bundles of the widgets on the page are
 * loaded, each once. The app runs on a fixed clock (Wednesday 2030-01-16).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import {
  addSignedInMember,
  createTestTenant,
  DAY_MS,
  PASSWORD,
  TestClock,
  type TestTenant,
} from "../../core/testing/kit.js";

const NOW = new Date("2030-01-16T12:00:00.000Z");

const AGGRESSIVE_CSS = `
  * { all: unset !important; }
  html { font-size: 40px !important; }
  body, body * { font: italic 48px/3 "Comic Sans MS", cursive !important; color: #c00 !important;
    background: #ff0 !important; letter-spacing: 6px !important; text-transform: uppercase !important; }
  section, h2, h3, ul, li, p { display: inline !important; padding: 40px !important; border: 9px dashed red !important; }
  workforce-widget { display: inline !important; font-size: 72px !important; color: green !important; }
`;

function hostPage(options: { app: string; key: string; aggressive: boolean; person?: boolean }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Intranet</title>
${options.aggressive ? `<style>${AGGRESSIVE_CSS}</style>` : ""}
<script src="${options.app}/widgets/loader.js" data-key="${options.key}" async></script></head>
<body><main><h1>Our intranet</h1>
<workforce-widget name="whos-out" id="out"></workforce-widget>
<div lang="pt-BR"><workforce-widget name="holidays" id="holidays"></workforce-widget></div>
<workforce-widget name="whos-out" id="dark" lang="es" theme="dark"></workforce-widget>
${options.person ? `<workforce-widget name="my-balance" id="mine"></workforce-widget>` : ""}
</main></body></html>`;
}

/** A plain web server on 127.0.0.1 and a port of its own: another origin than the app's. */
async function intranet(page: (path: string) => string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(page(request.url ?? "/"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The computed styles that would show a leak of the page's CSS, read inside a widget's shadow root. */
async function widgetStyles(page: Page, id: string) {
  return page.evaluate((hostId) => {
    const root = document.getElementById(hostId)!.shadowRoot!;
    const pick = (selector: string) => {
      const element = root.querySelector(selector);
      if (!element) return null;
      const s = getComputedStyle(element);
      return [
        s.display,
        s.fontSize,
        s.fontFamily,
        s.fontStyle,
        s.color,
        s.backgroundColor,
        s.padding,
        s.border,
        s.letterSpacing,
        s.textTransform,
        s.lineHeight,
      ].join(" | ");
    };
    const host = getComputedStyle(document.getElementById(hostId)!);
    return { host: [host.display, host.fontSize].join(" | "), body: pick(".wf"), h2: pick("h2"), li: pick("li") };
  }, id);
}

describeInBrowser("widgets", () => {
  const clock = new TestClock(NOW);
  const browser = useBrowserApp("e2e_widgets", { clock, widgets: true });
  let tenant: TestTenant;
  let leaveTypeId = "";
  let manager: { token: string };
  let rui: { email: string };
  let key = "";
  let allowed: { origin: string; server: Server };
  let other: { origin: string; server: Server };

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
    const page = (aggressive: boolean, person = false) => hostPage({ app: appOrigin, key, aggressive, person });
    allowed = await intranet((path) => page(path.startsWith("/aggressive"), path.startsWith("/mine")));
    other = await intranet(() => page(false));
    tenant = await createTestTenant(app, { companyName: "Café Ltda" });
    key = (
      await call(tenant.admin, "POST", "/publishable-keys", { name: "Intranet", allowedOrigins: [allowed.origin] })
    ).key;
    const type = await call(tenant.admin, "POST", "/leave-types/many", {
      items: [
        {
          title: { en: "Day off", "pt-BR": "Folga", es: "Libre" },
          color: "#2e7d32",
          unit: "days",
          totalTime: 10 * DAY_MS,
          tracked: false,
        },
      ],
    });
    const marta = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"] });
    await call(tenant.admin, "POST", "/workers", {
      name: "Marta",
      lastName: "Reis",
      email: marta.email,
      levels: ["requester"],
    });
    leaveTypeId = type.items[0].id;
    // Rui reports to Lucas, a manager: Lucas approves Rui's requests
    const lucas = await addSignedInMember(app, { admin: tenant.admin, levels: ["revisor"] });
    const boss = await call(tenant.admin, "POST", "/workers", {
      name: "Lucas",
      lastName: "Prado",
      email: lucas.email,
      levels: ["revisor"],
    });
    manager = lucas;
    rui = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"] });
    await call(tenant.admin, "POST", "/workers", {
      name: "Rui",
      lastName: "Souza",
      email: rui.email,
      levels: ["requester"],
      referenceWorkerId: boss.id,
    });
    await call(tenant.admin, "POST", "/leave/payroll-requests", {
      userId: marta.userId,
      leaveTypeId,
      startDate: "2030-01-16",
      endDate: "2030-01-17",
    });
  });
  afterAll(async () => {
    for (const host of [allowed, other]) await new Promise((resolve) => host?.server.close(resolve));
  });

  test("three widgets on another origin: who is out, languages, dark theme, axe clean, each bundle loaded once", async () => {
    const page = await browser().newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/widgets/")) scripts.push(path);
    });
    await page.goto(`${allowed.origin}/plain`);
    const out = page.locator("#out");
    await expect.poll(() => out.getByRole("heading", { name: "Who's out" }).isVisible()).toBe(true);
    await out.getByText("Marta Reis").waitFor();
    await page.locator("#holidays").getByRole("heading", { name: "Próximos feriados" }).waitFor();
    await page.locator("#dark").getByRole("heading", { name: "Quién está ausente" }).waitFor();
    await page.locator("#dark").getByText("Marta Reis").waitFor();
    expect(await page.locator("#holidays li").count()).toBeGreaterThan(0);
    expect((await widgetStyles(page, "dark")).body).toContain("rgb(29, 32, 37)");
    expect((await widgetStyles(page, "out")).body).toContain("rgb(255, 255, 255)");
    // Marta is out today: listed under Today, not under later this week
    const today = await out.locator("ul").first().textContent();
    expect(today).toContain("Marta Reis");

    // only the loader and the two widgets' bundles, each once
    expect(scripts.filter((path) => path === "/widgets/loader.js")).toHaveLength(1);
    const bundles = scripts.filter((path) => path !== "/widgets/loader.js");
    expect(bundles.map((path) => path.replace(/-[0-9a-f]{10}\.js$/, "")).sort()).toEqual([
      "/widgets/holidays",
      "/widgets/whos-out",
    ]);

    const violations = await browser().axe(page);
    expect(violations, describeViolations(violations).join("\n")).toEqual([]);
    // axe looked inside the shadow roots: nodes of the widgets (targets that go through a shadow host) passed its rules
    const checked = await page.evaluate(async () => {
      type Result = { passes: { id: string; nodes: { target: unknown[] }[] }[] };
      const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<Result> } }).axe;
      const result = await axe.run(document, { resultTypes: ["passes"] });
      return result.passes.flatMap((rule) => rule.nodes.filter((n) => Array.isArray(n.target[0])).map(() => rule.id));
    });
    expect(checked).toContain("color-contrast");
    expect(browser().errorsOf(page)).toEqual([]);
  });

  test("the page's aggressive CSS changes nothing inside the widgets", async () => {
    const plain = await browser().newPage();
    await plain.goto(`${allowed.origin}/plain`);
    await plain.locator("#out").getByText("Marta Reis").waitFor();
    await plain.locator("#holidays li").first().waitFor();
    const loud = await browser().newPage();
    await loud.goto(`${allowed.origin}/aggressive`);
    await loud.locator("#out").getByText("Marta Reis").waitFor();
    await loud.locator("#holidays li").first().waitFor();
    for (const id of ["out", "holidays", "dark"]) {
      const before = await widgetStyles(plain, id);
      expect(before.h2).toContain("17px");
      expect(await widgetStyles(loud, id), id).toEqual(before);
    }
    // the page did change its own text: the CSS is live
    const h1 = await loud.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontSize);
    expect(h1).toBe("48px");
  });

  test("the same key on a page of another origin is refused and shows no data", async () => {
    const page = await browser().newPage();
    await page.goto(`${other.origin}/plain`);
    await page.locator("#out").getByText("This site may not show the company's widgets.").waitFor();
    await page.locator("#holidays").getByText("Este site não pode exibir os widgets da empresa.").waitFor();
    expect(await page.locator("#out").textContent()).not.toContain("Marta");
  });

  test("a person signs in through the popup, requests leave from the widget, and the manager sees it in the app", async () => {
    const { newPage, signIn, url } = browser();
    const page = await newPage();
    await page.goto(`${allowed.origin}/mine`);
    const mine = page.locator("#mine");
    await mine.getByText("Sign in to see your balance and request leave.").waitFor();
    const popupOpened = page.waitForEvent("popup");
    await mine.getByRole("button", { name: "Sign in" }).click();
    const popup = await popupOpened;
    expect(new URL(popup.url()).origin).toBe(browser().origin);
    await popup.getByLabel("Email").fill(rui.email);
    await popup.getByLabel("Password").fill(PASSWORD);
    await popup.getByRole("button", { name: "Sign in" }).click();
    await popup.waitForEvent("close");

    // the widget holds a widget token, not the app's session: the intranet's origin has no cookie of the app
    await mine.getByRole("heading", { name: "My time off" }).waitFor();
    await mine.getByText("Day off").first().waitFor();
    expect(await page.evaluate(() => document.cookie)).toBe("");
    await mine.getByLabel("Leave type").selectOption({ label: "Day off" });
    await mine.getByLabel("First day").fill("2030-02-04");
    await mine.getByLabel("Last day").fill("2030-02-05");
    await mine.getByRole("button", { name: "Request leave" }).click();
    await mine.getByText("Request sent: waiting for approval.").waitFor();
    const violations = await browser().axe(page);
    expect(violations, describeViolations(violations).join("\n")).toEqual([]);

    // a refusal of the leave rules comes back in the widget: the same days again overlap the pending request
    await mine.getByLabel("First day").fill("2030-02-04");
    await mine.getByRole("button", { name: "Request leave" }).click();
    await mine.locator(".wf-error").waitFor();

    await signIn(manager);
    const approvals = await newPage();
    await approvals.goto(url("/approvals"));
    await approvals.getByRole("row").filter({ hasText: "Rui Souza" }).waitFor();
  });
});
