import type { FastifyInstance } from "fastify";
import { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeImage, multipartBody } from "../../../core/files/test/images.js";
import { createTestTenant, tenantCaller, type TestTenant, useTestDatabase } from "../../../core/testing/kit.js";
import { CompanyModel } from "../../../tenants/company.model.js";
import { PeopleSettingsModel } from "../server/settings/settings.model.js";
import { buildPeopleApp, companyUrl, createWorker } from "./helpers.js";

useTestDatabase("people_settings");

/**
 * Issue 11: people's company settings live in `people_settings`, not on the kernel's company document. A company
 * stored before the move (the fields on its company document, no settings document) answers exactly as before.
 */

let app: FastifyInstance;
let close: () => Promise<void>;
let tenant: TestTenant;
const call = (t: TestTenant) => tenantCaller(() => ({ app, companyId: t.companyId }));

const FORMER = [
  "foundationDate",
  "identityCard",
  "lunchTime",
  "settings",
  "logo",
  "photo",
  "customFields",
  "workerExtraFields",
  "customFieldValues",
];

const companies = () => CompanyModel.collection;
const settingsDocs = () => PeopleSettingsModel.collection;
const oid = (id: string) => new Types.ObjectId(id);

/** Puts a company back the way an older version stored it: the settings on the company document, none of its own. */
async function storeTheOldWay(companyId: string, fields: Record<string, unknown>): Promise<void> {
  await companies().updateOne({ _id: oid(companyId) }, { $set: fields });
  await settingsDocs().deleteMany({ companyId: oid(companyId) });
}

async function uploadLogo(t: TestTenant) {
  const { payload, headers } = await multipartBody([
    { name: "file", filename: "logo.png", type: "image/png", body: await makeImage({ format: "png", width: 300 }) },
  ]);
  const response = await app.inject({
    method: "POST",
    url: companyUrl(t, "/company/logo"),
    payload,
    headers: { ...headers, token: t.admin.token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ src: string; path: string }>();
}

beforeAll(async () => {
  ({ app, close } = await buildPeopleApp());
  tenant = await createTestTenant(app, { companyName: "Padaria Antiga" });
});
afterAll(async () => close());

describe("people settings", () => {
  it("are kept in people_settings, one document per company, never on the company document", async () => {
    const as = call(tenant);
    expect((await as(tenant.admin, "PATCH", "/company", { lunchTime: 45, name: "Padaria Nova" })).statusCode).toBe(200);
    const stored = await companies().findOne({ _id: oid(tenant.companyId) });
    expect(stored).toMatchObject({ name: "Padaria Nova" });
    for (const field of FORMER) expect(stored, field).not.toHaveProperty(field);
    const docs = await settingsDocs()
      .find({ companyId: oid(tenant.companyId) })
      .toArray();
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ lunchTime: 45 });
  });

  it("of a company stored before the move answer the same through the API, carried over once", async () => {
    const t = await createTestTenant(app, { companyName: "Velha Ltda" });
    const as = call(t);
    const fields = await as(t.admin, "PUT", "/company/custom-fields", {
      fields: [{ label: "Alvará", type: "text", required: false }],
    });
    expect(fields.statusCode, fields.body).toBe(200);
    const extra = await as(t.admin, "PUT", "/company/worker-extra-fields", {
      fields: [{ label: "Camiseta", type: "select", required: true, options: ["P", "M", "G"] }],
    });
    expect(extra.statusCode, extra.body).toBe(200);
    const patched = await as(t.admin, "PATCH", "/company", {
      identityCard: "11.222.333/0001-81",
      foundationDate: "2001-04-02",
      lunchTime: 60,
      gmt: "America/Manaus",
      settings: { theme: { primary: "#224466" } },
      customFieldValues: { alvara: "A-123" },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const logo = await uploadLogo(t);
    const logoBytes = (await as(t.admin, "GET", logo.src)).rawPayload;
    const answered = (await as(t.admin, "GET", "/company")).json<Record<string, unknown>>();
    expect(answered).toMatchObject({
      lunchTime: 60,
      logo: { path: logo.path },
      customFieldValues: { alvara: "A-123" },
    });

    // the same values, stored the old way
    const doc = (await settingsDocs().findOne({ companyId: oid(t.companyId) }))!;
    const old = Object.fromEntries(FORMER.filter((f) => doc[f] !== undefined).map((f) => [f, doc[f]]));
    expect(Object.keys(old).sort()).toEqual(FORMER.filter((f) => f !== "photo").sort());
    await storeTheOldWay(t.companyId, old);

    // several requests at once find no settings document: they agree on one, made from the company document
    const reads = await Promise.all(Array.from({ length: 6 }, () => as(t.admin, "GET", "/company")));
    for (const read of reads) expect(read.json()).toEqual(answered);
    expect(await settingsDocs().countDocuments({ companyId: oid(t.companyId) })).toBe(1);
    expect((await as(t.admin, "GET", "/company")).json()).toEqual(answered);

    // the logo is served from where it was, and the worker extra fields still rule worker profiles
    const served = await as(t.admin, "GET", logo.src);
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, logoBytes)).toBe(0);
    const refused = await as(t.admin, "POST", "/workers", { name: "Zeca", email: "zeca@example.com" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "VALIDATION_SELECTION", field: "extraFields.camiseta" });
    const worker = await createWorker(app, t, { name: "Zeca", extraFields: { camiseta: "M" } });
    expect(worker.extraFields).toEqual({ camiseta: "M" });
  });

  it("of a company stored before the move survive a write that comes first", async () => {
    const t = await createTestTenant(app, { companyName: "Antiga SA" });
    const as = call(t);
    await storeTheOldWay(t.companyId, {
      foundationDate: "1999-12-31",
      lunchTime: 30,
      settings: { weekStartsOn: 1 },
      customFields: [{ id: "licenca", type: "text", label: "Licença", required: false }],
      customFieldValues: { licenca: "L-9" },
    });
    // the first thing this company does after the move is an edit of one field
    const edited = await as(t.admin, "PATCH", "/company", { lunchTime: 50 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: "Antiga SA",
      foundationDate: "1999-12-31",
      lunchTime: 50,
      settings: { weekStartsOn: 1 },
      customFields: [{ id: "licenca", label: "Licença" }],
      customFieldValues: { licenca: "L-9" },
    });

    // and a definitions write as the first thing keeps the rest too
    const u = await createTestTenant(app, { companyName: "Outra Antiga" });
    await storeTheOldWay(u.companyId, { identityCard: "11222333000181", customFieldValues: {} });
    const put = await call(u)(u.admin, "PUT", "/company/worker-extra-fields", {
      fields: [{ label: "Crachá", type: "text", required: false }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await call(u)(u.admin, "GET", "/company")).json()).toMatchObject({
      identityCard: "11222333000181",
      workerExtraFields: [{ id: "cracha", label: "Crachá" }],
    });
    // each company got its own settings, from its own company document
    expect((await as(t.admin, "GET", "/company")).json().identityCard).toBeUndefined();
  });
});
