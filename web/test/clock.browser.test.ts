/**
 * Issue 13 "Proof" (punching): a person punches in by scanning the office QR on a phone-sized page (the code taken
 * from the kiosk page, signed in with its device key), goes to lunch, comes back and punches out; a punch made with
 * the network cut is kept on the device and synced when the network returns; a leader watches the presence board
 * change live (websocket) and approves a correction; the pages in en, pt-BR and es; axe in light and dark.
 *
 * Real time on both sides (no fixed clock): the kiosk's code is signed for the server's current 30-second window.
 */
import type { Page } from "playwright-core";
import { createIntl } from "react-intl";
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, useBrowserApp } from "../../core/testing/browser.js";
import { PASSWORD, signupBody, uniqueAddress, uniqueEmail } from "../../core/testing/kit.js";
import { en as clockEn } from "../../modules/clock/web/messages/en.js";
import { es as clockEs } from "../../modules/clock/web/messages/es.js";
import { ptBR as clockPtBR } from "../../modules/clock/web/messages/pt-BR.js";
import { en as shellEn } from "../src/i18n/messages/en.js";
import { es as shellEs } from "../src/i18n/messages/es.js";
import { ptBR as shellPtBR } from "../src/i18n/messages/pt-BR.js";
import { englishTexts, intlErrors, rawMessageIds } from "./support.js";

type Lang = "en" | "pt-BR" | "es";
const LOCALES = [
  { lang: "en", prefix: "", messages: { ...shellEn, ...clockEn } },
  { lang: "pt-BR", prefix: "/pt", messages: { ...shellPtBR, ...clockPtBR } },
  { lang: "es", prefix: "/es", messages: { ...shellEs, ...clockEs } },
] as const;
const intlOf = (lang: Lang) => {
  const locale = LOCALES.find((l) => l.lang === lang)!;
  const intl = createIntl({ locale: lang, messages: locale.messages });
  return {
    ...locale,
    t: (id: keyof typeof clockEn, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
  };
};
const en = intlOf("en");

interface Person {
  workerId: string;
  userId: string;
  token: string;
  name: string;
}

describeInBrowser("clock: QR punches, offline sync, live board, corrections", () => {
  const browser = useBrowserApp("e2e_clock");
  let companyId: string;
  let admin: { token: string };
  let officeId: string;
  let kioskKey: string;
  let manager: Person;
  let worker: Person;

  const call = (person: { token: string }, method: "GET" | "POST" | "PUT", path: string, payload?: object) =>
    browser().app.inject({
      method,
      url: path.startsWith("/api/") ? path : `/api/companies/${companyId}${path}`,
      headers: { token: person.token },
      ...(payload ? { payload } : {}),
    });

  async function addWorker(body: Record<string, unknown> & { name: string; lastName: string }): Promise<Person> {
    const created = await call(admin, "POST", "/workers", { ...body, email: uniqueEmail(body.name.toLowerCase()) });
    expect(created.statusCode, created.body).toBe(201);
    const { id: workerId, userId } = created.json<{ id: string; userId: string }>();
    const link = await call(admin, "GET", `/api/users/${userId}/generateAuthLink`);
    const code = new URL(link.json<{ link: string }>().link).searchParams.get("code");
    const done = await browser().app.inject({
      method: "POST",
      url: "/api/auth/first-access",
      payload: { code, password: PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    expect(done.statusCode, done.body).toBe(200);
    return { workerId, userId, token: done.json<{ token: string }>().token, name: `${body.name} ${body.lastName}` };
  }

  beforeAll(async () => {
    const { app } = browser();
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: signupBody({ companyName: "Ponto Ltda" }),
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const session = signup.json<{ token: string; session: { activeCompanyId: string } }>();
    companyId = session.session.activeCompanyId;
    admin = { token: session.token };
    const office = await call(admin, "POST", "/offices", { name: "Paulista" });
    officeId = office.json<{ id: string }>().id;
    const device = await call(admin, "POST", "/clock/devices", { name: "Reception", officeId });
    expect(device.statusCode, device.body).toBe(201);
    kioskKey = device.json<{ key: string }>().key;
    manager = await addWorker({ name: "Marta", lastName: "Gomes", levels: ["revisor"], officeId });
    worker = await addWorker({
      name: "Rui",
      lastName: "Souza",
      levels: ["requester"],
      officeId,
      referenceWorkerId: manager.workerId,
    });
  });

  async function expectTranslated(page: Page, lang: Lang) {
    expect(await rawMessageIds(page)).toEqual([]);
    expect(intlErrors(browser().errorsOf(page))).toEqual([]);
    if (lang !== "en") expect(await englishTexts(page, [clockEn])).toEqual([]);
  }

  /** The code the office screen shows now, read from the kiosk page signed in with its device key. */
  async function codeFromKiosk(): Promise<string> {
    const { newPage, url, screenshot } = browser();
    const kiosk = await newPage();
    await kiosk.goto(url("/clock/kiosk"));
    await kiosk.getByRole("textbox", { name: en.t("clock.kiosk.key") }).fill(kioskKey);
    await kiosk.getByRole("button", { name: en.t("clock.kiosk.start") }).click();
    const image = kiosk.getByRole("img", { name: en.t("clock.kiosk.qrAlt", { office: "Paulista" }) });
    await image.waitFor();
    await kiosk.getByText(en.t("clock.kiosk.changes", { seconds: 30 })).waitFor();
    await screenshot(kiosk, "clock-kiosk");
    const code = await image.getAttribute("data-code");
    await kiosk.close();
    expect(code).toMatch(/^C1\./);
    return code!;
  }

  const todayList = (page: Page) => page.getByRole("list", { name: en.t("clock.punch.today") });

  test("a person punches in by the office QR at 390 px, lunches, comes back and punches out", async () => {
    const { signIn, newPage, url, screenshot } = browser();
    const code = await codeFromKiosk();
    await signIn(worker);
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url("/clock"));
    await page.getByRole("heading", { level: 1, name: en.t("clock.punch.title") }).waitFor();
    await page.getByText(en.t("clock.punch.office", { office: "Paulista" })).waitFor();
    // the QR: pasted, as a phone without camera access would (the camera path uses the same field's handler)
    await page.getByText(en.t("clock.qr.scan"), { exact: true }).first().click();
    await page.getByRole("textbox", { name: en.t("clock.qr.code") }).fill(code);
    await page.getByRole("button", { name: en.t("clock.qr.use") }).click();
    await page
      .getByRole("status")
      .filter({ hasText: en.t("clock.qr.ready") })
      .waitFor();
    await page.getByRole("button", { name: en.t("clock.punch.next.start") }).click();
    // the receipt: time, place, method, verification code
    const receipt = page.getByRole("dialog", { name: en.t("clock.punch.receiptTitle") });
    await receipt.waitFor();
    await receipt.getByText(`${en.t("clock.punch.receiptPlace")}: Paulista`).waitFor();
    await receipt.getByText(`${en.t("clock.punch.receiptMethod")}: ${en.t("clock.punch.method.qr")}`).waitFor();
    expect(await receipt.innerText()).toMatch(/[0-9a-f]{64}/);
    await screenshot(page, "clock-receipt-390");
    await receipt.getByRole("button", { name: en.t("clock.punch.close") }).click();

    for (const [kind, status] of [
      ["lunch-out", "middle"],
      ["lunch-in", "middle"],
      ["end", "end"],
    ] as const) {
      await page.getByRole("button", { name: en.t(`clock.punch.next.${kind}`) }).click();
      await page
        .getByRole("dialog", { name: en.t("clock.punch.receiptTitle") })
        .getByText(en.t(`clock.punch.status.${status}`), { exact: false })
        .first()
        .waitFor();
      await page.getByRole("button", { name: en.t("clock.punch.close") }).click();
    }
    await expect.poll(() => todayList(page).getByRole("listitem").count()).toBe(4);
    const items = await todayList(page).innerText();
    expect(items).toContain(en.t("clock.punch.method.qr"));
    await page.getByRole("button", { name: en.t("clock.punch.next.start") }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await screenshot(page, "clock-day-390");
    await expectTranslated(page, "en");
    await page.close();
  });

  test("a punch made with the network cut is kept on the device and synced when it returns", async () => {
    const { signIn, newPage, url, context, screenshot } = browser();
    await signIn(worker);
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url("/clock"));
    const before = await (async () => {
      await todayList(page).waitFor();
      return todayList(page).getByRole("listitem").count();
    })();
    await context.setOffline(true);
    try {
      await page.getByRole("button", { name: en.t("clock.punch.next.start") }).click();
      const queue = page.getByRole("region", { name: en.t("clock.offline.title") });
      await queue.getByText(en.t("clock.offline.count", { count: 1 })).waitFor();
      await screenshot(page, "clock-offline-queued");
    } finally {
      await context.setOffline(false);
    }
    // back online: the queue empties by itself and the punch is in today's list, marked offline
    await page
      .getByRole("region", { name: en.t("clock.offline.title") })
      .waitFor({ state: "detached", timeout: 30_000 });
    await expect.poll(() => todayList(page).getByRole("listitem").count(), { timeout: 30_000 }).toBe(before + 1);
    expect(await todayList(page).innerText()).toContain(en.t("clock.punch.method.offline"));
    // stored once
    const day = await call(worker, "GET", "/clock/me");
    expect(
      day.json<{ entries: Array<{ method: string }> }>().entries.filter((e) => e.method === "offline"),
    ).toHaveLength(1);
    await page.close();
  });

  test("a leader sees the board change live and approves a correction", async () => {
    const { signIn, newPage, url, screenshot } = browser();
    await signIn(manager);
    const page = await newPage();
    await page.goto(url("/clock"));
    const board = page.getByRole("list", { name: en.t("clock.board.title") });
    const row = board.getByRole("listitem").filter({ hasText: worker.name });
    await expect.poll(() => row.innerText()).toContain(en.t("clock.board.state.working"));
    // Rui goes to lunch from his phone: the leader's board follows without a reload
    const lunch = await call(worker, "POST", "/clock/punches", { idempotencyKey: `lunch-${Date.now()}` });
    expect(lunch.statusCode, lunch.body).toBe(201);
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toContain(en.t("clock.board.state.lunch"));
    await screenshot(page, "clock-board-live");

    // Rui asks to void that punch; it appears for the leader to decide, live
    const entryId = lunch.json<{ entry: { id: string } }>().entry.id;
    const asked = await call(worker, "POST", "/clock/corrections", {
      kind: "void",
      entryId,
      reason: "Pressed by mistake",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    // named by its visible text and the person (axe: the name holds the visible text)
    const decide = page.getByRole("button", {
      name: `${en.t("clock.decide.approve")} / ${en.t("clock.decide.refuse")}: ${worker.name}`,
    });
    await decide.waitFor({ timeout: 20_000 });
    await decide.click();
    const dialog = page.getByRole("dialog", { name: en.t("clock.decide.title") });
    await dialog.getByRole("textbox", { name: en.t("clock.decide.reason") }).fill("Confirmed with Rui");
    await dialog.getByRole("button", { name: en.t("clock.decide.approve") }).click();
    await page.getByText(en.t("clock.decide.done")).waitFor();
    await page.getByText(en.t("clock.decide.none")).waitFor();
    // the voided lunch no longer counts: back to working
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toContain(en.t("clock.board.state.working"));
    const corrections = await call(worker, "GET", "/clock/corrections?scope=mine");
    expect(corrections.json<{ items: Array<{ state: string; decisionReason: string }> }>().items[0]).toMatchObject({
      state: "approved",
      decisionReason: "Confirmed with Rui",
    });
    await page.close();
  });

  for (const lang of ["en", "pt-BR", "es"] as const) {
    test(`the clock pages speak ${lang}`, async () => {
      const { signIn, newPage, url, screenshot } = browser();
      const l = intlOf(lang);
      await signIn(admin);
      const page = await newPage();
      await page.goto(url(`${l.prefix}/clock-config`));
      await page.getByRole("heading", { level: 1, name: l.t("clock.config.title") }).waitFor();
      await page.getByRole("heading", { name: l.t("clock.config.devices") }).waitFor();
      await page.getByText("Reception").waitFor();
      await expectTranslated(page, lang);
      await screenshot(page, `clock-config-${lang}`);
      await signIn(manager);
      await page.goto(url(`${l.prefix}/clock`));
      await page.getByRole("heading", { level: 1, name: l.t("clock.punch.title") }).waitFor();
      await page.getByRole("heading", { name: l.t("clock.board.title") }).waitFor();
      await page
        .getByRole("list", { name: l.t("clock.board.title") })
        .getByRole("listitem")
        .first()
        .waitFor();
      await expectTranslated(page, lang);
      await screenshot(page, `clock-${lang}`);
      await page.close();
    });
  }

  for (const theme of ["light", "dark"] as const) {
    test(`passes axe in the ${theme} theme: punch page with the board, settings, kiosk`, async () => {
      const { signIn, newPage, url, axe, screenshot } = browser();
      const serious = async (page: Page) =>
        (await axe(page))
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      await signIn(manager);
      const page = await newPage();
      await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), theme);
      await page.goto(url("/clock"));
      await page
        .getByRole("list", { name: en.t("clock.board.title") })
        .getByRole("listitem")
        .first()
        .waitFor();
      expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
      expect(await serious(page)).toEqual([]);
      await screenshot(page, `clock-board-${theme}`);
      await signIn(admin);
      await page.goto(url("/clock-config"));
      await page.getByRole("heading", { name: en.t("clock.config.devices") }).waitFor();
      expect(await serious(page)).toEqual([]);
      await screenshot(page, `clock-config-${theme}`);
      // the office screen as it runs: signed in with its key (kept by the browser from the first test or set here)
      await page.goto(url("/clock/kiosk"));
      await page.evaluate((key) => localStorage.setItem("clock.kioskKey", key), kioskKey);
      await page.reload();
      await page.getByRole("img", { name: en.t("clock.kiosk.qrAlt", { office: "Paulista" }) }).waitFor();
      expect(await serious(page)).toEqual([]);
      await page.close();
    });
  }
});
