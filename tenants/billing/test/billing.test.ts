import type { FastifyInstance } from "fastify";
import { Types } from "mongoose";
import nock from "nock";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AuditEntryModel } from "../../../core/audit/audit.model.js";
import { UserModel } from "../../../core/auth/users.model.js";
import { systemContext } from "../../../core/context.js";
import { messageFor } from "../../../core/errors/catalogue.js";
import { providedService } from "../../../core/modules/define-module.js";
import {
  buildTestApp,
  createTestTenant,
  DAY_MS,
  signup,
  signupFounder,
  TestClock,
  type SignedUp,
  type TestTenant,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { peopleDirectory } from "../../../modules/people/contract/directory.js";
import { modulesFor } from "../../../modules/server.js";
import { CompanyModel } from "../../company.model.js";
import { bumpVersions } from "../../../core/db/cache-versions.js";
import { PlanTableChangeModel, PlanTableModel } from "../../plans/plans.model.js";
import { planTable } from "../../plans/plans.service.js";
import { billLines } from "../billing.compute.js";
import { InvoiceModel } from "../billing.model.js";
import { seedBilling } from "../billing.seed.js";
import { createBillingService } from "../billing.service.js";

/** Plans, limits and billing (tenants/README.md "Plans", "Billing"; issue 18). */
useTestDatabase("billing");

const STRIPE = { secretKey: "sk_test_billing", webhookSecret: "whsec_billing_test" };

describe("plans and billing", () => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date("2030-03-10T12:00:00.000Z"));
  let founder: SignedUp;
  const tag = `Bil${Date.now().toString(36)}`;
  let seq = 0;

  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect(/127\.0\.0\.1|localhost/);
    ({ app } = await buildTestApp({
      clock,
      modules: modulesFor("people", "vacation-planner", "clock"),
      config: { stripe: STRIPE },
    }));
    founder = await signupFounder(app, `${tag} Founder's own`);
  });
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([]);
    nock.cleanAll();
  });
  afterAll(async () => {
    // the table is platform-wide: leave the defaults for other files on this database
    await PlanTableModel.deleteMany({}).exec();
    nock.enableNetConnect();
  });

  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    token?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
      headers: { ...(token ? { token } : {}), ...headers },
    });

  const moveTo = async (companyId: string, plan: string) => {
    const moved = await call("PUT", `/api/founder/companies/${companyId}/plan`, founder.token, { plan });
    expect(moved.statusCode, moved.body).toBe(200);
  };
  const addWorker = (tenant: TestTenant, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    call(
      "POST",
      `/api/companies/${tenant.companyId}/workers`,
      tenant.admin.token,
      { name: `Person ${++seq}`, email: `${tag.toLowerCase()}.${seq}@example.com`, ...extra },
      headers,
    );
  // createdAt is immutable through the model: the raw collection back-dates a company
  const backdate = (companyId: string) =>
    CompanyModel.collection.updateOne(
      { _id: new Types.ObjectId(companyId) },
      { $set: { createdAt: new Date("2030-01-01") } },
    );
  const table = async () =>
    (await call("GET", "/api/founder/plans", founder.token)).json<{
      table: {
        trialDays: number;
        revision: number;
        plans: Array<{ id: string; features: string[]; maxPeople: number | null }>;
      };
      changes: Array<{ userId: string; summary: string[] }>;
    }>();

  it("serves the plan table to the founder only; every founder route is a 404 to company admins", async () => {
    const tenant = await createTestTenant(app, { companyName: `${tag} Refused` });
    const read = await table();
    expect(read.table.plans.map((p) => [p.id, p.maxPeople])).toEqual([
      ["starter", 10],
      ["flash", 20],
      ["enterprise", null],
      ["premium", 100],
    ]);
    for (const [method, url, body] of [
      ["GET", "/api/founder/plans", undefined],
      ["PUT", "/api/founder/plans", read.table],
      ["GET", "/api/founder/companies", undefined],
      ["PUT", `/api/founder/companies/${tenant.companyId}/plan`, { plan: "starter" }],
      ["GET", "/api/founder/contract", undefined],
    ] as const) {
      const refused = await call(method, url, tenant.admin.token, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    }
    expect((await CompanyModel.findById(tenant.companyId).lean().exec())!.plan).toBe("premium");
  });

  it("stops the 11th person on a 10-person plan, telling why and how to upgrade; two adds at 9 do not both pass", async () => {
    const tenant = await createTestTenant(app, { companyName: `${tag} Limited` });
    await moveTo(tenant.companyId, "starter");
    // the creator's own worker profile is the first person
    for (let i = 0; i < 7; i++) expect((await addWorker(tenant)).statusCode).toBe(201);
    // 8 people: two adds at once both fit (9, 10)
    const both = await Promise.all([addWorker(tenant), addWorker(tenant)]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const eleventh = await addWorker(tenant);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({
      code: "TENANT_PEOPLE_LIMIT_REACHED",
      message: expect.stringContaining("up to 10 people and the company has 10"),
    });
    expect(eleventh.json().message).toContain("Plan Billing");
    const params = { plan: "Starter", limit: "10", count: "10" };
    expect(messageFor("TENANT_PEOPLE_LIMIT_REACHED", "pt-BR", params)).toContain("Plano e cobrança");
    expect(messageFor("TENANT_PEOPLE_LIMIT_REACHED", "es", params)).toContain("Plan y facturación");
    // nothing half written: no account or worker for the refused ones
    const people = await call("GET", `/api/companies/${tenant.companyId}/billing`, tenant.admin.token);
    expect(people.json()).toMatchObject({ plan: "starter", maxPeople: 10, people: 10 });
    expect(await UserModel.countDocuments({ email: `${tag.toLowerCase()}.${seq}@example.com` })).toBe(0);
  });

  it("lets only one of two concurrent adds take the last place (the 10th and the 11th)", async () => {
    const tenant = await createTestTenant(app, { companyName: `${tag} Race` });
    await moveTo(tenant.companyId, "starter");
    for (let i = 0; i < 8; i++) expect((await addWorker(tenant)).statusCode).toBe(201);
    // 9 people; two adds race for the 10th place
    const raced = await Promise.all([addWorker(tenant), addWorker(tenant)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(raced.find((r) => r.statusCode === 409)!.json().code).toBe("TENANT_PEOPLE_LIMIT_REACHED");
    const overview = await call("GET", `/api/companies/${tenant.companyId}/billing`, tenant.admin.token);
    expect(overview.json().people).toBe(10);
    // a larger plan lifts the limit; a plan smaller than the company's people is refused to the admin
    const bigger = await call("PUT", `/api/companies/${tenant.companyId}/billing/plan`, tenant.admin.token, {
      plan: "flash",
    });
    expect(bigger.statusCode, bigger.body).toBe(200);
    expect((await addWorker(tenant)).statusCode).toBe(201);
    const down = await call("PUT", `/api/companies/${tenant.companyId}/billing/plan`, tenant.admin.token, {
      plan: "starter",
    });
    expect(down.statusCode).toBe(409);
    expect(down.json()).toMatchObject({ code: "TENANT_PLAN_TOO_SMALL" });
  });

  it("gates premium routes by the plan table, and a founder's edit of the table is in force at once", async () => {
    const tenant = await createTestTenant(app, { companyName: `${tag} Gated` });
    const planner = `/api/companies/${tenant.companyId}/vacation-planner?year=2030`;
    const overtime = `/api/companies/${tenant.companyId}/clock/overtime/settings`;
    expect((await call("GET", planner, tenant.admin.token)).statusCode).toBe(200);
    expect((await call("GET", overtime, tenant.admin.token)).statusCode).toBe(200);
    await moveTo(tenant.companyId, "flash");
    for (const url of [planner, overtime]) {
      const refused = await call("GET", url, tenant.admin.token);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: "PLAN_UPGRADE_REQUIRED" });
      expect(refused.json().message).toContain("premium");
    }
    const modules = await call("GET", `/api/companies/${tenant.companyId}/modules`, tenant.admin.token);
    expect(modules.json().modules.find((m: { id: string }) => m.id === "vacation-planner")).toMatchObject({
      enabled: false,
      reason: "plan",
    });

    // the founder gives flash the vacation planner (not overtime)
    const before = await table();
    const edited = {
      ...before.table,
      plans: before.table.plans.map((p) => (p.id === "flash" ? { ...p, features: ["vacation-planner"] } : p)),
    };
    const saved = await call("PUT", "/api/founder/plans", founder.token, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call("GET", planner, tenant.admin.token)).statusCode).toBe(200);
    expect((await call("GET", overtime, tenant.admin.token)).statusCode).toBe(403);
    // a save on a stale revision is refused, not merged
    const stale = await call("PUT", "/api/founder/plans", founder.token, edited);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("TENANT_PLAN_TABLE_CHANGED_MEANWHILE");
    // bad values get the field named
    const bad = await call("PUT", "/api/founder/plans", founder.token, {
      ...(await table()).table,
      plans: before.table.plans.map((p) => (p.id === "starter" ? { ...p, maxPeople: 2.5 } : p)),
    });
    expect(bad.statusCode).toBe(400);
    // every table change is kept with who made it and what changed
    const after = await table();
    expect(after.changes[0]).toMatchObject({ userId: founder.userId });
    expect(after.changes[0]!.summary).toEqual(['flash.features: [] → ["vacation-planner"]']);
    expect(await PlanTableChangeModel.countDocuments()).toBeGreaterThanOrEqual(1);
    // back to the defaults for the rest of the file
    const restore = await call("PUT", "/api/founder/plans", founder.token, {
      ...after.table,
      plans: before.table.plans,
    });
    expect(restore.statusCode).toBe(200);
    expect((await call("GET", planner, tenant.admin.token)).statusCode).toBe(403);
  });

  it("serves a table another instance saved at once (the plans version scope), not the cached one", async () => {
    const cached = await planTable();
    // another instance's save: the document changes under this process, which only sees the version move
    await PlanTableModel.collection.updateOne(
      { _id: "table" as never },
      { $set: { trialDays: cached.trialDays + 1, revision: cached.revision + 1 } },
      { upsert: true },
    );
    expect((await planTable()).trialDays).toBe(cached.trialDays);
    await bumpVersions(["plans"]);
    expect((await planTable()).trialDays).toBe(cached.trialDays + 1);
    await PlanTableModel.collection.updateOne(
      { _id: "table" as never },
      { $set: { trialDays: cached.trialDays, revision: cached.revision + 2 } },
    );
    await bumpVersions(["plans"]);
  });

  it("records every founder plan change in the company's audit log, and an admin's choice too", async () => {
    const tenant = await createTestTenant(app, { companyName: `${tag} Audited` });
    await moveTo(tenant.companyId, "enterprise");
    const entry = await AuditEntryModel.findOne({ companyId: tenant.companyId, action: "tenants.plan.changed" })
      .lean()
      .exec();
    expect(entry).toMatchObject({
      actor: { id: founder.userId, founder: true },
      details: { from: "premium", to: "enterprise" },
    });
    await call("PUT", `/api/companies/${tenant.companyId}/billing/plan`, tenant.admin.token, { plan: "premium" });
    const chosen = await AuditEntryModel.findOne({ companyId: tenant.companyId, action: "tenants.plan.chosen" })
      .lean()
      .exec();
    expect(chosen).toMatchObject({
      actor: { id: tenant.admin.userId },
      details: { from: "enterprise", to: "premium" },
    });
    // a company whose plan is the platform's to change
    await CompanyModel.updateOne({ _id: tenant.companyId }, { $set: { notAllowChangePlan: true } }).exec();
    const locked = await call("PUT", `/api/companies/${tenant.companyId}/billing/plan`, tenant.admin.token, {
      plan: "flash",
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe("TENANT_PLAN_CHOICE_LOCKED");
  });

  it("keeps a company whose trial ended read-only until a plan is chosen", async () => {
    const admin = await signup(app, { companyName: `${tag} Trial` }, { trial: true });
    const tenant = { companyId: admin.companyId, admin } as TestTenant;
    const company = await CompanyModel.findById(admin.companyId).lean().exec();
    expect(company!.trialEndsAt!.getTime()).toBe(clock.now().getTime() + 30 * DAY_MS);
    expect((await addWorker(tenant)).statusCode).toBe(201);
    // the 30 days pass (the session would expire with the clock moved a month: the trial's end is moved instead)
    const ended = new Date(clock.now().getTime() - 60_000);
    await CompanyModel.updateOne({ _id: admin.companyId }, { $set: { trialEndsAt: ended } }).exec();
    {
      const refused = await addWorker(tenant);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ code: "TENANT_TRIAL_ENDED" });
      expect(refused.json().message).toContain("Plan Billing");
      // reads go on
      expect((await call("GET", `/api/companies/${admin.companyId}/workers`, admin.token)).statusCode).toBe(200);
      const overview = await call("GET", `/api/companies/${admin.companyId}/billing`, admin.token);
      expect(overview.json().trialEndsAt).toBe(ended.toISOString());
      const chosen = await call("PUT", `/api/companies/${admin.companyId}/billing/plan`, admin.token, {
        plan: "premium",
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(chosen.json().trialEndsAt).toBeNull();
      expect((await addWorker(tenant)).statusCode).toBe(201);
    }
  });

  it("prorates by registered days: people added or terminated within the month pay their days", () => {
    const { lines, totalCents, daysInMonth } = billLines(
      "2030-02",
      [
        { workerId: "a", name: "All month", from: "2029-05-01", to: null },
        { workerId: "b", name: "Joined 15th", from: "2030-02-15", to: null },
        { workerId: "c", name: "Left 7th", from: "2029-01-01", to: "2030-02-07" },
        { workerId: "d", name: "Gone before", from: "2029-01-01", to: "2030-01-31" },
        { workerId: "e", name: "Joins later", from: "2030-03-01", to: null },
      ],
      500,
    );
    expect(daysInMonth).toBe(28);
    expect(lines.map((l) => [l.name, l.days, l.amountCents])).toEqual([
      ["All month", 28, 500],
      ["Joined 15th", 14, 250],
      ["Left 7th", 7, 125],
    ]);
    expect(totalCents).toBe(875);
  });

  it("issues one immutable invoice per company and month from its people, in the plan's currency", async () => {
    const tenant = await createTestTenant(app, { companyName: `${tag} Invoiced` });
    const ctx = systemContext({ companyId: tenant.companyId, name: "test", log: app.log, now: clock.now });
    const people = providedService(app.modules, peopleDirectory)!;
    const billing = createBillingService({ people: () => people, appUrl: "http://localhost" });
    expect((await addWorker(tenant, { startDateAtCompany: "2029-06-01" })).statusCode).toBe(201);
    const joined = await addWorker(tenant, { startDateAtCompany: "2030-02-15" });
    const leaving = await addWorker(tenant, { startDateAtCompany: "2029-01-01" });
    const ended = await call(
      "POST",
      `/api/companies/${tenant.companyId}/workers/${leaving.json().id}/terminate`,
      tenant.admin.token,
      { lastDayWork: "2030-02-07", type: "voluntary" },
    );
    expect(ended.statusCode, ended.body).toBe(200);
    // the company signed up this month (2030-03): back-date it so February is billable
    await backdate(tenant.companyId);
    const [first, second] = await Promise.all([billing.issue(ctx, "2030-02"), billing.issue(ctx, "2030-02")]);
    expect(first!.id).toBe(second!.id);
    expect(await InvoiceModel.countDocuments({ companyId: tenant.companyId })).toBe(1);
    // premium in Brazil: BRL 25.00 a person a month; the creator's profile started today (March): not billed
    expect(first).toMatchObject({ month: "2030-02", plan: "premium", currency: "BRL", unitCents: 2500 });
    const byName = Object.fromEntries(first!.lines.map((l) => [l.workerId, [l.days, l.amountCents]]));
    expect(byName[joined.json().id]).toEqual([14, 1250]);
    expect(byName[leaving.json().id]).toEqual([7, 625]);
    expect(first!.totalCents).toBe(2500 + 1250 + 625);
    // no route edits it, and the model refuses edits but to its payment
    await expect(
      InvoiceModel.updateOne({ companyId: tenant.companyId, _id: first!.id }, { $set: { totalCents: 1 } }).exec(),
    ).rejects.toThrow(/immutable/);
    await expect(InvoiceModel.deleteOne({ companyId: tenant.companyId, _id: first!.id }).exec()).rejects.toThrow(
      /immutable/,
    );
    // the admin sees it, with its lines; another company's admin gets 404, a requester is refused
    const listed = await call("GET", `/api/companies/${tenant.companyId}/billing/invoices`, tenant.admin.token);
    expect(listed.json()).toMatchObject({ total: 1, items: [{ id: first!.id, totalCents: 4375 }] });
    const other = await createTestTenant(app, { companyName: `${tag} Other` });
    expect(
      (await call("GET", `/api/companies/${other.companyId}/billing/invoices/${first!.id}`, other.admin.token))
        .statusCode,
    ).toBe(404);
    const requester = await tenant.loginAs("requester");
    expect(
      (await call("GET", `/api/companies/${tenant.companyId}/billing/invoices/${first!.id}`, requester.token))
        .statusCode,
    ).toBe(403);
    // the next bill's estimate: March as it stands (everyone registered today to the month's end)
    const overview = await call("GET", `/api/companies/${tenant.companyId}/billing`, tenant.admin.token);
    expect(overview.json().estimate).toMatchObject({ month: "2030-03", currency: "BRL", daysInMonth: 31 });
    expect(overview.json().estimate.lines).toHaveLength(3);
    // the trial-less company on a plan without keys: manual mode
    expect(first!.payment.status).toBe("manual");
    await expect(billing.pay(ctx, first!.id)).rejects.toMatchObject({ code: "BILLING_PAYMENT_UNAVAILABLE" });
  });

  it("seeds the demo company's last twelve months of invoices, all but the latest paid", async () => {
    const tenant = await createTestTenant(app, { companyName: `${tag} Demo` });
    const ctx = systemContext({ companyId: tenant.companyId, name: "seed", log: app.log, now: clock.now });
    expect((await addWorker(tenant, { startDateAtCompany: "2028-01-01" })).statusCode).toBe(201);
    const people = providedService(app.modules, peopleDirectory)!;
    await seedBilling(ctx, createBillingService({ people: () => people, appUrl: "http://localhost" }));
    const rows = await InvoiceModel.find({ companyId: tenant.companyId }).sort({ month: 1 }).lean().exec();
    expect(rows.map((r) => r.month)).toEqual([
      "2029-03",
      "2029-04",
      "2029-05",
      "2029-06",
      "2029-07",
      "2029-08",
      "2029-09",
      "2029-10",
      "2029-11",
      "2029-12",
      "2030-01",
      "2030-02",
    ]);
    expect(rows.map((r) => r.payment.status)).toEqual([...Array(11).fill("paid"), "manual"]);
    expect(rows.every((r) => r.totalCents === 2500)).toBe(true);
  });

  it("pays through Stripe: checkout, a signed webhook marks it paid, a bad signature is refused, failures kept", async () => {
    const tenant = await createTestTenant(app, { companyName: `${tag} Stripe` });
    const ctx = systemContext({ companyId: tenant.companyId, name: "test", log: app.log, now: clock.now });
    await backdate(tenant.companyId);
    expect((await addWorker(tenant, { startDateAtCompany: "2029-01-01" })).statusCode).toBe(201);
    // issued by the app's own job handler, with the provider configured
    const job = app.modules.find((m) => m.id === "billing")!.jobs!.find((j) => j.name === "billing.issue-invoices")!;
    await job.handler({ ...ctx, timeZone: "America/Sao_Paulo" } as never, {});
    const invoice = (
      await call("GET", `/api/companies/${tenant.companyId}/billing/invoices`, tenant.admin.token)
    ).json().items[0];
    expect(invoice).toMatchObject({ month: "2030-02", payment: { status: "open" } });

    const stripeApi = nock("https://api.stripe.com")
      .post("/v1/customers", (body) => body["metadata[companyId]"] === tenant.companyId)
      .reply(200, { id: "cus_test1", object: "customer" })
      .post(
        "/v1/checkout/sessions",
        (body) =>
          body.customer === "cus_test1" &&
          body["metadata[invoiceId]"] === invoice.id &&
          body["line_items[0][price_data][currency]"] === "brl" &&
          Number(body["line_items[0][price_data][unit_amount]"]) === invoice.totalCents,
      )
      .reply(200, { id: "cs_test1", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_test1" });
    const paying = await call(
      "POST",
      `/api/companies/${tenant.companyId}/billing/invoices/${invoice.id}/pay`,
      tenant.admin.token,
    );
    expect(paying.statusCode, paying.body).toBe(200);
    expect(paying.json()).toEqual({ url: "https://checkout.stripe.com/c/pay/cs_test1" });
    expect(stripeApi.isDone()).toBe(true);

    const send = (event: Record<string, unknown>, secret = STRIPE.webhookSecret) => {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      return app.inject({
        method: "POST",
        url: "/api/billing/stripe-webhook",
        payload,
        headers: { "content-type": "application/json", "stripe-signature": signature },
      });
    };
    const metadata = { companyId: tenant.companyId, invoiceId: invoice.id };
    // a failure first: kept with the provider's reason
    const failed = await send({
      id: "evt_1",
      object: "event",
      type: "payment_intent.payment_failed",
      data: {
        object: { id: "pi_1", object: "payment_intent", metadata, last_payment_error: { message: "Card declined" } },
      },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const afterFailure = await call(
      "GET",
      `/api/companies/${tenant.companyId}/billing/invoices/${invoice.id}`,
      tenant.admin.token,
    );
    expect(afterFailure.json().payment).toMatchObject({ status: "failed", failure: "Card declined" });
    // a forged notification (wrong secret) changes nothing
    const forged = await send(
      {
        id: "evt_2",
        object: "event",
        type: "checkout.session.completed",
        data: { object: { metadata, payment_status: "paid" } },
      },
      "whsec_someone_else",
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("BILLING_WEBHOOK_INVALID");
    // the real one
    const paid = await send({
      id: "evt_3",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_test1",
          object: "checkout.session",
          metadata,
          payment_status: "paid",
          payment_intent: "pi_2",
        },
      },
    });
    expect(paid.statusCode).toBe(200);
    const settled = await call(
      "GET",
      `/api/companies/${tenant.companyId}/billing/invoices/${invoice.id}`,
      tenant.admin.token,
    );
    expect(settled.json().payment).toMatchObject({ status: "paid", failure: null, paidAt: clock.now().toISOString() });
    const again = await call(
      "POST",
      `/api/companies/${tenant.companyId}/billing/invoices/${invoice.id}/pay`,
      tenant.admin.token,
    );
    expect(again.json().code).toBe("BILLING_INVOICE_SETTLED");
  });

  it("tells the admin when the provider refuses a checkout", async () => {
    const tenant = await createTestTenant(app, { companyName: `${tag} Declined` });
    const ctx = systemContext({ companyId: tenant.companyId, name: "test", log: app.log, now: clock.now });
    await backdate(tenant.companyId);
    expect((await addWorker(tenant, { startDateAtCompany: "2029-01-01" })).statusCode).toBe(201);
    const people = providedService(app.modules, peopleDirectory)!;
    const billing = createBillingService({
      people: () => people,
      appUrl: "http://localhost",
      gateway: (await import("../stripe-gateway.js")).stripeGateway(STRIPE),
    });
    const invoice = (await billing.issue(ctx, "2030-02"))!;
    nock("https://api.stripe.com")
      .post("/v1/customers")
      .reply(402, {
        error: { type: "invalid_request_error", message: "Your account cannot currently make live charges." },
      });
    await expect(billing.pay(ctx, invoice.id)).rejects.toMatchObject({ code: "BILLING_PAYMENT_FAILED" });
    expect((await billing.get(ctx, invoice.id)).payment.status).toBe("open");
  });
});
