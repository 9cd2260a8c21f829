import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { UserModel } from "../../../core/auth/users.model.js";
import {
  buildTestApp,
  createTestTenant,
  signupFounder,
  type SignedUp,
  type TestTenant,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { modulesFor } from "../../../modules/server.js";

/**
 * The company's custom and extra fields on the founder console (issue 18): founder only, checked by the people
 * module's rules (its catalogue, three languages), conditional on the revision read, audited and announced.
 */
useTestDatabase("founder-company-fields");

interface Fields {
  available: boolean;
  customFields: Array<{ id: string; type: string; label: string; required: boolean; options?: string[] }>;
  workerExtraFields: Array<{ id: string; type: string; label: string; required: boolean; options?: string[] }>;
  revision: number;
}

describe("founder: a company's custom and extra fields", () => {
  let app: FastifyInstance;
  let founder: SignedUp;
  let alpha: TestTenant;
  let beta: TestTenant;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ modules: modulesFor("people") }));
    alpha = await createTestTenant(app, { companyName: "Fields Alpha" });
    beta = await createTestTenant(app, { companyName: "Fields Beta" });
    founder = await signupFounder(app, "Fields founder's own");
  });

  const url = (companyId: string) => `/api/founder/companies/${companyId}/fields`;
  const get = (path: string, headers: Record<string, string> = { token: founder.token }) =>
    app.inject({ method: "GET", url: path, headers });
  const put = (companyId: string, payload: unknown, headers: Record<string, string> = { token: founder.token }) =>
    app.inject({ method: "PUT", url: url(companyId), headers, payload: payload as object });
  const auditOf = async (tenant: TestTenant) =>
    (
      await get(`/api/companies/${tenant.companyId}/audit?action=tenants.customization`, {
        token: tenant.admin.token,
      })
    ).json<{ total: number; items: Array<{ action: string; actor: { id: string }; details: unknown }> }>();
  const companyOf = async (tenant: TestTenant, token = tenant.admin.token) =>
    (await get(`/api/companies/${tenant.companyId}/company`, { token })).json<{
      customFields: Fields["customFields"];
      workerExtraFields: Fields["workerExtraFields"];
    }>();

  it("refuses both routes to every level of a company, its own or another's, and to API keys (404); 401 to nobody", async () => {
    const key = await app.inject({
      method: "POST",
      url: `/api/companies/${alpha.companyId}/api-keys`,
      headers: { token: alpha.admin.token },
      payload: { name: "Probe", scopes: ["*"] },
    });
    expect(key.statusCode, key.body).toBe(201);
    const callers: Array<Record<string, string>> = [
      { token: alpha.admin.token },
      { token: (await alpha.loginAs("revisor")).token },
      { token: (await alpha.loginAs("requester")).token },
      { authorization: `Bearer ${key.json<{ key: string }>().key}` },
    ];
    const payload = { revision: 0, workerExtraFields: [{ type: "text", label: "Badge" }] };
    for (const headers of callers)
      for (const companyId of [alpha.companyId, beta.companyId]) {
        expect((await get(url(companyId), headers)).statusCode).toBe(404);
        const change = await put(companyId, payload, headers);
        expect(change.statusCode, change.body).toBe(404);
      }
    expect((await get(url(alpha.companyId), {})).statusCode).toBe(401);
    expect((await put(alpha.companyId, payload, {})).statusCode).toBe(401);
    // an unknown or removed company is 404 to the founder too
    expect((await get(url("64b7f0c2a9d3e4b5c6d7e8f0"))).statusCode).toBe(404);
    expect((await put(founder.companyId, payload)).statusCode).toBe(404);
    expect((await companyOf(alpha)).workerExtraFields).toEqual([]);
    expect((await auditOf(alpha)).total).toBe(0);
  });

  it("edits the lists through people's rules, at once for the company's admins, audited and announced", async () => {
    const before = await get(url(alpha.companyId));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<Fields>()).toEqual({ available: true, customFields: [], workerExtraFields: [], revision: 0 });

    const publish = vi.spyOn(app.realtime, "publish");
    const saved = await put(alpha.companyId, {
      revision: 0,
      workerExtraFields: [
        { type: "select", label: " Shirt size ", options: ["S", "M", "M", " L "] },
        { type: "text", label: "PIS number", required: true, mask: "###.#####.##-#" },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<Fields>();
    expect(body).toMatchObject({ available: true, customFields: [], revision: 1 });
    expect(body.workerExtraFields).toEqual([
      { id: "shirt-size", type: "select", label: "Shirt size", required: false, options: ["S", "M", "L"] },
      { id: "pis-number", type: "text", label: "PIS number", required: true, mask: "###.#####.##-#" },
    ]);
    // the company's own people read them at once (people's own read of its settings)
    expect((await companyOf(alpha, (await alpha.loginAs("requester")).token)).workerExtraFields).toEqual(
      body.workerExtraFields,
    );
    expect((await companyOf(beta)).workerExtraFields).toEqual([]);
    expect(publish).toHaveBeenCalledWith(`company:${alpha.companyId}`, "tenants.customization.changed", {
      fields: ["workerExtraFields"],
    });
    publish.mockRestore();

    const audit = await auditOf(alpha);
    expect(audit.items).toEqual([
      expect.objectContaining({
        action: "tenants.customization.changed",
        actor: expect.objectContaining({ id: founder.userId, founder: true }),
        target: { type: "company", id: alpha.companyId },
        details: {
          workerExtraFields: {
            from: [],
            to: [
              { id: "shirt-size", type: "select", label: "Shirt size", required: false },
              { id: "pis-number", type: "text", label: "PIS number", required: true },
            ],
          },
        },
      }),
    ]);
    expect((await auditOf(beta)).total).toBe(0);

    // the same lists again: nothing written, recorded or announced
    const again = await put(alpha.companyId, { revision: 1, workerExtraFields: body.workerExtraFields });
    expect(again.json<Fields>().revision).toBe(1);
    expect((await auditOf(alpha)).total).toBe(1);

    // the company profile's own fields, keeping the worker list as it is
    const company = await put(alpha.companyId, {
      revision: 1,
      customFields: [{ type: "date", label: "Foundation of the union" }],
    });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json<Fields>()).toMatchObject({
      customFields: [{ id: "foundation-of-the-union", type: "date" }],
      workerExtraFields: body.workerExtraFields,
      revision: 2,
    });
    expect((await companyOf(alpha)).customFields).toHaveLength(1);
  });

  it("refuses an edit on a revision that moved meanwhile, an admin's own edit included", async () => {
    const read = (await get(url(beta.companyId))).json<Fields>();
    const first = await put(beta.companyId, { revision: read.revision, customFields: [{ type: "text", label: "A" }] });
    expect(first.statusCode, first.body).toBe(200);
    // a second founder on the page read before
    const stale = await put(beta.companyId, { revision: read.revision, customFields: [{ type: "text", label: "B" }] });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: "PEOPLE_FIELDS_CHANGED_MEANWHILE" });
    // an admin of the company edits the worker list on /company-edit: the founder's revision is stale again
    const current = first.json<Fields>().revision;
    const admin = await app.inject({
      method: "PUT",
      url: `/api/companies/${beta.companyId}/company/worker-extra-fields`,
      headers: { token: beta.admin.token },
      payload: { fields: [{ type: "text", label: "Locker" }] },
    });
    expect(admin.statusCode, admin.body).toBe(200);
    const afterAdmin = await put(beta.companyId, { revision: current, workerExtraFields: [] });
    expect(afterAdmin.statusCode).toBe(409);
    const now = (await get(url(beta.companyId))).json<Fields>();
    expect(now.customFields.map((f) => f.label)).toEqual(["A"]);
    expect(now.workerExtraFields.map((f) => f.label)).toEqual(["Locker"]);
    expect(now.revision).toBe(current + 1);
  });

  it("refuses bad lists with people's catalogue messages in en, pt-BR and es, writing nothing", async () => {
    const { revision } = (await get(url(beta.companyId))).json<Fields>();
    const cases = [
      {
        payload: {
          revision,
          customFields: [{ type: "text", label: "Valid" }],
          workerExtraFields: [
            { type: "text", label: "Badge" },
            { type: "text", label: "badge" },
          ],
        },
        code: "PEOPLE_FIELD_DUPLICATE",
        field: "workerExtraFields.1.label",
        texts: {
          en: "Each field needs a different label.",
          "pt-BR": "Cada campo precisa de um rótulo diferente.",
          es: "Cada campo necesita una etiqueta diferente.",
        },
      },
      {
        payload: { revision, customFields: [{ type: "select", label: "Region", options: [" "] }] },
        code: "PEOPLE_FIELD_OPTIONS_REQUIRED",
        field: "customFields.0.options",
        texts: {
          en: "A selection field needs at least one option.",
          "pt-BR": "Um campo de seleção precisa de pelo menos uma opção.",
          es: "Un campo de selección necesita al menos una opción.",
        },
      },
    ];
    for (const { payload, code, field, texts } of cases)
      for (const [locale, text] of Object.entries(texts)) {
        await UserModel.updateOne({ _id: founder.userId }, { $set: { locale } });
        const response = await put(beta.companyId, payload);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ code, field, message: text });
      }
    await UserModel.updateOne({ _id: founder.userId }, { $set: { locale: "en" } });
    for (const payload of [
      { customFields: [] },
      { revision, customFields: [{ type: "colour", label: "X" }] },
      { revision: -1 },
    ])
      expect((await put(beta.companyId, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    const after = (await get(url(beta.companyId))).json<Fields>();
    expect(after.revision).toBe(revision);
    expect(after.customFields.map((f) => f.label)).toEqual(["A"]);
  });

  describe("without the people module", () => {
    let bare: FastifyInstance;
    afterAll(async () => {
      await bare?.close();
    });

    it("says there are no lists, and refuses an edit with the kernel's catalogue message", async () => {
      ({ app: bare } = await buildTestApp({ modules: [] }));
      const read = await bare.inject({ method: "GET", url: url(alpha.companyId), headers: { token: founder.token } });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual({ available: false, customFields: [], workerExtraFields: [], revision: 0 });
      const edit = await bare.inject({
        method: "PUT",
        url: url(alpha.companyId),
        headers: { token: founder.token },
        payload: { revision: 0, customFields: [] },
      });
      expect(edit.statusCode, edit.body).toBe(409);
      expect(edit.json()).toMatchObject({ code: "TENANT_PEOPLE_NOT_RUNNING" });
    });
  });
});
