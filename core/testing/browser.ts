/**
 * Browser end-to-end tests (ARCHITECTURE "Testing"): the real app listening on 127.0.0.1 with the built web app,
 * a fresh database, mail read from the outbox, and Debian's Chromium driven by playwright-core with a fresh
 * profile. One app and one browser per test file; everything is closed after it.
 *
 * Chromium must be at /usr/bin/chromium. In CI (`CI=true`) a missing browser fails the file; elsewhere the
 * file is skipped with a message.
 *
 * @example
 * describeInBrowser("sign in", () => {
 *   const browser = useBrowserApp("e2e_login");
 *   test("home", async () => {
 *     const page = await browser().newPage();
 *     await page.goto(browser().url("/login"));
 *   });
 * });
 */
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe } from "vitest";
import { buildApp } from "../app.js";
import { SESSION_COOKIE } from "../auth/session-cookie.js";
import type { AppConfig } from "../config.js";
import type { ModuleDefinition } from "../modules/define-module.js";
import { config, outboxMailbox, useTestDatabase, type Mailbox, type TestClock } from "./kit.js";
import { ensureWebBuilt, ROOT } from "./web-build.js";
import { ensureWidgetsBuilt } from "./widgets-build.js";

export const CHROMIUM_PATH = "/usr/bin/chromium";
/** Exactly these flags: no GPU, no QUIC, no background traffic (nothing reaches the network), no first-run UI. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
export const SCREENSHOTS_DIR = join(ROOT, "test-artifacts", "screenshots");

const inCI = !!process.env.CI && process.env.CI !== "false" && process.env.CI !== "0";
export const chromiumAvailable = existsSync(CHROMIUM_PATH);

/**
 * `describe` for browser tests: skipped with a message when Chromium is missing on a developer's machine; in CI
 * the tests run and fail (a missing browser is a failure there, never a skip).
 */
export function describeInBrowser(name: string, body: () => void): void {
  if (chromiumAvailable || inCI) {
    describe(name, body);
    return;
  }
  console.warn(`[browser tests] skipping "${name}": no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`);
  describe.skip(name, body);
}

/** The product version, so the app announces the same version the bundle was built with (no new-version banner). */
const VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

export interface BrowserApp {
  /** The app's origin, e.g. `http://127.0.0.1:41234`. */
  readonly origin: string;
  /** An absolute URL on the app for a path (`/login`), or the same path and query of a mailed link. */
  url(pathOrLink?: string): string;
  /** The running app (a new instance after `restartServer`). */
  readonly app: FastifyInstance;
  readonly mailbox: Mailbox;
  /** The browser's one context (a persistent profile in a fresh directory). */
  readonly context: BrowserContext;
  /** A new tab; its console errors and page errors are collected (`errorsOf`). */
  newPage(): Promise<Page>;
  /** The console errors and uncaught exceptions of a tab so far. */
  errorsOf(page: Page): string[];
  /** Signs the browser in as a person (their session token as the session cookie). */
  signIn(person: { token: string }): Promise<void>;
  /** Forgets the browser's session cookie. */
  signOut(): Promise<void>;
  /** Stops listening (realtime connections are closed as on a shutdown); the port stays reserved for `startServer`. */
  stopServer(): Promise<void>;
  /** Starts a new app instance on the same port. */
  startServer(): Promise<void>;
  /** Saves a full-page PNG under test-artifacts/screenshots/ and returns its path. */
  screenshot(page: Page, name: string): Promise<string>;
  /** Runs axe-core on the page; returns the serious and critical violations. */
  axe(page: Page): Promise<AxeViolation[]>;
}

export interface BrowserAppOptions {
  clock?: TestClock;
  /** Settings that differ from the kit's `config`. */
  config?: Partial<AppConfig>;
  modules?: readonly ModuleDefinition[];
  /** Serve the built widgets (dist/widgets, built once and shared like dist/web) under `/widgets/`. */
  widgets?: boolean;
}

/**
 * For the current test file: a database, the built web app, the app listening on 127.0.0.1 and Chromium; all
 * closed after the file. Returns a getter, valid inside tests and hooks.
 */
export function useBrowserApp(prefix: string, options: BrowserAppOptions = {}): () => BrowserApp {
  useTestDatabase(prefix);
  let harness: BrowserApp | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ harness, close } = await startBrowserApp(options));
  }, 180_000);
  // a failed test leaves a screenshot of every open tab, to see what the browser showed
  afterEach(async (context) => {
    if (!harness || context.task.result?.state !== "fail") return;
    const name = context.task.name.replace(/[^\w-]+/g, "-").slice(0, 80);
    const pages = harness.context.pages();
    for (const [index, page] of pages.entries()) {
      await harness.screenshot(page, `failed-${name}-${index}`).catch(() => {});
    }
  });
  afterAll(async () => {
    await close?.();
  });
  return () => {
    if (!harness) throw new Error("the browser app is not started (use it inside tests or hooks)");
    return harness;
  };
}

async function startBrowserApp(
  options: BrowserAppOptions,
): Promise<{ harness: BrowserApp; close: () => Promise<void> }> {
  if (!chromiumAvailable) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: browser tests cannot run (apt-get install chromium)`);
  }
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    // a copy of the build for this file: a rebuild by another run cannot change the files under its feet
    const built = await ensureWebBuilt();
    const webDir = await mkdtemp(join(tmpdir(), "web-e2e-"));
    cleanups.push(() => rm(webDir, { recursive: true, force: true }));
    await copyBuild(built, webDir);
    const widgetsDir = options.widgets ? await ensureWidgetsBuilt() : undefined;

    // files (avatars, logos) of this file's app go to a directory of its own
    const dataDir = await mkdtemp(join(tmpdir(), "data-e2e-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const build = () =>
      buildApp({
        // the postal-code lookup goes to a closed local port unless a test points it at a nock scope: nothing
        // reaches the network
        config: { ...config, dataDir, postalCodeUrl: "http://127.0.0.1:9/ws/{zipcode}/json/", ...options.config },
        version: VERSION,
        db: "embedded",
        webDir,
        widgetsDir,
        now: options.clock?.now,
        ...(options.modules ? { modules: options.modules } : {}),
      });
    let app = await build();
    await app.listen({ host: "127.0.0.1", port: 0 });
    let running = true;
    cleanups.push(async () => {
      if (running) await app.close();
    });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("no TCP address");
    const port = address.port;
    const origin = `http://127.0.0.1:${port}`;

    const profile = await mkdtemp(join(tmpdir(), "chromium-e2e-"));
    cleanups.push(() => rm(profile, { recursive: true, force: true }));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
      viewport: { width: 1280, height: 800 },
      locale: "en-US",
      timezoneId: "America/Sao_Paulo",
    });
    cleanups.push(() => context.close());
    context.setDefaultTimeout(15_000);
    const errors = new WeakMap<Page, string[]>();
    const track = (page: Page) => {
      if (errors.has(page)) return;
      const list: string[] = [];
      errors.set(page, list);
      page.on("console", (message) => {
        if (message.type() === "error") list.push(message.text());
      });
      page.on("pageerror", (error) => list.push(`uncaught: ${error.message}`));
    };
    context.on("page", track);
    for (const page of context.pages()) track(page);

    let axeSource: string | undefined;
    const harness: BrowserApp = {
      origin,
      url(pathOrLink = "/") {
        if (/^https?:\/\//.test(pathOrLink)) {
          const link = new URL(pathOrLink);
          return `${origin}${link.pathname}${link.search}${link.hash}`;
        }
        return `${origin}${pathOrLink}`;
      },
      get app() {
        return app;
      },
      mailbox: outboxMailbox(),
      context,
      async newPage() {
        const page = await context.newPage();
        track(page);
        return page;
      },
      errorsOf(page) {
        return [...(errors.get(page) ?? [])];
      },
      async signIn(person) {
        await context.addCookies([
          { name: SESSION_COOKIE, value: person.token, url: origin, httpOnly: true, sameSite: "Lax" },
        ]);
      },
      async signOut() {
        await context.clearCookies({ name: SESSION_COOKIE });
      },
      async stopServer() {
        if (!running) return;
        running = false;
        await app.close();
      },
      async startServer() {
        if (running) return;
        app = await build();
        await app.listen({ host: "127.0.0.1", port });
        running = true;
      },
      async screenshot(page, name) {
        await mkdir(SCREENSHOTS_DIR, { recursive: true });
        const path = join(SCREENSHOTS_DIR, `${name}.png`);
        // from the top: a sticky header of a scrolled page would be drawn in the middle of a full-page capture
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path, fullPage: true });
        return path;
      },
      async axe(page) {
        // evaluated through the DevTools protocol, not added as an inline <script>: the app's Content-Security-Policy
        // (script-src 'self') would block that, as it would block any injected script
        axeSource ??= await readFile(join(ROOT, "node_modules", "axe-core", "axe.min.js"), "utf8");
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe;
          const result = (await axe.run(document, { resultTypes: ["violations"] })) as { violations: AxeViolation[] };
          return result.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            helpUrl: v.helpUrl,
            nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
          }));
        });
        return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      },
    };
    return { harness, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function copyBuild(from: string, to: string): Promise<void> {
  // a concurrent build swaps dist/web with two renames; between them it is briefly absent
  for (let attempt = 0; ; attempt += 1) {
    try {
      await cp(from, to, { recursive: true, filter: (source) => !source.endsWith(".map") });
      if (existsSync(join(to, "index.html"))) return;
    } catch (error) {
      if (attempt >= 20) throw error;
    }
    if (attempt >= 20) throw new Error(`no web build in ${from}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Axe violations as readable lines, for a failing assertion's message. */
export function describeViolations(violations: readonly AxeViolation[]): string[] {
  return violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes
        .slice(0, 5)
        .map(
          (n) => `    at ${n.target.join(" ")}${n.failureSummary ? `: ${n.failureSummary.replace(/\s+/g, " ")}` : ""}`,
        )
        .join("\n"),
  );
}
