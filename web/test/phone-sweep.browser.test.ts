/**
 * Issue 12 "Phones" and "Proof": every route of the app, opened at 390 px by every level that may open it, on the
 * demo company (a year of data, so tables are full), does not scroll sideways; and axe finds no serious or critical
 * violation on any of those pages, in the light and the dark theme. The routes come from the app's own route table
 * (web/src/app/routes.ts: the shell's and every module's pages), so a new page is swept without a line here.
 */
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { DEMO_PASSWORD, seedDemo, type DemoLogin } from "../../core/seed/demo-seed.js";
import { appRoutes, type AppRoute } from "../src/app/routes.js";

const PHONE = { width: 390, height: 844 };

const LEVELS = { admin: "admin", manager: "revisor", employee: "requester" } as const;
type Role = keyof typeof LEVELS;

describeInBrowser("every route at 390 px, every level; axe light and dark", () => {
  const browser = useBrowserApp("e2e_phone_sweep");
  let logins: DemoLogin[];
  let companyId: string;
  const tokens = new Map<Role, string>();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { app } = browser();
    logins = (await seedDemo({ log: app.log, workers: 25, modules: app.modules, force: true }))!;
    for (const role of Object.keys(LEVELS) as Role[]) {
      const login = logins.find((l) => l.role === role)!;
      const answer = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: login.email, password: DEMO_PASSWORD },
      });
      if (answer.statusCode !== 200) throw new Error(`login ${role}: ${answer.statusCode} ${answer.body}`);
      const body = answer.json<{ token: string; session: { activeCompanyId: string } }>();
      tokens.set(role, body.token);
      companyId = body.session.activeCompanyId;
    }
    // one of each thing a route names, read as the admin
    const get = async <T>(path: string): Promise<T> => {
      const answer = await app.inject({
        method: "GET",
        url: `/api/companies/${companyId}${path}`,
        headers: { token: tokens.get("admin")! },
      });
      if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.statusCode} ${answer.body}`);
      return answer.json<T>();
    };
    const first = <T extends { id: string }>(list: { items: T[] } | T[]): string =>
      (Array.isArray(list) ? list : list.items)[0]!.id;
    ids.worker = first(await get<{ items: { id: string }[] }>("/workers?limit=5"));
    ids.department = first(await get<{ items: { id: string }[] }>("/departments?limit=5"));
    ids.office = first(await get<{ items: { id: string }[] }>("/offices?limit=5"));
    ids.role = first(await get<{ items: { id: string }[] }>("/roles?limit=5"));
    ids.leaveType = first(await get<{ id: string }[] | { items: { id: string }[] }>("/leave-types"));
    ids.position = first(await get<{ items: { id: string }[] }>("/positions?status=open&limit=5"));
    ids.form = first(await get<{ items: { id: string }[] }>("/forms?limit=5"));
    ids.news = first(await get<{ items: { id: string }[] }>("/news/feed?limit=5"));
  }, 240_000);

  /** A route's path with its parameters filled from the demo company; optional parameters left out. */
  function pathOf(route: AppRoute): string {
    const fill: Record<string, string> = {
      "/workers/:id": `/workers/${ids.worker}`,
      "/company/departments/:id": `/company/departments/${ids.department}`,
      "/company/offices/:id": `/company/offices/${ids.office}`,
      "/company/roles/:id": `/company/roles/${ids.role}`,
      "/config-leave-type/:id": `/config-leave-type/${ids.leaveType}`,
      "/holidays/:countryId": "/holidays/br",
      "/choose-pack/:id": "/choose-pack/moderate",
      "/hiring/positions/:positionId": `/hiring/positions/${ids.position}`,
      "/custom-forms/:formId": `/custom-forms/${ids.form}`,
      "/news/:newsId": `/news/${ids.news}`,
    };
    return fill[route.path] ?? route.path.replace(/\/:[^/]+\?/g, "");
  }

  /** The signed-in routes a level may open (the route table's levels; founder-only pages have their own test). */
  function routesFor(role: Role): AppRoute[] {
    return appRoutes().filter(
      (r) =>
        r.access === "main" &&
        !r.founderOnly &&
        (!r.levels || r.levels.includes(LEVELS[role])) &&
        !r.path.includes("*"),
    );
  }

  /** Opens a path and waits until it has settled: no request in flight and no "Loading…" left. */
  async function open(page: Page, path: string): Promise<void> {
    await page.goto(browser().url(path));
    await page.waitForLoadState("networkidle");
    await page
      .waitForFunction(() => !/Loading…|Carregando…|Cargando…/.test(document.body.innerText), undefined, {
        timeout: 10_000,
      })
      .catch(() => {});
  }

  /**
   * The visible interactive controls whose hit box is smaller than 44 x 44 css px (WCAG 2.5.5 target size,
   * enhanced; issue 12 "Phones"). Controls: buttons, links, inputs, selects, text areas, summaries and the
   * button / tab / checkbox / radio / switch / menu item roles. A checkbox or radio input
   * (react-aria's, or a native one in a label) is measured by its label, its real hit area; other controls
   * clipped away (visually hidden helpers) are not targets. Exempt, as WCAG 2.5.8's inline
   * exception: a link laid out inline inside a sentence (display inline, with words of its own block on its
   * lines beside it), whose size the line height of the text sets; a link alone on its line is a target like any. Hidden controls (no box, `visibility: hidden`, inside
   * `aria-hidden` or `inert`) are not targets.
   */
  async function smallTargets(page: Page): Promise<string[]> {
    return page.evaluate((min) => {
      const selector = [
        "button",
        "a[href]",
        "input:not([type=hidden])",
        "select",
        "textarea",
        "summary",
        "[role=button]",
        "[role=link]",
        "[role=tab]",
        "[role=checkbox]",
        "[role=radio]",
        "[role=switch]",
        "[role=menuitem]",
      ].join(",");
      const describe = (element: Element): string => {
        const text = (element as HTMLElement).innerText?.trim().split("\n")[0]?.slice(0, 40);
        const name =
          element.getAttribute("aria-label") ||
          (element as HTMLInputElement).labels?.[0]?.innerText.trim().split("\n")[0] ||
          text ||
          element.getAttribute("placeholder") ||
          element.getAttribute("name") ||
          "";
        const kind = element.getAttribute("role") ?? element.tagName.toLowerCase();
        const type = element.getAttribute("type");
        return `${kind}${type ? `[${type}]` : ""} "${name}"`;
      };
      // clipped away by itself or a wrapper (react-aria's VisuallyHidden: the real input of a styled checkbox)
      const clipped = (element: Element): boolean => {
        for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
          const style = getComputedStyle(e);
          if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") return true;
        }
        return false;
      };
      const isInline = (e: Element) => getComputedStyle(e).display.startsWith("inline");
      /** The words on the same lines as a link: its block's visible text outside it whose line boxes meet its own. */
      const textBeside = (link: Element): string => {
        let block = link.parentElement;
        while (block && isInline(block)) block = block.parentElement;
        if (!block) return "";
        const lines = [...link.getClientRects()];
        let text = "";
        const range = document.createRange();
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (link.contains(node) || !node.parentElement || clipped(node.parentElement)) continue;
          range.selectNodeContents(node);
          const beside = [...range.getClientRects()].some(
            (r) => r.width > 1 && lines.some((line) => r.top < line.bottom && r.bottom > line.top),
          );
          if (beside) text += node.textContent ?? "";
        }
        return text.trim();
      };
      const out: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        if (element.closest("[aria-hidden=true], [inert]")) continue;
        const style = getComputedStyle(element);
        if (style.visibility === "hidden" || style.display === "none") continue;
        if (element.getClientRects().length === 0) continue;
        let box = element.getBoundingClientRect();
        const input = element as HTMLInputElement;
        if (element.tagName === "INPUT" && ["checkbox", "radio"].includes(input.type)) {
          // a checkbox or radio is touched through its label too: the label is its hit area
          const label = input.closest("label") ?? input.labels?.[0];
          if (label) box = label.getBoundingClientRect();
          else if (clipped(element)) continue;
        } else if (clipped(element)) continue;
        if (box.width >= min && box.height >= min) continue;
        const isLink = element.tagName === "A" || element.getAttribute("role") === "link";
        // inline in a sentence (words on its lines beside it): WCAG 2.5.8's inline exception
        if (isLink && style.display === "inline" && /\p{L}{2,}/u.test(textBeside(element))) continue;
        out.push(`${describe(element)} ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
      return [...new Set(out)];
    }, 44);
  }

  async function widthOf(page: Page): Promise<number> {
    return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  }

  for (const role of Object.keys(LEVELS) as Role[]) {
    test(`${role}: no route scrolls sideways at 390 px, every control is 44 px, no API refused or failing`, async () => {
      const { signIn, newPage, screenshot } = browser();
      await signIn({ token: tokens.get(role)! });
      const page = await newPage();
      await page.setViewportSize(PHONE);
      // every API answer while a route is open: a page must not call what its level cannot use (issue 12
      // "Security hardening"), nor hit a server error
      let current = "";
      const refused: string[] = [];
      page.on("response", (response) => {
        const url = new URL(response.url());
        const status = response.status();
        if (!url.pathname.startsWith("/api/")) return;
        if (status === 401 || status === 403 || status >= 500) {
          refused.push(`${current}: ${response.request().method()} ${url.pathname} ${status}`);
        }
      });
      const tooWide: string[] = [];
      const small: string[] = [];
      for (const route of routesFor(role)) {
        const path = pathOf(route);
        current = path;
        await open(page, path);
        const width = await widthOf(page);
        const targets = await smallTargets(page);
        for (const target of targets) small.push(`${path}: ${target}`);
        if (width > PHONE.width || targets.length > 0) {
          await screenshot(page, `phone-${role}-${path.replace(/\W+/g, "-")}`);
        }
        if (width > PHONE.width) tooWide.push(`${path}: ${width} px`);
      }
      expect({ tooWide, small, refused }).toEqual({ tooWide: [], small: [], refused: [] });
    }, 600_000);
  }

  for (const theme of ["light", "dark"] as const) {
    test(`axe, ${theme}: no serious or critical violation on any route (each by the first level that opens it)`, async () => {
      const { signIn, newPage, axe } = browser();
      const seen = new Set<string>();
      const found: string[] = [];
      for (const role of Object.keys(LEVELS) as Role[]) {
        await signIn({ token: tokens.get(role)! });
        const page = await newPage();
        await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), theme);
        for (const route of routesFor(role)) {
          if (seen.has(route.path)) continue;
          seen.add(route.path);
          const path = pathOf(route);
          await open(page, path);
          for (const line of describeViolations(await axe(page))) found.push(`${role} ${path}: ${line}`);
        }
        await page.close();
      }
      expect(found).toEqual([]);
    }, 900_000);
  }
});
