import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  createTestTenant,
  signup,
  signupFounder,
  type SignedUp,
  type TestTenant,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { CompanyModel } from "../../company.model.js";
import { ACTIVITY_INTERVAL_MS, touchCompanyActivity } from "../../activity.js";

/** The founder console's API (spec §2 "Founder-only routes"): the founder alone, everyone else a 404. */
useTestDatabase("founder");

interface Listed {
  items: Array<{
    id: string;
    name: string;
    plan: string;
    people: number | null;
    status: string;
    modules: { enabled: number; total: number; disabled: string[] };
    lastActivityAt: string | null;
    createdAt: string;
  }>;
  total: number;
}

describe("founder console", () => {
  let app: FastifyInstance;
  let founder: SignedUp;
  let alpha: TestTenant;
  let beta: TestTenant;
  // names no other test file uses, so searches see only these
  const tag = `Fdr${Date.now().toString(36)}`;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    alpha = await createTestTenant(app, { companyName: `${tag} Alpha` });
    beta = await createTestTenant(app, { companyName: `${tag} Beta` });
    // a founder is a platform claim; this one has no company of their own once their sign-up company is gone
    founder = await signupFounder(app, `${tag} Founder's own`);
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
  const as = (token: string) => ({ token });

  it("signs the founder in with no company: the session is valid and names no company", async () => {
    const session = await get("/api/auth/session", as(founder.token));
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({
      user: { isFounder: true },
      companies: [],
      activeCompanyId: null,
      activeLevel: null,
    });
  });

  it("lists the platform's companies with plan, active workers and status, searchable and paged", async () => {
    const before = (await get(`/api/founder/companies?q=${tag}%20alpha`, as(founder.token))).json<Listed>();
    expect(before.total).toBe(1);
    const peopleBefore = before.items[0]!.people;
    expect(peopleBefore).toEqual(expect.any(Number));
    for (const name of ["Ada", "Bruno"]) {
      const added = await app.inject({
        method: "POST",
        url: `/api/companies/${alpha.companyId}/workers`,
        headers: as(alpha.admin.token),
        payload: { name, lastName: "Worker", email: `${name.toLowerCase()}.${tag}@example.com` },
      });
      expect(added.statusCode, added.body).toBe(201);
    }

    const response = await get(`/api/founder/companies?q=${tag}`, as(founder.token));
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<Listed>();
    expect(list.total).toBe(3);
    // newest first
    expect(list.items.map((c) => c.name)).toEqual([`${tag} Founder's own`, `${tag} Beta`, `${tag} Alpha`]);
    expect(list.items[2]).toEqual({
      id: alpha.companyId,
      name: `${tag} Alpha`,
      plan: "premium",
      countryId: "br",
      people: peopleBefore! + 2,
      status: "active",
      modules: { enabled: expect.any(Number), total: expect.any(Number), disabled: [] },
      // its admin just added two people
      lastActivityAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(list.items[2]!.modules.enabled).toBe(list.items[2]!.modules.total);
    expect(list.items[2]!.modules.total).toBeGreaterThan(5);
    expect(list.items[0]).toMatchObject({ id: founder.companyId, status: "deleted" });

    const active = (await get(`/api/founder/companies?q=${tag}&status=active`, as(founder.token))).json<Listed>();
    expect(active.items.map((c) => c.id)).toEqual([beta.companyId, alpha.companyId]);
    const deleted = (await get(`/api/founder/companies?q=${tag}&status=deleted`, as(founder.token))).json<Listed>();
    expect(deleted.items.map((c) => c.id)).toEqual([founder.companyId]);
    const page = (await get(`/api/founder/companies?q=${tag}&limit=5&skip=2`, as(founder.token))).json<Listed>();
    expect(page).toMatchObject({ total: 3, items: [{ id: alpha.companyId }] });
    // the search is literal text, not a pattern
    expect((await get(`/api/founder/companies?q=${tag}.*`, as(founder.token))).json<Listed>().total).toBe(0);
  });

  it("refuses bad list input with the catalogue message", async () => {
    const response = await get("/api/founder/companies?limit=7", { ...as(founder.token), "accept-language": "es" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400 });
    expect((await get("/api/founder/companies?status=trial", as(founder.token))).statusCode).toBe(400);
  });

  it("answers 404 to every level of every company and to API keys, 401 to nobody", async () => {
    for (const tenant of [alpha, beta]) {
      for (const person of [tenant.admin, await tenant.loginAs("revisor"), await tenant.loginAs("requester")]) {
        const list = await get("/api/founder/companies", as(person.token));
        expect(list.statusCode, list.body).toBe(404);
        const change = await app.inject({
          method: "PUT",
          url: `/api/founder/companies/${tenant.companyId}/plan`,
          headers: as(person.token),
          payload: { plan: "starter" },
        });
        expect(change.statusCode, change.body).toBe(404);
      }
    }
    const key = await app.inject({
      method: "POST",
      url: `/api/companies/${alpha.companyId}/api-keys`,
      headers: as(alpha.admin.token),
      payload: { name: "Founder probe", scopes: ["*"] },
    });
    expect(key.statusCode, key.body).toBe(201);
    const apiKey = key.json<{ key: string }>().key;
    expect((await get("/api/founder/companies", { authorization: `Bearer ${apiKey}` })).statusCode).toBe(404);
    const anonymous = await get("/api/founder/companies");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(
      (
        await app.inject({
          method: "PUT",
          url: `/api/founder/companies/${alpha.companyId}/plan`,
          payload: { plan: "starter" },
        })
      ).statusCode,
    ).toBe(401);
    expect((await CompanyModel.findById(alpha.companyId).lean())!.plan).toBe("premium");
  });

  it("changes a company's plan, recorded in that company's audit log", async () => {
    const change = await app.inject({
      method: "PUT",
      url: `/api/founder/companies/${beta.companyId}/plan`,
      headers: as(founder.token),
      payload: { plan: "flash" },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json()).toMatchObject({ id: beta.companyId, plan: "flash", status: "active" });
    // the company's own people see the new plan (the session's company summary is not served stale)
    const session = await get("/api/auth/session", as(beta.admin.token));
    expect(session.json<{ companies: Array<{ id: string; plan: string }> }>().companies).toContainEqual(
      expect.objectContaining({ id: beta.companyId, plan: "flash" }),
    );
    const audit = await get(`/api/companies/${beta.companyId}/audit?action=tenants.plan.changed`, as(beta.admin.token));
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({
        action: "tenants.plan.changed",
        actor: expect.objectContaining({ id: founder.userId, founder: true }),
        target: { type: "company", id: beta.companyId },
        details: { from: "premium", to: "flash" },
      }),
    ]);
    // the same plan again changes nothing and records nothing
    const again = await app.inject({
      method: "PUT",
      url: `/api/founder/companies/${beta.companyId}/plan`,
      headers: as(founder.token),
      payload: { plan: "flash" },
    });
    expect(again.statusCode).toBe(200);
    const entries = await get(
      `/api/companies/${beta.companyId}/audit?action=tenants.plan.changed`,
      as(beta.admin.token),
    );
    expect(entries.json<{ total: number }>().total).toBe(1);
  });

  it("refuses an unknown plan (400) and an unknown, malformed or deleted company (404), changing nothing", async () => {
    const put = (companyId: string, plan: string) =>
      app.inject({
        method: "PUT",
        url: `/api/founder/companies/${companyId}/plan`,
        headers: as(founder.token),
        payload: { plan },
      });
    const bad = await put(alpha.companyId, "gold");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400 });
    for (const id of ["0123456789abcdef01234567", "not-an-id", founder.companyId]) {
      const response = await put(id, "starter");
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND", message: "Not found." });
    }
    expect((await CompanyModel.findById(alpha.companyId).lean())!.plan).toBe("premium");
    expect((await CompanyModel.findById(founder.companyId).lean())!.plan).toBe("premium");
  });

  it("shows the platform contract in the three languages to the founder alone", async () => {
    const response = await get("/api/founder/contract", as(founder.token));
    expect(response.statusCode, response.body).toBe(200);
    const contract = response.json<{ version: string; texts: Record<string, Array<{ heading: string }>> }>();
    expect(Object.keys(contract.texts).sort()).toEqual(["en", "es", "pt-BR"]);
    for (const sections of Object.values(contract.texts)) expect(sections.length).toBe(contract.texts.en!.length);
    expect((await get("/api/founder/contract", as(alpha.admin.token))).statusCode).toBe(404);
    expect((await get("/api/founder/contract")).statusCode).toBe(401);
  });

  it("shows each company's last activity: a member's request, written at most once per interval by a conditional write", async () => {
    const company = await signup(app, { companyName: `${tag} Gamma` });
    const row = async () =>
      (await get(`/api/founder/companies?q=${tag}%20gamma`, as(founder.token))).json<Listed>().items[0]!;
    // signing up is not a request with a session yet
    expect((await row()).lastActivityAt).toBeNull();
    expect((await get("/api/auth/session", as(company.token))).statusCode).toBe(200);
    const first = (await row()).lastActivityAt!;
    expect(Date.now() - new Date(first).getTime()).toBeLessThan(60_000);
    // within the interval nothing is written, whichever instance asks (the condition is in the database)
    const t0 = new Date(first);
    await touchCompanyActivity(company.companyId, new Date(t0.getTime() + ACTIVITY_INTERVAL_MS - 1000), app.log);
    expect((await row()).lastActivityAt).toBe(first);
    const later = new Date(t0.getTime() + ACTIVITY_INTERVAL_MS + 1000);
    await touchCompanyActivity(company.companyId, later, app.log);
    expect((await row()).lastActivityAt).toBe(later.toISOString());
    // a switched-off module shows in the modules column
    await CompanyModel.updateOne({ _id: company.companyId }, { $set: { "modules.disabled": ["clock"] } });
    const modules = (await row()).modules;
    expect(modules).toEqual({ enabled: modules.total - 1, total: modules.total, disabled: ["clock"] });
  });
});
