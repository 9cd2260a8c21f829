/**
 * Issue 15 "Proof", one continuous journey in Chromium: an admin names the hiring revisor and an extra position field
 * in /hiring; a manager requests a position on a phone; the hiring revisor approves it; the manager edits it and
 * makes its application link; a stranger applies through the public form with a résumé; the manager downloads the
 * résumé from the candidate, attaches a file, moves the candidate through the stages and hires them; the new worker
 * takes the first access from the welcome mail, completes the profile, sends the documents (one returned by the
 * admin and sent again) and signs the contract terms until the stage is completed; the admin sees the documents area
 * on the worker's profile and zips the documents with progress; the signed PDF's evidence page is rendered with
 * pdftoppm into test-artifacts/hiring-journey-evidence-page.png.
 */
import nock from "nock";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type ServiceContext, systemContext } from "../../core/context.js";
import { describeInBrowser, describeViolations, useBrowserApp } from "../../core/testing/browser.js";
import { PASSWORD, uniqueAddress } from "../../core/testing/kit.js";
import type {
  Candidate,
  CandidateList,
  HiringSettings,
  Position,
  PositionList,
} from "../../modules/hiring/contract/index.js";
import { en as hiringEn } from "../../modules/hiring/web/messages/en.js";
import type { Onboarding, WorkerDocumentList, ZipJob } from "../../modules/onboarding/contract/index.js";
import { en as onboardingEn } from "../../modules/onboarding/web/messages/en.js";
import {
  acceptDocumentsInUi,
  addWorkerByApi,
  applyInUi,
  completeProfileInUi,
  firstAccessInUi,
  hireCandidateInUi,
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
  requestPositionInUi,
  returnDocumentInUi,
  sendDocumentInUi,
  signContractInUi,
  signUpByApi,
} from "./support.js";

const CEP_HOST = "https://cep.example.test";
const h = hiringEn;
const o = onboardingEn;

describeInBrowser("hiring journey: from a position request to a completed onboarding", () => {
  const browser = useBrowserApp("e2e_hiring_journey", {
    config: { postalCodeUrl: `${CEP_HOST}/ws/{zipcode}/json/` },
  });

  beforeAll(() => {
    nock.disableNetConnect();
    nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  });
  afterAll(() => {
    nock.cleanAll();
    nock.enableNetConnect();
  });

  test(
    "requested, approved, applied, hired, onboarded: documents returned and re-sent, contract signed, completed",
    {
      timeout: 360_000,
    },
    async () => {
      const b = browser();
      const { app, mailbox, screenshot, errorsOf, url } = b;
      const company = await signUpByApi(app, { companyName: "Aurora Café" });
      const manager = await addWorkerByApi(app, company, { name: "Marta", lastName: "Lima", levels: ["revisor"] });
      const revisor = await addWorkerByApi(app, company, { name: "Renato", lastName: "Reis", levels: ["revisor"] });
      const api = async <T>(person: { token: string }, method: "GET" | "PUT", path: string, payload?: object) =>
        (await company.call(person, method, path, payload, 200)).json<T>();
      // the onboarding settings are onboarding's own page (its browser test); here they are the journey's setting
      await api(company.admin, "PUT", "/onboarding/settings", ONBOARDING_SETTINGS);

      // --- the admin names the hiring revisor (every one must approve) and an extra field on every position
      const settings = await openAs(b, company.admin, "/hiring");
      const settingsRegion = settings.getByRole("region", { name: h["hiring.page.settingsTitle"] });
      await settingsRegion.getByRole("checkbox", { name: "Renato Reis" }).check({ force: true });
      await settingsRegion.getByRole("radio", { name: h["hiring.page.rule.all"] }).check({ force: true });
      await settingsRegion.getByRole("textbox", { name: h["hiring.page.fieldLabel"] }).fill("Work model");
      await settingsRegion.getByRole("button", { name: new RegExp(h["hiring.page.fieldTypeLabel"]) }).click();
      await settings.getByRole("listbox").getByRole("option", { name: h["hiring.page.fieldType.select"] }).click();
      await settingsRegion.getByRole("textbox", { name: h["hiring.page.fieldOptions"] }).fill("Remote, On site");
      await settingsRegion.getByRole("checkbox", { name: h["hiring.page.fieldRequired"] }).check({ force: true });
      await settingsRegion.getByRole("button", { name: h["hiring.page.addField"] }).click();
      await settingsRegion.getByText("Work model").first().waitFor();
      await settingsRegion.getByRole("button", { name: h["hiring.page.saveSettings"] }).click();
      await settings.getByText(h["hiring.page.settingsSaved"]).waitFor();
      await screenshot(settings, "hiring-journey-settings");
      expect(intlErrors(errorsOf(settings))).toEqual([]);
      await settings.close();
      expect(await api<HiringSettings>(company.admin, "GET", "/hiring/settings")).toEqual({
        hiringRevisors: [revisor.userId],
        approvalRule: "all",
        extraFieldHiring: [
          { id: "work-model", type: "select", label: "Work model", required: true, options: ["Remote", "On site"] },
        ],
      });

      // --- the manager requests the position on a phone (the required extra field is on the form)
      const request = await openAs(b, manager, "/hiring", { phone: true });
      await requestPositionInUi(request, {
        name: "Barista",
        description: "Espresso bar, mornings.",
        choices: { "Work model": "On site" },
      });
      await noSideScroll(request);
      await screenshot(request, "hiring-journey-requested-phone");
      expect(errorsOf(request)).toEqual([]);
      await request.close();
      const position = (await api<PositionList>(company.admin, "GET", "/positions")).items.find(
        (p) => p.name === "Barista",
      )!;
      expect(position).toMatchObject({ status: "pending", extraFields: { "work-model": "On site" } });

      // --- the hiring revisor approves it (their phone)
      const approve = await openAs(b, revisor, `/hiring/positions/${position.id}`, { phone: true });
      await approve.getByRole("button", { name: h["hiring.position.action.approve"], exact: true }).click();
      await approve.getByRole("heading", { name: h["hiring.position.status.open"] }).waitFor();
      await approve.close();

      // --- the manager edits it and makes the application link
      const manage = await openAs(b, manager, `/hiring/positions/${position.id}`, { phone: true });
      await manage.getByRole("button", { name: h["hiring.position.edit"] }).click();
      const edit = manage.getByRole("dialog", { name: h["hiring.position.editTitle"].replace("{name}", "Barista") });
      await edit.getByRole("textbox", { name: h["hiring.position.requirements"] }).fill("Latte art");
      await edit.getByRole("button", { name: h["hiring.position.saveEdit"] }).click();
      await edit.waitFor({ state: "detached" });
      await manage.getByText("Latte art").waitFor();
      await manage.getByRole("button", { name: h["hiring.position.makeForm"] }).click();
      const link = manage.getByRole("link", { name: /\/forms\// });
      await link.waitFor();
      const applicationPath = new URL((await link.getAttribute("href"))!).pathname;
      await manage.close();

      // --- a stranger applies, signed out, on a phone, with a résumé
      const resume = await pdfFile("Rita Moreno - barista, 5 years");
      const apply = await openAs(b, null, applicationPath, { phone: true });
      await apply.getByRole("heading", { name: "Barista", level: 1 }).waitFor();
      await apply.getByText("Latte art").waitFor();
      await noSideScroll(apply);
      const email = `rita.moreno.${uniqueAddress().replace(/\D/g, "")}@example.com`;
      await applyInUi(apply, {
        firstName: "Rita",
        lastName: "Moreno",
        email,
        resume: { name: "rita-cv.pdf", buffer: resume },
      });
      await screenshot(apply, "hiring-journey-applied-phone");
      expect(errorsOf(apply)).toEqual([]);
      await apply.close();

      // --- the manager reads the résumé from the candidate, attaches the interview notes, moves and hires
      const hire = await openAs(b, manager, `/hiring/positions/${position.id}`, { phone: true });
      const card = hire.getByRole("listitem", { name: "Rita Moreno" });
      const resumeLink = card.getByRole("link", {
        name: h["hiring.position.download"].replace("{name}", "rita-cv.pdf"),
      });
      const fetched = await hire.request.get(url((await resumeLink.getAttribute("href"))!));
      expect(fetched.status()).toBe(200);
      expect(Buffer.from(await fetched.body()).equals(resume)).toBe(true);
      const notes = await pdfFile("Interview: great latte art");
      await card
        .locator("input[type=file]")
        .setInputFiles({ name: "interview.pdf", mimeType: "application/pdf", buffer: notes });
      await card
        .getByRole("link", { name: h["hiring.position.download"].replace("{name}", "interview.pdf") })
        .waitFor();
      await hireCandidateInUi(hire, "Rita Moreno");
      await noSideScroll(hire);
      await screenshot(hire, "hiring-journey-hired-phone");
      expect(errorsOf(hire)).toEqual([]);
      await hire.close();
      const [candidate] = (await api<CandidateList>(manager, "GET", `/positions/${position.id}/candidates`)).items as [
        Candidate,
      ];
      expect(candidate).toMatchObject({ stage: "hired", workerId: expect.any(String) });
      expect(candidate.files.map((f) => [f.name, f.source])).toEqual([
        ["rita-cv.pdf", "form"],
        ["interview.pdf", "upload"],
      ]);
      expect((await api<Position>(manager, "GET", `/positions/${position.id}`)).status).toBe("hired");
      const workerId = candidate.workerId!;

      // --- the new worker: first access from the welcome mail, the profile, on their phone
      const welcome = await mailbox.waitFor(email, "welcome-worker");
      await mailbox.waitFor(email, "onboarding-welcome");
      await b.signOut();
      const me = await b.newPage();
      await me.setViewportSize({ width: 390, height: 844 });
      await firstAccessInUi(me, url(welcome.link));
      nock(CEP_HOST).get("/ws/01001000/json/").reply(200, {
        cep: "01001-000",
        logradouro: "Praça da Sé",
        bairro: "Sé",
        localidade: "São Paulo",
        uf: "SP",
      });
      await completeProfileInUi(me, "Rita Moreno", {
        birthdate: "1995-04-02",
        phone: "11987654321",
        emergencyContact: "Rui Moreno (11) 91234-5678",
        zipcode: "01001000",
        street: "Praça da Sé",
        number: "100",
      });
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: PASSWORD },
      });
      const rita = { token: login.json<{ token: string }>().token };

      // --- documents sent from the checklist
      await me.goto(url("/onboarding/me"));
      await me.getByRole("heading", { level: 1, name: o["onboarding.me.title"] }).waitFor();
      await me.getByText(o["onboarding.me.profileDone"]).waitFor();
      await onboardingStage(me, "pending-documentation").waitFor();
      await sendDocumentInUi(me, "cpf", { name: "cpf.pdf", buffer: await pdfFile("CPF 123.456.789-09") });
      await sendDocumentInUi(me, "rg", { name: "rg.pdf", buffer: await pdfFile("RG blurred") });
      await onboardingStage(me, "pending-contract-signature").waitFor();
      await noSideScroll(me);
      await screenshot(me, "hiring-journey-documents-sent");

      // --- the admin returns the RG with a reason (mailed to Rita)
      const admin = await openAs(b, company.admin, "/onboarding");
      await openOnboardingOf(admin, "Rita Moreno");
      await returnDocumentInUi(admin, "RG", "The photo is blurred");
      await mailbox.waitFor(email, "pending-document");

      // --- Rita sends it again and signs the contract terms
      await b.signIn(rita);
      await me.reload();
      const rg = me.locator('li[data-requirement="rg"]');
      await rg.getByText(o["onboarding.me.state.returned"].replace("{reason}", "The photo is blurred")).waitFor();
      await onboardingStage(me, "pending-documentation").waitFor();
      await sendDocumentInUi(me, "rg", { name: "rg.pdf", buffer: await pdfFile("RG sharp") });
      await onboardingStage(me, "pending-contract-signature").waitFor();
      await signContractInUi(me);
      await onboardingStage(me, "documentation-in-analysis").waitFor();
      await noSideScroll(me);
      await screenshot(me, "hiring-journey-signed");

      // --- the admin accepts both: completed; the signed file is checked; the zip is built with its progress
      await b.signIn(company.admin);
      await admin.reload();
      await openOnboardingOf(admin, "Rita Moreno");
      await acceptDocumentsInUi(admin, ["CPF", "RG"]);
      await admin.locator('section[data-stage="completed"]').waitFor();
      await admin.getByRole("button", { name: o["onboarding.admin.verify"] }).click();
      await admin.getByText(o["onboarding.admin.intact"]).waitFor();
      const started = admin.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().endsWith(`/documents/${workerId}/zip`),
      );
      await admin.getByRole("button", { name: o["onboarding.admin.zip"] }).click();
      const job = (await (await started).json()) as ZipJob;
      expect(job).toMatchObject({ status: "queued", files: 3 });
      await admin.getByRole("progressbar").waitFor();
      // the job's run, as a worker instance takes it (the test app runs no scheduler)
      const build = app.modules
        .find((m) => m.id === "onboarding")!
        .jobs!.find((j) => j.name === "onboarding.build-zip")!;
      await (build.handler as (ctx: ServiceContext, data: { zipId: string }) => Promise<void>)(
        systemContext({ companyId: company.companyId, name: "test-job", log: app.log }),
        { zipId: job.id },
      );
      const zipLink = admin.getByRole("link", { name: o["onboarding.admin.zipReady"].replace("{files}", "3") });
      await zipLink.waitFor();
      const zip = await admin.request.get(url((await zipLink.getAttribute("href"))!));
      expect(
        Buffer.from(await zip.body())
          .subarray(0, 2)
          .toString(),
      ).toBe("PK");
      await screenshot(admin, "hiring-journey-admin-completed");
      expect(intlErrors(errorsOf(admin))).toEqual([]);
      expect(await rawMessageIds(admin)).toEqual([]);

      // --- the documents area on Rita's profile (admin: every group)
      await admin.goto(url(`/workers/${workerId}`));
      await admin.getByRole("tab", { name: o["onboarding.area.tab"] }).click();
      await admin.getByRole("heading", { name: o["onboarding.area.category.contract"] }).waitFor();
      await admin.getByRole("heading", { name: o["onboarding.area.category.id"] }).waitFor();
      for (const name of ["CPF", "RG", "Contract terms (signed)"])
        await admin
          .getByRole("link", { name: o["onboarding.area.download"].replace("{name}", name) })
          .first()
          .waitFor();
      await screenshot(admin, "hiring-journey-documents-area");
      // the tab at 390 px, light and dark: no sideways scroll, no serious or critical axe violation
      await admin.setViewportSize(PHONE);
      for (const theme of ["light", "dark"] as const) {
        await admin.evaluate((choice) => localStorage.setItem("workforce.theme", choice), theme);
        await admin.reload();
        await admin.getByRole("tab", { name: o["onboarding.area.tab"] }).click();
        await admin.getByRole("heading", { name: o["onboarding.area.category.contract"] }).waitFor();
        await noSideScroll(admin);
        expect(describeViolations(await b.axe(admin)), `documents tab ${theme}`).toEqual([]);
      }
      await admin.close();

      // --- Rita's checklist is completed
      await b.signIn(rita);
      await me.reload();
      await onboardingStage(me, "completed").waitFor();
      await me.getByText(o["onboarding.me.completed"]).waitFor();
      expect(intlErrors(errorsOf(me))).toEqual([]);
      expect(await rawMessageIds(me)).toEqual([]);
      await screenshot(me, "hiring-journey-completed");
      await me.close();
      expect(nock.pendingMocks()).toEqual([]);

      // --- the signed PDF: its last page is the evidence page, rendered by pdftoppm
      const state = await api<Onboarding>(rita, "GET", "/onboarding/me");
      expect(state).toMatchObject({ stage: "completed", workerId });
      const docs = await api<WorkerDocumentList>(rita, "GET", `/documents/${workerId}`);
      const signed = docs.items.find((d) => d.category === "contract" && d.status === "signed")!;
      const file = await company.call(company.admin, "GET", `/onboarding/documents/${signed.id}/file`, undefined, 200);
      const pdf = Buffer.from((file as unknown as { rawPayload: Buffer }).rawPayload);
      const evidenceText = await PDFDocument.load(pdf);
      expect(evidenceText.getPageCount()).toBeGreaterThan(1);
      const { png, text } = await lastPageImage(pdf, "hiring-journey-evidence-page");
      // the evidence: who, when, from where, and the SHA-256 of the terms Rita read
      const terms = await api<{ sha256: string }>(rita, "GET", "/onboarding/me/contract");
      for (const fact of ["Signature evidence", "Rita Moreno", email, terms.sha256, "HeadlessChrome"])
        expect(text.replace(/\s+/g, " "), fact).toContain(fact);
      const image = sharp(png);
      expect((await image.metadata()).width).toBeGreaterThan(600);
      // not a blank page: the evidence text is dark on white
      const { channels } = await image.stats();
      expect(channels[0]!.min).toBeLessThan(80);
    },
  );
});
