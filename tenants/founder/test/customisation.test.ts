import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it, vi } from "vitest";
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
import { CompanyModel } from "../../company.model.js";
import { companyWorkerFields, findCompany } from "../../tenants.service.js";

/** Per-tenant customisation by the founder (issue 18): founder only, checked whole, audited, announced, effective. */
useTestDatabase("founder-customisation");

interface Customisation {
  companyId: string;
  name: string;
  primaryColor: string | null;
  disabledModules: string[];
  switchableModules: string[];
  workerDisabledFields: string[];
  pack: string;
  notAllowChangePack: boolean;
  notAllowChangePlan: boolean;
}

describe("founder customisation", () => {
  let app: FastifyInstance;
  let founder: SignedUp;
  let alpha: TestTenant;
  let beta: TestTenant;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ modules: modulesFor("spaces") }));
    alpha = await createTestTenant(app, { companyName: "Custom Alpha" });
    beta = await createTestTenant(app, { companyName: "Custom Beta" });
    founder = await signupFounder(app, "Custom founder's own");
  });

  const url = (companyId: string) => `/api/founder/companies/${companyId}/customization`;
  const put = (companyId: string, payload: unknown, headers: Record<string, string> = { token: founder.token }) =>
    app.inject({ method: "PUT", url: url(companyId), headers, payload: payload as object });
  const get = (path: string, headers: Record<string, string>) => app.inject({ method: "GET", url: path, headers });
  const modulesOf = async (tenant: TestTenant) =>
    (await get(`/api/companies/${tenant.companyId}/modules`, { token: tenant.admin.token })).json<{
      modules: Array<{ id: string; enabled: boolean; reason?: string }>;
    }>().modules;

  it("refuses every founder customisation route to every level of a company and to API keys (404), 401 to nobody", async () => {
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
    for (const headers of callers) {
      expect((await get(url(alpha.companyId), headers)).statusCode).toBe(404);
      const change = await put(alpha.companyId, { primaryColor: "#0a5c36", disabledModules: ["spaces"] }, headers);
      expect(change.statusCode, change.body).toBe(404);
    }
    expect((await get(url(alpha.companyId), {})).statusCode).toBe(401);
    expect((await put(alpha.companyId, { primaryColor: "#0a5c36" }, {})).statusCode).toBe(401);
    const stored = await CompanyModel.findById(alpha.companyId).lean();
    expect(stored!.branding?.primaryColor ?? null).toBeNull();
    expect(stored!.modules.disabled).toEqual([]);
  });

  it("shows the founder a company's customisation, the product's defaults where nothing is set", async () => {
    const response = await get(url(alpha.companyId), { token: founder.token });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Customisation>();
    expect(body).toMatchObject({
      companyId: alpha.companyId,
      primaryColor: null,
      disabledModules: [],
      workerDisabledFields: [],
      notAllowChangePack: false,
      notAllowChangePlan: false,
    });
    // the core's always-on modules (audit, notifications) cannot be switched off
    expect(body.switchableModules).toEqual(expect.arrayContaining(["people", "spaces"]));
    expect(body.switchableModules).not.toContain("audit");
    for (const id of ["0123456789abcdef01234567", "junk", founder.companyId])
      expect((await get(url(id), { token: founder.token })).statusCode, id).toBe(404);
  });

  it("applies a change at once, records it in the company's audit log and tells its open sessions", async () => {
    const publish = vi.spyOn(app.realtime, "publish");
    // the module gate has read (and cached) the company before the change
    expect((await modulesOf(alpha)).find((m) => m.id === "spaces")).toMatchObject({ enabled: true });
    const response = await put(alpha.companyId, {
      primaryColor: "#0A5C36",
      disabledModules: ["spaces"],
      workerDisabledFields: ["nickname", "gender"],
      notAllowChangePlan: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Customisation>()).toMatchObject({
      primaryColor: "#0a5c36",
      disabledModules: ["spaces"],
      workerDisabledFields: ["gender", "nickname"],
      notAllowChangePlan: true,
      notAllowChangePack: false,
    });
    // effective at once: the module gate, the company's own branding read, the kit's worker fields
    expect((await modulesOf(alpha)).find((m) => m.id === "spaces")).toMatchObject({
      enabled: false,
      reason: "disabled",
    });
    const spaces = await get(`/api/companies/${alpha.companyId}/spaces`, { token: alpha.admin.token });
    expect(spaces.statusCode).not.toBe(200);
    const branding = await get(`/api/companies/${alpha.companyId}/branding`, {
      token: (await alpha.loginAs("requester")).token,
    });
    expect(branding.statusCode, branding.body).toBe(200);
    expect(branding.json()).toEqual({
      name: "Custom Alpha",
      primaryColor: "#0a5c36",
      onPrimaryColor: "#ffffff",
      logoFileId: null,
      logoUrl: null,
    });
    expect(await companyWorkerFields(alpha.companyId)).toEqual({ disabled: ["gender", "nickname"] });
    expect((await findCompany(alpha.companyId))!.disabledModules).toEqual(["spaces"]);
    expect(publish).toHaveBeenCalledWith(`company:${alpha.companyId}`, "tenants.customization.changed", {
      fields: ["primaryColor", "disabledModules", "workerDisabledFields", "notAllowChangePlan"],
    });

    // the company's admins read who changed what, from what
    const audit = await get(`/api/companies/${alpha.companyId}/audit?action=tenants.customization`, {
      token: alpha.admin.token,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({
        action: "tenants.customization.changed",
        actor: expect.objectContaining({ id: founder.userId, founder: true }),
        target: { type: "company", id: alpha.companyId },
        details: {
          primaryColor: { from: null, to: "#0a5c36" },
          disabledModules: { from: [], to: ["spaces"] },
          workerDisabledFields: { from: [], to: ["gender", "nickname"] },
          notAllowChangePlan: { from: false, to: true },
        },
      }),
    ]);

    // the same values again change nothing, record nothing, announce nothing
    publish.mockClear();
    expect((await put(alpha.companyId, { primaryColor: "#0a5c36", disabledModules: ["spaces"] })).statusCode).toBe(200);
    expect(publish).not.toHaveBeenCalled();
    // switching back on, and the product's colour again
    const back = await put(alpha.companyId, { primaryColor: null, disabledModules: [] });
    expect(back.json<Customisation>()).toMatchObject({ primaryColor: null, disabledModules: [] });
    expect((await modulesOf(alpha)).find((m) => m.id === "spaces")).toMatchObject({ enabled: true });
    const entries = await get(`/api/companies/${alpha.companyId}/audit?action=tenants.customization`, {
      token: alpha.admin.token,
    });
    expect(entries.json<{ total: number }>().total).toBe(2);
    publish.mockRestore();
  });

  it("refuses an unreadable colour and an unknown or core module with catalogue messages, writing nothing", async () => {
    // mid grey: neither white (4.48:1) nor near-black reaches 4.5:1 on it
    for (const [locale, text] of [
      ["en", "Text cannot be read on #777777"],
      ["pt-BR", "Não é possível ler texto sobre #777777"],
      ["es", "No se puede leer texto sobre #777777"],
    ] as const) {
      // the founder's saved language (it outranks Accept-Language)
      await UserModel.updateOne({ _id: founder.userId }, { $set: { locale } });
      const response = await put(beta.companyId, { primaryColor: "#777777", disabledModules: ["spaces"] });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: "TENANT_BRAND_COLOR_UNREADABLE" });
      expect(response.json<{ message: string }>().message).toContain(text);
    }
    await UserModel.updateOne({ _id: founder.userId }, { $set: { locale: "en" } });
    for (const module of ["audit", "payroll-unknown"]) {
      const response = await put(beta.companyId, { primaryColor: "#0a5c36", disabledModules: [module] });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: "TENANT_MODULE_UNKNOWN" });
    }
    for (const payload of [{ primaryColor: "green" }, { workerDisabledFields: ["not a field"] }, { pack: "gold" }])
      expect((await put(beta.companyId, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    const stored = await CompanyModel.findById(beta.companyId).lean();
    expect(stored!.branding?.primaryColor ?? null).toBeNull();
    expect(stored!.modules.disabled).toEqual([]);
    const audit = await get(`/api/companies/${beta.companyId}/audit?action=tenants.customization`, {
      token: beta.admin.token,
    });
    expect(audit.json<{ total: number }>().total).toBe(0);
  });

  it("renames a company (trimmed, audited, in its own branding at once); a blank name is refused in its language", async () => {
    const renamed = await put(beta.companyId, { name: "  Custom Beta Café  " });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Customisation>().name).toBe("Custom Beta Café");
    const branding = await get(`/api/companies/${beta.companyId}/branding`, { token: beta.admin.token });
    expect(branding.json<{ name: string }>().name).toBe("Custom Beta Café");
    const audit = await get(`/api/companies/${beta.companyId}/audit?action=tenants.customization`, {
      token: beta.admin.token,
    });
    expect(audit.json<{ items: Array<{ details: unknown }> }>().items[0]?.details).toEqual({
      name: { from: "Custom Beta", to: "Custom Beta Café" },
    });
    for (const [locale, message] of [
      ["en", "Please type something."],
      ["pt-BR", "Por favor, digite algo."],
      ["es", "Por favor, escribe algo."],
    ] as const) {
      await UserModel.updateOne({ _id: founder.userId }, { $set: { locale } });
      const blank = await put(beta.companyId, { name: "   ", primaryColor: "#0a5c36" });
      expect(blank.statusCode, blank.body).toBe(400);
      expect(blank.json()).toMatchObject({ code: "VALIDATION_REQUIRED", field: "name", message });
    }
    await UserModel.updateOne({ _id: founder.userId }, { $set: { locale: "en" } });
    const stored = await CompanyModel.findById(beta.companyId).lean();
    expect(stored!.name).toBe("Custom Beta Café");
    expect(stored!.branding?.primaryColor ?? null).toBeNull();
    // put back for the tests below
    expect((await put(beta.companyId, { name: "Custom Beta" })).statusCode).toBe(200);
  });

  it("shows a company's branding to its own members only", async () => {
    expect((await get(`/api/companies/${alpha.companyId}/branding`, { token: beta.admin.token })).statusCode).toBe(404);
    expect((await get(`/api/companies/${alpha.companyId}/branding`, {})).statusCode).toBe(401);
    expect((await get(`/api/companies/${beta.companyId}/branding`, { token: beta.admin.token })).json()).toMatchObject({
      primaryColor: null,
      onPrimaryColor: null,
    });
  });
});
