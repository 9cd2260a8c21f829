/**
 * Onboarding in Chromium (issue 15 "Proof"): an admin adds a worker in /workers; the new worker completes onboarding
 * on a 390 px phone (documents sent from /onboarding/me, one returned by the admin in /onboarding and sent again, the
 * contract terms signed) until the stage is completed; the signed PDF's evidence page is turned into an image with
 * pdftoppm. /onboarding and /onboarding/me pass axe in the light and the dark theme and do not scroll sideways.
 */
import sharp from "sharp";
import { expect, test } from "vitest";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { addSignedInMember, createTestTenant, type TestTenant, uniqueEmail } from "../../core/testing/kit.js";
import type { Onboarding, WorkerDocumentList } from "../../modules/onboarding/contract/index.js";
import { en } from "../../modules/onboarding/web/messages/en.js";
import {
  acceptDocumentsInUi,
  addWorkerInUi,
  intlErrors,
  lastPageImage,
  noSideScroll,
  ONBOARDING_SETTINGS,
  onboardingStage,
  openAs,
  openOnboardingOf,
  pdfFile,
  PHONE,
  rawMessageIds,
  returnDocumentInUi,
  sendDocumentInUi,
  signContractInUi,
} from "./support.js";

const THEMES = ["light", "dark"] as const;
const m = (id: keyof typeof en, values: Record<string, string> = {}) =>
  Object.entries(values).reduce<string>((text, [k, v]) => text.replace(`{${k}}`, v), en[id]);

describeInBrowser("onboarding", () => {
  const browser = useBrowserApp("e2e_onboarding");

  async function api<T>(
    tenant: TestTenant,
    token: string,
    method: "GET" | "PUT" | "PATCH",
    path: string,
    payload?: object,
  ) {
    const r = await browser().app.inject({
      method,
      url: `/api/companies/${tenant.companyId}${path}`,
      headers: { token },
      ...(payload ? { payload } : {}),
    });
    if (r.statusCode >= 300) throw new Error(`${method} ${path}: ${r.statusCode} ${r.body}`);
    const isJson = String(r.headers["content-type"] ?? "").includes("json");
    return { json: (isJson ? r.json() : undefined) as T, raw: r.rawPayload };
  }

  test("an admin adds a worker; the new worker completes onboarding, a document returned and re-sent, the contract signed", async () => {
    const { app, signIn, newPage, url, screenshot, errorsOf } = browser();
    const tenant = await createTestTenant(app, { companyName: "Aurora Ltda" });
    await api(tenant, tenant.admin.token, "PUT", "/onboarding/settings", ONBOARDING_SETTINGS);

    // the admin adds the worker in /workers: onboarding starts
    await signIn(tenant.admin);
    const adminPage = await newPage();
    const email = uniqueEmail("nina");
    await addWorkerInUi(adminPage, url, { name: "Nina", lastName: "Nova", email });
    await browser().mailbox.waitFor(email, "onboarding-welcome");
    await adminPage.goto(url("/onboarding"));
    await adminPage
      .getByRole("row")
      .filter({ hasText: "Nina Nova" })
      .getByText(en["onboarding.admin.stage.registration-pending"])
      .waitFor();
    await adminPage.close();

    // the worker signs in (first access through the API: people's browser test covers that form) and completes
    // the profile (people's PATCH /workers/me, what /complete-profile sends)
    const nina = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"], email });
    await api(tenant, nina.token, "PATCH", "/workers/me", {
      birthdate: "1995-04-02",
      phone: "+55 11 98765-4321",
      address: {
        zipcode: "01001-000",
        street: "Praça da Sé",
        number: "100",
        district: "Sé",
        city: "São Paulo",
        state: "SP",
      },
    });

    // on a phone: both documents sent from the checklist
    const me = await openAs(browser(), nina, "/onboarding/me", { phone: true });
    await me.getByRole("heading", { level: 1, name: en["onboarding.me.title"] }).waitFor();
    await me.getByText(en["onboarding.me.profileDone"]).waitFor();
    await sendDocumentInUi(me, "cpf", { name: "cpf.pdf", buffer: await pdfFile("CPF 123") });
    await sendDocumentInUi(me, "rg", { name: "rg.pdf", buffer: await pdfFile("RG blurred") });
    await onboardingStage(me, "pending-contract-signature").waitFor();
    await noSideScroll(me);
    await screenshot(me, "onboarding-me-documents-sent");

    // the admin returns the RG with a reason
    const admin = await openAs(browser(), tenant.admin, "/onboarding");
    await openOnboardingOf(admin, "Nina Nova");
    await returnDocumentInUi(admin, "RG", "The photo is blurred");
    await browser().mailbox.waitFor(email, "pending-document");
    await screenshot(admin, "onboarding-admin-returned");

    // the worker sees the reason and sends the RG again, then signs the contract terms
    await signIn(nina);
    await me.reload();
    await me
      .locator('li[data-requirement="rg"]')
      .getByText(m("onboarding.me.state.returned", { reason: "The photo is blurred" }))
      .waitFor();
    await onboardingStage(me, "pending-documentation").waitFor();
    await sendDocumentInUi(me, "rg", { name: "rg.pdf", buffer: await pdfFile("RG sharp") });
    await onboardingStage(me, "pending-contract-signature").waitFor();
    await signContractInUi(me);
    await onboardingStage(me, "documentation-in-analysis").waitFor();
    await noSideScroll(me);
    await screenshot(me, "onboarding-me-signed");

    // the admin accepts both documents: completed; the signed file is checked
    await signIn(tenant.admin);
    await admin.reload();
    await openOnboardingOf(admin, "Nina Nova");
    await acceptDocumentsInUi(admin, ["CPF", "RG"]);
    await admin.locator('section[data-stage="completed"]').waitFor();
    await admin.getByRole("button", { name: en["onboarding.admin.verify"] }).click();
    await admin.getByText(en["onboarding.admin.intact"]).waitFor();
    expect(intlErrors(errorsOf(admin))).toEqual([]);
    expect(await rawMessageIds(admin)).toEqual([]);

    await signIn(nina);
    await me.reload();
    await onboardingStage(me, "completed").waitFor();
    await me.getByText(en["onboarding.me.completed"]).waitFor();
    expect(intlErrors(errorsOf(me))).toEqual([]);
    expect(await rawMessageIds(me)).toEqual([]);
    await screenshot(me, "onboarding-me-completed");

    // the signed PDF: its last page is the evidence page, rendered by pdftoppm
    const state = (await api<Onboarding>(tenant, nina.token, "GET", "/onboarding/me")).json;
    expect(state.stage).toBe("completed");
    const docs = (await api<WorkerDocumentList>(tenant, nina.token, "GET", `/documents/${state.workerId}`)).json;
    const signed = docs.items.find((d) => d.category === "contract")!;
    const file = (await api(tenant, tenant.admin.token, "GET", `/onboarding/documents/${signed.id}/file`)).raw;
    const { png } = await lastPageImage(file, "onboarding-evidence-page");
    const image = sharp(png);
    expect((await image.metadata()).width).toBeGreaterThan(600);
    // not a blank page: enough dark pixels (the evidence text)
    const { channels } = await image.stats();
    expect(channels[0]!.min).toBeLessThan(80);
  });

  for (const theme of THEMES) {
    test(`/onboarding and /onboarding/me pass axe in the ${theme} theme, at desktop and 390 px`, async () => {
      const { app, axe } = browser();
      const tenant = await createTestTenant(app);
      await api(tenant, tenant.admin.token, "PUT", "/onboarding/settings", {
        workersDocument: [{ id: "cpf", name: "CPF", category: "id" }],
        allowContracts: true,
        contractFields: ["name"],
        contractTemplates: [{ id: "terms", title: "Terms", body: "{{name}} agrees." }],
        templateWelcome: "",
      });
      const email = uniqueEmail("axe");
      const created = await app.inject({
        method: "POST",
        url: `/api/companies/${tenant.companyId}/workers`,
        headers: { token: tenant.admin.token },
        payload: { name: "Olga", lastName: "Axe", email },
      });
      expect(created.statusCode).toBe(201);
      const olga = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"], email });
      for (const [person, path] of [
        [tenant.admin, "/onboarding"],
        [olga, "/onboarding/me"],
      ] as const) {
        const page = await openAs(browser(), person, path, { theme });
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        if (path === "/onboarding") {
          await page.getByRole("button", { name: m("onboarding.admin.openPerson", { name: "Olga Axe" }) }).click();
          await page.getByRole("heading", { name: /Olga Axe/ }).waitFor();
        } else await page.getByText(en["onboarding.me.documents"]).waitFor();
        expect(describeViolations(await axe(page)), `${path} ${theme}`).toEqual([]);
        await page.setViewportSize(PHONE);
        await noSideScroll(page);
        expect(describeViolations(await axe(page)), `${path} ${theme} phone`).toEqual([]);
        await page.close();
      }
    });
  }
});
