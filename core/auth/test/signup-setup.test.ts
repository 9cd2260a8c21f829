import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineModule } from "../../modules/define-module.js";
import { CompanyModel } from "../../../tenants/company.model.js";
import { findPendingTenantSetups } from "../../../tenants/tenants.service.js";
import { serverModules } from "../../../modules/server.js";
import { buildTestApp, signup, tenantCaller, useTestDatabase } from "./helpers.js";

useTestDatabase("auth_signup_setup");

/** Issue 12: a company made by the wizard starts with its creator's worker profile and its country's leave pack. */
describe("signup sets up the new company through the modules", () => {
  let app: FastifyInstance;
  let companyId = "";
  const call = tenantCaller(() => ({ app, companyId }));
  beforeAll(async () => ({ app } = await buildTestApp()));
  afterAll(async () => app.close());

  it("gives the creator a worker profile, installs the country's leave types and clears the pending mark", async () => {
    const admin = await signup(app, { email: "creator-setup@example.com" });
    companyId = admin.companyId;

    const me = await call(admin, "GET", "/workers/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      userId: admin.userId,
      email: "creator-setup@example.com",
      name: "Ana",
      lastName: "Admin",
      status: "active",
    });

    const types = await call(admin, "GET", "/leave-types");
    expect(types.statusCode).toBe(200);
    const { items } = types.json<{ items: Array<{ title: { en: string } }> }>();
    expect(items.length).toBeGreaterThan(5);
    expect(items.map((t) => t.title.en).join(" ")).toMatch(/vacation/i);

    const year = new Date().getUTCFullYear();
    const holidays = await call(admin, "GET", `/holidays/br?year=${year}`);
    expect(holidays.statusCode).toBe(200);
    expect(JSON.stringify(holidays.json())).toContain(`${year}-09-07`);

    const company = await CompanyModel.findById(companyId).lean();
    expect(company?.setupPending ?? null).toBeNull();
  });

  it("running the setup again (the retry) adds nothing", async () => {
    const admin = await signup(app);
    companyId = admin.companyId;
    const before = (await call(admin, "GET", "/leave-types")).json<{ items: unknown[] }>().items.length;
    const creator = { userId: admin.userId, email: admin.email, name: "Ana Admin", locale: "en" };
    expect(await app.tenantSetup.run(companyId, { creator })).toEqual({ failed: [] });
    expect((await call(admin, "GET", "/leave-types")).json<{ items: unknown[] }>().items).toHaveLength(before);
    const workers = await call(admin, "GET", "/workers?limit=5&skip=0");
    expect(workers.json()).toMatchObject({ total: 1 });
  });
});

describe("a module whose setup fails", () => {
  let app: FastifyInstance;
  let fail = true;
  const runs: string[] = [];
  const flaky = defineModule({
    id: "flaky",
    setup: () => ({
      onTenantCreated: async (ctx) => {
        runs.push(ctx.companyId);
        if (fail) throw new Error("store unreachable");
      },
    }),
  });
  beforeAll(async () => ({ app } = await buildTestApp({ modules: [...serverModules(), flaky] })));
  afterAll(async () => app.close());

  it("does not fail the signup: the company is consistent, marked, and the retry job finishes it", async () => {
    const admin = await signup(app);
    const call = tenantCaller(() => ({ app, companyId: admin.companyId }));
    // the other modules' hooks ran
    expect((await call(admin, "GET", "/workers/me")).statusCode).toBe(200);
    const marked = await CompanyModel.findById(admin.companyId).lean();
    expect(marked?.setupPending).toMatchObject({ creator: { userId: admin.userId }, attempts: 1 });
    expect((await findPendingTenantSetups(new Date(Date.now() + 60_000))).map((p) => p.companyId)).toContain(
      admin.companyId,
    );

    fail = false;
    // the job looks at marks older than two minutes (a signup may still be running)
    expect(await app.tenantSetup.retryPending(new Date())).toEqual([]);
    const retried = await app.tenantSetup.retryPending(new Date(Date.now() + 5 * 60_000));
    expect(retried).toContainEqual({ companyId: admin.companyId, failed: [] });
    expect(runs.filter((id) => id === admin.companyId)).toHaveLength(2);
    const done = await CompanyModel.findById(admin.companyId).lean();
    expect(done?.setupPending ?? null).toBeNull();
    // the creator still has one profile
    expect((await call(admin, "GET", "/workers?limit=5&skip=0")).json()).toMatchObject({ total: 1 });
  });
});
