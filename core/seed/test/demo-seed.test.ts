import { describe, expect, it } from "vitest";
import { CompanyModel } from "../../../tenants/company.model.js";
import { buildTestApp, uniqueAddress, useTestDatabase } from "../../testing/kit.js";
import { DEMO_BRAND_COLOR, DEMO_PASSWORD, describeLogins, seedDemo, workerName } from "../demo-seed.js";

useTestDatabase("seed");

describe("the demo company", () => {
  it("is created on an empty database only, and its printed logins sign in with their levels", async () => {
    const { app } = await buildTestApp();
    const logins = await seedDemo({ log: app.log, workers: 5, modules: app.modules, files: app.files });
    expect(logins?.map((l) => l.role)).toEqual(["admin", "manager", "employee", "founder"]);
    expect(describeLogins(logins!)).toMatch(new RegExp(`admin@demo\\.workforce\\.test +${DEMO_PASSWORD}`));
    expect(await seedDemo({ log: app.log })).toBeNull();
    expect(await CompanyModel.countDocuments({})).toBe(1);

    const sessionOf = async (email: string) => {
      const r = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: DEMO_PASSWORD },
        remoteAddress: uniqueAddress(),
      });
      expect(r.statusCode, r.body).toBe(200);
      const token = r.json<{ token: string }>().token;
      return (await app.inject({ url: "/api/auth/session", headers: { token } })).json();
    };
    const admin = await sessionOf("admin@demo.workforce.test");
    expect(admin.companies[0].levels).toEqual(expect.arrayContaining(["admin", "revisor", "requester"]));
    expect((await sessionOf("manager@demo.workforce.test")).companies[0].levels).toContain("revisor");
    expect((await sessionOf("employee@demo.workforce.test")).companies[0].levels).toEqual(["requester"]);
    expect((await sessionOf("founder@demo.workforce.test")).user.isFounder).toBe(true);

    // the people module's demo data: structure and a profile for every member, the manager supervising
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "admin@demo.workforce.test", password: DEMO_PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    const headers = { token: login.json<{ token: string }>().token };
    const companyId = admin.companies[0].id as string;
    const departments = await app.inject({ url: `/api/companies/${companyId}/departments`, headers });
    expect(departments.json().total).toBe(5);
    const offices = await app.inject({ url: `/api/companies/${companyId}/offices`, headers });
    expect(offices.json().total).toBe(2);
    const workers = await app.inject({ url: `/api/companies/${companyId}/workers?limit=50&status=active`, headers });
    expect(workers.statusCode, workers.body).toBe(200);
    const list = workers.json<{
      total: number;
      items: Array<{ email: string; id: string; referenceWorkerId: string | null; departmentId?: string }>;
    }>();
    // the members the seed made, and the people the hiring demo hired through its positions
    const members = list.items.filter((w) => w.email.endsWith("@demo.workforce.test"));
    expect(members).toHaveLength(8);
    expect(
      list.items.filter((w) => !members.includes(w)).every((w) => w.email.endsWith("@candidates.example.com")),
    ).toBe(true);
    const manager = members.find((w) => w.email === "manager@demo.workforce.test")!;
    const employee = members.find((w) => w.email === "employee@demo.workforce.test")!;
    expect(employee.referenceWorkerId).toBe(manager.id);
    expect(members.every((w) => w.departmentId)).toBe(true);
    // the company's people settings (people_settings) and the worker extra field they define
    const company = await app.inject({ url: `/api/companies/${companyId}/company`, headers });
    expect(company.json()).toMatchObject({
      name: "Café Aurora Ltda",
      lunchTime: 60,
      identityCard: "11222333000181",
      workerExtraFields: [{ id: "camiseta", type: "select" }],
      customFieldValues: { alvara: expect.any(String) },
    });
    const one = await app.inject({ url: `/api/companies/${companyId}/workers/${employee.id}`, headers });
    expect(one.json().extraFields).toEqual({ camiseta: expect.any(String) });
    // Settings → API keys: a year of keys, used, expiring and revoked
    const keys = await app.inject({ url: `/api/companies/${companyId}/api-keys`, headers });
    expect(keys.statusCode, keys.body).toBe(200);
    const items = keys.json<{
      items: Array<{ name: string; lastUsedAt: string | null; revokedAt: string | null; expiresAt: string | null }>;
    }>().items;
    expect(items.map((k) => k.name).sort()).toEqual(["BI dashboard", "ERP payroll export", "Old intranet sync"]);
    expect(items.every((k) => k.lastUsedAt)).toBe(true);
    expect(items.filter((k) => k.revokedAt).map((k) => k.name)).toEqual(["Old intranet sync"]);
    expect(items.filter((k) => k.expiresAt).map((k) => k.name)).toEqual(["BI dashboard"]);
    // the founder's colour, months ago, in the company's branding and its audit log (issue 18)
    const branding = await app.inject({ url: `/api/companies/${companyId}/branding`, headers });
    expect(branding.json()).toMatchObject({ primaryColor: DEMO_BRAND_COLOR, onPrimaryColor: "#ffffff" });
    // and its logo, served to anyone by its versioned URL
    const { logoUrl } = branding.json<{ logoUrl: string }>();
    expect(logoUrl).toMatch(/^\/api\/branding\/[0-9a-f]{24}\/logo\/[0-9a-f]{12}$/);
    const logo = await app.inject({ url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/png");
    const audit = await app.inject({ url: `/api/companies/${companyId}/audit?action=tenants.customization`, headers });
    const entries = audit.json<{ total: number; items: unknown[] }>();
    expect(entries.total).toBe(2);
    expect(entries.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: expect.objectContaining({ founder: true }),
          details: { primaryColor: { from: null, to: DEMO_BRAND_COLOR } },
        }),
        expect.objectContaining({
          actor: expect.objectContaining({ founder: true }),
          details: { logo: { from: null, to: logoUrl.split("/").at(-1) } },
        }),
      ]),
    );
    await app.close();
  });

  it("names workers realistically and uniquely", () => {
    const names = Array.from({ length: 1000 }, (_, i) => workerName(i));
    expect(new Set(names).size).toBe(1000);
    expect(workerName(0)).toBe("Ana Silva");
  });
});
