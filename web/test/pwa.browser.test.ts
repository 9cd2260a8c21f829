/**
 * Issue 4, PWA: the app is installable (Chromium reports no installability error: manifest, icons, a service
 * worker with a fetch handler), the service worker installs and takes control, and with the network gone and
 * the server down a reload still starts the app from the service worker's caches.
 */
import sharp from "sharp";
import { expect, test } from "vitest";
import { describeInBrowser, useBrowserApp } from "../../core/testing/browser.js";
import { en } from "../src/i18n/messages/en.js";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describeInBrowser("installable app with an offline shell", () => {
  const browser = useBrowserApp("e2e_pwa");

  test("the manifest names the app and its icons, and every icon is served at its size", async () => {
    const { url } = browser();
    const response = await fetch(url("/manifest.webmanifest"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: "Workforce",
      short_name: "Workforce",
      start_url: "/",
      display: "standalone",
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    const summary = manifest.icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose ?? "any"}`);
    expect(summary).toEqual(
      expect.arrayContaining([
        "192x192 image/png any",
        "512x512 image/png any",
        "512x512 image/png maskable",
        "any image/svg+xml any",
      ]),
    );
    for (const icon of manifest.icons) {
      const file = await fetch(url(icon.src));
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get("content-type"), icon.src).toContain(icon.type);
      if (icon.type === "image/png") {
        const { width, height } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
    }
  });

  test("the service worker takes control, Chromium finds the app installable, and a reload offline starts the app", async () => {
    const { newPage, url, context, stopServer, startServer, screenshot } = browser();
    const page = await newPage();
    await page.goto(url("/login"));
    await page.getByRole("heading", { name: en["login.title"] }).waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");

    const worker = await page.evaluate(async () => {
      // `ready` resolves once a worker is active, which may still be "activating" (its activate event running)
      const registration = await navigator.serviceWorker.ready;
      const active = registration.active;
      if (active && active.state !== "activated") {
        await new Promise<void>((resolve) => {
          const done = () => active.state === "activated" && resolve();
          active.addEventListener("statechange", done);
          done();
        });
      }
      return { scope: registration.scope, script: active?.scriptURL, state: active?.state };
    });
    expect(worker).toEqual({ scope: url("/"), script: url("/sw.js"), state: "activated" });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    await cdp.detach();

    // caches named after the build, holding the shell and hashed assets, never an API answer
    const cached = await page.evaluate(async () => {
      const out: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        out[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
      }
      return out;
    });
    const names = Object.keys(cached);
    expect(names).toEqual(
      expect.arrayContaining([expect.stringMatching(/^workforce-shell-[0-9a-f]{12}$/), expect.any(String)]),
    );
    const paths = Object.values(cached).flat();
    expect(paths).toContain("/");
    expect(paths.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
    expect(paths.filter((path) => path.startsWith("/api"))).toEqual([]);

    // a second visit goes through the worker, which keeps the page's lazy chunks too
    await page.reload();
    await page.getByRole("heading", { name: en["login.title"] }).waitFor();

    await context.setOffline(true);
    await stopServer();
    try {
      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(true);
      expect(await page.title()).toBe("Workforce");
      // the app started from the caches and says the connection is gone
      await page.getByRole("alert").filter({ hasText: en["banner.connectionLost"] }).waitFor();
      await screenshot(page, "offline-shell");
    } finally {
      await context.setOffline(false);
      await startServer();
    }
    // back online, it goes on by itself: the paused session read resumes and the login form appears
    await page.getByRole("heading", { name: en["login.title"] }).waitFor();
    await page.getByRole("textbox", { name: en["login.email"] }).waitFor();
    await page.close();
  });
});
