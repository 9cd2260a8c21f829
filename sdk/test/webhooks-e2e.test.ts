import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../core/context.js";
import type { TenantJobDefinition } from "../../core/jobs/types.js";
import { scoped } from "../../core/tenancy/scoped.js";
import { buildTestApp, createTestTenant, sdkFor, type TestTenant, useTestDatabase } from "../../core/testing/kit.js";
import { integrationsModule } from "../../modules/integrations/server/index.js";
import { WebhookDeliveryModel } from "../../modules/integrations/server/webhooks/webhook.models.js";
import { peopleModule } from "../../modules/people/server/index.js";
import { verifyWebhook, WebhookVerificationError } from "../src/index.js";
import { verifyWebhookSync } from "../src/node.js";

useTestDatabase("sdk_webhooks_e2e");

interface Received {
  body: Buffer;
  headers: IncomingHttpHeaders;
}

/**
 * The SDK's webhook verification against the platform's own sender (modules/integrations): an endpoint registered
 * through the API on a receiver this test listens with (a real local HTTP server, no interception), a real domain
 * event (a worker created through the people routes), the delivery job posting it, and `verifyWebhook` /
 * `verifyWebhookSync` checking the bytes that arrived.
 */
describe("webhooks end to end: the platform's sender, the SDK's verifiers", () => {
  let app: FastifyInstance;
  let tenant: TestTenant;
  let receiver: Server;
  let receiverUrl: string;
  const received: Received[] = [];
  let waiting: ((delivery: Received) => void) | undefined;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const delivery = { body: Buffer.concat(chunks), headers: request.headers };
        received.push(delivery);
        waiting?.(delivery);
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/workforce`;
    ({ app } = await buildTestApp({ modules: [peopleModule, integrationsModule] }));
    tenant = await createTestTenant(app);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  const nextDelivery = () => new Promise<Received>((resolve) => (waiting = resolve));

  const deliverJob = () =>
    app.modules
      .find((m) => m.id === "integrations")!
      .jobs!.find((j) => j.name === "integrations.webhook-deliver") as TenantJobDefinition<{ deliveryId: string }>;

  it("verifies a real delivery of a domain event, and refuses it tampered, late or with another secret", async () => {
    const api = sdkFor(app, tenant.admin);
    const params = { companyId: tenant.companyId };
    const endpoint = await api.post("/api/companies/{companyId}/integrations/webhooks", {
      params,
      body: { url: receiverUrl, events: ["people.worker.created"], description: "SDK end-to-end receiver" },
    });
    expect(endpoint.secret).toMatch(/^whsec_/);

    // a real action: the people module creates a worker and emits people.worker.created
    const worker = await api.post("/api/companies/{companyId}/workers", {
      params,
      body: { name: "Bruna", lastName: "Teixeira", email: `bruna.${Date.now()}@acme-hr.io` },
    });
    const ctx = systemContext({ companyId: tenant.companyId, name: "test", log: app.log });
    const delivery = await scoped(ctx, WebhookDeliveryModel).findOne({ endpointId: endpoint.id });
    expect(delivery).toBeTruthy();

    // the delivery job (queued by the event) posts it over HTTP to the receiver
    const arrived = nextDelivery();
    await deliverJob().handler(ctx, { deliveryId: String(delivery!._id) });
    const { body, headers } = await arrived;
    expect(headers["content-type"]).toMatch(/^application\/json/);

    const verified = await verifyWebhook<{ workerId: string; userId: string }>({
      body,
      headers: headers as Record<string, string>,
      secret: endpoint.secret,
    });
    expect(verified.event).toMatchObject({
      event: "people.worker.created",
      companyId: tenant.companyId,
      data: { workerId: worker.id, userId: worker.userId },
    });
    expect(verified.deliveryId).toBe(String(delivery!._id));
    expect(verified.eventId).toBe(verified.event.id);
    // the synchronous node:crypto verifier agrees on the same bytes
    expect(verifyWebhookSync({ body, headers, secret: endpoint.secret }).event).toEqual(verified.event);
    // and the platform logged it delivered, with the receiver's answer
    expect(await scoped(ctx, WebhookDeliveryModel).findById(String(delivery!._id))).toMatchObject({
      status: "delivered",
      responseStatus: 204,
    });

    const reasonOf = async (input: Parameters<typeof verifyWebhook>[0]) =>
      verifyWebhook(input).then(
        () => "verified",
        (error: unknown) => (error instanceof WebhookVerificationError ? error.reason : String(error)),
      );
    // the payload carries ids (not documents): point it at another worker
    const tampered = Buffer.from(body.toString("utf8").replace(worker.id, "6650f1c2a9d3e4b5c6d7e8ff"));
    expect(tampered.equals(body)).toBe(false);
    expect(
      await reasonOf({ body: tampered, headers: headers as Record<string, string>, secret: endpoint.secret }),
    ).toBe("signature_mismatch");
    expect(
      await reasonOf({
        body,
        headers: headers as Record<string, string>,
        secret: "whsec_someoneelsessecret00000000000000",
      }),
    ).toBe("signature_mismatch");
    expect(
      await reasonOf({
        body,
        headers: headers as Record<string, string>,
        secret: endpoint.secret,
        now: () => (verified.timestamp + 301) * 1000,
      }),
    ).toBe("timestamp_out_of_tolerance");
  });

  it("verifies the 'send test' delivery, and after a rotation only the new secret", async () => {
    const api = sdkFor(app, tenant.admin);
    const params = { companyId: tenant.companyId };
    const endpoint = await api.post("/api/companies/{companyId}/integrations/webhooks", {
      params,
      body: { url: receiverUrl, events: ["leave.request.approved"] },
    });
    const rotated = await api.post("/api/companies/{companyId}/integrations/webhooks/{endpointId}/secret", {
      params: { ...params, endpointId: endpoint.id },
    });
    expect(rotated.secret).not.toBe(endpoint.secret);

    const arrived = nextDelivery();
    const test = await api.post("/api/companies/{companyId}/integrations/webhooks/{endpointId}/test", {
      params: { ...params, endpointId: endpoint.id },
    });
    expect(test).toMatchObject({ status: "delivered" });
    const { body, headers } = await arrived;

    const verified = await verifyWebhook({ body, headers: headers as Record<string, string>, secret: rotated.secret });
    expect(verified.event.event).toBe("integrations.webhook.test");
    await expect(
      verifyWebhook({ body, headers: headers as Record<string, string>, secret: endpoint.secret }),
    ).rejects.toMatchObject({ reason: "signature_mismatch" });
    // a receiver still holding both secrets while it switches accepts it
    await expect(
      verifyWebhook({ body, headers: headers as Record<string, string>, secret: [endpoint.secret, rotated.secret] }),
    ).resolves.toMatchObject({ eventId: verified.eventId });
  });
});
