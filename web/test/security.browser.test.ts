/**
 * Issue 12 "Proof" in a real browser: the built app runs under its Content-Security-Policy (no violation reported,
 * no CSP error in the console, the service worker and the realtime socket allowed), an anonymous page does not log a
 * failed session probe, and an employee's own calendar calls no API their level cannot use.
 */
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant, type TestTenant } from "../../core/testing/kit.js";
import { en as leaveEn } from "../../modules/leave/web/admin/messages/en.js";
import { en } from "../src/i18n/messages/en.js";

/** Everything a tab reports about the policy and the API: CSP violations (the DOM event) and failed API calls. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  const failedApi: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/api/") && response.status() >= 400)
      failedApi.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
  });
  const sockets: string[] = [];
  page.on("websocket", (socket) => sockets.push(socket.url()));
  return {
    failedApi,
    sockets,
    violations: () => page.evaluate(() => [...(window as unknown as { __csp: string[] }).__csp]),
  };
}

const cspErrors = (errors: string[]) => errors.filter((line) => /Content Security Policy|Refused to/i.test(line));

describeInBrowser("security hardening in the browser", () => {
  const browser = useBrowserApp("e2e_security");
  let tenant: TestTenant;
  beforeAll(async () => {
    tenant = await createTestTenant(browser().app, { companyName: "Acme Ltda" });
  });

  test("the login page loads under the policy and the anonymous session probe is not a failed request", async () => {
    const { newPage, url, errorsOf, app } = browser();
    const page = await newPage();
    const seen = await watch(page);
    const answer = await page.goto(url("/login"));
    expect(answer?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await page.getByRole("button", { name: en["login.submit"] }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await seen.violations()).toEqual([]);
    expect(cspErrors(errorsOf(page))).toEqual([]);
    // no 401 for the session probe (or anything else)
    expect(seen.failedApi).toEqual([]);
    expect(errorsOf(page).filter((line) => /401|Unauthorized/.test(line))).toEqual([]);
    // the policy is really enforced: an inline script is refused and reported
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__inlineRan = true";
      document.body.append(script);
    });
    await expect.poll(() => seen.violations()).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    expect(app.server.listening).toBe(true);
    await page.close();
  });

  test("signed in: home with its service worker and realtime socket, no violation, accessible under the policy", async () => {
    const { newPage, url, errorsOf, signIn, axe, signOut } = browser();
    await signIn(tenant.admin);
    const page = await newPage();
    const seen = await watch(page);
    await page.goto(url("/"));
    await page.getByRole("heading", { name: en["home.greeting"].replace("{name}", "Ana Admin") }).waitFor();
    // the service worker registers from the bundle (worker-src 'self'), the realtime socket connects (connect-src)
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect
      .poll(() => seen.sockets.some((socket) => socket.endsWith("/api/realtime")), { timeout: 15_000 })
      .toBe(true);
    await page.waitForLoadState("networkidle");
    // a change the page makes with its cookie passes the Origin check (the browser sends the app's own origin)
    const change = await page.evaluate(async () => {
      const response = await fetch("/api/auth/preferences", {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ locale: "en" }),
      });
      return response.status;
    });
    expect(change).toBe(200);
    // axe-core is injected through the DevTools protocol, which the policy does not govern
    expect(await axe(page)).toEqual([]);
    expect(await seen.violations()).toEqual([]);
    expect(cspErrors(errorsOf(page))).toEqual([]);
    expect(seen.failedApi).toEqual([]);
    await page.close();
    await signOut();
  });

  test("an employee's pages, their own calendar first, ask for nothing the employee may not read", async () => {
    const { newPage, url, errorsOf, signIn, signOut, screenshot } = browser();
    const employee = await tenant.loginAs("requester");
    await signIn(employee);
    const page = await newPage();
    const seen = await watch(page);
    await page.goto(url("/calendar"));
    await page.getByRole("heading", { name: leaveEn["leave.calendar.mine"] }).waitFor();
    await page.waitForLoadState("networkidle");
    await screenshot(page, "security-employee-calendar");
    // before issue 12 this listed `GET /api/companies/<id>/workers 403`
    expect(seen.failedApi).toEqual([]);

    // every page of the employee's menu
    const links = await page
      .getByRole("navigation", { name: en["nav.main"] })
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
    expect(links.length).toBeGreaterThan(3);
    for (const href of links) {
      await page.goto(url(href));
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForLoadState("networkidle");
      // refused for the level (401/403); a 404 is an answer (this test person has no worker profile: /workers/me)
      expect(
        seen.failedApi.filter((line) => / 40[13]$/.test(line)),
        href,
      ).toEqual([]);
    }
    expect(await seen.violations()).toEqual([]);
    expect(cspErrors(errorsOf(page))).toEqual([]);
    await page.close();
    await signOut();
  });

  test("the API docs page works under the policy (inline styles allowed on its pages only)", async () => {
    const { newPage, url, errorsOf } = browser();
    const page = await newPage();
    const seen = await watch(page);
    const answer = await page.goto(url("/api/docs"));
    expect(answer?.headers()["content-security-policy"]).toMatch(
      /script-src 'self';.*style-src 'self' 'unsafe-inline'/,
    );
    // the document loaded and its operations are listed
    // (the whole product's document: swagger-ui parses and renders it in the page, slow on a busy machine)
    await page.locator(".swagger-ui .opblock-tag").first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    expect(await seen.violations()).toEqual([]);
    expect(cspErrors(errorsOf(page))).toEqual([]);
    await page.close();
  });
});
