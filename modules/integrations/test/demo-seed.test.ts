/**
 * The integrations demo (modules/integrations/README.md "Demo"): two webhook endpoints on example.com with a year of
 * deliveries; what the demo company does afterwards is logged as `skipped`, never posted (nock refuses any request).
 */
import type { FastifyInstance } from "fastify";
import nock from "nock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext, type ServiceContext } from "../../../core/context.js";
import type { TenantJobDefinition } from "../../../core/jobs/types.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { bootModule, TestClock, type TestTenant, useTestDatabase, tenantCaller } from "../../../core/testing/kit.js";
import type { WebhookDeliveryList, WebhookEndpointList } from "../contract/index.js";
import { integrationsModule } from "../server/index.js";
import { WebhookDeliveryModel } from "../server/webhooks/webhook.models.js";

useTestDatabase("integrations_demo");

describe("the integrations demo year", () => {
  let app: FastifyInstance;
  let tenant: TestTenant;
  let ctx: ServiceContext;
  const clock = new TestClock(new Date("2030-06-15T12:00:00.000Z"));

  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect(/127\.0\.0\.1|localhost/);
    ({ app, tenant } = await bootModule(integrationsModule, { clock }));
    ctx = systemContext({ companyId: tenant.companyId, name: "seed", log: app.log, now: clock.now });
    const seed = app.modules.find((m) => m.id === "integrations")!.seed!;
    const people = [
      { userId: tenant.admin.userId, email: "admin@demo.test", name: "Admin", role: "admin" as const },
      { userId: "u-2", email: "ana@demo.test", name: "Ana", role: "employee" as const },
    ];
    await seed(ctx, { people });
    // a second run adds nothing
    await seed(ctx, { people });
  });
  afterAll(() => {
    nock.enableNetConnect();
  });

  it("seeds two example.com endpoints with a year of mostly delivered, sometimes retried or failed, deliveries", async () => {
    const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));
    const endpoints = (await call(tenant.admin, "GET", "/integrations/webhooks")).json<WebhookEndpointList>().items;
    expect(endpoints.map((e) => new URL(e.url).hostname)).toEqual(["hooks.example.com", "hooks.example.com"]);
    const all = await scoped(ctx, WebhookDeliveryModel).find({});
    expect(all.length).toBe(8 * 52);
    const times = all.map((d) => d.createdAt.getTime());
    expect(clock.now().getTime() - Math.min(...times)).toBeGreaterThan(330 * 86_400_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(clock.now().getTime());
    const statuses = new Set(all.map((d) => d.status));
    expect([...statuses].sort()).toEqual(["delivered", "failed"]);
    expect(all.some((d) => d.status === "delivered" && d.attempts > 1)).toBe(true);
    const log = await call(tenant.admin, "GET", `/integrations/webhooks/${endpoints[0]!.id}/deliveries?limit=5`);
    expect(log.json<WebhookDeliveryList>().total).toBe(3 * 52);
  });

  it("logs the demo company's new events as not sent: nothing leaves the machine", async () => {
    await app.events.emit(ctx, "leave.request.approved", { requestId: "r", userId: "u-2", status: "approved" });
    const pending = await scoped(ctx, WebhookDeliveryModel).find({ status: "pending" });
    expect(pending).toHaveLength(1);
    const job = app.modules
      .find((m) => m.id === "integrations")!
      .jobs!.find((j) => j.name === "integrations.webhook-deliver") as TenantJobDefinition<{ deliveryId: string }>;
    await job.handler(ctx, { deliveryId: String(pending[0]!._id) });
    expect(await scoped(ctx, WebhookDeliveryModel).findById(String(pending[0]!._id))).toMatchObject({
      status: "skipped",
    });
  });
});
