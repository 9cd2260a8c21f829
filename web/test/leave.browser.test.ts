/**
 * Issue 5 "Proof": an employee asks for a vacation through the web app (/choose-leaves, /create-leave); their
 * supervisor, a manager, approves it from pending approvals (/approvals); the leave is on the team calendar on its
 * days, in English, Portuguese and Spanish. An employee who asks for days overlapping a leave they already have is
 * told "Not Allowed Overlapping" on the form, in the language they chose. The employee sees their leave on the
 * calendar with its type; a colleague sees who is away and not why (the type can be health data).
 *
 * The company is signed up with the traditional culture package (every request goes through its approval chain)
 * and the br leave pack; the employee's supervisor (`referenceWorkerId`) is the manager's worker, so the chain's
 * one step is the manager. The app and the browser run on the same fixed clock (2030-03-04), so the dates below
 * are always in the future and the calendar opens on their month.
 */
import type { LightMyRequestResponse } from "fastify";
import type { Page } from "playwright-core";
import { createIntl } from "react-intl";
import { beforeAll, expect, test } from "vitest";
import { errorCatalogue } from "../../core/errors/catalogue.js";
import { describeInBrowser, useBrowserApp } from "../../core/testing/browser.js";
import { DAY_MS, TestClock } from "../../core/testing/kit.js";
import { en as adminEn } from "../../modules/leave/web/admin/messages/en.js";
import { es as adminEs } from "../../modules/leave/web/admin/messages/es.js";
import { ptBR as adminPtBR } from "../../modules/leave/web/admin/messages/pt-BR.js";
import { en as requestsEn } from "../../modules/leave/web/requests/messages/en.js";
import { es as requestsEs } from "../../modules/leave/web/requests/messages/es.js";
import { ptBR as requestsPtBR } from "../../modules/leave/web/requests/messages/pt-BR.js";
import { en as shellEn } from "../src/i18n/messages/en.js";
import { es as shellEs } from "../src/i18n/messages/es.js";
import { ptBR as shellPtBR } from "../src/i18n/messages/pt-BR.js";
import {
  addWorkerByApi,
  englishTexts,
  intlErrors,
  rawMessageIds,
  requestLeaveInUi,
  signUpByApi,
  typeDate,
  type ApiCompany,
  type ApiPerson,
} from "./support.js";

type Lang = "en" | "pt-BR" | "es";
const LOCALES = [
  { lang: "en", prefix: "", messages: { ...shellEn, ...requestsEn, ...adminEn } },
  { lang: "pt-BR", prefix: "/pt", messages: { ...shellPtBR, ...requestsPtBR, ...adminPtBR } },
  { lang: "es", prefix: "/es", messages: { ...shellEs, ...requestsEs, ...adminEs } },
] as const satisfies readonly { lang: Lang; prefix: string; messages: Record<string, string> }[];

/** The messages of a language, formatted as the web app formats them (react-intl, the same ICU rules). */
function intlOf(lang: Lang) {
  const locale = LOCALES.find((l) => l.lang === lang)!;
  const intl = createIntl({ locale: lang, messages: locale.messages });
  return {
    ...locale,
    t: (id: keyof (typeof LOCALES)[number]["messages"], values?: Record<string, string | number>) =>
      intl.formatMessage({ id }, values),
    /** A calendar day (`YYYY-MM-DD`) as the pages format it. */
    day: (iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) =>
      intl.formatDate(new Date(`${iso}T00:00:00.000Z`), { timeZone: "UTC", ...options }),
  };
}

/** Both the app and the browser start here: Monday 4 March 2030, 09:00 in São Paulo. */
const NOW = new Date("2030-03-04T12:00:00.000Z");
/** The vacation (Monday to Friday, inclusive) and the days just around it. */
const VACATION = { startDate: "2030-03-18", endDate: "2030-03-22" };
const VACATION_DAYS = ["2030-03-18", "2030-03-19", "2030-03-20", "2030-03-21", "2030-03-22"];
const AROUND = ["2030-03-17", "2030-03-23"];

type Person = ApiPerson;

describeInBrowser("leave: request, approval, team calendar, overlap", () => {
  const clock = new TestClock(NOW);
  const browser = useBrowserApp("e2e_leave", { clock });
  let companyId: string;
  let admin: { token: string };
  let manager: Person;
  let requester: Person;
  let colleague: Person;
  let vacation: { id: string; title: Record<string, string> };
  let company: ApiCompany;

  function expectStatus(response: LightMyRequestResponse, status: number): void {
    expect(response.statusCode, response.body).toBe(status);
  }

  const call = (person: { token: string }, method: "GET" | "POST" | "PATCH", path: string, payload?: object) =>
    browser().app.inject({
      method,
      url: path.startsWith("/api/") ? path : `/api/companies/${companyId}${path}`,
      headers: { token: person.token },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    const { app, context } = browser();
    // the browser's "today" is the app's: date inputs' minimum, the calendar's month
    await context.clock.install({ time: NOW });

    // a Brazilian company whose culture sends every request through its approval chain, with the br leave pack
    company = await signUpByApi(app, { companyName: "Férias Ltda", pack: "traditional" });
    companyId = company.companyId;
    admin = company.admin;
    vacation = await company.leaveType("br.vacation");
    const addWorker = (body: Parameters<typeof addWorkerByApi>[2]) => addWorkerByApi(app, company, body);

    // the manager supervises the employee: the request's one approval step (supervisor) is the manager's
    manager = await addWorker({ name: "Marta", lastName: "Gomes", levels: ["revisor"] });
    requester = await addWorker({
      name: "Rui",
      lastName: "Souza",
      levels: ["requester"],
      referenceWorkerId: manager.workerId,
    });
    // someone else at the company, who sees the team calendar as an employee
    colleague = await addWorker({ name: "Lia", lastName: "Costa", levels: ["requester"] });
    // a new worker has no vacation yet (it accrues after 12 months): the admin grants 30 days
    expectStatus(
      await call(admin, "POST", "/leave/ledger", {
        userId: requester.userId,
        leaveTypeId: vacation.id,
        kind: "grant",
        amount: 30 * DAY_MS,
        reason: "Vacation granted for the test",
      }),
      201,
    );
  });

  /** The no-leftovers checks every page gets: no message id on screen, no react-intl error, no English on pt/es. */
  async function expectTranslated(page: Page, lang: Lang) {
    expect(await rawMessageIds(page)).toEqual([]);
    expect(intlErrors(browser().errorsOf(page))).toEqual([]);
    if (lang !== "en") expect(await englishTexts(page, [requestsEn, adminEn])).toEqual([]);
  }

  test("an employee asks for a vacation, their manager approves it, and it is on the team calendar in en, pt and es", async () => {
    const { signIn, newPage, url, screenshot } = browser();
    const en = intlOf("en");

    // --- the employee chooses the vacation and asks for 18-22 March
    await signIn(requester);
    const page = await newPage();
    await page.goto(url("/choose-leaves"));
    await page.getByRole("heading", { level: 1, name: en.t("leave.requests.choose.title") }).waitFor();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: vacation.title.en }) });
    await card.getByText(en.t("leave.requests.amount.days", { n: 30 })).waitFor();
    await screenshot(page, "leave-choose-en");
    await expectTranslated(page, "en");
    await card.getByRole("link", { name: en.t("leave.requests.choose.request") }).click();

    await page.getByRole("heading", { level: 1, name: en.t("leave.requests.create.title") }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/create-leave");
    // the type comes chosen from the card
    await expect
      .poll(() => page.getByRole("button", { name: new RegExp(en.t("leave.requests.form.type")) }).innerText())
      .toContain(vacation.title.en);
    await requestLeaveInUi(page, {
      ...VACATION,
      beforeSend: async () => {
        // what the leave counts, said in the page's language
        await page
          .getByText(
            `${en.t("leave.requests.form.countDays", { n: 5 })} · ${en.day(VACATION.startDate)} – ${en.day(VACATION.endDate)}`,
          )
          .waitFor();
        await screenshot(page, "leave-create-en");
        await expectTranslated(page, "en");
      },
    });
    expect(new URL(page.url()).pathname).toBe("/my-requests");
    const mine = page.getByRole("row").filter({ hasText: vacation.title.en });
    await expect.poll(() => mine.innerText()).toContain(en.t("leave.requests.status.pending"));
    await screenshot(page, "leave-my-requests-en");
    await expectTranslated(page, "en");
    await page.close();

    // --- the manager finds it in pending approvals and approves it
    await signIn(manager);
    const approvals = await newPage();
    await approvals.goto(url("/approvals"));
    await approvals.getByRole("heading", { level: 1, name: en.t("leave.approvals.title") }).waitFor();
    const row = approvals.getByRole("row").filter({ hasText: requester.name });
    await row.waitFor();
    const rowText = await row.innerText();
    expect(rowText).toContain(vacation.title.en);
    expect(rowText).toContain(
      en.t("leave.approvals.range", { start: en.day(VACATION.startDate), end: en.day(VACATION.endDate) }),
    );
    expect(rowText).toContain(en.t("leave.approvals.countDays", { n: 5 }));
    await screenshot(approvals, "leave-approvals-en");
    await expectTranslated(approvals, "en");
    await row.getByRole("button", { name: en.t("leave.approvals.approveOf", { name: requester.name }) }).click();
    const approveDialog = approvals.getByRole("dialog", {
      name: en.t("leave.approvals.approveOf", { name: requester.name }),
    });
    await approveDialog.getByRole("button", { name: en.t("leave.approvals.approve"), exact: true }).click();
    await approvals
      .getByRole("status")
      .filter({ hasText: en.t("leave.approvals.approved") })
      .waitFor();
    await row.waitFor({ state: "detached" });
    await approvals.close();

    const approved = await call(requester, "GET", "/leave/requests/mine");
    expect(approved.json<{ items: { status: string; startDate: string; endDate: string }[] }>().items).toEqual([
      expect.objectContaining({ ...VACATION, status: "approved" }),
    ]);

    // --- the team calendar, in every language: the leave on its five days, not on the days around them
    for (const { lang } of LOCALES) {
      const l = intlOf(lang);
      const calendar = await newPage();
      await calendar.goto(url(`${l.prefix}/team-calendar`));
      await calendar.getByRole("heading", { level: 1, name: l.t("leave.calendar.title") }).waitFor();
      expect(await calendar.locator("html").getAttribute("lang")).toBe(lang);
      const month = l.day("2030-03-01", { month: "long", year: "numeric" });
      await calendar.getByRole("heading", { level: 2, name: month }).waitFor();
      await calendar.getByRole("tab", { name: l.t("leave.calendar.month"), selected: true }).waitFor();
      await calendar.getByRole("tab", { name: l.t("leave.calendar.week") }).waitFor();
      await calendar.getByRole("button", { name: l.t("leave.calendar.next.month") }).waitFor();
      await calendar.getByRole("button", { name: new RegExp(l.t("leave.calendar.scope")) }).waitFor();

      const grid = calendar.getByRole("grid", { name: month });
      // weeks start on Sunday in every language (spec §9)
      const weekdays = await grid.getByRole("columnheader").allInnerTexts();
      expect(weekdays[0]).toBe(l.day("2030-03-03", { weekday: "short" }));
      const chip = `${requester.name} · ${vacation.title[lang]}`;
      const away = l.t("leave.calendar.leavesCount", { n: 1 });
      for (const day of VACATION_DAYS) {
        const cell = grid.locator(`[role="gridcell"][data-day="${day}"]`);
        await expect.poll(() => cell.innerText(), { message: day }).toContain(chip);
        expect(await cell.textContent()).toContain(`${l.day(day, { dateStyle: "full" })}, ${away}`);
      }
      for (const day of AROUND) {
        const cell = grid.locator(`[role="gridcell"][data-day="${day}"]`);
        expect(await cell.innerText(), day).not.toContain(requester.name);
        expect(await cell.textContent()).toContain(l.t("leave.calendar.leavesCount", { n: 0 }));
      }
      // the legend names the type in the page's language
      await calendar
        .getByLabel(l.t("leave.calendar.legend"))
        .getByText(vacation.title[lang], { exact: true })
        .waitFor();
      await screenshot(calendar, `leave-team-calendar-${lang}`);
      await expectTranslated(calendar, lang);

      // on a phone the month is an agenda list of the days someone is away (issue 12), not a grid cut at the edge
      await calendar.setViewportSize({ width: 390, height: 844 });
      await calendar.getByRole("region", { name: month }).locator('[data-day="2030-03-18"]').waitFor();
      expect(await calendar.getByRole("grid").count()).toBe(0);
      await expect.poll(() => calendar.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      const agendaDays = await calendar
        .getByRole("region", { name: month })
        .locator("[data-day]")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-day")));
      expect(agendaDays).toEqual(VACATION_DAYS);
      await screenshot(calendar, `leave-team-calendar-${lang}-phone`);
      await calendar.close();
    }

    // --- the employee sees their own leave with its type; a colleague sees who is away, not why (health data)
    const chipsOn = async (page: Page, days: readonly string[]) =>
      Promise.all(days.map((day) => page.locator(`[role="gridcell"][data-day="${day}"]`).innerText()));
    await signIn(requester);
    const own = await newPage();
    await own.goto(url("/team-calendar"));
    await own.getByRole("grid", { name: en.day("2030-03-01", { month: "long", year: "numeric" }) }).waitFor();
    await expect
      .poll(() => chipsOn(own, VACATION_DAYS))
      .toEqual(VACATION_DAYS.map(() => expect.stringContaining(`${requester.name} · ${vacation.title.en}`)));
    await expectTranslated(own, "en");
    await own.close();

    const es = intlOf("es");
    await signIn(colleague);
    const other = await newPage();
    await other.goto(url("/es/team-calendar"));
    await other.getByRole("grid", { name: es.day("2030-03-01", { month: "long", year: "numeric" }) }).waitFor();
    await expect
      .poll(() => chipsOn(other, VACATION_DAYS))
      .toEqual(VACATION_DAYS.map(() => expect.stringContaining(`${requester.name} · ${es.t("leave.calendar.away")}`)));
    expect((await chipsOn(other, VACATION_DAYS)).join(" ")).not.toContain(vacation.title.es);
    expect((await chipsOn(other, AROUND)).join(" ")).not.toContain(requester.name);
    await screenshot(other, "leave-team-calendar-es-colleague");
    await expectTranslated(other, "es");
    await other.close();
  });

  test("an employee who asks for days overlapping a leave they have is told Not Allowed Overlapping, in their language", async () => {
    const { signIn, newPage, url, screenshot } = browser();
    // a pending leave in April (the traditional package keeps it waiting for the manager)
    const existing = await call(requester, "POST", "/leave/requests", {
      leaveTypeId: vacation.id,
      startDate: "2030-04-08",
      endDate: "2030-04-12",
    });
    expectStatus(existing, 201);
    expect(existing.json<{ status: string }>().status).toBe("pending");

    await signIn(requester);
    const page = await newPage();
    await page.goto(url(`/create-leave?type=${vacation.id}`));
    for (const [index, { lang }] of LOCALES.entries()) {
      const l = intlOf(lang);
      if (index > 0) {
        // the person switches the language in the header: the page comes back in it, and their choice is saved
        const saved = page.waitForResponse(
          (r) => r.url().endsWith("/api/auth/preferences") && r.request().method() === "PATCH",
        );
        await page
          .getByRole("combobox", { name: intlOf(LOCALES[index - 1]!.lang).t("header.language") })
          .selectOption(lang);
        expect((await saved).status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(`${l.prefix}/create-leave`);
      }
      await page.getByRole("heading", { level: 1, name: l.t("leave.requests.create.title") }).waitFor();
      await typeDate(page, l.t("leave.requests.form.dates"), "2030-04-10", "2030-04-16");
      await page.getByText(l.t("leave.requests.form.countDays", { n: 7 }), { exact: false }).waitFor();
      await page.getByRole("button", { name: l.t("leave.requests.create.submit") }).click();

      const refusal = errorCatalogue.LEAVE_OVERLAP.messages[lang];
      await page.locator("form").getByRole("alert").filter({ hasText: refusal }).waitFor();
      // still on the form: nothing was sent to my requests
      expect(new URL(page.url()).pathname).toBe(`${l.prefix}/create-leave`);
      await screenshot(page, `leave-overlap-${lang}`);
      await expectTranslated(page, lang);
    }
    await page.close();

    const mine = await call(requester, "GET", "/leave/requests/mine");
    expect(
      mine.json<{ items: { startDate: string }[] }>().items.filter((item) => item.startDate === "2030-04-10"),
    ).toEqual([]);
  });

  test("an employee takes the morning off from an hours type: the form offers half days, the API stores the times", async () => {
    const { signIn, newPage, url, screenshot } = browser();
    const created = await call(admin, "POST", "/leave-types/many", {
      items: [
        {
          title: { en: "Time bank", "pt-BR": "Banco de horas", es: "Bolsa de horas" },
          color: "#1565c0",
          unit: "hours",
          totalTime: 0,
        },
      ],
    });
    expectStatus(created, 201);
    const bank = created.json<{ items: { id: string }[] }>().items[0]!.id;
    expectStatus(
      await call(admin, "POST", "/leave/ledger", {
        userId: requester.userId,
        leaveTypeId: bank,
        kind: "grant",
        amount: 16 * 3_600_000,
        reason: "bank of hours",
      }),
      201,
    );
    await signIn(requester);
    const page = await newPage();
    await page.goto(url(`/create-leave?type=${bank}`));
    const l = intlOf("en");
    await page.getByRole("heading", { level: 1, name: l.t("leave.requests.create.title") }).waitFor();
    const span = page.getByRole("radiogroup", { name: l.t("leave.requests.form.span") });
    await span.getByText(l.t("leave.requests.form.span.morning"), { exact: true }).click();
    // a half day has no times to type
    expect(await page.getByLabel(l.t("leave.requests.form.startTime"), { exact: true }).count()).toBe(0);
    await typeDate(page, l.t("leave.requests.form.day"), "2030-03-26");
    await page.getByText(l.t("leave.requests.form.halfDay.morning"), { exact: false }).first().waitFor();
    await screenshot(page, "leave-half-day");
    await page.getByRole("button", { name: l.t("leave.requests.create.submit") }).click();
    await page.waitForURL((u) => u.pathname === "/my-requests");
    await page.close();

    const mine = await call(requester, "GET", `/leave/requests/mine?leaveTypeId=${bank}`);
    const [leave] = mine.json<{ items: Array<Record<string, unknown>> }>().items;
    // the default schedule (6-18): the morning is its first half, 06:00-12:00
    expect(leave).toMatchObject({ startDate: "2030-03-26", endDate: "2030-03-26", halfDay: "morning" });
    expect(leave).toMatchObject({ startTime: "06:00", endTime: "12:00", amount: 6 * 3_600_000 });
  });
});
