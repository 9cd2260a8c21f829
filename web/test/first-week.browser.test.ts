/**
 * Issue 12 "Proof", the first week of a real company end to end, in the UI: a new company signs up (the country's
 * leave pack is installed, its creator has a worker profile, home shows the setup checklist); the creator adds a
 * worker, who takes the first access on their own phone (a second browser, 390 px); the worker asks for a vacation
 * with the date range picker; the creator, the worker's supervisor, sees it on home and approves it with a comment
 * in /approvals; the bell on the worker's open page counts it without a reload and the inbox holds the decision.
 * The founder of the platform signs in through the form and stays on the founder home.
 *
 * One step is not in the UI: the worker's starting balance (a new hire accrues vacation after 12 months; the Time
 * off tab's own test drives the adjustment dialog), written through the API as the admin.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { createIntl } from "react-intl";
import { afterAll, expect, test } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH, describeInBrowser, useBrowserApp } from "../../core/testing/browser.js";
import { DAY_MS, PASSWORD, signup, uniqueEmail } from "../../core/testing/kit.js";
import { UserModel } from "../../core/auth/users.model.js";
import { en as adminEn } from "../../modules/leave/web/admin/messages/en.js";
import { en as leaveHomeEn } from "../../modules/leave/web/admin/home/messages.js";
import { en as requestsEn } from "../../modules/leave/web/requests/messages/en.js";
import { en as peopleHomeEn } from "../../modules/people/web/home/messages.js";
import { en as workersEn } from "../../modules/people/web/workers/messages/en.js";
import { CompanyModel } from "../../tenants/company.model.js";
import { en as shellEn } from "../src/i18n/messages/en.js";
import { addWorkerInUi, firstAccessInUi, intlErrors, rawMessageIds, requestLeaveInUi, signUpInUi } from "./support.js";

const messages = { ...shellEn, ...adminEn, ...leaveHomeEn, ...requestsEn, ...peopleHomeEn, ...workersEn };
const intl = createIntl({ locale: "en", messages });
const t = (id: keyof typeof messages, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

/** A Monday to Friday four weeks or more ahead (always in the future, whatever day the test runs). */
function nextWorkWeek(): { startDate: string; endDate: string } {
  const day = new Date(Date.now() + 28 * DAY_MS);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { startDate: iso(day), endDate: iso(new Date(day.getTime() + 4 * DAY_MS)) };
}

describeInBrowser("the first week of a new company, in the UI", () => {
  const browser = useBrowserApp("e2e_first_week");
  let phone: Browser | undefined;
  afterAll(async () => {
    await phone?.close();
  });

  test("sign up, add a worker who takes the first access and asks for leave; approved with a comment; the bell shows it live", async () => {
    const { app, newPage, url, mailbox, errorsOf, screenshot } = browser();
    const creatorEmail = uniqueEmail("paula");
    const workerEmail = uniqueEmail("rui");

    // --- a new company signs up (every request waits for approval: the traditional culture)
    const admin = await newPage();
    await signUpInUi(admin, url, {
      name: "Paula Pioneer",
      email: creatorEmail,
      companyName: "Primeira Semana Ltda",
      culture: "traditional",
    });
    const checklist = admin.getByRole("region", { name: t("people.setup.title") });
    await checklist.getByRole("progressbar", { name: t("people.setup.progress") }).waitFor();
    await screenshot(admin, "first-week-1-home-checklist");
    // the creator is the first worker (their profile opens, no "ask your administrator")
    await admin.goto(url("/employee-profile"));
    await admin.getByRole("button", { name: t("people.profile.edit") }).waitFor();
    expect(await admin.getByText(t("people.profile.noRecord")).count()).toBe(0);
    // the country's pack is installed
    await admin.goto(url("/config-leave-type"));
    await admin.getByText("Vacation", { exact: true }).first().waitFor();

    // --- the creator adds a worker, supervised by them
    const link = await addWorkerInUi(admin, url, {
      name: "Rui",
      lastName: "Souza",
      email: workerEmail,
      supervisor: "Paula Pioneer",
    });
    expect(new URL(link).pathname).toBe("/first-access");
    await mailbox.waitFor(workerEmail, "welcome-worker");
    await admin.getByRole("row").filter({ hasText: "Rui Souza" }).waitFor();
    expect(intlErrors(errorsOf(admin))).toEqual([]);

    // the new hire's starting balance (see the file's note): 30 days of vacation
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: creatorEmail, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const { token, session } = login.json<{ token: string; session: { activeCompanyId: string } }>();
    const api = (method: "GET" | "POST", path: string, payload?: object) =>
      app.inject({
        method,
        url: `/api/companies/${session.activeCompanyId}${path}`,
        headers: { token },
        ...(payload ? { payload } : {}),
      });
    const types = await api("GET", "/leave-types");
    const vacation = types
      .json<{ items: { id: string; packKey?: string; title: { en: string } }[] }>()
      .items.find((type) => type.packKey === "br.vacation")!;
    const workers = await api("GET", "/workers?limit=50");
    const rui = workers.json<{ items: { name: string; userId: string }[] }>().items.find((w) => w.name === "Rui")!;
    const granted = await api("POST", "/leave/ledger", {
      userId: rui.userId,
      leaveTypeId: vacation.id,
      kind: "grant",
      amount: 30 * DAY_MS,
      reason: "Balance brought from the previous tool",
    });
    expect(granted.statusCode, granted.body).toBe(201);

    // --- the worker, on their own phone (a second browser, nobody signed in), takes the first access
    phone = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    const phoneContext = await phone.newContext({
      viewport: { width: 390, height: 844 },
      locale: "en-US",
      timezoneId: "America/Sao_Paulo",
    });
    const worker: Page = await phoneContext.newPage();
    const workerErrors: string[] = [];
    worker.on("console", (message) => {
      if (message.type() === "error") workerErrors.push(message.text());
    });
    await firstAccessInUi(worker, url(link));
    await worker.getByRole("heading", { level: 1, name: t("people.complete.title") }).waitFor();
    await worker.getByRole("link", { name: t("people.complete.later") }).click();
    await worker.getByRole("heading", { name: t("home.greeting", { name: "Rui Souza" }) }).waitFor();

    // --- they ask for a vacation with the date range picker
    const leave = nextWorkWeek();
    await worker.goto(url(`/create-leave?type=${vacation.id}`));
    await requestLeaveInUi(worker, {
      startDate: leave.startDate,
      endDate: leave.endDate,
      beforeSend: async () => {
        await worker.getByText(t("leave.requests.form.countDays", { n: 5 }), { exact: false }).waitFor();
        await screenshot(worker, "first-week-2-worker-request-390");
      },
    });
    const mine = worker.getByRole("row").filter({ hasText: vacation.title.en });
    await expect.poll(() => mine.innerText()).toContain(t("leave.requests.status.pending"));

    // the worker goes home and leaves the page open; the bell has nothing unread yet
    await worker.goto(url("/"));
    const bell = worker.getByRole("button", { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute("aria-label")).toBe(t("notifications.bell"));

    // --- the supervisor sees it on home, and approves it with a comment in /approvals
    await admin.goto(url("/"));
    const approvalsCard = admin.getByRole("region", { name: t("leave.approvals.homeTitle") });
    await approvalsCard.getByText("Rui Souza").waitFor();
    await screenshot(admin, "first-week-3-home-approvals");
    await approvalsCard.getByRole("link", { name: t("leave.approvals.open") }).click();
    await admin.getByRole("heading", { level: 1, name: t("leave.approvals.title") }).waitFor();
    const row = admin.getByRole("row").filter({ hasText: "Rui Souza" });
    await row.getByRole("button", { name: t("leave.approvals.approveOf", { name: "Rui Souza" }) }).click();
    const dialog = admin.getByRole("dialog", { name: t("leave.approvals.approveOf", { name: "Rui Souza" }) });
    await dialog.getByRole("textbox", { name: t("leave.approvals.comment") }).fill("Enjoy the beach!");
    await screenshot(admin, "first-week-4-approve-with-comment");
    await dialog.getByRole("button", { name: t("leave.approvals.approve"), exact: true }).click();
    await admin
      .getByRole("status")
      .filter({ hasText: t("leave.approvals.approved") })
      .waitFor();
    await row.waitFor({ state: "detached" });
    expect(intlErrors(errorsOf(admin))).toEqual([]);

    // --- the worker's bell counts it, live; the inbox has the decision with its comment
    await expect
      .poll(() => bell.getAttribute("aria-label"), { timeout: 30_000 })
      .toBe(t("notifications.bellUnread", { count: 1 }));
    await bell.click();
    const inbox = worker.getByRole("dialog", { name: t("notifications.inbox") });
    const notice = inbox.getByRole("button", { name: /approved/i });
    await notice.waitFor();
    await screenshot(worker, "first-week-5-worker-bell-390");
    expect(await rawMessageIds(worker)).toEqual([]);
    expect(intlErrors(workerErrors)).toEqual([]);
    const decided = await app.inject({
      method: "GET",
      url: `/api/companies/${session.activeCompanyId}/leave/requests/mine`,
      headers: { token: (await loginAs(workerEmail)).token },
    });
    // approved, with the supervisor's comment kept on the decision the requester reads
    expect(decided.json<{ items: { status: string; startDate: string }[] }>().items).toEqual([
      expect.objectContaining({
        startDate: leave.startDate,
        status: "approved",
        history: expect.arrayContaining([expect.objectContaining({ to: "approved", reason: "Enjoy the beach!" })]),
      }),
    ]);
    await phoneContext.close();
    await admin.close();

    async function loginAs(email: string) {
      const answer = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: PASSWORD },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ token: string }>();
    }
  });

  test("the founder signs in through the form and stays on the founder home, where the new company is listed", async () => {
    const { app, newPage, url, signOut, screenshot } = browser();
    await signOut();
    // the founder as the demo seeds them: a platform claim with no company of their own
    const founder = await signup(app, { companyName: "Founder Signup Co" });
    await UserModel.updateOne({ _id: founder.userId }, { $set: { isFounder: true, memberships: [] } });
    await CompanyModel.updateOne({ _id: founder.companyId }, { $set: { deletedAt: new Date() } });

    const page = await newPage();
    // a banner shown even for a moment is seen
    await page.addInitScript((text) => {
      const w = window as unknown as { sawLostBanner?: boolean };
      w.sawLostBanner = false;
      new MutationObserver(() => {
        if (document.body?.innerText.includes(text)) w.sawLostBanner = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, shellEn["banner.connectionLost"]);
    await page.goto(url("/login"));
    await page.getByRole("textbox", { name: shellEn["login.email"] }).fill(founder.email);
    await page.getByLabel(shellEn["login.password"]).fill(founder.password);
    await page.getByRole("button", { name: shellEn["login.submit"] }).click();
    const home = page.getByRole("heading", { level: 1, name: shellEn["founder.home.title"] });
    await home.waitFor();
    // the company signed up in the first test, with its two people
    const row = page.getByRole("row").filter({ hasText: "Primeira Semana Ltda" });
    await expect.poll(() => row.innerText()).toContain(shellEn["founder.status.active"]);
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname).toBe("/");
    await home.waitFor();
    expect(await page.evaluate(() => (window as unknown as { sawLostBanner?: boolean }).sawLostBanner)).toBe(false);
    await screenshot(page, "first-week-6-founder-home");
    await page.close();
  });
});
