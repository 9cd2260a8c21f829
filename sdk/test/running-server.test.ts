import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  createTestTenant,
  PASSWORD,
  TestClock,
  useTestDatabase,
  type TestTenant,
} from "../../core/testing/kit.js";
import { modulesFor } from "../../modules/server.js";
import { syncPeopleToCsv } from "../examples/sync-people-to-csv.js";
import { verifyWebhookSync, WebhookVerificationError } from "../src/node.js";
import { ApiError, createClient, listAll, paginate, verifyWebhook, type ClientOptions } from "../src/index.js";

/**
 * The SDK as a developer uses it: the app listens on a real port and the client calls it with the platform's own
 * `fetch` (no `app.inject`). API keys are made by an admin through the SDK too, as the settings page does.
 */
describe("the SDK against a running server", () => {
  useTestDatabase("sdk-running");
  const clock = new TestClock();
  let app: FastifyInstance;
  let baseUrl: string;
  let tenant: TestTenant;
  /** Every request the clients sent, as `METHOD path?query -> status`. */
  const sent: string[] = [];

  const counted: ClientOptions["fetch"] = async (request) => {
    const response = await fetch(request);
    const url = new URL(request.url);
    sent.push(`${request.method} ${url.pathname}${url.search} -> ${response.status}`);
    return response;
  };
  const client = (options: Omit<ClientOptions, "baseUrl" | "fetch">) =>
    createClient({ baseUrl, fetch: counted, ...options });
  const asAdmin = () => client({ token: tenant.admin.token });

  async function newKey(body: { name: string; scopes: string[]; level?: "admin"; expiresAt?: string }) {
    return asAdmin().post("/api/companies/{companyId}/api-keys", { params: { companyId: tenant.companyId }, body });
  }

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: modulesFor("people") }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    tenant = await createTestTenant(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it("an API key works within its scopes, shows its last use, and stops when revoked", async () => {
    const companyId = tenant.companyId;
    const writer = await newKey({
      name: "Office sync",
      scopes: ["people.structure.read", "people.structure.write"],
      level: "admin",
    });
    expect(writer.key).toMatch(/^wfk_[0-9a-f]{24}_[a-z2-7]{32}$/);
    expect(writer).toMatchObject({ scopes: ["people.structure.read", "people.structure.write"], level: "admin" });
    const reader = await newKey({ name: "Leave reader", scopes: ["leave.request.read"] });

    const withWriter = client({ apiKey: writer.key });
    const office = await withWriter.post("/api/companies/{companyId}/offices", {
      params: { companyId },
      body: { name: "Lisbon" },
    });
    expect(office.name).toBe("Lisbon");

    // a key without the scope: 403 with the catalogue code, typed
    const refused = await client({ apiKey: reader.key })
      .get("/api/companies/{companyId}/offices", { params: { companyId }, query: { limit: 20, skip: 0 } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 403, code: "FORBIDDEN" });

    // keys cannot manage keys
    const minted = await withWriter
      .get("/api/companies/{companyId}/api-keys", { params: { companyId } })
      .catch((error: unknown) => error);
    expect(minted).toMatchObject({ statusCode: 403 });

    const listed = await asAdmin().get("/api/companies/{companyId}/api-keys", { params: { companyId } });
    const writerRow = listed.items.find((k) => k.id === writer.id);
    expect(writerRow).toMatchObject({ name: "Office sync", hint: writer.key.slice(-4), revokedAt: null });
    expect(writerRow?.lastUsedAt).toBe(clock.now().toISOString());
    expect(JSON.stringify(listed)).not.toContain(writer.key);

    await asAdmin().delete("/api/companies/{companyId}/api-keys/{keyId}", { params: { companyId, keyId: writer.id } });
    const revoked = await withWriter
      .get("/api/companies/{companyId}/offices", { params: { companyId }, query: { limit: 20, skip: 0 } })
      .catch((error: unknown) => error);
    expect(revoked).toMatchObject({ statusCode: 401, code: "AUTH_API_KEY_INVALID" });
  });

  it("an API key with an expiry stops working after it", async () => {
    const companyId = tenant.companyId;
    const expiresAt = new Date(clock.now().getTime() + 60 * 60_000).toISOString();
    const key = await newKey({ name: "Short-lived", scopes: ["people.structure.read"], expiresAt });
    expect(key.expiresAt).toBe(expiresAt);
    const api = client({ apiKey: key.key, locale: "es" });
    await expect(listAll(api, "/api/companies/{companyId}/offices", { params: { companyId } })).resolves.toBeInstanceOf(
      Array,
    );
    clock.advance(2 * 60 * 60_000);
    const expired = await api
      .get("/api/companies/{companyId}/offices", { params: { companyId }, query: { limit: 20, skip: 0 } })
      .catch((error: unknown) => error);
    expect(expired).toMatchObject({ statusCode: 401, code: "AUTH_API_KEY_INVALID" });
    // the message is the catalogue's, in the client's language
    expect((expired as ApiError).message).not.toBe("");
    expect((expired as ApiError).message).not.toMatch(/invalid api key/i);
  });

  it("pages through a list with paginate and listAll", async () => {
    const companyId = tenant.companyId;
    // `people.*`: every permission of the people module (the level still applies)
    const key = await newKey({ name: "Pager", scopes: ["people.*"], level: "admin" });
    const api = client({ apiKey: key.key });
    const names = Array.from({ length: 7 }, (_, i) => `Paged office ${String(i + 1).padStart(2, "0")}`);
    for (const name of names)
      await api.post("/api/companies/{companyId}/offices", { params: { companyId }, body: { name } });

    const first = await api.get("/api/companies/{companyId}/offices", {
      params: { companyId },
      query: { q: "Paged office", limit: 3, skip: 0 },
    });
    expect(first.total).toBe(7);
    expect(first.items).toHaveLength(3);

    sent.length = 0;
    const seen: string[] = [];
    for await (const office of paginate(api, "/api/companies/{companyId}/offices", {
      params: { companyId },
      query: { q: "Paged office" },
      pageSize: 3,
    })) {
      seen.push(office.name);
    }
    expect(seen).toEqual(names);
    // 3 + 3 + 1: it stops once it has read `total`, without asking for an empty page
    expect(sent).toEqual([
      `GET /api/companies/${companyId}/offices?q=Paged+office&skip=0&limit=3 -> 200`,
      `GET /api/companies/${companyId}/offices?q=Paged+office&skip=3&limit=3 -> 200`,
      `GET /api/companies/${companyId}/offices?q=Paged+office&skip=6&limit=3 -> 200`,
    ]);

    const everything = await api.get("/api/companies/{companyId}/offices", {
      params: { companyId },
      query: { limit: 1, skip: 0 },
    });
    const all = await listAll(api, "/api/companies/{companyId}/offices", { params: { companyId }, pageSize: 2 });
    expect(all).toHaveLength(everything.total);
    expect(all.map((o) => o.name)).toEqual(expect.arrayContaining(names));
  });

  it("the people-to-CSV example writes every worker through a scoped key", async () => {
    const key = await newKey({ name: "CSV", scopes: ["people.workers.directory"], level: "admin" });
    const lines: string[] = [];
    const count = await syncPeopleToCsv(client({ apiKey: key.key }), tenant.companyId, (line) => {
      lines.push(line);
    });
    expect(count).toBeGreaterThanOrEqual(1);
    expect(lines).toHaveLength(count + 1);
    expect(lines[0]).toBe("id,name,lastName,email,status,departmentId,officeId,roleId\n");
    expect(lines.join("")).toContain(tenant.admin.email);
  });

  it("waits out a 429's Retry-After and retries; gives up at once when the wait is beyond maxDelayMs", async () => {
    const email = tenant.admin.email;
    const impatient = client({ retry: false });
    // five wrong passwords spend the account's budget: the sixth attempt is refused with 429 and Retry-After
    for (let i = 0; i < 5; i += 1) {
      await expect(
        impatient.post("/api/auth/login", { body: { email, password: "wrong password" } }),
      ).rejects.toMatchObject({ statusCode: 401 });
    }
    const limited = await impatient
      .post("/api/auth/login", { body: { email, password: PASSWORD } })
      .catch((error: unknown) => error);
    expect(limited).toMatchObject({ statusCode: 429, code: "AUTH_TOO_MANY_ATTEMPTS" });
    const retryAfterMs = (limited as ApiError).retryAfterMs;
    expect(retryAfterMs).toBeGreaterThan(60_000);

    // the default client does not hold a call for 15 minutes: it throws the 429 with the wait
    sent.length = 0;
    await expect(client({}).post("/api/auth/login", { body: { email, password: PASSWORD } })).rejects.toMatchObject({
      statusCode: 429,
      retryAfterMs,
    });
    expect(sent).toEqual(["POST /api/auth/login -> 429"]);

    // a patient client waits what the server said (here its clock moves instead of sleeping) and gets in
    const waits: number[] = [];
    const patient = client({
      retry: {
        maxDelayMs: 30 * 60_000,
        sleep: async (ms) => {
          waits.push(ms);
          clock.advance(ms);
        },
      },
    });
    sent.length = 0;
    const signedIn = await patient.post("/api/auth/login", { body: { email, password: PASSWORD } });
    expect(signedIn.token).toEqual(expect.any(String));
    expect(waits).toEqual([retryAfterMs]);
    expect(sent).toEqual(["POST /api/auth/login -> 429", "POST /api/auth/login -> 200"]);
  });

  describe("webhook verification, over HTTP", () => {
    const secret = "whsec_3f9a0c2e7b1d4a5f8c6e2b9d0a1f3e5c";
    let receiver: Server;
    let receiverUrl: string;
    const accepted: string[] = [];

    // a customer's endpoint: the raw body and headers as they arrive, checked by the SDK's Node verifier
    beforeAll(async () => {
      receiver = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          try {
            const { event, deliveryId } = verifyWebhookSync<{ name: string }>({
              body: Buffer.concat(chunks),
              headers: request.headers,
              secret,
            });
            accepted.push(`${deliveryId} ${event.event} ${event.data.name}`);
            response.writeHead(204).end();
          } catch (error) {
            response.writeHead(400).end(error instanceof WebhookVerificationError ? error.reason : "error");
          }
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
      receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    });

    // the platform's format, computed here with node:crypto rather than by the SDK
    function sign(body: string, t: number, ...secrets: string[]): string {
      const v1 = secrets.map((s) => `v1=${createHmac("sha256", s).update(`${t}.${body}`).digest("hex")}`);
      return [`t=${t}`, ...v1].join(",");
    }
    const body = (name: string) =>
      JSON.stringify({
        id: "evt_1",
        event: "people.worker.created",
        createdAt: "2030-01-15T09:00:00.000Z",
        companyId: "c1",
        data: { name },
      });
    async function deliver(payload: string, signature: string | undefined, delivery = "dlv_1") {
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "workforce-event": "evt_1",
        "workforce-delivery": delivery,
      };
      if (signature !== undefined) headers["workforce-signature"] = signature;
      const response = await fetch(receiverUrl, { method: "POST", headers, body: payload });
      return `${response.status} ${await response.text()}`.trim();
    }

    it("accepts a signed delivery, during a rotation too, and refuses tampered, stale or unsigned ones", async () => {
      const now = Math.floor(Date.now() / 1000);
      const payload = body("Ana Lima");
      expect(await deliver(payload, sign(payload, now, secret), "dlv_ok")).toBe("204");
      // rotating: the old secret's signature first, then the current one
      expect(await deliver(payload, sign(payload, now, "whsec_old", secret), "dlv_rotated")).toBe("204");
      expect(accepted).toEqual(["dlv_ok people.worker.created Ana Lima", "dlv_rotated people.worker.created Ana Lima"]);

      expect(await deliver(body("Mallory"), sign(payload, now, secret))).toBe("400 signature_mismatch");
      expect(await deliver(payload, sign(payload, now, "whsec_other"))).toBe("400 signature_mismatch");
      expect(await deliver(payload, sign(payload, now - 301, secret))).toBe("400 timestamp_out_of_tolerance");
      expect(await deliver(payload, sign(payload, now + 301, secret))).toBe("400 timestamp_out_of_tolerance");
      expect(await deliver(payload, undefined)).toBe("400 missing_signature");
      expect(await deliver(payload, `t=${now}`)).toBe("400 malformed_signature");
      expect(accepted).toHaveLength(2);
    });

    it("the Web Crypto verifier agrees with the Node one on a fetch Request", async () => {
      const now = Math.floor(Date.now() / 1000);
      const payload = body("Bruno Costa");
      const request = new Request(receiverUrl, {
        method: "POST",
        headers: { "workforce-signature": sign(payload, now, secret), "workforce-delivery": "dlv_web" },
        body: payload,
      });
      const verified = await verifyWebhook<{ name: string }>({
        body: await request.text(),
        headers: request.headers,
        secret,
      });
      expect(verified).toMatchObject({
        deliveryId: "dlv_web",
        timestamp: now,
        event: { data: { name: "Bruno Costa" } },
      });
      await expect(
        verifyWebhook({ body: payload, headers: { "workforce-signature": sign(payload, now - 600, secret) }, secret }),
      ).rejects.toMatchObject({ reason: "timestamp_out_of_tolerance" });
      // the tolerance is the caller's to set
      await expect(
        verifyWebhook({
          body: payload,
          headers: { "Workforce-Signature": sign(payload, now - 600, secret) },
          secret,
          toleranceSeconds: 900,
        }),
      ).resolves.toMatchObject({ timestamp: now - 600 });
    });
  });
});
