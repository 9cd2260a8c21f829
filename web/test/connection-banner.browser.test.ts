/**
 * Issue 4 "Proof", spec §8: when the server goes away the signed-in app says "Connection has been lost"; when it
 * is back on the same address the app reconnects by itself (with backoff) and says "Connected".
 */
import { expect, test } from "vitest";
import { describeInBrowser, useBrowserApp } from "../../core/testing/browser.js";
import { createTestTenant } from "../../core/testing/kit.js";
import { en } from "../src/i18n/messages/en.js";

describeInBrowser("connection-lost banner", () => {
  const browser = useBrowserApp("e2e_banner");

  test("shows while the server is away and clears on recovery", async () => {
    const { app, signIn, newPage, url, stopServer, startServer, screenshot } = browser();
    const tenant = await createTestTenant(app);
    await signIn(tenant.admin);
    const page = await newPage();
    await page.goto(url("/"));
    await page.getByRole("heading", { name: "Hello, Ana Admin" }).waitFor();
    const lost = page.getByRole("alert").filter({ hasText: en["banner.connectionLost"] });
    const connected = page.getByRole("status").filter({ hasText: en["banner.connected"] });
    // connected: the realtime channel is open (nothing to announce yet)
    expect(await lost.count()).toBe(0);

    await stopServer();
    await lost.waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole("button", { name: en["banner.tryAgain"] }).count()).toBe(1);
    await screenshot(page, "connection-lost");

    await startServer();
    // the retries back off up to 10 s between attempts; the banner turns to "Connected" for a few seconds
    await connected.waitFor({ timeout: 20_000 });
    expect(await lost.count()).toBe(0);
    await screenshot(page, "connection-recovered");
    await connected.waitFor({ state: "detached", timeout: 15_000 });
    // the page still works against the new server instance
    await page.reload();
    await page.getByRole("heading", { name: "Hello, Ana Admin" }).waitFor();
    await page.close();
  });
});
