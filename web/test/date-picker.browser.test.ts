/**
 * Issue 12 "Dates, the way people pick them": a requester picks leave dates with the kit's date picker in pt-BR
 * (dd/mm/aaaa, Brazilian company) and es (weeks from Sunday), a locked day cannot be chosen, the quick range "This
 * month" fills the range and the request keeps the inclusive last day; the manager approves with a comment and
 * several requests at once; the team calendar is an agenda at 390 px; axe light and dark.
 */
import type { LightMyRequestResponse } from "fastify";
import { createIntl } from "react-intl";
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, useBrowserApp } from "../../core/testing/browser.js";
import { DAY_MS, PASSWORD, signupBody, TestClock, uniqueAddress, uniqueEmail } from "../../core/testing/kit.js";
import { en as adminEn } from "../../modules/leave/web/admin/messages/en.js";
import { es as adminEs } from "../../modules/leave/web/admin/messages/es.js";
import { ptBR as adminPtBR } from "../../modules/leave/web/admin/messages/pt-BR.js";
import { en as requestsEn } from "../../modules/leave/web/requests/messages/en.js";
import { es as requestsEs } from "../../modules/leave/web/requests/messages/es.js";
import { ptBR as requestsPtBR } from "../../modules/leave/web/requests/messages/pt-BR.js";
import { en as shellEn } from "../src/i18n/messages/en.js";
import { es as shellEs } from "../src/i18n/messages/es.js";
import { ptBR as shellPtBR } from "../src/i18n/messages/pt-BR.js";
import { typeDate } from "./support.js";

const MESSAGES = {
  en: { ...shellEn, ...requestsEn, ...adminEn },
  "pt-BR": { ...shellPtBR, ...requestsPtBR, ...adminPtBR },
  es: { ...shellEs, ...requestsEs, ...adminEs },
};
type Lang = keyof typeof MESSAGES;
const t = (lang: Lang, id: keyof (typeof MESSAGES)["en"], values?: Record<string, string | number>) =>
  createIntl({ locale: lang, messages: MESSAGES[lang] }).formatMessage({ id }, values);

/** Monday 4 March 2030, 09:00 in São Paulo, for the app and the browser. */
const NOW = new Date("2030-03-04T12:00:00.000Z");
const LOCKED = "2030-04-10";

interface Person {
  userId: string;
  token: string;
  name: string;
  workerId: string;
}

describeInBrowser("date picker, approvals and the team calendar agenda", () => {
  const clock = new TestClock(NOW);
  const browser = useBrowserApp("e2e_date_picker", { clock });
  let companyId: string;
  let admin: { token: string };
  let manager: Person;
  let rui: Person;
  let lia: Person;
  let vacationId: string;

  const expectStatus = (response: LightMyRequestResponse, status: number) =>
    expect(response.statusCode, response.body).toBe(status);
  const call = (person: { token: string }, method: "GET" | "POST" | "PATCH", path: string, payload?: object) =>
    browser().app.inject({
      method,
      url: path.startsWith("/api/") ? path : `/api/companies/${companyId}${path}`,
      headers: { token: person.token },
      ...(payload ? { payload } : {}),
    });

  async function addWorker(body: { name: string; lastName: string; levels: string[]; referenceWorkerId?: string }) {
    const created = await call(admin, "POST", "/workers", { ...body, email: uniqueEmail(body.name.toLowerCase()) });
    expectStatus(created, 201);
    const { id: workerId, userId } = created.json<{ id: string; userId: string }>();
    const link = await call(admin, "GET", `/api/users/${userId}/generateAuthLink`);
    const code = new URL(link.json<{ link: string }>().link).searchParams.get("code");
    const done = await browser().app.inject({
      method: "POST",
      url: "/api/auth/first-access",
      payload: { code, password: PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    expectStatus(done, 200);
    return { workerId, userId, token: done.json<{ token: string }>().token, name: `${body.name} ${body.lastName}` };
  }

  beforeAll(async () => {
    const { app, context } = browser();
    await context.clock.install({ time: NOW });
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { ...signupBody({ companyName: "Datas Ltda" }), pack: "traditional" },
    });
    expectStatus(signup, 201);
    const session = signup.json<{ token: string; session: { activeCompanyId: string } }>();
    companyId = session.session.activeCompanyId;
    admin = { token: session.token };
    expectStatus(await call(admin, "PATCH", "/choose-pack/br", {}), 200);
    const types = await call(admin, "GET", "/leave-types");
    vacationId = types
      .json<{ items: { id: string; packKey?: string }[] }>()
      .items.find((type) => type.packKey === "br.vacation")!.id;
    manager = await addWorker({ name: "Marta", lastName: "Gomes", levels: ["revisor"] });
    rui = await addWorker({
      name: "Rui",
      lastName: "Souza",
      levels: ["requester"],
      referenceWorkerId: manager.workerId,
    });
    lia = await addWorker({
      name: "Lia",
      lastName: "Costa",
      levels: ["requester"],
      referenceWorkerId: manager.workerId,
    });
    for (const person of [rui, lia])
      expectStatus(
        await call(admin, "POST", "/leave/ledger", {
          userId: person.userId,
          leaveTypeId: vacationId,
          kind: "grant",
          amount: 30 * DAY_MS,
          reason: "Vacation granted for the test",
        }),
        201,
      );
    expectStatus(
      await call(admin, "POST", "/leave/locked-dates", { startDate: LOCKED, endDate: LOCKED, reason: "Audit" }),
      201,
    );
  });

  test("a requester picks dates in pt-BR (dd/mm/aaaa) and es (weeks from Sunday); This month sends the inclusive last day", async () => {
    const { signIn, newPage, url, screenshot, axe } = browser();
    await signIn(rui);
    const page = await newPage();
    await page.goto(url(`/pt/create-leave?type=${vacationId}`));
    await page.getByRole("heading", { level: 1, name: t("pt-BR", "leave.requests.create.title") }).waitFor();
    const label = t("pt-BR", "leave.requests.form.dates");
    const group = page.getByRole("group", { name: label, exact: true });
    // a Brazilian company writes day/month/year
    expect(await group.getByRole("spinbutton").evaluateAll((s) => s.map((e) => e.getAttribute("data-type")))).toEqual([
      "day",
      "month",
      "year",
      "day",
      "month",
      "year",
    ]);
    await typeDate(page, label, "2030-03-18", "2030-03-22");
    expect((await group.innerText()).replace(/\s/g, "")).toContain("18/03/2030–22/03/2030");
    await page.getByText(t("pt-BR", "leave.requests.form.countDays", { n: 5 }), { exact: false }).waitFor();

    // the calendar: "Este mês" fills the rest of March (past days cannot be asked for)
    await group.getByRole("button", { name: t("pt-BR", "datePicker.open") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("grid").waitFor();
    await screenshot(page, "date-picker-pt-open");
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expect.poll(() => page.locator("html").getAttribute("data-theme")).toBe(theme);
      const serious = (await axe(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${theme}: ${v.id}`)).toEqual([]);
    }
    await dialog.getByRole("button", { name: t("pt-BR", "datePicker.quick.this-month") }).click();
    expect((await group.innerText()).replace(/\s/g, "")).toContain("04/03/2030–31/03/2030");
    await page.getByText(t("pt-BR", "leave.requests.form.countDays", { n: 28 }), { exact: false }).waitFor();
    await page.getByRole("button", { name: t("pt-BR", "leave.requests.create.submit") }).click();
    await page.getByRole("heading", { level: 1, name: t("pt-BR", "leave.requests.mine.title") }).waitFor();
    const mine = await call(rui, "GET", "/leave/requests/mine");
    // the picker's end is the day after the last; the API keeps the last day itself
    expect(mine.json<{ items: { startDate: string; endDate: string; countDays: number }[] }>().items).toEqual([
      expect.objectContaining({ startDate: "2030-03-04", endDate: "2030-03-31", countDays: 28 }),
    ]);

    // es: weeks start on Sunday, the locked day cannot be chosen
    await page.goto(url(`/es/create-leave?type=${vacationId}`));
    const esLabel = t("es", "leave.requests.form.dates");
    const esGroup = page.getByRole("group", { name: esLabel, exact: true });
    await esGroup.waitFor();
    await typeDate(page, esLabel, "2030-04-08", "2030-04-09");
    await esGroup.getByRole("button", { name: t("es", "datePicker.open") }).click();
    const esDialog = page.getByRole("dialog");
    const headers = await esDialog.locator("thead th").allInnerTexts();
    expect(headers[0]?.trim().toLowerCase()).toBe(
      new Intl.DateTimeFormat("es", { weekday: "narrow", timeZone: "UTC" })
        .format(new Date("2030-03-03T00:00:00Z"))
        .toLowerCase(),
    );
    const unavailable = esDialog.locator("[data-unavailable]");
    expect(await unavailable.allInnerTexts()).toEqual(["10"]);
    expect(await unavailable.getAttribute("aria-disabled")).toBe("true");
    await screenshot(page, "date-picker-es-open");
    await page.keyboard.press("Escape");
    await page.close();
  });

  test("the manager approves with a comment and several at once; the team calendar is an agenda on a phone", async () => {
    const { signIn, newPage, url, screenshot, axe } = browser();
    const first = await call(lia, "POST", "/leave/requests", {
      leaveTypeId: vacationId,
      startDate: "2030-03-11",
      endDate: "2030-03-12",
    });
    expectStatus(first, 201);
    const second = await call(lia, "POST", "/leave/requests", {
      leaveTypeId: vacationId,
      startDate: "2030-05-06",
      endDate: "2030-05-06",
    });
    expectStatus(second, 201);
    const ruiRequest = (await call(rui, "GET", "/leave/requests/mine")).json<{ items: { id: string }[] }>().items[0]!
      .id;

    await signIn(manager);
    const page = await newPage();
    await page.goto(url("/approvals"));
    await page.getByRole("heading", { level: 1, name: t("en", "leave.approvals.title") }).waitFor();
    // Rui's month overlaps Lia's 11-12 March: each sees the other away
    const ruiRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: rui.name }) });
    await expect.poll(() => ruiRow.innerText()).toContain(lia.name);
    expect(await ruiRow.innerText()).toContain(t("en", "leave.approvals.leftDays", { n: 2 }));
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expect.poll(() => page.locator("html").getAttribute("data-theme")).toBe(theme);
      const serious = (await axe(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${theme}: ${v.id}`)).toEqual([]);
    }
    await screenshot(page, "approvals-context");

    // one with a comment
    await ruiRow.getByRole("button", { name: t("en", "leave.approvals.approveOf", { name: rui.name }) }).click();
    const one = page.getByRole("dialog", { name: t("en", "leave.approvals.approveOf", { name: rui.name }) });
    await one.getByLabel(t("en", "leave.approvals.comment")).fill("Boas férias!");
    await one.getByRole("button", { name: t("en", "leave.approvals.approve"), exact: true }).click();
    await ruiRow.waitFor({ state: "detached" });
    const seen = await call(rui, "GET", `/leave/requests/${ruiRequest}`);
    expect(seen.json<{ status: string; history: { reason?: string }[] }>()).toMatchObject({
      status: "approved",
      history: [expect.objectContaining({ reason: "Boas férias!" })],
    });

    // the rest at once
    await page.getByText(t("en", "leave.approvals.selectAll"), { exact: true }).click();
    await page.getByRole("button", { name: t("en", "leave.approvals.approveSelected", { n: 2 }) }).click();
    const many = page.getByRole("dialog", { name: t("en", "leave.approvals.approveManyTitle", { n: 2 }) });
    await many.getByRole("button", { name: t("en", "leave.approvals.approve"), exact: true }).click();
    await page.getByText(t("en", "leave.approvals.bulkDone", { n: 2 })).waitFor();
    const lias = await call(lia, "GET", "/leave/requests/mine");
    expect(lias.json<{ items: { status: string }[] }>().items.map((r) => r.status)).toEqual(["approved", "approved"]);
    await page.close();

    // the team calendar on a phone: an agenda of the days someone is away; a leave opens its details
    const phone = await newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(url("/team-calendar"));
    const month = new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(NOW);
    const agenda = phone.getByRole("region", { name: month });
    await agenda.locator('[data-day="2030-03-11"]').waitFor();
    expect(await phone.getByRole("grid").count()).toBe(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await agenda
      .locator('[data-day="2030-03-11"]')
      .getByRole("button", { name: new RegExp(lia.name) })
      .click();
    const details = phone.getByRole("dialog", { name: lia.name });
    await expect.poll(() => details.innerText()).toContain(t("en", "leave.approvals.countDays", { n: 2 }));
    expect(await details.innerText()).toContain(t("en", "leave.calendar.status.approved"));
    await screenshot(phone, "team-calendar-agenda-details-390");
    await phone.keyboard.press("Escape");
    for (const theme of ["light", "dark"] as const) {
      await phone.emulateMedia({ colorScheme: theme });
      await expect.poll(() => phone.locator("html").getAttribute("data-theme")).toBe(theme);
      const serious = (await axe(phone)).filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${theme}: ${v.id}`)).toEqual([]);
    }
    await screenshot(phone, "team-calendar-agenda-390");
    await phone.close();

    // the requester reads the comment with the decision
    await signIn(rui);
    const mine = await newPage();
    await mine.goto(url("/pt/my-requests"));
    const row = mine.getByRole("row").filter({ hasText: "Boas férias!" });
    await expect.poll(() => row.innerText()).toContain(t("pt-BR", "leave.requests.status.approved"));
    await screenshot(mine, "my-requests-comment-pt");
    await mine.close();
  });
});
