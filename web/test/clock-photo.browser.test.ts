/**
 * Issue 13 "optional photo, as company settings, with the person's consent text": a company that requires a photo
 * with each punch; on a phone-sized page (390 px) the person accepts the photo consent, takes the photo through the
 * camera input (the file chooser Chromium opens for `<input type=file capture>`), punches in and sees the photo and
 * its verification code on the receipt; the leader sees it on the presence board. Axe in light and dark.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, expect, test } from "vitest";
import { describeInBrowser, useBrowserApp } from "../../core/testing/browser.js";
import { en as clockEn } from "../../modules/clock/web/messages/en.js";
import { addWorkerByApi, intlErrors, rawMessageIds, signUpByApi, type ApiCompany, type ApiPerson } from "./support.js";

const t = (id: keyof typeof clockEn, values: Record<string, string> = {}): string =>
  Object.entries(values).reduce<string>((text, [k, v]) => text.replace(`{${k}}`, v), clockEn[id]);

describeInBrowser("clock: a punch with the phone's camera photo", () => {
  const browser = useBrowserApp("e2e_clock_photo");
  let company: ApiCompany;
  let manager: ApiPerson;
  let worker: ApiPerson;
  let selfie: Buffer;

  const call = (person: { token: string }, method: "GET" | "POST" | "PUT", path: string, payload?: object) =>
    company.call(person, method, path, payload);

  beforeAll(async () => {
    const { app } = browser();
    company = await signUpByApi(app, { companyName: "Foto Ltda", pack: "moderate" });
    const { admin } = company;
    const officeId = (await call(admin, "POST", "/offices", { name: "Paulista" })).json<{ id: string }>().id;
    const settings = await call(admin, "PUT", "/clock/settings", {
      lunchTime: 60,
      qrcode: { required: false },
      clockConfig: {
        lateSyncMinutes: 30,
        consentText: "My location is checked when I punch.",
        offices: [],
        photo: "required",
        photoConsentText: "A photo of me is taken with each punch, to confirm it was me.",
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    manager = await addWorkerByApi(app, company, { name: "Marta", lastName: "Gomes", levels: ["revisor"], officeId });
    worker = await addWorkerByApi(app, company, {
      name: "Rui",
      lastName: "Souza",
      levels: ["requester"],
      officeId,
      referenceWorkerId: manager.workerId,
    });
    // what a phone camera hands the page: a big JPEG (the page scales it down before sending)
    selfie = await sharp({ create: { width: 2400, height: 3200, channels: 3, background: { r: 180, g: 140, b: 110 } } })
      .jpeg({ quality: 95 })
      .toBuffer();
  });

  const serious = async (page: Page) =>
    (await browser().axe(page))
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

  test("at 390 px: photo consent, the camera's photo, punch in; the receipt shows the photo and its code", async () => {
    const { signIn, newPage, url, screenshot } = browser();
    await signIn(worker);
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url("/clock"));
    await page.getByRole("heading", { level: 1, name: t("clock.punch.title") }).waitFor();
    const punchIn = page.getByRole("button", { name: t("clock.punch.next.start") });
    // without consent and photo the punch waits
    const consent = page.getByRole("group", { name: t("clock.consent.photoTitle") });
    await consent.getByText("A photo of me is taken with each punch, to confirm it was me.").waitFor();
    expect(await punchIn.isDisabled()).toBe(true);
    await consent.getByRole("button", { name: t("clock.consent.accept") }).click();
    const photo = page.getByRole("group", { name: t("clock.photo.title") });
    await photo.getByText(t("clock.photo.required")).waitFor();
    expect(await punchIn.isDisabled()).toBe(true);
    expect(await serious(page)).toEqual([]);

    const chooser = page.waitForEvent("filechooser");
    await photo.getByRole("button", { name: t("clock.photo.take") }).click();
    await (await chooser).setFiles({ name: "camera.jpg", mimeType: "image/jpeg", buffer: selfie });
    const preview = photo.getByRole("img", { name: t("clock.photo.preview") });
    await preview.waitFor();
    await photo.getByRole("button", { name: t("clock.photo.retake") }).waitFor();
    await expect.poll(() => punchIn.isDisabled()).toBe(false);
    await screenshot(page, "clock-photo-ready-390");
    await punchIn.click();

    const receipt = page.getByRole("dialog", { name: t("clock.punch.receiptTitle") });
    await receipt.waitFor();
    await receipt.getByText(`${t("clock.photo.receipt")}:`, { exact: false }).waitFor();
    const image = receipt.getByRole("img");
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
    expect(await receipt.innerText()).toMatch(/[0-9a-f]{64}[\s\S]*[0-9a-f]{64}/);
    await screenshot(page, "clock-photo-receipt-390");
    await receipt.getByRole("button", { name: t("clock.punch.close") }).click();
    // the photo went with the punch, scaled down on the phone: the stored one is a JPEG within 1280 px
    const day = (await call(worker, "GET", "/clock/me")).json<{ entries: Array<{ id: string; photoHash?: string }> }>();
    expect(day.entries).toHaveLength(1);
    expect(day.entries[0]!.photoHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = await call(worker, "GET", `/clock/entries/${day.entries[0]!.id}/photo`);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1280);
    // one photo per punch: the next one asks again
    await photo.getByRole("button", { name: t("clock.photo.take") }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await rawMessageIds(page)).toEqual([]);
    expect(intlErrors(browser().errorsOf(page))).toEqual([]);
    await page.close();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`the leader sees the punch's photo on the board (axe, ${theme})`, async () => {
      const { signIn, newPage, url, screenshot } = browser();
      await signIn(manager);
      const page = await newPage();
      await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), theme);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(url("/clock"));
      const row = page
        .getByRole("list", { name: t("clock.board.title") })
        .getByRole("listitem")
        .filter({ hasText: worker.name });
      const thumb = row.getByRole("img", { name: t("clock.photo.lastPunch", { name: worker.name }) });
      await thumb.waitFor();
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
      expect(await serious(page)).toEqual([]);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await screenshot(page, `clock-photo-board-${theme}`);
      await page.close();
    });
  }
});
