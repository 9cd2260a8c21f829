import type { FastifyInstance } from "fastify";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEntryModel } from "../../../core/audit/audit.model.js";
import { type ServiceContext, systemContext } from "../../../core/context.js";
import { MailOutbox } from "../../../core/mail/mail-outbox.model.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import {
  addSignedInMember,
  createTestTenant,
  type Mailbox,
  type TestTenant,
  tenantCaller,
  uniqueEmail,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import type {
  ContractInfo,
  Onboarding,
  OnboardingList,
  VerifyResult,
  WorkerDocumentList,
  ZipJob,
} from "../contract/index.js";
import { ContractModel } from "../server/contracts/contracts.model.js";
import { buildOnboardingApp, COMPLETE_PROFILE, hire, jpeg, pdf, png, SETTINGS, upload } from "./helpers.js";

useTestDatabase("onboarding");

let app: FastifyInstance;
let mailbox: Mailbox;
let close: () => Promise<void>;
let tenant: TestTenant;
let other: TestTenant;
const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));
const callOther = tenantCaller(() => ({ app, companyId: other.companyId }));
const base = () => `/api/companies/${tenant.companyId}`;

beforeAll(async () => {
  let built: Awaited<ReturnType<typeof buildOnboardingApp>>;
  ({ app, mailbox, close } = built = await buildOnboardingApp());
  void built;
  tenant = await createTestTenant(app);
  other = await createTestTenant(app, { companyName: "Other Ltda" });
  expect((await call(tenant.admin, "PUT", "/onboarding/settings", SETTINGS)).statusCode).toBe(200);
});
afterAll(async () => close());

const me = async (token: string) => (await call({ token }, "GET", "/onboarding/me")).json<Onboarding>();

async function mailText(to: string, template: string): Promise<{ locale: string; text: string }> {
  await mailbox.waitFor(to, template as never);
  const doc = await MailOutbox.findOne({ to, template: template as never })
    .sort({ createdAt: -1, _id: -1 })
    .lean<{ locale: string; text: string }>();
  return { locale: doc!.locale, text: doc!.text };
}

describe("onboarding: a new hire from creation to completed", () => {
  it("starts when an admin creates a worker, moves by facts only, and ends completed", async () => {
    const email = uniqueEmail("ana");
    const ana = await hire(app, tenant, { name: "Ana", email, locale: "pt-BR" });

    // welcome mail in the person's language, with the company's templateWelcome
    const welcome = await mailText(email, "onboarding-welcome");
    expect(welcome.locale).toBe("pt-BR");
    expect(welcome.text).toContain("Welcome aboard! Bring your ID on day one.");
    expect(welcome.text).toContain("/onboarding/me");

    // no profile yet: registration pending
    let state = await me(ana.token);
    expect(state.stage).toBe("registration-pending");
    expect(state.missingProfile).toEqual(["birthdate", "phone", "address"]);
    expect(state.documents.map((d) => [d.requirementId, d.state])).toEqual([
      ["cpf", "missing"],
      ["rg", "missing"],
      ["diploma", "missing"],
    ]);
    expect(state.contractRequired).toBe(true);

    // the profile is completed in people: the next look moves the stage
    const patched = await call({ token: ana.token }, "PATCH", "/workers/me", COMPLETE_PROFILE);
    expect(patched.statusCode, patched.body).toBe(200);
    state = await me(ana.token);
    expect(state.stage).toBe("pending-documentation");

    // documents by content: PDF, PNG, JPEG
    const url = (req: string) => `${base()}/onboarding/me/documents/${req}`;
    expect((await upload(app, url("cpf"), ana.token, { body: await pdf("CPF") })).statusCode).toBe(200);
    expect(
      (await upload(app, url("rg"), ana.token, { body: await png(), filename: "rg.png", type: "image/png" }))
        .statusCode,
    ).toBe(200);
    state = (
      await upload(app, url("diploma"), ana.token, { body: await jpeg(), filename: "d.jpg", type: "image/jpeg" })
    ).json<Onboarding>();
    expect(state.stage).toBe("pending-contract-signature");
    expect(state.documents.every((d) => d.state === "in-review")).toBe(true);

    // the admin returns the RG with a reason: mailed in pt-BR, back to pending documentation
    const rg = state.documents.find((d) => d.requirementId === "rg")!;
    const returned = await call(tenant.admin, "POST", `/onboarding/documents/${rg.documentId}/return`, {
      reason: "Foto borrada",
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json<Onboarding>().stage).toBe("pending-documentation");
    const pending = await mailText(email, "pending-document");
    expect(pending.locale).toBe("pt-BR");
    expect(pending.text).toContain("Foto borrada");
    expect(pending.text).toContain("aguarda um documento seu: RG");
    state = await me(ana.token);
    expect(state.documents.find((d) => d.requirementId === "rg")).toMatchObject({
      state: "returned",
      reason: "Foto borrada",
    });
    // a returned document is no longer in review
    expect((await call(tenant.admin, "POST", `/onboarding/documents/${rg.documentId}/accept`)).json()).toMatchObject({
      statusCode: 409,
      code: "ONBOARDING_DOCUMENT_NOT_IN_REVIEW",
    });

    // re-sent: back to pending contract signature
    state = (await upload(app, url("rg"), ana.token, { body: await pdf("RG sharp") })).json<Onboarding>();
    expect(state.stage).toBe("pending-contract-signature");
    const rg2 = state.documents.find((d) => d.requirementId === "rg")!;
    expect(rg2.state).toBe("in-review");
    expect(rg2.documentId).not.toBe(rg.documentId);

    // the contract terms: generated with the person's data, read, signed with evidence
    const contract = (await call({ token: ana.token }, "GET", "/onboarding/me/contract")).json<ContractInfo>();
    expect(contract).toMatchObject({ signed: false, fileName: "contract-terms.pdf" });
    expect(contract.sha256).toMatch(/^[0-9a-f]{64}$/);
    const file = await call({ token: ana.token }, "GET", `/onboarding/contracts/${contract.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const { createHash } = await import("node:crypto");
    expect(createHash("sha256").update(file.rawPayload).digest("hex")).toBe(contract.sha256);

    // signing something else than what was read is refused
    const wrong = await call({ token: ana.token }, "POST", "/onboarding/me/contract/sign", {
      sha256: "0".repeat(64),
      agree: true,
    });
    expect(wrong.json()).toMatchObject({ statusCode: 409, code: "ONBOARDING_CONTRACT_CHANGED" });
    const unagreed = await call({ token: ana.token }, "POST", "/onboarding/me/contract/sign", {
      sha256: contract.sha256,
      agree: false,
    });
    expect(unagreed.statusCode).toBe(400);

    const signed = await app.inject({
      method: "POST",
      url: `${base()}/onboarding/me/contract/sign`,
      headers: { token: ana.token, "user-agent": "TestBrowser/1.0 (onboarding)" },
      payload: { sha256: contract.sha256, agree: true },
      remoteAddress: "198.51.100.7",
    });
    expect(signed.statusCode, signed.body).toBe(200);
    state = signed.json<Onboarding>();
    expect(state.stage).toBe("documentation-in-analysis");
    expect(state.contract).toMatchObject({ signed: true, sha256: contract.sha256 });
    expect(state.contract!.signedSha256).toMatch(/^[0-9a-f]{64}$/);
    // a second signature is refused
    const again = await call({ token: ana.token }, "POST", "/onboarding/me/contract/sign", {
      sha256: contract.sha256,
      agree: true,
    });
    expect(again.json()).toMatchObject({ statusCode: 409, code: "ONBOARDING_CONTRACT_SIGNED" });

    // the audit entry holds the evidence
    const audit = await AuditEntryModel.findOne({
      companyId: tenant.companyId,
      action: "onboarding.contract.signed",
    }).lean();
    expect(audit?.details).toMatchObject({
      ip: "198.51.100.7",
      userAgent: "TestBrowser/1.0 (onboarding)",
      originalSha256: contract.sha256,
      signedSha256: state.contract!.signedSha256,
    });

    // the signed PDF: the terms plus an evidence page; in the documents area
    const docs = (await call({ token: ana.token }, "GET", `/documents/${ana.workerId}`)).json<WorkerDocumentList>();
    const signedDoc = docs.items.find((d) => d.category === "contract")!;
    expect(signedDoc).toMatchObject({ status: "signed", sha256: state.contract!.signedSha256 });
    const signedFile = await call({ token: ana.token }, "GET", `/onboarding/documents/${signedDoc.id}/file`);
    const signedPdf = await PDFDocument.load(signedFile.rawPayload);
    const originalPdf = await PDFDocument.load(file.rawPayload);
    expect(signedPdf.getPageCount()).toBe(originalPdf.getPageCount() + 1);

    // verify: intact now
    const verified = (
      await call(tenant.admin, "GET", `/onboarding/workers/${ana.workerId}/contract/verify`)
    ).json<VerifyResult>();
    expect(verified).toMatchObject({ intact: true, ip: "198.51.100.7", originalSha256: contract.sha256 });

    // the admin accepts everything: completed (final)
    for (const d of state.documents) {
      const r = await call(tenant.admin, "POST", `/onboarding/documents/${d.documentId}/accept`);
      expect(r.statusCode, r.body).toBe(200);
      state = r.json<Onboarding>();
    }
    expect(state.stage).toBe("completed");
    expect(state.completedAt).toBeDefined();
    const history = await call(tenant.admin, "GET", `/onboarding/workers/${ana.workerId}`);
    expect(history.json<Onboarding>().stage).toBe("completed");
    // nothing changes a completed onboarding
    const late = await upload(app, url("cpf"), ana.token, { body: await pdf("late") });
    expect(late.json()).toMatchObject({ statusCode: 409, code: "ONBOARDING_COMPLETED" });
    const regen = await call(tenant.admin, "POST", "/docs/contract-terms", { worker: ana.workerId });
    expect(regen.json()).toMatchObject({ statusCode: 409, code: "ONBOARDING_COMPLETED" });

    // every stage change is in the audit log, in order
    const changes = await AuditEntryModel.find({
      companyId: tenant.companyId,
      action: "onboarding.stage.changed",
      "target.id": ana.workerId,
    })
      .sort({ at: 1, _id: 1 })
      .lean();
    expect(changes.map((c) => (c.details as { to: string }).to)).toEqual([
      "pending-documentation",
      "pending-contract-signature",
      "pending-documentation",
      "pending-contract-signature",
      "documentation-in-analysis",
      "completed",
    ]);

    // a signed file changed afterwards is detected
    const stored = await scoped(
      systemContext({ companyId: tenant.companyId, name: "test", log: app.log }),
      ContractModel,
    ).findOne({
      workerId: ana.workerId,
    });
    await app.files.storage.put(
      stored!.signature!.signedFileKey,
      Buffer.concat([signedFile.rawPayload, Buffer.from("%tampered")]),
      {
        contentType: "application/pdf",
      },
    );
    const tampered = (
      await call(tenant.admin, "GET", `/onboarding/workers/${ana.workerId}/contract/verify`)
    ).json<VerifyResult>();
    expect(tampered.intact).toBe(false);
    expect(tampered.actualSha256).not.toBe(tampered.signedSha256);
  });

  it("refuses to sign terms whose stored file changed after they were generated", async () => {
    const bea = await hire(app, tenant, { name: "Bea", email: uniqueEmail("bea"), profile: COMPLETE_PROFILE });
    const contract = (await call({ token: bea.token }, "GET", "/onboarding/me/contract")).json<ContractInfo>();
    const stored = await scoped(
      systemContext({ companyId: tenant.companyId, name: "test", log: app.log }),
      ContractModel,
    ).findById(contract.id);
    await app.files.storage.put(stored!.fileKey, await pdf("a different text"), { contentType: "application/pdf" });
    const r = await call({ token: bea.token }, "POST", "/onboarding/me/contract/sign", {
      sha256: contract.sha256,
      agree: true,
    });
    expect(r.json()).toMatchObject({ statusCode: 409, code: "ONBOARDING_CONTRACT_CHANGED" });
    // the admin regenerates the terms: a new hash, the old one no longer signs
    const regen = await call(tenant.admin, "POST", "/docs/contract-terms", {
      worker: bea.workerId,
      documents: ["employment"],
    });
    expect(regen.statusCode, regen.body).toBe(201);
    const fresh = regen.json<ContractInfo>();
    expect(fresh.id).not.toBe(contract.id);
    expect((await call({ token: bea.token }, "GET", "/onboarding/me/contract")).json<ContractInfo>().id).toBe(fresh.id);
    const old = await call({ token: bea.token }, "POST", "/onboarding/me/contract/sign", {
      sha256: contract.sha256,
      agree: true,
    });
    expect(old.json()).toMatchObject({ code: "ONBOARDING_CONTRACT_CHANGED" });
    const ok = await call({ token: bea.token }, "POST", "/onboarding/me/contract/sign", {
      sha256: fresh.sha256,
      agree: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // unknown template ids are bad input
    const bad = await call(tenant.admin, "POST", "/docs/contract-terms", { worker: bea.workerId, documents: ["nope"] });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: "VALIDATION_INVALID", field: "documents" });
  });

  it("cannot sign before the profile is complete", async () => {
    const cid = await hire(app, tenant, { name: "Cid", email: uniqueEmail("cid") });
    const contract = (await call({ token: cid.token }, "GET", "/onboarding/me/contract")).json<ContractInfo>();
    const r = await call({ token: cid.token }, "POST", "/onboarding/me/contract/sign", {
      sha256: contract.sha256,
      agree: true,
    });
    expect(r.json()).toMatchObject({ statusCode: 409, code: "ONBOARDING_PROFILE_INCOMPLETE" });
  });
});

describe("who is in onboarding", () => {
  it("leaves out the company's creator (created by the platform at sign-up) and lists new hires by stage", async () => {
    const fresh = await createTestTenant(app, { companyName: "Fresh Ltda" });
    const callFresh = tenantCaller(() => ({ app, companyId: fresh.companyId }));
    expect((await callFresh(fresh.admin, "GET", "/onboarding/workers")).json<OnboardingList>().total).toBe(0);
    const dan = await hire(app, fresh, { name: "Dan", email: uniqueEmail("dan") });
    const list = (await callFresh(fresh.admin, "GET", "/onboarding/workers")).json<OnboardingList>();
    expect(list.items.map((i) => [i.workerId, i.stage])).toEqual([[dan.workerId, "registration-pending"]]);
    expect(
      (await callFresh(fresh.admin, "GET", "/onboarding/workers?stage=completed")).json<OnboardingList>().total,
    ).toBe(0);
    // a company without requirements or contracts: a complete profile completes onboarding at once
    const eve = await hire(app, fresh, { name: "Eve", email: uniqueEmail("eve"), profile: COMPLETE_PROFILE });
    const eveState = await callFresh({ token: eve.token }, "GET", "/onboarding/me");
    expect(eveState.json<Onboarding>().stage, eveState.body).toBe("completed");
    void callOther;
  });

  it("removeonboarding takes a person out; their checklist disappears", async () => {
    const fay = await hire(app, tenant, { name: "Fay", email: uniqueEmail("fay") });
    const r = await call(tenant.admin, "POST", `/workers/${fay.workerId}/removeonboarding`);
    expect(r.statusCode, r.body).toBe(204);
    expect((await call({ token: fay.token }, "GET", "/onboarding/me")).json()).toMatchObject({
      statusCode: 404,
      code: "ONBOARDING_NOT_IN_ONBOARDING",
    });
    expect((await call(tenant.admin, "POST", `/workers/${fay.workerId}/removeonboarding`)).statusCode).toBe(404);
    const list = (await call(tenant.admin, "GET", "/onboarding/workers?limit=50")).json<OnboardingList>();
    expect(list.items.some((i) => i.workerId === fay.workerId)).toBe(false);
    const audit = await AuditEntryModel.findOne({
      companyId: tenant.companyId,
      action: "onboarding.removed",
      "target.id": fay.workerId,
    });
    expect(audit).not.toBeNull();
  });
});

describe("bad input, in three languages", () => {
  const speakers = [
    ["en", "Send a PDF, PNG or JPEG file.", "The company does not ask for this document.", "Please type something."],
    ["pt-BR", "Envie um arquivo PDF, PNG ou JPEG.", "A empresa não pede este documento.", "Por favor, digite algo."],
    ["es", "Envía un archivo PDF, PNG o JPEG.", "La empresa no pide este documento.", "Por favor, escribe algo."],
  ] as const;

  it("refuses files by content, unknown requirements, a blank reason and bad settings; nothing is stored", async () => {
    for (const [locale, typeMsg, unknownMsg, requiredMsg] of speakers) {
      const person = await hire(app, tenant, { name: `Gil ${locale}`, email: uniqueEmail("gil"), locale });
      const url = (req: string) => `${base()}/onboarding/me/documents/${req}`;
      // a text file named .pdf is not a PDF
      const fake = await upload(app, url("cpf"), person.token, {
        body: Buffer.from("hello, I am text"),
        filename: "x.pdf",
      });
      expect(fake.json(), locale).toEqual({
        statusCode: 415,
        code: "ONBOARDING_DOCUMENT_TYPE",
        message: typeMsg,
        field: "file",
      });
      const unknown = await upload(app, url("passport"), person.token, { body: await pdf() });
      expect(unknown.json(), locale).toMatchObject({ statusCode: 400, message: unknownMsg });
      // over 2 MB
      const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2 * 1024 * 1024 + 10)]);
      expect((await upload(app, url("cpf"), person.token, { body: big })).statusCode, locale).toBe(413);
      const state = await me(person.token);
      expect(
        state.documents.every((d) => d.state === "missing"),
        locale,
      ).toBe(true);

      const admin = await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale });
      const sent = (await upload(app, url("cpf"), person.token, { body: await pdf() })).json<Onboarding>();
      const cpf = sent.documents.find((d) => d.requirementId === "cpf")!;
      const blank = await call(admin, "POST", `/onboarding/documents/${cpf.documentId}/return`, { reason: "   " });
      expect(blank.json(), locale).toEqual({
        statusCode: 400,
        code: "VALIDATION_REQUIRED",
        message: requiredMsg,
        field: "reason",
      });
      expect((await me(person.token)).documents.find((d) => d.requirementId === "cpf")!.state).toBe("in-review");

      const dup = await call(admin, "PUT", "/onboarding/settings", {
        ...SETTINGS,
        workersDocument: [SETTINGS.workersDocument[0], SETTINGS.workersDocument[0]],
      });
      expect(dup.json(), locale).toMatchObject({
        statusCode: 400,
        code: "VALIDATION_INVALID",
        field: "workersDocument.1.id",
      });
      const blankName = await call(admin, "PUT", "/onboarding/settings", {
        ...SETTINGS,
        workersDocument: [{ id: "cpf", name: "  ", category: "id" }],
      });
      expect(blankName.json(), locale).toMatchObject({
        statusCode: 400,
        message: requiredMsg,
        field: "workersDocument.0.name",
      });
    }
    // the settings are unchanged
    expect((await call(tenant.admin, "GET", "/onboarding/settings")).json()).toEqual(SETTINGS);
    const schema = await call(tenant.admin, "PUT", "/onboarding/settings", { ...SETTINGS, allowContracts: "yes" });
    expect(schema.statusCode).toBe(400);
    const zip = await call(tenant.admin, "POST", `/documents/${tenant.companyId}/zip`, { type: "payroll" });
    expect(zip.statusCode).toBe(400);
  });
});

describe("levels and field access", () => {
  it("answers 403 to levels that must not reach the admin's routes, 401 without a session", async () => {
    const employee = await tenant.loginAs("requester");
    const manager = await tenant.loginAs("revisor");
    for (const person of [employee, manager]) {
      expect((await call(person, "GET", "/onboarding/workers")).statusCode).toBe(403);
      expect((await call(person, "GET", "/onboarding/settings")).statusCode).toBe(403);
      expect((await call(person, "PUT", "/onboarding/settings", SETTINGS)).statusCode).toBe(403);
      expect((await call(person, "POST", "/docs/contract-terms", { worker: "x" })).statusCode).toBe(403);
      expect((await call(person, "POST", `/workers/${person.userId}/removeonboarding`)).statusCode).toBe(403);
    }
    expect((await call(undefined, "GET", "/onboarding/me")).statusCode).toBe(401);
    // people outside onboarding have no checklist
    expect((await call(employee, "GET", "/onboarding/me")).json()).toMatchObject({
      code: "ONBOARDING_NOT_IN_ONBOARDING",
    });
  });

  it("the documents area follows people's field access: self and admin all, the manager the contract, colleagues nothing", async () => {
    const boss = await hire(app, tenant, { name: "Boss", email: uniqueEmail("boss"), levels: ["revisor"] });
    const hal = await hire(app, tenant, {
      name: "Hal",
      email: uniqueEmail("hal"),
      referenceWorkerId: boss.workerId,
      profile: COMPLETE_PROFILE,
    });
    const colleague = await tenant.loginAs("requester");
    const otherManager = await hire(app, tenant, { name: "Ivo", email: uniqueEmail("ivo"), levels: ["revisor"] });
    const sent = (
      await upload(app, `${base()}/onboarding/me/documents/cpf`, hal.token, { body: await pdf("CPF") })
    ).json<Onboarding>();
    const contract = (await call({ token: hal.token }, "GET", "/onboarding/me/contract")).json<ContractInfo>();
    expect(
      (
        await call({ token: hal.token }, "POST", "/onboarding/me/contract/sign", {
          sha256: contract.sha256,
          agree: true,
        })
      ).statusCode,
    ).toBe(200);
    const cpfId = sent.documents.find((d) => d.requirementId === "cpf")!.documentId!;

    const seen = async (person: { token: string }) =>
      (await call(person, "GET", `/documents/${hal.workerId}`))
        .json<WorkerDocumentList>()
        .items.map((d) => d.category)
        .sort();
    expect(await seen(tenant.admin)).toEqual(["contract", "id"]);
    expect(await seen(hal)).toEqual(["contract", "id"]);
    expect(await seen(boss)).toEqual(["contract"]); // job group: the manager's report
    expect(await seen(otherManager)).toEqual([]);
    expect(await seen(colleague)).toEqual([]);

    expect((await call(boss, "GET", `/onboarding/documents/${cpfId}/file`)).json()).toMatchObject({ statusCode: 403 });
    expect((await call(colleague, "GET", `/onboarding/documents/${cpfId}/file`)).statusCode).toBe(403);
    expect((await call(hal, "GET", `/onboarding/documents/${cpfId}/file`)).statusCode).toBe(200);
    expect(
      (await call(boss, "GET", `/onboarding/workers/${hal.workerId}/contract/verify`)).json<VerifyResult>().intact,
    ).toBe(true);
    expect((await call(colleague, "GET", `/onboarding/workers/${hal.workerId}/contract/verify`)).statusCode).toBe(403);
    expect((await call(colleague, "GET", `/onboarding/contracts/${contract.id}/file`)).statusCode).toBe(403);

    // a contract with the salary is compensation data: the manager no longer sees the next one
    await call(tenant.admin, "PUT", "/onboarding/settings", { ...SETTINGS, contractFields: ["name", "salary"] });
    const jo = await hire(app, tenant, {
      name: "Jo",
      email: uniqueEmail("jo"),
      referenceWorkerId: boss.workerId,
      profile: COMPLETE_PROFILE,
    });
    const c2 = (await call({ token: jo.token }, "GET", "/onboarding/me/contract")).json<ContractInfo>();
    await call({ token: jo.token }, "POST", "/onboarding/me/contract/sign", { sha256: c2.sha256, agree: true });
    expect((await call(boss, "GET", `/documents/${jo.workerId}`)).json<WorkerDocumentList>().items).toEqual([]);
    expect(
      (await call({ token: jo.token }, "GET", `/documents/${jo.workerId}`)).json<WorkerDocumentList>().items,
    ).toHaveLength(1);
    await call(tenant.admin, "PUT", "/onboarding/settings", SETTINGS);
  });
});

describe("another tenant's ids", () => {
  it("answers 404 for another company and for its workers, documents, contracts and zips, and changes nothing", async () => {
    await callOther(other.admin, "PUT", "/onboarding/settings", SETTINGS);
    const theirs = await hire(app, other, { name: "Kai", email: uniqueEmail("kai"), profile: COMPLETE_PROFILE });
    const doc = (
      await upload(app, `/api/companies/${other.companyId}/onboarding/me/documents/cpf`, theirs.token, {
        body: await pdf(),
      })
    ).json<Onboarding>();
    const docId = doc.documents.find((d) => d.requirementId === "cpf")!.documentId!;
    const contract = (await callOther({ token: theirs.token }, "GET", "/onboarding/me/contract")).json<ContractInfo>();

    // their company with our session
    for (const [method, path, body] of [
      ["GET", "/onboarding/workers", undefined],
      ["GET", `/onboarding/workers/${theirs.workerId}`, undefined],
      ["POST", `/workers/${theirs.workerId}/removeonboarding`, undefined],
      ["POST", `/onboarding/documents/${docId}/accept`, undefined],
      ["GET", `/documents/${theirs.workerId}`, undefined],
    ] as const) {
      const r = await callOther(tenant.admin, method, path, body);
      expect(r.json(), `${method} ${path}`).toEqual({ statusCode: 404, code: "NOT_FOUND", message: "Not found." });
    }
    // their ids in our company
    const ours = [
      ["GET", `/onboarding/workers/${theirs.workerId}`, undefined],
      ["POST", `/workers/${theirs.workerId}/removeonboarding`, undefined],
      ["POST", `/onboarding/documents/${docId}/accept`, undefined],
      ["POST", `/onboarding/documents/${docId}/return`, { reason: "x" }],
      ["GET", `/onboarding/documents/${docId}/file`, undefined],
      ["GET", `/onboarding/contracts/${contract.id}/file`, undefined],
      ["GET", `/documents/${theirs.workerId}`, undefined],
      ["GET", `/onboarding/workers/${theirs.workerId}/contract/verify`, undefined],
      ["POST", `/documents/${theirs.workerId}/zip`, { type: "onboarding" }],
      ["GET", `/documents/${theirs.workerId}/zip?type=onboarding`, undefined],
      ["POST", "/docs/contract-terms", { worker: theirs.workerId }],
    ] as const;
    for (const [method, path, body] of ours) {
      const r = await call(tenant.admin, method, path, body);
      expect(r.statusCode, `${method} ${path}: ${r.body}`).toBe(404);
    }
    const still = (await callOther({ token: theirs.token }, "GET", "/onboarding/me")).json<Onboarding>();
    expect(still.documents.find((d) => d.requirementId === "cpf")!.state).toBe("in-review");
  });
});

describe("zips of a person's onboarding documents", () => {
  it("builds the zip in a job with progress, and streams it directly", async () => {
    const lia = await hire(app, tenant, { name: "Lia", email: uniqueEmail("lia"), profile: COMPLETE_PROFILE });
    expect(
      (await call(tenant.admin, "POST", `/documents/${lia.workerId}/zip`, { type: "onboarding" })).json(),
    ).toMatchObject({
      statusCode: 409,
      code: "ONBOARDING_ZIP_EMPTY",
    });
    for (const req of ["cpf", "rg", "diploma"])
      await upload(app, `${base()}/onboarding/me/documents/${req}`, lia.token, { body: await pdf(req) });
    const started = await call(tenant.admin, "POST", `/documents/${lia.workerId}/zip`, { type: "onboarding" });
    expect(started.statusCode, started.body).toBe(202);
    const job = started.json<ZipJob>();
    expect(job).toMatchObject({ status: "queued", files: 3, progress: 0 });
    expect((await call(tenant.admin, "GET", `/onboarding/zips/${job.id}/file`)).json()).toMatchObject({
      statusCode: 409,
      code: "ONBOARDING_ZIP_NOT_READY",
    });
    // the job's run (the test app runs no scheduler): what a worker instance does
    const run = app.modules.find((m) => m.id === "onboarding")!.jobs!.find((j) => j.name === "onboarding.build-zip")!;
    const ctx = systemContext({ companyId: tenant.companyId, name: "test-job", log: app.log });
    await (run.handler as (c: ServiceContext, d: { zipId: string }) => Promise<void>)(ctx, { zipId: job.id });
    const status = (await call(tenant.admin, "GET", `/onboarding/zips/${job.id}`)).json<ZipJob>();
    expect(status).toMatchObject({ status: "done", progress: 100 });
    const zip = await call(tenant.admin, "GET", `/onboarding/zips/${job.id}/file`);
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const text = zip.rawPayload.toString("latin1");
    for (const name of ["id/CPF.pdf", "id/RG.pdf", "certificate/Diploma.pdf"]) expect(text).toContain(name);
    // someone else's zip answers 404
    const admin2 = await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"] });
    expect((await call(admin2, "GET", `/onboarding/zips/${job.id}`)).statusCode).toBe(404);

    const streamed = await call(tenant.admin, "GET", `/documents/${lia.workerId}/zip?type=onboarding`);
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers["content-type"]).toBe("application/zip");
    expect(streamed.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect(streamed.rawPayload.toString("latin1")).toContain("certificate/Diploma.pdf");
  });
});
