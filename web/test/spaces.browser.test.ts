/**
 * Spaces in Chromium (issue 14 "Proof"): an employee books a room on a phone-sized page and a colleague who tries the
 * same slot sees "Date has overlay with other reservation." in the page; /spaces and /spaces/reservations pass axe
 * (no serious or critical violation) in the light and the dark theme and do not scroll sideways at 390 px. The app
 * and the browser run on one fixed clock (Tuesday 2030-01-15, so the form's first guess is Wednesday the 16th).
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { addSignedInMember, createTestTenant, TestClock, type TestTenant } from "../../core/testing/kit.js";
import { en } from "../../modules/spaces/web/messages/en.js";

const NOW = new Date("2030-01-15T12:00:00.000Z");
const THEMES = ["light", "dark"] as const;
const PHONE = { width: 390, height: 844 };

describeInBrowser("spaces", () => {
  const clock = new TestClock(NOW);
  const browser = useBrowserApp("e2e_spaces", { clock });
  let tenant: TestTenant;

  const call = async (method: "GET" | "POST" | "PATCH", path: string, payload?: object) => {
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
    const { app, context } = browser();
    await context.clock.install({ time: NOW });
    tenant = await createTestTenant(app, { companyName: "Café Ltda" });
    const office = (await call("POST", "/offices", { name: "Paulista" })).id as string;
    await call("POST", "/spaces/spaces", {
      officeId: office,
      kind: "room",
      name: "Jabuticaba",
      capacity: 6,
      floor: "1",
      amenities: ["TV", "Whiteboard"],
    });
    await call("POST", "/spaces/spaces", { officeId: office, kind: "desk", name: "Desk 1", capacity: 1 });
  });

  async function open(person: { token: string }, path: string, options: { theme?: string; phone?: boolean } = {}) {
    const { signIn, newPage, url } = browser();
    await signIn(person);
    const page = await newPage();
    if (options.phone) await page.setViewportSize(PHONE);
    await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), options.theme ?? "light");
    await page.goto(url(path));
    return page;
  }

  /** Picks a value in one of the page's selects (react-aria: a button named by its label and value, then a list). */
  async function choose(page: Page, label: string, option: string) {
    await page.getByRole("button", { name: new RegExp(`(^|\\s)${label}(\\s|$)`) }).click();
    await page.getByRole("option", { name: option, exact: true }).click();
  }

  async function bookTenToEleven(page: Page) {
    const form = page.locator("section", {
      has: page.getByRole("heading", { name: en["spaces.reservations.newTitle"] }),
    });
    await form.getByRole("heading").waitFor();
    // the room is the office's first bookable space; wait until its hours are offered
    await form.getByRole("button", { name: /Jabuticaba/ }).waitFor();
    await choose(page, en["spaces.reservations.start"], "10:00");
    await choose(page, en["spaces.reservations.end"], "11:00");
    await form.getByRole("textbox", { name: en["spaces.reservations.titleField"] }).fill("Planning");
    await form.getByRole("button", { name: en["spaces.reservations.submit"], exact: true }).click();
    return form;
  }

  test("an employee books a room on a phone; a colleague trying the same slot sees the overlap message", async () => {
    const { app, screenshot, errorsOf } = browser();
    const ana = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"] });
    const page = await open(ana, "/spaces/reservations", { phone: true });
    await bookTenToEleven(page);
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Jabuticaba · Planning" }) });
    await card.waitFor();
    expect(await card.getByText(en["spaces.status.booked"], { exact: true }).count()).toBe(1);
    expect(await card.getByText(/10:00–11:00/).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await screenshot(page, "spaces-booked-phone");
    expect(errorsOf(page)).toEqual([]);
    await page.close();

    const bia = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"] });
    const other = await open(bia, "/spaces/reservations", { phone: true });
    const form = await bookTenToEleven(other);
    await expect.poll(() => form.getByRole("alert").textContent()).toBe("Date has overlay with other reservation.");
    // nothing was booked for her
    expect(await other.getByText(en["spaces.reservations.none"]).count()).toBe(1);
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await screenshot(other, "spaces-overlap-phone");
    await other.close();
    const mine = await call(
      "GET",
      "/spaces/day?officeId=" + (await call("GET", "/spaces/offices")).items[0].id + "&date=2030-01-16",
    );
    expect(mine.rooms[0].bookings).toHaveLength(1);
  });

  test("an admin gives a room a photo, shown on the office's day", async () => {
    const { screenshot, errorsOf } = browser();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#6a994e" } })
      .png()
      .toBuffer();
    const page = await open(tenant.admin, "/spaces");
    const manage = page.locator("section", { has: page.getByRole("heading", { name: en["spaces.manage.title"] }) });
    const card = manage.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /Jabuticaba/ }) });
    await card.locator("input[type=file]").setInputFiles({ name: "sala.png", mimeType: "image/png", buffer: png });
    const alt = en["spaces.photoAlt"].replace("{name}", "Jabuticaba");
    await page.getByRole("img", { name: alt }).first().waitFor();
    await expect
      .poll(() =>
        page
          .getByRole("img", { name: alt })
          .first()
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await screenshot(page, "spaces-photo");
    expect(errorsOf(page)).toEqual([]);
    await page.close();
  });

  for (const theme of THEMES)
    test(`an admin edits a desk's hours and who may book it on a phone (${theme}): a wrong closing time is refused in the page`, async () => {
      const { axe, screenshot, errorsOf } = browser();
      const page = await open(tenant.admin, "/spaces", { theme, phone: true });
      const manage = page.locator("section", { has: page.getByRole("heading", { name: en["spaces.manage.title"] }) });
      const card = manage.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /Desk 1/ }) });
      await card.getByRole("button", { name: `${en["spaces.settings.edit"]}: Desk 1` }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("heading", { name: en["spaces.settings.title"].replace("{name}", "Desk 1") }).waitFor();
      // closing at 08:00 after opening at 08:00: refused before anything is sent
      await dialog.getByRole("button", { name: new RegExp(`(^|\\s)${en["spaces.manage.openTo"]}(\\s|$)`) }).click();
      await page.getByRole("option", { name: "08:00", exact: true }).click();
      await dialog.getByRole("button", { name: en["spaces.settings.save"] }).click();
      await dialog.getByText(en["spaces.settings.hoursOrder"]).waitFor();
      expect(describeViolations(await axe(page))).toEqual([]);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
      await screenshot(page, `spaces-settings-${theme}-phone`);
      // 09:00 to 17:00, leaders only, no Saturday (it was not open then anyway)
      await dialog.getByRole("button", { name: new RegExp(`(^|\\s)${en["spaces.manage.openTo"]}(\\s|$)`) }).click();
      await page.getByRole("option", { name: "17:00", exact: true }).click();
      await dialog.getByRole("button", { name: new RegExp(`(^|\\s)${en["spaces.manage.openFrom"]}(\\s|$)`) }).click();
      await page.getByRole("option", { name: "09:00", exact: true }).click();
      await dialog.getByText(en["spaces.settings.level.revisor"], { exact: true }).click();
      await dialog.getByRole("button", { name: en["spaces.settings.save"] }).click();
      await dialog.waitFor({ state: "detached" });
      const desk = ((await call("GET", "/spaces/spaces")).items as Array<Record<string, unknown>>).find(
        (x) => x.name === "Desk 1",
      )!;
      expect(desk).toMatchObject({ openFrom: "09:00", openTo: "17:00", allowedLevels: ["revisor"] });
      // as it was, for the next theme's run
      await call("PATCH", `/spaces/spaces/${String(desk.id)}`, {
        openFrom: "08:00",
        openTo: "19:00",
        allowedLevels: [],
      });
      expect(errorsOf(page)).toEqual([]);
      await page.close();
    });

  for (const theme of THEMES)
    for (const path of ["/spaces", "/spaces/reservations"])
      test(`${path} passes axe in the ${theme} theme, at desktop and 390 px`, async () => {
        const { axe, screenshot, errorsOf } = browser();
        const page = await open(tenant.admin, path, { theme });
        const title = path === "/spaces" ? en["spaces.summary.title"] : en["spaces.reservations.title"];
        await page.getByRole("heading", { name: title, level: 1 }).waitFor();
        if (path === "/spaces") await page.getByRole("heading", { name: "Jabuticaba" }).first().waitFor();
        else await page.getByRole("heading", { name: en["spaces.reservations.newTitle"] }).waitFor();
        expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
        expect(describeViolations(await axe(page))).toEqual([]);
        await screenshot(page, `spaces${path.replace(/\//g, "-")}-${theme}`);
        await page.setViewportSize(PHONE);
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
        expect(describeViolations(await axe(page))).toEqual([]);
        await screenshot(page, `spaces${path.replace(/\//g, "-")}-${theme}-phone`);
        expect(errorsOf(page)).toEqual([]);
        await page.close();
      });
});
