/**
 * Hiring in Chromium (issue 15 "Proof"): a manager requests a position at 390 px, a hiring revisor approves it, a
 * stranger applies through the public form (no sign-in: the in-browser proof of work, the honeypot left empty), the
 * manager moves the candidate through the stages and hires them, and the worker exists afterwards. The hiring pages
 * and the public form pass axe (no serious or critical violation) light and dark and do not scroll sideways at 390 px.
 */
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { addSignedInMember, createTestTenant, type TestPerson, type TestTenant } from "../../core/testing/kit.js";
import { en as formsEn } from "../../modules/forms/web/messages/en.js";
import { en } from "../../modules/hiring/web/messages/en.js";
import type { Position, PositionList } from "../../modules/hiring/contract/index.js";

const PHONE = { width: 390, height: 844 };
const THEMES = ["light", "dark"] as const;

describeInBrowser("hiring", () => {
  const browser = useBrowserApp("e2e_hiring");
  let tenant: TestTenant;
  let manager: TestPerson;
  let revisor: TestPerson;

  const call = async (method: "GET" | "POST" | "PUT", path: string, payload?: object) => {
    const r = await browser().app.inject({
      method,
      url: `/api/companies/${tenant.companyId}${path}`,
      headers: { token: tenant.admin.token },
      ...(payload ? { payload } : {}),
    });
    if (r.statusCode >= 300) throw new Error(`${method} ${path}: ${r.statusCode} ${r.body}`);
    return r.json();
  };

  beforeAll(async () => {
    const { app } = browser();
    tenant = await createTestTenant(app, { companyName: "Café Ltda" });
    manager = await addSignedInMember(app, { admin: tenant.admin, levels: ["revisor"] });
    revisor = await addSignedInMember(app, { admin: tenant.admin, levels: ["revisor"] });
    await call("PUT", "/hiring/settings", {
      hiringRevisors: [revisor.userId],
      approvalRule: "all",
      extraFieldHiring: [],
    });
  });

  async function open(
    person: { token: string } | null,
    path: string,
    options: { theme?: string; phone?: boolean } = {},
  ) {
    const { signIn, signOut, newPage, url } = browser();
    if (person) await signIn(person);
    else await signOut();
    const page = await newPage();
    if (options.phone) await page.setViewportSize(PHONE);
    await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), options.theme ?? "light");
    await page.goto(url(path));
    return page;
  }
  const noSideScroll = (page: Page) =>
    expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);

  test("requested, approved, applied through the public form, moved through the stages and hired", async () => {
    const { app, screenshot, errorsOf } = browser();
    // the manager requests the position on a phone
    const request = await open(manager, "/hiring", { phone: true });
    await request.getByRole("heading", { name: en["hiring.page.title"], level: 1 }).waitFor();
    await request.getByRole("textbox", { name: en["hiring.page.name"] }).fill("Barista");
    await request.getByRole("textbox", { name: en["hiring.page.description"] }).fill("Espresso bar, mornings.");
    await request.getByRole("button", { name: en["hiring.page.request"], exact: true }).click();
    await request.getByRole("rowheader", { name: "Barista" }).waitFor();
    await noSideScroll(request);
    await screenshot(request, "hiring-requested-phone");
    expect(errorsOf(request)).toEqual([]);
    await request.close();
    const position = ((await call("GET", "/positions")) as PositionList).items.find((p) => p.name === "Barista")!;
    expect(position.status).toBe("pending");

    // the manager is not a hiring revisor: the revisor approves
    const approve = await open(revisor, `/hiring/positions/${position.id}`, { phone: true });
    await approve.getByRole("button", { name: en["hiring.position.action.approve"], exact: true }).click();
    await approve.getByRole("heading", { name: en["hiring.position.status.open"] }).waitFor();
    await approve.close();

    // the manager makes the application link
    const manage = await open(manager, `/hiring/positions/${position.id}`, { phone: true });
    await manage.getByRole("button", { name: en["hiring.position.makeForm"] }).click();
    const link = manage.getByRole("link", { name: /\/forms\// });
    await link.waitFor();
    const href = new URL((await link.getAttribute("href"))!).pathname;
    await manage.close();

    // a stranger applies, signed out, on a phone
    const apply = await open(null, href, { phone: true });
    await apply.getByRole("heading", { name: "Barista", level: 1 }).waitFor();
    await apply.getByRole("textbox", { name: /^First name/ }).fill("Rita");
    await apply.getByRole("textbox", { name: /^Last name/ }).fill("Moreno");
    await apply.getByRole("textbox", { name: /^E-mail/ }).fill("rita.moreno@example.com");
    await noSideScroll(apply);
    await apply.getByRole("button", { name: formsEn["forms.public.send"], exact: true }).click();
    await apply.getByText(formsEn["forms.public.thanks"]).waitFor({ timeout: 20_000 });
    await screenshot(apply, "hiring-applied-phone");
    expect(errorsOf(apply)).toEqual([]);
    await apply.close();

    // the manager moves Rita through the stages and hires her
    const hire = await open(manager, `/hiring/positions/${position.id}`, { phone: true });
    const card = hire.getByRole("listitem", { name: "Rita Moreno" });
    await card.waitFor();
    for (const stage of ["screening", "interview", "offer"] as const) {
      const name = en["hiring.position.moveTo"]
        .replace("{stage}", en[`hiring.position.stage.${stage}`])
        .replace("{name}", "Rita Moreno");
      await hire.getByRole("button", { name, exact: true }).click();
      await card.getByText(en[`hiring.position.stage.${stage}`], { exact: false }).waitFor();
    }
    await hire.getByRole("button", { name: en["hiring.position.hireName"].replace("{name}", "Rita Moreno") }).click();
    await hire.getByRole("button", { name: en["hiring.position.confirmHire"] }).click();
    await hire.getByRole("heading", { name: en["hiring.position.status.hired"] }).waitFor();
    await noSideScroll(hire);
    await screenshot(hire, "hiring-hired-phone");
    expect(errorsOf(hire)).toEqual([]);
    await hire.close();

    // the worker exists, with the candidate's name and address
    const hired = (await call("GET", `/positions/${position.id}`)) as Position;
    expect(hired.status).toBe("hired");
    const workers = await app.inject({
      url: `/api/companies/${tenant.companyId}/workers?q=rita.moreno`,
      headers: { token: tenant.admin.token },
    });
    expect(workers.json<{ items: Array<{ name: string; lastName: string; email: string }> }>().items).toEqual([
      expect.objectContaining({ name: "Rita", lastName: "Moreno", email: "rita.moreno@example.com" }),
    ]);
  });

  for (const theme of THEMES)
    test(`the hiring pages and the public form pass axe in the ${theme} theme, at desktop and 390 px`, async () => {
      const { axe, errorsOf } = browser();
      const position = (await call("POST", "/positions", {
        name: `Cook ${theme}`,
        reason: "staffIncrease",
      })) as Position;
      await browser().app.inject({
        method: "POST",
        url: `/api/companies/${tenant.companyId}/positions/${position.id}/decision`,
        headers: { token: revisor.token },
        payload: { action: "approve" },
      });
      const { publicPath } = await call("POST", `/positions/${position.id}/application-form`);
      for (const [person, path, heading] of [
        [tenant.admin, "/hiring", en["hiring.page.title"]],
        [tenant.admin, `/hiring/positions/${position.id}`, `Cook ${theme}`],
        [null, publicPath as string, `Cook ${theme}`],
      ] as const) {
        const page = await open(person, path, { theme });
        await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
        expect(describeViolations(await axe(page)), path).toEqual([]);
        await page.setViewportSize(PHONE);
        await noSideScroll(page);
        expect(describeViolations(await axe(page)), `${path} phone`).toEqual([]);
        expect(errorsOf(page)).toEqual([]);
        await page.close();
      }
    });
});
