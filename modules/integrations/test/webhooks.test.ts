import { createHmac } from "node:crypto";
import type { FastifyInstance } from "fastify";
import mongoose from "mongoose";
import nock from "nock";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { integrationsDefaults } from "../../../core/config.js";
import { systemContext, type ServiceContext } from "../../../core/context.js";
import type { TenantJobDefinition } from "../../../core/jobs/types.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import {
  addSignedInMember,
  bootModule,
  createTestTenant,
  type TestTenant,
  useTestDatabase,
  tenantCaller,
} from "../../../core/testing/kit.js";
import {
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpointList,
  type WebhookEndpointWithSecret,
} from "../contract/index.js";
import { integrationsModule } from "../server/index.js";
import { createSecretBox } from "../server/secrets.js";
import { checkWebhookUrl, isPrivateAddress, privateTargetReason } from "../server/webhooks/url-guard.js";
import { WEBHOOK_EVENT_REFS } from "../server/webhooks/webhook-subscriptions.js";
import { WebhookDeliveryModel, WebhookEndpointModel } from "../server/webhooks/webhook.models.js";
import { MAX_ATTEMPTS } from "../server/webhooks/webhooks.service.js";

useTestDatabase("integrations_webhooks");

const RECEIVER = "https://hooks.acme-hr.io";

/** What a receiver does (modules/integrations/README.md "Verifying a delivery"). */
function verify(secret: string, header: string, body: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=") as [string, string]));
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(nowSeconds - t) > 300) return false;
  return createHmac("sha256", secret).update(`${t}.${body}`).digest("hex") === parts.v1;
}

describe("outbound webhooks", () => {
  let app: FastifyInstance;
  let tenant: TestTenant;
  let other: TestTenant;
  const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));
  const callOther = tenantCaller(() => ({ app, companyId: other.companyId }));
  let ctx: ServiceContext;

  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect(/127\.0\.0\.1|localhost/);
    ({ app, tenant } = await bootModule(integrationsModule));
    other = await createTestTenant(app, { companyName: "Other Ltda" });
    ctx = systemContext({ companyId: tenant.companyId, name: "test", log: app.log });
  });
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([]);
    nock.cleanAll();
  });
  afterAll(() => {
    nock.enableNetConnect();
  });

  const deliverJob = () =>
    app.modules
      .find((m) => m.id === "integrations")!
      .jobs!.find((j) => j.name === "integrations.webhook-deliver") as TenantJobDefinition<{ deliveryId: string }>;

  async function createEndpoint(body: Record<string, unknown>): Promise<WebhookEndpointWithSecret> {
    const created = await call(tenant.admin, "POST", "/integrations/webhooks", body);
    expect(created.statusCode, created.body).toBe(201);
    return created.json<WebhookEndpointWithSecret>();
  }

  it("creates, lists, changes and removes endpoints; the secret is shown once and sealed at rest", async () => {
    const endpoint = await createEndpoint({
      url: `${RECEIVER}/crud`,
      description: " Payroll ",
      events: ["leave.request.approved", "leave.request.approved"],
    });
    expect(endpoint).toMatchObject({
      url: `${RECEIVER}/crud`,
      description: "Payroll",
      events: ["leave.request.approved"],
      enabled: true,
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint.secret.startsWith(endpoint.secretHint.slice(0, -1))).toBe(true);

    const stored = await scoped(ctx, WebhookEndpointModel).findById(endpoint.id);
    expect(JSON.stringify(stored)).not.toContain(endpoint.secret);
    expect(createSecretBox(integrationsDefaults("test").tokenKey).open(stored!.secretSealed)).toBe(endpoint.secret);

    const list = await call(tenant.admin, "GET", "/integrations/webhooks");
    expect(list.json<WebhookEndpointList>().items.map((e) => e.id)).toContain(endpoint.id);
    expect(list.body).not.toContain(endpoint.secret);

    const patched = await call(tenant.admin, "PATCH", `/integrations/webhooks/${endpoint.id}`, {
      enabled: false,
      events: ["people.worker.created"],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ enabled: false, events: ["people.worker.created"] });

    const rotated = await call(tenant.admin, "POST", `/integrations/webhooks/${endpoint.id}/secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json<WebhookEndpointWithSecret>().secret).not.toBe(endpoint.secret);

    expect((await call(tenant.admin, "DELETE", `/integrations/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect((await call(tenant.admin, "PATCH", `/integrations/webhooks/${endpoint.id}`, {})).statusCode).toBe(404);
  });

  it("is for admins only, and another company's endpoints answer 404", async () => {
    const endpoint = await createEndpoint({ url: `${RECEIVER}/levels`, events: ["clock.entry.punched"] });
    for (const level of ["revisor", "requester"] as const) {
      const person = await tenant.loginAs(level);
      expect((await call(person, "GET", "/integrations/webhooks")).statusCode).toBe(403);
      expect((await call(person, "POST", `/integrations/webhooks/${endpoint.id}/test`)).statusCode).toBe(403);
    }
    const path = (suffix: string) => `/api/companies/${other.companyId}/integrations/webhooks/${endpoint.id}${suffix}`;
    expect((await callOther(other.admin, "PATCH", path(""), { enabled: false })).statusCode).toBe(404);
    expect((await callOther(other.admin, "GET", path("/deliveries"))).statusCode).toBe(404);
    expect((await callOther(other.admin, "POST", path("/test"))).statusCode).toBe(404);
    expect((await callOther(other.admin, "POST", path("/secret"))).statusCode).toBe(404);
    expect((await callOther(other.admin, "DELETE", path(""))).statusCode).toBe(404);
    // and the admin of this company reaching for the other company's path is not a member there
    expect(
      (await call(tenant.admin, "GET", `/api/companies/${other.companyId}/integrations/webhooks`)).statusCode,
    ).toBe(404);
  });

  it("refuses bad input with the catalogue message in the person's language, writing nothing", async () => {
    const before = await scoped(ctx, WebhookEndpointModel).count();
    const messages = {
      en: ["Enter a web address that starts with https:// or http://.", "Choose at least one event to send."],
      "pt-BR": ["Informe um endereço que comece com https:// ou http://.", "Escolha pelo menos um evento para enviar."],
      es: ["Introduce una dirección que empiece por https:// o http://.", "Elige al menos un evento para enviar."],
    };
    for (const [locale, [badUrl, noEvents]] of Object.entries(messages)) {
      const admin = await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale });
      for (const url of ["ftp://files.acme-hr.io/x", "not a url", "https://user:pw@hooks.acme-hr.io/"]) {
        const r = await call(admin, "POST", "/integrations/webhooks", { url, events: ["leave.request.created"] });
        expect(r.statusCode).toBe(400);
        expect(r.json()).toMatchObject({ code: "INTEGRATIONS_WEBHOOK_URL_INVALID", message: badUrl, field: "url" });
      }
      const none = await call(admin, "POST", "/integrations/webhooks", { url: `${RECEIVER}/x`, events: [] });
      expect(none.json()).toMatchObject({ code: "INTEGRATIONS_WEBHOOK_EVENTS_REQUIRED", message: noEvents });
    }
    const unknown = await call(tenant.admin, "POST", "/integrations/webhooks", {
      url: `${RECEIVER}/x`,
      events: ["leave.request.exploded"],
    });
    expect(unknown.json()).toMatchObject({ code: "INTEGRATIONS_WEBHOOK_EVENT_UNKNOWN", field: "events" });
    expect(await scoped(ctx, WebhookEndpointModel).count()).toBe(before);
  });

  it("sends a signed test delivery and logs it, a failing receiver included", async () => {
    const endpoint = await createEndpoint({ url: `${RECEIVER}/test-hook`, events: ["leave.request.created"] });
    let seen: { headers: Record<string, string>; body: string } | undefined;
    nock(RECEIVER)
      .post("/test-hook")
      .reply(function (_uri, body) {
        seen = { headers: this.req.headers as Record<string, string>, body: JSON.stringify(body) };
        return [204, ""];
      });
    const sent = await call(tenant.admin, "POST", `/integrations/webhooks/${endpoint.id}/test`);
    expect(sent.statusCode, sent.body).toBe(200);
    const delivery = sent.json<WebhookDelivery>();
    expect(delivery).toMatchObject({ status: "delivered", attempts: 1, responseStatus: 204, test: true });
    expect(seen!.headers["workforce-delivery"]).toBe(delivery.id);
    expect(seen!.headers["workforce-event"]).toBe(delivery.eventId);
    expect(seen!.headers["content-type"]).toBe("application/json");
    // the raw body as sent is what the signature covers
    expect(verify(endpoint.secret, seen!.headers["workforce-signature"]!, delivery.body, Date.now() / 1000)).toBe(true);
    expect(verify(endpoint.secret, seen!.headers["workforce-signature"]!, delivery.body, Date.now() / 1000 + 301)).toBe(
      false,
    );
    expect(JSON.parse(delivery.body)).toMatchObject({
      id: delivery.eventId,
      event: "integrations.webhook.test",
      companyId: tenant.companyId,
      data: { endpointId: endpoint.id },
    });

    nock(RECEIVER).post("/test-hook").reply(500, "boom");
    const failed = (
      await call(tenant.admin, "POST", `/integrations/webhooks/${endpoint.id}/test`)
    ).json<WebhookDelivery>();
    // a test is not retried
    expect(failed).toMatchObject({ status: "failed", attempts: 1, responseStatus: 500, error: "HTTP 500" });

    nock(RECEIVER).post("/test-hook").replyWithError("connect ECONNREFUSED");
    const unreachable = (
      await call(tenant.admin, "POST", `/integrations/webhooks/${endpoint.id}/test`)
    ).json<WebhookDelivery>();
    expect(unreachable.status).toBe("failed");
    expect(unreachable.error).toContain("ECONNREFUSED");

    const log = await call(tenant.admin, "GET", `/integrations/webhooks/${endpoint.id}/deliveries?limit=5`);
    expect(log.json<WebhookDeliveryList>()).toMatchObject({ total: 3 });
    expect(log.json<WebhookDeliveryList>().items.map((d) => d.id)).toEqual([unreachable.id, failed.id, delivery.id]);
    const endpoints = (await call(tenant.admin, "GET", "/integrations/webhooks")).json<WebhookEndpointList>();
    expect(endpoints.items.find((e) => e.id === endpoint.id)!.lastDelivery).toMatchObject({ status: "failed" });
  });

  it("posts a domain event to the subscribed endpoints, retrying a failure until it is delivered", async () => {
    const subscribed = await createEndpoint({ url: `${RECEIVER}/leaves`, events: ["leave.request.approved"] });
    const elsewhere = await createEndpoint({ url: `${RECEIVER}/people`, events: ["people.worker.created"] });
    const paused = await createEndpoint({
      url: `${RECEIVER}/paused`,
      events: ["leave.request.approved"],
      enabled: false,
    });
    const payload = { requestId: "r-1", userId: "u-1", status: "approved" };
    await app.events.emit(ctx, "leave.request.approved", payload);

    const deliveries = await scoped(ctx, WebhookDeliveryModel).find({ event: "leave.request.approved" });
    expect(deliveries.map((d) => d.endpointId)).toEqual([subscribed.id]);
    expect(deliveries.map((d) => d.endpointId)).not.toContain(elsewhere.id);
    expect(deliveries.map((d) => d.endpointId)).not.toContain(paused.id);
    const deliveryId = String(deliveries[0]!._id);
    // queued for the delivery job (with its retries)
    const queued = await mongoose.connection.db!.collection("agendaJobs").findOne({
      name: "integrations.webhook-deliver",
      "data.data.deliveryId": deliveryId,
    });
    expect(queued).toBeTruthy();

    const bodies: string[] = [];
    nock(RECEIVER).post("/leaves").reply(503);
    await expect(deliverJob().handler(ctx, { deliveryId })).rejects.toThrow(/attempt 1 of 6/);
    expect(await scoped(ctx, WebhookDeliveryModel).findById(deliveryId)).toMatchObject({
      status: "pending",
      attempts: 1,
      responseStatus: 503,
    });
    nock(RECEIVER)
      .post("/leaves")
      .reply(200, function (_uri, body) {
        bodies.push(JSON.stringify(body));
        return { ok: true };
      });
    await deliverJob().handler(ctx, { deliveryId });
    const delivered = await scoped(ctx, WebhookDeliveryModel).findById(deliveryId);
    expect(delivered).toMatchObject({ status: "delivered", attempts: 2, responseStatus: 200 });
    expect(delivered!.error).toBeUndefined();
    expect(JSON.parse(bodies[0]!)).toMatchObject({ event: "leave.request.approved", data: payload });
    // a run that repeats (a crash after the post) does not post again
    await deliverJob().handler(ctx, { deliveryId });
  });

  it("follows a change made on another instance at the next event (the endpoints are kept per company)", async () => {
    const event = "spaces.reservation.canceled";
    const kept = await createEndpoint({ url: `${RECEIVER}/kept`, events: [event] });
    const deliveredTo = async () =>
      (await scoped(ctx, WebhookDeliveryModel).find({ event })).map((d) => d.endpointId).sort();
    const data = { reservationIds: ["r-1"], spaceId: "room-1" };
    await app.events.emit(ctx, event, data);
    expect(await deliveredTo()).toEqual([kept.id]);

    // a second instance on the same database pauses that endpoint and adds another: this one kept the list
    const { app: two } = await bootModule(integrationsModule);
    const callTwo = tenantCaller(() => ({ app: two, companyId: tenant.companyId }));
    expect(
      (await callTwo(tenant.admin, "PATCH", `/integrations/webhooks/${kept.id}`, { enabled: false })).statusCode,
    ).toBe(200);
    const added = await callTwo(tenant.admin, "POST", "/integrations/webhooks", {
      url: `${RECEIVER}/added`,
      events: [event],
    });
    expect(added.statusCode, added.body).toBe(201);
    await app.events.emit(ctx, event, data);
    const addedId = added.json<WebhookEndpointWithSecret>().id;
    expect(await deliveredTo()).toEqual([kept.id, addedId].sort());
    // leave no subscriber of this event to the tests below
    for (const id of [kept.id, addedId])
      expect((await call(tenant.admin, "DELETE", `/integrations/webhooks/${id}`)).statusCode).toBe(204);
    await two.close();
  });

  it("gives up after the last attempt, and never calls documentation domains", async () => {
    const endpoint = await createEndpoint({ url: `${RECEIVER}/flaky`, events: ["people.worker.terminated"] });
    await app.events.emit(ctx, "people.worker.terminated", { workerId: "w-1", userId: "u-1" });
    const delivery = (await scoped(ctx, WebhookDeliveryModel).findOne({ endpointId: endpoint.id }))!;
    await scoped(ctx, WebhookDeliveryModel).updateOne({ _id: delivery._id }, { $set: { attempts: MAX_ATTEMPTS - 1 } });
    nock(RECEIVER).post("/flaky").reply(502);
    // the last attempt fails for good: recorded, not thrown (nothing left to retry)
    await deliverJob().handler(ctx, { deliveryId: String(delivery._id) });
    expect(await scoped(ctx, WebhookDeliveryModel).findById(String(delivery._id))).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
    });

    const demo = await createEndpoint({ url: "https://hooks.example.com/demo", events: ["people.worker.created"] });
    // no nock scope: a request would fail the test (net connect is disabled)
    const test = (await call(tenant.admin, "POST", `/integrations/webhooks/${demo.id}/test`)).json<WebhookDelivery>();
    expect(test).toMatchObject({ status: "skipped", attempts: 1 });
    expect(test.error).toMatch(/documentation domain/);
  });

  it("delivers through the jobs service when it runs", async () => {
    const endpoint = await createEndpoint({ url: `${RECEIVER}/jobs`, events: ["scheduling.shift.published"] });
    const done = new Promise<void>((resolve) => {
      nock(RECEIVER)
        .post("/jobs")
        .reply(() => {
          resolve();
          return [200, "ok"];
        });
    });
    await app.jobs.start();
    await app.events.emit(ctx, "scheduling.shift.published", {
      from: "2030-01-20",
      to: "2030-01-26",
      userIds: [],
      count: 3,
    });
    await done;
    await expect
      .poll(async () => (await scoped(ctx, WebhookDeliveryModel).findOne({ endpointId: endpoint.id }))?.status, {
        timeout: 10_000,
      })
      .toBe("delivered");
    await app.jobs.stop();
  });

  it("subscribes to exactly the events it offers", () => {
    expect(WEBHOOK_EVENT_REFS.map((ref) => ref.name)).toEqual([...WEBHOOK_EVENTS]);
  });
});

describe("webhook addresses (SSRF guard)", () => {
  it("refuses other schemes always, and private or loopback addresses in production", async () => {
    const production = { allowPrivate: false };
    for (const url of [
      "http://127.0.0.1/x",
      "http://localhost:3000/x",
      "http://api.localhost/x",
      "http://10.1.2.3/x",
      "http://172.20.0.1/x",
      "http://192.168.0.10/x",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/x",
      "http://[fd00::1]/x",
      "http://[::ffff:127.0.0.1]/x",
      "http://0.0.0.0/x",
    ]) {
      expect(() => checkWebhookUrl(url, production), url).toThrowError(
        expect.objectContaining({ code: "INTEGRATIONS_WEBHOOK_URL_PRIVATE" }),
      );
    }
    expect(checkWebhookUrl("https://hooks.acme-hr.io/x", production).hostname).toBe("hooks.acme-hr.io");
    expect(checkWebhookUrl("http://127.0.0.1:9000/x", { allowPrivate: true }).port).toBe("9000");
    expect(() => checkWebhookUrl("file:///etc/passwd", { allowPrivate: true })).toThrowError(
      expect.objectContaining({ code: "INTEGRATIONS_WEBHOOK_URL_INVALID" }),
    );
    expect(isPrivateAddress("8.8.8.8")).toBe(false);
    expect(isPrivateAddress("2001:4860:4860::8888")).toBe(false);
    // a name resolving to a private address is refused when delivering
    expect(await privateTargetReason(new URL("http://localhost/x"), production)).toMatch(/private address/);
    expect(await privateTargetReason(new URL("http://localhost/x"), { allowPrivate: true })).toBeUndefined();
  });

  it("refuses a private address through the routes of a production-like app", async () => {
    const { app, tenant } = await bootModule(integrationsModule, {
      config: { integrations: { ...integrationsDefaults("production") } },
    });
    const r = await tenantCaller(() => ({ app, companyId: tenant.companyId }))(
      tenant.admin,
      "POST",
      "/integrations/webhooks",
      { url: "http://127.0.0.1:8080/hook", events: ["leave.request.created"] },
    );
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: "INTEGRATIONS_WEBHOOK_URL_PRIVATE", field: "url" });
  });
});

describe("secrets at rest", () => {
  it("seals with AES-256-GCM: a fresh nonce each time, tampering detected, the key required", () => {
    const box = createSecretBox("11".repeat(32));
    const a = box.seal("ya29.token");
    expect(a).not.toContain("ya29");
    expect(box.seal("ya29.token")).not.toBe(a);
    expect(box.open(a)).toBe("ya29.token");
    const parts = a.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0] = body[0]! ^ 1;
    expect(() => box.open([parts[0], parts[1], parts[2], body.toString("base64url")].join("."))).toThrow();
    expect(() => createSecretBox("22".repeat(32)).open(a)).toThrow();
    expect(() => createSecretBox("abc")).toThrow(/32 bytes/);
  });
});
